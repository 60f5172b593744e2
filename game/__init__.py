"""Steelgrid's Pygame client and command line. Only this package imports pygame."""
