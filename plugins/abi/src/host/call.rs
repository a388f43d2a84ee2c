//! One call into a plugin: a request written, sent through the seam, and its answer read
//! and checked. Every request of the factory, the sessions and the agents takes this path.

use std::sync::atomic::AtomicBool;

use plateau_core::GameInfo;

use super::seam::{Call, Handle, Patience, Reply, STATUS_FAULT, Seam};
use crate::abi::{STATUS_BAD_REQUEST, STATUS_OK, STATUS_PANICKED, STATUS_REFUSED};
use crate::protocol::request::DefaultInfo;
use crate::protocol::{Addressee, Refusal, Request, decode_answer, encode};

/// What can go wrong in one call.
pub(super) enum CallError {
    /// The game refused; an ordinary answer.
    Refused(Refusal),
    /// The plugin failed: the session is faulted.
    Fault(String),
}

/// A reply whose status says the call did what was asked, or what went wrong.
pub(super) fn checked(reply: Reply) -> Result<Reply, CallError> {
    let text = || String::from_utf8_lossy(&reply.bytes).into_owned();
    match reply.status {
        STATUS_OK => Ok(reply),
        STATUS_REFUSED => match serde_json::from_slice::<Refusal>(&reply.bytes) {
            Ok(refusal) => Err(CallError::Refused(refusal)),
            Err(e) => Err(CallError::Fault(format!("unreadable refusal: {e}"))),
        },
        STATUS_PANICKED => Err(CallError::Fault(format!("panicked: {}", text()))),
        STATUS_BAD_REQUEST => Err(CallError::Fault(format!("refused the request: {}", text()))),
        STATUS_FAULT => Err(CallError::Fault(text())),
        other => Err(CallError::Fault(format!("unknown status {other}"))),
    }
}

/// Sends `request` to its addressee (`handle`: the session or agent; unused for the factory)
/// and reads its answer: the one path every request takes, whatever it asks.
pub(super) fn request<R: Request>(
    seam: &dyn Seam,
    handle: Handle,
    request: &R,
    stop: Option<&AtomicBool>,
) -> Result<R::Answer, CallError> {
    let bytes = encode(request).map_err(|e| CallError::Fault(format!("request not written: {e}")))?;
    let call = match R::TO {
        Addressee::Factory => Call::FactoryRequest(&bytes),
        Addressee::Session => Call::SessionRequest(handle, &bytes),
        Addressee::Agent => Call::AgentRequest(handle, &bytes),
    };
    let patience = if R::SEARCHES { Patience::Search } else { Patience::Quick };
    let reply = checked(seam.call(call, patience, stop))?;
    decode_answer::<R>(&reply.bytes).map_err(|e| CallError::Fault(unreadable::<R>(&reply.bytes, &e)))
}

/// The fault of an answer that is not `R::Answer`, quoting its start.
fn unreadable<R: Request>(bytes: &[u8], error: &serde_json::Error) -> String {
    let text: String = String::from_utf8_lossy(bytes).chars().take(80).collect();
    format!("gave an unreadable answer to '{}' ({error}): {text}", R::NAME)
}

/// A new handle from a reply, or why there is none.
pub(super) fn made(reply: Result<Reply, CallError>, what: &str) -> Result<Handle, CallError> {
    match reply?.value {
        0 => Err(CallError::Fault(format!("the plugin made no {what}"))),
        handle => Ok(handle),
    }
}

pub(super) fn factory_info(seam: &dyn Seam) -> Result<GameInfo, CallError> {
    request(seam, 0, &DefaultInfo, None)
}
