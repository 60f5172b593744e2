"""Maneuvers (000 Maneuvers): the built-in ones (stand up, catch breath, dig), grab and escape,
hide and search, make or assist a test, heave an object, and using a consumable."""
