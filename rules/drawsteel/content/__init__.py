"""Draw Steel's content: the data model (abilities, creature templates, encounters), the TOML loader
for data/, and encounters set up on the built-in training ground."""
