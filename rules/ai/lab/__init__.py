"""The encounter lab: many battles of one encounter, AI against AI, summed up as a verdict on
how hard the encounter is (`steelgrid lab`)."""
