//! Sessions, history and saves on real games: random games replay through save/load, and
//! play/undo/redo/seek agree with a naive model (proptest).

use plateau_core::save::SaveFile;
use plateau_core::{GameFactory, GameSession, Rng, StaticFactory};
use proptest::prelude::*;
use serde_json::json;

fn factories() -> Vec<(Box<dyn GameFactory>, Vec<serde_json::Value>)> {
    vec![
        (Box::new(StaticFactory::<plateau_dvonn::Dvonn>::new()), vec![json!({})]),
        (
            Box::new(StaticFactory::<plateau_gipf::Gipf>::new()),
            vec![
                json!({"version": "basic"}),
                json!({"version": "standard"}),
                json!({"version": "tournament", "ply_cap": 800}),
            ],
        ),
        (
            Box::new(StaticFactory::<plateau_knightline::KnightLine>::new()),
            vec![
                json!({}),
                json!({"players": 3}),
                json!({"players": 2, "grey": "wildcard"}),
                json!({"players": 3, "grey": "blocker"}),
            ],
        ),
    ]
}

fn random_game(session: &mut dyn GameSession, rng: &mut Rng, max: usize) {
    for _ in 0..max {
        let moves = session.legal_moves();
        if moves.is_empty() {
            break;
        }
        session.play(moves[rng.below(moves.len())]).unwrap();
    }
}

#[test]
fn random_games_survive_save_and_load() {
    let mut rng = Rng::new(11);
    for (factory, variants) in factories() {
        for options in variants {
            for round in 0..20 {
                let mut session = factory.create(&options).unwrap();
                random_game(session.as_mut(), &mut rng, 400);
                let back = rng.below(session.cursor() + 1);
                for _ in 0..back {
                    session.undo();
                }
                let seats =
                    (0..session.info().player_count()).map(|_| plateau_core::ai::SeatSpec::human()).collect();
                let text = SaveFile::capture(session.as_ref(), seats).to_json();
                let restored = SaveFile::from_json(&text).unwrap().restore(factory.as_ref()).unwrap();
                let id = &factory.info().id;
                assert_eq!(restored.history(), session.history(), "{id} round {round}");
                assert_eq!(restored.cursor(), session.cursor(), "{id} round {round}");
                assert_eq!(restored.hash(), session.hash(), "{id} round {round}");
                assert_eq!(restored.board_view(), session.board_view(), "{id} round {round}");
            }
        }
    }
}

#[derive(Clone, Debug)]
enum Op {
    Play(usize),
    Undo,
    Redo,
    Seek(usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0usize..1000).prop_map(Op::Play),
        1 => Just(Op::Undo),
        1 => Just(Op::Redo),
        1 => (0usize..120).prop_map(Op::Seek),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A DVONN session under random play/undo/redo/seek always shows the replay of the moves
    /// before its cursor, and a save of it restores to the same place.
    #[test]
    fn dvonn_history_matches_its_replay(ops in prop::collection::vec(op(), 1..150)) {
        let factory = StaticFactory::<plateau_dvonn::Dvonn>::new();
        let mut session = factory.create(&json!({})).unwrap();
        let mut line: Vec<String> = Vec::new();
        let mut cursor = 0usize;
        for op in ops {
            match op {
                Op::Play(k) => {
                    let moves = session.legal_moves();
                    if moves.is_empty() { continue; }
                    let id = moves[k % moves.len()];
                    let text = session.notation(id).unwrap();
                    session.play(id).unwrap();
                    line.truncate(cursor);
                    line.push(text);
                    cursor += 1;
                }
                Op::Undo => { prop_assert_eq!(session.undo(), cursor > 0); cursor = cursor.saturating_sub(1); }
                Op::Redo => { let can = cursor < line.len(); prop_assert_eq!(session.redo(), can); if can { cursor += 1; } }
                Op::Seek(i) => { let can = i <= line.len(); prop_assert_eq!(session.seek(i), can); if can { cursor = i; } }
            }
            prop_assert_eq!(session.history(), line.clone());
            prop_assert_eq!(session.cursor(), cursor);
        }
        let mut replay = factory.create(&json!({})).unwrap();
        for text in &line[..cursor] { replay.play_notation(text).unwrap(); }
        prop_assert_eq!(replay.hash(), session.hash());
        prop_assert_eq!(replay.board_view().cells, session.board_view().cells);
    }
}

/// `Game::play_unchecked` may panic on an illegal move, so every move from outside enters through a
/// session, whose `play` checks it with `try_play`: any id at all, on any reachable state,
/// is either one of the legal moves and played, or refused with the session untouched.
#[test]
fn sessions_refuse_any_illegal_move_id_without_panicking() {
    let mut rng = Rng::new(29);
    for (factory, variants) in factories() {
        for options in variants {
            for round in 0..8 {
                let mut session = factory.create(&options).unwrap();
                let plies = rng.below(120);
                random_game(session.as_mut(), &mut rng, plies);
                let legal = session.legal_moves();
                let before = (session.hash(), session.cursor(), session.history());
                let probes = (0..400u32).chain((0..200).map(|_| rng.below(1 << 20) as u32)).chain([u32::MAX]);
                for id in probes {
                    let mut probe = session.clone_box();
                    let played = probe.play(id).is_ok();
                    assert_eq!(
                        played,
                        legal.contains(&id),
                        "{options} round {round}: id {id} played: {played}"
                    );
                    if !played {
                        assert_eq!(
                            (probe.hash(), probe.cursor(), probe.history()),
                            before,
                            "{options}: id {id}"
                        );
                    }
                }
            }
        }
    }
}
