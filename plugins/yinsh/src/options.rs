//! The rule options of YINSH: the normal game or Blitz.

use plateau_core::{OptionKind, OptionSpec};
use serde::{Deserialize, Serialize};

/// Which game: the normal one (three rings removed wins) or Blitz (one ring wins).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// The first player to remove three rings wins.
    #[default]
    Normal,
    /// The first player to remove one ring wins.
    Blitz,
}

impl Variant {
    /// Rings a player must remove to win.
    pub const fn rings_to_win(self) -> u8 {
        match self {
            Self::Normal => 3,
            Self::Blitz => 1,
        }
    }
}

/// Options of [`crate::Yinsh`]. Unknown keys are refused; missing keys take defaults.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct YinshOptions {
    /// Normal or Blitz. Default normal.
    pub variant: Variant,
}

/// The option descriptions shown in menus and `--option` help.
pub(crate) fn option_specs() -> Vec<OptionSpec> {
    vec![OptionSpec {
        key: "variant".to_owned(),
        label: "Variant".to_owned(),
        help: "The normal game is won by the first player to remove three rings; Blitz, the rulebook's \
               short game, by the first to remove one."
            .to_owned(),
        kind: OptionKind::Choice {
            choices: vec!["normal".to_owned(), "blitz".to_owned()],
            default: "normal".to_owned(),
            labels: vec!["normal (three rings)".to_owned(), "Blitz (one ring)".to_owned()],
        },
        shown_when: None,
        engine_only: false,
    }]
}
