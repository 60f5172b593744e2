"""Forced movement (000 Forced Movement): push, pull and slide, vertical moves, slamming into
creatures and objects, hurling through objects, and objects that are moved themselves."""
