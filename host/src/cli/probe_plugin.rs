//! `plateau probe-plugin PATH`: loads a plugin in this process, checks its header, plays a
//! few random games through it and runs a short search, and prints the report as JSON. The
//! host runs it as a child process before it opens a plugin itself, so a plugin that crashes
//! or hangs takes only the child down.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::Args;
use plateau_core::GameFactory;
use plateau_core::ai::Limits;
use plateau_core::ai::parse::parse_seats;
use plateau_plugin::PluginLibrary;
use plateau_plugin::check::probe;
use serde_json::{Value, json};

use super::numbers;

#[derive(Debug, Args)]
pub struct ProbePluginArgs {
    /// The plugin library file.
    path: PathBuf,
    /// Random games of the self-test.
    #[arg(long, default_value_t = 3, allow_negative_numbers = true, value_parser = numbers::whole::<u64>(1, 1_000))]
    games: u64,
}

/// Prints `{"usable": true, "meta": .., "info": .., "self_test": .., "search": ..}` and
/// succeeds, or prints `{"usable": false, "path": .., "error": ..}` and fails.
pub fn run(args: &ProbePluginArgs) -> anyhow::Result<ExitCode> {
    let start = Instant::now();
    let report = probe(&args.path, args.games).map_err(|e| e.to_string()).and_then(|report| {
        let search = short_search(&args.path)?;
        let mut value = serde_json::to_value(&report).map_err(|e| e.to_string())?;
        if let Value::Object(map) = &mut value {
            map.insert("usable".to_owned(), Value::Bool(true));
            map.insert("search".to_owned(), search);
        }
        Ok(value)
    });
    let (value, code) = match report {
        Ok(mut value) => {
            if let Value::Object(map) = &mut value {
                map.insert("probe_ms".to_owned(), json!(start.elapsed().as_millis()));
            }
            (value, ExitCode::SUCCESS)
        }
        Err(error) => (json!({ "usable": false, "path": args.path, "error": error }), ExitCode::FAILURE),
    };
    outln!("{}", serde_json::to_string_pretty(&value)?);
    Ok(code)
}

/// Asks the plugin's own AI (level easy, a small node budget) for a move from the start.
fn short_search(path: &std::path::Path) -> Result<Value, String> {
    let library = PluginLibrary::open(path).map_err(|e| e.to_string())?;
    let factory = library.factory();
    let session = factory.create(&Value::Null).map_err(|e| e.to_string())?;
    let failed = |what: String| format!("{}: the short search failed: {what}", path.display());
    let spec = parse_seats("easy").map_err(|e| failed(e.to_string()))?.remove(0).1;
    let limits = Limits { time: Some(Duration::from_secs(2)), nodes: Some(2_000), ..Limits::NONE };
    let start = Instant::now();
    let chosen = session.think(&spec, &limits, &AtomicBool::new(false));
    let elapsed = start.elapsed();
    if let Some(fault) = session.fault() {
        return Err(failed(fault));
    }
    let Some(id) = chosen else {
        return Err(failed("the AI chose no move from the starting position".to_owned()));
    };
    let notation = session.notation(id).map_err(|e| failed(e.to_string()))?;
    Ok(json!({ "spec": "easy", "move": notation, "ms": elapsed.as_millis() }))
}
