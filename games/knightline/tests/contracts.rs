//! The shared conformance suite on every variant, with Knight Line's own checks riding along
//! (tiles conserved, pieces connected, what the view shows, how games end), plus transposed
//! and translated games.

use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};

use plateau_core::{Coord, Game, GameView, Player, Rng};
use plateau_knightline::{
    Cell, Grey, KnightLine, KnightLineOptions, KnightLineState, Move, MoveKind, STACK_SIZE,
};
use plateau_tests::conformance::{GameChecks, Suite};

const GAMES_PER_VARIANT: u64 = 500;

/// Every variant; with two players also without the first-move restriction (with three it
/// changes nothing).
fn variants() -> Vec<KnightLine> {
    let mut out = Vec::new();
    for players in [2, 3] {
        for grey in [Grey::None, Grey::Blocker, Grey::Wildcard] {
            for first_move_single in if players == 2 { &[true, false][..] } else { &[true] } {
                let options = KnightLineOptions { players, grey, first_move_single: *first_move_single };
                out.push(KnightLine::new(options).unwrap());
            }
        }
    }
    out
}

fn std_hash(s: &KnightLineState) -> u64 {
    let mut h = DefaultHasher::new();
    s.hash(&mut h);
    h.finish()
}

/// Knight Line's own checks, beside the suite's, and what the games did.
#[derive(Default)]
struct KnightLineChecks {
    /// How the games ended, by the outcome's reason.
    reasons: HashMap<String, u32>,
    /// Passes played.
    passes: u32,
}

impl GameChecks<KnightLine> for KnightLineChecks {
    fn state(&mut self, g: &KnightLine, s: &KnightLineState, moves: &[Move]) -> Result<(), String> {
        if g.options().players == 3 && moves.iter().any(|&m| g.is_pass(m)) {
            return Err("three players never pass: a stuck player ends the game".into());
        }
        // legal_moves never reallocates a buffer with room for 171 moves (movegen.rs).
        let mut buffer = Vec::with_capacity(171);
        let room = buffer.capacity();
        g.legal_moves(s, &mut buffer);
        if buffer.capacity() != room {
            return Err(format!("legal_moves reallocated its buffer for {} moves", buffer.len()));
        }
        check_position(g, s)
    }

    fn game(
        &mut self,
        g: &KnightLine,
        _: &KnightLineState,
        line: &[Move],
        end: &KnightLineState,
    ) -> Result<(), String> {
        let players = u32::from(g.options().players);
        let placements = if g.options().grey.is_present() { players } else { 0 };
        let max_splits = players * (u32::from(STACK_SIZE) - 1);
        let (mut splits, mut placed, mut passed) = (0u32, 0u32, 0u32);
        for mv in line {
            match mv.kind() {
                MoveKind::Pass => passed += 1,
                MoveKind::Place { .. } => placed += 1,
                MoveKind::Split { .. } => splits += 1,
            }
        }
        if placed != placements {
            return Err(format!("{placed} grey placements, not {placements}"));
        }
        if splits > max_splits {
            return Err(format!("{splits} splits: the game must end within {max_splits}"));
        }
        if passed > splits {
            return Err("each pass hands the turn to a player who then moves".into());
        }
        self.passes += passed;
        let outcome = g.outcome(end).ok_or("the game did not end")?;
        *self.reasons.entry(outcome.reason).or_default() += 1;
        Ok(())
    }
}

/// Tiles are conserved, stacks are single-coloured and connected, and the view shows exactly
/// the occupied cells and their empty neighbours.
fn check_position(g: &KnightLine, s: &KnightLineState) -> Result<(), String> {
    let shown: HashSet<Coord> = g.board_view(s).cells.iter().map(|c| c.coord).collect();
    let stacks = s.stacks();
    let mut occupied: HashSet<Coord> = stacks.iter().map(|t| t.0.coord()).collect();
    occupied.extend(s.grey().map(Cell::coord));
    if !s.is_placement() {
        for p in 0..g.options().players as usize {
            let tiles: u32 = stacks.iter().filter(|t| t.1 == Player::new(p)).map(|t| u32::from(t.2)).sum();
            if tiles != u32::from(STACK_SIZE) {
                return Err(format!("seat {p} has {tiles} tiles"));
            }
        }
    }
    let near = |c: Coord, d: i32| {
        (-d..=d).flat_map(move |dx| (-d..=d).map(move |dy| Coord::new(c.x + dx, c.y + dy)))
    };
    let mut expected: HashSet<Coord> = occupied.iter().flat_map(|&c| near(c, 1)).collect();
    expected.extend(occupied.iter().copied());
    if expected != shown {
        return Err("the view does not show exactly the occupied cells and their neighbours".into());
    }
    // 8-connected: a flood fill from any piece reaches all of them.
    if let Some(&start) = occupied.iter().next() {
        let mut seen = HashSet::from([start]);
        let mut todo = vec![start];
        while let Some(c) = todo.pop() {
            for n in near(c, 1) {
                if occupied.contains(&n) && seen.insert(n) {
                    todo.push(n);
                }
            }
        }
        if seen.len() != occupied.len() {
            return Err("the pieces are not connected".into());
        }
    }
    Ok(())
}

#[test]
fn random_games_keep_every_contract() {
    std::thread::scope(|scope| {
        for (number, g) in variants().into_iter().enumerate() {
            scope.spawn(move || check_variant(&g, 0x5eed + number as u64));
        }
    });
}

/// Runs the suite with Knight Line's checks on the random games of one variant.
fn check_variant(g: &KnightLine, seed: u64) {
    let options = g.options();
    let mut suite = Suite::new(g);
    let mut checks = KnightLineChecks::default();
    // No cap: every game ends within a bounded number of splits.
    suite.random_games(GAMES_PER_VARIANT, seed, u32::MAX, &mut checks);
    let coverage = suite.coverage();
    assert_eq!(coverage.finished, GAMES_PER_VARIANT, "{options:?}: every game ends");
    assert!(coverage.refusals > 0, "{options:?}: no foreign move was refused: {coverage:?}");
    assert!(coverage.plies > GAMES_PER_VARIANT * 10, "{options:?}: {coverage:?}");
    // The games really explored the rules: both kinds of end, and passes with two players.
    let reasons = &checks.reasons;
    assert!(reasons.contains_key("four in a row"), "{options:?}: {reasons:?}");
    let stuck = if options.players == 2 { "nobody can move" } else { "a player was forced to pass" };
    assert!(reasons.contains_key(stuck), "{options:?}: {reasons:?}");
    if options.players == 2 {
        assert!(checks.passes > 0, "{options:?}: no forced pass in {GAMES_PER_VARIANT} games");
    }
}

#[test]
fn transposed_move_orders_give_equal_states_and_hashes() {
    let g = KnightLine::new(KnightLineOptions::default()).unwrap();
    let play = |moves: &[&str]| {
        let mut s = g.initial_state();
        for text in moves {
            let mv = g.parse_move(&s, text).unwrap();
            g.try_play(&mut s, mv).unwrap_or_else(|e| panic!("{text}: {e}"));
        }
        s
    };
    // White's two splits and Black's two splits in either order.
    let a = play(&["0,0>2,1:1", "1,0>-1,1:4", "0,0>1,2:3", "1,0>-1,-1:2"]);
    let b = play(&["0,0>2,1:1", "1,0>-1,-1:2", "0,0>1,2:3", "1,0>-1,1:4"]);
    assert_eq!(a, b);
    assert_eq!(g.hash(&a), g.hash(&b));
    assert_eq!(std_hash(&a), std_hash(&b));
    let c = play(&["0,0>2,1:1", "1,0>-1,-1:3", "0,0>1,2:3", "1,0>-1,1:3"]);
    assert_ne!(a, c, "same cells, different heights");
    assert_ne!(g.hash(&a), g.hash(&c));
}

/// The same game shifted on the grid: moves translate, legal counts and results agree. The
/// original crosses the torus seam between -1 and 0; the copy, 60 steps away, crosses the
/// seams between 63 and 64 (x) and -64 and -65 (y) instead.
#[test]
fn translated_games_play_the_same() {
    let (dx, dy) = (60, -60);
    let shift = |c: Cell| Cell::new(c.x() + dx, c.y() + dy).unwrap();
    let shift_move = |mv: Move| match mv.kind() {
        MoveKind::Split { from, to, tiles } => Move::split(shift(from), shift(to), tiles).unwrap(),
        MoveKind::Place { at } => Move::place(shift(at)),
        MoveKind::Pass => Move::PASS,
    };
    for players in [2u8, 3] {
        let g = KnightLine::new(KnightLineOptions { players, ..KnightLineOptions::default() }).unwrap();
        let mut rng = Rng::new(99);
        let mut moves = Vec::new();
        let mut shifted_moves = Vec::new();
        let mut across = 0;
        for _ in 0..100 {
            let mut s = g.initial_state();
            if players == 2 {
                // The first-move restriction exists only in the initial state, so copy after it.
                g.legal_moves(&s, &mut moves);
                g.play_unchecked(&mut s, moves[rng.below(moves.len())]);
            }
            let stacks: Vec<_> = s.stacks().iter().map(|&(c, p, h)| (c.x() + dx, c.y() + dy, p, h)).collect();
            let to_move = g.to_move(&s).player().unwrap();
            let mut t = g.position(&stacks, None, to_move).unwrap();
            loop {
                g.legal_moves(&s, &mut moves);
                g.legal_moves(&t, &mut shifted_moves);
                let expected: Vec<Move> = moves.iter().map(|&m| shift_move(m)).collect();
                assert_eq!(shifted_moves, expected);
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())];
                g.play_unchecked(&mut s, mv);
                g.try_play(&mut t, shift_move(mv)).unwrap();
                assert_eq!(g.hash(&t), g.hash_from_scratch(&t));
            }
            assert_eq!(g.outcome(&s), g.outcome(&t));
            across += usize::from(t.stacks().iter().any(|(c, ..)| c.x() >= 64 || c.y() <= -65));
        }
        assert!(across > 0, "no shifted game reached the far seams");
    }
}

/// The German words cover every text Knight Line shows and name no text it does not.
#[test]
fn the_german_words_fit_the_game() {
    let factory = plateau_core::StaticFactory::<KnightLine>::new();
    let variants = [
        serde_json::json!({}),
        serde_json::json!({"players": 3}),
        serde_json::json!({"grey": "blocker"}),
        serde_json::json!({"grey": "wildcard"}),
    ];
    let rare = ["pass", "a player was forced to pass", "nobody can move", "tile"];
    plateau_tests::words::check_words(&factory, &variants, 4, &rare).unwrap();
}
