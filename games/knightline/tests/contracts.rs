//! The `Game` contracts, checked at every state of a few hundred seeded random games per
//! variant.

use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};

use plateau_core::{Coord, Game, MoveInput, Player, Rng, ToMove};
use plateau_knightline::{
    Cell, Grey, KnightLine, KnightLineOptions, KnightLineState, Move, MoveKind, STACK_SIZE,
};

const GAMES_PER_VARIANT: u64 = 250;

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

/// Checks one state. `foreign` holds moves legal in other states.
fn check_state(g: &KnightLine, s: &KnightLineState, moves: &[Move], foreign: &[Move]) -> Result<(), String> {
    let mut again = Vec::new();
    g.legal_moves(s, &mut again);
    if again != moves {
        return Err("legal_moves is not deterministic".into());
    }
    let terminal = g.to_move(s) == ToMove::Terminal;
    if terminal != g.outcome(s).is_some() || terminal != moves.is_empty() {
        return Err(format!("terminal {terminal}, outcome {:?}, {} moves", g.outcome(s), moves.len()));
    }
    if g.hash(s) != g.hash_from_scratch(s) {
        return Err("incremental hash differs from the hash from scratch".into());
    }
    if s.clone() != *s || std_hash(&s.clone()) != std_hash(s) {
        return Err("a clone is not equal to its original".into());
    }
    let unique: HashSet<Move> = moves.iter().copied().collect();
    if unique.len() != moves.len() {
        return Err(format!("duplicate legal moves in {moves:?}"));
    }
    if moves.iter().any(|&m| g.is_pass(m)) && moves.len() != 1 {
        return Err(format!("a pass next to other moves: {moves:?}"));
    }
    if g.options().players == 3 && moves.iter().any(|&m| g.is_pass(m)) {
        return Err("three players never pass: a stuck player ends the game".into());
    }
    let view = g.board_view(s);
    let shown: HashSet<Coord> = view.cells.iter().map(|c| c.coord).collect();
    if shown.len() != view.cells.len() {
        return Err("the board view lists a cell twice".into());
    }
    let mut inputs: HashSet<MoveInput> = HashSet::new();
    for &mv in moves {
        let text = g.notation(s, mv);
        if g.parse_move(s, &text) != Ok(mv) {
            return Err(format!("'{text}' does not read back as {mv:?}"));
        }
        if g.move_from_id(g.move_id(mv)) != Some(mv) {
            return Err(format!("the id of {mv:?} does not round-trip"));
        }
        let input = g.move_input(s, mv);
        if let Some(c) = input.cells.iter().find(|c| !shown.contains(c)) {
            return Err(format!("'{text}' touches {c:?}, which the view does not show"));
        }
        if !inputs.insert(input.clone()) {
            return Err(format!("'{text}' has the same input as another move: {input:?}"));
        }
        let mut fast = s.clone();
        g.play(&mut fast, mv);
        let mut checked = s.clone();
        g.try_play(&mut checked, mv).map_err(|e| format!("try_play refuses legal '{text}': {e}"))?;
        if fast != checked {
            return Err(format!("play and try_play disagree on '{text}'"));
        }
    }
    for &mv in foreign.iter().filter(|m| !unique.contains(m)).take(64) {
        let mut probe = s.clone();
        if let Ok(()) = g.try_play(&mut probe, mv) {
            return Err(format!("try_play accepts {mv:?}, which is not a legal move here"));
        }
        if probe != *s {
            return Err(format!("try_play changed the state while refusing {mv:?}"));
        }
    }
    check_position(g, s, &shown)
}

/// Tiles are conserved, stacks are single-coloured and connected, and the view shows exactly
/// the occupied cells and their empty neighbours.
fn check_position(g: &KnightLine, s: &KnightLineState, shown: &HashSet<Coord>) -> Result<(), String> {
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
    if expected != *shown {
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
        for g in variants() {
            scope.spawn(move || check_variant(&g));
        }
    });
}

/// Plays the random games of one variant, checking every state.
fn check_variant(g: &KnightLine) {
    let players = u32::from(g.options().players);
    let placements = if g.options().grey.is_present() { players } else { 0 };
    let max_splits = players * (u32::from(STACK_SIZE) - 1);
    let mut rng = Rng::new(0x5eed + u64::from(players));
    let mut foreign: Vec<Move> = Vec::new();
    // legal_moves never reallocates a buffer with room for 171 moves (movegen.rs).
    let mut moves = Vec::with_capacity(171);
    let capacity = moves.capacity();
    let mut reasons: HashMap<String, u32> = HashMap::new();
    let (mut passes, mut total_plies) = (0u32, 0u64);
    for number in 0..GAMES_PER_VARIANT {
        let mut s = g.initial_state();
        let mut line: Vec<String> = Vec::new();
        let (mut splits, mut placed, mut passed) = (0u32, 0u32, 0u32);
        loop {
            g.legal_moves(&s, &mut moves);
            assert_eq!(moves.capacity(), capacity, "legal_moves reallocated its buffer");
            check_state(g, &s, &moves, &foreign)
                .unwrap_or_else(|e| panic!("{:?} game {number} after {line:?}: {e}", g.options()));
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            match mv.kind() {
                MoveKind::Pass => passed += 1,
                MoveKind::Place { .. } => placed += 1,
                MoveKind::Split { .. } => splits += 1,
            }
            if foreign.len() < 4096 {
                foreign.push(mv);
            } else {
                let slot = rng.below(foreign.len());
                foreign[slot] = mv;
            }
            line.push(g.notation(&s, mv));
            g.play(&mut s, mv);
        }
        assert_eq!(placed, placements);
        assert!(splits <= max_splits, "{splits} splits: the game must end within {max_splits}");
        assert!(passed <= splits, "each pass hands the turn to a player who then moves");
        passes += passed;
        total_plies += u64::from(splits + placed + passed);
        *reasons.entry(g.outcome(&s).unwrap().reason).or_default() += 1;
    }
    // The games really explored the rules: both kinds of end, and passes with two players.
    assert!(reasons.contains_key("line"), "{reasons:?}");
    let stuck = if players == 2 { "nobody can move" } else { "a player was forced to pass" };
    assert!(reasons.contains_key(stuck), "{reasons:?}");
    if players == 2 {
        assert!(passes > 0, "no forced pass in {GAMES_PER_VARIANT} games");
    }
    assert!(total_plies > GAMES_PER_VARIANT * 10);
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
                g.play(&mut s, moves[rng.below(moves.len())]);
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
                g.play(&mut s, mv);
                g.try_play(&mut t, shift_move(mv)).unwrap();
                assert_eq!(g.hash(&t), g.hash_from_scratch(&t));
            }
            assert_eq!(g.outcome(&s), g.outcome(&t));
            across += usize::from(t.stacks().iter().any(|(c, ..)| c.x() >= 64 || c.y() <= -65));
        }
        assert!(across > 0, "no shifted game reached the far seams");
    }
}
