"""Consumables content: the catalogue, creature references, and the shipped heroes' potions."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.drawsteel.content.loader import ContentError, default_content, load_content

HERO = """
[creature.tester]
name = "Tester"
kind = "hero"
stamina = 20
characteristics = { might = 0, agility = 0, reason = 0, intuition = 0, presence = 0 }
consumables = { {item} = 1 }

[consumable.healing_potion]
name = "Healing Potion"
"""


def test_shipped_heroes_carry_a_healing_potion() -> None:
    content = default_content()
    assert content.consumables["healing_potion"].heal == "recovery"
    heroes = [c for c in content.creatures.values() if c.hero]
    assert heroes and all(c.consumables.get("healing_potion", 0) >= 1 for c in heroes)


def test_unknown_consumable_is_one_clear_line(tmp_path: Path) -> None:
    f = tmp_path / "x.toml"
    f.write_text(HERO.replace("{item}", "elixir"))
    with pytest.raises(ContentError) as err:
        load_content([f])
    assert str(err.value).endswith("creature.tester.consumables.elixir: unknown consumable 'elixir'")


def test_known_consumable_loads(tmp_path: Path) -> None:
    f = tmp_path / "x.toml"
    f.write_text(HERO.replace("{item}", "healing_potion"))
    assert load_content([f]).creatures["tester"].consumables == {"healing_potion": 1}
