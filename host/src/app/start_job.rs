//! Making a plugin game's session off the window's thread. A plugin's `Game::new` may take
//! long or never return (its guard gives up after its patience, `crate::guarded`), and the
//! window draws on meanwhile: the new-game dialog checks options this way, and a new game or
//! a rematch starts this way, saying "Starting…" if it takes more than a moment.
//!
//! Built-in games are made at once, on the window's thread: their code is the app's own.

use std::sync::Arc;
use std::time::Duration;

use plateau_core::{GameFactory, GameSession};
use serde_json::Value;

use super::PlateauApp;
use super::background::Job;
pub use super::background::{FIRST_WAIT, POLL};
use crate::tr;

/// A session made, or why not (the game's refusal of the options, in words).
pub type Made = Result<Box<dyn GameSession>, String>;

/// A session being made.
pub struct StartJob(Job<Made>);

impl StartJob {
    /// Makes a session of `factory` with `options`: on a thread of its own for a `plugin`
    /// game, at once otherwise.
    pub fn start(factory: &Arc<dyn GameFactory>, options: &Value, plugin: bool) -> Self {
        let (factory, options) = (Arc::clone(factory), options.clone());
        Self(Job::start(plugin, "plateau-new-game", move |_| {
            factory.create(&options).map_err(|e| e.to_string())
        }))
    }

    /// The session, or why there is none, once made (waiting at most `wait` for it); `None`
    /// while it is still being made. Gives it once.
    pub fn take(&mut self, wait: Duration) -> Option<Made> {
        self.0.take(wait).map(|made| made.unwrap_or_else(|_| Err(tr!("new-game-thread-ended"))))
    }
}

/// What to do with a session once made (or with why it was not).
type Then = Box<dyn FnOnce(&mut PlateauApp, Made)>;

/// A game the app is starting: the session being made, and what follows.
pub struct Starting {
    job: StartJob,
    then: Then,
}

impl PlateauApp {
    /// Makes a session of game `index` (of the app's games) with `options`, then carries out
    /// `then` with it: at once if it is made within [`FIRST_WAIT`], else once it is made,
    /// the status line saying meanwhile that the game is starting. A start asked for
    /// meanwhile replaces this one.
    pub(super) fn start_session(
        &mut self,
        index: usize,
        options: &Value,
        then: impl FnOnce(&mut Self, Made) + 'static,
    ) {
        let state = &mut self.state;
        let plugin = index >= state.builtin_count;
        let mut job = StartJob::start(&state.games[index], options, plugin);
        if let Some(made) = job.take(FIRST_WAIT) {
            self.starting = None;
            then(self, made);
        } else {
            state.status = tr!("status-starting", game = state.games[index].info().name.as_str());
            self.starting = Some(Starting { job, then: Box::new(then) });
        }
    }

    /// Carries out what waited for a session, once it is made; keeps the window looking
    /// while it is being made.
    pub(super) fn poll_starting(&mut self, ctx: &egui::Context) {
        let Some(starting) = &mut self.starting else { return };
        let Some(made) = starting.job.take(Duration::ZERO) else {
            ctx.request_repaint_after(POLL);
            return;
        };
        let Some(starting) = self.starting.take() else { return };
        (starting.then)(self, made);
        ctx.request_repaint();
    }

    /// True while a game is being started (its session made on a thread of its own).
    pub fn is_starting(&self) -> bool {
        self.starting.is_some()
    }
}
