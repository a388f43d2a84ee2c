//! The rule option of DVONN: when the movement phase ends (rules.md §1.6, decision D-6).

use plateau_core::{OptionKind, OptionSpec};
use serde::{Deserialize, Serialize};

/// When the game ends (rules.md §1.6, D-6).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndRule {
    /// The rulebook's rule: the game ends only when neither player can move; a player
    /// without a move passes and plays again once a move appears.
    #[default]
    NeitherCanMove,
    /// The rule of some other implementations: the game ends as soon as the player to move
    /// has no move in the movement phase, so nobody ever passes. Scored as usual.
    MoverStuck,
}

impl EndRule {
    /// Every value, in menu order.
    pub const ALL: [Self; 2] = [Self::NeitherCanMove, Self::MoverStuck];

    /// The option value as written in save files and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Self::NeitherCanMove => "neither-can-move",
            Self::MoverStuck => "mover-stuck",
        }
    }

    /// The value in words, for menus: what completes "Game ends when".
    pub const fn words(self) -> &'static str {
        match self {
            Self::NeitherCanMove => "neither player can move",
            Self::MoverStuck => "the player to move cannot move",
        }
    }
}

/// Options of [`crate::Dvonn`]. Unknown keys are refused; a missing key takes its default,
/// so saves written before the option existed (options `{}`) load with the rulebook's rule.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DvonnOptions {
    /// When the game ends. Default: when neither player can move.
    pub end: EndRule,
}

/// The option descriptions shown in menus and `--option` help.
pub(crate) fn option_specs() -> Vec<OptionSpec> {
    vec![OptionSpec {
        key: "end".to_owned(),
        label: "Game ends when".to_owned(),
        help: "As the rulebook says, a player without a move passes, and the game ends only when \
               neither player can move; or, as some other programs play it, the game ends as soon \
               as the player to move cannot move."
            .to_owned(),
        kind: OptionKind::Choice {
            choices: EndRule::ALL.map(|e| e.name().to_owned()).to_vec(),
            default: EndRule::default().name().to_owned(),
            labels: EndRule::ALL.map(|e| e.words().to_owned()).to_vec(),
        },
        shown_when: None,
        engine_only: false,
    }]
}
