//! Carrying out a [`GameCommand`] on the game in progress, with the status line it leaves.

use super::action::GameCommand;
use super::active::ActiveGame;
use super::seats;

/// Carries out `command`; returns the new status line, if it changes.
pub fn run_command(game: &mut ActiveGame, command: GameCommand, ctx: &egui::Context) -> Option<String> {
    match command {
        GameCommand::Undo => game.undo().then(|| format!("Undone: back to move {}", game.position().cursor)),
        GameCommand::Redo => game.redo().then(|| format!("Redone: at move {}", game.position().cursor)),
        GameCommand::Hint => {
            let wake_ctx = ctx.clone();
            game.request_hint(seats::hint_spec(), move || wake_ctx.request_repaint());
            game.job.is_some().then(|| "Looking for a hint…".to_owned())
        }
        GameCommand::Play(id) => Some(play(game, id)),
        GameCommand::Seek(index) => {
            game.seek(index);
            None
        }
        GameCommand::Cancel => {
            game.selection.clear();
            None
        }
        GameCommand::Hurry => {
            if let Some(job) = &game.job {
                job.hurry();
            }
            None
        }
        GameCommand::Resume => {
            game.paused = false;
            Some("Resumed: the AI plays its turns again".to_owned())
        }
    }
}

/// Plays a legal move; the status line says what happened.
pub fn play(game: &mut ActiveGame, id: u32) -> String {
    let notation = game.legal_move(id).map(|m| m.notation.clone()).unwrap_or_default();
    match game.play(id) {
        Ok(()) => format!("Played {notation}"),
        Err(e) => format!("Not played: {e}"),
    }
}
