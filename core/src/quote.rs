//! Showing untrusted text inside a message: a move, a rule-set name, a path or anything else
//! that came from a file, a command line or a plugin.
//!
//! Such text is shown with its control characters escaped, so that a move like
//! `\e]0;title\a` cannot retitle or clear the terminal that prints the error, and cut with
//! "…" after a limit, so that a 50 MB move makes a short message, not a 100 MB one. The
//! characters that reorder text on screen (the Unicode bidirectional controls) are escaped
//! too: they would make a message read differently from what it says.

use std::fmt::{self, Display, Write as _};

/// How many characters of a quoted input a message shows by default.
pub const QUOTE_CHARS: usize = 80;

/// `text` as a message may show it: control characters escaped, at most [`QUOTE_CHARS`]
/// characters of it, then "…". The quotes around it are the message's own.
pub fn quote(text: &str) -> Quoted<'_> {
    Quoted { text, max_chars: QUOTE_CHARS }
}

/// [`quote`] with room for `max_chars` characters (paths, whole reasons).
pub fn quote_up_to(text: &str, max_chars: usize) -> Quoted<'_> {
    Quoted { text, max_chars }
}

/// Untrusted text made safe to show; see [`quote`].
#[derive(Clone, Copy, Debug)]
pub struct Quoted<'a> {
    text: &'a str,
    max_chars: usize,
}

impl Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (shown, c) in self.text.chars().enumerate() {
            if shown == self.max_chars {
                return f.write_char('…');
            }
            write_escaped(f, c)?;
        }
        Ok(())
    }
}

/// `text` with every control character escaped except line breaks and tabs: for a whole
/// message about to reach a terminal, whose lines are its own. Text that comes from input
/// should already be [`quote`]d; this is the last guard at the edge.
pub fn terminal_safe(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == '\n' || c == '\t' {
            out.push(c);
        } else {
            // Writing into a String cannot fail.
            let _ = write_escaped(&mut out, c);
        }
    }
    out
}

/// True for the characters a quote escapes: C0 and C1 controls, DEL, and the bidirectional
/// marks, embeddings, overrides and isolates.
pub fn needs_escape(c: char) -> bool {
    c.is_control() || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

fn write_escaped(out: &mut impl fmt::Write, c: char) -> fmt::Result {
    if needs_escape(c) {
        match c {
            '\n' => out.write_str("\\n"),
            '\r' => out.write_str("\\r"),
            '\t' => out.write_str("\\t"),
            _ => write!(out, "\\u{{{:x}}}", c as u32),
        }
    } else {
        out.write_char(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_shown_escaped() {
        let hostile = "\u{1b}]0;PWNED\u{7}\u{1b}[2J";
        assert_eq!(quote(hostile).to_string(), "\\u{1b}]0;PWNED\\u{7}\\u{1b}[2J");
        assert_eq!(quote("a\nb\rc\td\u{7f}\u{9b}").to_string(), "a\\nb\\rc\\td\\u{7f}\\u{9b}");
    }

    #[test]
    fn bidirectional_overrides_are_shown_escaped() {
        assert_eq!(quote("ab\u{202e}cd\u{2066}").to_string(), "ab\\u{202e}cd\\u{2066}");
    }

    #[test]
    fn ordinary_text_is_unchanged() {
        for text in ["d5", "c1-d2", "ZÈRTZ blitz", "'standard rules'", ""] {
            assert_eq!(quote(text).to_string(), text);
        }
    }

    #[test]
    fn long_input_is_cut_with_an_ellipsis() {
        let long = "x".repeat(50_000_000);
        let shown = quote(&long).to_string();
        assert_eq!(shown.chars().count(), QUOTE_CHARS + 1);
        assert!(shown.ends_with("x…"));
        assert_eq!(quote(&"y".repeat(QUOTE_CHARS)).to_string(), "y".repeat(QUOTE_CHARS));
        assert_eq!(quote_up_to("héllo", 2).to_string(), "hé…");
    }

    #[test]
    fn terminal_safe_keeps_lines_and_escapes_the_rest() {
        assert_eq!(terminal_safe("line 1\n\tline 2\u{1b}[2J"), "line 1\n\tline 2\\u{1b}[2J");
    }
}
