//! The lines that arrive while a search runs, waiting their turn: bounded, and knowing which
//! of them are `go` (a `stop` belongs to the latest `go` before it).

use std::collections::VecDeque;

use super::command::{Command, parse};

/// Most lines waiting behind a running search, and most bytes of them; a line beyond either
/// is answered with an error and dropped (`stop`, `isready` and `quit` are never dropped).
///
/// The bytes are the bound that matters: a whole script may be written at once (the tests
/// send 2,000 lines behind one search), and 65,536 lines of 64 bytes are the 4 MiB. The line
/// count only stops a flood of one-letter lines, each of which costs a queue entry and an
/// allocation (some 60 bytes) whatever its length: 4 MiB of them would otherwise be four
/// million entries and a quarter of a gigabyte. `docs/engine-protocol.md` gives both numbers.
pub const MAX_LINES: usize = 65_536;
/// See [`MAX_LINES`].
pub const MAX_BYTES: usize = 4 * 1024 * 1024;

/// A waiting line.
pub enum Line {
    /// A line as read.
    Text(String),
    /// An overlong line, answered in its turn like any other.
    TooLong,
}

impl Line {
    fn len(&self) -> usize {
        match self {
            Self::Text(text) => text.len(),
            Self::TooLong => 0,
        }
    }
}

/// A line waiting behind a running search.
struct Queued {
    line: Line,
    /// The line is a `go`: a `stop` after it belongs to its search.
    go: bool,
}

/// The waiting lines, in order, with their count of bytes and of `go` lines kept in step.
#[derive(Default)]
pub struct Waiting {
    lines: VecDeque<Queued>,
    bytes: usize,
    gos: usize,
}

impl Waiting {
    /// True when a `go` waits: a `stop` arriving now belongs to it.
    pub fn has_go(&self) -> bool {
        self.gos > 0
    }

    /// True when `line` would go beyond [`MAX_LINES`] or [`MAX_BYTES`].
    pub fn is_full_for(&self, line: &str) -> bool {
        self.lines.len() >= MAX_LINES || self.bytes + line.len() > MAX_BYTES
    }

    /// Puts `line` last; `go` says it is a `go`.
    pub fn push(&mut self, line: Line, go: bool) {
        self.bytes += line.len();
        self.gos += usize::from(go);
        self.lines.push_back(Queued { line, go });
    }

    /// The first waiting line.
    pub fn pop(&mut self) -> Option<Line> {
        let queued = self.lines.pop_front()?;
        self.forget(&queued);
        Some(queued.line)
    }

    /// Takes the first `stop` or `quit` waiting before the next `go`: it belongs to the
    /// search that just started (the lines between keep their turn).
    pub fn take_stop(&mut self) -> Option<Command> {
        let (index, command) =
            self.lines.iter().take_while(|q| !q.go).enumerate().find_map(|(i, q)| match &q.line {
                Line::Text(text) => match parse(text) {
                    Ok(Some(command @ (Command::Stop | Command::Quit))) => Some((i, command)),
                    _ => None,
                },
                Line::TooLong => None,
            })?;
        if let Some(queued) = self.lines.remove(index) {
            self.forget(&queued);
        }
        Some(command)
    }

    /// Drops every waiting line.
    pub fn clear(&mut self) {
        *self = Self::default();
    }

    fn forget(&mut self, queued: &Queued) {
        self.bytes -= queued.line.len();
        self.gos -= usize::from(queued.go);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trust_the_protocol_document_gives_the_queue_bounds_of_the_code() {
        let doc =
            include_str!("../../../docs/engine-protocol.md").split_whitespace().collect::<Vec<_>>().join(" ");
        let lines = MAX_LINES.to_string();
        let (thousands, rest) = lines.split_at(lines.len() - 3);
        let said =
            format!("At most {thousands},{rest} lines (and {} MiB) wait behind a search", MAX_BYTES >> 20);
        assert!(doc.contains(&said), "docs/engine-protocol.md should say: {said}");
    }
}
