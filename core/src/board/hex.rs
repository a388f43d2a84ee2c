//! The axial hex lattice used by DVONN and GIPF.
//!
//! Every point `(p, q)` has the six neighbours `(±1, 0)`, `(0, ±1)`, `±(1, 1)`. A straight
//! line is a repeated step by one of them.

use super::Coord;

/// The six unit steps, in the fixed order `(+1,0) (-1,0) (0,+1) (0,-1) (+1,+1) (-1,-1)`.
/// Index `d ^ 1` is the opposite of direction `d`.
pub const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)];

/// The six neighbours of `c`, in the order of [`DIRECTIONS`].
pub const fn neighbours(c: Coord) -> [Coord; 6] {
    let mut out = [c; 6];
    let mut d = 0;
    while d < 6 {
        out[d] = c.step(DIRECTIONS[d], 1);
        d += 1;
    }
    out
}

/// Number of steps between two points.
pub const fn distance(a: Coord, b: Coord) -> i32 {
    let dx = a.x - b.x;
    let dy = a.y - b.y;
    let dz = dx - dy;
    max3(dx.abs(), dy.abs(), dz.abs())
}

const fn max3(a: i32, b: i32, c: i32) -> i32 {
    let ab = if a > b { a } else { b };
    if ab > c { ab } else { c }
}

/// How a hex board is laid out on screen.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum Orientation {
    /// `(1, 0)` points right and `(0, 1)` up-left: rows of cells run horizontally
    /// (pointy-top hexagons, DVONN).
    Rows,
    /// `(0, 1)` points straight up and `(1, 0)` down-right: columns run vertically
    /// (flat-top hexagons, GIPF).
    Columns,
}

const SQRT3_2: f32 = 0.866_025_4;

/// Centre of a point in board units (neighbours are 1 apart, y up).
pub fn center(c: Coord, orientation: Orientation) -> [f32; 2] {
    let (p, q) = (c.x as f32, c.y as f32);
    match orientation {
        Orientation::Rows => [p - q / 2.0, q * SQRT3_2],
        Orientation::Columns => [p * SQRT3_2, q - p / 2.0],
    }
}

/// The six corners of the cell's hexagon around `center`, for a cell whose neighbours are 1
/// apart, counter-clockwise.
pub fn polygon(center: [f32; 2], orientation: Orientation) -> Vec<[f32; 2]> {
    let radius = 1.0 / 3f32.sqrt();
    let start = match orientation {
        Orientation::Rows => 30.0_f32,
        Orientation::Columns => 0.0,
    };
    (0..6)
        .map(|i| {
            let a = (start + 60.0 * i as f32).to_radians();
            [center[0] + radius * a.cos(), center[1] + radius * a.sin()]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_are_one_apart_in_both_orientations() {
        for o in [Orientation::Rows, Orientation::Columns] {
            let c0 = center(Coord::new(0, 0), o);
            for d in DIRECTIONS {
                let c = center(Coord::new(d.0, d.1), o);
                let dist = ((c[0] - c0[0]).powi(2) + (c[1] - c0[1]).powi(2)).sqrt();
                assert!((dist - 1.0).abs() < 1e-5, "{o:?} {d:?} {dist}");
                assert_eq!(distance(Coord::new(0, 0), Coord::new(d.0, d.1)), 1);
            }
        }
    }

    #[test]
    fn distance_counts_steps() {
        assert_eq!(distance(Coord::new(0, 0), Coord::new(3, 3)), 3);
        assert_eq!(distance(Coord::new(0, 0), Coord::new(3, -1)), 4);
        assert_eq!(distance(Coord::new(2, 5), Coord::new(2, 5)), 0);
    }

    #[test]
    fn neighbours_are_the_points_one_step_away() {
        let c = Coord::new(2, -3);
        let around = neighbours(c);
        for (i, n) in around.iter().enumerate() {
            assert_eq!(distance(c, *n), 1);
            assert!(!around[..i].contains(n), "{n:?} twice");
        }
        assert_eq!(around[0], Coord::new(3, -3));
        assert_eq!(around[5], Coord::new(1, -4));
    }

    #[test]
    fn opposite_directions_pair_up() {
        for d in 0..6 {
            let (a, b) = (DIRECTIONS[d], DIRECTIONS[d ^ 1]);
            assert_eq!((a.0 + b.0, a.1 + b.1), (0, 0));
        }
    }
}
