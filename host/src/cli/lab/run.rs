//! `plateau lab run`: plays a study (or one shard of it) on all cores behind a progress bar,
//! prints the report, and with `--out` writes the study, results, tables and plots. With
//! `--out`, each game is appended to the folder's journal as it ends, and the same command
//! run again resumes: it plays only the games the journal lacks. Ctrl+C, SIGTERM (a
//! cluster's time limit) and SIGHUP stop the run within moments: no game starts after the
//! signal, games under way are abandoned, the finished games are reported, and with `--out`
//! kept in the journal and written, marked interrupted (results.json and games.csv only when
//! that takes a moment, see `write_games`); without it a rerun starts afresh. No game is held
//! in memory: the report is made from their tally, and results.json from the games sorted
//! into job order within a fixed budget.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use anyhow::{Context as _, anyhow};
use clap::{ArgGroup, Args};
use indicatif::{ProgressBar, ProgressStyle};
use plateau_core::GameFactory;
use plateau_core::lab::journal::MAX_LINE;
use plateau_core::lab::runner::{play_study, rule_set_seats};
use plateau_core::lab::sort::{SORT_BUDGET, Sorter};
use plateau_core::lab::{
    JOURNAL, JobSet, Journal, JournalError, LabGame, PreparedStudy, ResultsHead, Shard, StudyReport, Tally,
};
use plateau_core::workers::worker_count;

use super::files::{self, GamesOut};
use super::inline::InlineStudy;
use crate::cli::numbers;

/// Exit code of a run stopped by Ctrl+C (the shell's code for SIGINT).
const INTERRUPTED: u8 = 130;

#[derive(Debug, Args)]
#[command(group(ArgGroup::new("source").required(true)))]
pub struct RunArgs {
    /// The study, a JSON or TOML file; or describe it with --game, --rules, --seats and
    /// --games instead.
    #[arg(value_name = "STUDY_FILE", group = "source")]
    study: Option<PathBuf>,
    #[command(flatten)]
    inline: InlineStudy,
    /// Write the study, results, tables and plots into this directory (created if missing).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Worker threads; 0 uses every core.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true, value_parser = numbers::whole::<usize>(0, numbers::MAX_THREADS))]
    threads: usize,
    /// Play only part i of n of the study (i from 0), e.g. as one task of an array job;
    /// `plateau lab merge` joins the parts' results into exactly one run's.
    #[arg(long, value_name = "i/n", default_value_t = Shard::WHOLE)]
    shard: Shard,
}

pub fn run(games: &[Box<dyn GameFactory>], args: &RunArgs) -> anyhow::Result<ExitCode> {
    let study = match &args.study {
        Some(path) => files::read_study(path)?,
        None => args.inline.study()?,
    };
    let prepared = study.prepare(&files::factories(games)).map_err(|e| match &args.study {
        Some(path) => anyhow!("{}: {e}", path.display()),
        None => args.inline.explain(&e),
    })?;

    // One run a folder, held until this run ends; taken before anything in it is touched.
    let _out_lock = args.out.as_deref().map(super::out_lock::take).transpose()?;
    // A study can play for hours: a folder it cannot write is found out before, not after.
    // The games are added up as they come and, with --out, gathered in job order for the
    // results file (on disk past a budget): nothing here grows with the number of games.
    let seats: Vec<Vec<String>> = rule_set_seats(&prepared).into_iter().map(|r| r.seats).collect();
    let kept = Mutex::new(Kept {
        tally: Tally::new(study.clone(), seats),
        sorter: args.out.as_deref().map(|dir| Sorter::new(dir, study.games, SORT_BUDGET)),
        failure: None,
    });
    let (journal, done) = match &args.out {
        Some(dir) => {
            files::check_outputs(dir, args.study.as_deref())?;
            let mut kept = kept.lock().unwrap_or_else(PoisonError::into_inner);
            let (journal, done) =
                Journal::resume(dir, &prepared, args.shard, MAX_LINE, &mut |game| kept.add(game))?;
            if let Some(e) = kept.failure.take() {
                return Err(e.context("reading the journal back"));
            }
            (Some(journal), done)
        }
        None => (None, JobSet::new(study.rule_sets.len(), study.games, args.shard)),
    };

    let jobs = study.rule_sets.len() as u64 * u64::from(study.games);
    let owned = args.shard.jobs_of(jobs);
    let resumed = done.len();
    let total = owned - resumed;
    if let Some(journal) = &journal
        && resumed > 0
    {
        eprintln!(
            "resuming: {resumed} of {owned} games are in {}; playing the other {total}",
            journal.path().display()
        );
    }
    let threads = worker_count(args.threads, usize::try_from(total).unwrap_or(usize::MAX));

    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let keeping = if args.out.is_some() { "keeping" } else { "reporting" };
    // The first Ctrl+C asks the run to stop and keep what is finished; a second one quits.
    let handler = ctrlc::set_handler(move || {
        if flag.swap(true, Ordering::SeqCst) {
            std::process::exit(i32::from(INTERRUPTED));
        }
        eprintln!("\nstopping: {keeping} the finished games (a second signal quits at once)");
    });
    if let Err(e) = handler {
        eprintln!("warning: Ctrl+C will end the run without keeping its games ({e})");
    }

    // The bar draws on stderr (and not at all when that is no terminal), so stdout holds only
    // the report.
    let bar = ProgressBar::new(total).with_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games  {per_sec}  {elapsed} elapsed, {eta} left")
            .expect("valid progress template"),
    );
    let start = Instant::now();
    // The first failure to append ends the run: games that cannot be kept are not played.
    let append_failure: Mutex<Option<JournalError>> = Mutex::new(None);
    let outcome = play_study(&prepared, args.shard, threads, &done, &stop, &|game, _| {
        bar.inc(1);
        if let Some(journal) = &journal
            && let Err(e) = journal.append(&game)
        {
            append_failure.lock().unwrap_or_else(PoisonError::into_inner).get_or_insert(e);
            stop.store(true, Ordering::SeqCst);
            return;
        }
        let mut kept = kept.lock().unwrap_or_else(PoisonError::into_inner);
        kept.add(&game);
        if kept.failure.is_some() {
            stop.store(true, Ordering::SeqCst);
        }
    });
    bar.finish_and_clear();
    if let Some(journal) = &journal {
        journal.sync()?;
    }
    if let Some(e) = append_failure.into_inner().unwrap_or_else(PoisonError::into_inner) {
        return Err(anyhow!(e).context("the run stopped: a finished game could not be kept"));
    }
    let end = outcome?;
    let Kept { mut tally, sorter, failure } = kept.into_inner().unwrap_or_else(PoisonError::into_inner);
    if let Some(e) = failure {
        return Err(e.context("the run stopped: a finished game could not be set aside for results.json"));
    }
    tally.interrupted = end.interrupted;
    let seconds = start.elapsed().as_secs_f64();
    eprintln!(
        "{} games in {seconds:.1} s ({:.1} games/s on {threads} thread{})",
        end.played,
        end.played as f64 / seconds.max(1e-9),
        if threads == 1 { "" } else { "s" }
    );

    let report = StudyReport::of_tally(&tally);
    print!("{}", report.text());
    let played = tally.games();
    let (Some(dir), Some(sorter)) = (&args.out, sorter) else {
        eprintln!("nothing written: give --out DIR to keep the results, tables and plots");
        if end.interrupted {
            eprintln!("{}", interrupted_note(played, owned, None));
            return Ok(ExitCode::from(INTERRUPTED));
        }
        return Ok(ExitCode::SUCCESS);
    };
    let journal = journal.as_ref().map_or_else(|| dir.join(JOURNAL), |j| j.path().to_owned());
    files::write_summaries(dir, &tally, &report)?;
    // A stopped run must end within moments: results.json and games.csv are written then
    // only if every game is still in memory (the sort's budget); past it, writing them takes
    // time in the number of games, and they are written when the study is done.
    let written = if end.interrupted && sorter.spilled() {
        Written::Skipped
    } else {
        // A stopped run writes what fits in the budget without looking at the flag again.
        let watch = (!end.interrupted).then_some(&*stop);
        write_games(dir, &rule_set_head(&prepared, args.shard, end.interrupted), sorter, watch)?
    };
    match written {
        Written::All => eprintln!("wrote {} files to {}", files::OUTPUTS.len(), dir.display()),
        Written::Skipped | Written::Stopped => {
            eprintln!("wrote the study, summary and plots to {}", dir.display());
        }
    }
    if end.interrupted {
        eprintln!("{}", interrupted_note(played, owned, Some(&journal)));
        if written == Written::Skipped {
            eprintln!(
                "results.json and games.csv were not written: {played} games take longer to write than a stop \
                 allows; they are written when the study is done"
            );
        }
        return Ok(ExitCode::from(INTERRUPTED));
    }
    if written == Written::Stopped {
        eprintln!(
            "stopped while writing results.json and games.csv: all {played} games are in {}; run the same \
             command again to write them (no game is played again)",
            journal.display()
        );
        return Ok(ExitCode::from(INTERRUPTED));
    }
    Ok(ExitCode::SUCCESS)
}

/// What the run adds up and sets aside, behind one lock for the workers.
struct Kept {
    tally: Tally,
    /// The games, for results.json in job order (with --out only).
    sorter: Option<Sorter>,
    /// The first failure to set a game aside: it ends the run.
    failure: Option<anyhow::Error>,
}

impl Kept {
    fn add(&mut self, game: &LabGame) {
        self.tally.add(game);
        if let Some(sorter) = &mut self.sorter
            && self.failure.is_none()
            && let Err(e) = sorter.push(game)
        {
            self.failure = Some(anyhow!(e));
        }
    }
}

/// The head of a run's results file.
fn rule_set_head(prepared: &PreparedStudy, shard: Shard, interrupted: bool) -> ResultsHead {
    ResultsHead {
        study: prepared.study.clone(),
        rule_sets: rule_set_seats(prepared),
        shards: vec![shard],
        interrupted,
        fingerprint: prepared.study.fingerprint(),
        checksum: String::new(),
    }
}

/// How far the files with a line a game got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Written {
    /// Written.
    All,
    /// Not begun (a stopped run with more games than a stop allows to write).
    Skipped,
    /// Begun and abandoned: a stop came while they were written.
    Stopped,
}

/// Writes results.json and games.csv from the games set aside, in job order; `stop` raised
/// while they are written abandons them (the files already there are left as they were).
fn write_games(
    dir: &Path,
    head: &ResultsHead,
    sorter: Sorter,
    stop: Option<&AtomicBool>,
) -> anyhow::Result<Written> {
    let mut sorted = sorter.finish().context("sorting the games for results.json")?;
    let mut out = GamesOut::begin(dir, head)?;
    while let Some(game) = sorted.next_game().context("sorting the games for results.json")? {
        if stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
            return Ok(Written::Stopped);
        }
        out.push(&game)?;
    }
    out.commit(true)?;
    Ok(Written::All)
}

/// What a stopped run says about going on. Only a run with `--out` keeps a journal that the
/// same command resumes from; without it nothing was written, and saying "run it again to
/// resume" would send the user into a run that starts again from game 0.
fn interrupted_note(played: u64, owned: u64, journal: Option<&Path>) -> String {
    match journal {
        Some(journal) => format!(
            "interrupted: {played} of {owned} games played; run the same command again to resume \
             (the finished games are in {})",
            journal.display()
        ),
        None => format!(
            "interrupted: {played} of {owned} games played, reported above and not kept: without \
             --out nothing is written, so the same command starts again from the first game \
             (give --out DIR to keep the games and resume)"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trust_a_stopped_run_promises_a_resume_only_with_a_journal() {
        let without = interrupted_note(7, 60, None);
        assert!(!without.contains("to resume"), "{without}");
        assert!(without.contains("7 of 60 games played") && without.contains("not kept"), "{without}");
        assert!(without.contains("starts again from the first game"), "{without}");
        let with = interrupted_note(7, 60, Some(Path::new("out/journal.jsonl")));
        assert!(with.contains("run the same command again to resume"), "{with}");
        assert!(with.contains("out/journal.jsonl"), "{with}");
    }
}
