//! The skeleton's decisions, with scripted searches: what each iteration returns is fixed in
//! advance, so every rule of [`deepen`] is seen on its own.

use std::sync::atomic::AtomicBool;

use super::{Deepened, Found, Iteration, Plan, RootSearch, deepen};
use crate::ai::score::{lost, won};
use crate::ai::{Budget, Limits};
use crate::clock::Moment;

/// A search whose iteration at depth `d` returns `script[d - 1]` (interrupted past its end),
/// and which records what it was asked.
struct Scripted {
    script: Vec<Iteration<u32>>,
    /// Each iteration asked: its depth and the `previous` it was given.
    asked: Vec<(u32, Option<(u32, i32)>)>,
    nodes: u64,
}

impl Scripted {
    fn new(script: Vec<Iteration<u32>>) -> Self {
        Self { script, asked: Vec::new(), nodes: 0 }
    }
}

impl RootSearch for &mut Scripted {
    type Move = u32;

    fn iterate(&mut self, _: &mut Budget<'_>, depth: u32, previous: Option<(u32, i32)>) -> Iteration<u32> {
        self.asked.push((depth, previous));
        self.nodes += 10;
        self.script.get(depth as usize - 1).copied().unwrap_or(Iteration::Interrupted { better: None })
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn line(&mut self, best: u32, depth: u32) -> Vec<u32> {
        (0..depth.max(1)).map(|i| best + i * 100).collect()
    }
}

fn finished(best: u32, score: i32) -> Iteration<u32> {
    Iteration::Finished { best, score, exact: false }
}

fn plan(max_depth: u32) -> Plan {
    Plan { limits: Limits::NONE, max_depth, start: Moment::now(), clock_every: 1 }
}

fn run(main: &mut Scripted, helpers: &mut [Scripted], max_depth: u32) -> Deepened<u32> {
    let stop = AtomicBool::new(false);
    deepen(main, helpers.iter_mut().collect(), &plan(max_depth), &stop)
}

#[test]
fn deepens_to_the_limit_passing_each_result_on() {
    let mut main = Scripted::new(vec![finished(1, 5), finished(2, 7), finished(2, 9), finished(3, 4)]);
    let deepened = run(&mut main, &mut [], 3);
    let found = deepened.found.unwrap();
    assert_eq!((found.best, found.score, found.depth), (2, 9, 3));
    assert_eq!(found.pv, vec![2, 102, 202], "the line is asked of the search once the answer is known");
    assert_eq!(main.asked, vec![(1, None), (2, Some((1, 5))), (3, Some((2, 7)))]);
    assert_eq!(deepened.nodes, 30);
}

#[test]
fn a_proven_or_exact_result_ends_the_deepening() {
    let mut main = Scripted::new(vec![finished(1, 5), finished(4, won(3)), finished(2, 0)]);
    assert_eq!(run(&mut main, &mut [], 10).found.unwrap().depth, 2);
    let mut main = Scripted::new(vec![finished(1, lost(1))]);
    assert_eq!(run(&mut main, &mut [], 10).found.unwrap().score, lost(1));
    let mut main =
        Scripted::new(vec![finished(1, 5), Iteration::Finished { best: 3, score: 0, exact: true }]);
    let found = run(&mut main, &mut [], 10).found.unwrap();
    assert!(found.exact && found.depth == 2 && main.asked.len() == 2);
}

#[test]
fn a_cut_short_iteration_counts_only_through_a_better_move() {
    let mut main =
        Scripted::new(vec![finished(1, 5), finished(2, 6), Iteration::Interrupted { better: None }]);
    let found = run(&mut main, &mut [], 10).found.unwrap();
    assert_eq!((found.best, found.score, found.depth), (2, 6, 2));

    let mut main = Scripted::new(vec![finished(1, 5), Iteration::Interrupted { better: Some((7, 40)) }]);
    let found = run(&mut main, &mut [], 10).found.unwrap();
    assert_eq!((found.best, found.score, found.depth), (7, 40, 1), "the move, at the depth last finished");

    let mut main = Scripted::new(vec![]);
    assert_eq!(run(&mut main, &mut [], 10).found, None, "nothing scored at all");
}

#[test]
fn a_helper_that_finished_deeper_answers_unless_the_main_result_is_proven() {
    let mut main = Scripted::new(vec![finished(1, 5), finished(2, 6)]);
    let mut helpers = [Scripted::new(vec![finished(1, 5), finished(3, 8), finished(4, 9)])];
    let deepened = run(&mut main, &mut helpers, 10);
    assert_eq!(
        deepened.found.unwrap(),
        Found { best: 4, score: 9, depth: 3, exact: false, pv: vec![4, 104, 204] },
        "the helper's deepest, with its own line"
    );
    assert_eq!(helpers[0].asked[0].0, 2, "the first helper starts a ply ahead");
    assert_eq!(deepened.nodes, 30 + 30, "both threads' nodes");

    let mut main = Scripted::new(vec![finished(1, won(1))]);
    let mut helpers = [Scripted::new(vec![finished(2, 5), finished(2, 5), finished(2, 5)])];
    let found = run(&mut main, &mut helpers, 3).found.unwrap();
    assert_eq!((found.best, found.depth), (1, 1), "a proven answer stands");
}
