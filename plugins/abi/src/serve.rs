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
use crate::protocol::{AgentRequest, FactoryRequest, Refusal, Response, SessionRequest};

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

fn answer(response: &Response) -> Result<Vec<u8>, Failure> {
    serde_json::to_vec(response).map_err(|e| Failure::BadRequest(format!("answer cannot be written: {e}")))
}

/// Answers a factory request.
pub(crate) fn factory_request(factory: &dyn GameFactory, request: Option<&[u8]>) -> Result<Vec<u8>, Failure> {
    let FactoryRequest::Info = parse(request)?;
    answer(&Response::Info(factory.info().clone()))
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
    request: SessionRequest,
    stop: &AtomicBool,
) -> Result<Vec<u8>, Failure> {
    let refuse = |e: plateau_core::MoveError| Refusal::from(&e);
    let response = match request {
        SessionRequest::Info => Response::Info(session.info().clone()),
        SessionRequest::Options => Response::Options(session.options()),
        SessionRequest::Phase => Response::Text(session.phase()),
        SessionRequest::Notation { id } => Response::Text(session.notation(id).map_err(refuse)?),
        SessionRequest::MoveInput { id } => Response::MoveInput(session.move_input(id).map_err(refuse)?),
        SessionRequest::ParseMove { text } => {
            Response::Move(Some(session.parse_move(&text).map_err(refuse)?))
        }
        SessionRequest::PlayNotation { text } => {
            Response::Moves(session.play_notation(&text).map_err(refuse)?)
        }
        SessionRequest::History => Response::Lines(session.history()),
        SessionRequest::HistoryMovers => Response::Movers(session.history_movers()),
        SessionRequest::BoardView => Response::BoardView(session.board_view()),
        SessionRequest::Outcome => Response::Outcome(session.outcome()),
        SessionRequest::Scores => Response::Scores(session.scores()),
        SessionRequest::Perft { depth } => Response::Count(session.perft(depth)),
        SessionRequest::RandomPlayouts { seed, count, max_plies } => {
            Response::Playouts(session.random_playouts(seed, count, max_plies).into())
        }
        // The session reads the seat with this plugin's registry of agent kinds.
        SessionRequest::Think { spec, limits } => Response::Move(session.think(&spec, &limits, stop)),
        SessionRequest::Hint { spec, limits } => Response::Hint(session.hint(&spec, &limits, stop)),
        SessionRequest::CheckSeat { spec } => {
            session.check_seat(&spec).map_err(|e| Refusal::from(&e))?;
            Response::Done
        }
        SessionRequest::Evaluate => Response::Evaluation(session.evaluate()),
        SessionRequest::SearchSpeed { budget, seed } => {
            Response::SearchSpeed(session.search_speed(budget, seed))
        }
        SessionRequest::Snapshot => Response::Snapshot(Box::new(session.snapshot())),
    };
    answer(&response)
}

/// Binds an agent built from a seat spec (JSON) to the session's position.
pub(crate) fn bind_agent(session: &SessionBox, spec: Option<&[u8]>) -> Result<AgentBox, Failure> {
    let seat: SeatSpec = parse(spec)?;
    Ok(session.bind_agent(&seat).map_err(|e| Refusal::from(&e))?)
}

/// Answers an agent request (read with [`parse`] first).
pub(crate) fn agent_request(
    agent: &mut AgentBox,
    request: &AgentRequest,
    stop: &AtomicBool,
) -> Result<Vec<u8>, Failure> {
    let response = match request {
        AgentRequest::Select { limits } => Response::Move(agent.select(limits, stop)),
        AgentRequest::Hint { limits } => Response::Hint(agent.hint(limits, stop)),
        AgentRequest::Play { id } => {
            agent.play(*id).map_err(|e| Refusal::from(&e))?;
            Response::Done
        }
    };
    answer(&response)
}
