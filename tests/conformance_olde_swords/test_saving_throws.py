"""001 Saving Throws: d20 + ability (+ PB where proficient) against the DC, less Fatigue."""
from __future__ import annotations

from .kit import creature, declare, fight, of


def test_a_made_save_halves_a_half_spell() -> None:
    """001 Saving Throws: the goblin's DEX save 11 + 2 = 13 meets Thorn Snare's DC 13: half of
    2d6 (3 + 4 = 7) is 3."""
    battle = fight({"odile_marchbank": (2, 2)}, {"goblin_cutter": (6, 2)}, first_contact=[15])
    battle.dice.queue(11, 3, 4)
    events = declare(battle, "odile_marchbank", action="cast", target="goblin_cutter", ability="thorn_snare")
    save = of(events, "os_d20")[0]
    assert (save["purpose"], save["total"], save["success"]) == ("DEX save", 13, True)
    assert creature(battle, "goblin_cutter").hp == 7 - 3


def test_a_failed_save_takes_it_all() -> None:
    """001 Saving Throws: Mind Needle, WIS save 5 - 1 = 4 against 13 fails: 2d4 (2 + 3)."""
    battle = fight({"odile_marchbank": (2, 2)}, {"goblin_cutter": (6, 2)}, first_contact=[15])
    battle.dice.queue(5, 2, 3)
    declare(battle, "odile_marchbank", action="cast", target="goblin_cutter", ability="mind_needle")
    assert creature(battle, "goblin_cutter").hp == 2


def test_proficiency_adds_pb_and_fatigue_takes_off() -> None:
    """001 Saving Throws: Bryn's CON save (+2, proficient +2) with Fatigue 1: 8 + 3 = 11 < 12."""
    battle = fight({"bryn_ashford": (2, 2)}, {"grave_cultist": (8, 2)})
    creature(battle, "bryn_ashford").fatigue = 1
    battle.dice.queue(8, 2, 2)
    events = declare(battle, "grave_cultist", action="cast", target="bryn_ashford", ability="withering_word")
    save = of(events, "os_d20")[0]
    assert save["bonus"] == 3 and not save["success"] and creature(battle, "bryn_ashford").hp == 16
