//! The axial hex lattice that every hex game stands on.
//!
//! Every point `(p, q)` has the six neighbours `(±1, 0)`, `(0, ±1)`, `±(1, 1)`. A straight
//! line is a repeated step by one of them. The lines fall into three axes of parallel lines,
//! one per pair of opposite directions.

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

/// The axis that direction `d` (an index into [`DIRECTIONS`]) runs along: directions `2a`
/// and `2a + 1` are the two ways along axis `a`, so axis 0 runs along `(1, 0)`, axis 1 along
/// `(0, 1)` and axis 2 along `(1, 1)`.
pub const fn axis(d: usize) -> usize {
    d / 2
}

/// Which line of `axis` passes through `c`, as the coordinate that stays the same along the
/// axis: `q` for axis 0, `p` for axis 1 and `p − q` for axis 2. Two points get the same
/// number exactly when one line of that axis joins them, and a line's two neighbours among
/// its parallels get its number ±1, so the lines of an axis can be numbered in order.
pub const fn line_across(c: Coord, axis: usize) -> i32 {
    match axis {
        0 => c.y,
        1 => c.x,
        _ => c.x - c.y,
    }
}

/// How to get from `a` to `b` along one straight line: the direction (an index into
/// [`DIRECTIONS`]) and the number of steps, at least 1. `None` when `b` lies on none of the
/// six lines from `a`, and for `b == a`.
pub const fn line_between(a: Coord, b: Coord) -> Option<(usize, i32)> {
    let steps = distance(a, b);
    if steps == 0 {
        return None;
    }
    let mut d = 0;
    while d < 6 {
        let there = a.step(DIRECTIONS[d], steps);
        if there.x == b.x && there.y == b.y {
            return Some((d, steps));
        }
        d += 1;
    }
    None
}

/// The unit step `step` turned 60° counter-clockwise, as drawn in either [`Orientation`].
pub const fn turned((dx, dy): (i32, i32)) -> (i32, i32) {
    (dx - dy, dx)
}

/// The six unit steps counter-clockwise from `(1, 0)`: `(1,0) (1,1) (0,1) (-1,0) (-1,-1)
/// (0,-1)`. The neighbours of a point in this order go once round it, each adjacent to the
/// next and the last to the first.
pub const AROUND: [(i32, i32); 6] = {
    let mut around = [DIRECTIONS[0]; 6];
    let mut i = 1;
    while i < 6 {
        around[i] = turned(around[i - 1]);
        i += 1;
    }
    around
};

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
    /// (pointy-top hexagons).
    Rows,
    /// `(0, 1)` points straight up and `(1, 0)` down-right: columns run vertically
    /// (flat-top hexagons).
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
///
/// The corner directions are written out rather than computed with `sin` and `cos`, whose
/// last bit differs between math libraries: a plugin built for WebAssembly must draw exactly
/// the board its native build draws.
pub fn polygon(center: [f32; 2], orientation: Orientation) -> Vec<[f32; 2]> {
    let radius = 1.0 / 3f32.sqrt();
    let h = SQRT3_2;
    // Unit vectors at 30° + 60°·i (rows) or 60°·i (columns).
    let directions: [[f32; 2]; 6] = match orientation {
        Orientation::Rows => [[h, 0.5], [0.0, 1.0], [-h, 0.5], [-h, -0.5], [0.0, -1.0], [h, -0.5]],
        Orientation::Columns => [[1.0, 0.0], [0.5, h], [-0.5, h], [-1.0, 0.0], [-0.5, -h], [0.5, -h]],
    };
    directions.iter().map(|[x, y]| [center[0] + radius * x, center[1] + radius * y]).collect()
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
            assert_eq!(axis(d), axis(d ^ 1));
        }
        assert_eq!([0, 2, 4].map(|d| DIRECTIONS[d]), [(1, 0), (0, 1), (1, 1)]);
    }

    /// Every point within `radius` steps of `centre`, by brute force over the square around it.
    fn points_around(centre: Coord, radius: i32) -> Vec<Coord> {
        let mut points = Vec::new();
        for x in centre.x - radius..=centre.x + radius {
            for y in centre.y - radius..=centre.y + radius {
                let c = Coord::new(x, y);
                if distance(centre, c) <= radius {
                    points.push(c);
                }
            }
        }
        points
    }

    #[test]
    fn lines_across_an_axis_number_its_parallel_lines() {
        let centre = Coord::new(1, -2);
        let points = points_around(centre, 4);
        for a in 0..3 {
            let along = DIRECTIONS[2 * a];
            for &c in &points {
                assert_eq!(line_across(c.step(along, 3), a), line_across(c, a), "axis {a} at {c:?}");
                assert_eq!(line_across(c.step(along, -2), a), line_across(c, a), "axis {a} at {c:?}");
                let sideways: Vec<i32> =
                    neighbours(c).map(|n| line_across(n, a) - line_across(c, a)).to_vec();
                assert!(sideways.iter().all(|s| s.abs() <= 1), "axis {a} at {c:?}: {sideways:?}");
            }
            for &b in &points {
                let joined = line_between(centre, b).is_some_and(|(d, _)| axis(d) == a);
                let same = line_across(b, a) == line_across(centre, a) && b != centre;
                assert_eq!(joined, same, "axis {a}, {b:?}");
            }
        }
    }

    #[test]
    fn line_between_finds_the_direction_and_the_steps() {
        let a = Coord::new(2, 3);
        for (d, &step) in DIRECTIONS.iter().enumerate() {
            for steps in 1..=10 {
                assert_eq!(line_between(a, a.step(step, steps)), Some((d, steps)));
            }
        }
        assert_eq!(line_between(a, a), None);
        assert_eq!(line_between(a, Coord::new(3, 5)), None, "a knight's move away");
        assert_eq!(line_between(a, Coord::new(4, 2)), None, "(2, -1) is no line");
        let on_lines = points_around(a, 5).into_iter().filter(|&b| line_between(a, b).is_some()).count();
        assert_eq!(on_lines, 6 * 5);
    }

    #[test]
    fn around_turns_counter_clockwise_through_every_direction() {
        assert_eq!(AROUND, [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)]);
        for d in DIRECTIONS {
            assert_eq!(AROUND.iter().filter(|&&s| s == d).count(), 1, "{d:?}");
        }
        let origin = Coord::new(0, 0);
        for i in 0..6 {
            let (here, next) = (AROUND[i], AROUND[(i + 1) % 6]);
            assert_eq!(turned(here), next);
            let (a, b) = (origin.step(here, 1), origin.step(next, 1));
            assert_eq!(distance(a, b), 1, "consecutive neighbours touch");
            for o in [Orientation::Rows, Orientation::Columns] {
                let ([ax, ay], [bx, by]) = (center(a, o), center(b, o));
                let angle = (by.atan2(bx) - ay.atan2(ax)).to_degrees().rem_euclid(360.0);
                assert!((angle - 60.0).abs() < 1e-3, "{o:?} {here:?} to {next:?}: {angle}");
            }
        }
    }
}
