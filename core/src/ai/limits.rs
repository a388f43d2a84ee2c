//! Search budgets.

use std::time::Duration;

use serde::{Deserialize, Serialize};

/// The most a seat spec may ask for. Specs arrive from save files, JSON on the command line
/// and the engine protocol, so every number in one is bounded here, by what a desktop
/// survives: no spec can make the program allocate tens of gigabytes or think for years.
/// [`super::AgentSpec::validate`] checks them; [`super::build_agent`] refuses what fails.
pub mod bounds {
    /// Largest transposition table or search tree, in MiB (4 GiB).
    pub const MAX_MEMORY_MB: u32 = 4_096;
    /// Most MCTS iterations or alpha-beta nodes per move (hours of search at today's speeds).
    pub const MAX_NODES: u64 = 10_000_000_000;
    /// Longest thinking time per move, in milliseconds (one day).
    pub const MAX_TIME_MS: u64 = 86_400_000;
    /// Longest MCTS playout or cut-off, in plies.
    pub const MAX_PLAYOUT_PLIES: u32 = 1_000_000;
    /// Longest name of a human seat, in characters.
    pub const MAX_NAME_CHARS: usize = 200;
    /// Most search threads (more than any desktop has cores).
    pub const MAX_THREADS: u32 = 1_024;

    /// `time` as a spec's `time_ms`: whole milliseconds, at least 1 and at most
    /// [`MAX_TIME_MS`], so any duration a caller holds becomes a valid setting.
    pub fn time_ms(time: std::time::Duration) -> u64 {
        u64::try_from(time.as_millis()).unwrap_or(u64::MAX).clamp(1, MAX_TIME_MS)
    }

    /// Checks an optional thread count of a spec, naming the field.
    pub fn check_threads(threads: Option<u32>) -> Result<(), String> {
        match threads {
            Some(t) if t == 0 || t > MAX_THREADS => {
                Err(format!("threads must be between 1 and {MAX_THREADS}, not {t}"))
            }
            _ => Ok(()),
        }
    }

    /// Checks an optional per-move budget against its bound, naming the field.
    pub fn check_budget(field: &str, value: Option<u64>, max: u64) -> Result<(), String> {
        match value {
            Some(v) if v == 0 || v > max => Err(format!("{field} must be between 1 and {max}, not {v}")),
            _ => Ok(()),
        }
    }
}

/// How much an agent may think. Every limit that is set applies; the first one reached
/// stops the search. With none set, an agent uses its own default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Limits {
    /// Wall-clock time (never used by tests, which use the other two).
    pub time: Option<Duration>,
    /// Iterations (MCTS) or nodes (alpha-beta).
    pub nodes: Option<u64>,
    /// Search depth in plies.
    pub depth: Option<u32>,
    /// Most threads the search may use (the caller's cores); `None` is one. Only a search
    /// bounded by time alone uses more (see [`Limits::parallelism`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub threads: Option<u32>,
    /// The time is this move's share of a game clock (a timed game in the app, the CodeCup),
    /// not a time asked for this one search (`go time`, `go infinite`, a seat's time per
    /// move). A game's agent may spend less of a share where longer searches are known not
    /// to play better; a search asked for a time is given all of it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub from_clock: bool,
    /// Lines wanted besides the best (analysis mode's list): an alpha-beta search that is
    /// asked for them scores that many other root moves after its answer, on a budget of
    /// their own, so the answer and its figure stay those of the same search without them.
    /// MCTS reports every root move anyway. `None`: the best alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lines: Option<u32>,
}

impl Limits {
    /// No limit at all: the agent decides.
    pub const NONE: Self =
        Self { time: None, nodes: None, depth: None, threads: None, from_clock: false, lines: None };

    /// Only an iteration or node budget.
    pub const fn nodes(nodes: u64) -> Self {
        Self { nodes: Some(nodes), ..Self::NONE }
    }

    /// These limits, asking for `lines` scored moves besides the best (see
    /// [`Limits::lines`]).
    #[must_use]
    pub const fn with_lines(mut self, lines: u32) -> Self {
        self.lines = Some(lines);
        self
    }

    /// Only a depth limit.
    pub const fn depth(depth: u32) -> Self {
        Self { depth: Some(depth), ..Self::NONE }
    }

    /// Only a thinking time.
    pub const fn time(time: Duration) -> Self {
        Self { time: Some(time), ..Self::NONE }
    }

    /// `time`, this move's share of a game clock (see [`Limits::from_clock`]).
    pub const fn clock_share(time: Duration) -> Self {
        Self { time: Some(time), from_clock: true, ..Self::NONE }
    }

    /// These limits with at most `threads` threads.
    #[must_use]
    pub const fn with_threads(self, threads: u32) -> Self {
        Self { threads: Some(threads), ..self }
    }

    /// How many threads a search under these limits runs: [`Limits::threads`] when the
    /// search is bounded by time alone, else one. Several threads share their work through
    /// timing, so a node, iteration or depth budget searched by them would give a different
    /// move from run to run; levels promise the same move on every machine, so budgets like
    /// theirs stay on one thread. Inside a WebAssembly plugin there are no threads: always
    /// one.
    pub fn parallelism(&self) -> usize {
        if cfg!(target_arch = "wasm32") {
            return 1;
        }
        let timed_only = self.time.is_some() && self.nodes.is_none() && self.depth.is_none();
        if timed_only { self.threads.map_or(1, |t| t.max(1) as usize) } else { 1 }
    }

    /// Both sets of limits at once: for each kind, the tighter of the two (a limit set in only
    /// one of them is kept). This is how an agent's own budget and the caller's combine.
    #[must_use]
    pub fn and(&self, other: &Self) -> Self {
        fn tighter<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
            match (a, b) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            }
        }
        Self {
            time: tighter(self.time, other.time),
            nodes: tighter(self.nodes, other.nodes),
            depth: tighter(self.depth, other.depth),
            threads: tighter(self.threads, other.threads),
            from_clock: self.from_clock || other.from_clock,
            lines: self.lines.max(other.lines),
        }
    }

    /// True when no limit is set.
    pub fn is_unbounded(&self) -> bool {
        self.time.is_none() && self.nodes.is_none() && self.depth.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_duration_becomes_a_valid_time_setting() {
        assert_eq!(bounds::time_ms(Duration::from_millis(1500)), 1500);
        assert_eq!(bounds::time_ms(Duration::ZERO), 1);
        assert_eq!(bounds::time_ms(Duration::MAX), bounds::MAX_TIME_MS);
    }

    #[test]
    fn combining_keeps_the_tighter_of_each_limit() {
        let agent = Limits {
            time: Some(Duration::from_secs(5)),
            nodes: Some(1000),
            depth: None,
            threads: Some(1),
            from_clock: false,
            lines: None,
        };
        let caller =
            Limits { depth: Some(4), threads: Some(8), ..Limits::clock_share(Duration::from_secs(1)) };
        let both = agent.and(&caller);
        assert_eq!(
            both,
            Limits {
                time: Some(Duration::from_secs(1)),
                nodes: Some(1000),
                depth: Some(4),
                threads: Some(1),
                from_clock: true,
                lines: None,
            }
        );
        assert_eq!(both, caller.and(&agent));
        assert!(Limits::NONE.is_unbounded());
        assert!(!Limits::depth(0).is_unbounded());
    }

    #[test]
    fn only_searches_bounded_by_time_alone_run_in_parallel() {
        let second = Duration::from_secs(1);
        assert_eq!(Limits::time(second).with_threads(4).parallelism(), 4);
        assert_eq!(Limits::time(second).parallelism(), 1, "one thread unless more are offered");
        assert_eq!(Limits::time(second).with_threads(0).parallelism(), 1);
        let budgets = [Limits::nodes(1000), Limits::depth(6)];
        for budget in budgets {
            assert_eq!(budget.and(&Limits::time(second)).with_threads(4).parallelism(), 1, "{budget:?}");
        }
        assert_eq!(Limits::NONE.with_threads(4).parallelism(), 1, "no time: the agent's own budget");
    }

    #[test]
    fn a_clock_share_survives_serialization_and_older_limits_read_as_asked_for() {
        let share = Limits::clock_share(Duration::from_millis(40)).with_threads(2);
        let json = serde_json::to_string(&share).unwrap();
        assert_eq!(serde_json::from_str::<Limits>(&json).unwrap(), share);
        let asked = Limits::time(Duration::from_millis(40));
        let json = serde_json::to_string(&asked).unwrap();
        assert!(!json.contains("from_clock"), "{json}");
        assert_eq!(serde_json::from_str::<Limits>(&json).unwrap(), asked);
        assert!(Limits::NONE.and(&share).from_clock, "a share stays one when combined");
    }
}
