//! `plateau lab merge`: the results files of a study's shards, joined into the results of
//! one run.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context as _, anyhow};
use clap::Args;
use plateau_core::files::Destination;
use plateau_core::lab::{ResultsError, StudyResults};

use super::files;

#[derive(Debug, Args)]
pub struct MergeArgs {
    /// Results files of shards of one study (`results.json` of each `plateau lab run --shard`).
    #[arg(value_name = "PARTS", required = true)]
    parts: Vec<PathBuf>,
    /// Where to write the merged results.
    #[arg(long, short, value_name = "OUT")]
    out: PathBuf,
}

pub fn run(args: &MergeArgs) -> anyhow::Result<ExitCode> {
    // The merged file may not replace one of the parts it is made of.
    let out = args.parts.iter().fold(Destination::new(&args.out), |out, part| out.not_onto(part));
    out.check().context("--out")?;
    let parts = args.parts.iter().map(|p| files::read_results(p)).collect::<anyhow::Result<Vec<_>>>()?;
    let merged = StudyResults::merge(parts).map_err(|e| name_the_part(&e, &args.parts))?;
    out.write(merged.to_json().as_bytes()).context("--out")?;
    let expected = merged.study.rule_sets.len() as u64 * u64::from(merged.study.games);
    let state = if merged.is_complete() {
        "complete".to_owned()
    } else {
        let shards: Vec<String> = merged.shards.iter().map(ToString::to_string).collect();
        format!(
            "incomplete (shards {}{})",
            shards.join(", "),
            if merged.interrupted { ", some interrupted" } else { "" }
        )
    };
    outln!(
        "{}: {} games of {expected} from {} files, {state}",
        args.out.display(),
        merged.games.len(),
        args.parts.len()
    );
    Ok(ExitCode::SUCCESS)
}

/// A merge error with the file of the part it names.
fn name_the_part(error: &ResultsError, paths: &[PathBuf]) -> anyhow::Error {
    let part = match error {
        ResultsError::OtherStudy { part, .. }
        | ResultsError::Duplicate { part, .. }
        | ResultsError::Split { part, .. }
        | ResultsError::Unchecked { part } => *part,
        ResultsError::Format(_) => 0,
    };
    match part.checked_sub(1).and_then(|i| paths.get(i)) {
        Some(path) => anyhow!("{}: {error} (part 1 is {})", path.display(), paths[0].display()),
        None => anyhow!("{error}"),
    }
}
