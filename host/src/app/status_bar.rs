//! The status bar: who is thinking, and the last message.

use egui::Ui;
use plateau_core::ToMove;

use super::state::AppState;
use super::view::View;
use super::worker::Purpose;
use crate::tr;

/// The status bar (no state of its own).
#[derive(Default)]
pub struct StatusBar;

impl View for StatusBar {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        ui.horizontal(|ui| {
            if let Some(game) = &app.active
                && let Some(job) = &game.job
            {
                ui.add(egui::Spinner::new());
                let who = match game.position().to_move {
                    ToMove::Player(p) if job.purpose == Purpose::Move => {
                        tr!("status-thinking", player = game.info().player_name(p))
                    }
                    _ => tr!("status-looking-for-hint"),
                };
                let seconds = format!("{:.1}", job.started.elapsed().as_secs_f32());
                ui.label(tr!("status-working", who = who, seconds = seconds));
                ui.separator();
            }
            ui.label(&app.status);
        });
    }
}
