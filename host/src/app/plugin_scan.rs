//! Looking for plugin games without stopping the window: the search path is scanned (each
//! library probed in a child process, see [`crate::plugins`]) on a worker thread, at start
//! and on Rescan; the window shows the built-in games at once and the plugin games when the
//! scan is done.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread;

use plateau_core::GameFactory;

use crate::guarded::{DEFAULT_PATIENCE, GuardedFactory};
use crate::plugins::{Origin, PluginStatus, SearchPath};
use crate::registry;

/// What one scan found: the plugin games that loaded and what happened to every plugin file.
pub type ScanFindings = (Vec<Box<dyn GameFactory>>, Vec<PluginStatus>);

/// The function that scans a search path (run on a worker thread).
type ScanFn = dyn Fn(&SearchPath) -> ScanFindings + Send + Sync;

/// Where the app looks for plugin games, and how.
#[derive(Clone)]
pub struct PluginSource {
    search: SearchPath,
    scan: Option<Arc<ScanFn>>,
}

impl PluginSource {
    /// No plugins: nothing is scanned.
    pub fn none() -> Self {
        Self { search: SearchPath::none(), scan: None }
    }

    /// The plugins on `search`, each probed in a child process of this executable before it
    /// is opened; a plugin whose game id a built-in game has is reported, not loaded. Their
    /// games run on threads of their own ([`crate::guarded`]), never the window's.
    pub fn standard(search: SearchPath) -> Self {
        Self::new(search, |search| {
            let (factories, statuses) = crate::plugins::load(search, &registry::builtin());
            let games = factories
                .into_iter()
                .map(|f| Box::new(GuardedFactory::new(f, DEFAULT_PATIENCE)) as Box<dyn GameFactory>)
                .collect();
            (games, statuses)
        })
    }

    /// Plugin games found by `scan` on `search` (tests give a scan that makes games and
    /// statuses of its own, so they need no plugin libraries).
    pub fn new(
        search: SearchPath,
        scan: impl Fn(&SearchPath) -> ScanFindings + Send + Sync + 'static,
    ) -> Self {
        Self { search, scan: Some(Arc::new(scan)) }
    }

    /// The search path, first place first.
    pub fn search(&self) -> &SearchPath {
        &self.search
    }

    /// Starts a scan on a worker thread; `None` when there is nothing to scan with.
    fn start(&self) -> Option<ScanJob> {
        let scan = Arc::clone(self.scan.as_ref()?);
        let search = self.search.clone();
        let (tx, result) = mpsc::channel();
        let spawned = thread::Builder::new().name("plateau-plugins".into()).spawn(move || {
            let places = Place::list(&search);
            let (games, statuses) = scan(&search);
            let _ = tx.send(Scan { places, games, statuses });
        });
        Some(match spawned {
            Ok(_) => ScanJob { result },
            Err(e) => {
                // No thread: the scan ends at once with nothing found, and says why.
                let (tx, result) = mpsc::channel();
                let _ = tx.send(Scan::failed(&self.search, &format!("could not start a thread: {e}")));
                ScanJob { result }
            }
        })
    }
}

/// One place on the search path, as the Plugins window shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The folder or file.
    pub path: PathBuf,
    /// Where it comes from.
    pub origin: Origin,
    /// Whether it exists (at the time of the scan).
    pub exists: bool,
    /// Whether it is a file rather than a folder.
    pub is_file: bool,
}

impl Place {
    fn list(search: &SearchPath) -> Vec<Self> {
        search
            .entries
            .iter()
            .map(|e| Self {
                path: e.path.clone(),
                origin: e.origin,
                exists: e.path.exists(),
                is_file: e.path.is_file(),
            })
            .collect()
    }
}

/// A finished scan.
struct Scan {
    places: Vec<Place>,
    games: Vec<Box<dyn GameFactory>>,
    statuses: Vec<PluginStatus>,
}

impl Scan {
    fn failed(search: &SearchPath, why: &str) -> Self {
        let status = PluginStatus {
            path: PathBuf::new(),
            outcome: crate::plugins::PluginOutcome::Failed(crate::plugins::PluginFailure::Probe {
                path: PathBuf::new(),
                reason: why.to_owned(),
            }),
        };
        Self { places: Place::list(search), games: Vec::new(), statuses: vec![status] }
    }
}

/// A scan under way on its worker thread.
struct ScanJob {
    result: Receiver<Scan>,
}

/// The plugins as the app knows them: where it looks, what it found, the scan under way.
pub struct PluginsState {
    source: PluginSource,
    job: Option<ScanJob>,
    /// The places of the search path, as of the last scan.
    pub places: Vec<Place>,
    /// What happened to every plugin file at the last scan.
    pub statuses: Vec<PluginStatus>,
    /// Scans finished so far.
    pub scans: u32,
}

impl PluginsState {
    /// The plugin state for `source`, its first scan started.
    pub fn new(source: PluginSource) -> Self {
        let places = Place::list(&source.search);
        let mut state = Self { source, job: None, places, statuses: Vec::new(), scans: 0 };
        state.rescan();
        state
    }

    /// True when plugins are looked for at all.
    pub fn enabled(&self) -> bool {
        self.source.scan.is_some()
    }

    /// True while a scan runs.
    pub fn scanning(&self) -> bool {
        self.job.is_some()
    }

    /// The search path.
    pub fn search(&self) -> &SearchPath {
        self.source.search()
    }

    /// Starts a new scan, unless one runs.
    pub fn rescan(&mut self) {
        if self.job.is_none() {
            self.job = self.source.start();
        }
    }

    /// The plugin games of a scan that has just finished (once); `None` while it runs or
    /// when none runs.
    pub fn poll(&mut self) -> Option<Vec<Box<dyn GameFactory>>> {
        let job = self.job.as_ref()?;
        let scan = match job.result.try_recv() {
            Ok(scan) => scan,
            Err(TryRecvError::Empty) => return None,
            // Only a panic ends the worker without an answer.
            Err(TryRecvError::Disconnected) => Scan::failed(self.search(), "the scan stopped unexpectedly"),
        };
        self.job = None;
        self.places = scan.places;
        self.statuses = scan.statuses;
        self.scans += 1;
        Some(scan.games)
    }

    /// The status of the plugin that provides game `id`, if a plugin loaded it.
    pub fn provider(&self, id: &str) -> Option<&PluginStatus> {
        self.statuses.iter().find(|s| s.loaded().is_some_and(|l| l.game_id.eq_ignore_ascii_case(id)))
    }
}
