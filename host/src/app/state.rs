//! The state every view shares: the games, the preferences, the game in progress, the
//! messages; and the queue of actions the views asked for this frame.

use std::sync::Arc;

use plateau_core::GameFactory;
use plateau_core::save::SaveFile;

use super::action::AppAction;
use super::active::ActiveGame;
use super::load_job::LoadJob;
use super::prefs::Prefs;

/// What the views read and edit.
pub struct AppState {
    /// The games this build knows, in menu order. Shared so a loading thread can replay a
    /// save with one of them.
    pub games: Vec<Arc<dyn GameFactory>>,
    /// The preferences.
    pub prefs: Prefs,
    /// The game in progress.
    pub active: Option<ActiveGame>,
    /// The game left open at the last exit, offered on the start screen.
    pub resume: Option<SaveFile>,
    /// A save being loaded on a worker thread.
    pub loading: Option<LoadJob>,
    /// The status line.
    pub status: String,
    /// The message of the error dialog, while it is open.
    pub error: Option<String>,
    /// True while the rules lab fills the window in place of the start or game screen.
    pub lab_open: bool,
    actions: Vec<AppAction>,
}

impl AppState {
    /// The state at start, with nothing in progress.
    pub fn new(games: Vec<Arc<dyn GameFactory>>, prefs: Prefs, resume: Option<SaveFile>) -> Self {
        Self {
            games,
            prefs,
            active: None,
            resume,
            loading: None,
            status: String::new(),
            error: None,
            lab_open: false,
            actions: Vec::new(),
        }
    }

    /// Asks the app to do something once the views have drawn.
    pub fn act(&mut self, action: AppAction) {
        self.actions.push(action);
    }

    /// The actions asked for so far, oldest first, emptying the queue.
    pub fn take_actions(&mut self) -> Vec<AppAction> {
        std::mem::take(&mut self.actions)
    }

    /// Registry index of the game with this id.
    pub fn game_index(&self, id: &str) -> Option<usize> {
        self.games.iter().position(|g| g.info().id == id)
    }

    /// The save of the game in progress, if it has moves (what is kept at exit).
    pub fn autosave(&self) -> Option<SaveFile> {
        let game = self.active.as_ref()?;
        (!game.timeline().is_empty()).then(|| SaveFile::capture(game.session(), game.seats.clone()))
    }
}
