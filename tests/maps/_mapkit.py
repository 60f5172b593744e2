"""Helpers for the map tests: paths, and small .tmx maps written on the fly."""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps"
SHIPPED = sorted(MAPS.glob("*.tmx"))
BAD = ROOT / "tests" / "data" / "maps"

# gids of the shipped tilesets as listed first: terrain (1..24), elevation (25..40), objects (41..)
FLOOR, DIRT, LAVA, WATER2, WALL, EARTH_WALL, PILLAR = 1, 2, 14, 11, 19, 20, 21
ELEVATION0 = 25
CRATE, WINDOW = 41, 43


def tilesets(folder: Path, order: tuple[str, ...] = ("terrain", "elevation", "objects"),
             firstgids: tuple[int, ...] = (1, 25, 41)) -> str:
    rel = os.path.relpath(MAPS, folder)
    return "\n".join(f' <tileset firstgid="{g}" source="{rel}/{name}.tsx"/>'
                     for name, g in zip(order, firstgids))


def csv(rows: list[list[int]]) -> str:
    return ",\n".join(",".join(str(g) for g in row) for row in rows)


def grid(width: int, height: int, fill: int, paint: dict[tuple[int, int], int] | None = None) -> list[list[int]]:
    rows = [[fill] * width for _ in range(height)]
    for (x, y), gid in (paint or {}).items():
        rows[y][x] = gid
    return rows


def tile_layer(name: str, rows: list[list[int]], layer_id: int = 1) -> str:
    return (f' <layer id="{layer_id}" name="{name}" width="{len(rows[0])}" height="{len(rows)}">\n'
            f'  <data encoding="csv">\n{csv(rows)}\n</data>\n </layer>')


def rect(oid: int, cls: str, x: float, y: float, w: float, h: float, name: str = "",
         props: str = "", attr: str = "type", extra: str = "") -> str:
    """An object in squares (converted to 32 px); `props` is raw <property> XML."""
    kind = f' {attr}="{cls}"' if cls else ""
    head = (f'  <object id="{oid}" name="{name}"{kind} x="{x * 32:g}" y="{y * 32:g}" '
            f'width="{w * 32:g}" height="{h * 32:g}"{extra}')
    if not props:
        return head + "/>"
    return head + f">\n   <properties>{props}</properties>\n  </object>"


def group(name: str, *objects: str, layer_id: int = 10) -> str:
    return f' <objectgroup id="{layer_id}" name="{name}">\n' + "\n".join(objects) + "\n </objectgroup>"


def side(value: str) -> str:
    return f'<property name="side" propertytype="Side" value="{value}"/>'


def two_spawns() -> str:
    return group("spawns", rect(1, "spawn", 0, 8, 4, 4, "west", side("heroes")),
                 rect(2, "spawn", 6, 6, 6, 6, "east", side("monsters")), layer_id=4)


def write_map(folder: Path, body: str, width: int = 12, height: int = 12, name: str = "m.tmx",
              props: str = "", sets: str | None = None, header_extra: str = "") -> Path:
    """A map file: tilesets then `body` (layers in whatever order the test wants)."""
    folder.mkdir(parents=True, exist_ok=True)
    text = (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" '
            f'renderorder="right-down" width="{width}" height="{height}" tilewidth="32" '
            f'tileheight="32" infinite="0" nextlayerid="20" nextobjectid="50"{header_extra}>\n'
            + (f" <properties>\n  {props}\n </properties>\n" if props else "")
            + (sets if sets is not None else tilesets(folder)) + "\n" + body + "\n</map>\n")
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def simple_map(folder: Path, terrain: dict[tuple[int, int], int] | None = None,
               elevation: dict[tuple[int, int], int] | None = None, extra: str = "",
               spawns: str | None = None, name: str = "m.tmx", props: str = "") -> Path:
    """A 12 x 12 floor map at elevation 0 with two spawn areas, plus whatever is painted."""
    elev = {xy: ELEVATION0 + e for xy, e in (elevation or {}).items()}
    body = "\n".join([tile_layer("terrain", grid(12, 12, FLOOR, terrain), 1),
                      tile_layer("elevation", grid(12, 12, 0, elev), 2),
                      spawns if spawns is not None else two_spawns(), extra])
    return write_map(folder, body, name=name, props=props)


def tiled_command() -> str | None:
    """The Tiled editor, if this machine has it (the round-trip tests need it)."""
    return shutil.which("tiled")


def run_tiled(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    """Tiled's command line, without a display and with settings of its own (not the user's)."""
    with tempfile.TemporaryDirectory(prefix="steelgrid-tiled-") as config:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=config,
                   XDG_RUNTIME_DIR=config)
        return subprocess.run([tiled_command() or "tiled", *args], capture_output=True,
                              text=True, timeout=timeout, env=env)
