//! The state every view shares: the games, the preferences, the game in progress, the
//! messages; and the queue of actions the views asked for this frame.

use std::sync::Arc;

use plateau_core::GameFactory;
use plateau_core::save::SaveFile;

use super::action::AppAction;
use super::active::ActiveGame;
use super::load_job::LoadJob;
use super::plugin_scan::PluginsState;
use super::prefs::Prefs;

/// What the views read and edit.
pub struct AppState {
    /// The games this build knows, in menu order. Shared so a loading thread can replay a
    /// save with one of them.
    pub games: Vec<Arc<dyn GameFactory>>,
    /// How many of [`Self::games`] are built in; the games after them come from plugins.
    pub builtin_count: usize,
    /// The plugins: where they are looked for, what was found, the scan under way.
    pub plugins: PluginsState,
    /// The preferences.
    pub prefs: Prefs,
    /// The game in progress.
    pub active: Option<ActiveGame>,
    /// Games left unfinished (open at the last exit, or replaced by another game), latest
    /// first, at most [`MAX_UNFINISHED`]; the start screen offers each.
    pub resume: Vec<SaveFile>,
    /// A save being loaded on a worker thread.
    pub loading: Option<LoadJob>,
    /// The status line.
    pub status: String,
    /// The message of the error dialog, while it is open.
    pub error: Option<String>,
    /// True while the rules lab fills the window in place of the start or game screen.
    pub lab_open: bool,
    /// An action waiting for the person to agree that unsaved moves may go.
    pub confirm: Option<crate::app::windows::confirm::Confirm>,
    /// Node budget of the search judging each position for the evaluation graph (`None`:
    /// the level's own; tests set small ones).
    pub review_nodes: Option<u64>,
    /// Iterations of analysis mode's first round.
    pub analysis_first_round: u64,
    actions: Vec<AppAction>,
}

impl AppState {
    /// The state at start, with nothing in progress.
    pub fn new(
        games: Vec<Arc<dyn GameFactory>>,
        plugins: PluginsState,
        prefs: Prefs,
        resume: Vec<SaveFile>,
    ) -> Self {
        Self {
            builtin_count: games.len(),
            games,
            plugins,
            prefs,
            active: None,
            resume,
            loading: None,
            status: String::new(),
            error: None,
            lab_open: false,
            confirm: None,
            review_nodes: None,
            analysis_first_round: crate::app::analysis_job::FIRST_ROUND,
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

    /// True when the game at registry index `index` comes from a plugin.
    pub fn is_plugin_game(&self, index: usize) -> bool {
        index >= self.builtin_count
    }

    /// Registry index of the game with this id.
    pub fn game_index(&self, id: &str) -> Option<usize> {
        self.games.iter().position(|g| g.info().id == id)
    }

    /// The save of the game in progress, if it has moves and is not over (what is kept at
    /// exit and when another game replaces it).
    pub fn autosave(&self) -> Option<SaveFile> {
        let game = self.active.as_ref()?;
        (!game.timeline().is_empty() && !game.is_over()).then(|| game.save_file())
    }

    /// Puts the game in progress (if it is worth keeping) at the front of the unfinished
    /// games, forgetting the oldest beyond [`MAX_UNFINISHED`].
    pub fn keep_unfinished(&mut self) {
        if let Some(save) = self.autosave() {
            self.forget_unfinished(&save.to_json());
            self.resume.insert(0, save);
            self.resume.truncate(MAX_UNFINISHED);
        }
    }

    /// Takes the unfinished game whose save reads `text` off the list (it was resumed, or
    /// cannot be).
    pub fn forget_unfinished(&mut self, text: &str) {
        self.resume.retain(|s| s.to_json() != text);
    }

    /// What is stored at exit for the next start: the game in progress first, then the other
    /// unfinished games, as a JSON array of saves; `None` when there is none.
    pub fn unfinished_json(&self) -> Option<String> {
        let mut saves: Vec<String> = self.autosave().iter().map(SaveFile::to_json).collect();
        for save in self.resume.iter().map(SaveFile::to_json) {
            if !saves.contains(&save) {
                saves.push(save);
            }
        }
        saves.truncate(MAX_UNFINISHED);
        (!saves.is_empty()).then(|| format!("[{}]", saves.join(",")))
    }
}

/// Most unfinished games kept.
pub const MAX_UNFINISHED: usize = 5;

/// The unfinished games stored at the last exit: a JSON array of saves, or one save (what
/// older versions stored). Entries that do not read as saves are left out.
pub fn read_unfinished(text: &str) -> Vec<SaveFile> {
    if text.trim().is_empty() {
        return Vec::new();
    }
    match serde_json::from_str::<serde_json::Value>(text) {
        Ok(serde_json::Value::Array(items)) => items
            .iter()
            .filter_map(|item| SaveFile::from_json(&item.to_string()).ok())
            .take(MAX_UNFINISHED)
            .collect(),
        _ => SaveFile::from_json(text).ok().into_iter().collect(),
    }
}
