//! The moves of the game as the window knows them: every line played ([`MoveTree`]), the
//! line shown (the session's timeline), and the rows of the move list.
//!
//! The session plays one line at a time; the tree keeps the others. Read from the session
//! once per game and then kept in step move by move, because the session builds the
//! notation of the whole line on each request.

use plateau_core::move_tree::{MoveTree, NodeId};
use plateau_core::{GameSession, Player};

/// One row of the move list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    /// The starting position.
    Start,
    /// The move of the line shown that leads to the position after this many moves.
    Move(usize),
    /// A side line: another move played instead of the line's move at its depth, shown
    /// after that move.
    Branch(NodeId),
}

/// The game's lines and the one shown.
#[derive(Clone, Debug)]
pub struct Timeline {
    tree: MoveTree,
    /// The line shown, from the first move to its end: the session's whole timeline.
    line: Vec<NodeId>,
    notation: Vec<String>,
    movers: Vec<Option<Player>>,
    rows: Vec<Row>,
    /// The first moves of lines taken back ([`Self::take_back`]): the move list folds them.
    taken_back: Vec<NodeId>,
    /// Per move of the line shown, its turn ([`Self::turn_of`]).
    turns: Vec<(usize, bool)>,
}

/// A side line deleted from the tree, to put back ([`Timeline::restore`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Removed {
    /// Its first move.
    pub first: NodeId,
    /// Its place among the continuations of its position.
    position: usize,
    /// How many moves went with it.
    pub moves: usize,
}

impl Default for Timeline {
    fn default() -> Self {
        Self::from_tree(MoveTree::new(), NodeId::ROOT, Vec::new())
    }
}

impl PartialEq for Timeline {
    /// Two timelines are equal when they show the same moves by the same players.
    fn eq(&self, other: &Self) -> bool {
        self.notation == other.notation && self.movers == other.movers
    }
}

impl Timeline {
    /// The session's whole timeline as a game of one line (linear in its length).
    pub fn read(session: &dyn GameSession) -> Self {
        let tree = MoveTree::from_line(session.history());
        let end = tree.line_end(NodeId::ROOT);
        Self::from_tree(tree, end, session.history_movers())
    }

    /// `tree` shown on the line ending at `end`, whose moves were made by `movers`.
    pub fn from_tree(tree: MoveTree, end: NodeId, movers: Vec<Option<Player>>) -> Self {
        let mut timeline = Self {
            tree,
            line: Vec::new(),
            notation: Vec::new(),
            movers: Vec::new(),
            rows: Vec::new(),
            taken_back: Vec::new(),
            turns: Vec::new(),
        };
        timeline.show_line(end, movers);
        timeline
    }

    /// Shows the line through `node` (to its end), whose moves were made by `movers`.
    pub fn show_line(&mut self, node: NodeId, movers: Vec<Option<Player>>) {
        let line = self.tree.line_through(node);
        self.set_line(line, movers);
    }

    /// Shows exactly the moves `session` plays, found in the tree (or added to it): after the
    /// session stopped part way along a line, the window shows where it is and keeps every
    /// other line.
    pub fn follow(&mut self, session: &dyn GameSession) {
        let mut at = NodeId::ROOT;
        for notation in session.history() {
            at = match self.tree.child_with(at, &notation) {
                Some(child) => child,
                None => self.tree.add_child(at, notation),
            };
        }
        let line = self.tree.path_to(at);
        self.set_line(line, session.history_movers());
    }

    fn set_line(&mut self, line: Vec<NodeId>, mut movers: Vec<Option<Player>>) {
        // A line taken back and shown again is a line like any other.
        self.taken_back.retain(|node| !line.contains(node));
        self.notation = self.tree.notations(&line);
        movers.resize(line.len(), None);
        self.line = line;
        self.movers = movers;
        self.index_rows();
    }

    /// A new move played after `before` moves of the line shown: it becomes the line's end,
    /// and any later moves of the line stay in the tree as a side line. Played at the end of
    /// the line shown, it continues that line: it goes before the continuations there (moves
    /// taken back), so taking a move back and playing another never turns the game into a
    /// side line of what was taken back.
    pub fn record(&mut self, before: usize, notation: String, mover: Option<Player>) {
        let parent = self.node_at(before);
        let node = if before == self.line.len() {
            self.tree.insert_child(parent, 0, notation.clone())
        } else {
            self.tree.add_child(parent, notation.clone())
        };
        self.line.truncate(before);
        self.notation.truncate(before);
        self.movers.truncate(before);
        self.line.push(node);
        self.notation.push(notation);
        self.movers.push(mover);
        self.index_rows();
    }

    /// The move `notation` after `before` moves of the line shown, if it was played there
    /// already (on this line or another).
    pub fn existing(&self, before: usize, notation: &str) -> Option<NodeId> {
        self.tree.child_with(self.node_at(before), notation)
    }

    /// The position after `ply` moves of the line shown (the root for 0).
    pub fn node_at(&self, ply: usize) -> NodeId {
        ply.checked_sub(1).and_then(|i| self.line.get(i)).copied().unwrap_or(NodeId::ROOT)
    }

    /// Every line of the game.
    pub fn tree(&self) -> &MoveTree {
        &self.tree
    }

    /// The line shown, first move first.
    pub fn line(&self) -> &[NodeId] {
        &self.line
    }

    /// Makes the side line through `node` one step more important (see
    /// [`MoveTree::promote`]); false on the main line.
    pub fn promote(&mut self, node: NodeId) -> bool {
        let promoted = self.tree.promote(node);
        self.index_rows();
        promoted
    }

    /// Takes back the moves of the line shown after its first `keep`: the line ends there,
    /// and the moves taken back stay in the tree as a side line, folded in the move list.
    /// The session keeps them as its redo tail until it plays another move. False when the
    /// line is not longer than `keep`.
    pub fn take_back(&mut self, keep: usize) -> bool {
        let Some(&first) = self.line.get(keep) else { return false };
        self.line.truncate(keep);
        self.notation.truncate(keep);
        self.movers.truncate(keep);
        if !self.taken_back.contains(&first) {
            self.taken_back.push(first);
        }
        self.index_rows();
        true
    }

    /// Marks the lines that start with `nodes` as taken back (a save read back says which
    /// were); a node on the line shown is left unmarked, as [`Self::show_line`] does.
    pub fn mark_taken_back(&mut self, nodes: &[NodeId]) {
        for &node in nodes {
            if !self.line.contains(&node) && !self.taken_back.contains(&node) {
                self.taken_back.push(node);
            }
        }
        self.index_rows();
    }

    /// True when `node` starts a line of moves taken back.
    pub fn is_taken_back(&self, node: NodeId) -> bool {
        self.taken_back.contains(&node)
    }

    /// The line of moves taken back at the end of the line shown, if there is one: what redo
    /// brings back.
    pub fn taken_back_here(&self) -> Option<NodeId> {
        let end = self.node_at(self.line.len());
        self.tree.children(end).iter().copied().find(|&c| self.is_taken_back(c))
    }

    /// Removes the move `node` and what followed it, leaving the line shown as it was if
    /// `node` is not on it. Returns the position before `node` and what
    /// [`Self::restore`] needs to put it back.
    pub fn remove(&mut self, node: NodeId) -> Option<(NodeId, Removed)> {
        let moves = self.tree.depth(self.tree.line_end(node)) + 1 - self.tree.depth(node);
        let position =
            self.tree.parent(node).and_then(|p| self.tree.children(p).iter().position(|&c| c == node))?;
        let parent = self.tree.remove(node)?;
        self.index_rows();
        Some((parent, Removed { first: node, position, moves }))
    }

    /// Puts back a side line [`Self::remove`] deleted; false if its position is gone too.
    pub fn restore(&mut self, removed: Removed) -> bool {
        let restored = self.tree.restore(removed.first, removed.position);
        self.index_rows();
        restored
    }

    /// True when the line shown is the main line.
    pub fn on_main_line(&self) -> bool {
        self.line.last().is_none_or(|&end| self.tree.is_main(end))
    }

    /// Where the line shown last leaves its parent line: its move there. `None` on the main
    /// line.
    pub fn branch_point(&self) -> Option<NodeId> {
        self.tree.branch_point(*self.line.last()?)
    }

    /// The moves of the line shown, in notation.
    pub fn moves(&self) -> &[String] {
        &self.notation
    }

    /// Number of moves of the line shown.
    pub fn len(&self) -> usize {
        self.notation.len()
    }

    /// True before the first move.
    pub fn is_empty(&self) -> bool {
        self.notation.is_empty()
    }

    /// The notation of the move at `index` (0-based) of the line shown and who made it.
    pub fn get(&self, index: usize) -> Option<(&str, Option<Player>)> {
        Some((self.notation.get(index)?.as_str(), self.movers.get(index).copied().flatten()))
    }

    /// The turn the move at `index` (0-based) of the line shown belongs to, from 1, and
    /// whether it opens that turn. A turn is the moves one player makes in a row (a YINSH
    /// ring move and the row it makes, a ZÈRTZ placement and its ring): the move list numbers
    /// turns, as players count them.
    pub fn turn_of(&self, index: usize) -> (usize, bool) {
        self.turns.get(index).copied().unwrap_or((index + 1, true))
    }

    /// The rows of the move list.
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// The row of the position after `ply` moves of the line shown.
    pub fn row_of(&self, ply: usize) -> Option<usize> {
        let wanted = if ply == 0 { Row::Start } else { Row::Move(ply) };
        self.rows.iter().position(|&row| row == wanted)
    }

    fn index_rows(&mut self) {
        self.turns.clear();
        let mut turn = 0;
        for (i, mover) in self.movers.iter().enumerate() {
            let opens = i == 0 || mover.is_none() || *mover != self.movers[i - 1];
            turn += usize::from(opens);
            self.turns.push((turn, opens));
        }
        self.rows.clear();
        self.rows.push(Row::Start);
        for (i, &node) in self.line.iter().enumerate() {
            self.rows.push(Row::Move(i + 1));
            self.rows.extend(self.tree.alternatives(node).map(Row::Branch));
        }
        // The lines that go on from the end of the line shown (moves taken back).
        let end = self.node_at(self.line.len());
        self.rows.extend(self.tree.children(end).iter().copied().map(Row::Branch));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_instead_of_the_next_one_keeps_the_old_line_as_a_branch() {
        let tree = MoveTree::from_line(["a", "b", "c"]);
        let end = tree.line_end(NodeId::ROOT);
        let mut timeline = Timeline::from_tree(tree, end, vec![None; 3]);
        assert_eq!(timeline.existing(1, "b"), Some(timeline.line()[1]));
        timeline.record(1, "x".to_owned(), None);
        assert_eq!(timeline.moves(), ["a", "x"]);
        assert!(!timeline.on_main_line(), "the new move is a side line; the game's line stays main");
        let b = timeline.tree().main_line()[1];
        assert_eq!(timeline.rows(), [Row::Start, Row::Move(1), Row::Move(2), Row::Branch(b)]);
        assert_eq!(timeline.row_of(2), Some(2));
        assert!(timeline.promote(timeline.line()[1]));
        assert!(timeline.on_main_line());
        assert_eq!(timeline.tree().notations(&timeline.tree().main_line()), ["a", "x"]);
    }
}
