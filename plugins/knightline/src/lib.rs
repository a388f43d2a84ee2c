//! Knight Line as a loadable plugin: the compiled-in rules behind Plateau's plugin ABI.

plateau_plugin::export_game_plugin!(plateau_knightline::KnightLine, id = "knightline", rules_version = 1);
