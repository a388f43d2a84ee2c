//! The test kit: machinery the integration tests of every crate share. It depends on
//! `plateau-core` (and `serde_json` for options) alone, so game crates and plugins use it as a
//! dev-dependency:
//!
//! - [`conformance`]: the generic suite that every game runs on each of its variants;
//! - [`agreement`]: a game linked in and its plugin build, played side by side through their
//!   sessions, must agree move for move;
//! - [`plugin_build`]: builds a plugin package for the tests that load it;
//! - [`data_file`], [`recorded_lines`] and [`recorded_games`]: the recorded games kept in
//!   `tests/data/` (see the README there for where each file comes from).

pub mod agreement;
pub mod conformance;
pub mod lessons;
pub mod plugin_build;
pub mod words;

use std::path::PathBuf;

use plateau_core::vectors::RecordedGame;

/// Path of a file in the repository's test data folder, `tests/data/`. Panics with the path
/// when the file is missing, so a broken checkout says what it lacks.
pub fn data_file(name: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data").join(name);
    assert!(path.is_file(), "test data file not found: {}", path.display());
    path
}

/// The non-empty lines of a recorded-games file in `tests/data/`, each with its 1-based line
/// number.
pub fn recorded_lines(name: &str) -> Vec<(usize, String)> {
    let path = data_file(name);
    let text =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| (i + 1, line.to_owned()))
        .collect()
}

/// The reasons the recording programs give for a game's end, where they are worded otherwise
/// than Plateau's games word them: (game id, their words, ours). Knight Line's recorder says
/// "line" for four in a row.
const REASON_WORDS: [(&str, &str, &str); 1] = [("knightline", "line", "four in a row")];

/// `game` (a record of game `id`) with its reason in Plateau's words (see `REASON_WORDS`);
/// the winner and the legal move counts are what the records check, and stay as recorded.
pub fn in_our_words(id: &str, mut game: RecordedGame) -> RecordedGame {
    for (game_id, theirs, ours) in REASON_WORDS {
        if game_id == id && game.reason.as_deref() == Some(theirs) {
            game.reason = Some(ours.to_owned());
        }
    }
    game
}

/// Every game of a recorded-games file in `tests/data/`, parsed. Panics naming the file and
/// line of the first record that does not parse.
pub fn recorded_games(name: &str) -> Vec<RecordedGame> {
    recorded_lines(name)
        .into_iter()
        .map(|(number, line)| {
            RecordedGame::from_line(&line).unwrap_or_else(|e| panic!("{name}, line {number}: {e}"))
        })
        .collect()
}
