//! Seats at the table and whose turn it is.

use serde::{Deserialize, Serialize};

/// A seat at the table, numbered from 0 in turn order of the first round.
///
/// Seat 0 is White in every Plateau game, seat 1 Black, seat 2 Red (Knight Line's third
/// player). Games name their seats in [`crate::GameInfo::players`].
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Player(u8);

impl Player {
    /// The first player (White).
    pub const WHITE: Self = Self(0);
    /// The second player (Black).
    pub const BLACK: Self = Self(1);
    /// The third player (Red), in three-player games.
    pub const RED: Self = Self(2);

    /// The seat with this index. Panics if `index >= 8` (no Plateau game seats more).
    pub const fn new(index: usize) -> Self {
        assert!(index < 8, "at most 8 seats");
        Self(index as u8)
    }

    /// Index of the seat, `0..players`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The other player of a two-player game. Only meaningful for seats 0 and 1.
    #[must_use]
    pub const fn opponent(self) -> Self {
        Self(self.0 ^ 1)
    }
}

/// Who acts next in a state.
///
/// A game may give the same player several actions in a row (DVONN's double turn at the end
/// of placement, GIPF's removal decisions, forced passes of the other player), so callers must
/// never infer the mover from ply parity.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
pub enum ToMove {
    /// This player must choose one of the legal moves (possibly the only one, a pass).
    Player(Player),
    /// The game is over; there are no legal moves and [`crate::Game::outcome`] is `Some`.
    Terminal,
}

impl ToMove {
    /// The player to act, or `None` when the game is over.
    pub const fn player(self) -> Option<Player> {
        match self {
            Self::Player(p) => Some(p),
            Self::Terminal => None,
        }
    }
}
