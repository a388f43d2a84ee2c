//! A value axis whose ticks the plot chooses: seat positions on a categorical axis, or
//! percentages that stop at 100% while the axis runs on to leave room for a legend.
//! (plotters' own key-point axis gives no way to format its labels.)

use std::ops::Range;

use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint, Ranged};

/// Values from `range.start` to `range.end`, labelled and ruled at `ticks` only.
#[derive(Clone, Debug, PartialEq)]
pub struct Ticked {
    range: Range<f64>,
    ticks: Vec<f64>,
}

impl Ticked {
    /// An axis over `range` with ticks at `ticks`.
    pub fn new(range: Range<f64>, ticks: impl IntoIterator<Item = f64>) -> Self {
        Self { range, ticks: ticks.into_iter().collect() }
    }
}

impl Ranged for Ticked {
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        let share = (value - self.range.start) / (self.range.end - self.range.start);
        limit.0 + (share * f64::from(limit.1 - limit.0)).round() as i32
    }

    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        // Ticks are the bold lines; there are no light lines between them.
        if hint.weight().allow_light_points() { Vec::new() } else { self.ticks.clone() }
    }

    fn range(&self) -> Range<f64> {
        self.range.clone()
    }
}
