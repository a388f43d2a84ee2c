//! `plateau`: the desktop app (no subcommand) and the headless tools (subcommands).

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = plateau::cli::Cli::parse();
    match plateau::cli::run(args) {
        Ok(code) => code,
        // The reader went away (`plateau match | head`): like other tools, end without a word.
        Err(e) if plateau::cli::is_closed_output(&e) => ExitCode::from(141),
        Err(e) => {
            // Inputs in messages are quoted already; this is the last guard before a terminal.
            eprintln!("error: {}", plateau_core::quote::terminal_safe(&format!("{e:#}")));
            ExitCode::FAILURE
        }
    }
}
