//! The study as the person is filling it in: the chosen game, the rule sets with their
//! options, the agents and the numbers. It turns into a [`Study`] for the lab core to check
//! and run; every check is the core's, so the form and `plateau lab` refuse the same input
//! with the same words.

use crate::tr;
use std::sync::Arc;

use plateau_core::lab::{Study, StudyError};
use plateau_core::{GameFactory, OptionSpec};
use serde_json::{Map, Value};

/// A study's move cap unless the person changes it (the core's default for study files).
const DEFAULT_MAX_MOVES: u32 = 10_000;

/// One rule set being edited.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RuleSetDraft {
    /// The name typed; empty means the name made from the options (see [`auto_name`]).
    pub name: String,
    /// The options changed from the game's defaults.
    pub options: Map<String, Value>,
}

/// The whole form.
#[derive(Clone, Debug, PartialEq)]
pub struct StudyDraft {
    /// Registry index of the game; `None` until one is chosen.
    pub game: Option<usize>,
    /// The rule sets, in the order reports list them.
    pub rule_sets: Vec<RuleSetDraft>,
    /// Seat specs: one for every seat, or one per seat in seat order.
    pub seats: Vec<String>,
    /// Games per rule set.
    pub games: u32,
    /// The seed of every game's agents.
    pub seed: u64,
    /// The move cap of one game.
    pub max_moves: u32,
    /// Random moves before the agents take over.
    pub random_opening: u32,
}

impl Default for StudyDraft {
    fn default() -> Self {
        Self {
            game: None,
            rule_sets: vec![RuleSetDraft::default(), RuleSetDraft::default()],
            seats: vec!["easy".to_owned()],
            games: 100,
            seed: 1,
            max_moves: DEFAULT_MAX_MOVES,
            random_opening: 0,
        }
    }
}

impl StudyDraft {
    /// Chooses another game; the rule sets keep their names but lose their options, which
    /// belonged to the old game.
    pub fn choose_game(&mut self, game: usize) {
        if self.game != Some(game) {
            self.game = Some(game);
            for rule_set in &mut self.rule_sets {
                rule_set.options.clear();
            }
        }
    }

    /// Adds a rule set with the last one's options, so a variant is one change away.
    pub fn add_rule_set(&mut self) {
        let options = self.rule_sets.last().map(|r| r.options.clone()).unwrap_or_default();
        self.rule_sets.push(RuleSetDraft { name: String::new(), options });
    }

    /// The study this form describes, or why there is none yet (no game chosen).
    pub fn study(&self, games: &[Arc<dyn GameFactory>]) -> Result<Study, StudyError> {
        let factory = self
            .game
            .and_then(|g| games.get(g))
            .ok_or_else(|| StudyError { field: "game".to_owned(), reason: tr!("lab-problem-no-game") })?;
        let info = factory.info();
        Ok(Study {
            name: None,
            game: info.id.clone(),
            rule_sets: self
                .rule_sets
                .iter()
                .zip(self.names(&info.options))
                .map(|(r, name)| plateau_core::lab::RuleSet {
                    name,
                    options: Value::Object(plateau_core::applicable_options(&info.options, &r.options)),
                })
                .collect(),
            seats: self.seats.iter().map(|s| s.trim().to_owned()).collect(),
            games: self.games,
            seed: self.seed,
            max_moves: self.max_moves,
            random_opening: self.random_opening,
        })
    }
}

impl StudyDraft {
    /// The name each rule set goes by: the one typed, or else the one its options make,
    /// numbered when an earlier rule set has it already ("standard rules (2)"). A new form
    /// has two rule sets with the same options, and a copy made with "Add a rule set" has
    /// its original's: neither is a mistake to point out, only a study not yet changed.
    /// A typed name is the person's own, and the core says when it is taken.
    pub fn names(&self, specs: &[OptionSpec]) -> Vec<String> {
        let mut names: Vec<String> = Vec::with_capacity(self.rule_sets.len());
        for rule_set in &self.rule_sets {
            let typed = rule_set.name.trim();
            let name = if typed.is_empty() {
                let made = auto_name(specs, &rule_set.options);
                // Among one more number than there are names, one is free.
                (1..=names.len() + 1)
                    .map(|n| if n == 1 { made.clone() } else { format!("{made} ({n})") })
                    .find(|name| !names.contains(name))
                    .expect("some number is free")
            } else {
                typed.to_owned()
            };
            names.push(name);
        }
        names
    }
}

/// A name made from the options that apply and differ from the defaults ("Players 3, Grey
/// tile blocker"), or "standard rules" when none do.
pub fn auto_name(specs: &[OptionSpec], options: &Map<String, Value>) -> String {
    let changed: Vec<String> = specs
        .iter()
        .filter(|spec| spec.applies(specs, options))
        .filter_map(|spec| {
            let value = options.get(&spec.key).filter(|v| **v != spec.default_value())?;
            spec.value_words(value).map(|words| format!("{} {words}", spec.label))
        })
        .collect();
    if changed.is_empty() { "standard rules".to_owned() } else { changed.join(", ") }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn knightline() -> Vec<Arc<dyn GameFactory>> {
        let games = crate::registry::builtin().into_iter().filter(|g| g.info().id == "knightline");
        games.map(Arc::from).collect()
    }

    fn options(value: &Value) -> Map<String, Value> {
        value.as_object().cloned().unwrap_or_default()
    }

    #[test]
    fn names_come_from_the_changed_options() {
        let games = knightline();
        let specs = &games[0].info().options;
        assert_eq!(auto_name(specs, &Map::new()), "standard rules");
        // A value set back to its default is no change.
        assert_eq!(auto_name(specs, &options(&json!({"players": 2}))), "standard rules");
        assert_eq!(auto_name(specs, &options(&json!({"players": 3}))), "Players 3");
        assert_eq!(
            auto_name(specs, &options(&json!({"players": 3, "grey": "blocker"}))),
            "Players 3, Grey tile blocker"
        );
        let typed = RuleSetDraft { name: "  three  ".to_owned(), options: options(&json!({"players": 3})) };
        let draft = StudyDraft { rule_sets: vec![typed], ..StudyDraft::default() };
        assert_eq!(draft.names(specs), ["three"]);
    }

    #[test]
    fn rule_sets_with_the_same_options_are_numbered() {
        let games = knightline();
        let specs = &games[0].info().options;
        let mut draft = StudyDraft::default();
        assert_eq!(draft.names(specs), ["standard rules", "standard rules (2)"]);
        draft.add_rule_set();
        assert_eq!(draft.names(specs), ["standard rules", "standard rules (2)", "standard rules (3)"]);
        draft.rule_sets[1].options.insert("players".to_owned(), json!(3));
        assert_eq!(draft.names(specs), ["standard rules", "Players 3", "standard rules (2)"]);
    }

    #[test]
    fn a_new_form_for_any_game_is_a_study_that_can_run() {
        // The lab opens with a game chosen (the one in progress): nothing to complain about.
        for (g, game) in crate::registry::builtin().into_iter().map(Arc::<dyn GameFactory>::from).enumerate()
        {
            let games = vec![game];
            let mut draft = StudyDraft::default();
            draft.choose_game(0);
            let study = draft.study(&games).unwrap();
            let factories: Vec<&dyn GameFactory> = games.iter().map(AsRef::as_ref).collect();
            assert!(study.prepare(&factories).is_ok(), "game {g}: {:?}", study.prepare(&factories).err());
        }
    }

    #[test]
    fn the_form_makes_the_study_the_core_checks() {
        let games = knightline();
        let mut draft = StudyDraft::default();
        let error = draft.study(&games).unwrap_err();
        assert_eq!((error.field.as_str(), error.reason.as_str()), ("game", "choose a game"));

        draft.choose_game(0);
        draft.rule_sets[1].options.insert("players".to_owned(), json!(3));
        draft.seats = vec![" random ".to_owned()];
        let study = draft.study(&games).unwrap();
        assert_eq!(study.game, "knightline");
        assert_eq!(study.seats, ["random"]);
        let names: Vec<&str> = study.rule_sets.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["standard rules", "Players 3"]);
        let factories: Vec<&dyn GameFactory> = games.iter().map(AsRef::as_ref).collect();
        assert!(study.prepare(&factories).is_ok());

        // A copy of the last rule set is numbered, so it can run; a typed name that is
        // taken is the core's to refuse.
        draft.add_rule_set();
        assert_eq!(draft.study(&games).unwrap().rule_sets[2].name, "Players 3 (2)");
        draft.rule_sets[2].name = "Players 3".to_owned();
        let error = draft.study(&games).unwrap().prepare(&factories).err().unwrap();
        assert_eq!(error.field, "rule_sets[2].name");

        // Another game clears the options, which were the old game's.
        draft.choose_game(0);
        assert!(!draft.rule_sets[1].options.is_empty(), "the same game keeps them");
    }
}
