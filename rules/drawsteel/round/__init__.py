"""The combat round (000 Combat Round, Taking a Turn, End of Combat): starting combat and surprise,
who goes first and who acts next, a creature's turn and its action economy, and how combat ends."""
