//! `plateau match`: N games between agents on one rule set, on all cores, with a progress
//! bar. Prints a wins/draws/losses table and, for two agents, the Elo difference with its
//! 95% interval; with `--json` the last line is exactly
//! `{"games":N,"draws":D,"wins":{"<seat spec as given>":n,...}}`. With `--sprt` two agents
//! play game pairs until a sequential test decides which hypothesis holds (see
//! [`plateau_core::ai::sprt`]); the JSON then has an `"sprt"` object too.

use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::Context as _;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use plateau_core::ai::arena::{Entrant, GameRecord, MatchConfig, MatchProgress, MatchReport, run_match};
use plateau_core::ai::move_watch::MoveWatch;
use plateau_core::ai::parse::parse_seats;
use plateau_core::ai::sprt::{Sprt, SprtSpec, Verdict};
use plateau_core::ai::{Limits, bounds};
use plateau_core::{GameFactory, options, plural};

use super::numbers;
use super::watched::watched;
use crate::registry;

#[derive(Debug, Args)]
pub struct MatchArgs {
    /// Game id (see `plateau games`).
    #[arg(long, short)]
    pub game: String,
    /// A rule option as key=value; repeatable.
    #[arg(long = "option", short = 'o', value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// One agent per seat, comma separated, in seat order of the first game: human-free
    /// specs such as random, easy, medium, hard, expert, mcts:iterations=20000,
    /// alphabeta:depth=6 (settings after a colon, comma separated), or a spec in JSON such
    /// as {"type":"phased",...}.
    #[arg(long, value_name = "SPECS")]
    pub seats: String,
    /// Number of games. Seats swap every other game (rotate with three players). With
    /// --sprt, the most games to play, rounded up to an even number (whole pairs).
    #[arg(long, default_value_t = 100, allow_negative_numbers = true, value_parser = numbers::whole::<u32>(1, numbers::MAX_GAMES))]
    pub games: u32,
    /// Seed from which every game's agent seeds derive.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads, each playing its own games; 0 uses every core.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true, value_parser = numbers::whole::<usize>(0, numbers::MAX_THREADS))]
    pub threads: usize,
    /// Threads of one search: with --move-time (or a seat's own time per move), agents that
    /// search in parallel use up to this many; a seat's own "threads" setting caps it. Give
    /// --threads 1 with it, or the games running side by side take each other's cores.
    #[arg(long, default_value_t = 1, value_name = "N", allow_negative_numbers = true, value_parser = numbers::whole::<u32>(1, numbers::MAX_THREADS))]
    pub search_threads: u32,
    /// A game still running after this many moves stops and counts as a draw.
    #[arg(long, default_value_t = 10_000, allow_negative_numbers = true, value_parser = numbers::whole::<u32>(1, numbers::MAX_MOVES))]
    pub max_moves: u32,
    /// Moves played at random before the agents take over; every seating of one rotation
    /// gets the same opening. Makes matches between deterministic agents (alpha-beta)
    /// meaningful.
    #[arg(long, default_value_t = 0, value_name = "MOVES", allow_negative_numbers = true, value_parser = numbers::whole::<u32>(0, numbers::MAX_RANDOM_MOVES))]
    pub random_opening: u32,
    /// Extra limit per move for every agent: MCTS iterations or alpha-beta nodes.
    #[arg(long, allow_negative_numbers = true, value_parser = numbers::whole::<u64>(1, bounds::MAX_NODES))]
    pub nodes: Option<u64>,
    /// Extra limit per move for every agent: search depth in plies.
    #[arg(long, allow_negative_numbers = true, value_parser = numbers::whole::<u32>(1, numbers::MAX_SEARCH_DEPTH))]
    pub depth: Option<u32>,
    /// Extra limit per move for every agent, in seconds (results then depend on the
    /// machine and its load; node and depth limits do not).
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true, value_parser = numbers::seconds)]
    pub move_time: Option<Duration>,
    /// Give up on an agent whose move has not come after this long (it is asked to stop,
    /// then the match ends with an error). Default: its time per move plus 5 s, or 300 s
    /// for budgets in iterations, nodes or depth.
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true, value_parser = numbers::seconds)]
    pub move_timeout: Option<Duration>,
    /// Stop when a sequential probability ratio test decides between two Elo differences
    /// of the first agent over the second, on game pairs with one opening and swapped
    /// seats: elo0=0,elo1=20[,alpha=0.05,beta=0.05]. Two agents only.
    #[arg(long, value_name = "SPEC")]
    pub sprt: Option<SprtSpec>,
    /// End with the summary as one line of JSON.
    #[arg(long)]
    pub json: bool,
}

pub fn run(games: &[Box<dyn GameFactory>], args: &MatchArgs) -> anyhow::Result<ExitCode> {
    let factory = &games[registry::find(games, &args.game)?];
    let options = options::from_pairs(&args.options)?;
    let session = factory.create(&options).with_context(|| format!("game '{}'", args.game))?;
    let entrants: Vec<Entrant> =
        parse_seats(&args.seats)?.into_iter().map(|(name, spec)| Entrant::new(name, spec)).collect();
    if args.sprt.is_some() && (entrants.len() != 2 || session.info().player_count() != 2) {
        anyhow::bail!(
            "--sprt compares two agents on a two-player game; '{}' has {} and --seats names {}",
            args.game,
            plural(session.info().player_count(), "player"),
            plural(entrants.len(), "agent")
        );
    }
    let time = args.move_time;
    let watch = Arc::new(MoveWatch::new(args.move_timeout));
    let config = MatchConfig {
        // A test counts whole pairs only, so an odd last game would be wasted.
        games: if args.sprt.is_some() { args.games.next_multiple_of(2) } else { args.games },
        seed: args.seed,
        // A time per move is asked for each move, not a share of a game clock.
        limits: Limits {
            time,
            nodes: args.nodes,
            depth: args.depth,
            threads: Some(args.search_threads),
            from_clock: false,
            lines: None,
        },
        threads: args.threads,
        max_moves: args.max_moves,
        opening: args.random_opening,
        watch: Some(Arc::clone(&watch)),
        ..MatchConfig::new(entrants)
    };

    // The bar draws on stderr, so with --json stdout holds only the report.
    let progress = ProgressBar::new(u64::from(config.games)).with_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {elapsed} (eta {eta}) {msg}")
            .expect("valid progress template"),
    );
    let stop = Arc::new(AtomicBool::new(false));
    let test = args.sprt.map(|spec| Mutex::new(PairedTest::new(spec, config.games)));
    // The games are played on threads of their own, so that a move that never comes (a
    // plugin's AI in an endless loop) can be given up on here.
    let game_id = session.info().id.clone();
    let work = {
        let (stop, progress) = (Arc::clone(&stop), progress.clone());
        move || {
            let on_game = |done: MatchProgress<'_>| {
                progress.inc(1);
                if let Some(test) = &test {
                    let mut test = test.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                    if test.record(done.record) {
                        stop.store(true, Ordering::Relaxed);
                    }
                    progress.set_message(test.progress_message());
                }
            };
            let result = run_match(session.as_ref(), &config, &stop, &on_game);
            (session, result, test)
        }
    };
    let played = watched(&watch, &stop, work)?;
    progress.finish_and_clear();
    let (session, result, test) = played.map_err(|late| anyhow::anyhow!(late.message(&game_id)))?;
    let mut report = result?;
    let test = test.map(|t| t.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner));
    if let Some(test) = &test {
        report = test.counted_report(&report);
    }

    let info = session.info();
    outln!("game: {} {}", crate::engine::one_line(&info.id), session.options());
    match args.random_opening {
        0 => outln!("games: {}, seed {}", report.games, args.seed),
        n => outln!("games: {}, seed {}, random opening of {}", report.games, args.seed, plural(n, "move")),
    }
    outln!("{}", report.table());
    if let Some(line) = report.elo_line() {
        outln!("{line}");
    }
    if let Some(test) = &test {
        outln!("{}", test.summary_line());
    }
    if args.json {
        let summary = report.summary_json();
        if let Some(test) = &test {
            // The summary is one JSON object; the test's object goes in before its final
            // brace, so the keys before it stay exactly as they are without --sprt.
            let open = summary.strip_suffix('}').expect("the summary is a JSON object");
            outln!("{open},\"sprt\":{}}}", test.json());
        } else {
            outln!("{summary}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The sequential test of a two-agent match, fed game by game from the worker threads.
/// Games 2k and 2k+1 share their opening and swap seats; they form pair k. Pairs are
/// counted strictly in order (pair k only once pairs 0..k are in), so where the test stops
/// depends on the games' results alone, never on which thread finished first.
struct PairedTest {
    sprt: Sprt,
    /// Every finished game so far, by game number.
    games: Vec<Option<GameRecord>>,
    /// Pairs counted by the test.
    pairs: usize,
    /// The verdict once the test stopped counting.
    verdict: Verdict,
}

impl PairedTest {
    fn new(spec: SprtSpec, games: u32) -> Self {
        Self {
            sprt: Sprt::new(spec),
            games: vec![None; games as usize],
            pairs: 0,
            verdict: Verdict::Continue,
        }
    }

    /// Notes a finished game and counts the pairs it completes; true once the test has
    /// decided (the match should stop).
    fn record(&mut self, record: &GameRecord) -> bool {
        if let Some(slot) = self.games.get_mut(record.index as usize) {
            *slot = Some(record.clone());
        }
        while self.verdict == Verdict::Continue {
            let (Some(Some(first)), Some(Some(second))) =
                (self.games.get(2 * self.pairs), self.games.get(2 * self.pairs + 1))
            else {
                break;
            };
            self.sprt.add_pair(half_points_of_first_entrant(first) + half_points_of_first_entrant(second));
            self.pairs += 1;
            self.verdict = self.sprt.verdict();
        }
        self.verdict != Verdict::Continue
    }

    /// `LLR 1.23 (-2.94, 2.94)` for the progress bar.
    fn progress_message(&self) -> String {
        let spec = self.sprt.spec();
        format!("LLR {:.2} ({:.2}, {:.2})", self.sprt.llr(), spec.lower_bound(), spec.upper_bound())
    }

    /// The match totals of the games the test counted. Once the test decides, games of
    /// later pairs may already have finished (the threads run ahead), and a pair may be
    /// half played; those are left out so that the table, the Elo line and the JSON
    /// describe exactly the games behind the verdict.
    fn counted_report(&self, full: &MatchReport) -> MatchReport {
        let counted = 2 * self.pairs as u32;
        let records: Vec<GameRecord> = full.records.iter().filter(|r| r.index < counted).cloned().collect();
        MatchReport::tally(full.names.clone(), full.seats.clone(), records, full.cancelled)
    }

    /// `SPRT elo0=0 elo1=20 alpha=0.05 beta=0.05: H1 accepted after 34 pairs (LLR 2.97,
    /// bounds -2.94 .. 2.94); pairs 0/0.5/1/1.5/2: 1 3 10 12 8`.
    fn summary_line(&self) -> String {
        let spec = self.sprt.spec();
        let outcome = match self.verdict {
            Verdict::AcceptH1 => format!("H1 accepted after {}", plural(self.pairs, "pair")),
            Verdict::AcceptH0 => format!("H0 accepted after {}", plural(self.pairs, "pair")),
            Verdict::Continue => format!("inconclusive after the maximum of {} games", self.games.len()),
        };
        let counts: Vec<String> = self.sprt.pentanomial().iter().map(u64::to_string).collect();
        format!(
            "SPRT {spec}: {outcome} (LLR {:.2}, bounds {:.2} .. {:.2}); pairs 0/0.5/1/1.5/2: {}",
            self.sprt.llr(),
            spec.lower_bound(),
            spec.upper_bound(),
            counts.join(" ")
        )
    }

    /// `{"verdict":"h1","llr":..,"lower":..,"upper":..,"pairs":N,"pentanomial":[..]}`.
    fn json(&self) -> serde_json::Value {
        let spec = self.sprt.spec();
        let verdict = match self.verdict {
            Verdict::AcceptH1 => "h1",
            Verdict::AcceptH0 => "h0",
            Verdict::Continue => "inconclusive",
        };
        serde_json::json!({
            "verdict": verdict,
            "llr": self.sprt.llr(),
            "lower": spec.lower_bound(),
            "upper": spec.upper_bound(),
            "pairs": self.pairs,
            "pentanomial": self.sprt.pentanomial(),
        })
    }
}

/// The first entrant's score in one game, in half points: 2 for a win, 1 for a draw or an
/// unfinished game (as the match table counts it), 0 for a loss.
fn half_points_of_first_entrant(record: &GameRecord) -> usize {
    match record.winner {
        Some(0) => 2,
        Some(_) => 0,
        None => 1,
    }
}
