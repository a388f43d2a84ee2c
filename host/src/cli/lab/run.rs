//! `plateau lab run`: plays a study (or one shard of it) on all cores behind a progress bar,
//! prints the report, and with `--out` writes the study, results, tables and plots. With
//! `--out`, each game is appended to the folder's journal as it ends, and the same command
//! run again resumes: it plays only the games the journal lacks. Ctrl+C, SIGTERM (a
//! cluster's time limit) and SIGHUP stop the run: the finished games are reported, and with
//! `--out` kept and written, marked interrupted; without it a rerun starts afresh.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use anyhow::anyhow;
use clap::{ArgGroup, Args};
use indicatif::{ProgressBar, ProgressStyle};
use plateau_core::GameFactory;
use plateau_core::lab::{Journal, JournalError, Shard, StudyReport, run_study};
use plateau_core::workers::worker_count;

use super::files;
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
    let (journal, already) = match &args.out {
        Some(dir) => {
            files::check_outputs(dir, args.study.as_deref())?;
            let (journal, already) = Journal::open(dir, &prepared, args.shard)?;
            (Some(journal), already)
        }
        None => (None, Vec::new()),
    };

    let jobs = study.rule_sets.len() as u64 * u64::from(study.games);
    let owned = args.shard.jobs_of(jobs);
    let total = owned - already.len() as u64;
    if let Some(journal) = &journal
        && !already.is_empty()
    {
        eprintln!(
            "resuming: {} of {owned} games are in {}; playing the other {total}",
            already.len(),
            journal.path().display()
        );
    }
    let threads = worker_count(args.threads, usize::try_from(total).unwrap_or(usize::MAX));
    let resumed = already.len();

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
    let outcome = run_study(&prepared, args.shard, threads, already, &stop, &|progress| {
        bar.inc(1);
        if let Some(journal) = &journal
            && let Err(e) = journal.append(progress.game)
        {
            append_failure.lock().unwrap_or_else(PoisonError::into_inner).get_or_insert(e);
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
    let results = outcome?;
    let seconds = start.elapsed().as_secs_f64();
    let played = results.games.len();
    let new = played.saturating_sub(resumed);
    eprintln!(
        "{new} games in {seconds:.1} s ({:.1} games/s on {threads} thread{})",
        new as f64 / seconds.max(1e-9),
        if threads == 1 { "" } else { "s" }
    );

    let report = StudyReport::of(&results);
    print!("{}", report.text());
    match &args.out {
        Some(dir) => {
            files::write_outputs(dir, &results, &report)?;
            eprintln!("wrote {} files to {}", files::OUTPUTS.len(), dir.display());
        }
        None => eprintln!("nothing written: give --out DIR to keep the results, tables and plots"),
    }
    if results.interrupted {
        eprintln!("{}", interrupted_note(played, owned, journal.as_ref().map(Journal::path)));
        return Ok(ExitCode::from(INTERRUPTED));
    }
    Ok(ExitCode::SUCCESS)
}

/// What a stopped run says about going on. Only a run with `--out` keeps a journal that the
/// same command resumes from; without it nothing was written, and saying "run it again to
/// resume" would send the user into a run that starts again from game 0.
fn interrupted_note(played: usize, owned: u64, journal: Option<&Path>) -> String {
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
