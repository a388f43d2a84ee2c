//! The shared conformance suite on all three versions and on crowded set-up positions, with
//! GIPF's own checks riding along (pushes against a naive reference, distinct results, whole
//! turns that read back and replay), plus replay of sub-move notation through a session.

use std::collections::HashSet;

use plateau_core::{Game, GameSession, Player, Rng, Session, ToMove};
use plateau_gipf::geometry::{GEO, SPOTS, spot_name};
use plateau_gipf::{Gipf, GipfMove, GipfOptions, GipfState, Piece, Setup, Version, turn_notation};
use plateau_tests::conformance::{GameChecks, Suite, successor_states};

const GAMES_PER_VERSION: u64 = 400;
/// GIPF has no rule that forces an end; the engine's cap keeps random games bounded.
const PLY_CAP: u32 = 600;

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
fn check_pushes_against_reference(game: &Gipf, state: &GipfState, moves: &[GipfMove]) -> Result<(), String> {
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
            game.play_unchecked(&mut next, m);
            (board_of(&next, &names), m.is_gipf_insertion())
        })
        .collect();
    if engine.len() != pushes.len() {
        return Err("two listed pushes give the same board".into());
    }
    if engine != reference {
        return Err("the listed pushes reach other boards than the raw entry moves".into());
    }
    Ok(())
}

/// GIPF's own checks, beside the suite's: pushes against the naive reference, distinct
/// results, and (from the initial state) whole turns that read back and replay.
struct GipfChecks {
    /// Split each game into turns and replay them (only for games from the initial state,
    /// where every turn is whole).
    turns: bool,
    /// Games that ended by the rules rather than by the ply cap.
    ended_by_rules: u64,
}

impl GipfChecks {
    fn new(turns: bool) -> Self {
        Self { turns, ended_by_rules: 0 }
    }
}

impl GameChecks<Gipf> for GipfChecks {
    fn state(&mut self, game: &Gipf, state: &GipfState, moves: &[GipfMove]) -> Result<(), String> {
        if moves.iter().any(|m| m.is_push()) {
            check_pushes_against_reference(game, state, moves)?;
        }
        let results = successor_states(game, state, moves);
        if results.len() != moves.len() {
            return Err("two legal moves lead to the same state".into());
        }
        Ok(())
    }

    fn game(
        &mut self,
        game: &Gipf,
        start: &GipfState,
        line: &[GipfMove],
        end: &GipfState,
    ) -> Result<(), String> {
        let over = game.outcome(end);
        self.ended_by_rules += u64::from(over.as_ref().is_some_and(|o| !o.reason.contains("ply cap")));
        if !self.turns {
            return Ok(());
        }
        // A turn ends where the player to act changes; the last one, where the game ends.
        let mut state = start.clone();
        let mut turn_start = start.clone();
        let mut turn: Vec<GipfMove> = Vec::new();
        for &mv in line {
            if !turn.is_empty() && state.side() != turn_start.side() {
                check_turn(game, &turn_start, &turn, &state)?;
                turn.clear();
            }
            if turn.is_empty() {
                turn_start = state.clone();
            }
            turn.push(mv);
            game.play_unchecked(&mut state, mv);
        }
        if over.is_some() && !turn.is_empty() {
            check_turn(game, &turn_start, &turn, &state)?;
        }
        Ok(())
    }
}

/// A turn's canonical string reads back into the same sub-moves, and replaying it from the
/// start of the turn reaches the same state.
fn check_turn(game: &Gipf, start: &GipfState, moves: &[GipfMove], end: &GipfState) -> Result<(), String> {
    let text = turn_notation(moves);
    let parsed = game.parse_sequence(start, &text).map_err(|e| format!("turn '{text}': {e}"))?;
    if parsed != moves {
        return Err(format!("turn '{text}' reads back as {parsed:?}"));
    }
    let mut replay = start.clone();
    game.play_turn(&mut replay, &text).map_err(|e| format!("turn '{text}': {e}"))?;
    if &replay != end {
        return Err(format!("turn '{text}' replays to a different state"));
    }
    Ok(())
}

/// Runs the suite with GIPF's checks on `games` random games of `version`, each ended as a
/// draw after `PLY_CAP` moves at the latest; returns the games that ended by the rules.
fn random_games(version: Version, games: u64, seed: u64) -> u64 {
    let game = capped(version);
    let mut suite = Suite::new(&game);
    let mut checks = GipfChecks::new(true);
    suite.random_games(games, seed, u32::MAX, &mut checks);
    let coverage = suite.coverage();
    assert_eq!(coverage.finished, games, "{version:?}: the ply cap ends every game");
    assert!(coverage.refusals > 0, "{version:?}: no foreign move was refused: {coverage:?}");
    assert!(coverage.states > games * 20, "{version:?}: {coverage:?}");
    checks.ended_by_rules
}

#[test]
fn contracts_hold_in_random_basic_games() {
    let by_rules = random_games(Version::Basic, GAMES_PER_VERSION, 2);
    assert!(by_rules * 10 >= GAMES_PER_VERSION * 9, "most games end by the rules: {by_rules}");
}

#[test]
fn contracts_hold_in_random_standard_games() {
    let by_rules = random_games(Version::Standard, GAMES_PER_VERSION, 3);
    assert!(by_rules * 10 >= GAMES_PER_VERSION * 9, "most games end by the rules: {by_rules}");
}

#[test]
fn contracts_hold_in_random_tournament_games() {
    let by_rules = random_games(Version::Tournament, GAMES_PER_VERSION, 4);
    assert!(by_rules * 10 >= GAMES_PER_VERSION * 9, "most games end by the rules: {by_rules}");
}

#[test]
fn contracts_hold_in_random_basic_games_with_more_pieces() {
    let game =
        Gipf::new(GipfOptions { version: Version::Basic, pieces: 18, ..GipfOptions::default() }).unwrap();
    let mut suite = Suite::new(&game);
    let mut checks = GipfChecks::new(true);
    // No ply cap in the rules here: the suite stops the few games that would go on.
    suite.random_games(100, 5, 2000, &mut checks);
    let coverage = suite.coverage();
    assert_eq!(coverage.games, 100);
    assert!(checks.ended_by_rules * 10 >= 100 * 9, "most games end by the rules: {coverage:?}");
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

#[test]
fn contracts_hold_from_crowded_random_positions() {
    for version in [Version::Standard, Version::Tournament] {
        let game = capped(version);
        let mut suite = Suite::new(&game);
        let mut rng = Rng::new(2024);
        let mut positions = 0;
        while positions < 400 {
            let Some(state) = random_setup(&game, &mut rng) else { continue };
            positions += 1;
            suite.random_game_from(&state, &mut rng, u32::MAX, &mut GipfChecks::new(false));
        }
        let coverage = suite.coverage();
        assert!(coverage.states > 2 * positions, "{version:?}: {coverage:?}");
        assert!(coverage.refusals > 0, "{version:?}: {coverage:?}");
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
                game.play_unchecked(&mut state, mv);
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

/// The German words cover every text GIPF shows and name no text it does not.
#[test]
fn the_german_words_fit_the_game() {
    let factory = plateau_core::StaticFactory::<Gipf>::new();
    let variants = ["basic", "standard", "tournament"].map(|v| serde_json::json!({"version": v}));
    // Declining rows with an empty reserve, a run whose GIPF-pieces all go, the ply cap:
    // rare or never in random games.
    let rare = [
        "decline the rows (reserve empty: loses)",
        "keep none",
        "ply cap reached (not a rule)",
        "Game over",
        "no GIPF-piece left",
        "last GIPF-piece captured",
        "end turn",
    ];
    plateau_tests::words::check_words(&factory, &variants, 4, &rare).unwrap();
}
