//! Carrying out a [`GameCommand`] on the game in progress, with the status line it leaves.

use crate::tr;

use super::action::GameCommand;
use super::active::ActiveGame;
use super::move_list::move_list_text;
use super::seats;

/// Carries out `command`; returns the new status line, if it changes.
pub fn run_command(game: &mut ActiveGame, command: GameCommand, ctx: &egui::Context) -> Option<String> {
    match command {
        GameCommand::Undo => {
            let taking_back = game.can_take_back();
            game.undo().then(|| {
                if taking_back {
                    tr!("command-taken-back", move_number = game.position().cursor)
                } else {
                    tr!("command-undone", move_number = game.position().cursor)
                }
            })
        }
        GameCommand::Redo => game.redo().then(|| tr!("command-redone", move_number = game.position().cursor)),
        GameCommand::Hint => {
            let wake_ctx = ctx.clone();
            game.request_hint(seats::hint_spec(), move || wake_ctx.request_repaint());
            game.job.is_some().then(|| tr!("command-hint"))
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
            Some(if game.clock.is_some() { tr!("command-resumed-clocks") } else { tr!("command-resumed") })
        }
        GameCommand::Pause => {
            game.paused = true;
            game.cancel_ai();
            Some(tr!("command-paused"))
        }
        GameCommand::SetSeat { seat, choice } => {
            let stored = seats::CHOICES.get(choice)?;
            let name = game.info().players.get(seat)?.clone();
            game.set_seat(seat, seats::spec(stored));
            Some(tr!("command-seat-changed", player = name, seat = seats::choice_words(choice)))
        }
        GameCommand::Analyse(on) => {
            game.set_analysing(on);
            Some(if on { tr!("command-analysis-on") } else { tr!("command-analysis-off") })
        }
        GameCommand::CopyMoves => {
            let info = game.info();
            let tree = game.timeline().tree();
            ctx.copy_text(move_list_text(&info.name, &info.id, game.options(), tree));
            let main = tree.main_line().len();
            let side = tree.len() - main;
            Some(match side {
                0 => tr!("command-copied-moves", count = main),
                _ => tr!("command-copied-moves-and-side", count = main, side = side),
            })
        }
        GameCommand::Resign(seat) => {
            game.resign(seat);
            let name = game.info().player_name(plateau_core::Player::new(seat)).to_owned();
            Some(tr!("command-resigned", player = name))
        }
        GameCommand::OfferDraw(seat) => {
            let name = game.info().player_name(plateau_core::Player::new(seat)).to_owned();
            Some(if game.offer_draw(seat) {
                tr!("command-draw-agreed")
            } else if game.draw_offer.is_some() {
                tr!("command-draw-offered", player = name)
            } else {
                tr!("command-draw-refused-by-ai")
            })
        }
        GameCommand::AnswerDraw(accept) => {
            game.answer_draw(accept);
            Some(if accept { tr!("command-draw-agreed") } else { tr!("command-draw-declined") })
        }
        GameCommand::Flip => {
            game.flipped = !game.flipped;
            None
        }
        GameCommand::Rotate => {
            game.rotation = (game.rotation + 1) % 6;
            None
        }
        GameCommand::Enter(node) => game.enter(node).err(),
        GameCommand::Promote(node) => game.promote(node).then(|| {
            if game.timeline().on_main_line() {
                tr!("command-promoted-main")
            } else {
                tr!("command-promoted")
            }
        }),
        GameCommand::RemoveLine(node) => {
            let moves = game.timeline().tree().depth(game.timeline().tree().line_end(node)) + 1
                - game.timeline().tree().depth(node);
            game.remove_line(node).then(|| tr!("command-deleted-line", count = moves))
        }
        GameCommand::RestoreLine => game.restore_line().then(|| tr!("command-restored-line")),
        GameCommand::CopySave => {
            ctx.copy_text(game.save_file().to_json());
            Some(tr!("command-copied-save"))
        }
    }
}

/// Plays a legal move; the status line says what happened.
pub fn play(game: &mut ActiveGame, id: u32) -> String {
    let notation = game.legal_move(id).map(|m| m.notation.clone()).unwrap_or_default()
        + &game.selection.played_note(id, &game.position().board);
    match game.play(id) {
        Ok(()) => tr!("command-played", notation = notation),
        Err(e) => tr!("command-not-played", reason = e.to_string()),
    }
}
