//! A test plugin that sleeps for ever when making a starting position, so during the probe.

plateau_plugin::export_game_plugin!(
    plateau_faulty_game::Faulty<plateau_faulty_game::Hang>,
    id = "hang-on-probe",
    rules_version = 1
);
