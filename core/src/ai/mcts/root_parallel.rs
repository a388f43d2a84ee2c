//! Root parallelisation: several independent trees search the same position on their own
//! threads, each with its own random playouts, and their root statistics are added up.
//!
//! The trees share nothing while they search, so no thread waits for another and no virtual
//! loss is needed; what one tree misreads by chance the others outvote. The merged choice is
//! the move with most visits over all trees, unless a tree has proved more.

use super::super::{Analysis, MoveStat, Proven};

/// The analyses of one position by several trees as one. `analyses[0]` is the main tree's: its
/// principal variation is kept when the merged choice agrees with it. Proofs are exact, so a
/// move proven by any tree counts as proven: a proven win is played at once, a proven loss
/// only when every move loses.
pub(super) fn merge<M: Copy + Eq>(mut analyses: Vec<Analysis<M>>) -> Analysis<M> {
    let mut merged = analyses.remove(0);
    if analyses.is_empty() {
        return merged;
    }
    for other in &analyses {
        merged.nodes += other.nodes;
        merged.reused += other.reused;
        merged.elapsed = merged.elapsed.max(other.elapsed);
        merged.proven = merged.proven.or(other.proven);
        for stat in &other.moves {
            match merged.moves.iter_mut().find(|m| m.mv == stat.mv) {
                Some(mine) => add(mine, stat),
                None => merged.moves.push(stat.clone()),
            }
        }
    }
    let total: u64 = merged.moves.iter().map(|m| m.visits).sum();
    for stat in &mut merged.moves {
        stat.share = if total == 0 { 0.0 } else { stat.visits as f64 / total as f64 };
    }
    merged.moves.sort_by_key(|m| std::cmp::Reverse(m.visits));
    let rank = |m: &MoveStat<M>| match m.proven {
        Some(Proven::Win) => 2,
        Some(Proven::Loss) => 0,
        _ => 1,
    };
    // The most visited move of the best class (the list is sorted by visits).
    let class = merged.moves.iter().map(rank).max();
    let Some(best) = merged.moves.iter().find(|m| Some(rank(m)) == class).cloned() else {
        return merged;
    };
    if best.mv != merged.best {
        merged.best = best.mv;
        merged.pv = vec![best.mv];
        merged.depth = 1;
    }
    if merged.proven.is_none() {
        merged.value = best.value;
    }
    merged
}

/// Adds `other`'s statistics of the same move to `mine`: visits add up, means weigh by
/// visits, and a proof from either stands.
fn add<M>(mine: &mut MoveStat<M>, other: &MoveStat<M>) {
    let visits = mine.visits + other.visits;
    mine.value = match (mine.value, other.value) {
        (Some(a), Some(b)) if visits > 0 => {
            Some((a * mine.visits as f64 + b * other.visits as f64) / visits as f64)
        }
        (a, b) => a.or(b),
    };
    mine.proven = mine.proven.or(other.proven);
    if let Some(proven) = mine.proven {
        mine.value = Some(match proven {
            Proven::Win => 1.0,
            Proven::Loss => -1.0,
            Proven::Draw => 0.0,
        });
    }
    mine.visits = visits;
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn stat(mv: u8, visits: u64, value: f64, proven: Option<Proven>) -> MoveStat<u8> {
        MoveStat { mv, visits, share: 0.0, value: Some(value), proven, pv: vec![mv] }
    }

    fn analysis(best: u8, moves: Vec<MoveStat<u8>>) -> Analysis<u8> {
        let nodes = moves.iter().map(|m| m.visits).sum();
        Analysis {
            value: Some(0.0),
            nodes,
            depth: 3,
            pv: vec![best, 9, 9],
            moves,
            elapsed: Duration::from_millis(5),
            ..Analysis::bare(best)
        }
    }

    #[test]
    fn visits_add_up_and_the_most_visited_move_wins() {
        let a = analysis(1, vec![stat(1, 60, 0.2, None), stat(2, 40, 0.1, None)]);
        let b = analysis(2, vec![stat(2, 90, 0.3, None), stat(1, 10, -0.4, None), stat(3, 5, 0.0, None)]);
        let merged = merge(vec![a, b]);
        assert_eq!(merged.best, 2, "130 visits against 70");
        assert_eq!(merged.pv, vec![2], "the main tree's line was for another move");
        assert_eq!(merged.nodes, 205);
        let two = &merged.moves[0];
        assert_eq!((two.mv, two.visits), (2, 130));
        assert!((two.value.unwrap() - (0.1 * 40.0 + 0.3 * 90.0) / 130.0).abs() < 1e-12);
        assert!((two.share - 130.0 / 205.0).abs() < 1e-12);
        assert_eq!(merged.value, two.value);
        assert_eq!(merged.moves.iter().map(|m| m.mv).collect::<Vec<_>>(), vec![2, 1, 3]);
    }

    #[test]
    fn the_main_line_stays_when_the_trees_agree() {
        let a = analysis(1, vec![stat(1, 60, 0.2, None), stat(2, 40, 0.1, None)]);
        let b = analysis(1, vec![stat(1, 50, 0.2, None), stat(2, 45, 0.1, None)]);
        assert_eq!(merge(vec![a, b]).pv, vec![1, 9, 9]);
    }

    #[test]
    fn proofs_outrank_visits() {
        // A win found by a helper tree is played although another move has more visits.
        let a = analysis(1, vec![stat(1, 90, 0.5, None), stat(2, 10, 0.1, None)]);
        let b = analysis(2, vec![stat(1, 30, 0.4, None), stat(2, 20, 1.0, Some(Proven::Win))]);
        let merged = merge(vec![a, b]);
        assert_eq!(merged.best, 2);
        assert_eq!(merged.moves.iter().find(|m| m.mv == 2).unwrap().value, Some(1.0));
        // A move proven lost gives way to any other, however few its visits.
        let a = analysis(1, vec![stat(1, 90, 0.5, None), stat(2, 10, 0.1, None)]);
        let b = analysis(1, vec![stat(1, 30, -1.0, Some(Proven::Loss)), stat(2, 20, 0.0, None)]);
        assert_eq!(merge(vec![a, b]).best, 2);
    }
}
