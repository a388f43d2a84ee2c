//! A study: one game, two or more rule sets, the agents in the seats, how many games and a
//! seed. It is data (JSON or TOML), stored with its results so any result can be re-run
//! exactly, and checked against the games of this build before anything runs.

use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

use crate::ai::SeatSpec;
use crate::ai::parse::parse_seat;
use crate::quote::quote;
use crate::{GameFactory, GameSession};

/// Most games one rule set of a study may ask for.
pub const MAX_GAMES: u32 = 1_000_000;

/// Most rule sets one study may compare: each has its own sessions and report, and a report
/// of more would be read by no one.
pub const MAX_RULE_SETS: usize = 10_000;

/// Most moves a study may allow one game.
pub const MAX_MOVES: u32 = 1_000_000;

/// What to compare. Every rule set plays `games` games with the same seats and the same
/// seeds (game `g` of every rule set seeds its agents alike), so that differences between
/// rule sets are not luck of the draw; seats rotate from game to game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Study {
    /// A title for reports; the game and rule set names when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The game's id (`"knightline"`).
    pub game: String,
    /// The rule sets to compare, at least two.
    pub rule_sets: Vec<RuleSet>,
    /// The agents, one per seat in seat order, as seat specs (`"easy"`,
    /// `"mcts:iterations=500"`, or JSON). A single entry sits in every seat, which suits rule
    /// sets with different numbers of players.
    pub seats: Vec<String>,
    /// Games per rule set.
    pub games: u32,
    /// The seed every game's agent seeds derive from.
    #[serde(default = "default_seed")]
    pub seed: u64,
    /// A game still running after this many moves stops and counts as unfinished.
    #[serde(default = "default_max_moves")]
    pub max_moves: u32,
    /// Moves played at random before the agents take over, the same in game `g` of every
    /// rule set where the same moves are legal. Deterministic agents (alpha-beta) would
    /// otherwise play one game over and over. Studies written before the field have none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub random_opening: u32,
}

#[allow(clippy::trivially_copy_pass_by_ref, reason = "serde's skip_serializing_if passes a reference")]
fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn default_seed() -> u64 {
    1
}

fn default_max_moves() -> u32 {
    10_000
}

/// One rule set: a name for tables and plots, and the game's options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleSet {
    /// How reports name it (`"single first move"`).
    pub name: String,
    /// The rule options, as `--option` pairs would give them (`{"first_move_single": false}`);
    /// empty for the defaults.
    #[serde(default)]
    pub options: Value,
}

/// Why a study cannot run, naming the field at fault (`rule_sets[1].options`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{field}: {reason}")]
pub struct StudyError {
    /// Where in the study (`"games"`, `"seats[0]"`, `"rule_sets[1].options"`).
    pub field: String,
    /// What is wrong.
    pub reason: String,
}

impl StudyError {
    fn new(field: impl Into<String>, reason: impl fmt::Display) -> Self {
        Self { field: field.into(), reason: reason.to_string() }
    }
}

/// A study checked against this build's games: a session per rule set and the agents per
/// seat, ready to run.
pub struct PreparedStudy {
    /// The study as given.
    pub study: Study,
    /// A fresh session of each rule set (templates that games clone).
    pub sessions: Vec<Box<dyn GameSession>>,
    /// The agents of each rule set, one per seat.
    pub seats: Vec<Vec<SeatSpec>>,
}

impl Study {
    /// Reads a study from JSON or TOML text; `path_hint` (a file name) picks TOML when it
    /// ends in `.toml`, otherwise JSON.
    pub fn parse(text: &str, path_hint: &str) -> Result<Self, StudyError> {
        if path_hint.to_ascii_lowercase().ends_with(".toml") {
            toml::from_str(text).map_err(|e| {
                let field = e.span().map_or_else(|| "study".to_owned(), |span| line_of(text, span.start));
                StudyError::new(field, e.message())
            })
        } else {
            serde_json::from_str(text)
                .map_err(|e| StudyError::new(format!("line {}, column {}", e.line(), e.column()), e))
        }
    }

    /// The study as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("studies serialise to JSON")
    }

    /// A short fingerprint of everything that decides the study's games (its JSON form,
    /// hashed with 64-bit FNV-1a), in hex: what a journal and a shard's results are checked
    /// against, so that games of one study never mix with another's.
    pub fn fingerprint(&self) -> String {
        format!("{:016x}", fnv1a(self.to_json().as_bytes()))
    }

    /// A title: the name given, or the game and its rule sets.
    pub fn title(&self) -> String {
        self.name.clone().unwrap_or_else(|| {
            let names: Vec<&str> = self.rule_sets.iter().map(|r| r.name.as_str()).collect();
            format!("{}: {}", self.game, names.join(" vs "))
        })
    }

    /// Checks that the study's and the rule sets' names are one short line of printable text:
    /// they head reports, tables and plots.
    pub fn check_names(&self) -> Result<(), StudyError> {
        if let Some(name) = &self.name {
            check_name(name).map_err(|why| StudyError::new("name", why))?;
        }
        for (r, rule_set) in self.rule_sets.iter().enumerate() {
            check_name(&rule_set.name).map_err(|why| StudyError::new(format!("rule_sets[{r}].name"), why))?;
        }
        Ok(())
    }

    /// Checks every field against the games of this build (`factories`) and makes the
    /// sessions and agents. Each error names its field.
    pub fn prepare(&self, factories: &[&dyn GameFactory]) -> Result<PreparedStudy, StudyError> {
        let factory = factories.iter().find(|f| f.info().id == self.game).ok_or_else(|| {
            let ids: Vec<&str> = factories.iter().map(|f| f.info().id.as_str()).collect();
            StudyError::new(
                "game",
                format!("unknown game '{}' (this build has {})", quote(&self.game), ids.join(", ")),
            )
        })?;
        self.check_names()?;
        if !(1..=MAX_GAMES).contains(&self.games) {
            return Err(StudyError::new(
                "games",
                format!("must be between 1 and {MAX_GAMES}, not {}", self.games),
            ));
        }
        if !(1..=MAX_MOVES).contains(&self.max_moves) {
            return Err(StudyError::new(
                "max_moves",
                format!("must be between 1 and {MAX_MOVES}, not {}", self.max_moves),
            ));
        }
        if self.rule_sets.len() < 2 {
            return Err(StudyError::new("rule_sets", "a study compares at least two rule sets"));
        }
        if self.rule_sets.len() > MAX_RULE_SETS {
            return Err(StudyError::new(
                "rule_sets",
                format!("a study compares at most {MAX_RULE_SETS} rule sets, not {}", self.rule_sets.len()),
            ));
        }
        if self.seats.is_empty() {
            return Err(StudyError::new("seats", "name at least one agent"));
        }
        let specs = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, text)| parse_seat(text).map_err(|e| StudyError::new(format!("seats[{i}]"), e.reason)))
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(i) = specs.iter().position(SeatSpec::is_human) {
            return Err(StudyError::new(format!("seats[{i}]"), "a study is played by agents, not people"));
        }
        let mut names: HashMap<&str, usize> = HashMap::with_capacity(self.rule_sets.len());
        let mut sessions = Vec::with_capacity(self.rule_sets.len());
        let mut seats = Vec::with_capacity(self.rule_sets.len());
        for (r, rule_set) in self.rule_sets.iter().enumerate() {
            let field = format!("rule_sets[{r}]");
            if rule_set.name.trim().is_empty() {
                return Err(StudyError::new(format!("{field}.name"), "give the rule set a name"));
            }
            if let Some(&twin) = names.get(rule_set.name.as_str()) {
                return Err(StudyError::new(
                    format!("{field}.name"),
                    format!("'{}' is already the name of rule_sets[{twin}]", rule_set.name),
                ));
            }
            names.insert(&rule_set.name, r);
            let session = factory
                .create(&rule_set.options)
                .map_err(|e| StudyError::new(format!("{field}.options"), e))?;
            let players = session.info().player_count();
            let agents: Vec<SeatSpec> = match specs.len() {
                1 => vec![specs[0].clone(); players],
                n if n == players => specs.clone(),
                n => {
                    return Err(StudyError::new(
                        "seats",
                        format!(
                            "{n} agents for rule set '{}', which has {players} seats (give one agent per seat, or one for all)",
                            rule_set.name
                        ),
                    ));
                }
            };
            for (i, agent) in agents.iter().enumerate() {
                session.bind_agent(agent).map_err(|e| {
                    StudyError::new(
                        format!("seats[{}]", i.min(specs.len() - 1)),
                        format!("rule set '{}': {e}", rule_set.name),
                    )
                })?;
            }
            sessions.push(session);
            seats.push(agents);
        }
        Ok(PreparedStudy { study: self.clone(), sessions, seats })
    }
}

/// 64-bit FNV-1a of `bytes`: stable across builds and platforms (unlike the standard
/// library's hasher), which is what a fingerprint stored in files needs.
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    fnv1a_from(0xcbf2_9ce4_8422_2325, bytes)
}

/// [`fnv1a`] going on from `hash` (the hash of what came before).
pub(crate) fn fnv1a_from(hash: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(hash, |hash, &b| (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// The most characters a study's or a rule set's name may have: it heads tables and plots.
pub const MAX_NAME_CHARS: usize = 80;

/// Why `name` cannot name a study or a rule set: names are printed in reports, tables and
/// plots, so they are one short line of printable text.
fn check_name(name: &str) -> Result<(), String> {
    if name.chars().any(crate::quote::needs_escape) {
        return Err(format!("'{}' has control characters; a name is one line of plain text", quote(name)));
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(format!("'{}' is longer than {MAX_NAME_CHARS} characters", quote(name)));
    }
    Ok(())
}

/// `line N` of a byte offset in `text`, for TOML errors.
fn line_of(text: &str, offset: usize) -> String {
    let line = text[..offset.min(text.len())].matches('\n').count() + 1;
    format!("line {line}")
}
