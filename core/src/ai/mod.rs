//! Agents: anything that picks moves. Specs are data ([`AgentSpec`], serialised with typetag
//! in save and match files); agents are the generic machines built from them.

mod agent;
mod limits;
mod random;

pub use agent::{Agent, AgentSpec, HumanSpec, RandomSpec, build_agent};
pub use limits::Limits;
pub use random::RandomAgent;
