//! Side lines in a save: how a [`MoveTree`] is written, and how it is read back by replaying
//! every side line through the rules.
//!
//! The main line stays the save's `moves`, as in saves without side lines, so a save of a
//! game nobody branched reads exactly as before. Side lines are written beside it, each
//! saying after how many moves of the game it starts:
//!
//! ```json
//! "moves": ["e1", "c3", "d4"],
//! "variations": [{"from": 1, "moves": ["b2", "a1"], "variations": [{"from": 2, "moves": ["f6"]}]}],
//! "line": [{"from": 1, "branch": 1}]
//! ```
//!
//! reads "1. e1 2. c3 (2. b2 3. a1 (3. f6)) 3. d4", shown on the line e1 b2 a1. `line` says
//! which line the position shown lies on: where it leaves the main continuation and which
//! side line it takes there (1 is the first side line).

use serde::{Deserialize, Serialize};

use super::{ReplayControl, SaveError};
use crate::move_tree::{MoveTree, NodeId};
use crate::{GameSession, MoveError};

/// A side line: an alternative to one move of the line it branches from, and what followed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Variation {
    /// Moves of the game played before the side line: its first move is an alternative to
    /// move `from + 1` of the line it branches from.
    pub from: usize,
    /// The side line's moves in notation.
    pub moves: Vec<String>,
    /// Side lines branching from this one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Variation>,
    /// The line holds moves the players took back (Undo in a game in progress): kept, so
    /// nothing is lost, and shown folded rather than as a side line anyone chose to play.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub taken_back: bool,
}

impl Variation {
    /// True when this side line, or one inside it, is marked [`Self::taken_back`].
    pub fn any_taken_back(&self) -> bool {
        self.taken_back || self.variations.iter().any(Self::any_taken_back)
    }
}

/// One step of the shown line off its parent line (see the module's example).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LineChoice {
    /// Moves of the game before the step.
    pub from: usize,
    /// Which continuation the line takes there: 1 for the first side line.
    pub branch: usize,
}

/// The side lines of `tree`, as a save writes them.
pub fn side_lines(tree: &MoveTree) -> Vec<Variation> {
    side_lines_marked(tree, &|_| false)
}

/// The side lines of `tree`, those whose first move `taken_back` names marked so.
pub fn side_lines_marked(tree: &MoveTree, taken_back: &dyn Fn(NodeId) -> bool) -> Vec<Variation> {
    line_side_lines(tree, tree.main_line().first().copied(), true, taken_back)
}

/// The side lines met along the line that starts with `first`; those that branch where
/// `first` itself was played belong to the line above unless `with_first`.
fn line_side_lines(
    tree: &MoveTree,
    first: Option<NodeId>,
    with_first: bool,
    taken_back: &dyn Fn(NodeId) -> bool,
) -> Vec<Variation> {
    let Some(first) = first else { return Vec::new() };
    let mut out = Vec::new();
    for (i, &on_line) in tree.line_through(first)[tree.depth(first) - 1..].iter().enumerate() {
        if i == 0 && !with_first {
            continue;
        }
        let parent = tree.parent(on_line).expect("a move has a position before it");
        for &side in &tree.children(parent)[1..] {
            let line = tree.line_through(side);
            out.push(Variation {
                from: tree.depth(parent),
                moves: tree.notations(&line[tree.depth(parent)..]),
                variations: line_side_lines(tree, Some(side), false, taken_back),
                taken_back: taken_back(side),
            });
        }
    }
    out
}

/// The choices that lead from the start to the line ending at `leaf`.
pub fn line_choices(tree: &MoveTree, leaf: NodeId) -> Vec<LineChoice> {
    let mut choices = Vec::new();
    for id in tree.path_to(leaf) {
        let parent = tree.parent(id).expect("a move has a position before it");
        let branch =
            tree.children(parent).iter().position(|&c| c == id).expect("among its parent's children");
        if branch > 0 {
            choices.push(LineChoice { from: tree.depth(parent), branch });
        }
    }
    choices
}

/// The end of the line `choices` lead to; errors name the field as `field`.
pub fn follow(tree: &MoveTree, choices: &[LineChoice], field: &str) -> Result<NodeId, SaveError> {
    let mut at = NodeId::ROOT;
    let mut last_from = None;
    for choice in choices {
        if last_from.is_some_and(|f| choice.from <= f) {
            return Err(line_error(field, choice, "the steps must follow the game's order"));
        }
        last_from = Some(choice.from);
        while tree.depth(at) < choice.from {
            at = *tree
                .children(at)
                .first()
                .ok_or_else(|| line_error(field, choice, "the line ends before it"))?;
        }
        at = *tree
            .children(at)
            .get(choice.branch)
            .ok_or_else(|| line_error(field, choice, "there is no such side line"))?;
    }
    Ok(tree.line_end(at))
}

fn line_error(field: &str, choice: &LineChoice, why: &str) -> SaveError {
    SaveError::Lines(format!(
        "{field}: the step after move {} to side line {}: {why}",
        choice.from, choice.branch
    ))
}

/// Replays `variations` into `tree` (which holds the main line, as replayed) through
/// `session`, checking every move by the rules and keeping its canonical notation.
///
/// Side lines are replayed latest first, so the session only ever steps back between them
/// and every move is played once: a save's replay stays linear in its size. Returns the
/// first moves of the side lines marked [`Variation::taken_back`].
pub(super) fn replay(
    session: &mut dyn GameSession,
    tree: &mut MoveTree,
    variations: &[Variation],
    control: &ReplayControl,
) -> Result<Vec<NodeId>, SaveError> {
    let mut on = tree.main_line();
    let mut taken_back = Vec::new();
    let main = tree.main_line();
    replay_under(session, tree, &mut on, &main, 0, variations, control, &mut taken_back)?;
    Ok(taken_back)
}

/// Replays the side lines of the line `parent` (whose own moves start after `start` moves),
/// noting in `taken_back` the first moves of the side lines marked so.
// The recursion carries the replay's whole state; a struct for it would only rename it.
#[allow(clippy::too_many_arguments)]
fn replay_under(
    session: &mut dyn GameSession,
    tree: &mut MoveTree,
    on: &mut Vec<NodeId>,
    parent: &[NodeId],
    start: usize,
    variations: &[Variation],
    control: &ReplayControl,
    taken_back: &mut Vec<NodeId>,
) -> Result<(), SaveError> {
    let mut order: Vec<&Variation> = variations.iter().collect();
    // Latest first; among side lines of one position, the last first, each put right after
    // the main continuation, so they end up in the order written.
    order.reverse();
    order.sort_by_key(|v| std::cmp::Reverse(v.from));
    for variation in order {
        if control.is_cancelled() {
            return Err(SaveError::Cancelled);
        }
        let from = variation.from;
        if from < start || from >= parent.len() {
            return Err(SaveError::Lines(format!(
                "the side line after move {from} does not branch from a move of its line (moves {} to {})",
                start + 1,
                parent.len()
            )));
        }
        if variation.moves.is_empty() {
            return Err(SaveError::Lines(format!("the side line after move {from} has no moves")));
        }
        let branch = if from == 0 { NodeId::ROOT } else { parent[from - 1] };
        goto(session, tree, on, &tree.path_to(branch))?;
        for (i, text) in variation.moves.iter().enumerate() {
            session.play_notation(text).map_err(|error| SaveError::Variation {
                from,
                number: i + 1,
                text: text.clone(),
                error,
            })?;
        }
        let played = session.history().split_off(from);
        let mut played = played.into_iter();
        let first = played.next().expect("the side line has a move");
        if tree.child_with(branch, &first).is_some() {
            return Err(SaveError::Lines(format!(
                "the side line after move {from} repeats the move '{}' played there already",
                crate::quote::quote(&first)
            )));
        }
        let mut at = tree.insert_child(branch, 1, first);
        if variation.taken_back {
            taken_back.push(at);
        }
        for notation in played {
            at = tree.add_child(at, notation);
        }
        *on = tree.path_to(at);
        let line = on.clone();
        replay_under(session, tree, on, &line, from + 1, &variation.variations, control, taken_back)?;
    }
    Ok(())
}

/// Brings `session`, whose whole timeline is the line `on`, to the position at the end of
/// `target`: back to where the two part, then forward along `target`. Afterwards `on` is
/// the session's timeline again (still the old one when `target` was part of it). Returns
/// the number of moves the two lines share.
pub fn goto(
    session: &mut dyn GameSession,
    tree: &MoveTree,
    on: &mut Vec<NodeId>,
    target: &[NodeId],
) -> Result<usize, SaveError> {
    let shared = on.iter().zip(target).take_while(|(a, b)| a == b).count();
    if !session.seek(shared) {
        return Err(SaveError::Cursor { cursor: shared, moves: on.len() });
    }
    if shared == target.len() {
        return Ok(shared);
    }
    on.truncate(shared);
    for &id in &target[shared..] {
        let text = tree.notation(id);
        let played = session.play_notation(text).map_err(|error| SaveError::Move {
            number: tree.depth(id),
            text: text.to_owned(),
            error,
        })?;
        if played.len() != 1 {
            return Err(SaveError::Move {
                number: tree.depth(id),
                text: text.to_owned(),
                error: MoveError::Parse(crate::ParseMoveError::new(
                    text,
                    format!("it plays {} moves, not one", played.len()),
                )),
            });
        }
        on.push(id);
    }
    Ok(shared)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::StaticFactory;
    use crate::save::{Ending, SaveFile};
    use crate::toy::Toy;

    /// "1. take1 2. take1 3. take1 4. take1" with the side lines "2. take2 3. take1" (and
    /// in it "3. take3 4. take1") and "4. take3", shown on the innermost side line.
    fn save_json() -> serde_json::Value {
        json!({
            "format": "plateau-save", "version": 2,
            "game": {"id": "toy", "rules_version": 1, "options": {"stones": 12}},
            "players": [{"type": "human"}, {"type": "human"}],
            "moves": ["take1", "take1", "take1", "take1"],
            "variations": [
                {"from": 1, "moves": ["take2", "take1"], "variations": [{"from": 2, "moves": ["take3", "take1"]}]},
                {"from": 3, "moves": ["take3"]}
            ],
            "line": [{"from": 1, "branch": 1}, {"from": 2, "branch": 1}],
            "cursor": 3
        })
    }

    fn restore(value: &serde_json::Value) -> Result<crate::save::RestoredGame, SaveError> {
        SaveFile::from_json(&value.to_string())?
            .restore_tree_with(&StaticFactory::<Toy>::new(), &ReplayControl::new())
    }

    #[test]
    fn side_lines_replay_into_a_tree_and_are_written_back_the_same() {
        let restored = restore(&save_json()).unwrap();
        let tree = &restored.tree;
        assert_eq!(tree.notations(&tree.main_line()), ["take1"; 4]);
        assert_eq!(tree.notations(&tree.path_to(restored.shown)), ["take1", "take2", "take3", "take1"]);
        assert_eq!(restored.session.history(), ["take1", "take2", "take3", "take1"]);
        assert_eq!(restored.session.cursor(), 3);
        assert_eq!(tree.len(), 4 + 2 + 2 + 1);
        let written = side_lines(tree);
        let read: Vec<Variation> = serde_json::from_value(save_json()["variations"].clone()).unwrap();
        assert_eq!(written, read);
        let line: Vec<LineChoice> = serde_json::from_value(save_json()["line"].clone()).unwrap();
        assert_eq!(line_choices(tree, restored.shown), line);
    }

    #[test]
    fn side_lines_of_one_position_keep_their_order() {
        let mut value = save_json();
        value["variations"] = json!([
            {"from": 0, "moves": ["take2"]}, {"from": 0, "moves": ["take3"]}, {"from": 2, "moves": ["take2"]}
        ]);
        value["line"] = json!([{"from": 0, "branch": 2}]);
        value["cursor"] = json!(1);
        let restored = restore(&value).unwrap();
        let tree = &restored.tree;
        let firsts: Vec<&str> = tree.children(NodeId::ROOT).iter().map(|&c| tree.notation(c)).collect();
        assert_eq!(firsts, ["take1", "take2", "take3"]);
        assert_eq!(restored.session.history(), ["take3"]);
        assert_eq!(
            side_lines(tree),
            serde_json::from_value::<Vec<Variation>>(value["variations"].clone()).unwrap()
        );
    }

    #[test]
    fn a_bad_side_line_says_which_and_where() {
        let cases = [
            (
                json!([{"from": 1, "moves": ["take2", "take9"]}]),
                "the side line after move 1, its move 2 'take9'",
            ),
            (
                json!([{"from": 4, "moves": ["take1"]}]),
                "does not branch from a move of its line (moves 1 to 4)",
            ),
            (json!([{"from": 1, "moves": []}]), "after move 1 has no moves"),
            (json!([{"from": 0, "moves": ["take1"]}]), "repeats the move 'take1'"),
            (
                json!([{"from": 1, "moves": ["take2", "take1"], "variations": [{"from": 1, "moves": ["take3"]}]}]),
                "does not branch from a move of its line (moves 3 to 3)",
            ),
        ];
        for (variations, expected) in cases {
            let mut value = save_json();
            value["variations"] = variations;
            value["line"] = json!([]);
            value["cursor"] = json!(0);
            let error = restore(&value).err().expect("refused").to_string();
            assert!(error.contains(expected), "{error} (expected: {expected})");
        }
        for (line, expected) in [
            (json!([{"from": 1, "branch": 2}]), "no such side line"),
            (json!([{"from": 3, "branch": 1}, {"from": 1, "branch": 1}]), "follow the game's order"),
            (json!([{"from": 9, "branch": 1}]), "the line ends before it"),
        ] {
            let mut value = save_json();
            value["line"] = line;
            let error = restore(&value).err().expect("refused").to_string();
            assert!(error.contains(expected), "{error} (expected: {expected})");
        }
        let mut value = save_json();
        value["cursor"] = json!(5);
        assert!(restore(&value).err().unwrap().to_string().contains("cursor 5 is beyond the 4 moves"));
    }

    #[test]
    fn an_ending_is_placed_on_the_line_it_closes() {
        // On the main line (version 2 saves), and on a side line (version 3).
        let mut value = save_json();
        value["ending"] = json!({"resigned": {"seat": 1}});
        let restored = restore(&value).unwrap();
        let main_end = restored.tree.line_end(NodeId::ROOT);
        assert_eq!(restored.ending, Some((main_end, Ending::Resigned { seat: 1 })));
        value["version"] = json!(3);
        value["ending_line"] = value["line"].clone();
        let restored = restore(&value).unwrap();
        assert_eq!(restored.ending, Some((restored.shown, Ending::Resigned { seat: 1 })));

        // A line that is not there, or a line without an ending, is refused and named.
        value["ending_line"] = json!([{"from": 1, "branch": 3}]);
        let error = restore(&value).err().expect("refused").to_string();
        assert!(error.contains("the ending's line: the step after move 1 to side line 3"), "{error}");
        value["ending"] = json!(null);
        let error = restore(&value).err().expect("refused").to_string();
        assert!(error.contains("ending_line: there is no ending for it to place"), "{error}");
    }

    #[test]
    fn a_save_asks_for_the_oldest_version_that_holds_it() {
        let mut save = SaveFile::from_json(&save_json().to_string()).unwrap();
        assert_eq!(save.needed_version(), 2);
        save.ending = Some(Ending::DrawAgreed);
        save.ending_line = save.line.clone();
        assert_eq!(save.needed_version(), 3);
        let plain = save.first_moves(4);
        assert!(plain.ending.is_none() && plain.ending_line.is_empty());
        let mut plain = plain;
        plain.variations.clear();
        assert_eq!(plain.needed_version(), 1);
    }

    proptest::proptest! {
        /// Any tree of lines is written and read back the same: main line, side lines in
        /// their order, and the line shown.
        #[test]
        fn any_tree_round_trips(
            growth in proptest::collection::vec((0usize..64, 1u32..=3), 0..40),
            pick in 0usize..64,
        ) {
            // Ten moves of at most three stones from thirty: every move stays legal.
            let mut tree = MoveTree::new();
            let mut nodes = vec![NodeId::ROOT];
            for (at, take) in growth {
                let parent = nodes[at % nodes.len()];
                let notation = format!("take{take}");
                if tree.depth(parent) < 10 && tree.child_with(parent, &notation).is_none() {
                    nodes.push(tree.add_child(parent, notation));
                }
            }
            let shown = tree.line_end(nodes[pick % nodes.len()]);
            let value = json!({
                "format": "plateau-save", "version": 2,
                "game": {"id": "toy", "rules_version": 1, "options": {"stones": 30}},
                "players": [{"type": "human"}, {"type": "human"}],
                "moves": tree.notations(&tree.main_line()),
                "variations": side_lines(&tree),
                "line": line_choices(&tree, shown),
                "cursor": tree.depth(shown),
            });
            let restored = restore(&value).unwrap();
            let back = &restored.tree;
            proptest::prop_assert_eq!(back.notations(&back.main_line()), tree.notations(&tree.main_line()));
            proptest::prop_assert_eq!(side_lines(back), side_lines(&tree));
            proptest::prop_assert_eq!(back.notations(&back.path_to(restored.shown)), tree.notations(&tree.path_to(shown)));
            proptest::prop_assert_eq!(restored.session.history(), tree.notations(&tree.path_to(shown)));
            proptest::prop_assert_eq!(back.len(), tree.len());
        }
    }

    #[test]
    fn a_save_without_side_lines_stays_version_1() {
        let mut value = save_json();
        value["variations"] = json!([]);
        value["line"] = json!([]);
        let save = SaveFile::from_json(&value.to_string()).unwrap();
        assert_eq!(save.needed_version(), 1);
        assert_eq!(SaveFile::from_json(&save_json().to_string()).unwrap().needed_version(), 2);
    }
}
