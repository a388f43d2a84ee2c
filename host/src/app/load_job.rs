//! Loading a save on a worker thread. Loading replays every move through the rules and a save
//! may hold tens of thousands of moves, so the window keeps drawing meanwhile, shows how far
//! the replay is, and can stop it. The game in progress is not touched until the new one is
//! complete. A plugin's game is asked patiently there (`crate::guarded::patiently`): nothing
//! draws on that thread, so a plugin merely slow in its moves is waited for.

use crate::tr;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, OnceLock};
use std::thread;

use plateau_core::GameFactory;
use plateau_core::ai::SeatSpec;
use plateau_core::save::{ReplayControl, SaveError, SaveFile};

use super::active::ActiveGame;
use super::clock::GameClock;
use super::game_review::GameReview;
use super::shelf::{KeptGame, KeptKind};
use crate::review;

/// What is being loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadSource {
    /// A save file the person chose.
    File(PathBuf),
    /// One of the games the app kept (unfinished, or finished and never saved), by its key.
    Kept(String, KeptKind),
    /// A game pasted from the clipboard.
    Pasted,
    /// The moves that replay of a save file with a bad move (never saved back over it).
    Partial(PathBuf),
}

/// Why a load failed.
#[derive(Clone, Debug)]
pub struct LoadFailure {
    /// What to tell the person.
    pub message: String,
    /// The save is of a game this build does not have (yet: perhaps a plugin's).
    pub unknown_game: bool,
    /// A move of the main line does not replay: the save cut before it, to offer instead.
    pub partial: Option<Box<SaveFile>>,
    /// The file is not there (a kept game another window saved or discarded meanwhile).
    pub gone: bool,
}

impl std::fmt::Display for LoadFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// "photo.png is not a Plateau save (it is a PNG image); Plateau opens …".
fn not_a_save(path: &std::path::Path, what: &str) -> String {
    let name = path.file_name().unwrap_or(path.as_os_str()).to_string_lossy();
    tr!("load-not-a-save", file = name.into_owned(), what = what, what_opens = tr!("load-what-opens"))
}

/// How far a load is, shared with its worker thread.
#[derive(Default)]
struct Progress {
    /// Moves replayed so far, and the request to stop.
    replay: ReplayControl,
    /// Number of moves in the save, once the file is read.
    total: OnceLock<usize>,
}

/// Why the worker could not load, and the save cut before a bad move, if that replays.
type Refused = (SaveError, Option<Box<SaveFile>>);

/// A load in progress. Dropping it stops the replay; its result is then never looked at.
pub struct LoadJob {
    /// What is being loaded.
    pub source: LoadSource,
    progress: Arc<Progress>,
    result: Receiver<Result<ActiveGame, Refused>>,
}

impl LoadJob {
    /// Starts reading and replaying the save file at `path`.
    pub fn open(path: PathBuf, games: &[Arc<dyn GameFactory>]) -> Self {
        let file = path.clone();
        Self::start(LoadSource::File(path), games, move || SaveFile::read(&file))
    }

    /// Starts replaying a game the app kept in the list `kind`: as it is in `files` now (another
    /// window may have played on since the list was read), or as listed without a disk.
    pub fn resume(
        kept: &KeptGame,
        kind: KeptKind,
        files: Option<[PathBuf; 2]>,
        games: &[Arc<dyn GameFactory>],
    ) -> Self {
        let save = kept.save.clone();
        Self::start(LoadSource::Kept(kept.key.clone(), kind), games, move || match files {
            Some(files) => super::shelf::read_fresh(&files),
            None => Ok(save),
        })
    }

    /// Starts replaying a pasted game. A move list that brought no seats gets a person in
    /// each seat of its game, counted on the worker thread: that takes making the game, which
    /// a plugin may take long over.
    pub fn paste(mut save: SaveFile, games: &[Arc<dyn GameFactory>]) -> Self {
        let factory = games.iter().find(|g| g.info().id == save.game.id).cloned();
        Self::start(LoadSource::Pasted, games, move || {
            if save.players.is_empty()
                && let Some(factory) = factory
            {
                let players = factory.create(&save.game.options)?.info().player_count();
                save.players = vec![SeatSpec::human(); players];
            }
            Ok(save)
        })
    }

    /// Starts replaying the first moves of the save file at `path` (see
    /// [`LoadFailure::partial`]).
    pub fn partial(path: PathBuf, save: SaveFile, games: &[Arc<dyn GameFactory>]) -> Self {
        Self::start(LoadSource::Partial(path), games, move || Ok(save))
    }

    fn start(
        source: LoadSource,
        games: &[Arc<dyn GameFactory>],
        read: impl FnOnce() -> Result<SaveFile, SaveError> + Send + 'static,
    ) -> Self {
        let progress = Arc::new(Progress::default());
        let (tx, result) = mpsc::channel();
        let games = games.to_vec();
        let shared = Arc::clone(&progress);
        thread::Builder::new()
            .name("plateau-load".into())
            .spawn(move || {
                let loaded = crate::guarded::patiently(|| {
                    read().map_err(|e| (e, None)).and_then(|save| {
                        // A bad move of the main line: what comes before it can still be opened.
                        let cut = |e: &SaveError| match e {
                            SaveError::Move { number, .. } if *number > 1 && *number <= save.moves.len() => {
                                Some(Box::new(save.first_moves(number - 1)))
                            }
                            _ => None,
                        };
                        replay(save.clone(), &games, &shared).map_err(|e| {
                            let partial = cut(&e);
                            (e, partial)
                        })
                    })
                });
                // The receiver is gone when the load was cancelled; nothing to do then.
                let _ = tx.send(loaded);
            })
            .expect("spawning the loading thread");
        Self { source, progress, result }
    }

    /// The loaded game or why there is none, once the worker is done; `None` meanwhile.
    pub fn poll(&self) -> Option<Result<ActiveGame, LoadFailure>> {
        match self.result.try_recv() {
            // The app names the file itself ("Could not open FILE"); the system's reason is
            // what is left to say.
            Ok(loaded) => Some(loaded.map_err(|(e, partial)| LoadFailure {
                unknown_game: matches!(e, SaveError::UnknownGame(_)),
                gone: matches!(&e, SaveError::File(e) if e.io_kind() == Some(std::io::ErrorKind::NotFound)),
                partial,
                message: match e {
                    SaveError::NotASave { path, what } => not_a_save(&path, what),
                    SaveError::File(error @ plateau_core::files::FileError::NotText { .. }) => {
                        tr!("load-not-text", reason = error.reason(), what_opens = tr!("load-what-opens"))
                    }
                    SaveError::File(error) => error.reason(),
                    other => other.to_string(),
                },
            })),
            Err(TryRecvError::Empty) => None,
            // Only a panic (in the rules) ends the worker without an answer.
            Err(TryRecvError::Disconnected) => Some(Err(LoadFailure {
                message: tr!("load-stopped", moves = self.replayed()),
                unknown_game: false,
                gone: false,
                partial: None,
            })),
        }
    }

    /// Moves replayed so far.
    pub fn replayed(&self) -> usize {
        self.progress.replay.done()
    }

    /// Number of moves in the save, once the file has been read.
    pub fn total(&self) -> Option<usize> {
        self.progress.total.get().copied()
    }
}

impl Drop for LoadJob {
    fn drop(&mut self) {
        self.progress.replay.cancel();
    }
}

/// Replays `save` with the registered game it names, reporting to `progress`.
fn replay(
    save: SaveFile,
    games: &[Arc<dyn GameFactory>],
    progress: &Progress,
) -> Result<ActiveGame, SaveError> {
    // Set once, by this thread only.
    let _ = progress.total.set(save.moves.len());
    let factory = games
        .iter()
        .find(|g| g.info().id == save.game.id)
        .ok_or_else(|| SaveError::UnknownGame(save.game.id.clone()))?;
    let restored = save.restore_tree_with(factory.as_ref(), &progress.replay)?;
    let mut game = ActiveGame::with_lines(restored.session, save.players, restored.tree, restored.shown);
    game.mark_taken_back(&restored.taken_back);
    if !save.annotations.is_empty() {
        // A record brings its evaluation along: the graph shows at once.
        game.review = GameReview::from_record(save.annotations.iter().map(review::from_annotation).collect());
        game.record_remarks = save.annotations.iter().map(|a| a.comment.clone()).collect();
        // The record judges the main line: positions of a side line shown are judged anew.
        if let Some(branch) = game.timeline().branch_point() {
            game.review.forget_after(game.timeline().tree().depth(branch) - 1);
        }
    }
    game.set_clock(save.clock.as_ref().map(GameClock::from_saved));
    game.set_ending(restored.ending);
    Ok(game)
}
