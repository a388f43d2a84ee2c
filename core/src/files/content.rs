//! What a file holds, told from its bytes: enough to say in words what a file of the wrong
//! kind is ("a PNG image", "an empty file") rather than how it failed to parse ("expected
//! value at line 1 column 1"), which tells a person nothing about a picture they dropped.

/// Signatures at the start of common files that are never Plateau's, and what they are.
const SIGNATURES: [(&[u8], &str); 14] = [
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xFF\xD8\xFF", "a JPEG image"),
    (b"GIF87a", "a GIF image"),
    (b"GIF89a", "a GIF image"),
    (b"%PDF", "a PDF document"),
    (b"PK\x03\x04", "a ZIP archive (or a document packed like one)"),
    (b"\x1F\x8B", "a gzip archive"),
    (b"7z\xBC\xAF\x27\x1C", "a 7-Zip archive"),
    (b"\x00asm", "a WebAssembly module (a plugin is installed from the Plugins window)"),
    (b"\x7FELF", "a program or library"),
    (b"MZ", "a Windows program or library"),
    (b"\xCF\xFA\xED\xFE", "a program or library"),
    (b"SQLite format 3\x00", "an SQLite database"),
    (b"RIFF", "a media file (audio, video or a WebP image)"),
];

/// What `bytes` are in words ("a PNG image", "an empty file") when they are empty or start
/// as a common kind of file does; `None` otherwise (text, or bytes of no known kind, which
/// the reader describes better: "not text", or where the text goes wrong).
pub fn describe(bytes: &[u8]) -> Option<&'static str> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Some(if bytes.is_empty() { "an empty file" } else { "blank: it holds only spaces" });
    }
    SIGNATURES.iter().find(|(magic, _)| bytes.starts_with(magic)).map(|(_, what)| *what)
}

#[cfg(test)]
mod tests {
    use super::describe;

    #[test]
    fn files_of_other_kinds_are_named() {
        assert_eq!(describe(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), Some("a PNG image"));
        assert_eq!(describe(b"\xFF\xD8\xFF\xE0\0\x10JFIF"), Some("a JPEG image"));
        assert_eq!(describe(b""), Some("an empty file"));
        assert_eq!(describe(b" \n\t"), Some("blank: it holds only spaces"));
        assert_eq!(describe(&[0, 159, 146, 150]), None, "bytes of no known kind");
        assert!(describe(b"\x00asm\x01\0\0\0").unwrap().starts_with("a WebAssembly module"));
    }

    #[test]
    fn text_is_left_to_its_reader() {
        assert_eq!(describe(b"{\"format\": \"plateau-save\"}"), None);
        assert_eq!(describe(b"\xEF\xBB\xBF1. e1-e2"), None, "a byte-order mark is still text");
        assert_eq!(describe("caf\u{e9}".as_bytes()), None);
    }
}
