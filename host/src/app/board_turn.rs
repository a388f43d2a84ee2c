//! How far the board is turned on screen: half a turn when flipped (the other side at the
//! bottom), and on a hexagonal board any number of sixths of a turn more (View > Rotate), as
//! a player turns a real board. A sixth of a turn maps every hexagon onto a hexagon, so the
//! cells' outlines are drawn as they are and only the centres turn.

use plateau_core::board::Lattice;

/// A turn of the board about the middle of the view, clockwise on screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Turn {
    sin: f32,
    cos: f32,
    /// Sixths of a turn, from 0 to 5.
    sixths: u8,
}

impl Turn {
    /// The turn of a board of `lattice`, `flipped` or not, turned on by `rotation` sixths
    /// (ignored on square lattices, where a sixth of a turn would tilt the squares).
    pub fn new(lattice: Lattice, flipped: bool, rotation: u8) -> Self {
        let extra = if lattice.has_square_cells() { 0 } else { rotation % 6 };
        let sixths = (extra + if flipped { 3 } else { 0 }) % 6;
        let angle = f32::from(sixths) * std::f32::consts::FRAC_PI_3;
        // Exact values at the half turns, so an unturned or flipped board has no drift.
        let (sin, cos) = match sixths {
            0 => (0.0, 1.0),
            3 => (0.0, -1.0),
            _ => angle.sin_cos(),
        };
        Self { sin, cos, sixths }
    }

    /// `v`, a vector in board units (y up), as turned on screen (still y up).
    pub fn apply(self, v: [f32; 2]) -> [f32; 2] {
        [v[0] * self.cos + v[1] * self.sin, -v[0] * self.sin + v[1] * self.cos]
    }

    /// The board vector that [`Self::apply`] turns into `v`.
    pub fn undo(self, v: [f32; 2]) -> [f32; 2] {
        [v[0] * self.cos - v[1] * self.sin, v[0] * self.sin + v[1] * self.cos]
    }

    /// True when the board is turned by a whole number of half turns, so labels placed
    /// beside cells along the board's axes still stand beside them (on the other side when
    /// flipped).
    pub fn upright(self) -> bool {
        self.sixths.is_multiple_of(3)
    }

    /// True when the board is upside down (half a turn).
    pub fn flipped(self) -> bool {
        self.sixths == 3
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sixth_of_a_turn_six_times_is_no_turn_and_undo_undoes() {
        let v = [1.5, -0.25];
        for r in 0..6 {
            let t = Turn::new(Lattice::HexColumns, false, r);
            let back = t.undo(t.apply(v));
            assert!((back[0] - v[0]).abs() < 1e-5 && (back[1] - v[1]).abs() < 1e-5);
        }
        assert_eq!(Turn::new(Lattice::HexRows, false, 6), Turn::new(Lattice::HexRows, false, 0));
        // Flipped is half a turn; a square board never turns by sixths.
        let [x, y] = Turn::new(Lattice::Grid, true, 0).apply([1.0, 2.0]);
        assert!((x + 1.0).abs() < 1e-6 && (y + 2.0).abs() < 1e-6);
        assert_eq!(Turn::new(Lattice::Square, false, 1), Turn::new(Lattice::Square, false, 0));
        assert!(!Turn::new(Lattice::HexRows, false, 1).upright());
        assert!(Turn::new(Lattice::HexRows, false, 3).flipped());
    }

    #[test]
    fn clockwise_on_screen() {
        // A point to the right of the middle goes down (y up) after a quarter-ish turn.
        let t = Turn::new(Lattice::HexColumns, false, 1);
        let [x, y] = t.apply([1.0, 0.0]);
        assert!(x > 0.0 && y < 0.0, "{x},{y}");
    }
}
