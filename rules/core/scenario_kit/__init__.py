"""What every ruleset's rules scenarios share (small scripted battles that state what must
happen; see docs/scenarios.md and docs/scenarios-brighter-worlds.md).

- `reading`: typed TOML reads that fail with a one-line `ScenarioError` naming the key path.
- `options`: option patterns (`{ kind = "move", to = [...] }` or label text) and matching.
- `board_map`: `[map]` rows and legend into a board; positions on it.
- `script`: the header keys, `[[step]]` tables and the `Step` they become.
- `expect`: expectations (`[expect]`): fields named by dotted paths, event patterns, offers.
- `runner`: plays the steps against a battle and collects failures into an `Outcome`.
- `cli`: the `run` / `check` commands, given a ruleset's loader, runner and words.

A ruleset supplies what is its own: its creature keys and fields, its built-in map symbols, how
a battle is built, which decisions answer themselves.
"""
