"""004 Attacking, Direct Damage, Wound, Overflow Damage, Attack Modifiers, Blast, Dual Wielding."""
