//! GIPF as a loadable plugin: the compiled-in rules behind Plateau's plugin ABI.

plateau_plugin::export_game_plugin!(plateau_gipf::Gipf, id = "gipf", rules_version = 1);
