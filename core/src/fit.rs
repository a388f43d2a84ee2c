//! Fitting evaluators to game outcomes: what the games' tuning programs share (their
//! command-line numbers, self-play on every core, the Newton steps of their regressions).

use std::sync::atomic::{AtomicU32, Ordering};

/// The command-line arguments as whole numbers; the error names the first that is not one,
/// with `usage`.
pub fn whole_number_args(usage: &str) -> Result<Vec<u64>, String> {
    std::env::args()
        .skip(1)
        .enumerate()
        .map(|(i, a)| {
            a.parse::<u64>().map_err(|_| format!("argument {} ('{a}') is not a whole number; {usage}", i + 1))
        })
        .collect()
}

/// Plays games `0..games` on every core, `play(g)` giving game `g`'s samples, and returns
/// them all, by worker then game (each game's samples together). Reports progress on
/// stderr every `report_every` games.
pub fn self_play<S: Send>(games: u32, report_every: u32, play: impl Fn(u32) -> Vec<S> + Sync) -> Vec<S> {
    let threads =
        std::thread::available_parallelism().map_or(1, |n| u32::try_from(n.get()).unwrap_or(u32::MAX));
    let done = AtomicU32::new(0);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let (done, play) = (&done, &play);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for g in (t..games).step_by(threads as usize) {
                        out.extend(play(g));
                        let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if n.is_multiple_of(report_every.max(1)) || n == games {
                            eprintln!("{n}/{games} games");
                        }
                    }
                    out
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a self-play worker panicked")).collect()
    })
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting. `a` is square and
/// positive definite (a Newton step's Hessian plus a ridge term), `b` as long as it is wide.
pub fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let k = b.len();
    for col in 0..k {
        let pivot = (col..k).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs())).unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (done, rest) = a.split_at_mut(col + 1);
        let pivot_row = &done[col];
        for (offset, row) in rest.iter_mut().enumerate() {
            let factor = row[col] / pivot_row[col];
            for (x, p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                *x -= factor * p;
            }
            b[col + 1 + offset] -= factor * b[col];
        }
    }
    let mut x = vec![0.0; k];
    for row in (0..k).rev() {
        let rest: f64 = (row + 1..k).map(|c| a[row][c] * x[c]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}

#[cfg(test)]
mod tests {
    use super::solve;

    #[test]
    fn solves_a_small_system() {
        // 4x + y = 9, x + 3y = 5: x = 2, y = 1.
        let x = solve(vec![vec![4.0, 1.0], vec![1.0, 3.0]], vec![9.0, 5.0]);
        assert!((x[0] - 2.0).abs() < 1e-12 && (x[1] - 1.0).abs() < 1e-12, "{x:?}");
        // Pivoting: a zero in the first pivot place.
        let x = solve(vec![vec![0.0, 2.0], vec![3.0, 1.0]], vec![4.0, 5.0]);
        assert!((x[0] - 1.0).abs() < 1e-12 && (x[1] - 2.0).abs() < 1e-12, "{x:?}");
    }
}
