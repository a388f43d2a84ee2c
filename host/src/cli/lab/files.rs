//! The lab's files: reading studies and results, and writing a study's output directory.
//! Every error names the file. Results are read and written a game at a time, so files of
//! any size pass through in bounded memory.

use std::fs::{self, File};
use std::io::{BufReader, Write as _};
use std::path::{Path, PathBuf};

use anyhow::{Context as _, anyhow};
use plateau_core::files::{self, Destination, FileKind, Pending};
use plateau_core::lab::{
    GAMES_CSV_HEADER, LabGame, ResultsHead, ResultsReader, ResultsWriter, StudyReport, Tally, games_csv_row,
};
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

/// Opens a results file to be read a game at a time, its head checked; errors name the file.
/// A file of any size is read in bounded memory.
pub fn open_results(path: &Path) -> anyhow::Result<ResultsReader<BufReader<File>>> {
    let input = files::open(path)?;
    ResultsReader::new(input).map_err(|e| anyhow!("{}: {e}", path.display()))
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

/// The outputs made from what the games add up to: the study, the summary as JSON and CSV,
/// and the plots. They take a moment whatever the number of games.
pub fn write_summaries(dir: &Path, tally: &Tally, report: &StudyReport) -> anyhow::Result<()> {
    fs::create_dir_all(dir).with_context(|| format!("creating directory {}", dir.display()))?;
    let summary = serde_json::to_string_pretty(report).context("the summary as JSON")?;
    write(&dir.join("study.json"), tally.study.to_json())?;
    write(&dir.join("summary.json"), summary)?;
    write(&dir.join("summary.csv"), report.summary_csv())?;
    for (name, picture) in plots::all(tally, report, &tally.study.game).context("drawing the plots")? {
        write(&dir.join(format!("{name}.svg")), &picture.svg)?;
        write(&dir.join(format!("{name}.png")), &picture.png)?;
    }
    Ok(())
}

/// The files with a line a game, `results.json` and `games.csv`, written a game at a time
/// (games in job order) and put in place together by [`GamesOut::commit`]; dropped before,
/// neither file is touched.
pub struct GamesOut {
    dir: PathBuf,
    results: ResultsWriter<Pending>,
    csv: Pending,
    study: Study,
    seats: Vec<Vec<String>>,
}

impl GamesOut {
    /// Starts both files in `dir` (made if missing) for results with the head `head`.
    pub fn begin(dir: &Path, head: &ResultsHead) -> anyhow::Result<Self> {
        fs::create_dir_all(dir).with_context(|| format!("creating directory {}", dir.display()))?;
        let path = dir.join("results.json");
        let pending = Destination::new(&path).begin()?;
        let results = ResultsWriter::new(pending, head).with_context(|| format!("{}", path.display()))?;
        let mut csv = Destination::new(dir.join("games.csv")).begin()?;
        csv.write_all(GAMES_CSV_HEADER.as_bytes()).with_context(|| format!("{}/games.csv", dir.display()))?;
        Ok(Self { dir: dir.to_owned(), results, csv, study: head.study.clone(), seats: head.seats() })
    }

    /// Adds `game`, which comes after the last in job order.
    pub fn push(&mut self, game: &LabGame) -> anyhow::Result<()> {
        self.results.push(game).with_context(|| format!("{}/results.json", self.dir.display()))?;
        let seats = self.seats.get(game.rule_set).map_or(&[][..], Vec::as_slice);
        self.csv
            .write_all(games_csv_row(&self.study, seats, game).as_bytes())
            .with_context(|| format!("{}/games.csv", self.dir.display()))?;
        Ok(())
    }

    /// Finishes both files and puts them in place; `sealed` as [`ResultsWriter::finish`].
    pub fn commit(self, sealed: bool) -> anyhow::Result<()> {
        let (results, _) =
            self.results.finish(sealed).with_context(|| format!("{}/results.json", self.dir.display()))?;
        results.commit()?;
        self.csv.commit()?;
        Ok(())
    }
}

/// The games of this build, as a study's `prepare` takes them.
pub fn factories(games: &[Box<dyn GameFactory>]) -> Vec<&dyn GameFactory> {
    games.iter().map(AsRef::as_ref).collect()
}
