"""Minions, their squads and their captains (RULES-NOTES Minions; 000 Taking Turns > Enemies Act
In Groups).

- `squad.py`: a squad's record on the battle, its members and the shared Stamina pool.
- `squad_damage.py`: how damage to one minion comes out of the pool and whom it kills.
- `units.py`, `squad_turn.py`: a squad picked as one unit and its members' turns.
- `squad_strike.py`: the squad's single power roll and the extra damage of ganging up.
- `captain.py`: a captain's "with captain" benefit for the squad it leads.
- `content_rules.py`: the content format's checks for minions, squads and captains.
"""
