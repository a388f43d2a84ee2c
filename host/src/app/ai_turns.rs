//! The game's background work, driven once a frame: a late answer of the game's plugin is
//! taken in, the clocks tick, a finished search is applied and the next AI move starts, the
//! evaluation of the positions and analysis mode's search move along.

use std::time::Duration;

use super::state::AppState;
use super::worker::Purpose;

/// How often the window redraws while a clock runs (it shows tenths below a minute).
const CLOCK_REPAINT: Duration = Duration::from_millis(100);
/// How often the window looks whether a game's plugin has answered, while it waits.
const PLUGIN_REPAINT: Duration = Duration::from_millis(20);

/// Ticks the clocks, applies finished searches, starts the next AI move and keeps the
/// evaluation and the analysis going. While the game is `covered` (not in sight, or under a
/// modal window) its clocks stop and the AI seats wait: a search under way finishes, and
/// its move is played once the game is in sight again.
pub fn drive_ai(ctx: &egui::Context, app: &mut AppState, covered: bool) {
    let Some(game) = &mut app.active else { return };
    // Even under a window: the game is read again as soon as its plugin answers.
    if let Some(message) = game.poll_plugin() {
        app.status = message;
    }
    if game.waiting() {
        ctx.request_repaint_after(PLUGIN_REPAINT);
    }
    game.review.set_nodes(app.review_nodes);
    game.analysis_first_round = app.analysis_first_round;
    let now = ctx.input(|i| i.time);
    if let Some(message) = game.tick_clock(now, covered) {
        app.status = message;
    }
    if covered {
        return;
    }
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
    if game.clock.as_ref().is_some_and(|c| c.running().is_some()) {
        ctx.request_repaint_after(CLOCK_REPAINT);
    }
    // A timed game's AI move gets the cores to itself.
    let busy = game.clock.is_some() && game.job.as_ref().is_some_and(|j| j.purpose == Purpose::Move);
    // A finished game is reviewed for its game-over summary even with the figures hidden.
    let wanted = (app.prefs.show_evaluation || game.is_over()) && !app.lab_open;
    let wake_ctx = ctx.clone();
    game.drive_review(wanted, busy, move || wake_ctx.request_repaint());
    let wake_ctx = ctx.clone();
    game.drive_analysis(move || wake_ctx.request_repaint());
}
