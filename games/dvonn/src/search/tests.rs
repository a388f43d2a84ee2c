//! The DVONN search against plain minimax, on hand positions, and its settings.

use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Agent, AgentSpec, Limits, Proven, build_agent};
use plateau_core::{Game, Player, Rng};

use super::*;
use crate::random_games::random_games;

/// Positions from random games: every tenth ply of placement and movement alike.
fn sample_positions(games: u64) -> Vec<DvonnState> {
    let mut out = Vec::new();
    random_games(games, |ply, state| {
        if ply % 10 == 7 {
            out.push(*state);
        }
    });
    out
}

/// What a new search agent with `spec` finds in `state` within `limits`.
fn fresh_search(spec: DvonnSearchSpec, state: &DvonnState, limits: &Limits) -> Analysis<Move> {
    let stop = AtomicBool::new(false);
    DvonnSearch::new(spec).analyse(&Dvonn::standard(), state, limits, &stop).expect("not over")
}

/// Plain negamax over the same leaf scores, without pruning, table or ordering; with
/// `extend` it extends removals at the last ply by the search's rule, for an iteration of
/// `root_depth` plies. `searcher` is the side to act at the root (the leaf scores' placement
/// weights depend on it).
fn minimax(
    game: &Dvonn,
    state: &DvonnState,
    searcher: u8,
    depth: u32,
    ply: usize,
    extend: Option<u32>,
) -> i32 {
    if game.is_over(state) {
        return final_score(state, ply);
    }
    if depth == 0 {
        return search_score(state, searcher);
    }
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    moves
        .iter()
        .map(|&mv| {
            let mut child = *state;
            game.play_unchecked(&mut child, mv);
            let removed = child.occupied.count_ones() + 1 < state.occupied.count_ones();
            let extended =
                extend.is_some_and(|root| depth == 1 && removed && ply as u32 + 1 < root + MAX_EXTENSIONS);
            let v = minimax(game, &child, searcher, depth - 1 + u32::from(extended), ply + 1, extend);
            if child.turn == state.turn { v } else { -v }
        })
        .max()
        .expect("a game that is not over has a move")
}

#[test]
fn without_reductions_the_value_is_the_minimax_value() {
    let game = Dvonn::standard();
    let stop = AtomicBool::new(false);
    let positions = sample_positions(12);
    assert!(positions.len() > 40);
    let mut extended = 0;
    for (i, state) in positions.iter().enumerate() {
        // Placement positions branch up to 49 ways: two plies there, three in movement.
        let depth = if state.is_placement() { 2 } else { 3 };
        let mut legal = Vec::new();
        game.legal_moves(state, &mut legal);
        if legal.len() == 1 {
            continue;
        }
        for extensions in [false, true] {
            let spec = DvonnSearchSpec { reductions: false, extensions, ..DvonnSearchSpec::default() };
            let mut agent = DvonnSearch::new(spec);
            let analysis = agent.analyse(&game, state, &Limits::depth(depth), &stop).expect("not over");
            let extend = extensions.then_some(depth);
            let expected = minimax(&game, state, state.turn, depth, 0, extend);
            let what = format!("position {i}, extensions {extensions}: {}", state.describe());
            assert_eq!(analysis.value, Some(to_value(expected)), "{what}");
            // The move it picks has that value.
            let mut child = *state;
            game.play_unchecked(&mut child, analysis.best);
            let removed = child.occupied.count_ones() + 1 < state.occupied.count_ones();
            let below = depth - 1 + u32::from(extensions && depth == 1 && removed);
            let v = minimax(&game, &child, state.turn, below, 1, extend);
            assert_eq!(if child.turn == state.turn { v } else { -v }, expected, "{what}");
            extended +=
                usize::from(extensions && expected != minimax(&game, state, state.turn, depth, 0, None));
        }
    }
    assert!(extended > 3, "extensions must change some values ({extended})");
}

#[test]
fn it_takes_the_capture_that_cuts_the_opponent_off() {
    // d3-c3 lands on the DVONN piece and leaves e3 without one: 1-0. d3-e3 would cut itself
    // off instead.
    let game = Dvonn::standard();
    let state = Dvonn::position(&[("c3", "D"), ("d3", "W"), ("e3", "B")], Player::WHITE).unwrap();
    let mut agent = DvonnSearch::new(DvonnSearchSpec::default());
    let analysis = agent.analyse(&game, &state, &Limits::depth(4), &AtomicBool::new(false)).unwrap();
    assert_eq!(game.notation(&state, analysis.best), "d3-c3");
    assert_eq!(analysis.proven, Some(Proven::Win));
    assert_eq!(analysis.value, Some(1.0));
}

#[test]
fn a_node_budget_makes_it_play_the_same_moves_every_time() {
    let game = Dvonn::standard();
    let stop = AtomicBool::new(false);
    for state in sample_positions(3) {
        let choose = || {
            let mut agent = build_agent(&game, &DvonnSearchSpec::nodes(20_000)).unwrap();
            agent.analyse(&game, &state, &Limits::NONE, &stop).map(|a| (a.best, a.nodes, a.depth))
        };
        let first = choose();
        assert!(first.is_some_and(|(_, nodes, _)| nodes <= 20_000));
        assert_eq!(first, choose());
    }
}

#[test]
fn whole_games_against_random_are_legal_and_won() {
    let game = Dvonn::standard();
    let stop = AtomicBool::new(false);
    let mut won = 0;
    for seed in 0..6 {
        let mut searcher = DvonnSearch::new(DvonnSearchSpec::nodes(5_000));
        let mut rng = Rng::new(seed);
        let us = Player::new(seed as usize % 2);
        let mut state = game.initial_state();
        let mut moves = Vec::new();
        while let Some(player) = game.to_move(&state).player() {
            game.legal_moves(&state, &mut moves);
            let mv = if player == us {
                searcher.analyse(&game, &state, &Limits::NONE, &stop).expect("not over").best
            } else {
                moves[rng.below(moves.len())]
            };
            assert!(moves.contains(&mv), "{mv:?} is not legal in {}", state.describe());
            game.play_unchecked(&mut state, mv);
        }
        won += u32::from(game.outcome(&state).and_then(|o| o.winner()) == Some(us));
    }
    assert_eq!(won, 6, "5,000 nodes a move beat random play every time");
}

#[test]
fn settings_are_checked_and_read_as_json() {
    let spec: Box<dyn AgentSpec> = serde_json::from_str(r#"{"type":"dvonn-search","nodes":500}"#).unwrap();
    assert_eq!(spec.downcast::<DvonnSearchSpec>(), Some(&DvonnSearchSpec::nodes(500)));
    assert_eq!(spec.label(), "dvonn-search 500 nodes");
    assert!(serde_json::from_str::<Box<dyn AgentSpec>>(r#"{"type":"dvonn-search","speed":9}"#).is_err());
    let too_deep = DvonnSearchSpec { depth: Some(MAX_DEPTH + 1), ..DvonnSearchSpec::default() };
    assert_eq!(too_deep.validate(), Err(format!("depth must be at most {MAX_DEPTH}, not {}", MAX_DEPTH + 1)));
    let no_table = DvonnSearchSpec { tt_mb: 0, ..DvonnSearchSpec::default() };
    assert!(no_table.validate().unwrap_err().starts_with("tt_mb must be between 1 and"));
    let game = Dvonn::standard();
    assert!(build_agent(&game, &no_table).is_err(), "refused settings build no agent");
    let no_threads = DvonnSearchSpec { threads: Some(0), ..DvonnSearchSpec::default() };
    assert!(no_threads.validate().unwrap_err().starts_with("threads must be between 1 and"));
    let no_margin = DvonnSearchSpec { probcut: Some(0), ..DvonnSearchSpec::default() };
    assert_eq!(no_margin.validate(), Err(format!("probcut must be between 1 and {MAX_PROBCUT}, not 0")));
    // ProbCut is on unless turned off, and "off" survives a round trip through JSON.
    let off: Box<dyn AgentSpec> = serde_json::from_str(r#"{"type":"dvonn-search","probcut":null}"#).unwrap();
    assert_eq!(off.downcast::<DvonnSearchSpec>().map(|s| s.probcut), Some(None));
    let again: Box<dyn AgentSpec> = serde_json::from_str(&serde_json::to_string(&off).unwrap()).unwrap();
    assert_eq!(again.downcast::<DvonnSearchSpec>().map(|s| s.probcut), Some(None));
    assert_eq!(DvonnSearchSpec::default().probcut, Some(PROBCUT_MARGIN));
    let timed = DvonnSearchSpec::nodes(9).timed(250).unwrap();
    assert_eq!(timed.downcast::<DvonnSearchSpec>().map(|s| (s.nodes, s.time_ms)), Some((None, Some(250))));
}

#[test]
fn on_several_threads_it_proves_what_one_thread_proves() {
    // Ends of random games, a few moves before the last: small enough to be solved, so a
    // search given a day on three threads is ended by its proof, never by the clock.
    let game = Dvonn::standard();
    let stop = AtomicBool::new(false);
    let threaded = Limits::time(std::time::Duration::from_hours(24)).with_threads(3);
    let mut checked = 0;
    for seed in 0..8 {
        let mut rng = Rng::new(seed);
        let mut line = vec![game.initial_state()];
        let mut moves = Vec::new();
        let mut state = line[0];
        while !game.is_over(&state) {
            game.legal_moves(&state, &mut moves);
            game.play_unchecked(&mut state, moves[rng.below(moves.len())]);
            line.push(state);
        }
        let state = line[line.len().saturating_sub(7)];
        game.legal_moves(&state, &mut moves);
        if moves.len() < 2 {
            continue;
        }
        checked += 1;
        let exhaustive = DvonnSearchSpec { depth: Some(MAX_DEPTH), ..DvonnSearchSpec::default() };
        let truth = fresh_search(exhaustive, &state, &Limits::NONE);
        let mut parallel = DvonnSearch::new(DvonnSearchSpec::default());
        let found = parallel.analyse(&game, &state, &threaded, &stop).unwrap();
        assert!(truth.proven.is_some(), "seed {seed}: {}", state.describe());
        assert_eq!((found.proven, found.value), (truth.proven, truth.value), "seed {seed}");
        assert!(moves.contains(&found.best));
        assert_eq!(parallel.helpers.len(), 2, "two helpers beside the main thread");
    }
    assert!(checked >= 4, "only {checked} endings with a choice");
}

/// `limits` with a share of a game clock as well: an hour, never reached, so the other
/// limits end the search and nothing depends on the machine's speed.
fn on_the_clock(limits: Limits) -> Limits {
    limits.and(&Limits::clock_share(std::time::Duration::from_hours(1)))
}

/// The same hour asked for one search (`go time`, a seat's time per move), not a share of a
/// game clock.
fn asked_for(limits: Limits) -> Limits {
    limits.and(&Limits::time(std::time::Duration::from_hours(1)))
}

#[test]
fn on_the_clock_placements_are_searched_no_further_than_the_last_placement() {
    let game = Dvonn::standard();
    let stop = AtomicBool::new(false);
    let mut moves = Vec::new();
    let mut rng = Rng::new(5);
    let mut state = game.initial_state();
    while state.placements_left() > 3 {
        game.legal_moves(&state, &mut moves);
        game.play_unchecked(&mut state, moves[rng.below(moves.len())]);
    }
    let clock = on_the_clock(Limits::depth(6));
    let mut agent = DvonnSearch::new(DvonnSearchSpec::default());
    let analysis = agent.analyse(&game, &state, &clock, &stop).expect("not over");
    assert_eq!(analysis.depth, 3, "three placements are left");
    game.legal_moves(&state, &mut moves);
    assert!(moves.contains(&analysis.best));
    // Off the clock, with or without a time, and once moving, the same depth is searched in
    // full.
    for limits in [Limits::depth(6), asked_for(Limits::depth(6))] {
        let analysis = agent.analyse(&game, &state, &limits, &stop).expect("not over");
        assert_eq!(analysis.depth, 6, "{limits:?}");
    }
    while state.is_placement() {
        game.legal_moves(&state, &mut moves);
        game.play_unchecked(&mut state, moves[rng.below(moves.len())]);
    }
    let analysis = agent.analyse(&game, &state, &clock, &stop).expect("not over");
    assert_eq!(analysis.depth, 6);
}

#[test]
fn on_the_clock_a_placement_searches_at_most_its_own_node_budget() {
    let game = Dvonn::standard();
    let stop = AtomicBool::new(false);
    let mut state = game.initial_state();
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    game.play_unchecked(&mut state, moves[7]);
    let clock = on_the_clock(Limits::nodes(4 * PLACEMENT_NODES));
    let mut capped = DvonnSearch::new(DvonnSearchSpec::default());
    let analysis = capped.analyse(&game, &state, &clock, &stop).expect("not over");
    assert!(analysis.nodes <= PLACEMENT_NODES, "{} nodes", analysis.nodes);
    assert!(analysis.nodes > PLACEMENT_NODES / 2, "the cap, not the depth, ended it");
    // Without the cap, or without the clock (with or without a time asked for), the move's
    // own budget rules.
    let uncapped = DvonnSearchSpec { placement_nodes: None, ..DvonnSearchSpec::default() };
    let budget = Limits::nodes(4 * PLACEMENT_NODES);
    let default = DvonnSearchSpec::default;
    for (spec, limits) in [(uncapped, clock), (default(), budget), (default(), asked_for(budget))] {
        let analysis = fresh_search(spec, &state, &limits);
        assert!(analysis.nodes > PLACEMENT_NODES, "{} nodes", analysis.nodes);
    }
}

#[test]
fn a_remembered_jump_is_tried_exactly_when_it_is_legal() {
    // The table's move is played before the moves are generated, so the rules' check must
    // agree with the generator on every pair of spaces, in both phases.
    let game = Dvonn::standard();
    let mut legal = Vec::new();
    let mut jumps = 0;
    for state in sample_positions(8) {
        game.legal_moves(&state, &mut legal);
        for from in crate::geometry::Cell::all() {
            for to in crate::geometry::Cell::all() {
                let jump = Move::Jump { from, to };
                let generated = legal.contains(&jump);
                assert_eq!(game.is_legal(&state, jump), generated, "{jump} in {}", state.describe());
                jumps += usize::from(generated);
            }
        }
    }
    assert!(jumps > 100, "the sample has movement positions ({jumps} jumps)");
}

#[test]
fn probcut_saves_nodes_and_with_a_margin_never_reached_changes_no_value() {
    let game = Dvonn::standard();
    // Movement positions (ProbCut leaves placements alone), six plies: the root's children
    // are searched five deep, the least ProbCut needs.
    let positions: Vec<_> = sample_positions(4).into_iter().filter(|s| !s.is_placement()).collect();
    assert!(positions.len() > 5);
    let search = |state: &DvonnState, probcut| {
        let spec = DvonnSearchSpec { reductions: false, probcut, ..DvonnSearchSpec::default() };
        fresh_search(spec, state, &Limits::depth(6))
    };
    let (mut plain_nodes, mut cut_nodes) = (0, 0);
    for state in &positions {
        let plain = search(state, None);
        // Without reductions the search is exact; a margin no judgement reaches leaves only
        // proven results to cut by, and those are exact too.
        let never = search(state, Some(MAX_PROBCUT));
        assert_eq!(never.value, plain.value, "{}", state.describe());
        let cut = search(state, Some(300));
        let mut legal = Vec::new();
        game.legal_moves(state, &mut legal);
        assert!(legal.contains(&cut.best));
        plain_nodes += plain.nodes;
        cut_nodes += cut.nodes;
    }
    assert!(
        cut_nodes * 4 < plain_nodes * 3,
        "ProbCut searched {cut_nodes} nodes, the plain search {plain_nodes}"
    );
}

#[test]
fn placements_are_searched_in_full_whatever_the_reductions() {
    // Late move reductions would give a late placement's leaves the other side to act, whose
    // placement values do not compare; so at placements the setting changes nothing, not
    // even the nodes, while a movement search does reduce.
    let game = Dvonn::standard();
    let search = |state: &DvonnState, reductions: bool| {
        let spec = DvonnSearchSpec { depth: Some(4), reductions, ..DvonnSearchSpec::default() };
        let analysis = fresh_search(spec, state, &Limits::NONE);
        (analysis.best, analysis.value, analysis.nodes)
    };
    let positions = sample_positions(3);
    let placements: Vec<_> = positions.iter().filter(|s| s.placements_left() > 4).collect();
    assert!(placements.len() >= 6, "{} placement positions", placements.len());
    for state in placements {
        assert_eq!(search(state, true), search(state, false));
    }
    let reduced = positions
        .iter()
        .filter(|s| !s.is_placement() && !game.is_over(s))
        .any(|state| search(state, true).2 < search(state, false).2);
    assert!(reduced, "reductions save nodes in the movement phase");
}

#[test]
fn a_placement_entry_stands_in_only_for_a_search_of_its_parity() {
    let positions = sample_positions(1);
    let placing = positions.iter().find(|s| s.is_placement()).expect("a placement");
    assert!(serves(placing, 3, 3) && serves(placing, 5, 3));
    assert!(!serves(placing, 4, 3) && !serves(placing, 2, 3));
    let moving = positions.iter().find(|s| !s.is_placement()).expect("a movement position");
    assert!(serves(moving, 3, 3) && serves(moving, 4, 3) && serves(moving, 5, 3));
    assert!(!serves(moving, 2, 3));
}

#[test]
fn a_root_cut_short_in_a_re_search_keeps_the_move_that_beat_the_first() {
    // Where the second root move beats the first on the null window, a fresh search given
    // exactly the nodes of the first move's search and that null-window search, and one
    // more, runs out inside the second move's re-search: its answer is the second move, at
    // the bound the null window showed.
    let game = Dvonn::standard();
    let stop = AtomicBool::new(false);
    let spec = DvonnSearchSpec::default();
    let depth = 3;
    let mut checked = 0;
    for state in sample_positions(8).into_iter().filter(|s| !s.is_placement()) {
        let mut moves = Vec::new();
        game.legal_moves(&state, &mut moves);
        if moves.len() < 2 {
            continue;
        }
        let (mut first, mut second) = (state, state);
        game.play_unchecked(&mut first, moves[0]);
        game.play_unchecked(&mut second, moves[1]);
        // What the root's first two searches cost, on a fresh table and ordering.
        let (table, mut worker) = (Table::new(1), Worker::new());
        let shared = Shared { game: &game, spec: &spec, table: &table, state: &state, root: &moves };
        let mut budget = Budget::new(&Limits::NONE, &stop, CLOCK_EVERY);
        let mut search = shared.search(&mut worker, 0, &mut budget);
        search.depth = depth; // as `root` sets it: the extensions count from it
        let first_value = search.child(&state, &first, depth - 1, -INFINITY, INFINITY, 1).unwrap();
        let first_nodes = search.nodes;
        let bound = search.child(&state, &second, depth - 1, first_value, first_value + 1, 1).unwrap();
        let nodes = search.nodes;
        if bound <= first_value {
            continue;
        }
        // The same iteration, as the skeleton asks for it after an iteration that chose the
        // first move, with one node more than those two searches.
        let (table, mut worker) = (Table::new(1), Worker::new());
        let shared = Shared { game: &game, spec: &spec, table: &table, state: &state, root: &moves };
        let mut thread = shared.thread(&mut worker);
        let limits = Limits { nodes: Some(nodes + 1), ..Limits::NONE };
        let mut budget = Budget::new(&limits, &stop, CLOCK_EVERY);
        let answer = thread.iterate(&mut budget, depth, Some((moves[0], first_value)));
        if !budget.spent() {
            continue; // the re-search needed no more than one node
        }
        assert!(thread.nodes > nodes && first_nodes < nodes, "{}", state.describe());
        assert_eq!(
            answer,
            Iteration::Interrupted { better: Some((moves[1], bound)) },
            "{}",
            state.describe()
        );
        checked += 1;
    }
    assert!(checked >= 2, "only {checked} positions where the second move beat the first");
}

#[test]
fn dvonn_pieces_are_searched_on_interior_spaces_only_unless_asked() {
    let game = Dvonn::standard();
    let search = |state: &DvonnState, dvonn_inside: bool| {
        let spec = DvonnSearchSpec { depth: Some(3), dvonn_inside, ..DvonnSearchSpec::default() };
        fresh_search(spec, state, &Limits::NONE)
    };
    let mut state = game.initial_state();
    for (ply, next) in ["a1", "k3", "e5"].into_iter().enumerate() {
        assert!(state.places_dvonn(), "ply {ply}");
        let inside = search(&state, true);
        // Each DVONN piece the line places, the root's included, stands inside; the regular
        // pieces after them may go anywhere.
        let mut line = state;
        assert_eq!(inside.pv.first(), Some(&inside.best));
        assert!(inside.pv.len() >= 2, "ply {ply}: {:?}", inside.pv);
        for &mv in &inside.pv {
            if line.places_dvonn() {
                assert!(matches!(mv, Move::Place(cell) if !cell.is_edge()), "ply {ply}: {mv:?}");
            }
            game.play_unchecked(&mut line, mv);
        }
        assert!(inside.moves.iter().all(|stat| matches!(stat.mv, Move::Place(c) if !c.is_edge())));
        // Asked to, it searches every empty space: more moves, more nodes.
        let anywhere = search(&state, false);
        assert!(anywhere.nodes > inside.nodes, "ply {ply}: {} against {}", anywhere.nodes, inside.nodes);
        // The DVONN pieces already placed may stand on the edge (the opponent's choice).
        game.play_unchecked(&mut state, crate::notation::parse_move(next).unwrap());
    }
    // From the first regular piece on, the setting changes nothing.
    assert!(!state.places_dvonn());
    let (a, b) = (search(&state, true), search(&state, false));
    assert_eq!((a.best, a.value, a.nodes, a.pv), (b.best, b.value, b.nodes, b.pv));
}

#[test]
fn other_lines_leave_the_answer_as_it_is_and_come_after_it() {
    // Movement positions, where analysis mode is used most.
    for state in sample_positions(4).into_iter().filter(|s| !s.is_placement()).take(3) {
        let plain = fresh_search(DvonnSearchSpec::nodes(20_000), &state, &Limits::NONE);
        let lined = fresh_search(DvonnSearchSpec::nodes(20_000), &state, &Limits::NONE.with_lines(3));
        assert_eq!((lined.best, lined.value, lined.depth), (plain.best, plain.value, plain.depth));
        assert!(plain.moves.is_empty(), "no lines unless asked for");
        let mut legal = Vec::new();
        Dvonn::standard().legal_moves(&state, &mut legal);
        if legal.len() < 2 {
            continue;
        }
        assert!(lined.moves.len() >= 2 && lined.moves.len() <= 4, "{} lines", lined.moves.len());
        assert_eq!(lined.moves[0].mv, lined.best);
        assert_eq!(lined.moves[0].value, lined.value);
        let values: Vec<f64> = lined.moves.iter().map(|m| m.value.expect("scored")).collect();
        assert!(values.windows(2).all(|w| w[0] >= w[1]), "best first, then by score: {values:?}");
        let distinct: std::collections::HashSet<_> = lined.moves.iter().map(|m| m.mv).collect();
        assert_eq!(distinct.len(), lined.moves.len());
        assert!(lined.moves.iter().all(|m| m.pv.first() == Some(&m.mv)));
    }
}
