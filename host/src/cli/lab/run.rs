//! `plateau lab run`: plays a study (or one shard of it) on all cores behind a progress bar,
//! prints the report, and with `--out` writes the study, results, tables and plots. Ctrl+C
//! stops the run: the finished games are kept, reported and written, marked interrupted.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use anyhow::anyhow;
use clap::{ArgGroup, Args};
use indicatif::{ProgressBar, ProgressStyle};
use plateau_core::GameFactory;
use plateau_core::lab::{Shard, StudyReport, run_study};
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

    // A study can play for hours: a folder it cannot write is found out before, not after.
    if let Some(dir) = &args.out {
        files::check_outputs(dir, args.study.as_deref())?;
    }

    let jobs = study.rule_sets.len() as u64 * u64::from(study.games);
    let total = (0..jobs).filter(|&j| args.shard.owns(j)).count() as u64;
    let threads = worker_count(args.threads, usize::try_from(total).unwrap_or(usize::MAX));

    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    // The first Ctrl+C asks the run to stop and keep what is finished; a second one quits.
    let handler = ctrlc::set_handler(move || {
        if flag.swap(true, Ordering::SeqCst) {
            std::process::exit(i32::from(INTERRUPTED));
        }
        eprintln!("\nstopping: keeping the finished games (Ctrl+C again quits at once)");
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
    let outcome = run_study(&prepared, args.shard, threads, &stop, &|_| bar.inc(1));
    bar.finish_and_clear();
    let results = outcome?;
    let seconds = start.elapsed().as_secs_f64();
    let played = results.games.len();
    eprintln!(
        "{played} games in {seconds:.1} s ({:.1} games/s on {threads} thread{})",
        played as f64 / seconds.max(1e-9),
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
        eprintln!("interrupted: {played} of {total} games played");
        return Ok(ExitCode::from(INTERRUPTED));
    }
    Ok(ExitCode::SUCCESS)
}
