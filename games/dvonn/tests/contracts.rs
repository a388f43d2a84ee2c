//! The shared conformance suite on both end rules, with DVONN's own checks riding along: odd
//! moves to refuse, notation in any case, the board view, the pass's input and final scores.

use plateau_core::board::CellKind;
use plateau_core::{Game, GameView, MoveInput};
use plateau_dvonn::{Cell, Dvonn, DvonnOptions, DvonnState, EndRule, Move};
use plateau_tests::conformance::{Coverage, GameChecks, Suite};

fn cell(name: &str) -> Cell {
    Cell::parse(name).unwrap()
}

/// Moves that are legal in few or no states, so the refusal path sees every kind of move.
fn odd_moves() -> Vec<Move> {
    vec![
        Move::Pass,
        Move::Place(cell("e3")),
        Move::Place(cell("k5")),
        Move::Jump { from: cell("a1"), to: cell("a2") },
        Move::Jump { from: cell("e3"), to: cell("e4") },
        Move::Jump { from: cell("a3"), to: cell("k3") },
        Move::Jump { from: cell("c3"), to: cell("e5") },
        Move::Jump { from: cell("a1"), to: cell("k5") },
    ]
}

struct DvonnChecks;

impl GameChecks<Dvonn> for DvonnChecks {
    fn state(&mut self, game: &Dvonn, state: &DvonnState, moves: &[Move]) -> Result<(), String> {
        for &mv in moves {
            let upper = game.notation(state, mv).to_uppercase();
            if game.parse_move(state, &upper) != Ok(mv) {
                return Err(format!("'{upper}' does not read as {mv:?}"));
            }
        }
        // The view shows every space with its stack, plus 16 edge labels (11 files, 5 ranks).
        let view = game.board_view(state);
        let (spaces, labels): (Vec<_>, Vec<_>) =
            view.cells.iter().partition(|c| c.kind != CellKind::Decoration);
        if spaces.len() != 49 || labels.len() != 16 {
            return Err(format!("the view shows {} spaces and {} labels", spaces.len(), labels.len()));
        }
        if !labels.iter().all(|c| c.stack.is_empty() && Cell::from_coord(c.coord).is_none()) {
            return Err("an edge label sits on a space or holds pieces".into());
        }
        for c in spaces {
            let space = Cell::from_coord(c.coord).ok_or("a view cell that is no space")?;
            let height = state.height(space);
            if c.name != space.to_string() || c.stack.len() != height || c.badge.is_some() != (height >= 2) {
                return Err(format!("the view of {space} does not show its stack of {height}: {c:?}"));
            }
        }
        let pass_is_labelled = moves.iter().any(|&m| game.move_input(state, m) == MoveInput::label("pass"));
        if moves.contains(&Move::Pass) != pass_is_labelled {
            return Err("only the pass is made with the label 'pass'".into());
        }
        Ok(())
    }

    fn game(&mut self, game: &Dvonn, _: &DvonnState, _: &[Move], end: &DvonnState) -> Result<(), String> {
        let outcome = game.outcome(end).ok_or("the game did not end")?;
        let live: Vec<i64> = game.scores(end).per_player.iter().map(|f| f[0].value).collect();
        if outcome.score != live {
            return Err(format!("final scores {:?} are not the live figures {live:?}", outcome.score));
        }
        Ok(())
    }
}

/// Runs the suite with DVONN's checks on `games` random games; every one must end.
fn check_random_games(options: DvonnOptions, games: u64, seed: u64) -> Coverage {
    let game = Dvonn::new(options).unwrap();
    let mut suite = Suite::new(&game).with_odd_moves(odd_moves());
    // No cap: every DVONN game ends within 49 placements and 48 jumps, plus passes.
    suite.random_games(games, seed, u32::MAX, &mut DvonnChecks);
    let coverage = suite.coverage();
    assert_eq!(coverage.finished, games, "{options:?}: every game ends");
    assert!(coverage.refusals > 0, "{options:?}: no foreign move was refused: {coverage:?}");
    coverage
}

#[test]
fn random_games_keep_every_contract() {
    let coverage = check_random_games(DvonnOptions::default(), 2000, 1);
    assert!(coverage.passes > 0, "random games meet some forced passes: {coverage:?}");
}

#[test]
fn random_games_keep_every_contract_when_a_stuck_mover_ends_the_game() {
    let coverage = check_random_games(DvonnOptions { end: EndRule::MoverStuck }, 300, 2);
    assert_eq!(coverage.passes, 0, "a stuck mover ends the game instead of passing");
}

#[test]
fn equal_positions_reached_differently_are_equal_and_hash_equally() {
    let game = Dvonn::standard();
    let order_a: Vec<Cell> = Cell::all().collect();
    // Swap two white placements (plies 5 and 7) and two black ones (plies 4 and 6).
    let mut order_b = order_a.clone();
    order_b.swap(4, 6);
    order_b.swap(3, 5);
    let (mut a, mut b) = (game.initial_state(), game.initial_state());
    for (&x, &y) in order_a.iter().zip(&order_b) {
        game.play_unchecked(&mut a, Move::Place(x));
        game.play_unchecked(&mut b, Move::Place(y));
    }
    assert_eq!(a, b);
    assert_eq!(game.hash(&a), game.hash(&b));
    let mut moves = Vec::new();
    game.legal_moves(&a, &mut moves);
    let mv = moves[0];
    let (mut a2, mut b2) = (a, b);
    game.play_unchecked(&mut a2, mv);
    game.play_unchecked(&mut b2, mv);
    assert_eq!(a2, b2);
    assert_ne!(a, a2);
    assert_ne!(game.hash(&a), game.hash(&a2));
}

/// The German words cover every text DVONN shows and name no text it does not.
#[test]
fn the_german_words_fit_the_game() {
    let factory = plateau_core::StaticFactory::<Dvonn>::new();
    let variants = [serde_json::json!({}), serde_json::json!({"end": "mover-stuck"})];
    // A pass comes only when a player is stuck, which random games may not reach.
    plateau_tests::words::check_words(&factory, &variants, 6, &["pass"]).unwrap();
}
