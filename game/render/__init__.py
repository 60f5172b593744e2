"""Drawing the battle: the board, creature tokens, objects, overlays and effects.

Everything here reads state and draws it; nothing here decides a rule.
"""
