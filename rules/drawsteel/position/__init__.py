"""Position (000 Flanking, Cover, Concealment): flanking, cover, squeezing and concealment."""
