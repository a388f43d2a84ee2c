//! The rule options of Connect Four: the size of the grid.

use plateau_core::{OptionKind, OptionSpec};
use serde::{Deserialize, Serialize};

use crate::grid::{MAX_SIDE, MIN_SIDE};

/// Options of [`crate::ConnectFour`]. Unknown keys are refused; missing keys take defaults.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ConnectFourOptions {
    /// Columns, 4 to 10. Default 7.
    pub columns: u8,
    /// Rows, 4 to 10. Default 6.
    pub rows: u8,
}

impl Default for ConnectFourOptions {
    fn default() -> Self {
        Self { columns: 7, rows: 6 }
    }
}

/// One size option, `key`, with its default.
fn side(key: &str, label: &str, help: &str, default: i64) -> OptionSpec {
    OptionSpec {
        key: key.to_owned(),
        label: label.to_owned(),
        help: help.to_owned(),
        kind: OptionKind::Integer { min: i64::from(MIN_SIDE), max: i64::from(MAX_SIDE), default },
        shown_when: None,
        engine_only: false,
    }
}

/// The option descriptions shown in menus and `--option` help.
pub(crate) fn option_specs() -> Vec<OptionSpec> {
    vec![
        side("columns", "Columns", "How many columns the grid has (7 is the classic board).", 7),
        side("rows", "Rows", "How many discs each column holds (6 is the classic board).", 6),
    ]
}
