"""Mounted combat (000 Mounted Combat; Climbing Other Creatures): who carries whom, riding a mount,
climbing onto a bigger creature, and coming off."""
