//! A test plugin whose probe leaves a sleeping grandchild behind.

plateau_plugin::export_game_plugin!(
    plateau_faulty_game::Faulty<plateau_faulty_game::Orphan>,
    id = "orphan-on-probe",
    rules_version = 1
);
