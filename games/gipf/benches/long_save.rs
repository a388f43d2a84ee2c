//! Loading a very long save: GIPF has no move limit, so a crafted save can hold tens of
//! thousands of moves, and loading replays every one through the rules. This builds a legal
//! GIPF Basic game of 20,000 moves (a greedy generator that keeps both reserves as full as it
//! can, so the game does not end), writes it as a save, and times reading and replaying it.
//! Replay is linear: the figure should stay well under a second.

use std::time::Instant;

use plateau_core::ai::{AgentSpec, HumanSpec};
use plateau_core::save::SaveFile;
use plateau_core::{Game, GameSession, Player, Rng, Session, StaticFactory};
use plateau_gipf::{Gipf, GipfOptions, GipfState, Version};

const TARGET_MOVES: usize = 20_000;

/// The longest game the generator finds up to `target` moves: at every ply it plays, among
/// the moves that do not end the game, one that leaves the lower of the two reserves
/// highest (ties broken at random).
fn long_game(game: &Gipf, target: usize, seed: u64) -> Session<Gipf> {
    let mut rng = Rng::new(seed);
    let mut session = Session::new(game.clone());
    let mut moves = Vec::new();
    let reserves = |s: &GipfState| s.reserve(Player::WHITE).min(s.reserve(Player::BLACK));
    while session.timeline().moves().len() < target {
        game.legal_moves(session.state(), &mut moves);
        let best = moves
            .iter()
            .filter_map(|&mv| {
                let mut next = session.state().clone();
                game.play(&mut next, mv);
                game.outcome(&next).is_none().then(|| (reserves(&next), rng.below(1 << 16), mv))
            })
            .max_by_key(|&(reserve, tie, _)| (reserve, tie));
        let Some((_, _, mv)) = best else { break };
        session.play(game.move_id(mv)).expect("a generated move is legal");
    }
    session
}

fn main() {
    let game = Gipf::new(GipfOptions::version(Version::Basic)).expect("valid options");
    let started = Instant::now();
    let session = long_game(&game, TARGET_MOVES, 1);
    let moves = session.timeline().moves().len();
    println!(
        "generated a legal GIPF Basic game of {moves} moves in {:.2} s",
        started.elapsed().as_secs_f64()
    );
    let seats: Vec<Box<dyn AgentSpec>> = vec![Box::new(HumanSpec::default()), Box::new(HumanSpec::default())];
    let text = SaveFile::capture(&session, seats).to_json();
    println!("save file: {} bytes", text.len());

    let factory = StaticFactory::<Gipf>::new();
    let mut best = f64::INFINITY;
    for _ in 0..5 {
        let started = Instant::now();
        let save = SaveFile::from_json(&text).expect("the save reads");
        let restored = save.restore(&factory).expect("the save replays");
        let seconds = started.elapsed().as_secs_f64();
        assert_eq!(restored.cursor(), moves);
        assert_eq!(restored.hash(), session.hash());
        best = best.min(seconds);
    }
    println!(
        "load (parse + replay) of {moves} moves: {:.1} ms best of 5, {:.2} µs per move",
        best * 1e3,
        best * 1e6 / moves as f64
    );
}
