"""The battle screen's interface around the board: the widgets (`battle_hud`), the roster and the
odds card drawn from the view (`roster`, `odds_card`), the combat log (`log_panel`) and the
sorting of a turn's options into the action bar (`turn_menu`). Importing this package loads
none of them."""
