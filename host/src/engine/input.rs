//! Reading command lines robustly: bytes with a length cap, decoded leniently.
//!
//! Engines are fed by other programs, which may send anything: invalid UTF-8, a last line
//! without its newline, or no newline at all for megabytes. A line is therefore read as
//! bytes, capped at [`MAX_LINE`] (the rest of an overlong line is skipped, not stored),
//! decoded with replacement characters and stripped of its line ending.

use std::io::{self, BufRead};
use std::sync::mpsc::Sender;
use std::thread;

/// Longest line kept, in bytes. Real commands are far shorter; the cap bounds memory.
pub const MAX_LINE: usize = 64 * 1024;

/// One unit of input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A line without its line ending (possibly the unterminated last line).
    Line(String),
    /// A line longer than [`MAX_LINE`] bytes, skipped up to its end.
    TooLong,
    /// End of input (or an input error, which is treated the same way).
    Eof,
}

/// Reads the next unit from `reader`. Read errors count as the end of input, because an
/// engine can do nothing useful with a broken stdin; the error is logged on stderr.
pub fn read_input(reader: &mut impl BufRead) -> Input {
    let mut bytes = Vec::new();
    let limit = (MAX_LINE + 1) as u64;
    match io::Read::take(&mut *reader, limit).read_until(b'\n', &mut bytes) {
        Ok(0) => return Input::Eof,
        Ok(_) => {}
        Err(e) => {
            eprintln!("plateau engine: cannot read input: {e}");
            return Input::Eof;
        }
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
    } else if bytes.len() > MAX_LINE {
        skip_rest_of_line(reader);
        return Input::TooLong;
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Input::Line(String::from_utf8_lossy(&bytes).into_owned())
}

/// Discards input up to and including the next newline (or to the end).
fn skip_rest_of_line(reader: &mut impl BufRead) {
    loop {
        let (consumed, done) = match reader.fill_buf() {
            Ok([]) | Err(_) => return,
            Ok(buf) => match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (buf.len(), false),
            },
        };
        reader.consume(consumed);
        if done {
            return;
        }
    }
}

/// Reads stdin on its own thread, sending each unit through `tx` wrapped by `wrap`, up to and
/// including [`Input::Eof`]. A separate reader lets the engine take `stop` while it searches.
/// The thread also ends when the receiver is gone.
pub fn spawn_stdin_reader<T: Send + 'static>(tx: Sender<T>, wrap: fn(Input) -> T) {
    thread::spawn(move || {
        let mut stdin = io::stdin().lock();
        loop {
            let input = read_input(&mut stdin);
            let end = input == Input::Eof;
            if tx.send(wrap(input)).is_err() || end {
                return;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_decoded_leniently_and_capped() {
        let mut long = vec![b'x'; MAX_LINE + 10];
        long.extend_from_slice(b"\nnext\r\n\xff\xfeend");
        let mut reader = io::Cursor::new(long);
        assert_eq!(read_input(&mut reader), Input::TooLong);
        assert_eq!(read_input(&mut reader), Input::Line("next".to_owned()));
        assert_eq!(read_input(&mut reader), Input::Line("\u{fffd}\u{fffd}end".to_owned()));
        assert_eq!(read_input(&mut reader), Input::Eof);
    }

    #[test]
    fn a_line_of_exactly_the_cap_is_kept() {
        let mut bytes = vec![b'y'; MAX_LINE];
        bytes.push(b'\n');
        let mut reader = io::Cursor::new(bytes);
        assert_eq!(read_input(&mut reader), Input::Line("y".repeat(MAX_LINE)));
        assert_eq!(read_input(&mut reader), Input::Eof);
    }
}
