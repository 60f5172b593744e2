"""Using abilities: power rolls and their tiers, edges and banes, targeting, the arithmetic of an
ability's effects, resolving an ability step by step, surges, critical hits, triggered actions,
tests made with power rolls, and zones an ability leaves behind."""
