//! A test plugin that passes its probe and panics in play at the move its `panic_at` option
//! names.

plateau_plugin::export_game_plugin!(
    plateau_faulty_game::Faulty<plateau_faulty_game::PanicInPlay>,
    id = "panic-in-play",
    rules_version = 1
);
