//! A study that has run (to the end or until cancelled): its results, the report made from
//! them and the series of its plots, all made once when the results arrive so that drawing
//! a frame computes nothing. The series are the lab's own (`crate::lab::plot_data`), the
//! same numbers `plateau lab` draws as SVG and PNG.

use plateau_core::lab::{StudyReport, StudyResults, Tally};

use crate::lab::plot_data::{
    LengthHistogram, Trajectories, WinRates, length_histogram, trajectories, win_rates,
};

/// Most bars of the game-length histogram per rule set.
const LENGTH_BINS: usize = 24;

/// Points along the game at which the evaluation band is drawn.
const TRAJECTORY_POINTS: usize = 41;

/// The results of a run and everything shown of them.
pub struct FinishedStudy {
    /// The heading: the study's name, or the game's and the rule sets' names.
    pub title: String,
    /// The records of every finished game.
    pub results: StudyResults,
    /// The tables and comparisons.
    pub report: StudyReport,
    /// Games the study asked for (all rule sets).
    pub planned: u64,
    /// The win-rate plot's bars.
    pub win_rates: WinRates,
    /// The game-length histogram.
    pub lengths: LengthHistogram,
    /// The evaluator's judgement along the games.
    pub trajectories: Trajectories,
}

impl FinishedStudy {
    /// Reports on `results`, a study of the game called `game_name`.
    pub fn new(results: StudyResults, game_name: &str) -> Self {
        let tally = Tally::of(&results);
        let report = StudyReport::of_tally(&tally);
        let names: Vec<&str> = report.rule_sets.iter().map(|r| r.name.as_str()).collect();
        let title =
            results.study.name.clone().unwrap_or_else(|| format!("{game_name}: {}", names.join(" vs ")));
        let planned = results.study.rule_sets.len() as u64 * u64::from(results.study.games);
        Self {
            title,
            win_rates: win_rates(&report),
            lengths: length_histogram(&tally, LENGTH_BINS),
            trajectories: trajectories(&tally, TRAJECTORY_POINTS),
            planned,
            report,
            results,
        }
    }
}
