"""Movement (000 Movement): where a creature can get to and at what cost, walking and opportunity
attacks, jumping, climbing and swimming, claw dirt, teleporting, falling and falling far, and
damaging terrain."""
