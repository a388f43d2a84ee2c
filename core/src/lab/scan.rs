//! One JSON value at a time from a byte stream, as its raw text, so that a results file of
//! any size is read in memory bounded by its largest single value (a game, the study)
//! rather than by the file. The scanner only finds where each value ends (nesting, strings
//! and their escapes); serde parses the value itself.

use std::io::{self, BufRead};

/// Why the scanner stopped.
#[derive(Debug)]
pub enum ScanError {
    /// The system could not read.
    Io(io::Error),
    /// Not the JSON expected here: what, at which line and column.
    Syntax(String),
}

/// A byte stream read a JSON value at a time.
pub struct Scanner<R> {
    input: R,
    /// 1-based line and column of the next byte.
    line: u64,
    column: u64,
    /// Most bytes one value may have.
    cap: usize,
    /// The value being read.
    buffer: Vec<u8>,
    /// The most bytes the buffer ever held.
    peak: usize,
}

impl<R: BufRead> Scanner<R> {
    /// Reads `input`, refusing any value longer than `cap` bytes.
    pub fn new(input: R, cap: usize) -> Self {
        Self { input, line: 1, column: 1, cap, buffer: Vec::new(), peak: 0 }
    }

    /// The most bytes held at once for one value so far.
    pub fn peak(&self) -> usize {
        self.peak
    }

    /// `line L, column C` of the next byte, for messages.
    pub fn position(&self) -> String {
        format!("line {}, column {}", self.line, self.column)
    }

    fn syntax(&self, what: impl std::fmt::Display) -> ScanError {
        ScanError::Syntax(format!("{}: {what}", self.position()))
    }

    fn advance(&mut self, bytes: &[u8]) {
        (self.line, self.column) = advanced((self.line, self.column), bytes);
    }

    /// The next byte that is not white space, not consumed; `None` at the end.
    pub fn peek(&mut self) -> Result<Option<u8>, ScanError> {
        loop {
            let chunk = self.input.fill_buf().map_err(ScanError::Io)?;
            if chunk.is_empty() {
                return Ok(None);
            }
            let blank = chunk.iter().take_while(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r')).count();
            let position = advanced((self.line, self.column), &chunk[..blank]);
            let next = chunk.get(blank).copied();
            self.input.consume(blank);
            (self.line, self.column) = position;
            if next.is_some() {
                return Ok(next);
            }
        }
    }

    /// Consumes the next byte that is not white space, which must be `byte`.
    pub fn expect(&mut self, byte: u8) -> Result<(), ScanError> {
        match self.peek()? {
            Some(b) if b == byte => {
                self.input.consume(1);
                self.advance(&[b]);
                Ok(())
            }
            Some(b) => Err(self.syntax(format!(
                "expected '{}', found '{}'",
                byte as char,
                (b as char).escape_default()
            ))),
            None => Err(self.syntax(format!("expected '{}', found the end of the file", byte as char))),
        }
    }

    /// Consumes `byte` if it is the next byte that is not white space.
    pub fn take(&mut self, byte: u8) -> Result<bool, ScanError> {
        if self.peek()? == Some(byte) {
            self.input.consume(1);
            self.advance(&[byte]);
            return Ok(true);
        }
        Ok(false)
    }

    /// The raw text of the next value (after white space): an object, array or string with
    /// everything up to its closing byte, or a number, `true`, `false` or `null` up to the
    /// byte after it. The slice lives until the next call.
    pub fn value(&mut self) -> Result<&[u8], ScanError> {
        if self.peek()?.is_none() {
            return Err(self.syntax("expected a value, found the end of the file"));
        }
        self.buffer.clear();
        let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
        let mut started = false;
        loop {
            let chunk = self.input.fill_buf().map_err(ScanError::Io)?;
            if chunk.is_empty() {
                if started && depth == 0 && !in_string {
                    break;
                }
                return Err(ScanError::Syntax(format!("{}: the file ends inside a value", self.position())));
            }
            let mut end = None;
            for (i, &b) in chunk.iter().enumerate() {
                if in_string {
                    if escaped {
                        escaped = false;
                    } else if b == b'\\' {
                        escaped = true;
                    } else if b == b'"' {
                        in_string = false;
                        if depth == 0 {
                            end = Some(i + 1);
                            break;
                        }
                    }
                    continue;
                }
                match b {
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' if depth > 0 => {
                        depth -= 1;
                        if depth == 0 {
                            end = Some(i + 1);
                            break;
                        }
                    }
                    b'"' if started && depth == 0 => {
                        end = Some(i);
                        break;
                    }
                    b'"' => in_string = true,
                    b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r' if depth == 0 => {
                        end = Some(i);
                        break;
                    }
                    _ => {}
                }
                started = true;
            }
            let used = end.unwrap_or(chunk.len());
            let over = self.buffer.len() + used > self.cap;
            if !over {
                self.buffer.extend_from_slice(&chunk[..used]);
            }
            let position = advanced((self.line, self.column), &chunk[..used]);
            self.input.consume(used);
            (self.line, self.column) = position;
            if over {
                return Err(self.syntax(format!("a value longer than {} bytes", self.cap)));
            }
            self.peak = self.peak.max(self.buffer.len());
            if end.is_some() {
                break;
            }
        }
        if self.buffer.is_empty() {
            return Err(self.syntax("expected a value"));
        }
        Ok(&self.buffer)
    }
}

/// Line and column after `bytes`, read from `at`.
fn advanced((mut line, mut column): (u64, u64), bytes: &[u8]) -> (u64, u64) {
    for &b in bytes {
        if b == b'\n' {
            line += 1;
            column = 1;
        } else {
            column += 1;
        }
    }
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(text: &str, cap: usize) -> Result<Vec<String>, String> {
        let mut scanner = Scanner::new(io::BufReader::with_capacity(3, text.as_bytes()), cap);
        let mut out = Vec::new();
        scanner.expect(b'[').map_err(|e| format!("{e:?}"))?;
        loop {
            let value = scanner.value().map_err(|e| format!("{e:?}"))?;
            out.push(String::from_utf8(value.to_vec()).unwrap());
            if !scanner.take(b',').map_err(|e| format!("{e:?}"))? {
                break;
            }
        }
        scanner.expect(b']').map_err(|e| format!("{e:?}"))?;
        Ok(out)
    }

    #[test]
    fn values_end_where_json_says() {
        let found = values("[ {\"a\": [1, \"]}\\\"\"]}, 12.5e3 ,\n\"x,y\" ,true,null, [[]] ]", 100).unwrap();
        assert_eq!(found, ["{\"a\": [1, \"]}\\\"\"]}", "12.5e3", "\"x,y\"", "true", "null", "[[]]"]);
    }

    #[test]
    fn a_value_over_the_cap_or_cut_short_is_refused() {
        let error = values("[\"0123456789\"]", 8).unwrap_err();
        assert!(error.contains("longer than 8 bytes"), "{error}");
        let error = values("[{\"a\": 1", 100).unwrap_err();
        assert!(error.contains("ends inside a value"), "{error}");
        let error = values("[1,\n 2 3]", 100).unwrap_err();
        assert!(error.contains("line 2, column 4: expected ']'"), "{error}");
    }
}
