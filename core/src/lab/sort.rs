//! Games put in job order in bounded memory: a run finishes its games in the order its
//! threads end them, game major, while a results file holds them rule set major. Games are
//! held as their JSON lines up to a budget; past it, each batch is sorted and written to a
//! temporary file beside the results (a run; it is scratch, not flushed to the disk), and the runs are merged at the end, a few
//! dozen at a time. Memory is the budget, whatever the number of games; the disk holds one
//! more copy of the games until the sort is done.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::results::LabGame;

/// Bytes of games a sorter holds before it writes a run: what a stopped run still writes
/// out at once (see `plateau lab run`), and far below what would strain a machine.
pub const SORT_BUDGET: usize = 64 * 1024 * 1024;

/// Runs merged at once: far below any system's limit of open files.
const FAN_IN: usize = 32;

/// Games gathered to be read back in job order.
pub struct Sorter {
    folder: PathBuf,
    per_rule_set: u32,
    budget: usize,
    held: Vec<(u64, String)>,
    held_bytes: usize,
    runs: Vec<Run>,
}

/// A sorted run on disk, removed when dropped.
struct Run {
    path: PathBuf,
}

impl Drop for Run {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.path);
    }
}

impl Sorter {
    /// Gathers games of a study of `per_rule_set` games a rule set, holding at most `budget`
    /// bytes of them before writing a run into `folder`.
    pub fn new(folder: &Path, per_rule_set: u32, budget: usize) -> Self {
        Self {
            folder: folder.to_owned(),
            per_rule_set,
            budget,
            held: Vec::new(),
            held_bytes: 0,
            runs: Vec::new(),
        }
    }

    /// True once some games went to disk: reading them back takes time in the number of
    /// games, not a moment.
    pub fn spilled(&self) -> bool {
        !self.runs.is_empty()
    }

    /// Runs written so far.
    pub fn runs(&self) -> usize {
        self.runs.len()
    }

    /// Games held in memory now: never more than the budget allows.
    pub fn held(&self) -> usize {
        self.held.len()
    }

    /// Adds `game`.
    pub fn push(&mut self, game: &LabGame) -> io::Result<()> {
        let line = serde_json::to_string(game).expect("a game serialises");
        self.held_bytes += line.len() + 32;
        self.held.push((game.job(self.per_rule_set), line));
        if self.held_bytes > self.budget {
            self.spill()?;
        }
        Ok(())
    }

    /// Writes the games held as one sorted run.
    fn spill(&mut self) -> io::Result<()> {
        self.held.sort_by_key(|(job, _)| *job);
        let run = self.new_run();
        let mut out = BufWriter::new(File::create(&run.path)?);
        for (job, line) in self.held.drain(..) {
            writeln!(out, "{job:016x} {line}")?;
        }
        out.flush()?;
        self.held_bytes = 0;
        self.runs.push(run);
        Ok(())
    }

    fn new_run(&self) -> Run {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let unique = COUNTER.fetch_add(1, Ordering::Relaxed);
        Run { path: self.folder.join(format!(".plateau-sort-{}-{unique}.tmp", std::process::id())) }
    }

    /// The games in job order, each job once (the first given of a job is kept).
    pub fn finish(mut self) -> io::Result<Sorted> {
        self.held.sort_by_key(|(job, _)| *job);
        if self.runs.is_empty() {
            return Ok(Sorted {
                held: std::mem::take(&mut self.held).into_iter(),
                heap: BinaryHeap::new(),
                readers: Vec::new(),
                last: None,
                runs_on_disk: Vec::new(),
            });
        }
        if !self.held.is_empty() {
            self.spill()?;
        }
        // Merge runs a few dozen at a time until one pass can take them all.
        while self.runs.len() > FAN_IN {
            let group: Vec<Run> = self.runs.drain(..FAN_IN).collect();
            let merged = self.new_run();
            let mut out = BufWriter::new(File::create(&merged.path)?);
            let mut sorted = Sorted::ofruns_on_disk(group)?;
            while let Some((job, line)) = sorted.next_line()? {
                writeln!(out, "{job:016x} {line}")?;
            }
            out.flush()?;
            self.runs.push(merged);
        }
        Sorted::ofruns_on_disk(std::mem::take(&mut self.runs))
    }
}

/// Games in job order, read back from a [`Sorter`].
pub struct Sorted {
    held: std::vec::IntoIter<(u64, String)>,
    heap: BinaryHeap<Reverse<(u64, usize)>>,
    readers: Vec<(BufReader<File>, String)>,
    last: Option<u64>,
    /// Kept until the games are read, then removed.
    #[allow(dead_code, reason = "held for its Drop, which removes the runs")]
    runs_on_disk: Vec<Run>,
}

impl Sorted {
    fn ofruns_on_disk(runs: Vec<Run>) -> io::Result<Self> {
        let mut sorted = Self {
            held: Vec::new().into_iter(),
            heap: BinaryHeap::new(),
            readers: Vec::with_capacity(runs.len()),
            last: None,
            runs_on_disk: Vec::new(),
        };
        for (i, run) in runs.iter().enumerate() {
            sorted.readers.push((BufReader::with_capacity(1 << 16, File::open(&run.path)?), String::new()));
            if let Some(job) = sorted.advance(i)? {
                sorted.heap.push(Reverse((job, i)));
            }
        }
        sorted.runs_on_disk = runs;
        Ok(sorted)
    }

    /// Reads the next line of run `i` into its slot; its job, or `None` at its end.
    fn advance(&mut self, i: usize) -> io::Result<Option<u64>> {
        let (reader, line) = &mut self.readers[i];
        line.clear();
        if reader.read_line(line)? == 0 {
            return Ok(None);
        }
        let bad = || io::Error::new(io::ErrorKind::InvalidData, "a sort run was changed while it was read");
        let job = line.get(..16).and_then(|hex| u64::from_str_radix(hex, 16).ok()).ok_or_else(bad)?;
        Ok(Some(job))
    }

    /// The next game's job and JSON line.
    fn next_line(&mut self) -> io::Result<Option<(u64, String)>> {
        loop {
            let next = if let Some((job, line)) = self.held.next() {
                (job, line)
            } else {
                let Some(Reverse((job, i))) = self.heap.pop() else { return Ok(None) };
                let line = self.readers[i].1.get(17..).unwrap_or_default().trim_end().to_owned();
                if let Some(next) = self.advance(i)? {
                    self.heap.push(Reverse((next, i)));
                }
                (job, line)
            };
            if self.last == Some(next.0) {
                continue;
            }
            self.last = Some(next.0);
            return Ok(Some(next));
        }
    }

    /// The next game in job order; `None` after the last.
    pub fn next_game(&mut self) -> io::Result<Option<LabGame>> {
        let Some((_, line)) = self.next_line()? else { return Ok(None) };
        serde_json::from_str(&line).map(Some).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(rule_set: usize, number: u32) -> LabGame {
        LabGame {
            rule_set,
            game: number,
            seating: vec![0, 1],
            winner: None,
            finished: true,
            plies: number,
            reason: "drawn".to_owned(),
            branching: Vec::new(),
            trajectory: vec![vec![0.25]; 3],
        }
    }

    #[test]
    fn games_come_back_in_job_order_whatever_the_budget() {
        let folder = tempfile::tempdir().unwrap();
        // Game major, as a run plays them, with a few swapped and one twice.
        let mut given: Vec<LabGame> = (0..3000).flat_map(|g| (0..3).map(move |r| game(r, g))).collect();
        given.swap(10, 400);
        given.push(game(1, 17));
        for budget in [usize::MAX, 1_000, 100_000] {
            let mut sorter = Sorter::new(folder.path(), 3000, budget);
            for g in &given {
                sorter.push(g).unwrap();
                assert!(sorter.held() * 100 <= budget.saturating_add(200), "{} held", sorter.held());
            }
            assert_eq!(sorter.spilled(), budget != usize::MAX);
            let mut sorted = sorter.finish().unwrap();
            let mut back = Vec::new();
            while let Some(g) = sorted.next_game().unwrap() {
                back.push((g.rule_set, g.game));
            }
            let expected: Vec<(usize, u32)> = (0..3).flat_map(|r| (0..3000).map(move |g| (r, g))).collect();
            assert_eq!(back, expected, "budget {budget}");
            drop(sorted);
            assert_eq!(fs::read_dir(folder.path()).unwrap().count(), 0, "every run removed");
        }
    }
}
