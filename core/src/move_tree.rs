//! A game as a tree of moves: the main line and the side lines (variations) that branch off
//! it, as players know them from Lichess or a PGN file.
//!
//! The tree holds moves as canonical notation, not as a game's own types, so that one tree
//! serves every game, compiled in or behind a plugin. A session ([`crate::GameSession`])
//! plays one line of it at a time; front ends keep the tree beside the session and replay a
//! line into the session when the person switches to it.
//!
//! Nodes are never freed: removing a side line detaches it, which keeps every [`NodeId`]
//! valid for the tree's life. Trees are small (one node per move ever played), so this costs
//! nothing worth reclaiming.

/// A position in the tree: the root (the starting position) or the position after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The starting position.
    pub const ROOT: Self = Self(0);

    fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Debug)]
struct Node {
    /// The move that leads here, in canonical notation (empty for the root).
    notation: String,
    parent: Option<NodeId>,
    /// The continuations; the first is the main one, the others are side lines in the
    /// order they were made.
    children: Vec<NodeId>,
    /// Moves from the start.
    depth: usize,
}

/// The moves of a game with all its side lines.
#[derive(Clone, Debug)]
pub struct MoveTree {
    nodes: Vec<Node>,
}

impl Default for MoveTree {
    fn default() -> Self {
        Self::new()
    }
}

impl MoveTree {
    /// A tree with the starting position only.
    pub fn new() -> Self {
        Self { nodes: vec![Node { notation: String::new(), parent: None, children: Vec::new(), depth: 0 }] }
    }

    /// A tree of one line (no side lines).
    pub fn from_line<S: Into<String>>(moves: impl IntoIterator<Item = S>) -> Self {
        let mut tree = Self::new();
        let mut at = NodeId::ROOT;
        for mv in moves {
            at = tree.add_child(at, mv.into());
        }
        tree
    }

    fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// The move that leads to `id` (empty for the root).
    pub fn notation(&self, id: NodeId) -> &str {
        &self.node(id).notation
    }

    /// The position before `id`'s move; `None` for the root.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).parent
    }

    /// The moves played from `id`, main continuation first.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        &self.node(id).children
    }

    /// Number of moves from the start to `id`.
    pub fn depth(&self, id: NodeId) -> usize {
        self.node(id).depth
    }

    /// The move `notation` from `id`, if it was played there before.
    pub fn child_with(&self, id: NodeId, notation: &str) -> Option<NodeId> {
        self.children(id).iter().copied().find(|&c| self.notation(c) == notation)
    }

    /// Adds the move `notation` after `parent`, as its main continuation if it is the first
    /// move played there and as a side line otherwise. The caller makes sure the move is not
    /// there already ([`Self::child_with`]).
    pub fn add_child(&mut self, parent: NodeId, notation: String) -> NodeId {
        let last = self.children(parent).len();
        self.insert_child(parent, last, notation)
    }

    /// Adds the move `notation` after `parent` as its continuation number `position` (0: the
    /// main one), moving the later ones along; at the end if `position` is past them.
    pub fn insert_child(&mut self, parent: NodeId, position: usize, notation: String) -> NodeId {
        let id = NodeId(u32::try_from(self.nodes.len()).expect("fewer than 2^32 moves"));
        let depth = self.depth(parent) + 1;
        self.nodes.push(Node { notation, parent: Some(parent), children: Vec::new(), depth });
        let children = &mut self.nodes[parent.index()].children;
        children.insert(position.min(children.len()), id);
        id
    }

    /// The moves from the start to `id`, `id` last (empty for the root).
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::with_capacity(self.depth(id));
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            path.push(at);
            at = parent;
        }
        path.reverse();
        path
    }

    /// True while `id` is still in the tree: false for a removed move and every move after it.
    pub fn contains(&self, id: NodeId) -> bool {
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            if !self.children(parent).contains(&at) {
                return false;
            }
            at = parent;
        }
        true
    }

    /// The end of the line through `id`: its main continuation followed to the last move.
    pub fn line_end(&self, id: NodeId) -> NodeId {
        let mut at = id;
        while let Some(&first) = self.children(at).first() {
            at = first;
        }
        at
    }

    /// The whole line through `id`: the moves that lead to it, then its main continuation.
    pub fn line_through(&self, id: NodeId) -> Vec<NodeId> {
        self.path_to(self.line_end(id))
    }

    /// The main line: the first continuation at every position.
    pub fn main_line(&self) -> Vec<NodeId> {
        self.line_through(NodeId::ROOT)
    }

    /// True when `id` lies on the main line.
    pub fn is_main(&self, id: NodeId) -> bool {
        self.branch_point(id).is_none()
    }

    /// Where the line through `id` last leaves its parent line: the latest move on the way
    /// to `id` that is not its position's main continuation. `None` on the main line.
    pub fn branch_point(&self, id: NodeId) -> Option<NodeId> {
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            if self.children(parent).first() != Some(&at) {
                return Some(at);
            }
            at = parent;
        }
        None
    }

    /// The other moves played where the move `id` was played (its siblings), in order.
    pub fn alternatives(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let siblings = self.parent(id).map_or(&[][..], |p| self.children(p));
        siblings.iter().copied().filter(move |&s| s != id)
    }

    /// Makes the side line through `id` one step more important: the move where it leaves
    /// its parent line becomes that position's main continuation (so the parent line becomes
    /// a side line there). Repeated, it makes the line the main line. False on the main line.
    pub fn promote(&mut self, id: NodeId) -> bool {
        let Some(branch) = self.branch_point(id) else { return false };
        let parent = self.parent(branch).expect("a branch point has a parent");
        let children = &mut self.nodes[parent.index()].children;
        let at = children.iter().position(|&c| c == branch).expect("a node is among its parent's children");
        let moved = children.remove(at);
        children.insert(0, moved);
        true
    }

    /// Removes the move `id` and everything after it. Returns the position before it, or
    /// `None` (and changes nothing) for the root.
    pub fn remove(&mut self, id: NodeId) -> Option<NodeId> {
        let parent = self.parent(id)?;
        self.nodes[parent.index()].children.retain(|&c| c != id);
        Some(parent)
    }

    /// Puts back the move `id` that [`Self::remove`] took away, with everything after it, as
    /// continuation number `position` of its position (at the end if past them). False, and
    /// nothing changes, for the root, a move in the tree and a move whose position was removed.
    pub fn restore(&mut self, id: NodeId, position: usize) -> bool {
        let Some(parent) = self.nodes.get(id.index()).and_then(|node| node.parent) else { return false };
        if self.children(parent).contains(&id) || !self.contains(parent) {
            return false;
        }
        let children = &mut self.nodes[parent.index()].children;
        children.insert(position.min(children.len()), id);
        true
    }

    /// Number of moves in the tree (removed ones not counted).
    pub fn len(&self) -> usize {
        let mut count = 0;
        let mut stack = vec![NodeId::ROOT];
        while let Some(at) = stack.pop() {
            count += self.children(at).len();
            stack.extend_from_slice(self.children(at));
        }
        count
    }

    /// True when no move has been played.
    pub fn is_empty(&self) -> bool {
        self.children(NodeId::ROOT).is_empty()
    }

    /// The notation of the moves on `line`.
    pub fn notations(&self, line: &[NodeId]) -> Vec<String> {
        line.iter().map(|&id| self.notation(id).to_owned()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "1. a 2. b 3. c", with the side lines "2. x 3. y" and "3. z".
    fn sample() -> (MoveTree, [NodeId; 6]) {
        let mut tree = MoveTree::from_line(["a", "b", "c"]);
        let [m_a, m_b, m_c] = <[NodeId; 3]>::try_from(tree.main_line()).unwrap();
        let m_x = tree.add_child(m_a, "x".into());
        let m_y = tree.add_child(m_x, "y".into());
        let m_z = tree.add_child(m_b, "z".into());
        (tree, [m_a, m_b, m_c, m_x, m_y, m_z])
    }

    #[test]
    fn lines_follow_the_main_continuation() {
        let (tree, [m_a, m_b, m_c, m_x, m_y, m_z]) = sample();
        assert_eq!(tree.main_line(), vec![m_a, m_b, m_c]);
        assert_eq!(tree.line_through(m_x), vec![m_a, m_x, m_y]);
        assert_eq!(tree.line_through(m_z), vec![m_a, m_b, m_z]);
        assert_eq!(tree.notations(&tree.line_through(m_x)), ["a", "x", "y"]);
        assert_eq!(tree.branch_point(m_y), Some(m_x));
        assert_eq!(tree.branch_point(m_c), None);
        assert!(tree.is_main(m_b) && !tree.is_main(m_y));
        assert_eq!(tree.alternatives(m_b).collect::<Vec<_>>(), vec![m_x]);
        assert_eq!(tree.child_with(m_a, "x"), Some(m_x));
        assert_eq!((tree.len(), tree.depth(m_y)), (6, 3));
        assert_eq!((tree.children(m_a).len(), tree.children(m_b).len()), (2, 2), "two side lines");
    }

    #[test]
    fn promoting_a_side_line_twice_makes_it_the_main_line() {
        let (mut tree, [m_a, m_b, _, m_x, m_y, m_z]) = sample();
        // m_z sits in the main line's side line at move 3; m_x's line at move 2.
        assert!(tree.promote(m_z));
        assert_eq!(tree.main_line(), vec![m_a, m_b, m_z]);
        assert!(tree.promote(m_y));
        assert_eq!(tree.main_line(), vec![m_a, m_x, m_y]);
        assert!(!tree.promote(m_y), "the main line cannot be promoted");
        assert_eq!(tree.len(), 6, "promotion loses nothing");
    }

    #[test]
    fn removing_a_move_removes_its_continuation_only() {
        let (mut tree, [m_a, m_b, m_c, m_x, m_y, _]) = sample();
        assert!(tree.contains(m_y));
        assert_eq!(tree.remove(m_x), Some(m_a));
        assert!(!tree.contains(m_x) && !tree.contains(m_y), "gone with what came after it");
        assert!(tree.contains(m_c) && tree.contains(NodeId::ROOT));
        assert_eq!(tree.len(), 4);
        assert_eq!(tree.children(m_b).len(), 2, "the other side line stays");
        assert_eq!(tree.main_line(), vec![m_a, m_b, m_c]);
        assert_eq!(tree.remove(NodeId::ROOT), None);
        // Removing the main continuation makes the next side line the main one.
        assert_eq!(tree.remove(m_c), Some(m_b));
        assert_eq!(tree.notations(&tree.main_line()), ["a", "b", "z"]);
        assert_eq!(tree.len(), 3, "no side line is left");
    }

    #[test]
    fn a_removed_move_comes_back_where_it_was() {
        let (mut tree, [m_a, m_b, m_c, m_x, m_y, m_z]) = sample();
        assert!(!tree.restore(m_x, 1), "a move in the tree is not restored twice");
        let position = tree.children(m_a).iter().position(|&c| c == m_x).unwrap();
        tree.remove(m_x);
        assert!(tree.restore(m_x, position));
        assert!(tree.contains(m_y), "with what came after it");
        assert_eq!(tree.len(), 6);
        assert_eq!(tree.children(m_a), [m_b, m_x]);
        // A move whose position went meanwhile stays away.
        tree.remove(m_y);
        tree.remove(m_x);
        assert!(!tree.restore(m_y, 0));
        assert!(tree.contains(m_c) && tree.contains(m_z));
        assert!(!tree.restore(NodeId::ROOT, 0));
    }
}
