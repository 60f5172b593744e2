"""Move actions (000 Move Actions): Advance and the movement budget it gives."""
