"""Moving on the grid, being pushed, falling and hazards (004 Non-Combat Damage)."""
