"""Draw Steel's combat chapter (seed 000) on the Steelgrid engine."""
