//! The [`Game`] trait: the rules of one game, with options as data.

use std::fmt::Debug;
use std::hash::Hash;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::{IllegalMove, MoveError, OptionsError, Outcome, ParseMoveError, Player, Rgb, Scores, ToMove};

/// What a game is, for menus, save files and the plugin header.
///
/// `Default` is there so a game can fill the fields it has no use for with
/// `..GameInfo::default()` and keep compiling when the info gains a field.
#[derive(Clone, Eq, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct GameInfo {
    /// Stable lower-case identifier used on the command line and in save files (`"dvonn"`).
    pub id: String,
    /// Display name (`"DVONN"`).
    pub name: String,
    /// Bumped whenever a rules change could make an old save replay differently.
    pub rules_version: u32,
    /// Seat names in seat order (`["White", "Black"]`); its length is the number of players
    /// for the options this info was made with.
    pub players: Vec<String>,
    /// One paragraph for the game chooser.
    pub description: String,
    /// The rules in plain words for the rules panel: paragraphs separated by blank lines,
    /// ending with the decisions taken where the official rules are unclear.
    #[serde(default)]
    pub rules: String,
    /// The rule options `Game::new` accepts, for menus and `--option` help.
    pub options: Vec<OptionSpec>,
    /// The colour of each seat's pieces, in seat order, when the game has colours of its own
    /// (Connect Four's red and yellow); empty, the usual case, leaves the front end's palette
    /// (white, black, red, blue). A seat beyond the list also gets the palette's colour.
    ///
    /// It lives here rather than in [`BoardView`](crate::BoardView) because a seat's colour belongs to the game,
    /// not to a position: the front end shows it where no board is at hand (the seat list,
    /// the evaluation graph), and the info crosses the plugin seam once, in the manifest,
    /// instead of with every view. Older plugins and saves, which lack the field, still read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seat_colors: Vec<Rgb>,
    /// The first lesson: positions drawn with the board code, each with what to look at,
    /// shown before a first game. Empty for a game that has none; older plugins lack it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lessons: Vec<crate::lesson::Lesson>,
    /// The game's texts in other languages ([`crate::Words`]): seats, phases, options,
    /// choosers, figures, endings. Empty, English is all there is; older plugins lack it.
    #[serde(default, skip_serializing_if = "crate::Words::is_empty")]
    pub words: crate::Words,
}

impl GameInfo {
    /// Number of seats.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// The seat whose lower-cased name is `name` (`"white"`), if any.
    pub fn player_named(&self, name: &str) -> Option<Player> {
        self.players.iter().position(|p| p.eq_ignore_ascii_case(name)).map(Player::new)
    }

    /// The colour the game gives `player`'s pieces, if it names one (see
    /// [`Self::seat_colors`]).
    pub fn seat_color(&self, player: Player) -> Option<Rgb> {
        self.seat_colors.get(player.index()).copied()
    }

    /// Name of a seat (`"White"`), or `"?"` for a seat this game does not have: values can
    /// come from a plugin, and a bad one must show as such, not bring the program down.
    pub fn player_name(&self, player: Player) -> &str {
        self.players.get(player.index()).map_or("?", String::as_str)
    }

    /// The fewest and the most seats the game's options allow: the bounds of an integer
    /// option keyed `players` when it has one (Knight Line: 2 to 3), else this info's count.
    pub fn player_range(&self) -> (usize, usize) {
        let players = self.options.iter().find(|o| o.key == "players").and_then(|o| match o.kind {
            OptionKind::Integer { min, max, .. } => {
                Some((usize::try_from(min).ok()?, usize::try_from(max).ok()?)).filter(|(a, b)| a <= b)
            }
            _ => None,
        });
        players.unwrap_or((self.player_count(), self.player_count()))
    }

    /// "2 players", "2 or 3 players", "2 to 4 players": how many can play, for menus.
    pub fn players_text(&self) -> String {
        match self.player_range() {
            (1, 1) => "1 player".to_owned(),
            (a, b) if a == b => format!("{a} players"),
            (a, b) if a + 1 == b => format!("{a} or {b} players"),
            (a, b) => format!("{a} to {b} players"),
        }
    }
}

/// One rule option, as a key of the game's `Options` (serde field name).
#[derive(Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct OptionSpec {
    /// Field name, as used in `--option key=value` and in save files.
    pub key: String,
    /// Short label for menus.
    pub label: String,
    /// One sentence of help.
    pub help: String,
    /// Allowed values and the default.
    pub kind: OptionKind,
    /// When set, the option means something only while another option has one of these
    /// values (GIPF's piece count, for the Basic version only), and menus show it only then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shown_when: Option<OptionCondition>,
    /// An engine setting rather than a rule players choose (GIPF's `ply_cap`): the
    /// command line and the rules lab offer it, the new-game dialog does not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub engine_only: bool,
}

impl OptionSpec {
    /// Whether the option applies given the `chosen` options (a JSON object; options not in
    /// it have their defaults, found in `all`, the game's option specs).
    pub fn applies(&self, all: &[OptionSpec], chosen: &serde_json::Map<String, serde_json::Value>) -> bool {
        let Some(condition) = &self.shown_when else { return true };
        let value = match chosen.get(&condition.key) {
            Some(serde_json::Value::String(s)) => s.clone(),
            Some(other) => other.to_string(),
            None => match all.iter().find(|o| o.key == condition.key).map(|o| &o.kind) {
                Some(OptionKind::Choice { default, .. }) => default.clone(),
                Some(OptionKind::Integer { default, .. }) => default.to_string(),
                Some(OptionKind::Flag { default }) => default.to_string(),
                None => return true,
            },
        };
        condition.values.contains(&value)
    }
}

/// The entries of `chosen` (a JSON object of options) that apply under `specs`: an option
/// whose [`OptionSpec::shown_when`] does not hold is left out, so a value chosen earlier and
/// now hidden never reaches the game; keys `specs` does not know are kept for the game to
/// reject by name.
pub fn applicable_options(
    specs: &[OptionSpec],
    chosen: &serde_json::Map<String, serde_json::Value>,
) -> serde_json::Map<String, serde_json::Value> {
    chosen
        .iter()
        .filter(|(key, _)| specs.iter().find(|s| &s.key == *key).is_none_or(|s| s.applies(specs, chosen)))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect()
}

/// "Option `key` has one of `values`" (values written as in `--option key=value`).
#[derive(Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct OptionCondition {
    /// The other option's key.
    pub key: String,
    /// Its values for which the condition holds.
    pub values: Vec<String>,
}

/// The values an option takes.
#[derive(Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub enum OptionKind {
    /// One of a fixed set of strings.
    Choice {
        /// Allowed values, in menu order, as written in save files and `--option` pairs.
        choices: Vec<String>,
        /// The default value.
        default: String,
        /// The words menus show for each value, in the order of `choices` (`"neither player
        /// can move"` for `neither-can-move`). Empty, as from plugins built before the field
        /// existed, the values are shown spelt out ([`OptionKind::choice_words`]).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        labels: Vec<String>,
    },
    /// An integer in `min..=max`.
    Integer {
        /// Smallest allowed value.
        min: i64,
        /// Largest allowed value.
        max: i64,
        /// The default value.
        default: i64,
    },
    /// On or off.
    Flag {
        /// The default value.
        default: bool,
    },
}

impl OptionKind {
    /// The words for `value` of a choice: its label when the game gives one, else the value
    /// with its dashes and underscores as spaces (`mover-stuck` reads "mover stuck"), so
    /// that no menu shows a code.
    pub fn choice_words(&self, value: &str) -> String {
        if let Self::Choice { choices, labels, .. } = self
            && let Some(label) = choices.iter().position(|c| c == value).and_then(|i| labels.get(i))
        {
            return label.clone();
        }
        value.replace(['-', '_'], " ")
    }
}

impl OptionSpec {
    /// How `value` of this option reads to a person: a choice's words, a number, or "on" /
    /// "off"; `None` when the value is not of the option's kind.
    pub fn value_words(&self, value: &serde_json::Value) -> Option<String> {
        match &self.kind {
            OptionKind::Choice { .. } => value.as_str().map(|v| self.kind.choice_words(v)),
            OptionKind::Integer { .. } => value.as_i64().map(|v| v.to_string()),
            OptionKind::Flag { .. } => value.as_bool().map(|v| if v { "on" } else { "off" }.to_owned()),
        }
    }

    /// The option's default as JSON.
    pub fn default_value(&self) -> serde_json::Value {
        match &self.kind {
            OptionKind::Choice { default, .. } => default.clone().into(),
            OptionKind::Integer { default, .. } => (*default).into(),
            OptionKind::Flag { default } => (*default).into(),
        }
    }
}

/// The rules of one game, and nothing else. A value of this type is one rule set (its
/// options are fixed at [`Game::new`]); states are separate values, so one `Game` serves many
/// searches at once.
///
/// How a position is drawn and clicked is [`crate::GameView`]; what the AI may be told about
/// the game (an evaluator, a playout policy, levels, agents of its own) is
/// [`crate::ai::GameAi`], whose every method has a default. A game the app plays implements
/// all three ([`crate::Playable`]).
///
/// Contracts every implementation keeps (the conformance suite in `tests/` checks them on
/// random reachable states):
///
/// - `to_move(s)` is [`ToMove::Terminal`] iff `outcome(s)` is `Some` iff `legal_moves(s)` is
///   empty.
/// - When the player to move has no real action, `legal_moves` yields exactly one move, a
///   pass (for which [`Game::is_pass`] is true). A pass never appears beside other moves.
/// - `legal_moves` yields each legal move once, in a deterministic order that depends only
///   on the state.
/// - `try_play` accepts exactly the moves `legal_moves` yields and leaves the state untouched
///   when it refuses one.
/// - `hash(s) == hash_from_scratch(s)` for every reachable state, and equal states hash
///   equally.
/// - `parse_move(s, &notation(s, m)) == Ok(m)` and `move_from_id(move_id(m)) == Some(m)`
///   for every legal `m`.
pub trait Game: Clone + Send + Sync + 'static {
    /// A complete position, including whose turn it is. Small and cheap to clone: search
    /// copies it (copy-make) instead of undoing moves.
    type State: Clone + Eq + Hash + Send + Sync + Debug;
    /// One action of one player. A few bytes, `Copy`.
    type Move: Copy + Eq + Hash + Send + Sync + Debug;
    /// The rule options (variants), deserialised from `--option key=value` pairs or a save
    /// file. Unknown keys must be refused (`#[serde(deny_unknown_fields)]`).
    type Options: Serialize + DeserializeOwned + Default + Clone + Debug + Send + Sync;

    /// The rules for these options, or why the options make no sense together.
    fn new(options: Self::Options) -> Result<Self, OptionsError>;

    /// The options this rule set was made with.
    fn options(&self) -> &Self::Options;

    /// Identification and description of the game for these options.
    fn info(&self) -> &GameInfo;

    /// The position before the first move.
    fn initial_state(&self) -> Self::State;

    /// Who acts next, or `Terminal` when the game is over.
    fn to_move(&self, state: &Self::State) -> ToMove;

    /// Name of the current phase for display (`"Placement"`, `"Movement"`, `"Removal"`).
    fn phase(&self, state: &Self::State) -> &'static str;

    /// Clears `out`, then fills it with every legal move for the player to move, each once,
    /// in a deterministic order. Exactly one pass when the player must pass; empty iff the
    /// game is over. Never allocates when `out` has enough capacity.
    fn legal_moves(&self, state: &Self::State, out: &mut Vec<Self::Move>);

    /// Plays a move known to be legal: the search's fast path, which checks nothing it does
    /// not need. Given an illegal move it may panic or leave a meaningless state (never
    /// undefined behaviour: games contain no `unsafe`). So it is only ever called with moves
    /// that `legal_moves` produced for this very state; a move from outside (a click, a save
    /// file, the engine protocol, a plugin) goes through [`Game::try_play`], as every
    /// [`crate::GameSession`] method does. The name says it: nothing is checked.
    fn play_unchecked(&self, state: &mut Self::State, mv: Self::Move);

    /// Plays `mv` if it is legal, or says why not and leaves `state` unchanged.
    ///
    /// The default checks membership in `legal_moves`; games override it to give precise
    /// reasons.
    fn try_play(&self, state: &mut Self::State, mv: Self::Move) -> Result<(), IllegalMove> {
        let mut moves = Vec::new();
        self.legal_moves(state, &mut moves);
        if moves.contains(&mv) {
            self.play_unchecked(state, mv);
            Ok(())
        } else if moves.is_empty() {
            Err(IllegalMove::new("the game is over"))
        } else {
            Err(IllegalMove::new(format!("{} is not a legal move here", self.notation(state, mv))))
        }
    }

    /// True for the forced pass. Games without passes keep the default.
    fn is_pass(&self, _mv: Self::Move) -> bool {
        false
    }

    /// The final result, or `None` while the game goes on.
    fn outcome(&self, state: &Self::State) -> Option<Outcome>;

    /// Live figures per player for display (pieces controlled, reserve, ...).
    fn scores(&self, state: &Self::State) -> Scores;

    /// Zobrist hash of the state, maintained incrementally by `play_unchecked`.
    fn hash(&self, state: &Self::State) -> u64;

    /// The same hash computed from nothing but the position; used to check `hash`.
    fn hash_from_scratch(&self, state: &Self::State) -> u64;

    /// A compact id for a move, stable for this game and its options, independent of the
    /// state. Used across the plugin boundary and by front ends.
    fn move_id(&self, mv: Self::Move) -> u32;

    /// The move with this id, or `None` if no move of this game has it.
    fn move_from_id(&self, id: u32) -> Option<Self::Move>;

    /// The move in canonical notation. `state` is the position the move is played from.
    fn notation(&self, state: &Self::State, mv: Self::Move) -> String;

    /// Reads a move in canonical notation or any other form the game documents. A parsed move
    /// is well-formed but may still be illegal; `try_play` decides that.
    fn parse_move(&self, state: &Self::State, text: &str) -> Result<Self::Move, ParseMoveError>;

    /// Reads text that may spell several consecutive moves as one unit, e.g. a whole GIPF
    /// turn (removals, push, removals) written as one string. Returns the moves in playing
    /// order, each checked legal in the state the previous ones lead to. The default reads
    /// one move with [`Game::parse_move`] and checks it with [`Game::try_play`].
    fn parse_sequence(&self, state: &Self::State, text: &str) -> Result<Vec<Self::Move>, MoveError> {
        let mv = self.parse_move(state, text)?;
        let mut probe = state.clone();
        self.try_play(&mut probe, mv)
            .map_err(|source| MoveError::Illegal { notation: text.trim().to_owned(), source })?;
        Ok(vec![mv])
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Map, Value, json};

    use super::*;

    fn option(key: &str, kind: OptionKind) -> OptionSpec {
        OptionSpec {
            key: key.to_owned(),
            label: key.to_owned(),
            help: String::new(),
            kind,
            shown_when: None,
            engine_only: false,
        }
    }

    fn info(options: Vec<OptionSpec>) -> GameInfo {
        GameInfo {
            id: "g".to_owned(),
            name: "G".to_owned(),
            rules_version: 1,
            players: vec!["A".to_owned(), "B".to_owned()],
            description: String::new(),
            rules: String::new(),
            options,
            seat_colors: Vec::new(),
            lessons: Vec::new(),
            words: crate::Words::new(),
        }
    }

    #[test]
    fn infos_without_seat_colours_still_read_and_colours_round_trip() {
        let old = r#"{"id":"g","name":"G","rules_version":1,"players":["A","B"],"description":"","rules":"","options":[]}"#;
        let read: GameInfo = serde_json::from_str(old).unwrap();
        assert_eq!(read, info(Vec::new()));
        assert_eq!(read.seat_color(Player::WHITE), None);
        assert_eq!(serde_json::to_string(&read).unwrap(), old, "no colours, no field");
        let coloured = GameInfo { seat_colors: vec![Rgb::new(200, 30, 40), Rgb::new(240, 200, 0)], ..read };
        let back: GameInfo = serde_json::from_str(&serde_json::to_string(&coloured).unwrap()).unwrap();
        assert_eq!(back, coloured);
        assert_eq!(back.seat_color(Player::BLACK), Some(Rgb::new(240, 200, 0)));
        assert_eq!(back.seat_color(Player::new(2)), None, "a seat beyond the list");
    }

    #[test]
    fn the_player_range_comes_from_a_players_option() {
        assert_eq!(info(Vec::new()).players_text(), "2 players");
        let players = |min, max| option("players", OptionKind::Integer { min, max, default: 2 });
        assert_eq!(info(vec![players(2, 3)]).players_text(), "2 or 3 players");
        assert_eq!(info(vec![players(2, 4)]).player_range(), (2, 4));
        assert_eq!(info(vec![players(2, 4)]).players_text(), "2 to 4 players");
        // A nonsensical range (a plugin's) falls back to the seats this info has.
        assert_eq!(info(vec![players(3, 1)]).player_range(), (2, 2));
        assert_eq!(info(vec![players(-1, 3)]).player_range(), (2, 2));
    }

    #[test]
    fn an_option_that_depends_on_another_applies_only_with_its_values() {
        let version = option(
            "version",
            OptionKind::Choice {
                choices: vec!["basic".to_owned(), "full".to_owned()],
                default: "full".to_owned(),
                labels: Vec::new(),
            },
        );
        let pieces = OptionSpec {
            shown_when: Some(OptionCondition { key: "version".to_owned(), values: vec!["basic".to_owned()] }),
            ..option("pieces", OptionKind::Integer { min: 1, max: 9, default: 5 })
        };
        let specs = [version, pieces];
        let chosen = |v: Value| -> Map<String, Value> { v.as_object().unwrap().clone() };
        // The default version is "full": pieces does not apply, and is left out.
        assert!(!specs[1].applies(&specs, &Map::new()));
        let full = chosen(json!({"pieces": 7}));
        assert_eq!(applicable_options(&specs, &full), Map::new());
        let basic = chosen(json!({"version": "basic", "pieces": 7, "unknown": 1}));
        assert!(specs[1].applies(&specs, &basic));
        assert_eq!(applicable_options(&specs, &basic), basic, "unknown keys stay for the game to refuse");
    }

    #[test]
    fn choices_read_in_words_with_or_without_labels() {
        let labelled = option(
            "end",
            OptionKind::Choice {
                choices: vec!["neither-can-move".to_owned(), "mover-stuck".to_owned()],
                default: "neither-can-move".to_owned(),
                labels: vec!["neither player can move".to_owned(), "the mover is stuck".to_owned()],
            },
        );
        assert_eq!(labelled.value_words(&json!("mover-stuck")).as_deref(), Some("the mover is stuck"));
        assert_eq!(labelled.default_value(), json!("neither-can-move"));
        // A plugin built before labels existed: the value, spelt out.
        let bare = OptionKind::Choice {
            choices: vec!["mover-stuck".to_owned()],
            default: "mover-stuck".to_owned(),
            labels: Vec::new(),
        };
        assert_eq!(bare.choice_words("mover-stuck"), "mover stuck");
        assert_eq!(bare.choice_words("first_move"), "first move");
        let flag = option("cap", OptionKind::Flag { default: false });
        assert_eq!(flag.value_words(&json!(true)).as_deref(), Some("on"));
        assert_eq!(flag.value_words(&json!("yes")), None);
    }

    #[test]
    fn option_specs_without_labels_still_read() {
        // The plugins' JSON seam: a manifest written before `labels` existed.
        let old = json!({"key": "end", "label": "End", "help": "",
                         "kind": {"Choice": {"choices": ["a", "b"], "default": "a"}}});
        let spec: OptionSpec = serde_json::from_value(old.clone()).unwrap();
        assert!(matches!(&spec.kind, OptionKind::Choice { labels, .. } if labels.is_empty()));
        assert_eq!(serde_json::to_value(&spec).unwrap(), old, "and are written as before");
    }
}
