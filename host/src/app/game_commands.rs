//! Carrying out a [`GameCommand`] on the game in progress, with the status line it leaves.

use plateau_core::plural;

use super::action::GameCommand;
use super::active::ActiveGame;
use super::move_list::move_list_text;
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
            Some(if game.clock.is_some() {
                "Resumed: the AI plays its turns and the clocks run again".to_owned()
            } else {
                "Resumed: the AI plays its turns again".to_owned()
            })
        }
        GameCommand::Pause => {
            game.paused = true;
            game.cancel_ai();
            Some("Paused: no AI moves and no clocks until Resume".to_owned())
        }
        GameCommand::SetSeat { seat, choice } => {
            let (stored, text) = seats::CHOICES.get(choice)?;
            let name = game.info().players.get(seat)?.clone();
            game.set_seat(seat, seats::spec(stored));
            Some(format!("{name} is now played by: {}", text.trim_start_matches("AI: ")))
        }
        GameCommand::Analyse(on) => {
            game.set_analysing(on);
            Some(if on {
                "Analysis: nobody plays; move for any side, and the AI studies each position".to_owned()
            } else {
                "Analysis ended: the seats play again".to_owned()
            })
        }
        GameCommand::CopyMoves => {
            let info = game.info();
            let tree = game.timeline().tree();
            ctx.copy_text(move_list_text(&info.name, &info.id, game.options(), tree));
            let main = tree.main_line().len();
            let side = tree.len() - main;
            Some(match side {
                0 => format!("Copied the move list ({})", plural(main, "move")),
                _ => format!("Copied the move list ({} and {} in side lines)", plural(main, "move"), side),
            })
        }
        GameCommand::Resign(seat) => {
            game.resign(seat);
            let name = game.info().player_name(plateau_core::Player::new(seat)).to_owned();
            Some(format!("{name} resigned"))
        }
        GameCommand::OfferDraw(seat) => {
            let name = game.info().player_name(plateau_core::Player::new(seat)).to_owned();
            Some(if game.offer_draw(seat) {
                "Draw agreed".to_owned()
            } else if game.draw_offer.is_some() {
                format!("{name} offers a draw")
            } else {
                "The AI declines the draw: it judges itself ahead".to_owned()
            })
        }
        GameCommand::AnswerDraw(accept) => {
            game.answer_draw(accept);
            Some(if accept { "Draw agreed" } else { "Draw declined" }.to_owned())
        }
        GameCommand::Flip => {
            game.flipped = !game.flipped;
            None
        }
        GameCommand::Enter(node) => game.enter(node).err(),
        GameCommand::Promote(node) => game.promote(node).then(|| {
            if game.timeline().on_main_line() {
                "Promoted: this line is now the main line".to_owned()
            } else {
                "Promoted: this line is now the main continuation where it starts".to_owned()
            }
        }),
        GameCommand::RemoveLine(node) => {
            let moves = game.timeline().tree().depth(game.timeline().tree().line_end(node)) + 1
                - game.timeline().tree().depth(node);
            game.remove_line(node).then(|| format!("Deleted a side line ({})", plural(moves, "move")))
        }
        GameCommand::CopySave => {
            ctx.copy_text(game.save_file().to_json());
            Some("Copied the game as a save".to_owned())
        }
    }
}

/// Plays a legal move; the status line says what happened.
pub fn play(game: &mut ActiveGame, id: u32) -> String {
    let notation = game.legal_move(id).map(|m| m.notation.clone()).unwrap_or_default()
        + &game.selection.played_note(id, &game.position().board);
    match game.play(id) {
        Ok(()) => format!("Played {notation}"),
        Err(e) => format!("Not played: {e}"),
    }
}
