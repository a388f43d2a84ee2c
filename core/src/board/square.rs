//! The unbounded square lattice Z² used by Knight Line.

use super::Coord;

/// The 8 neighbours (king steps), row by row from the top-left.
pub const KING_STEPS: [(i32, i32); 8] =
    [(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (0, -1), (1, -1)];

/// The 8 knight jumps, counter-clockwise from `(2, 1)`.
pub const KNIGHT_JUMPS: [(i32, i32); 8] =
    [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)];

/// The 4 line axes (one direction each): horizontal, vertical, both diagonals.
pub const LINE_AXES: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Chebyshev distance: the number of king steps between two cells.
pub const fn king_distance(a: Coord, b: Coord) -> i32 {
    let dx = (a.x - b.x).abs();
    let dy = (a.y - b.y).abs();
    if dx > dy { dx } else { dy }
}

/// True if `b - a` is a knight jump.
pub const fn is_knight_jump(a: Coord, b: Coord) -> bool {
    let dx = (a.x - b.x).abs();
    let dy = (a.y - b.y).abs();
    (dx == 1 && dy == 2) || (dx == 2 && dy == 1)
}

/// Centre of a cell in board units (neighbours 1 apart, y up).
pub fn center(c: Coord) -> [f32; 2] {
    [c.x as f32, c.y as f32]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knight_jumps_are_knight_jumps_and_distinct() {
        let o = Coord::new(0, 0);
        for (i, j) in KNIGHT_JUMPS.iter().enumerate() {
            assert!(is_knight_jump(o, Coord::new(j.0, j.1)));
            assert!(!KNIGHT_JUMPS[..i].contains(j));
        }
        for s in KING_STEPS {
            assert_eq!(king_distance(o, Coord::new(s.0, s.1)), 1);
            assert!(!is_knight_jump(o, Coord::new(s.0, s.1)));
        }
    }
}
