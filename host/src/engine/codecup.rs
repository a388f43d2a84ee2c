//! The CodeCup 2011 DVONN referee protocol.
//!
//! One token per line both ways; stdout carries nothing but our moves, diagnostics go to
//! stderr. The first line is `Start` when we are White, otherwise it is White's first
//! placement and we are Black. Then the referee forwards each of the opponent's moves
//! (`D2`, `I1J2`, `PASS`) and we answer with ours, in the same upper-case form without a
//! hyphen. Whoever has no move sends `PASS` (and only then). After White's 49th placement
//! White moves again, so either side may send two lines in a row; the turn order comes
//! from the rules, not from counting lines. `Quit` may arrive at any time and ends the
//! program with exit code 0, as does the end of input.
//!
//! Lines the rules reject are reported on stderr and ignored: the referee is trusted to
//! judge, and the engine keeps itself consistent by never applying them. Thinking time is
//! planned by [`ThinkingClock`] and measured from reading the opponent's move to writing
//! ours.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail};
use plateau_core::ai::{Limits, SeatSpec, SessionAgent, bounds, parse::parse_seat};
use plateau_core::{BoardView, GameFactory, GameSession, ToMove};

use super::clock::{ThinkingClock, Turn};
use super::input::{Input, read_input};
use crate::registry;

/// Settings of a CodeCup game.
#[derive(Clone, Debug, PartialEq)]
pub struct CodecupConfig {
    /// Own thinking time for the whole game.
    pub budget: Duration,
    /// The AI as a seat spec (`expert`, `mcts:iterations=500`, ...); the time plan caps it.
    pub level: String,
    /// Moves played before the protocol starts, in either form (`D2 I1J2` or `d2 i1-j2`):
    /// a referee that varies the openings hands both programs the same first moves. The
    /// first token then says which side we are: `Start` for the side to move after them,
    /// else the opponent's move.
    pub opening: Vec<String>,
    /// Draws the game's first placement when we make it (White, no opening); see
    /// `first_placement`.
    pub seed: u64,
}

/// Legal moves on the empty board: one placement on each DVONN space.
const PLACEMENT_SPACES: usize = 49;

/// The game's first placement, when it is ours: a legal move drawn with `seed`, not searched.
///
/// Why: the first placement is a DVONN piece on an empty board, where no piece of either side
/// stands yet for the placement features to weigh; the search chose a1 or b1 by the timing
/// of its iterations. Two programs that play almost the same way every time
/// then meet in the same two or three positions game after game, and one of them, the DVONN
/// pieces on a1, h3 and k3, is one the movement evaluation plays badly: Plateau's White won
/// far less often there against PrimaDvonna than from random openings (docs/ai-strength-log.md,
/// "Closeness to the DVONN pieces, and a drawn first placement"). PrimaDvonna draws among
/// moves of equal value with a seed of its own for the same reason. A drawn first piece spreads the games over the openings
/// a program really meets.
fn first_placement(legal: &[u32], seed: u64) -> Option<u32> {
    // SplitMix64's finaliser: any seed, even 0 or a clock reading, gives a well-mixed draw.
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    let count = u64::try_from(legal.len()).ok().filter(|&n| n > 0)?;
    legal.get(usize::try_from(z % count).ok()?).copied()
}

/// The legal placements on the 25 interior spaces: where the first DVONN piece is drawn. The
/// search holds the DVONN pieces inside too ([`plateau_dvonn::DvonnSearchSpec::dvonn_inside`]
/// says why); a drawn piece on the edge would undo that for the first of them. The session's
/// move ids are DVONN's own ([`plateau_dvonn::Move::id`]), so each is read back directly.
fn interior_placements(session: &dyn GameSession) -> Vec<u32> {
    use plateau_dvonn::Move;
    let inside = |id: u32| matches!(Move::from_id(id), Some(Move::Place(cell)) if !cell.is_edge());
    session.legal_moves().into_iter().filter(|&id| inside(id)).collect()
}

/// The seat as it plays on the game clock. A level (`expert`) names a strength, and in the
/// app its node budget is what makes it play the same on every machine; here the clock is
/// the budget, so a level with no budget of its own thinks by the clock alone (left with its
/// node budget, Expert stopped at 2M nodes a move, well inside a 20 s game's plan, and
/// played no better with 20 s than with 5). A seat given a budget of its own
/// (`mcts:iterations=300`, `expert:nodes=N`) keeps it, the clock's plan capping it as well.
fn clocked(seat: SeatSpec, budget: Duration) -> SeatSpec {
    let own_budget = ["nodes", "time_ms"].iter().any(|field| seat.json().get(field).is_some());
    if seat.kind() != "level" || own_budget {
        return seat;
    }
    seat.timed(bounds::time_ms(budget)).unwrap_or(seat)
}

/// The game as both sides see it: the session judges moves, the agent keeps its search.
struct Game {
    session: Box<dyn GameSession>,
    agent: Box<dyn SessionAgent>,
}

impl Game {
    /// Plays one referee token for the side to move, if the rules allow it.
    fn apply(&mut self, token: &str) -> Result<(), String> {
        if token.split_whitespace().count() != 1 {
            return Err("expected one move per line".to_owned());
        }
        let id = self.session.parse_move(token).map_err(|e| e.to_string())?;
        self.play(id)
    }

    fn play(&mut self, id: u32) -> Result<(), String> {
        self.session.play(id).map_err(|e| e.to_string())?;
        self.agent.play(id).map_err(|e| format!("the agent lost track of the game: {e}"))
    }
}

/// What the next line from the referee means.
enum Heard {
    /// A non-empty token.
    Token(String, Instant),
    /// `Quit` or the end of input: the program ends.
    End,
}

/// Reads lines until a token, `Quit` or the end; blank and overlong lines are skipped.
fn hear(input: &mut impl BufRead) -> Heard {
    loop {
        match read_input(input) {
            Input::Eof => return Heard::End,
            Input::TooLong => eprintln!("codecup: ignoring an overlong line"),
            Input::Line(line) => {
                let token = line.trim();
                if token.eq_ignore_ascii_case("quit") {
                    return Heard::End;
                }
                if !token.is_empty() {
                    return Heard::Token(token.to_owned(), Instant::now());
                }
            }
        }
    }
}

/// How many own moves that need thinking are still to come in the movement phase on
/// `board`: half the stacks of at most five pieces (taller stacks seldom have a landing, and
/// every move takes one stack off the board), less the ten or so at the end that are forced
/// or proven and take no time. At least 2. About 14 at the first move; PrimaDvonna plans its
/// moves by the same count.
fn moves_to_come(board: &BoardView) -> u32 {
    let stacks = board.cells.iter().filter(|cell| (1..=5).contains(&cell.stack.len())).count() as u32;
    (stacks / 2).saturating_sub(10).max(2)
}

/// `c3-e5` → `C3E5`, `pass` → `PASS`: the referee's form of a canonical move.
fn codecup_form(notation: &str) -> String {
    notation.chars().filter(|&c| c != '-').map(|c| c.to_ascii_uppercase()).collect()
}

/// Plays one game of DVONN against the referee on `input`/`output`. Exits 0 on `Quit` or at
/// the end of input; fails only when the settings are unusable or `output` breaks.
pub fn run_codecup(
    games: &[Box<dyn GameFactory>],
    config: &CodecupConfig,
    input: &mut impl BufRead,
    output: &mut impl Write,
) -> anyhow::Result<ExitCode> {
    let factory = &games[registry::find(games, "dvonn")?];
    let session = factory.create(&serde_json::Value::Null)?;
    let spec = parse_seat(&config.level)?;
    if spec.is_human() {
        bail!("--level must name an AI, not '{}'", config.level);
    }
    let spec = clocked(spec, config.budget);
    let agent = session.bind_agent(&spec).with_context(|| format!("--level '{}'", config.level))?;
    let mut game = Game { session, agent };
    for (i, token) in config.opening.iter().enumerate() {
        if game.session.outcome().is_some() {
            bail!("--opening: the game is over before move {} '{}'", i + 1, printable(token));
        }
        game.apply(token).map_err(|e| {
            anyhow::anyhow!("--opening: move {} '{}': {}", i + 1, printable(token), super::one_line(&e))
        })?;
    }
    let mut clock = ThinkingClock::new(config.budget);
    let stop = AtomicBool::new(false);

    // The first token decides our colour: `Start` when we are to move (White, on an empty
    // board), or the move of the side to move when we are the other.
    let (us, mut turn_start) = loop {
        let ToMove::Player(mover) = game.session.to_move() else {
            return Ok(finish(&game, &clock));
        };
        match hear(input) {
            Heard::End => return Ok(finish(&game, &clock)),
            Heard::Token(token, at) if token.eq_ignore_ascii_case("start") => break (mover, Some(at)),
            Heard::Token(token, at) => match game.apply(&token) {
                Ok(()) => break (mover.opponent(), Some(at)),
                Err(e) => eprintln!("codecup: ignoring '{}': {}", printable(&token), super::one_line(&e)),
            },
        }
    };
    eprintln!("codecup: playing {}", super::one_line(game.session.info().player_name(us)));
    // The first placement of the game is drawn, not searched, when it is ours (we start on an
    // empty board).
    let mut draw_first = game.session.legal_moves().len() == PLACEMENT_SPACES;

    loop {
        match game.session.to_move() {
            ToMove::Player(p) if p == us => {
                let start = turn_start.take().unwrap_or_else(Instant::now);
                let turn = if game.session.phase() == "Placement" {
                    Turn::Placement
                } else {
                    Turn::Move { to_come: moves_to_come(&game.session.board_view()) }
                };
                let planned = clock.plan(turn);
                let limits = Limits::clock_share(planned);
                let drawn = std::mem::take(&mut draw_first)
                    .then(|| first_placement(&interior_placements(&*game.session), config.seed))
                    .flatten();
                if drawn.is_some() {
                    eprintln!("codecup: the first placement drawn with seed {}", config.seed);
                }
                // The hint is the search's answer with its statistics, logged below. An agent
                // that finds nothing in a live game would be a bug; any legal move keeps the
                // game going rather than forfeiting it.
                let hint = if drawn.is_some() { None } else { game.agent.hint(&limits, &stop) };
                let Some(id) = drawn
                    .or_else(|| hint.as_ref().map(|h| h.mv))
                    .or_else(|| game.session.legal_moves().first().copied())
                else {
                    bail!("no legal move in a game that is not over");
                };
                let notation = super::one_line(&game.session.notation(id).map_err(|e| one_line_error(&e))?);
                if let Err(e) = game.play(id) {
                    bail!("our own move {notation}: {}", super::one_line(&e));
                }
                writeln!(output, "{}", codecup_form(&notation))?;
                output.flush()?;
                let took = start.elapsed();
                clock.record(took);
                // Where the time goes and how deep it took the search, move by move, for
                // whoever tunes the plan or compares the search with the opponent's.
                let searched = hint.map_or_else(String::new, |h| {
                    let value = h.value.map_or_else(|| "-".to_owned(), |v| format!("{v:+.3}"));
                    format!(", depth {}, {} nodes, value {value}", h.depth, h.nodes)
                });
                eprintln!(
                    "codecup: {notation}: planned {} ms, took {} ms, {} ms used{searched}",
                    planned.as_millis(),
                    took.as_millis(),
                    clock.used().as_millis()
                );
            }
            _ => match hear(input) {
                Heard::End => return Ok(finish(&game, &clock)),
                Heard::Token(token, at) => {
                    if game.session.outcome().is_some() {
                        eprintln!("codecup: the game is over; ignoring '{}'", printable(&token));
                        continue;
                    }
                    match game.apply(&token) {
                        Ok(()) => turn_start = Some(at),
                        Err(e) => {
                            eprintln!("codecup: ignoring '{}': {}", printable(&token), super::one_line(&e));
                        }
                    }
                }
            },
        }
    }
}

/// Logs the thinking time and the result on stderr; the exit code is always success.
fn finish(game: &Game, clock: &ThinkingClock) -> ExitCode {
    let result = match game.session.outcome() {
        Some(outcome) => match outcome.winner() {
            Some(p) => format!(
                "{} wins, score {:?}",
                super::one_line(game.session.info().player_name(p)),
                outcome.score
            ),
            None => format!("draw, score {:?}", outcome.score),
        },
        None => "game not over".to_owned(),
    };
    eprintln!(
        "codecup: thinking time {} ms of {} ms; {result}",
        clock.used().as_millis(),
        clock.budget().as_millis()
    );
    ExitCode::SUCCESS
}

/// An error whose message may carry a plugin's text, as one line.
fn one_line_error(error: &impl std::fmt::Display) -> anyhow::Error {
    anyhow::anyhow!(super::one_line(&error.to_string()))
}

/// A token cut to a sensible length with control characters replaced, for diagnostics.
fn printable(token: &str) -> String {
    token.chars().take(40).map(|c| if c.is_control() { '?' } else { c }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_written_upper_case_without_hyphen() {
        assert_eq!(codecup_form("c3-e5"), "C3E5");
        assert_eq!(codecup_form("e3"), "E3");
        assert_eq!(codecup_form("pass"), "PASS");
    }

    #[test]
    fn the_moves_to_come_are_counted_from_the_stacks_that_can_still_move() {
        let mut session = after(&[]);
        // Fill the board: 49 single pieces, 24 own moves of which the last ten need no thought.
        while session.phase() == "Placement" {
            let first = session.legal_moves()[0];
            session.play(first).unwrap();
        }
        assert_eq!(moves_to_come(&session.board_view()), 14);
        let mut board = session.board_view();
        // Stacks taller than five are not counted; an emptied board still plans two.
        for cell in board.cells.iter_mut().take(20) {
            cell.stack = cell.stack.iter().cycle().take(6).copied().collect();
        }
        assert_eq!(moves_to_come(&board), 4);
        for cell in &mut board.cells {
            cell.stack.clear();
        }
        assert_eq!(moves_to_come(&board), 2);
    }

    /// Runs a CodeCup game of the Easy level after `opening` on `input`; the moves it wrote,
    /// or the error.
    fn run_after(opening: &[&str], input: &str) -> anyhow::Result<Vec<String>> {
        run_seeded(opening, input, 1)
    }

    /// [`run_after`] with the first placement's draw seeded by `seed`.
    fn run_seeded(opening: &[&str], input: &str, seed: u64) -> anyhow::Result<Vec<String>> {
        let config = CodecupConfig {
            budget: Duration::from_secs(5),
            level: "easy".to_owned(),
            opening: opening.iter().map(|m| (*m).to_owned()).collect(),
            seed,
        };
        let mut output = Vec::new();
        run_codecup(&registry::builtin(), &config, &mut input.as_bytes(), &mut output)?;
        Ok(String::from_utf8(output)?.lines().map(str::to_owned).collect())
    }

    /// The session after `moves`, to check what the engine wrote against the rules.
    fn after(moves: &[&str]) -> Box<dyn GameSession> {
        let games = registry::builtin();
        let mut session =
            games[registry::find(&games, "dvonn").unwrap()].create(&serde_json::Value::Null).unwrap();
        for mv in moves {
            let id = session.parse_move(mv).unwrap();
            session.play(id).unwrap();
        }
        session
    }

    #[test]
    fn the_first_placement_is_drawn_by_the_seed() {
        let first = |seed| run_seeded(&[], "Start\nQuit\n", seed).unwrap()[0].clone();
        assert_eq!(first(7), first(7));
        let drawn: std::collections::BTreeSet<String> = (0..40).map(first).collect();
        // 40 draws from the 25 interior spaces: about 20 distinct ones are expected.
        assert!(drawn.len() > 12, "{drawn:?}");
        for space in &drawn {
            assert!(after(&[]).parse_move(space).is_ok(), "{space}");
            let Ok(plateau_dvonn::Move::Place(cell)) = plateau_dvonn::parse_move(space) else {
                panic!("{space} is not a placement");
            };
            assert!(!cell.is_edge(), "{space} is on the edge");
        }
    }

    #[test]
    fn after_an_opening_start_goes_to_the_side_to_move() {
        // Three placements: Black is to move, and `Start` makes us Black.
        let opening = ["E3", "D2", "C3"];
        let written = run_after(&opening, "Start\nQuit\n").unwrap();
        assert_eq!(written.len(), 1, "{written:?}");
        let mut session = after(&opening);
        assert_eq!(session.to_move(), ToMove::Player(plateau_core::Player::BLACK));
        let id = session.parse_move(&written[0]).expect("a legal placement after the opening");
        session.play(id).unwrap();
    }

    #[test]
    fn after_an_opening_the_first_move_heard_is_the_side_to_moves() {
        // Black (to move after three placements) plays F3; we are White and answer.
        let opening = ["E3", "D2", "C3"];
        let written = run_after(&opening, "F3\nQuit\n").unwrap();
        assert_eq!(written.len(), 1, "{written:?}");
        let mut session = after(&["E3", "D2", "C3", "F3"]);
        assert_eq!(session.to_move(), ToMove::Player(plateau_core::Player::WHITE));
        let id = session.parse_move(&written[0]).expect("a legal placement for White");
        session.play(id).unwrap();
    }

    #[test]
    fn a_bad_opening_is_refused_naming_the_move() {
        let error = run_after(&["E3", "E3"], "Start\n").unwrap_err().to_string();
        assert!(error.contains("--opening: move 2 'E3'"), "{error}");
        let error = run_after(&["E3", "Z9"], "Start\n").unwrap_err().to_string();
        assert!(error.contains("move 2 'Z9'"), "{error}");
    }

    #[test]
    fn a_level_thinks_by_the_clock_and_a_budget_of_its_own_stays() {
        let five = Duration::from_secs(5);
        let expert = clocked(parse_seat("expert").unwrap(), five);
        assert_eq!(expert.json()["time_ms"], 5000, "{:?}", expert.json());
        assert!(expert.json().get("nodes").is_none());
        for own in ["expert:nodes=5000", "mcts:iterations=300", "alphabeta:depth=3"] {
            let seat = parse_seat(own).unwrap();
            assert_eq!(clocked(seat.clone(), five), seat, "{own}");
        }
    }
}
