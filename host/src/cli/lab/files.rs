//! The lab's files: reading studies and results, and writing a study's output directory.
//! Every error names the file.

use std::fs;
use std::path::Path;

use anyhow::{Context as _, anyhow};
use plateau_core::files::{self, Destination, FileKind};
use plateau_core::lab::{StudyReport, StudyResults, games_csv};
use plateau_core::{GameFactory, lab::Study};

use crate::lab::plots;

/// The files `--out` writes, in the order written.
pub const OUTPUTS: [&str; 11] = [
    "study.json",
    "results.json",
    "games.csv",
    "summary.json",
    "summary.csv",
    "win-rates.svg",
    "win-rates.png",
    "lengths.svg",
    "lengths.png",
    "trajectories.svg",
    "trajectories.png",
];

/// Reads a study file (TOML when it ends in `.toml`, else JSON) and checks it against this
/// build's games; errors read `FILE: FIELD: what is wrong`.
pub fn read_study(path: &Path) -> anyhow::Result<Study> {
    let text = files::read_text(path, FileKind::Study)?;
    Study::parse(&text, &path.to_string_lossy()).map_err(|e| anyhow!("{}: {e}", path.display()))
}

/// Reads a results file.
pub fn read_results(path: &Path) -> anyhow::Result<StudyResults> {
    let text = files::read_text(path, FileKind::Results)?;
    StudyResults::from_json(&text).map_err(|e| anyhow!("{}: {e}", path.display()))
}

/// Writes `bytes` to `path`, atomically ([`files::write`]).
pub fn write(path: &Path, bytes: impl AsRef<[u8]>) -> anyhow::Result<()> {
    Ok(files::write(path, bytes.as_ref())?)
}

/// Finds out, before a study plays, whether every file of [`OUTPUTS`] can be written into
/// `dir` (made here if missing) without replacing `input`, the study file read.
pub fn check_outputs(dir: &Path, input: Option<&Path>) -> anyhow::Result<()> {
    fs::create_dir_all(dir).with_context(|| format!("creating directory {}", dir.display()))?;
    for name in OUTPUTS {
        let mut destination = Destination::new(dir.join(name));
        if let Some(input) = input {
            destination = destination.not_onto(input);
        }
        destination.check()?;
    }
    Ok(())
}

/// Writes every file of [`OUTPUTS`] for `results` into `dir`, creating it if needed.
pub fn write_outputs(dir: &Path, results: &StudyResults, report: &StudyReport) -> anyhow::Result<()> {
    fs::create_dir_all(dir).with_context(|| format!("creating directory {}", dir.display()))?;
    let summary = serde_json::to_string_pretty(report).context("the summary as JSON")?;
    write(&dir.join("study.json"), results.study.to_json())?;
    write(&dir.join("results.json"), results.to_json())?;
    write(&dir.join("games.csv"), games_csv(results))?;
    write(&dir.join("summary.json"), summary)?;
    write(&dir.join("summary.csv"), report.summary_csv())?;
    for (name, picture) in plots::all(results, report, &results.study.game).context("drawing the plots")? {
        write(&dir.join(format!("{name}.svg")), &picture.svg)?;
        write(&dir.join(format!("{name}.png")), &picture.png)?;
    }
    Ok(())
}

/// The games of this build, as a study's `prepare` takes them.
pub fn factories(games: &[Box<dyn GameFactory>]) -> Vec<&dyn GameFactory> {
    games.iter().map(AsRef::as_ref).collect()
}
