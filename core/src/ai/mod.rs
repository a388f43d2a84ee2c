//! Agents: anything that picks moves. Specs are data ([`AgentSpec`], serialised with typetag
//! in save and match files); agents are the generic machines built from them.
//!
//! - Searches: [`MctsAgent`] (any number of players) and [`AlphaBetaAgent`] (two players; paranoid with more),
//!   both generic over [`crate::Game`] and tuned per game only through the AI hooks of
//!   `Game` (evaluator, playout policy, level table).
//! - Specs: `human`, `random`, `mcts`, `alphabeta`, `phased` (one agent per game phase),
//!   `level`; [`parse::parse_seat`] reads
//!   them from the command line and [`build_agent`] turns them into agents.
//! - [`SessionAgent`]: an agent bound to a game in progress, for non-generic callers.
//! - [`arena`]: the match runner; [`move_watch`]: the moves being thought about, for giving
//!   up on one that never comes; [`elo`]: rating differences; [`sprt`]: a sequential test
//!   of whether one agent is stronger than another.

mod agent;
mod alphabeta;
mod analysis;
pub mod arena;
mod budget;
pub mod deepening;
pub mod elo;
mod evaluator;
mod game_ai;
mod hint;
mod judgement;
mod level;
mod limits;
mod mcts;
pub mod move_watch;
pub mod parse;
mod phased;
mod policy;
mod random;
mod rewards;
pub mod score;
mod seat;
mod seat_spec;
mod speed;
pub mod sprt;
#[cfg(test)]
pub(crate) mod tests;

pub use agent::{Agent, AgentError, AgentSpec, HumanSpec, RandomSpec, SpecObject, build_agent};
pub use alphabeta::{AlphaBetaAgent, AlphaBetaSpec, Bound, DEFAULT_DEPTH, MAX_DEPTH};
pub use analysis::{Analysis, MoveStat, Proven};
pub use budget::Budget;
pub use evaluator::NeutralEvaluator;
pub use game_ai::{Evaluator, GameAi};
pub use hint::{Hint, MoveHint};
pub use judgement::{Cost, Judgement, chance, evaluator_chances};
pub use level::{Level, LevelSpec};
pub use limits::{Limits, bounds};
pub use mcts::{DEFAULT_ITERATIONS, MctsAgent, MctsSpec};
pub use phased::{PhasedAgent, PhasedSpec};
pub use policy::{PlayoutPolicy, UniformPolicy};
pub use random::RandomAgent;
pub use seat::SessionAgent;
pub use seat_spec::{SeatError, SeatSpec};
pub use speed::{SearchSpeed, measure as measure_speed, measure_by_thinking, per_second};

pub(crate) use rewards::Rewards;
pub(crate) use seat::{ThinkingSeat, TypedSeat};
