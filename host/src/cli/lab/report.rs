//! `plateau lab report`: the report of stored results, and with `--out` its files and plots.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use plateau_core::lab::StudyReport;

use super::files;

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
    let results = files::read_results(&args.results)?;
    if results.checksum.is_empty() {
        // Files from before checksums are still read, but nothing vouches for their games.
        eprintln!(
            "warning: {}: checksum: empty, so its games cannot be checked for edits",
            args.results.display()
        );
    }
    let report = StudyReport::of(&results);
    print!("{}", report.text());
    if let Some(dir) = &args.out {
        files::write_outputs(dir, &results, &report)?;
        eprintln!("wrote {} files to {}", files::OUTPUTS.len(), dir.display());
    }
    Ok(ExitCode::SUCCESS)
}
