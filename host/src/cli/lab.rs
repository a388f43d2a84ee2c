//! `plateau lab`: compare rule sets of a game by self-play. `run` plays a study (a file, or
//! one described by flags) on all cores and prints the report; `merge` joins the results of
//! shards run apart; `report` prints the report of stored results again. With `--out`, `run`
//! and `report` write the study, the results, the tables as JSON and CSV, and the plots.

mod files;
mod inline;
mod merge;
mod out_lock;
mod report;
mod run;

use std::process::ExitCode;

use clap::{Args, Subcommand};
use plateau_core::GameFactory;

#[derive(Debug, Args)]
pub struct LabArgs {
    #[command(subcommand)]
    command: LabCommand,
}

#[derive(Debug, Subcommand)]
enum LabCommand {
    /// Play a study and print its report; Ctrl+C stops early, keeping the finished games.
    Run(run::RunArgs),
    /// Join results files of shards of one study into one results file.
    Merge(merge::MergeArgs),
    /// Print the report of a results file again, and write its tables and plots.
    Report(report::ReportArgs),
}

pub fn run(games: &[Box<dyn GameFactory>], args: &LabArgs) -> anyhow::Result<ExitCode> {
    match &args.command {
        LabCommand::Run(args) => run::run(games, args),
        LabCommand::Merge(args) => merge::run(args),
        LabCommand::Report(args) => report::run(args),
    }
}
