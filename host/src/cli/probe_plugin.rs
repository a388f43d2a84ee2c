//! `plateau probe-plugin PATH`: loads a plugin in this process, checks its header, plays a
//! few random games through it and runs a short search, and prints the report as JSON. The
//! host runs it as a child process before it opens a plugin itself, so a plugin that crashes
//! takes only the child down. Every step has a time limit
//! ([`plateau_plugin::check::steps`]): the probe runs on a thread of its own while this one
//! watches it, so a call that never returns is reported by name ("Game::new with option
//! size=9 did not return within 2 s") and the process ends, the stuck call with it.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use plateau_plugin::PluginError;
use plateau_plugin::check::{Steps, probe_with};
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
    let steps = Steps::new();
    let (send, receive) = std::sync::mpsc::channel();
    let (path, games, probing) = (args.path.clone(), args.games, steps.clone());
    std::thread::Builder::new().name("plateau-probe".into()).spawn(move || {
        // Whatever happens, the watcher below hears that the probe is over.
        struct Finish(Steps);
        impl Drop for Finish {
            fn drop(&mut self) {
                self.0.finish();
            }
        }
        let finish = Finish(probing);
        let _ = send.send(probe_with(&path, games, &finish.0));
    })?;
    let report = match steps.watch() {
        // The stuck call stays behind on its thread, and ends with the process.
        Some(hang) => Err(PluginError::SelfTest { path: args.path.clone(), reason: hang }.to_string()),
        None => match receive.recv() {
            Ok(report) => report.map_err(|e| e.to_string()),
            Err(_) => Err(format!("{}: the probe stopped without a report", args.path.display())),
        },
    };
    let report = report.and_then(|report| {
        let mut value = serde_json::to_value(&report).map_err(|e| e.to_string())?;
        if let Value::Object(map) = &mut value {
            map.insert("usable".to_owned(), Value::Bool(true));
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
