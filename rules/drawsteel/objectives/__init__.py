"""Objectives and how a Draw Steel combat ends (000 End of Combat, Objective Endings).

An objective is plain data (`model.Objective`) read from an encounter file, a scenario or a
map's `objectives` layer; `setup.install` puts each one, with its progress, into
`battle.data["objectives"]`. The hooks in `progress` move them on, `status` says whether each is
open, met or failed, `ending` turns that into the end of the fight (the side whose objectives
are all met wins) and awards Victories, and `breaking` makes beaten foes flee or surrender.
`captives` binds and frees the captives of a Save Another, and `arrivals` brings in what a
Stop the Action let through when its timer ran out.
"""
