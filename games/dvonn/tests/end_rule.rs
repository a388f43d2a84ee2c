//! The end-of-game option of rules.md §1.6 and D-6: `end=neither-can-move` (the rulebook and
//! the default: a player without a move passes) and `end=mover-stuck` (the game ends as soon
//! as the player to move has no move).

mod common;

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

use common::{legal, play, refusal};
use plateau_core::ai::{Level, LevelSpec, Limits, PlayoutPolicy, build_agent};
use plateau_core::options::{decode, encode, from_pairs};
use plateau_core::{Game, GameAi, GameFactory, OptionKind, Player, Rng, StaticFactory, ToMove, Verdict};
use plateau_dvonn::{Dvonn, DvonnOptions, DvonnPolicy, DvonnState, EndRule, Move};
use plateau_tests::conformance::check_random_games;

fn mover_stuck() -> Dvonn {
    Dvonn::new(DvonnOptions { end: EndRule::MoverStuck }).unwrap()
}

/// DV-5 of rules.md §1.10: White's only stack, e3, is surrounded; Black has 15 moves.
const WHITE_STUCK: [(&str, &str); 7] =
    [("e3", "W"), ("d3", "B"), ("f3", "B"), ("f4", "D"), ("e4", "B"), ("e2", "B"), ("d2", "B")];

#[test]
fn the_rulebook_passes_where_mover_stuck_ends_the_game() {
    let state = Dvonn::position(&WHITE_STUCK, Player::WHITE).unwrap();

    let rulebook = Dvonn::standard();
    assert_eq!(rulebook.to_move(&state), ToMove::Player(Player::WHITE));
    assert_eq!(legal(&rulebook, &state), ["pass"]);
    assert!(rulebook.outcome(&state).is_none());
    let mut after = state;
    play(&rulebook, &mut after, "pass");
    assert_eq!(legal(&rulebook, &after).len(), 15);

    let game = mover_stuck();
    assert_eq!(game.to_move(&state), ToMove::Terminal);
    assert!(legal(&game, &state).is_empty());
    let outcome = game.outcome(&state).expect("the player to move is stuck");
    assert_eq!(outcome.verdict, Verdict::Winner(Player::BLACK));
    assert_eq!(outcome.score, [1, 5], "e3 for White; d3, f3, e4, e2, d2 for Black");
    assert_eq!(outcome.reason, "the player to move cannot move");
    let live: Vec<i64> = game.scores(&state).per_player.iter().map(|f| f[0].value).collect();
    assert_eq!(outcome.score, live);
    assert_eq!(refusal(&game, &state, "pass"), "the game is over");
    assert_eq!(refusal(&game, &state, "e3-e4"), "the game is over");
    assert!(game.is_over(&state) && !rulebook.is_over(&state) && !state.is_over());

    // The evaluator and the playout policy follow the game's rule.
    let (evaluator, policy, mut rng, mut scratch) = (game.evaluator(), DvonnPolicy, Rng::new(3), Vec::new());
    // Exactly the result, not an estimate.
    assert!((evaluator.evaluate(&game, &state, Player::BLACK) - 1.0).abs() < f32::EPSILON);
    assert!((evaluator.evaluate(&game, &state, Player::WHITE) + 1.0).abs() < f32::EPSILON);
    let in_play = evaluator.evaluate(&rulebook, &state, Player::BLACK);
    assert!(in_play > -1.0 && in_play < 1.0, "{in_play}");
    assert_eq!(policy.pick(&game, &state, &mut rng), None);
    assert_eq!(policy.next_move(&game, &state, &mut scratch, &mut rng), None);
    assert_eq!(policy.next_move(&rulebook, &state, &mut scratch, &mut rng), Some(Move::Pass));
}

#[test]
fn the_variant_ends_right_after_the_move_that_leaves_the_opponent_stuck() {
    // DV-5 with one more Black stack, g3, whose move keeps e3 surrounded.
    let mut stacks = WHITE_STUCK.to_vec();
    stacks.push(("g3", "B"));
    let state = Dvonn::position(&stacks, Player::BLACK).unwrap();
    for game in [Dvonn::standard(), mover_stuck()] {
        let mut after = state;
        play(&game, &mut after, "g3-f3");
        if game.options().end == EndRule::MoverStuck {
            assert_eq!(game.to_move(&after), ToMove::Terminal);
            let outcome = game.outcome(&after).unwrap();
            assert_eq!((outcome.winner(), &outcome.score[..]), (Some(Player::BLACK), &[1, 6][..]));
        } else {
            assert_eq!(legal(&game, &after), ["pass"]);
        }
    }
}

#[test]
fn when_nobody_can_move_both_rules_agree() {
    // Black has no stack; White's single on e3 has no neighbour to land on.
    let state = Dvonn::position(&[("c3", "D"), ("e3", "W")], Player::BLACK).unwrap();
    for game in [Dvonn::standard(), mover_stuck()] {
        assert_eq!(game.to_move(&state), ToMove::Terminal);
        let outcome = game.outcome(&state).unwrap();
        assert_eq!(outcome.reason, "nobody can move");
        assert_eq!(outcome.score, [1, 0]);
        assert_eq!(refusal(&game, &state, "pass"), "the game is over");
    }
}

#[test]
fn the_option_reads_writes_and_refuses_like_every_other() {
    let pairs = from_pairs(&["end=mover-stuck"]).unwrap();
    let options = decode::<Dvonn>(&pairs).unwrap();
    assert_eq!(options, DvonnOptions { end: EndRule::MoverStuck });
    assert_eq!(encode::<Dvonn>(&options), pairs);
    let default = encode::<Dvonn>(&DvonnOptions::default());
    assert_eq!(default.to_string(), r#"{"end":"neither-can-move"}"#);
    assert_eq!(decode::<Dvonn>(&default).unwrap(), DvonnOptions::default());
    // Saves written before the option existed hold `{}`.
    let empty = from_pairs::<&str>(&[]).unwrap();
    assert_eq!(decode::<Dvonn>(&empty).unwrap(), DvonnOptions::default());

    let e = decode::<Dvonn>(&from_pairs(&["end=never"]).unwrap()).unwrap_err();
    assert!(e.0.contains("unknown variant `never`") && e.0.contains("`mover-stuck`"), "{e}");
    let e = decode::<Dvonn>(&from_pairs(&["ending=mover-stuck"]).unwrap()).unwrap_err();
    assert!(e.0.contains("unknown field `ending`"), "{e}");
}

#[test]
fn the_option_is_described_for_menus_as_it_is_read() {
    let game = Dvonn::standard();
    let [spec] = &game.info().options[..] else { panic!("one option: {:?}", game.info().options) };
    assert_eq!((spec.key.as_str(), spec.label.as_str()), ("end", "Game ends when"));
    let OptionKind::Choice { choices, default, labels } = &spec.kind else { panic!("{spec:?}") };
    assert_eq!(choices, &["neither-can-move", "mover-stuck"]);
    // Menus say it in words, never the values' codes.
    assert_eq!(labels, &["neither player can move", "the player to move cannot move"]);
    assert!(!spec.help.contains("neither-can-move"), "{}", spec.help);
    assert_eq!(default, EndRule::default().name());
    for (choice, rule) in choices.iter().zip(EndRule::ALL) {
        let options = decode::<Dvonn>(&from_pairs(&[format!("end={choice}")]).unwrap()).unwrap();
        assert_eq!(options.end, rule);
    }
    // The default is the rule every earlier version played, so the rules version stays.
    assert_eq!(game.info().rules_version, 1);
    assert_eq!(mover_stuck().info(), game.info());
}

/// The moves of a seeded random game under the rulebook, in notation, up to its first forced
/// pass (`None` if the game never passes).
fn line_to_first_pass(seed: u64) -> Option<Vec<String>> {
    let game = Dvonn::standard();
    let (mut state, mut rng, mut moves, mut line) =
        (game.initial_state(), Rng::new(seed), Vec::new(), Vec::new());
    loop {
        game.legal_moves(&state, &mut moves);
        match moves[..] {
            [] => return None,
            [Move::Pass] => return Some(line),
            _ => {}
        }
        let mv = moves[rng.below(moves.len())];
        line.push(game.notation(&state, mv));
        game.play_unchecked(&mut state, mv);
    }
}

#[test]
fn sessions_are_made_with_the_option() {
    let factory = StaticFactory::<Dvonn>::new();
    let line = (0..).find_map(line_to_first_pass).unwrap();
    let pairs = from_pairs(&["end=mover-stuck"]).unwrap();
    let mut variant = factory.create(&pairs).unwrap();
    assert_eq!(variant.options(), pairs);
    for text in &line {
        variant.play_notation(text).unwrap();
    }
    assert_eq!(variant.to_move(), ToMove::Terminal);
    assert!(variant.legal_moves().is_empty());
    assert_eq!(variant.outcome().unwrap().reason, "the player to move cannot move");

    let mut rulebook = factory.create(&from_pairs::<&str>(&[]).unwrap()).unwrap();
    assert_eq!(rulebook.options().to_string(), r#"{"end":"neither-can-move"}"#);
    for text in &line {
        rulebook.play_notation(text).unwrap();
    }
    assert!(matches!(rulebook.to_move(), ToMove::Player(_)));
    assert_eq!(rulebook.legal_moves(), [Dvonn::standard().move_id(Move::Pass)]);
    assert!(rulebook.outcome().is_none());

    assert!(factory.create(&from_pairs(&["end=sometimes"]).unwrap()).is_err());
}

#[test]
fn random_games_of_the_variant_keep_every_contract() {
    let coverage = check_random_games(&mover_stuck(), 400, 6, 1_000);
    assert_eq!(coverage.finished, coverage.games, "every game ends: {coverage:?}");
    assert_eq!(coverage.passes, 0, "nobody passes under mover-stuck: {coverage:?}");
    assert!(coverage.refusals > 0, "{coverage:?}");
}

/// The variant is the rulebook cut short: on the moves of a rulebook game it agrees at every
/// position until the first forced pass, and ends there, scored as the board stands.
#[test]
fn the_variant_is_the_rulebook_game_cut_at_its_first_pass() {
    let (rulebook, variant) = (Dvonn::standard(), mover_stuck());
    let (mut with_pass, mut changed) = (0, 0);
    let (mut moves, mut others) = (Vec::new(), Vec::new());
    for seed in 0..200 {
        let (mut state, mut rng, mut cut) = (rulebook.initial_state(), Rng::new(seed), None);
        loop {
            rulebook.legal_moves(&state, &mut moves);
            if cut.is_none() {
                variant.legal_moves(&state, &mut others);
                if moves == [Move::Pass] {
                    assert!(others.is_empty(), "seed {seed}");
                    let outcome = variant.outcome(&state).expect("the variant ends at the pass");
                    assert_eq!(outcome.reason, "the player to move cannot move");
                    cut = Some(outcome);
                } else {
                    assert_eq!(moves, others, "seed {seed}");
                    assert_eq!(rulebook.outcome(&state), variant.outcome(&state), "seed {seed}");
                }
            }
            if moves.is_empty() {
                break;
            }
            rulebook.play_unchecked(&mut state, moves[rng.below(moves.len())]);
        }
        if let Some(cut) = cut {
            with_pass += 1;
            changed += usize::from(cut.winner() != rulebook.outcome(&state).unwrap().winner());
        }
    }
    // On these seeds 90 of the 200 games reach a forced pass, and the cut changes the
    // result of 19 of them.
    assert!(with_pass > 0 && changed > 0, "{with_pass} games with a pass, {changed} results changed");
    assert!(changed <= with_pass);
}

/// The exact value of `state` for the side to act under `game`: 1 win, 0 draw, -1 loss.
fn solve(game: &Dvonn, state: &DvonnState, memo: &mut HashMap<DvonnState, i8>) -> i8 {
    if let Some(outcome) = game.outcome(state) {
        return match outcome.winner() {
            None => 0,
            Some(winner) if winner == state.turn() => 1,
            Some(_) => -1,
        };
    }
    if let Some(&value) = memo.get(state) {
        return value;
    }
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let value = moves
        .iter()
        .map(|&mv| {
            let mut next = *state;
            game.play_unchecked(&mut next, mv);
            let value = solve(game, &next, memo);
            if next.turn() == state.turn() { value } else { -value }
        })
        .max()
        .expect("a position in play has a move");
    memo.insert(*state, value);
    value
}

/// In small end-game positions of random games, alpha-beta (the Hard level) finds a winning
/// move under `mover-stuck` whenever one exists, and every level plays a legal move; one of
/// those positions is won under one rule and not the other.
#[test]
fn the_agents_play_the_variant_s_end_games_right() {
    let (rulebook, variant) = (Dvonn::standard(), mover_stuck());
    let (mut checked, mut differ) = (0, 0);
    let mut moves = Vec::new();
    for seed in 0..200 {
        if checked == 6 {
            break;
        }
        let (mut state, mut rng) = (variant.initial_state(), Rng::new(seed));
        while !variant.is_over(&state) {
            if !state.is_placement() && state.occupied_cells().count() <= 7 {
                let mut memo = HashMap::new();
                let value = solve(&variant, &state, &mut memo);
                differ += usize::from(value != solve(&rulebook, &state, &mut HashMap::new()));
                variant.legal_moves(&state, &mut moves);
                let winning: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|&mv| {
                        let mut next = state;
                        variant.play_unchecked(&mut next, mv);
                        let v = solve(&variant, &next, &mut memo);
                        (if next.turn() == state.turn() { v } else { -v }) == 1
                    })
                    .collect();
                for level in Level::ALL {
                    let spec = LevelSpec { seed: Some(seed), ..LevelSpec::new(level) };
                    let mut agent = build_agent(&variant, &spec).unwrap();
                    // Hard keeps its own budget; the others get a small one to keep the test quick.
                    let limits = if level == Level::Hard { Limits::NONE } else { Limits::nodes(2_000) };
                    let mv = agent.select(&variant, &state, &limits, &AtomicBool::new(false));
                    let mv = mv.unwrap_or_else(|| panic!("{level}: no move in {state:?}"));
                    assert!(moves.contains(&mv), "{level}: {mv} in {state:?}");
                    if level == Level::Hard && !winning.is_empty() && winning.len() < moves.len() {
                        assert!(winning.contains(&mv), "Hard: {mv} does not win in {state:?}: {winning:?}");
                        checked += 1;
                    }
                }
                break;
            }
            variant.legal_moves(&state, &mut moves);
            variant.play_unchecked(&mut state, moves[rng.below(moves.len())]);
        }
    }
    assert!(checked >= 3, "only {checked} positions with a choice between winning and not");
    assert!(differ > 0, "no position was valued differently under the two rules");
}
