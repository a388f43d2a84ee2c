//! A test plugin without fault: DVONN under the id `dvonn-renamed`, a game only a plugin
//! provides.

plateau_plugin::export_game_plugin!(
    plateau_faulty_game::Faulty<plateau_faulty_game::Healthy>,
    id = "dvonn-renamed",
    rules_version = 1
);
