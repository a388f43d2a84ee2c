//! [`GameAi`]: what a game may tell the shared AI about itself.

use super::{Agent, AgentSpec, Level, NeutralEvaluator, PlayoutPolicy, UniformPolicy};
use crate::{Game, Player};

/// The AI hooks of a game. Every one has a generic default, so `impl GameAi for MyGame {}` is
/// enough to play against the shared AI; overriding them is how a game tunes its AI.
pub trait GameAi: Game {
    /// The heuristic the searches use where they stop short of the end of the game: at
    /// alpha-beta's depth horizon and at the MCTS playout cut-off. The default
    /// ([`NeutralEvaluator`]) judges every position even, which makes a cut-off playout count
    /// as a draw; games override it with their own evaluator.
    fn evaluator(&self) -> Box<dyn Evaluator<Self>> {
        Box::new(NeutralEvaluator)
    }

    /// How MCTS playouts pick moves. The default ([`UniformPolicy`]) picks uniformly at
    /// random; a game can bias playouts towards sensible moves.
    fn playout_policy(&self) -> Box<dyn PlayoutPolicy<Self>> {
        Box::new(UniformPolicy)
    }

    /// What a named level means for this game and these options. The default is
    /// [`Level::default_spec`] (MCTS with growing iteration budgets). The returned spec must
    /// not itself be a level (building such an agent fails with a clear error).
    fn level_spec(&self, level: Level) -> Box<dyn AgentSpec> {
        level.default_spec()
    }

    /// Builds a game-specific agent from a spec the shared AI does not know (a game crate's
    /// own `AgentSpec` type), or `None` to let [`super::build_agent`] report it unknown.
    /// Called before the shared agents are tried.
    fn custom_agent(&self, _spec: &dyn AgentSpec) -> Option<Box<dyn Agent<Self>>> {
        None
    }

    /// Whether a search's judgement of `state` can be compared with its judgement of the
    /// position after the next move, where another seat is to move. A judge that rates
    /// whoever is to move too high (or too low) by a margin that the search cannot even
    /// out gives figures that swing from move to move; a fall in a seat's chance across
    /// such a move says nothing about the move, so reviews make no remark there. The
    /// default is true; a game returns false for the phases where its own searches were
    /// measured to swing.
    fn steady_judgement(&self, _state: &Self::State) -> bool {
        true
    }
}

/// A heuristic judgement of non-terminal states, used by search to cut playouts and depth.
pub trait Evaluator<G: Game>: Send + Sync {
    /// How good `state` looks for `player`, in `[-1, 1]` (1: sure win, -1: sure loss).
    /// Must be fast: it runs at every leaf of a search.
    fn evaluate(&self, game: &G, state: &G::State, player: Player) -> f32;
}
