//! The state every view shares: the games, the preferences, the game in progress, the
//! messages; and the queue of actions the views asked for this frame.

use crate::tr;
use std::sync::Arc;

use plateau_core::GameFactory;
use plateau_core::save::SaveFile;

use super::action::AppAction;
use super::active::ActiveGame;
use super::load_job::LoadJob;
use super::notices::{Notices, Severity};
use super::plugin_scan::PluginsState;
use super::prefs::Prefs;
use super::shelf::{KeptGame, KeptKind, Shelf};

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
    /// Games left unfinished with moves nobody saved (at the last exit, in another window,
    /// or replaced by another game here), latest first; the start screen offers each.
    pub resume: Vec<KeptGame>,
    /// Games that ended without being saved, latest first, kept until deleted.
    pub finished: Vec<KeptGame>,
    /// Where the game in progress and the lists above are kept on disk.
    pub shelf: Shelf,
    /// The looking again at kept games open in another window.
    pub watch: super::kept_owner::ElsewhereWatch,
    /// What the shelf holds of the game in progress: its key, revision and unsaved flag
    /// when it was last written or let go.
    shelved: Option<(String, u64, bool)>,
    /// The game in progress as the person let it go ("Don't save" when asked before it was
    /// replaced): its key and revision. It is not kept when replaced unless it changed since.
    let_go: Option<(String, u64)>,
    /// A save being loaded on a worker thread.
    pub loading: Option<LoadJob>,
    /// The status line: the last message.
    pub status: String,
    /// What the app told the person that waits to be read.
    pub notices: Notices,
    /// The message of the error dialog, while it is open.
    pub error: Option<String>,
    /// True while the rules lab fills the window in place of the start or game screen.
    pub lab_open: bool,
    /// An action waiting for the person to agree that unsaved moves may go.
    pub confirm: Option<crate::app::windows::confirm::Confirm>,
    /// Node budget of the search judging each position for the evaluation graph (`None`:
    /// the level's own; tests set small ones).
    pub review_nodes: Option<u64>,
    /// Nodes of analysis mode's first round (`None`: the judging search's own budget, so
    /// its figures are the hint's and the bar's; tests set small ones).
    pub analysis_first_round: Option<u64>,
    /// The part of the window between the menu bar and the status line, where windows open
    /// (as of this frame; the whole window until the first frame measures it).
    pub work_area: egui::Rect,
    /// The sounds asked for, and where they go.
    pub sounds: crate::app::sound::Sounds,
    actions: Vec<AppAction>,
}

impl AppState {
    /// The state at start, with nothing in progress.
    pub fn new(
        games: Vec<Arc<dyn GameFactory>>,
        plugins: PluginsState,
        prefs: Prefs,
        mut shelf: Shelf,
    ) -> Self {
        let (resume, finished) = shelf.take_found();
        let mut notices = Notices::default();
        let status = match shelf.problems() {
            [] => String::new(),
            [one] => tr!("status-kept-unreadable", reason = one.as_str()),
            [first, rest @ ..] => {
                tr!("status-kept-unreadable-many", count = rest.len() + 1, first = first.as_str())
            }
        };
        if !status.is_empty() {
            notices.push(Severity::Warning, status.clone());
        }
        Self {
            builtin_count: games.len(),
            games,
            plugins,
            prefs,
            active: None,
            resume,
            finished,
            shelf,
            watch: super::kept_owner::ElsewhereWatch::default(),
            shelved: None,
            let_go: None,
            loading: None,
            status,
            notices,
            error: None,
            lab_open: false,
            confirm: None,
            review_nodes: None,
            analysis_first_round: crate::app::analysis_job::FIRST_ROUND,
            work_area: egui::Rect::EVERYTHING,
            sounds: crate::app::sound::Sounds::default(),
            actions: Vec::new(),
        }
    }

    /// Says `text` on the status line and keeps it among the notices until it is read.
    pub fn notify(&mut self, severity: Severity, text: String) {
        self.notices.push(severity, text.clone());
        self.status = text;
    }

    /// Says `text` on the status line, as a notice of `severity` if one is given.
    pub fn tell(&mut self, severity: Option<Severity>, text: String) {
        match severity {
            Some(severity) => self.notify(severity, text),
            None => self.status = text,
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

    /// Brings the shelf up to date with the game in progress: while it has moves nobody
    /// saved, its file is written after every change (among the finished games once it is
    /// over); once the person saves it, or takes back every move, it is let go. Called after
    /// every frame's actions and at exit; writes only when something changed.
    pub fn sync_shelf(&mut self) {
        // Games this window no longer plays or loads are another window's to take. Only
        // here, between frames: in the middle of one, a game being opened may be neither.
        let loading = self.loading.as_ref().and_then(|job| match &job.source {
            super::load_job::LoadSource::Kept(key, _) => Some(key.as_str()),
            _ => None,
        });
        let playing = self.active.as_ref().map(|game| game.key.as_str());
        let keep: Vec<&str> = loading.into_iter().chain(playing).collect();
        self.shelf.release_all_but(&keep);
        self.keep_active();
    }

    /// Writes what the shelf holds of the game in progress, if it changed.
    fn keep_active(&mut self) {
        let Some(game) = &self.active else { return };
        let unchanged = self.shelved.as_ref().is_some_and(|(key, revision, dirty)| {
            *key == game.key && *revision == game.revision() && *dirty == game.dirty
        });
        if unchanged {
            return;
        }
        let mark = (game.key.clone(), game.revision(), game.dirty);
        if game.dirty && !game.timeline().is_empty() {
            let kind = if game.finished() { KeptKind::Finished } else { KeptKind::Unfinished };
            self.shelf.keep(&game.key, kind, &game.save_file());
        } else {
            self.shelf.forget_own(&game.key);
        }
        self.shelved = Some(mark);
    }

    /// Puts the game in progress, as it is about to be replaced or closed, at the front of
    /// the unfinished or the finished games if it has moves nobody saved.
    pub fn shelve_active(&mut self) {
        if let Some(game) = &self.active
            && self
                .let_go
                .take()
                .is_some_and(|(key, revision)| key == game.key && revision == game.revision())
        {
            let key = game.key.clone();
            self.shelf.forget_own(&key);
            self.unlist(&key);
            self.shelved = None;
            return;
        }
        self.keep_active();
        let Some(game) = &self.active else { return };
        if !game.dirty || game.timeline().is_empty() {
            return;
        }
        let kept = KeptGame { key: game.key.clone(), save: game.save_file(), open_elsewhere: false };
        let over = game.finished();
        self.unlist(&kept.key);
        if over {
            self.finished.insert(0, kept);
        } else {
            self.resume.insert(0, kept);
        }
    }

    /// The person answered "Don't save" for the game in progress: when it is replaced, it
    /// goes, rather than joining the kept games (unless it changes before that).
    pub fn let_go_active(&mut self) {
        self.let_go = self.active.as_ref().map(|game| (game.key.clone(), game.revision()));
    }

    /// Takes the kept game `key` off the start screen's lists (its file stays).
    pub fn unlist(&mut self, key: &str) {
        self.resume.retain(|k| k.key != key);
        self.finished.retain(|k| k.key != key);
    }
}

/// The unfinished games older versions stored at exit in the window's settings: a JSON array
/// of saves, or one save. Entries that do not read as saves are left out.
pub fn read_unfinished(text: &str) -> Vec<SaveFile> {
    if text.trim().is_empty() {
        return Vec::new();
    }
    match serde_json::from_str::<serde_json::Value>(text) {
        Ok(serde_json::Value::Array(items)) => {
            items.iter().filter_map(|item| SaveFile::from_json(&item.to_string()).ok()).collect()
        }
        _ => SaveFile::from_json(text).ok().into_iter().collect(),
    }
}
