//! The rule options of GIPF: which version (rules.md §2.1), Basic's piece count, and the
//! engine's optional ply cap (not a rule).

use plateau_core::{OptionCondition, OptionKind, OptionSpec, OptionsError};
use serde::{Deserialize, Serialize};

/// The three versions of rules.md §2.1.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Version {
    /// Basic pieces only; 3 each on the board at the start.
    Basic,
    /// The Basic start with GIPF-pieces; losing the last one loses the game.
    Standard,
    /// Empty board; each player brings in GIPF-pieces during their opening turns (§2.8).
    #[default]
    Tournament,
}

impl Version {
    /// Lower-case name, as in options and save files.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Basic => "basic",
            Self::Standard => "standard",
            Self::Tournament => "tournament",
        }
    }
}

/// Pieces per player in Basic when nothing is chosen.
pub const DEFAULT_BASIC_PIECES: u8 = 15;
/// Pieces per player in Standard and Tournament (fixed by the rules).
pub const EXPERT_PIECES: u8 = 18;

/// Options of [`crate::Gipf`]. Unknown keys are refused.
#[derive(Clone, Copy, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GipfOptions {
    /// Which rules (default: Tournament).
    pub version: Version,
    /// Pieces per player in Basic, 15..=18 (more lengthens the game or gives a handicap).
    /// Standard and Tournament always use 18, so there it must stay at its default.
    pub pieces: u8,
    /// Engine adjudication for labs and benchmarks, NOT a rule: after this many moves (each
    /// removal, insertion and end-of-turn counts as one) the game ends as a draw. 0 = off.
    pub ply_cap: u32,
}

impl Default for GipfOptions {
    fn default() -> Self {
        Self { version: Version::default(), pieces: DEFAULT_BASIC_PIECES, ply_cap: 0 }
    }
}

impl GipfOptions {
    /// Options for `version` with everything else at its default.
    pub fn version(version: Version) -> Self {
        Self { version, ..Self::default() }
    }

    /// Checks the options fit together and returns the pieces per player they mean.
    pub(crate) fn validate(self) -> Result<u8, OptionsError> {
        if !(15..=18).contains(&self.pieces) {
            return Err(OptionsError(format!(
                "pieces must be between 15 and 18 (Basic pieces per player), got {}",
                self.pieces
            )));
        }
        match self.version {
            Version::Basic => Ok(self.pieces),
            Version::Standard | Version::Tournament if self.pieces == DEFAULT_BASIC_PIECES => {
                Ok(EXPERT_PIECES)
            }
            _ => Err(OptionsError(format!(
                "pieces only applies to the Basic version; {} always uses {EXPERT_PIECES} pieces per player \
                 (leave pieces at {DEFAULT_BASIC_PIECES}), got {}",
                self.version.name(),
                self.pieces
            ))),
        }
    }

    /// The option descriptions for menus and `--option` help.
    pub(crate) fn specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                key: "version".into(),
                label: "Version".into(),
                help: "basic: plain pieces only; standard: the same start with GIPF-pieces; tournament: \
                       empty board, GIPF-pieces brought in during the opening."
                    .into(),
                kind: OptionKind::Choice {
                    choices: vec!["basic".into(), "standard".into(), "tournament".into()],
                    default: Version::default().name().into(),
                    labels: vec!["Basic".into(), "Standard".into(), "Tournament".into()],
                },
                shown_when: None,
                engine_only: false,
            },
            OptionSpec {
                key: "pieces".into(),
                label: "Pieces".into(),
                help: "Pieces per player in the Basic version (16 to 18 lengthen the game or give a \
                       handicap); the other versions always use 18."
                    .into(),
                kind: OptionKind::Integer { min: 15, max: 18, default: i64::from(DEFAULT_BASIC_PIECES) },
                shown_when: Some(OptionCondition { key: "version".into(), values: vec!["basic".into()] }),
                engine_only: false,
            },
            OptionSpec {
                key: "ply_cap".into(),
                label: "Ply cap (not a rule)".into(),
                help: "Engine adjudication, not part of the GIPF rules: after this many moves the game \
                       is scored a draw. 0 turns it off."
                    .into(),
                kind: OptionKind::Integer { min: 0, max: i64::from(u32::MAX), default: 0 },
                shown_when: None,
                engine_only: true,
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_counts_per_version() {
        assert_eq!(GipfOptions::version(Version::Basic).validate(), Ok(15));
        assert_eq!(GipfOptions::version(Version::Standard).validate(), Ok(18));
        assert_eq!(GipfOptions::default().validate(), Ok(18));
        let basic18 = GipfOptions { pieces: 18, ..GipfOptions::version(Version::Basic) };
        assert_eq!(basic18.validate(), Ok(18));
    }

    #[test]
    fn bad_piece_counts_are_refused_clearly() {
        let e = GipfOptions { pieces: 14, ..GipfOptions::version(Version::Basic) }.validate().unwrap_err();
        assert!(e.0.contains("between 15 and 18"), "{e}");
        let e = GipfOptions { pieces: 16, ..GipfOptions::version(Version::Standard) }.validate().unwrap_err();
        assert!(e.0.contains("only applies to the Basic version"), "{e}");
    }
}
