"""AI players. A player is any callable `(battle, decision) -> Option`; they are generic over
rulesets and answer the same decisions a person would."""
