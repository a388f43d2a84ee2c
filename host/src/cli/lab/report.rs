//! `plateau lab report`: the report of stored results, and with `--out` its files and plots.
//! The results are read a game at a time and added up as they go by, so a file of any size
//! is reported in bounded memory.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::anyhow;
use clap::Args;
use plateau_core::lab::{StudyReport, Tally};

use super::files::{self, GamesOut};

#[derive(Debug, Args)]
pub struct ReportArgs {
    /// A results file (`results.json` of `plateau lab run`, or of `plateau lab merge`).
    #[arg(value_name = "RESULTS")]
    results: PathBuf,
    /// Write the study, results, tables and plots into this directory (created if missing).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

pub fn run(args: &ReportArgs) -> anyhow::Result<ExitCode> {
    let mut reader = files::open_results(&args.results)?;
    let head = reader.head().clone();
    let mut tally = Tally::new(head.study.clone(), head.seats());
    tally.interrupted = head.interrupted;
    // The copies are written as the games are read, and put in place only once the whole
    // file has been checked.
    let mut out = args.out.as_deref().map(|dir| GamesOut::begin(dir, &head)).transpose()?;
    while let Some(game) = reader.next_game().map_err(|e| anyhow!("{}: {e}", args.results.display()))? {
        tally.add(&game);
        if let Some(out) = &mut out {
            out.push(&game)?;
        }
    }
    let checked = !reader.head().checksum.is_empty();
    if !checked {
        // Files from before checksums are still read, but nothing vouches for their games.
        eprintln!(
            "warning: {}: checksum: empty, so its games cannot be checked for edits",
            args.results.display()
        );
    }
    let report = StudyReport::of_tally(&tally);
    print!("{}", report.text());
    if let (Some(dir), Some(out)) = (&args.out, out) {
        // A copy of a file without a checksum gets none either: it would vouch for its games.
        out.commit(checked)?;
        files::write_summaries(dir, &tally, &report)?;
        eprintln!("wrote {} files to {}", files::OUTPUTS.len(), dir.display());
    }
    Ok(ExitCode::SUCCESS)
}
