//! The probe's short search: the plugin's own AI asked for one move from the start, at the
//! lowest level with a small budget. A plugin whose AI never answers is refused here, not
//! found out in the middle of a match that prints nothing.

use std::time::{Duration, Instant};

use plateau_core::ai::Limits;
use plateau_core::ai::parse::parse_seats;
use serde::Serialize;
use serde_json::Value;

use super::steps::Steps;
use super::{QUICK, Subject, make_game, shown};

/// How long the search may think; its stop flag is raised then.
pub const SEARCH_TIME: Duration = Duration::from_secs(2);
/// How long a search asked to stop may take to answer.
pub const STOP_GRACE: Duration = Duration::from_secs(2);

/// What the short search found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShortSearch {
    /// The seat it played as.
    pub spec: String,
    /// The move it chose, in the game's notation.
    #[serde(rename = "move")]
    pub chosen: String,
    /// How long it thought, in milliseconds.
    pub ms: u128,
}

/// Asks the game's AI (level easy, 2,000 nodes or [`SEARCH_TIME`]) for a move from the start.
pub fn short_search(subject: &dyn Subject, steps: &Steps) -> Result<ShortSearch, String> {
    let failed = |what: String| format!("the short search failed: {what}");
    let session = make_game(subject, &Value::Null, steps)?.map_err(|refused| failed(shown(&refused)))?;
    let spec = parse_seats("easy").map_err(|e| failed(e.to_string()))?.remove(0).1;
    let limits = Limits { time: Some(SEARCH_TIME), nodes: Some(2_000), ..Limits::NONE };
    let start = Instant::now();
    let what = "the AI's search at level easy (2,000 nodes or 2 s)";
    let chosen = steps.run_search(what, SEARCH_TIME, SEARCH_TIME + STOP_GRACE, |stop| {
        session.think(&spec, &limits, stop)
    })?;
    let elapsed = start.elapsed();
    if let Some(fault) = session.fault() {
        return Err(failed(shown(&fault)));
    }
    let Some(id) = chosen else {
        return Err(failed("the AI chose no move from the starting position".to_owned()));
    };
    let notation = steps.run("notation of the AI's move", QUICK, || session.notation(id))?;
    let notation = notation.map_err(|e| failed(shown(&e.to_string())))?;
    Ok(ShortSearch { spec: "easy".to_owned(), chosen: notation, ms: elapsed.as_millis() })
}
