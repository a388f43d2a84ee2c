//! A study described on the command line instead of in a file:
//! `--game knightline --rules single --rules "free=first_move_single=false" --seats easy
//! --games 200`. A rule set is `NAME` (the game's default rules) or
//! `NAME=key=value,key=value`; seats are written as for `plateau match`. Fields left out
//! take the study file's defaults, so a flag study equals the file that spells it out.

use anyhow::{anyhow, bail};
use clap::Args;
use plateau_core::ai::parse::parse_seats;
use plateau_core::lab::study::{MAX_GAMES, MAX_MOVES};
use plateau_core::lab::{Study, StudyError};
use plateau_core::options;
use serde_json::{Map, Value, json};

use crate::cli::numbers;

#[derive(Debug, Args)]
pub struct InlineStudy {
    /// Game id (see `plateau games`), for a study given by flags instead of a file.
    #[arg(long, short, group = "source", requires_all = ["seats", "games"])]
    pub game: Option<String>,
    /// A rule set to compare: NAME for the game's default rules, or NAME=KEY=VALUE,... with
    /// its rule options; give two or more.
    #[arg(long = "rules", value_name = "NAME[=KEY=VALUE,...]", conflicts_with = "study", requires = "game")]
    pub rules: Vec<String>,
    /// The agents, one per seat or one for every seat, comma separated as for `plateau match`
    /// (random, easy, mcts:iterations=500, ...).
    #[arg(long, value_name = "SPECS", conflicts_with = "study")]
    pub seats: Option<String>,
    /// Games per rule set.
    #[arg(long, conflicts_with = "study", allow_negative_numbers = true, value_parser = numbers::whole::<u32>(1, u64::from(MAX_GAMES)))]
    pub games: Option<u32>,
    /// Seed from which every game's agent seeds derive [default: 1].
    #[arg(long, conflicts_with = "study")]
    pub seed: Option<u64>,
    /// A game still running after this many moves stops, unfinished [default: 10000].
    #[arg(long, conflicts_with = "study", allow_negative_numbers = true, value_parser = numbers::whole::<u32>(1, u64::from(MAX_MOVES)))]
    pub max_moves: Option<u32>,
    /// Moves played at random before the agents take over, the same in game g of every rule
    /// set; deterministic agents (alpha-beta) need it to play different games [default: 0].
    #[arg(long, conflicts_with = "study", value_name = "MOVES")]
    pub random_opening: Option<u32>,
    /// A title for the report and plots.
    #[arg(long, conflicts_with = "study")]
    pub name: Option<String>,
}

impl InlineStudy {
    /// The study the flags describe.
    pub fn study(&self) -> anyhow::Result<Study> {
        let Some(game) = &self.game else { bail!("give a study file, or describe the study with --game") };
        let rule_sets = self.rules.iter().map(|text| rule_set(text)).collect::<anyhow::Result<Vec<_>>>()?;
        let seats: Vec<String> = parse_seats(self.seats.as_deref().unwrap_or_default())
            .map_err(|e| anyhow!("--seats: {e}"))?
            .into_iter()
            .map(|(text, _)| text)
            .collect();
        let mut study = Map::new();
        study.insert("game".to_owned(), json!(game));
        study.insert("rule_sets".to_owned(), Value::Array(rule_sets));
        study.insert("seats".to_owned(), json!(seats));
        study.insert("games".to_owned(), json!(self.games));
        // Left out, these take the defaults a study file would.
        for (key, value) in [
            ("name", self.name.as_ref().map(|n| json!(n))),
            ("seed", self.seed.map(|s| json!(s))),
            ("max_moves", self.max_moves.map(|m| json!(m))),
            ("random_opening", self.random_opening.map(|m| json!(m))),
        ] {
            if let Some(value) = value {
                study.insert(key.to_owned(), value);
            }
        }
        serde_json::from_value(Value::Object(study)).map_err(|e| anyhow!("the study from the flags: {e}"))
    }

    /// `error` of the study the flags describe, naming the flag rather than the field.
    pub fn explain(&self, error: &StudyError) -> anyhow::Error {
        let field = error.field.as_str();
        let flag = if let Some(rest) = field.strip_prefix("rule_sets[") {
            let given =
                rest.split(']').next().and_then(|i| i.parse::<usize>().ok()).and_then(|i| self.rules.get(i));
            given.map_or_else(|| "--rules".to_owned(), |text| format!("--rules '{text}'"))
        } else if field == "rule_sets" {
            "--rules".to_owned()
        } else if field.starts_with("seats") {
            "--seats".to_owned()
        } else {
            format!("--{}", field.replace('_', "-"))
        };
        anyhow!("{flag}: {}", error.reason)
    }
}

/// One `--rules` value as a study's rule set: `NAME` or `NAME=key=value,key=value`.
fn rule_set(text: &str) -> anyhow::Result<Value> {
    let (name, settings) = match text.split_once('=') {
        Some((name, settings)) => (name.trim(), Some(settings)),
        None => (text.trim(), None),
    };
    if name.is_empty() {
        bail!("--rules '{text}': give the rule set a name (NAME or NAME=KEY=VALUE,...)");
    }
    // No options is the game's defaults, as a rule set without `options` in a file.
    let options = match settings.map(str::trim).filter(|s| !s.is_empty()) {
        Some(settings) => {
            let pairs: Vec<&str> = settings.split(',').collect();
            options::from_pairs(&pairs).map_err(|e| anyhow!("--rules '{text}': {e}"))?
        }
        None => Value::Null,
    };
    Ok(json!({ "name": name, "options": options }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_sets_by_name_or_with_options() {
        assert_eq!(rule_set("plain").unwrap(), json!({"name": "plain", "options": null}));
        assert_eq!(
            rule_set("free = first_move_single=false, players=2").unwrap(),
            json!({"name": "free", "options": {"first_move_single": false, "players": 2}})
        );
        assert_eq!(rule_set("x=").unwrap(), json!({"name": "x", "options": null}));
        let e = rule_set("=a=1").unwrap_err().to_string();
        assert!(e.contains("'=a=1'") && e.contains("name"), "{e}");
        let e = rule_set("x=players").unwrap_err().to_string();
        assert!(e.contains("--rules 'x=players'"), "{e}");
    }
}
