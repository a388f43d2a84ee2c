//! Analysis mode's panel: the search's best moves at the shown position, each with the
//! mover's chance after it and the line it expects; a click plays the move.

use crate::tr;
use egui::{RichText, Ui};

use super::action::GameCommand;
use super::active::ActiveGame;
use super::hint_words::{outlook, percent, top_moves};
use super::windows::loading::grouped;

/// Most moves listed.
const TOP_MOVES: usize = 5;
/// Most moves of each line shown.
const LINE_MOVES: usize = 6;

/// Draws the findings of analysis mode; returns the move clicked, to play.
pub fn analysis_ui(ui: &mut Ui, game: &ActiveGame) -> Option<GameCommand> {
    let mut command = None;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        let Some(p) = game.position().to_move.player() else {
            ui.label(tr!("analysis-over"));
            return;
        };
        let mover = game.info().player_name(p);
        let Some(job) = &game.analysis else { return };
        let Some(hint) = &job.latest else {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!("analysis-working"));
            });
            return;
        };
        let nodes = grouped(usize::try_from(hint.nodes).unwrap_or(usize::MAX));
        let heading = if job.finished {
            tr!("analysis-done", player = mover, nodes = nodes)
        } else {
            tr!("analysis-deepening", player = mover, nodes = nodes)
        };
        ui.label(RichText::new(heading).strong());
        let players = game.info().player_count();
        let moves = top_moves(hint, players, TOP_MOVES);
        if let Some(best) = moves.first() {
            ui.label(format!("{} {}", best.notation, outlook(best, mover)));
        }
        egui::Grid::new("analysis-moves").num_columns(3).striped(true).show(ui, |ui| {
            for m in &moves {
                if ui
                    .button(RichText::new(&m.notation).monospace())
                    .on_hover_text(tr!("analysis-play-move"))
                    .clicked()
                {
                    command = Some(GameCommand::Play(m.mv));
                }
                ui.label(m.chance.map_or_else(|| "–".to_owned(), percent));
                let line: Vec<&str> = m.line.iter().take(LINE_MOVES).map(String::as_str).collect();
                let more = if m.line.len() > LINE_MOVES { " …" } else { "" };
                ui.add(
                    egui::Label::new(RichText::new(format!("{}{more}", line.join(" "))).monospace().weak())
                        .wrap(),
                );
                ui.end_row();
            }
        });
    });
    command
}
