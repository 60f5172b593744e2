"""Main actions every creature has besides its abilities (000 Main Actions): Charge, Defend, Heal."""
