//! The search behind `go`: runs on its own thread, reports progress as `info` lines and ends
//! with the best move.
//!
//! Progress is reported honestly, from what the agents expose:
//! - alpha-beta agents are driven by iterative deepening here: one depth-limited search per
//!   depth (1, 2, ...) through a bound agent, which keeps its transposition table between
//!   the iterations, with one `info` line per finished iteration;
//! - every other agent (MCTS, the named levels, random) runs as one search, and its single
//!   `info` line carries the final statistics of that search.
//!
//! The time and node limits of `go` cover the whole search, all iterations together.

use std::fmt::Write as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use plateau_core::GameSession;
use plateau_core::ai::{
    AlphaBetaSpec, DEFAULT_DEPTH, Hint, Limits, MAX_DEPTH, SeatSpec, SessionAgent, bounds,
};

use super::command::GoParams;

/// What the search thread tells the protocol loop.
#[derive(Clone, Debug, PartialEq)]
pub enum SearchReport {
    /// A progress line, already formatted (`info ...`).
    Info(String),
    /// The search is over: the best move in notation, or why there is none.
    Done(Result<String, String>),
}

/// A search running on its thread.
pub struct RunningSearch {
    stop: Arc<AtomicBool>,
    handle: Option<JoinHandle<()>>,
    infinite: bool,
}

impl RunningSearch {
    /// Starts searching `session`'s position with the agent `spec` within `params`; every
    /// report goes to `report`, the last one being [`SearchReport::Done`]. Fails at once
    /// (without a thread) when the agent cannot play here.
    pub fn start(
        session: &dyn GameSession,
        spec: &SeatSpec,
        params: GoParams,
        report: impl Fn(SearchReport) + Send + 'static,
    ) -> Result<Self, String> {
        if session.outcome().is_some() {
            return Err("the game is over".to_owned());
        }
        let spec = &replace_budget(spec, params);
        let agent = session.bind_agent(spec).map_err(|e| e.to_string())?;
        // Iterative deepening is the engine's own, for the alpha-beta kind it knows, unless
        // the search may run on several threads: one depth at a time would keep it on one.
        let typed = spec.to_spec().ok();
        let deepening = typed
            .as_ref()
            .and_then(|s| s.downcast::<AlphaBetaSpec>())
            .filter(|_| effective_limits(params).parallelism() == 1)
            .map(|ab| max_depth(ab, params));
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let handle = thread::spawn(move || {
            let mut agent = agent;
            let best = match deepening {
                Some(depth) => iterative_deepening(agent.as_mut(), params, depth, &flag, &report),
                None => single_search(agent.as_mut(), params, &flag, &report),
            };
            report(SearchReport::Done(best.map(|h| h.notation).ok_or_else(|| no_move(agent.as_ref()))));
        });
        Ok(Self { stop, handle: Some(handle), infinite: params.infinite })
    }

    /// Asks the search to end soon; it then reports its best move as usual.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// True for `go infinite`, which only `stop` ends.
    pub fn is_infinite(&self) -> bool {
        self.infinite
    }

    /// Waits for the thread to end (after its `Done`, or after [`RunningSearch::stop`]).
    pub fn join(mut self) {
        if let Some(handle) = self.handle.take() {
            // A panic inside an agent is a bug there; the engine itself carries on.
            let _ = handle.join();
        }
    }
}

/// The agent `go` runs: `spec`, or, when the line gives a time (`go time MS`, `go infinite`)
/// or a node count (`go nodes N`), the same agent with that budget instead of its own node,
/// iteration or time budget: what the line asks for is what is searched, and every limit on
/// the line applies (the first reached ends the search). Specs that cannot be given such a
/// budget (none of the searching kinds) keep their own, which then applies as well.
fn replace_budget(spec: &SeatSpec, params: GoParams) -> SeatSpec {
    let time =
        if params.infinite { Some(Duration::from_millis(bounds::MAX_TIME_MS)) } else { params.limits.time };
    let ms = time.map(bounds::time_ms);
    let spec = ms.and_then(|ms| spec.timed(ms)).unwrap_or_else(|| spec.clone());
    // A node limit on the line replaces the agent's own budget as well; a time on the line
    // still applies, as a limit of the call.
    params.limits.nodes.and_then(|n| spec.with_nodes(n)).unwrap_or(spec)
}

/// The limits of one call for `go infinite`: a day, so long that only `stop` (or the agent's
/// own budget) ends the search, and a time so that it may use every thread offered.
fn effective_limits(params: GoParams) -> Limits {
    if params.infinite {
        Limits { time: Some(Duration::from_millis(bounds::MAX_TIME_MS)), ..params.limits }
    } else {
        params.limits
    }
}

/// The deepest iteration for an alpha-beta spec: the depth of `go`, else the spec's, else
/// as deep as the time or node budget allows, else the agent's default.
fn max_depth(spec: &AlphaBetaSpec, params: GoParams) -> u32 {
    let budgeted = params.infinite || params.limits.time.is_some() || params.limits.nodes.is_some();
    let depth =
        params.limits.depth.or(spec.depth).unwrap_or(if budgeted { MAX_DEPTH } else { DEFAULT_DEPTH });
    depth.clamp(1, MAX_DEPTH)
}

fn iterative_deepening(
    agent: &mut dyn SessionAgent,
    params: GoParams,
    max_depth: u32,
    stop: &AtomicBool,
    report: &impl Fn(SearchReport),
) -> Option<Hint> {
    let start = Instant::now();
    let limits = effective_limits(params);
    let mut nodes = 0u64;
    let mut best: Option<Hint> = None;
    for depth in 1..=max_depth {
        let time = limits.time.map(|t| t.saturating_sub(start.elapsed()));
        let node_budget = limits.nodes.map(|n| n.saturating_sub(nodes));
        let spent = time == Some(Duration::ZERO) || node_budget == Some(0) || stop.load(Ordering::Relaxed);
        if spent && best.is_some() {
            break;
        }
        let Some(hint) =
            agent.hint(&Limits { time, nodes: node_budget, depth: Some(depth), ..Limits::NONE }, stop)
        else {
            break;
        };
        nodes = nodes.saturating_add(hint.nodes);
        report(SearchReport::Info(info_line(&hint, hint.depth, nodes, start.elapsed())));
        // A search that ended short of its depth was cut by the budget or proved the result;
        // a deeper iteration cannot tell more.
        let finished = hint.proven.is_some() || hint.depth < depth;
        best = Some(hint);
        if finished {
            break;
        }
    }
    best
}

fn single_search(
    agent: &mut dyn SessionAgent,
    params: GoParams,
    stop: &AtomicBool,
    report: &impl Fn(SearchReport),
) -> Option<Hint> {
    let start = Instant::now();
    let hint = agent.hint(&effective_limits(params), stop)?;
    report(SearchReport::Info(info_line(&hint, hint.depth, hint.nodes, start.elapsed())));
    Some(hint)
}

/// Why a search gave no move: the agent's failure when it failed (a plugin's agent out of
/// memory in its sandbox, say), on one line.
fn no_move(agent: &dyn SessionAgent) -> String {
    match agent.fault() {
        Some(reason) => format!("the agent failed: {}", super::one_line(&reason)),
        None => "the agent found no move".to_owned(),
    }
}

/// `info depth D nodes N time MS [value V] [proven R] [share S] pv M1 M2 ...`.
fn info_line(hint: &Hint, depth: u32, nodes: u64, elapsed: Duration) -> String {
    let mut line = format!("info depth {depth} nodes {nodes} time {}", elapsed.as_millis());
    if let Some(value) = hint.value {
        let _ = write!(line, " value {value:.3}");
    }
    if let Some(proven) = hint.proven {
        let _ = write!(line, " proven {}", format!("{proven:?}").to_ascii_lowercase());
    }
    if let Some(share) = hint.share {
        let _ = write!(line, " share {share:.3}");
    }
    line.push_str(" pv");
    for mv in &hint.pv {
        line.push(' ');
        line.push_str(mv);
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_asks_for_its_time_and_it_is_no_share_of_a_game_clock() {
        // A game's agent may cut a clock share short (DVONN's placements do); an analysis
        // asked for a time, or to run until stopped, must get all of it.
        let asked = [
            GoParams { limits: Limits::time(Duration::from_secs(1)), infinite: false },
            GoParams { limits: Limits::NONE, infinite: true },
        ];
        for params in asked {
            let limits = effective_limits(params);
            assert!(limits.time.is_some(), "{params:?}");
            assert!(!limits.from_clock, "{params:?}");
        }
    }
}
