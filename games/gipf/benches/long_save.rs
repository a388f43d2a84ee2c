//! Loading a very long save: GIPF has no move limit, so a crafted save can hold tens of
//! thousands of moves, and loading replays every one through the rules. This builds a legal
//! GIPF Basic game of 20,000 moves (a greedy generator that keeps both reserves as full as it
//! can, so the game does not end), writes it as a save, and times reading and replaying it.
//! Replay is linear: the figure should stay well under a second.

use std::time::Instant;

use plateau_core::ai::SeatSpec;
use plateau_core::save::SaveFile;
use plateau_core::{Game, GameSession, Player, Rng, Session, StaticFactory, ToMove};
use plateau_gipf::{Gipf, GipfMove, GipfOptions, GipfState, Version};

const TARGET_MOVES: usize = 20_000;

/// Times the generator may step back from a dead end before it settles for what it has.
const MAX_RETREATS: u32 = 10_000;

/// Plies the generator looks ahead beyond each candidate move.
const LOOKAHEAD: u32 = 1;

/// How long a position looks likely to last: first the pieces each player still owns (lost
/// pieces never come back), then the lower reserve (a player with an empty reserve loses),
/// then both reserves together.
fn staying_power(s: &GipfState) -> (u32, u8, u8) {
    let owned = |p: Player| u32::from(s.reserve(p)) + s.on_board(p);
    let (white, black) = (s.reserve(Player::WHITE), s.reserve(Player::BLACK));
    (owned(Player::WHITE).min(owned(Player::BLACK)), white.min(black), white + black)
}

/// The best staying power the player to move in `state` can reach with one move, with the
/// next player cooperating for one more move; `None` if every move ends the game.
fn lookahead(
    game: &Gipf,
    state: &GipfState,
    depth: u32,
    buffer: &mut Vec<Vec<GipfMove>>,
) -> Option<(u32, u8, u8)> {
    let mut moves = buffer.pop().unwrap_or_default();
    game.legal_moves(state, &mut moves);
    let mut best = None;
    for &mv in &moves {
        let mut next = state.clone();
        game.play_unchecked(&mut next, mv);
        if game.outcome(&next).is_some() {
            continue;
        }
        let value =
            if depth > 1 { lookahead(game, &next, depth - 1, buffer) } else { Some(staying_power(&next)) };
        best = best.max(value);
    }
    buffer.push(moves);
    best
}

/// The longest game the generator finds up to `target` moves: the players cooperate to keep
/// the game going, each move chosen by a two-ply look-ahead that keeps the reserves as full
/// as it can (a player whose reserve runs dry loses); among equals it repeats the mover's
/// previous move, so a player keeps pushing into one line until a row of four there returns
/// its pieces; remaining ties are broken at random. Where every move would end the game it
/// steps back a random stretch of moves and goes on from there.
fn long_game(game: &Gipf, target: usize, seed: u64) -> Session<Gipf> {
    let mut rng = Rng::new(seed);
    let mut session = Session::new(game.clone());
    let mut moves = Vec::new();
    let mut buffer = Vec::new();
    let mut last_push = [u32::MAX; 2];
    let mut retreats = 0;
    while session.cursor() < target {
        let ToMove::Player(player) = game.to_move(session.state()) else { break };
        game.legal_moves(session.state(), &mut moves);
        let best = moves
            .iter()
            .filter_map(|&mv| {
                let mut next = session.state().clone();
                game.play_unchecked(&mut next, mv);
                if game.outcome(&next).is_some() {
                    return None;
                }
                let value = lookahead(game, &next, LOOKAHEAD, &mut buffer)?;
                let repeat = game.move_id(mv) == last_push[player.index()];
                Some((value, repeat, rng.below(1 << 16), mv))
            })
            .max_by_key(|&(value, repeat, tie, _)| (value, repeat, tie));
        let Some((_, _, _, mv)) = best else {
            // Every move ends the game: step back a random stretch and try other ties.
            retreats += 1;
            if retreats > MAX_RETREATS {
                break;
            }
            let back = 20 + rng.below(200);
            session.seek(session.cursor().saturating_sub(back));
            continue;
        };
        last_push[player.index()] = game.move_id(mv);
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
    let seats = vec![SeatSpec::human(), SeatSpec::human()];
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
