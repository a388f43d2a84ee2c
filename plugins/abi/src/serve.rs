//! What a plugin does for each call of the seam, whatever carries the call: the native C
//! table ([`crate::export`]) and the WebAssembly exports (`crate::guest`) both unpack their
//! arguments and hand them here, so the two tiers answer exactly alike.

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::AtomicBool;

use plateau_core::ai::{SeatSpec, SessionAgent};
use plateau_core::{GameFactory, GameSession};
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::abi::{STATUS_BAD_REQUEST, STATUS_PANICKED, STATUS_REFUSED};
use crate::protocol::request::{self as ask, AgentHint, AgentPlay, DefaultInfo, Select};
use crate::protocol::{Incoming, IncomingError, Refusal, Request};

/// A game in progress, as a plugin keeps it.
pub(crate) type SessionBox = Box<dyn GameSession>;
/// An agent bound to a game in progress, as a plugin keeps it.
pub(crate) type AgentBox = Box<dyn SessionAgent>;

/// Why a call failed, before it becomes a status and an error text.
pub(crate) enum Failure {
    /// The game said no: an ordinary answer.
    Refused(Refusal),
    /// The request made no sense.
    BadRequest(String),
}

impl From<Refusal> for Failure {
    fn from(refusal: Refusal) -> Self {
        Self::Refused(refusal)
    }
}

/// A failed call as the host sees it: a status and its text.
pub(crate) struct Failed {
    pub status: u32,
    pub text: Vec<u8>,
}

fn panic_text(payload: &(dyn Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        (*text).to_owned()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "a panic without a message".to_owned()
    }
}

/// Runs `body`, catching panics (where panics unwind), and turns a failure into its status
/// and text.
pub(crate) fn guarded<T>(body: impl FnOnce() -> Result<T, Failure>) -> Result<T, Failed> {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(Failure::Refused(refusal))) => Err(Failed {
            status: STATUS_REFUSED,
            text: serde_json::to_vec(&refusal).unwrap_or_else(|e| e.to_string().into_bytes()),
        }),
        Ok(Err(Failure::BadRequest(reason))) => {
            Err(Failed { status: STATUS_BAD_REQUEST, text: reason.into_bytes() })
        }
        Err(payload) => {
            Err(Failed { status: STATUS_PANICKED, text: panic_text(payload.as_ref()).into_bytes() })
        }
    }
}

/// `bytes` as JSON of type `T`; no bytes at all read as JSON `null`.
pub(crate) fn parse<T: DeserializeOwned>(bytes: Option<&[u8]>) -> Result<T, Failure> {
    serde_json::from_slice(bytes.unwrap_or(b"null"))
        .map_err(|e| Failure::BadRequest(format!("request is not valid here: {e}")))
}

impl From<IncomingError> for Failure {
    fn from(error: IncomingError) -> Self {
        Self::BadRequest(error.to_string())
    }
}

/// Answers `incoming` as `R` with `answer`; the answer's type is `R`'s.
fn reply<R: Request>(
    incoming: Incoming,
    answer: impl FnOnce(R) -> Result<R::Answer, Failure>,
) -> Result<Vec<u8>, Failure> {
    incoming.answer(answer)?
}

/// Answers a factory request.
pub(crate) fn factory_request(factory: &dyn GameFactory, request: Option<&[u8]>) -> Result<Vec<u8>, Failure> {
    let incoming: Incoming = parse(request)?;
    match incoming.name() {
        DefaultInfo::NAME => reply(incoming, |DefaultInfo| Ok(factory.info().clone())),
        _ => Err(incoming.unknown().into()),
    }
}

/// A new session for the options given as JSON.
pub(crate) fn new_session(factory: &dyn GameFactory, options: Option<&[u8]>) -> Result<SessionBox, Failure> {
    let options: Value = parse(options)?;
    Ok(factory.create(&options).map_err(|e| Refusal::from(&e))?)
}

/// Plays move `id`.
pub(crate) fn play(session: &mut SessionBox, id: u32) -> Result<(), Failure> {
    Ok(session.play(id).map_err(|e| Refusal::from(&e))?)
}

/// Moves the cursor to `index`; whether it did.
pub(crate) fn seek(session: &mut SessionBox, index: u64) -> bool {
    usize::try_from(index).is_ok_and(|index| session.seek(index))
}

/// The seat to move, or [`crate::abi::TERMINAL`].
pub(crate) fn to_move(session: &SessionBox) -> u32 {
    session.to_move().player().map_or(crate::abi::TERMINAL, |p| p.index() as u32)
}

/// Answers a session request (read with [`parse`] first: a request that makes no sense is
/// refused before the session is looked at).
pub(crate) fn session_request(
    session: &mut SessionBox,
    incoming: Incoming,
    stop: &AtomicBool,
) -> Result<Vec<u8>, Failure> {
    let refuse = |e: plateau_core::MoveError| Failure::Refused(Refusal::from(&e));
    match incoming.name() {
        ask::Info::NAME => reply(incoming, |ask::Info| Ok(session.info().clone())),
        ask::Options::NAME => reply(incoming, |ask::Options| Ok(session.options())),
        ask::Phase::NAME => reply(incoming, |ask::Phase| Ok(session.phase())),
        ask::Notation::NAME => reply(incoming, |r: ask::Notation| session.notation(r.id).map_err(refuse)),
        ask::MoveInput::NAME => reply(incoming, |r: ask::MoveInput| session.move_input(r.id).map_err(refuse)),
        ask::ParseMove::NAME => {
            reply(incoming, |r: ask::ParseMove| session.parse_move(&r.text).map_err(refuse))
        }
        ask::PlayNotation::NAME => {
            reply(incoming, |r: ask::PlayNotation| session.play_notation(&r.text).map_err(refuse))
        }
        ask::History::NAME => reply(incoming, |ask::History| Ok(session.history())),
        ask::HistoryMovers::NAME => reply(incoming, |ask::HistoryMovers| Ok(session.history_movers())),
        ask::BoardView::NAME => reply(incoming, |ask::BoardView| Ok(session.board_view())),
        ask::Outcome::NAME => reply(incoming, |ask::Outcome| Ok(session.outcome())),
        ask::Scores::NAME => reply(incoming, |ask::Scores| Ok(session.scores())),
        ask::Perft::NAME => reply(incoming, |r: ask::Perft| Ok(session.perft(r.depth))),
        ask::RandomPlayouts::NAME => reply(incoming, |r: ask::RandomPlayouts| {
            Ok(session.random_playouts(r.seed, r.count, r.max_plies).into())
        }),
        // The session reads the seat with this plugin's registry of agent kinds.
        ask::Think::NAME => reply(incoming, |r: ask::Think| Ok(session.think(&r.spec, &r.limits, stop))),
        ask::Hint::NAME => reply(incoming, |r: ask::Hint| Ok(session.hint(&r.spec, &r.limits, stop))),
        ask::CheckSeat::NAME => reply(incoming, |r: ask::CheckSeat| {
            session.check_seat(&r.spec).map_err(|e| Failure::Refused(Refusal::from(&e)))
        }),
        ask::Evaluate::NAME => reply(incoming, |ask::Evaluate| Ok(session.evaluate())),
        ask::SearchSpeed::NAME => {
            reply(incoming, |r: ask::SearchSpeed| Ok(session.search_speed(r.budget, r.seed)))
        }
        ask::Snapshot::NAME => reply(incoming, |ask::Snapshot| Ok(session.snapshot())),
        _ => Err(incoming.unknown().into()),
    }
}

/// Binds an agent built from a seat spec (JSON) to the session's position.
pub(crate) fn bind_agent(session: &SessionBox, spec: Option<&[u8]>) -> Result<AgentBox, Failure> {
    let seat: SeatSpec = parse(spec)?;
    Ok(session.bind_agent(&seat).map_err(|e| Refusal::from(&e))?)
}

/// Answers an agent request (read with [`parse`] first).
pub(crate) fn agent_request(
    agent: &mut AgentBox,
    incoming: Incoming,
    stop: &AtomicBool,
) -> Result<Vec<u8>, Failure> {
    match incoming.name() {
        Select::NAME => reply(incoming, |r: Select| Ok(agent.select(&r.limits, stop))),
        AgentHint::NAME => reply(incoming, |r: AgentHint| Ok(agent.hint(&r.limits, stop))),
        AgentPlay::NAME => {
            reply(incoming, |r: AgentPlay| agent.play(r.id).map_err(|e| Failure::Refused(Refusal::from(&e))))
        }
        _ => Err(incoming.unknown().into()),
    }
}
