//! Seats at the table and whose turn it is.

use serde::{Deserialize, Serialize};

/// A seat at the table, numbered from 0 in turn order of the first round.
///
/// Seat 0 is White in every Plateau game, seat 1 Black, seat 2 Red (Knight Line's third
/// player). Games name their seats in [`crate::GameInfo::players`].
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub struct Player(u8);

impl From<Player> for u8 {
    fn from(player: Player) -> Self {
        player.0
    }
}

impl TryFrom<u8> for Player {
    type Error = String;
    /// Reading a seat from data (a save, a plugin's answer) refuses seats no game has.
    fn try_from(index: u8) -> Result<Self, String> {
        Self::try_new(usize::from(index))
            .ok_or_else(|| format!("seat {index} does not exist (at most {} seats)", Self::MAX_SEATS))
    }
}

impl Player {
    /// No Plateau game seats more players.
    pub const MAX_SEATS: usize = 8;

    /// The seat with this index, or `None` if `index >= MAX_SEATS`: for indices from data.
    pub const fn try_new(index: usize) -> Option<Self> {
        if index < Self::MAX_SEATS { Some(Self(index as u8)) } else { None }
    }

    /// The first player (White).
    pub const WHITE: Self = Self(0);
    /// The second player (Black).
    pub const BLACK: Self = Self(1);
    /// The third player (Red), in three-player games.
    pub const RED: Self = Self(2);

    /// The seat with this index, for indices the program made itself (below a game's seat
    /// count). Panics if `index >= MAX_SEATS`; see [`Player::try_new`] for indices from data.
    pub const fn new(index: usize) -> Self {
        assert!(index < Self::MAX_SEATS, "at most 8 seats");
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_read_from_data_are_checked() {
        assert_eq!(serde_json::from_str::<Player>("2").unwrap(), Player::RED);
        let error = serde_json::from_str::<Player>("200").unwrap_err().to_string();
        assert!(error.contains("seat 200 does not exist"), "{error}");
        assert_eq!(serde_json::to_string(&Player::BLACK).unwrap(), "1");
        assert_eq!(Player::try_new(Player::MAX_SEATS), None);
    }

    #[test]
    fn a_seat_the_game_does_not_have_is_named_not_a_panic() {
        use crate::Game;
        let game = crate::toy::Toy::new(crate::toy::ToyOptions::default()).unwrap();
        let info = game.info();
        assert_eq!(info.player_count(), 2);
        assert_eq!(info.player_name(Player::BLACK), info.players[1]);
        assert_eq!(info.player_name(Player::RED), "?");
    }
}
