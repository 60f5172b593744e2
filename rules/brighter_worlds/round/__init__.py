"""004 Rounds and Initiative: a side acts together, each member moving and taking one action."""
