//! The rule options of Hex: the board size and the swap rule.

use plateau_core::{OptionKind, OptionSpec};
use serde::{Deserialize, Serialize};

use crate::geometry::{MAX_SIZE, MIN_SIZE};

/// Options of [`crate::Hex`]. Unknown keys are refused; missing keys take defaults.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HexOptions {
    /// Cells along each side, 5 to 19. Default 11.
    pub size: u8,
    /// Whether Black may take over White's first stone instead of placing. Default true.
    pub swap: bool,
}

impl Default for HexOptions {
    fn default() -> Self {
        Self { size: 11, swap: true }
    }
}

/// The option descriptions shown in menus and `--option` help.
pub(crate) fn option_specs() -> Vec<OptionSpec> {
    vec![
        OptionSpec {
            key: "size".to_owned(),
            label: "Board size".to_owned(),
            help: "Cells along each side of the rhombus (11 is the classic board, 19 a long game)."
                .to_owned(),
            kind: OptionKind::Integer { min: i64::from(MIN_SIZE), max: i64::from(MAX_SIZE), default: 11 },
            shown_when: None,
            engine_only: false,
        },
        OptionSpec {
            key: "swap".to_owned(),
            label: "Swap rule".to_owned(),
            help: "On Black's first turn Black may take over White's first stone instead of placing \
                   one, which keeps White from opening with a strong move."
                .to_owned(),
            kind: OptionKind::Flag { default: true },
            shown_when: None,
            engine_only: false,
        },
    ]
}
