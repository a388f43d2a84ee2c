//! Writing a study's results into a folder: the results JSON (the study with every game, so
//! the lab command line can report or re-run it), a CSV row per game, a CSV row per rule set
//! and seat, and the report as text.

use std::fs;
use std::path::{Path, PathBuf};

use plateau_core::files;
use plateau_core::lab::{StudyReport, StudyResults, games_csv};

/// The files written, in the order they are written.
pub const FILES: [&str; 4] = ["results.json", "games.csv", "summary.csv", "report.txt"];

/// Writes every file of [`FILES`] into `folder` (made if missing); the first failure names
/// the file.
pub fn write_results(
    folder: &Path,
    results: &StudyResults,
    report: &StudyReport,
) -> Result<Vec<PathBuf>, String> {
    fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    let contents = [results.to_json(), games_csv(results), report.summary_csv(), report.text()];
    let mut written = Vec::with_capacity(FILES.len());
    for (name, text) in FILES.iter().zip(contents) {
        let path = folder.join(name);
        files::write(&path, text.as_bytes()).map_err(|e| e.to_string())?;
        written.push(path);
    }
    Ok(written)
}
