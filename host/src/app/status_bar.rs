//! The status bar: who is thinking, the latest notice not yet read with how many others wait
//! (a click opens them all), and the last message.

use egui::{Button, Label, RichText, Ui};
use plateau_core::ToMove;

use super::state::AppState;
use super::view::View;
use super::windows::notices;
use super::worker::Purpose;
use crate::tr;

/// The status bar (no state of its own).
#[derive(Default)]
pub struct StatusBar;

/// The share of the line the latest notice may take when a message follows it.
const NOTICE_SHARE: f32 = 0.6;

/// Room kept for the count of the other notices ("(+12 more)"), in points.
const COUNT_WIDTH: f32 = 90.0;

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
            let shown = notice(ui, app);
            // The message, unless it is the notice just shown.
            if !app.status.is_empty() && shown.as_deref() != Some(app.status.as_str()) {
                if shown.is_some() {
                    ui.separator();
                }
                ui.add(Label::new(&app.status).truncate());
            }
        });
        notices::show(ui, app);
    }
}

/// The latest unread notice, marked, and how many others are unread; or, with every notice
/// read, a button to the list. A click on either opens the list. Returns the notice's text.
fn notice(ui: &mut Ui, app: &mut AppState) -> Option<String> {
    let mut open = false;
    let shown = match app.notices.latest_unread() {
        Some(latest) => {
            let colour = latest.severity.colour(ui.visuals());
            ui.label(RichText::new(latest.severity.mark()).color(colour).strong())
                .on_hover_text(notices::severity_words(latest.severity));
            // The notice's own words are cut to fit, the count after them never; the message
            // after it, if another, keeps part of the line.
            let others = app.notices.unread() - 1;
            let message_follows = !app.status.is_empty() && app.status != latest.text;
            let share = if message_follows { NOTICE_SHARE } else { 1.0 };
            let reserve = if others > 0 { COUNT_WIDTH } else { 0.0 };
            let width = ((ui.available_width() - reserve) * share).max(120.0);
            open |= ui
                .allocate_ui(egui::vec2(width, ui.spacing().interact_size.y), |ui| {
                    ui.add(Button::new(latest.text.as_str()).frame(false).truncate())
                })
                .inner
                .on_hover_text(format!("{}\n\n{}", latest.text, tr!("status-notices-tip")))
                .clicked();
            if others > 0 {
                open |= ui.small_button(tr!("status-more-notices", count = others)).clicked();
            }
            Some(latest.text.clone())
        }
        None if !app.notices.is_empty() => {
            open |= ui.small_button(tr!("status-notices", count = app.notices.len())).clicked();
            None
        }
        None => None,
    };
    if open {
        app.notices.open = true;
    }
    shown
}
