//! The AI seats' turns, driven once a frame: a finished search is applied, and the next one
//! starts when an AI seat is to move.

use std::time::Duration;

use super::state::AppState;

/// Applies finished searches and starts the next AI move.
pub fn drive_ai(ctx: &egui::Context, app: &mut AppState) {
    let Some(game) = &mut app.active else { return };
    let delay = Duration::from_millis(app.prefs.ai_delay_ms);
    if let Some(message) = game.poll_ai(delay) {
        app.status = message;
    }
    let wake_ctx = ctx.clone();
    game.schedule_ai(move || wake_ctx.request_repaint());
    if let Some(job) = &game.job {
        // Repaint for the spinner and for the end of the minimum move delay.
        let left = delay.saturating_sub(job.started.elapsed());
        ctx.request_repaint_after(left.max(Duration::from_millis(100)));
    }
}
