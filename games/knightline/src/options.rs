//! The rule options of Knight Line: number of players, the grey-tile variant and the
//! two-player first-move restriction.

use plateau_core::{OptionCondition, OptionKind, OptionSpec};
use serde::{Deserialize, Serialize};

/// The grey promotional tile (rules.md §3.9).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Grey {
    /// No grey tile: the stacks start side by side.
    #[default]
    None,
    /// The grey tile belongs to nobody and breaks every line through it.
    Blocker,
    /// The grey tile counts as a stack of every player in lines.
    Wildcard,
}

impl Grey {
    /// True when the grey tile is on the board (and the game opens with placements).
    pub const fn is_present(self) -> bool {
        !matches!(self, Self::None)
    }

    /// The option value as written in save files.
    pub const fn name(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Blocker => "blocker",
            Self::Wildcard => "wildcard",
        }
    }
}

/// Options of [`crate::KnightLine`]. Unknown keys are refused; missing keys take defaults.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct KnightLineOptions {
    /// 2 (White, Black) or 3 (White, Black, Red). Default 2.
    pub players: u8,
    /// Grey-tile variant. Default none.
    pub grey: Grey,
    /// Two players: White's first split moves exactly one tile (rules.md §3.5, K-9, K-13).
    /// Default true, the rulebook's rule; false makes the first split as free as any other.
    /// Three-player games have no such restriction, so there it changes nothing. Saves written
    /// before the option existed lack the key and load with the rulebook's rule.
    #[serde(default = "rulebook_first_move")]
    pub first_move_single: bool,
}

/// The rulebook's first-move rule: restricted (the default of `first_move_single`).
const fn rulebook_first_move() -> bool {
    true
}

impl Default for KnightLineOptions {
    fn default() -> Self {
        Self { players: 2, grey: Grey::None, first_move_single: rulebook_first_move() }
    }
}

/// The option descriptions shown in menus and `--option` help.
pub(crate) fn option_specs() -> Vec<OptionSpec> {
    vec![
        OptionSpec {
            key: "players".to_owned(),
            label: "Players".to_owned(),
            help: "Two players (White, Black) or three (White, Black, Red).".to_owned(),
            kind: OptionKind::Integer { min: 2, max: 3, default: 2 },
            shown_when: None,
            engine_only: false,
        },
        OptionSpec {
            key: "grey".to_owned(),
            label: "Grey tile".to_owned(),
            help: "None; a blocker: a neutral tile at the centre breaks lines; a wildcard: it counts \
                   for every player's lines. With a grey tile, players first place their stacks \
                   next to it."
                .to_owned(),
            kind: OptionKind::Choice {
                choices: [Grey::None, Grey::Blocker, Grey::Wildcard].map(|g| g.name().to_owned()).to_vec(),
                default: Grey::None.name().to_owned(),
                // The values are words already.
                labels: Vec::new(),
            },
            shown_when: None,
            engine_only: false,
        },
        OptionSpec {
            key: "first_move_single".to_owned(),
            label: "Single-tile first move".to_owned(),
            help: "White's first split moves exactly one tile, as the rulebook says (two players \
                   only, with or without the grey tile; off, it is as free as any later split)."
                .to_owned(),
            kind: OptionKind::Flag { default: rulebook_first_move() },
            // Three-player games have no first-move restriction: menus leave the box out
            // there, rather than show a tick that changes nothing.
            shown_when: Some(OptionCondition { key: "players".to_owned(), values: vec!["2".to_owned()] }),
            engine_only: false,
        },
    ]
}
