//! Results files read and written a game at a time, so that a study of any size the limits
//! allow is reported, merged and resumed in memory bounded by one game, not by the file.
//!
//! The file is the one JSON object it always was ([`StudyResults`]); the writer puts the
//! study, seats, shards and `interrupted` first, then the games one a line, then the
//! checksum, which it knows only once every game has passed. The reader takes the fields in
//! any order but needs those four before the games (files of every version are written so):
//! the games are checked against them as they go by, and the checksum at the end.

use std::collections::HashSet;
use std::io::{self, BufRead, Write};

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::results::{
    FORMAT, LabGame, ResultsError, RuleSetSeats, Shard, StudyResults, VERSION, check_shards, checksum_head,
};
use super::scan::{ScanError, Scanner};
use super::study::{Study, fnv1a_from};
use crate::Player;

/// Most bytes one value of a results file (a game, the study) may have: a game of the move
/// cap's million plies with eight seats' values is below it.
pub const MAX_VALUE: usize = 256 * 1024 * 1024;

/// Everything in a results file but its games.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultsHead {
    /// The study, exactly as run.
    pub study: Study,
    /// The seat names of each rule set.
    pub rule_sets: Vec<RuleSetSeats>,
    /// The shards the file covers.
    pub shards: Vec<Shard>,
    /// True if the run was stopped before its part was done.
    pub interrupted: bool,
    /// The study's fingerprint; empty in files of older versions.
    pub fingerprint: String,
    /// The checksum; empty in files of older versions. A reader knows it once the games are
    /// read if the file puts it after them.
    pub checksum: String,
}

impl ResultsHead {
    /// The seat names of each rule set.
    pub fn seats(&self) -> Vec<Vec<String>> {
        self.rule_sets.iter().map(|r| r.seats.clone()).collect()
    }

    /// Games the whole study has.
    pub fn jobs(&self) -> u64 {
        self.study.rule_sets.len() as u64 * u64::from(self.study.games)
    }
}

/// The running checksum of a results file's games (see [`super::results`]'s
/// `content_checksum`): the same whether the games are held or streamed.
#[derive(Clone, Copy, Debug)]
pub struct Checksum(u64);

impl Checksum {
    /// Starts with the seats, shards and `interrupted`.
    pub fn new(rule_sets: &[RuleSetSeats], shards: &[Shard], interrupted: bool) -> Self {
        Self(fnv1a_from(0xcbf2_9ce4_8422_2325, checksum_head(rule_sets, shards, interrupted).as_bytes()))
    }

    /// Adds one game, as its JSON line.
    pub fn add(&mut self, line: &str) {
        self.0 = fnv1a_from(fnv1a_from(self.0, b"\n"), line.as_bytes());
    }

    /// The checksum in hex.
    pub fn hex(self) -> String {
        format!("{:016x}", self.0)
    }
}

/// Reads a results file a game at a time, checking each as [`StudyResults::from_json`] does.
pub struct ResultsReader<R> {
    scanner: Scanner<R>,
    head: ResultsHead,
    seen: HashSet<&'static str>,
    /// Games read so far.
    read: u64,
    last_job: Option<u64>,
    hash: Checksum,
    finished: bool,
}

/// The fields that must come before the games.
const BEFORE_GAMES: [&str; 6] = ["format", "version", "study", "rule_sets", "shards", "interrupted"];

fn format_error(what: impl std::fmt::Display) -> ResultsError {
    ResultsError::Format(what.to_string())
}

fn scan_error(error: ScanError) -> ResultsError {
    match error {
        ScanError::Io(e) => ResultsError::Format(format!("cannot read: {e}")),
        ScanError::Syntax(what) => ResultsError::Format(what),
    }
}

impl<R: BufRead> ResultsReader<R> {
    /// Reads `input` up to its first game, checking everything before it.
    pub fn new(input: R) -> Result<Self, ResultsError> {
        Self::with_cap(input, MAX_VALUE)
    }

    /// [`ResultsReader::new`] refusing any value (a game, the study) over `cap` bytes.
    pub fn with_cap(input: R, cap: usize) -> Result<Self, ResultsError> {
        let mut scanner = Scanner::new(input, cap);
        scanner.expect(b'{').map_err(scan_error)?;
        let mut format = None;
        let mut version = None;
        let (mut study, mut rule_sets, mut shards, mut interrupted) = (None, None, None, None);
        let (mut fingerprint, mut checksum) = (String::new(), String::new());
        let mut seen = HashSet::new();
        let mut first = true;
        loop {
            if scanner.take(b'}').map_err(scan_error)? {
                return Err(format_error("missing field `games`"));
            }
            if !first {
                scanner.expect(b',').map_err(scan_error)?;
            }
            first = false;
            let key = field_name(&mut scanner, &mut seen)?;
            if key == "games" {
                scanner.expect(b'[').map_err(scan_error)?;
                break;
            }
            match key {
                "format" => format = Some(parse::<String, _>(&mut scanner, key)?),
                "version" => version = Some(parse::<u32, _>(&mut scanner, key)?),
                "study" => study = Some(parse::<Study, _>(&mut scanner, key)?),
                "rule_sets" => rule_sets = Some(parse::<Vec<RuleSetSeats>, _>(&mut scanner, key)?),
                "shards" => shards = Some(parse::<Vec<Shard>, _>(&mut scanner, key)?),
                "interrupted" => interrupted = Some(parse::<bool, _>(&mut scanner, key)?),
                "fingerprint" => fingerprint = parse(&mut scanner, key)?,
                "checksum" => checksum = parse(&mut scanner, key)?,
                _ => unreachable!("field_name returns known fields"),
            }
        }
        let missing = |name: &str| format_error(format!("missing field `{name}` (before `games`)"));
        let format = format.ok_or_else(|| missing("format"))?;
        if format != FORMAT {
            return Err(format_error(format!(
                "format is '{}', expected '{FORMAT}'",
                crate::quote::quote(&format)
            )));
        }
        let version = version.ok_or_else(|| missing("version"))?;
        if version != VERSION {
            return Err(format_error(format!("version {version} (this build reads {VERSION})")));
        }
        let study = study.ok_or_else(|| missing("study"))?;
        let rule_sets = rule_sets.ok_or_else(|| missing("rule_sets"))?;
        let shards = shards.ok_or_else(|| missing("shards"))?;
        let interrupted = interrupted.ok_or_else(|| missing("interrupted"))?;
        if rule_sets.len() != study.rule_sets.len() {
            return Err(format_error("seat names do not match the rule sets"));
        }
        check_shards(&shards).map_err(ResultsError::Format)?;
        for (r, rule_set) in rule_sets.iter().enumerate() {
            let seats = rule_set.seats.len();
            if !(1..=Player::MAX_SEATS).contains(&seats) {
                return Err(format_error(format!(
                    "rule_sets[{r}].seats: {seats} seats (a game has 1 to {})",
                    Player::MAX_SEATS
                )));
            }
        }
        study.check_names().map_err(|e| format_error(format!("study: {e}")))?;
        let head = ResultsHead { study, rule_sets, shards, interrupted, fingerprint, checksum };
        check_fingerprint(&head)?;
        let hash = Checksum::new(&head.rule_sets, &head.shards, head.interrupted);
        Ok(Self { scanner, head, seen, read: 0, last_job: None, hash, finished: false })
    }

    /// Everything but the games (the checksum complete once [`Self::next_game`] has
    /// returned `None`).
    pub fn head(&self) -> &ResultsHead {
        &self.head
    }

    /// True once the checksum is known: its field was read (before the games in older
    /// files, after them in those this build writes), or the whole file was read without
    /// one. An empty one then means the file has none.
    pub fn checksum_read(&self) -> bool {
        self.finished || self.seen.contains("checksum")
    }

    /// True once the whole file was read and checked.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Games read so far.
    pub fn games_read(&self) -> u64 {
        self.read
    }

    /// The most bytes held at once for one value.
    pub fn peak(&self) -> usize {
        self.scanner.peak()
    }

    /// The next game, checked; `None` after the last, once the rest of the file (and the
    /// checksum) has been checked too.
    pub fn next_game(&mut self) -> Result<Option<LabGame>, ResultsError> {
        if self.finished {
            return Ok(None);
        }
        let more = if self.read == 0 {
            !self.scanner.take(b']').map_err(scan_error)?
        } else if self.scanner.take(b',').map_err(scan_error)? {
            true
        } else {
            self.scanner.expect(b']').map_err(scan_error)?;
            false
        };
        if !more {
            self.finish()?;
            return Ok(None);
        }
        let i = self.read;
        let position = self.scanner.position();
        let raw = self.scanner.value().map_err(scan_error)?;
        let game: LabGame =
            serde_json::from_slice(raw).map_err(|e| format_error(format!("{position}: games[{i}]: {e}")))?;
        self.check(i, &game)?;
        self.hash.add(&serde_json::to_string(&game).expect("a game serialises"));
        self.read += 1;
        Ok(Some(game))
    }

    /// The checks of [`StudyResults::from_json`] for game `i`, and its place in job order.
    fn check(&mut self, i: u64, game: &LabGame) -> Result<(), ResultsError> {
        let head = &self.head;
        let which = format!("games[{i}] (game {} of rule set {})", game.game, game.rule_set);
        let Some(seats) = head.rule_sets.get(game.rule_set).map(|r| r.seats.len()) else {
            return Err(format_error(format!("{which}: rule_set: the study has no such rule set")));
        };
        if game.game >= head.study.games {
            return Err(format_error(format!(
                "{which}: game: the study plays {} games a rule set",
                head.study.games
            )));
        }
        if let Some(misfit) = game.misfit(seats) {
            return Err(format_error(format!("{which}: {misfit}")));
        }
        let job = game.job(head.study.games);
        if !head.shards.iter().any(|s| s.owns(job)) {
            return Err(format_error(format!("{which}: has no place in the shards of this file")));
        }
        if self.last_job.is_some_and(|last| job <= last) {
            return Err(format_error(format!(
                "{which}: out of order (a results file holds each game once, in order of rule set, then game)"
            )));
        }
        self.last_job = Some(job);
        Ok(())
    }

    /// Reads what follows the games (the checksum, in files this build writes) to the end.
    fn finish(&mut self) -> Result<(), ResultsError> {
        loop {
            if self.scanner.take(b'}').map_err(scan_error)? {
                break;
            }
            self.scanner.expect(b',').map_err(scan_error)?;
            let key = field_name(&mut self.scanner, &mut self.seen)?;
            match key {
                "fingerprint" => self.head.fingerprint = parse(&mut self.scanner, key)?,
                "checksum" => self.head.checksum = parse(&mut self.scanner, key)?,
                _ => {
                    return Err(format_error(format!(
                        "`{key}` after `games`: a results file gives {} before its games",
                        BEFORE_GAMES.join(", ")
                    )));
                }
            }
        }
        if let Some(byte) = self.scanner.peek().map_err(scan_error)? {
            return Err(format_error(format!(
                "{}: '{}' after the end of the results",
                self.scanner.position(),
                (byte as char).escape_default()
            )));
        }
        check_fingerprint(&self.head)?;
        // After the fields, so that a value no run could write is named, not only found to
        // differ from the checksum.
        if !self.head.checksum.is_empty() && self.head.checksum != self.hash.hex() {
            return Err(format_error(
                "it was edited after the run (its seats, shards or games do not match their checksum)",
            ));
        }
        self.finished = true;
        Ok(())
    }
}

/// The study must match a fingerprint given.
fn check_fingerprint(head: &ResultsHead) -> Result<(), ResultsError> {
    if !head.fingerprint.is_empty() && head.fingerprint != head.study.fingerprint() {
        return Err(format_error("its study was edited after the run (it does not match its fingerprint)"));
    }
    Ok(())
}

/// The next field's name and its colon; a field not of results, or one met twice, is refused.
fn field_name<R: BufRead>(
    scanner: &mut Scanner<R>,
    seen: &mut HashSet<&'static str>,
) -> Result<&'static str, ResultsError> {
    const FIELDS: [&str; 9] = [
        "format",
        "version",
        "study",
        "rule_sets",
        "shards",
        "interrupted",
        "fingerprint",
        "checksum",
        "games",
    ];
    let position = scanner.position();
    let raw = scanner.value().map_err(scan_error)?;
    let name: String =
        serde_json::from_slice(raw).map_err(|e| format_error(format!("{position}: a field name: {e}")))?;
    let Some(&known) = FIELDS.iter().find(|&&f| f == name) else {
        return Err(format_error(format!(
            "{position}: unknown field `{}`, expected one of {}",
            crate::quote::quote(&name),
            FIELDS.map(|f| format!("`{f}`")).join(", ")
        )));
    };
    if !seen.insert(known) {
        return Err(format_error(format!("{position}: duplicate field `{known}`")));
    }
    scanner.expect(b':').map_err(scan_error)?;
    Ok(known)
}

/// The next value, as the field `field`.
fn parse<T: DeserializeOwned, R: BufRead>(scanner: &mut Scanner<R>, field: &str) -> Result<T, ResultsError> {
    let position = scanner.position();
    let raw = scanner.value().map_err(scan_error)?;
    serde_json::from_slice(raw).map_err(|e| format_error(format!("{position}: {field}: {e}")))
}

/// Writes a results file a game at a time, in the layout [`ResultsReader`] reads: the games
/// must come in job order, each once.
pub struct ResultsWriter<W: Write> {
    out: W,
    hash: Checksum,
    games: u64,
    last_job: Option<u64>,
    per_rule_set: u32,
}

impl<W: Write> ResultsWriter<W> {
    /// Writes everything before the games, with `head`'s fingerprint (a run and a merge give
    /// the study's, [`crate::lab::Study::fingerprint`]); its checksum is not used: it is
    /// computed as the games go by.
    pub fn new(mut out: W, head: &ResultsHead) -> io::Result<Self> {
        write_head(&mut out, head, &head.fingerprint)?;
        let hash = Checksum::new(&head.rule_sets, &head.shards, head.interrupted);
        Ok(Self { out, hash, games: 0, last_job: None, per_rule_set: head.study.games })
    }

    /// Appends `game`, which must come after the last in job order.
    pub fn push(&mut self, game: &LabGame) -> io::Result<()> {
        let job = game.job(self.per_rule_set);
        if self.last_job.is_some_and(|last| job <= last) {
            return Err(io::Error::other(format!(
                "game {} of rule set {} is written out of order or twice",
                game.game, game.rule_set
            )));
        }
        self.last_job = Some(job);
        let line = serde_json::to_string(game).expect("a game serialises");
        self.out.write_all(if self.games == 0 { b"\n" } else { b",\n" })?;
        self.out.write_all(line.as_bytes())?;
        self.hash.add(&line);
        self.games += 1;
        Ok(())
    }

    /// Games written.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// Writes the checksum and the end; returns the output and the checksum. Unless
    /// `sealed`, the checksum is left empty: a copy of a file written before checksums must
    /// not vouch for games nothing checked.
    pub fn finish(mut self, sealed: bool) -> io::Result<(W, String)> {
        let checksum = if sealed { self.hash.hex() } else { String::new() };
        if self.games > 0 {
            self.out.write_all(b"\n")?;
        }
        writeln!(self.out, "],\"checksum\":\"{checksum}\"}}")?;
        self.out.flush()?;
        Ok((self.out, checksum))
    }
}

/// Compact JSON of a value of a results file.
fn json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("results serialise to JSON")
}

/// Everything before the first game, with `fingerprint`.
fn write_head(out: &mut dyn Write, head: &ResultsHead, fingerprint: &str) -> io::Result<()> {
    write!(
        out,
        "{{\"format\":{},\"version\":{VERSION},\"study\":{},\"rule_sets\":{},\"shards\":{},\"interrupted\":{},\"fingerprint\":{},\"games\":[",
        json(FORMAT),
        json(&head.study),
        json(&head.rule_sets),
        json(&head.shards),
        head.interrupted,
        json(fingerprint),
    )
}

/// The layout of [`ResultsWriter`] for results held in memory, written exactly as held
/// (fingerprint, checksum and the order of the games), checked by nothing.
pub(super) fn results_text(results: &StudyResults) -> String {
    let head = results.head();
    let mut out = Vec::new();
    write_head(&mut out, &head, &results.fingerprint).expect("writing to memory");
    for (i, game) in results.games.iter().enumerate() {
        out.extend_from_slice(if i == 0 { b"\n" } else { b",\n" });
        out.extend_from_slice(json(game).as_bytes());
    }
    if !results.games.is_empty() {
        out.push(b'\n');
    }
    out.extend_from_slice(format!("],\"checksum\":{}}}\n", json(&results.checksum)).as_bytes());
    String::from_utf8(out).expect("JSON is UTF-8")
}

impl StudyResults {
    /// The head of these results.
    pub fn head(&self) -> ResultsHead {
        ResultsHead {
            study: self.study.clone(),
            rule_sets: self.rule_sets.clone(),
            shards: self.shards.clone(),
            interrupted: self.interrupted,
            fingerprint: self.fingerprint.clone(),
            checksum: self.checksum.clone(),
        }
    }
}
