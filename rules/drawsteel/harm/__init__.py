"""Harm (000 Damage, Stamina, Underwater Combat, Suffocating; RULES-NOTES conditions): damage with
immunity and weakness, healing, dying, death and knock-outs, conditions, death effects, fighting
underwater and running out of breath."""
