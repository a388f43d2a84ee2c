//! `plateau`: the desktop app (no subcommand) and the headless tools (subcommands).

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = plateau::cli::Cli::parse();
    match plateau::cli::run(args) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
