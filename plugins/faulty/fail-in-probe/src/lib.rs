//! A test plugin that fails its probe in the way `PLATEAU_FAULTY_PROBE_FAULT` names: it
//! hangs in `Game::new` for one option value (`hang-in-new`), its AI never returns
//! (`endless-ai`), or it panics reading a move (`panic-in-parse`). Without the variable it
//! is healthy.

plateau_plugin::export_game_plugin!(
    plateau_faulty_game::Faulty<plateau_faulty_game::FailInProbe>,
    id = "fail-in-probe",
    rules_version = 1
);
