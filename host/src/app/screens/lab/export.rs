//! Writing a study's results into a folder: the results JSON (the study with every game, so
//! the lab command line can report or re-run it), a CSV row per game, a CSV row per rule set
//! and seat, the report as text, and the three plots as PNG and SVG (the pictures `plateau
//! lab` draws). Nothing already in the folder is replaced: when any of the names is taken,
//! the whole set is written under names with the first free number, `results (2).json` and
//! so on, so the files of one export still go together.

use std::fs;
use std::path::{Path, PathBuf};

use plateau_core::files;
use plateau_core::lab::{StudyReport, StudyResults, Tally, games_csv};

use crate::lab::plots;

/// The files written besides the plots, in the order they are written.
pub const FILES: [&str; 4] = ["results.json", "games.csv", "summary.csv", "report.txt"];

/// The plots, as [`plots::all`] names them; each is written as PNG and as SVG.
pub const PLOTS: [&str; 3] = ["win-rates", "lengths", "trajectories"];

/// Most numbered sets tried before giving up on finding free names.
const MOST_NUMBERS: u32 = 1000;

/// What an export wrote.
#[derive(Debug)]
pub struct Written {
    /// Every file, in the order written.
    pub paths: Vec<PathBuf>,
    /// The number in the names when the plain names were taken (`results (2).json`).
    pub number: Option<u32>,
}

/// Writes the results, tables, report and plots into `folder` (made if missing) under the
/// first set of names none of which is taken; the first failure names the file.
pub fn write_results(
    folder: &Path,
    results: &StudyResults,
    report: &StudyReport,
    game_name: &str,
) -> Result<Written, String> {
    fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    let pictures =
        plots::all(&Tally::of(results), report, game_name).map_err(|e| format!("drawing the plots: {e}"))?;
    let number = free_number(folder)?;
    let mut contents: Vec<(String, Vec<u8>)> = FILES
        .iter()
        .zip([results.to_json(), games_csv(results), report.summary_csv(), report.text()])
        .map(|(name, text)| ((*name).to_owned(), text.into_bytes()))
        .collect();
    for (name, picture) in pictures {
        contents.push((format!("{name}.png"), picture.png));
        contents.push((format!("{name}.svg"), picture.svg.into_bytes()));
    }
    let mut paths = Vec::with_capacity(contents.len());
    for (name, bytes) in contents {
        let path = folder.join(numbered(&name, number));
        files::write(&path, &bytes).map_err(|e| e.to_string())?;
        paths.push(path);
    }
    Ok(Written { paths, number })
}

/// Every name an export writes, plain.
fn all_names() -> impl Iterator<Item = String> {
    let plots = PLOTS.iter().flat_map(|p| [format!("{p}.png"), format!("{p}.svg")]);
    FILES.iter().map(|f| (*f).to_owned()).chain(plots)
}

/// `None` when no plain name is taken in `folder`, else the first number from 2 up whose
/// names are all free.
fn free_number(folder: &Path) -> Result<Option<u32>, String> {
    // A name that is taken by anything at all (a file, a folder, a dangling link) counts.
    let taken = |number: Option<u32>| {
        all_names().any(|name| fs::symlink_metadata(folder.join(numbered(&name, number))).is_ok())
    };
    if !taken(None) {
        return Ok(None);
    }
    (2..=MOST_NUMBERS).map(Some).find(|n| !taken(*n)).ok_or_else(|| {
        format!("{} already holds {MOST_NUMBERS} exports; choose another folder", folder.display())
    })
}

/// `name` with ` (number)` before its extension (`results (2).json`), or as it is.
fn numbered(name: &str, number: Option<u32>) -> String {
    match (number, name.rsplit_once('.')) {
        (Some(n), Some((stem, extension))) => format!("{stem} ({n}).{extension}"),
        (Some(n), None) => format!("{name} ({n})"),
        (None, _) => name.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_go_before_the_extension() {
        assert_eq!(numbered("results.json", None), "results.json");
        assert_eq!(numbered("results.json", Some(2)), "results (2).json");
        assert_eq!(numbered("README", Some(3)), "README (3)");
    }

    #[test]
    fn a_taken_name_moves_the_whole_set_to_the_first_free_number() {
        let folder = std::env::temp_dir().join(format!("plateau-lab-export-names-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).unwrap();
        assert_eq!(free_number(&folder), Ok(None), "an empty folder");
        fs::write(folder.join("notes.txt"), "mine").unwrap();
        assert_eq!(free_number(&folder), Ok(None), "other files are no obstacle");
        fs::write(folder.join("lengths.svg"), "mine").unwrap();
        assert_eq!(free_number(&folder), Ok(Some(2)));
        fs::write(folder.join("report (2).txt"), "mine").unwrap();
        assert_eq!(free_number(&folder), Ok(Some(3)), "one taken name of a set is enough");
        let _ = fs::remove_dir_all(&folder);
    }
}
