//! The cold paths of the seam: typed requests and their answers, and the refusals. Hot paths
//! (`legal_moves`, `play`, `hash`, ...) do not use this module (see
//! [`crate::abi::PluginTable`]).
//!
//! Every request is a type that implements [`Request`], which names its answer type. The host
//! sends `{"request": NAME, "params": ...}` and reads exactly `Request::Answer` back; the
//! plugin dispatches on the name and answers through the same type
//! ([`Incoming::answer`]), so the two sides cannot disagree on what a request returns and
//! neither has a table of answer kinds to keep in step.

mod refusal;
pub mod request;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use refusal::{Refusal, WireAgentError, WireMoveError};

/// Which kind of handle answers a request.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum Addressee {
    /// The game as a whole, before any session.
    Factory,
    /// A game in progress.
    Session,
    /// An agent bound to a game in progress.
    Agent,
}

/// A question to a plugin whose answer type is part of its type.
pub trait Request: Serialize + DeserializeOwned {
    /// What the plugin answers with [`crate::abi::STATUS_OK`].
    type Answer: Serialize + DeserializeOwned;
    /// Its name on the wire, unique among the requests of its addressee.
    const NAME: &'static str;
    /// Who answers it.
    const TO: Addressee;
    /// Whether answering may run a search: such a request gets a search's time limit and the
    /// stop flag, every other one a quick call's.
    const SEARCHES: bool = false;
}

/// The bytes of `request` as sent over the seam.
pub fn encode<R: Request>(request: &R) -> serde_json::Result<Vec<u8>> {
    #[derive(Serialize)]
    struct Envelope<'r, R> {
        request: &'static str,
        params: &'r R,
    }
    serde_json::to_vec(&Envelope { request: R::NAME, params: request })
}

/// The answer to `R` read from its bytes.
pub fn decode_answer<R: Request>(bytes: &[u8]) -> serde_json::Result<R::Answer> {
    serde_json::from_slice(bytes)
}

/// A request as a plugin receives it: its name, and its parameters still to be read as the
/// type the name stands for.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Incoming {
    request: String,
    #[serde(default)]
    params: Value,
}

/// Why an incoming request could not be answered.
#[derive(Debug, thiserror::Error)]
pub enum IncomingError {
    /// No request of that name for this addressee.
    #[error("no request is called '{0}' here")]
    Unknown(String),
    /// The parameters do not fit the request.
    #[error("the parameters of '{name}' do not fit: {reason}")]
    Params {
        /// The request's name.
        name: String,
        /// What serde said.
        reason: String,
    },
    /// The answer could not be written.
    #[error("the answer to '{name}' cannot be written: {reason}")]
    Answer {
        /// The request's name.
        name: String,
        /// What serde said.
        reason: String,
    },
}

impl Incoming {
    /// The request's name on the wire.
    pub fn name(&self) -> &str {
        &self.request
    }

    /// Reads the parameters as `R`, runs `answer` on them and writes what it returns: the
    /// only way a plugin answers, so its answer is always `R::Answer`. `E` is the caller's
    /// error (a refusal), kept apart from the errors of reading and writing.
    pub fn answer<R: Request, E>(
        self,
        answer: impl FnOnce(R) -> Result<R::Answer, E>,
    ) -> Result<Result<Vec<u8>, E>, IncomingError> {
        let request: R = serde_json::from_value(self.params)
            .map_err(|e| IncomingError::Params { name: self.request.clone(), reason: e.to_string() })?;
        match answer(request) {
            Ok(value) => serde_json::to_vec(&value)
                .map(Ok)
                .map_err(|e| IncomingError::Answer { name: self.request, reason: e.to_string() }),
            Err(refused) => Ok(Err(refused)),
        }
    }

    /// The error for a name no request of this addressee has.
    pub fn unknown(self) -> IncomingError {
        IncomingError::Unknown(self.request)
    }
}

/// [`plateau_core::perft::PlayoutStats`] as data.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Playouts {
    /// Games played.
    pub playouts: u64,
    /// Moves made in all of them.
    pub plies: u64,
    /// Games that reached their end.
    pub finished: u64,
}

impl From<plateau_core::perft::PlayoutStats> for Playouts {
    fn from(stats: plateau_core::perft::PlayoutStats) -> Self {
        Self { playouts: stats.playouts, plies: stats.plies, finished: stats.finished }
    }
}

impl From<Playouts> for plateau_core::perft::PlayoutStats {
    fn from(p: Playouts) -> Self {
        Self { playouts: p.playouts, plies: p.plies, finished: p.finished }
    }
}

#[cfg(test)]
mod tests {
    use super::request::{Notation, Phase};
    use super::*;

    #[test]
    fn a_request_travels_by_name_and_its_answer_by_type() {
        let bytes = encode(&Notation { id: 7 }).unwrap();
        assert_eq!(String::from_utf8_lossy(&bytes), r#"{"request":"notation","params":{"id":7}}"#);
        let incoming: Incoming = serde_json::from_slice(&bytes).unwrap();
        assert_eq!(incoming.name(), Notation::NAME);
        let answer = incoming.answer(|r: Notation| Ok::<_, ()>(format!("move {}", r.id))).unwrap().unwrap();
        assert_eq!(decode_answer::<Notation>(&answer).unwrap(), "move 7");
    }

    #[test]
    fn requests_without_parameters_need_none_and_bad_parameters_are_named() {
        let incoming: Incoming = serde_json::from_str(r#"{"request":"phase"}"#).unwrap();
        let answer = incoming.answer(|Phase| Ok::<_, ()>("Placement".to_owned())).unwrap().unwrap();
        assert_eq!(answer, br#""Placement""#);
        let incoming: Incoming =
            serde_json::from_str(r#"{"request":"notation","params":{"id":"x"}}"#).unwrap();
        let error = incoming.answer(|_: Notation| Ok::<_, ()>(String::new())).unwrap_err();
        assert!(error.to_string().starts_with("the parameters of 'notation' do not fit"), "{error}");
        let incoming: Incoming =
            serde_json::from_str(r#"{"request":"notation","params":{"id":1,"x":2}}"#).unwrap();
        assert!(incoming.answer(|_: Notation| Ok::<_, ()>(String::new())).is_err(), "unknown fields refused");
    }
}
