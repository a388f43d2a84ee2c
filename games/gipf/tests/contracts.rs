//! The `Game` contracts checked at every state of seeded random games of all three versions,
//! plus whole-turn notation round trips and replay of sub-move notation through a session.

use std::collections::HashSet;

use plateau_core::{Game, GameSession, MoveInput, Player, Rng, Session, ToMove};
use plateau_gipf::geometry::{GEO, SPOTS, spot_name};
use plateau_gipf::{Gipf, GipfMove, GipfOptions, GipfState, Piece, Setup, Version, turn_notation};

const GAMES_PER_VERSION: u64 = 200;
const PLY_CAP: u32 = 300;

fn capped(version: Version) -> Gipf {
    Gipf::new(GipfOptions { ply_cap: PLY_CAP, ..GipfOptions::version(version) }).unwrap()
}

type Board = [Option<Piece>; SPOTS];

fn board_of(state: &GipfState, names: &[String]) -> Board {
    std::array::from_fn(|s| state.piece_at(&names[s]))
}

/// The board after pushing `piece` through raw entry `entry`, computed naively from the
/// entry table: a reference for the engine's push and its merging of identical pushes.
fn naive_push(board: &Board, entry: usize, piece: Piece) -> Board {
    let e = &GEO.entries[entry];
    let line: Vec<usize> = e.spots[..usize::from(e.len)].iter().map(|&s| usize::from(s)).collect();
    let mut cells: Vec<Option<Piece>> = line.iter().map(|&s| board[s]).collect();
    let gap = cells.iter().position(Option::is_none).expect("raw moves have a gap");
    cells.remove(gap);
    cells.insert(0, Some(piece));
    let mut next = *board;
    for (&s, cell) in line.iter().zip(cells) {
        next[s] = cell;
    }
    next
}

/// The engine's distinct pushes reach exactly the boards the 42 raw entry moves reach.
fn check_pushes_against_reference(game: &Gipf, state: &GipfState, moves: &[GipfMove]) {
    let names: Vec<String> = (0..SPOTS).map(spot_name).collect();
    let mut raw = Vec::new();
    game.raw_entry_moves(state, &mut raw);
    let board = board_of(state, &names);
    let reference: HashSet<(Board, bool)> = raw
        .iter()
        .map(|&m| {
            // A push's id holds its entry index in bits 0..=5 (documented in `moves`).
            let entry = (game.move_id(m) & 0x3f) as usize;
            let piece = Piece { owner: state.side(), gipf: m.is_gipf_insertion() };
            (naive_push(&board, entry, piece), m.is_gipf_insertion())
        })
        .collect();
    let pushes: Vec<GipfMove> = moves.iter().copied().filter(|m| m.is_push()).collect();
    let engine: HashSet<(Board, bool)> = pushes
        .iter()
        .map(|&m| {
            let mut next = state.clone();
            game.play(&mut next, m);
            (board_of(&next, &names), m.is_gipf_insertion())
        })
        .collect();
    assert_eq!(engine.len(), pushes.len(), "two listed pushes give the same board");
    assert_eq!(engine, reference, "the listed pushes reach other boards than the raw entry moves");
}

/// Checks every contract at `state`; `foreign` holds moves legal in earlier states.
fn check_state(game: &Gipf, state: &GipfState, foreign: &[GipfMove]) -> Vec<GipfMove> {
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let terminal = game.to_move(state) == ToMove::Terminal;
    assert_eq!(moves.is_empty(), terminal, "empty iff terminal");
    assert_eq!(game.outcome(state).is_some(), terminal, "outcome iff terminal");
    assert_eq!(game.hash(state), game.hash_from_scratch(state));

    let distinct: HashSet<GipfMove> = moves.iter().copied().collect();
    assert_eq!(distinct.len(), moves.len(), "duplicate legal moves");
    let inputs: HashSet<MoveInput> = moves.iter().map(|&m| game.move_input(state, m)).collect();
    assert_eq!(inputs.len(), moves.len(), "two legal moves share a MoveInput");

    if moves.iter().any(|m| m.is_push()) {
        check_pushes_against_reference(game, state, &moves);
    }
    let mut results = HashSet::new();
    for &mv in &moves {
        let text = game.notation(state, mv);
        assert_eq!(game.parse_move(state, &text), Ok(mv), "notation round trip of {text}");
        assert_eq!(game.move_from_id(game.move_id(mv)), Some(mv), "id round trip of {text}");
        let mut tried = state.clone();
        game.try_play(&mut tried, mv).unwrap_or_else(|e| panic!("try_play refused legal {text}: {e}"));
        let mut played = state.clone();
        game.play(&mut played, mv);
        assert_eq!(tried, played, "try_play and play differ on {text}");
        assert_eq!(game.hash(&played), game.hash_from_scratch(&played));
        results.insert(played);
    }
    assert_eq!(results.len(), moves.len(), "two legal moves lead to the same state");

    for &mv in foreign.iter().filter(|m| !distinct.contains(m)) {
        let mut probe = state.clone();
        let refused = game.try_play(&mut probe, mv);
        assert!(refused.is_err(), "try_play accepted {} which is not legal", game.notation(state, mv));
        assert!(!refused.unwrap_err().reason.is_empty());
        assert_eq!(&probe, state, "a refused move changed the state");
    }
    moves
}

/// Plays `count` seeded random games, checking contracts everywhere; returns the number of
/// states checked.
fn random_games(version: Version, count: u64) -> usize {
    let game = capped(version);
    let mut checked = 0;
    for seed in 0..count {
        let mut rng = Rng::new(seed ^ 0x9e37_79b9);
        let mut state = game.initial_state();
        let mut foreign: Vec<GipfMove> = Vec::new();
        let mut turn_start = state.clone();
        let mut turn: Vec<GipfMove> = Vec::new();
        loop {
            let moves = check_state(&game, &state, &foreign);
            checked += 1;
            // Turn boundary: the player to act changed (or the game ended).
            if !turn.is_empty() && (state.side() != turn_start.side() || moves.is_empty()) {
                check_turn(&game, &turn_start, &turn, &state);
                turn_start = state.clone();
                turn.clear();
            }
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            remember(&mut foreign, &moves);
            if turn.is_empty() {
                turn_start = state.clone();
            }
            turn.push(mv);
            game.play(&mut state, mv);
        }
    }
    checked
}

/// A turn's canonical string reads back into the same sub-moves, and replaying it from the
/// start of the turn reaches the same state.
fn check_turn(game: &Gipf, start: &GipfState, moves: &[GipfMove], end: &GipfState) {
    let text = turn_notation(moves);
    let parsed = game.parse_sequence(start, &text).unwrap_or_else(|e| panic!("turn '{text}': {e}"));
    assert_eq!(parsed, moves, "turn '{text}'");
    let mut replay = start.clone();
    game.play_turn(&mut replay, &text).unwrap();
    assert_eq!(&replay, end, "turn '{text}' replays to a different state");
}

#[test]
fn contracts_hold_in_random_basic_games() {
    assert!(random_games(Version::Basic, GAMES_PER_VERSION) > 1000);
}

#[test]
fn contracts_hold_in_random_standard_games() {
    assert!(random_games(Version::Standard, GAMES_PER_VERSION) > 1000);
}

#[test]
fn contracts_hold_in_random_tournament_games() {
    assert!(random_games(Version::Tournament, GAMES_PER_VERSION) > 1000);
}

/// A random crowded position: about 60% of the spots filled, half of them GIPF-pieces, with
/// one side of a random axis mostly White and the other mostly Black so that rows (and
/// crossing rows, all-GIPF rows, extensions) are common; small reserves.
fn random_setup(game: &Gipf, rng: &mut Rng) -> Option<GipfState> {
    let mut words = Vec::new();
    let mut weight = [0u8; 2];
    let axis = rng.below(3);
    for spot in 0..SPOTS {
        if rng.below(100) >= 60 {
            continue;
        }
        let (u, v) = GEO.spot_uv[spot];
        let (u, v) = (i32::from(u), i32::from(v));
        let key = [u, v, u - v + 4][axis];
        let colour = usize::from((key < 4) != (rng.below(100) < 85));
        let gipf = rng.below(2) == 0;
        let w = if gipf { 2 } else { 1 };
        if weight[colour] + w > 16 {
            continue;
        }
        weight[colour] += w;
        words.push(format!("{}={}{}", spot_name(spot), ["W", "B"][colour], if gipf { "G" } else { "" }));
    }
    let reserves = weight.map(|w| (18 - w).min(1 + rng.below(8) as u8));
    let to_move = Player::new(rng.below(2));
    game.position(&Setup::new(&words.join(" "), reserves, to_move)).ok()
}

/// Adds the moves not yet in `foreign`, keeping the most recent 96.
fn remember(foreign: &mut Vec<GipfMove>, moves: &[GipfMove]) {
    for &m in moves {
        if !foreign.contains(&m) {
            foreign.push(m);
        }
    }
    if foreign.len() > 96 {
        foreign.drain(..foreign.len() - 96);
    }
}

#[test]
fn contracts_hold_from_crowded_random_positions() {
    for version in [Version::Standard, Version::Tournament] {
        let game = capped(version);
        let mut rng = Rng::new(2024);
        let (mut positions, mut states) = (0, 0);
        while positions < 400 {
            let Some(mut state) = random_setup(&game, &mut rng) else { continue };
            positions += 1;
            let mut foreign = Vec::new();
            loop {
                let moves = check_state(&game, &state, &foreign);
                states += 1;
                if moves.is_empty() {
                    break;
                }
                remember(&mut foreign, &moves);
                game.play(&mut state, moves[rng.below(moves.len())]);
            }
        }
        assert!(states > 2 * positions, "{version:?}: {states} states");
    }
}

#[test]
fn whole_games_split_into_turns_and_replay() {
    for version in [Version::Basic, Version::Standard, Version::Tournament] {
        let game = capped(version);
        for seed in 0..40 {
            let mut rng = Rng::new(seed);
            let start = game.initial_state();
            let mut state = start.clone();
            let mut played = Vec::new();
            let mut moves = Vec::new();
            loop {
                game.legal_moves(&state, &mut moves);
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())];
                played.push(mv);
                game.play(&mut state, mv);
            }
            let turns = game.turns(&start, &played);
            let mut replay = start.clone();
            let mut replayed = Vec::new();
            for turn in &turns {
                replayed.extend(game.play_turn(&mut replay, turn).unwrap_or_else(|e| panic!("{turn}: {e}")));
            }
            assert_eq!(replayed, played, "{version:?} seed {seed}");
            assert_eq!(replay, state);
        }
    }
}

#[test]
fn sub_move_notation_replays_through_a_session() {
    // Save files keep one notation string per sub-move and replay them one by one.
    for version in [Version::Basic, Version::Standard, Version::Tournament] {
        let game = capped(version);
        let mut session = Session::new(game.clone());
        let mut rng = Rng::new(7);
        while session.to_move() != ToMove::Terminal {
            let ids = session.legal_moves();
            session.play(ids[rng.below(ids.len())]).unwrap();
        }
        let history = session.history();
        let mut replay = Session::new(game);
        for text in &history {
            replay.play_notation(text).unwrap_or_else(|e| panic!("{version:?} '{text}': {e}"));
        }
        assert_eq!(replay.state(), session.state());
        assert_eq!(replay.outcome(), session.outcome());
    }
}
