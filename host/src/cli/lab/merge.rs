//! `plateau lab merge`: the results files of a study's shards, joined into the results of
//! one run. The parts are read a game at a time and their games interleaved into job order
//! as they are written, so parts of any size merge in bounded memory.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context as _, anyhow};
use clap::Args;
use plateau_core::files::Destination;
use plateau_core::lab::merge::{MergeError, merge_games, merge_heads};
use plateau_core::lab::{ResultsReader, ResultsWriter};

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
    let mut parts = args.parts.iter().map(|p| files::open_results(p)).collect::<anyhow::Result<Vec<_>>>()?;
    let heads: Vec<_> = parts.iter().map(ResultsReader::head).collect();
    let head = merge_heads(&heads).map_err(|e| name_the_part(&e.to_string(), part_of(&e), &args.parts))?;
    let pending = out.begin().context("--out")?;
    let mut writer = ResultsWriter::new(pending, &head).context("--out")?;
    // Written into a file that is put in place only once every part has been read and
    // checked: a part found damaged half-way leaves nothing behind.
    let games = merge_games(&mut parts, &mut |game| writer.push(&game)).map_err(|e| match e {
        MergeError::Part(i, error) => name_the_part(&error.to_string(), i + 1, &args.parts),
        MergeError::Write(error) => anyhow!(error).context("--out"),
    })?;
    let (pending, _) = writer.finish(true).context("--out")?;
    pending.commit().context("--out")?;
    let expected = head.jobs();
    let state = if !head.interrupted && games == expected {
        "complete".to_owned()
    } else {
        let shards: Vec<String> = head.shards.iter().map(ToString::to_string).collect();
        format!(
            "incomplete (shards {}{})",
            shards.join(", "),
            if head.interrupted { ", some interrupted" } else { "" }
        )
    };
    outln!("{}: {games} games of {expected} from {} files, {state}", args.out.display(), args.parts.len());
    Ok(ExitCode::SUCCESS)
}

/// The 1-based part a merge error of the heads names (0: none).
fn part_of(error: &plateau_core::lab::ResultsError) -> usize {
    use plateau_core::lab::ResultsError;
    match error {
        ResultsError::OtherStudy { part, .. }
        | ResultsError::Duplicate { part, .. }
        | ResultsError::Split { part, .. }
        | ResultsError::Unchecked { part } => *part,
        ResultsError::Format(_) => 0,
    }
}

/// A merge error with the file of the part it names (`part` from 1; 0 for none).
fn name_the_part(error: &str, part: usize, paths: &[PathBuf]) -> anyhow::Error {
    match part.checked_sub(1).and_then(|i| paths.get(i)) {
        Some(path) => anyhow!("{}: {error} (part 1 is {})", path.display(), paths[0].display()),
        None => anyhow!("{error}"),
    }
}
