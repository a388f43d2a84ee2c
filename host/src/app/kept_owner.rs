//! Which window has a kept game: Resume, Open, Discard and Delete take the game for this
//! window first (`super::shelf` explains the locks), and a game another window has open is
//! listed as such, looked at again about once a second while the start screen shows it, and
//! offered as soon as that window lets it go.

use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::Duration;

use super::load_job::{LoadFailure, LoadJob};
use super::notices::Severity;
use super::shelf::{Claim, KeptKind, Now};
use super::state::AppState;
use crate::tr;

/// How often games open in another window are looked at again, in the window's own time.
const LOOK_EVERY: f64 = 1.0;

/// The looking again at games open in another window.
#[derive(Default)]
pub struct ElsewhereWatch {
    /// The answer being waited for.
    pending: Option<Receiver<Vec<(String, Now)>>>,
    /// When the last look was asked for (egui's time, seconds).
    last: Option<f64>,
}

impl AppState {
    /// Resumes (or opens) the kept game at `index` of the list `kind`, once this window has it.
    /// It stays in its list until it has loaded: a cancelled or failed load keeps it.
    pub fn open_kept(&mut self, kind: KeptKind, index: usize) {
        let Some(key) = self.kept_list(kind).get(index).map(|k| k.key.clone()) else { return };
        match self.shelf.claim(&key) {
            Claim::Owned => {}
            Claim::Elsewhere => {
                self.open_elsewhere(&key);
                return;
            }
            // Nothing here can be written then, but the game can still be looked at.
            Claim::Failed(why) => self.notify(Severity::Error, tr!("status-keep-failed", reason = why)),
        }
        let files = self.shelf.files_of(&key);
        let job = self.kept_list(kind).get(index).map(|kept| LoadJob::resume(kept, kind, files, &self.games));
        if job.is_some() {
            self.loading = job;
        }
    }

    /// Lets the kept game at `index` of the list `kind` go, from the lists and from the disk,
    /// unless another window has it.
    pub fn let_go_kept(&mut self, kind: KeptKind, index: usize) {
        let Some(key) = self.kept_list(kind).get(index).map(|k| k.key.clone()) else { return };
        match self.shelf.forget(&key) {
            Claim::Owned => self.unlist(&key),
            Claim::Elsewhere => self.open_elsewhere(&key),
            Claim::Failed(why) => self.notify(Severity::Error, tr!("status-keep-failed", reason = why)),
        }
    }

    /// A kept game did not load: gone (another window saved or discarded it meanwhile), it
    /// leaves the lists; otherwise it stays kept (its plugin may be back another time).
    pub fn kept_not_loaded(&mut self, key: &str, failure: &LoadFailure) {
        if failure.gone {
            self.unlist(key);
            self.status = tr!("status-kept-gone");
        } else {
            self.notify(Severity::Warning, tr!("status-kept-failed", reason = failure.to_string()));
        }
    }

    /// Looks again at the games listed as open in another window, at most once every
    /// [`LOOK_EVERY`] seconds, and takes the answers in: a game let go there is offered
    /// (as it is on disk now), one no longer kept leaves the list. Called by the start screen
    /// before it lists them.
    pub fn watch_elsewhere(&mut self, ctx: &egui::Context) {
        if let Some(pending) = &self.watch.pending {
            match pending.try_recv() {
                Ok(found) => {
                    self.watch.pending = None;
                    self.take_in(found);
                }
                Err(TryRecvError::Empty) => {
                    ctx.request_repaint_after(Duration::from_millis(100));
                    return;
                }
                Err(TryRecvError::Disconnected) => self.watch.pending = None,
            }
        }
        let keys: Vec<String> = self
            .resume
            .iter()
            .chain(&self.finished)
            .filter(|k| k.open_elsewhere)
            .map(|k| k.key.clone())
            .collect();
        if keys.is_empty() {
            return;
        }
        let now = ctx.input(|i| i.time);
        let wait = self.watch.last.map_or(0.0, |last| last + LOOK_EVERY - now);
        if wait > 0.0 {
            ctx.request_repaint_after(Duration::from_secs_f64(wait));
            return;
        }
        self.watch.last = Some(now);
        self.watch.pending = self.shelf.look_again(keys);
        ctx.request_repaint_after(Duration::from_millis(100));
    }

    /// Marks the game `key` as open in another window, and says so.
    fn open_elsewhere(&mut self, key: &str) {
        for kept in self.resume.iter_mut().chain(&mut self.finished).filter(|k| k.key == key) {
            kept.open_elsewhere = true;
        }
        self.status = tr!("status-kept-elsewhere");
    }

    /// What the games open in another window have become.
    fn take_in(&mut self, found: Vec<(String, Now)>) {
        for (key, now) in found {
            match now {
                Now::Elsewhere => {}
                Now::Gone => self.unlist(&key),
                Now::Free(kind, save) => {
                    // Where it was listed, unless it moved to the other list meanwhile (its
                    // game ended there).
                    let list = self.kept_list_mut(kind);
                    if let Some(kept) = list.iter_mut().find(|k| k.key == key) {
                        kept.save = *save;
                        kept.open_elsewhere = false;
                    } else {
                        self.unlist(&key);
                        let kept = super::shelf::KeptGame { key, save: *save, open_elsewhere: false };
                        self.kept_list_mut(kind).insert(0, kept);
                    }
                }
            }
        }
    }

    fn kept_list(&self, kind: KeptKind) -> &[super::shelf::KeptGame] {
        match kind {
            KeptKind::Unfinished => &self.resume,
            KeptKind::Finished => &self.finished,
        }
    }

    fn kept_list_mut(&mut self, kind: KeptKind) -> &mut Vec<super::shelf::KeptGame> {
        match kind {
            KeptKind::Unfinished => &mut self.resume,
            KeptKind::Finished => &mut self.finished,
        }
    }
}
