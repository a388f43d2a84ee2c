//! A test plugin that aborts the process on the third move, so during the probe's self-test.

plateau_plugin::export_game_plugin!(
    plateau_faulty_game::Faulty<plateau_faulty_game::Abort>,
    id = "crash-on-load",
    rules_version = 1
);
