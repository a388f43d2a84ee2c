//! A test plugin that writes megabytes to its probe's output.

plateau_plugin::export_game_plugin!(
    plateau_faulty_game::Faulty<plateau_faulty_game::Flood>,
    id = "flood-on-probe",
    rules_version = 1
);
