//! `plateau engine`: Plateau's games and AI behind line protocols on stdin/stdout, so other
//! programs (GUIs, tournament managers, referees) can drive them.
//!
//! Two protocols share the plumbing here:
//! - the Plateau engine protocol ([`run_protocol`]), in the spirit of GTP and UCI and
//!   documented in `docs/engine-protocol.md`;
//! - the CodeCup 2011 DVONN referee protocol ([`run_codecup`]).
//!
//! Neither ever panics on its input: every line is read as bytes with a length cap, decoded
//! leniently and answered with an error when it makes no sense.

mod board_text;
mod clock;
mod codecup;
mod command;
mod input;
mod protocol;
mod search;
mod waiting;

pub use codecup::{CodecupConfig, run_codecup};
pub use protocol::run_protocol;

/// `text` as one line, whole: line breaks and every other control character shown escaped
/// (`\n`, `\u{1b}`). For any text a plugin made (names, notation, outcome reasons, the
/// message of its panic) before it is printed: raw, a line break in it would print lines
/// that read as the engine's own (`ok`, `bestmove …`) or a command's.
pub fn one_line(text: &str) -> String {
    plateau_core::quote::quote_up_to(text, usize::MAX).to_string()
}
