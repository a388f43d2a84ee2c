//! The rule options of ZÈRTZ: the standard game, Blitz, and the two larger boards.

use plateau_core::{OptionKind, OptionSpec};
use serde::{Deserialize, Serialize};

use crate::geometry::{BOARD_37, BOARD_48, BOARD_61, Board};

/// Which game. The larger boards keep the standard game's marbles and goals, as the
/// rulebook says ("the number of marbles and the conditions to win remain unchanged"), and
/// Blitz is played on 37 rings only, as it says too.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(try_from = "VariantName")]
pub enum Variant {
    /// 37 rings; 6 white, 8 grey, 10 black; win with 4 white, 5 grey, 6 black or 3 of each.
    #[default]
    #[serde(rename = "standard")]
    Standard,
    /// 37 rings; 5 white, 7 grey, 9 black; win with 3 white, 4 grey, 5 black or 2 of each.
    #[serde(rename = "blitz")]
    Blitz,
    /// The standard game on 48 rings (the rulebook's 11 added rings).
    #[serde(rename = "48")]
    Rings48,
    /// The standard game on 61 rings (24 added: a hexagon five rings to a side).
    #[serde(rename = "61")]
    Rings61,
}

/// A variant as written: `"standard"`, `"blitz"`, `"48"` or `"61"`, where the board sizes
/// may also come as numbers (`-o variant=48` on the command line reads as one).
#[derive(Deserialize)]
#[serde(untagged)]
enum VariantName {
    Text(String),
    Number(u64),
}

impl TryFrom<VariantName> for Variant {
    type Error = String;

    fn try_from(name: VariantName) -> Result<Self, String> {
        let text = match name {
            VariantName::Text(t) => t,
            VariantName::Number(n) => n.to_string(),
        };
        match text.as_str() {
            "standard" => Ok(Self::Standard),
            "blitz" => Ok(Self::Blitz),
            "48" => Ok(Self::Rings48),
            "61" => Ok(Self::Rings61),
            other => Err(format!("unknown variant '{other}': standard, blitz, 48 or 61")),
        }
    }
}

/// Captures that win: so many white, grey and black at once (any one of them suffices).
pub(crate) type Goal = [u8; 3];

const STANDARD_GOALS: [Goal; 4] = [[4, 0, 0], [0, 5, 0], [0, 0, 6], [3, 3, 3]];
const BLITZ_GOALS: [Goal; 4] = [[3, 0, 0], [0, 4, 0], [0, 0, 5], [2, 2, 2]];

impl Variant {
    /// The board.
    pub fn board(self) -> &'static Board {
        match self {
            Self::Standard | Self::Blitz => &BOARD_37,
            Self::Rings48 => &BOARD_48,
            Self::Rings61 => &BOARD_61,
        }
    }

    /// Marbles of each colour (white, grey, black) in the pool at the start.
    pub const fn supply(self) -> [u8; 3] {
        match self {
            Self::Blitz => [5, 7, 9],
            _ => [6, 8, 10],
        }
    }

    /// The captures that win, any one of them.
    pub(crate) const fn goals(self) -> &'static [Goal; 4] {
        match self {
            Self::Blitz => &BLITZ_GOALS,
            _ => &STANDARD_GOALS,
        }
    }

    /// Whether `captured` (white, grey, black) reaches a goal.
    pub fn wins(self, captured: [u8; 3]) -> bool {
        self.goals().iter().any(|g| (0..3).all(|c| captured[c] >= g[c]))
    }
}

/// Options of [`crate::Zertz`]. Unknown keys are refused; missing keys take defaults.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ZertzOptions {
    /// Which game. Default standard.
    pub variant: Variant,
}

/// The option descriptions shown in menus and `--option` help.
pub(crate) fn option_specs() -> Vec<OptionSpec> {
    vec![OptionSpec {
        key: "variant".to_owned(),
        label: "Variant".to_owned(),
        help: "The standard game: 37 rings and 6 white, 8 grey, 10 black marbles; 4 white, 5 grey, \
               6 black or 3 of each win. Blitz, the rulebook's short game: 5, 7 and 9 marbles; 3 white, \
               4 grey, 5 black or 2 of each win. The larger boards of 48 and 61 rings keep the standard \
               marbles and goals."
            .to_owned(),
        kind: OptionKind::Choice {
            choices: vec!["standard".to_owned(), "blitz".to_owned(), "48".to_owned(), "61".to_owned()],
            default: "standard".to_owned(),
            labels: vec![
                "standard (37 rings)".to_owned(),
                "Blitz (37 rings, fewer marbles)".to_owned(),
                "48 rings".to_owned(),
                "61 rings".to_owned(),
            ],
        },
        shown_when: None,
        engine_only: false,
    }]
}
