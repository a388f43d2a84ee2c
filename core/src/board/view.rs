//! The render model: what a front end draws, as plain data that can cross a C ABI as JSON.

use serde::{Deserialize, Serialize};

use super::Coord;
use crate::Player;

/// Everything a front end needs to draw one position.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct BoardView {
    /// Which lattice the cells sit on; decides cell shapes and whether the view pans.
    pub lattice: Lattice,
    /// Every cell worth drawing: playable cells, entry dots, and on unbounded boards the
    /// occupied cells plus the empty cells some legal move can reach.
    pub cells: Vec<CellView>,
    /// Cells of the last move played (filled in by the session, empty at the start).
    pub last_move: Vec<Coord>,
    /// Stretches of the board's rim that belong to someone (the sides a player connects in
    /// a connection game), drawn under the cells. Empty for most games.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub edges: Vec<BoardEdge>,
    /// Cells the game points out, drawn with a glow: the line that won (Knight Line's four
    /// in a row). Empty for most positions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub highlight: Vec<Coord>,
    /// How the playable cells are drawn: the lattice's usual shape, or rings.
    #[serde(default, skip_serializing_if = "CellShape::is_lattice")]
    pub cell_shape: CellShape,
}

impl BoardView {
    /// A view with nothing to draw (games without a board, and the fallback of a plugin that
    /// sends none). With struct update syntax it is the way to build a view that keeps
    /// compiling when the view gains a field: `BoardView { cells, ..BoardView::empty(lattice) }`.
    pub fn empty(lattice: Lattice) -> Self {
        Self {
            lattice,
            cells: Vec::new(),
            last_move: Vec::new(),
            edges: Vec::new(),
            highlight: Vec::new(),
            cell_shape: CellShape::Lattice,
        }
    }

    /// The cell at `coord`, if the view has it.
    pub fn cell(&self, coord: Coord) -> Option<&CellView> {
        self.cells.iter().find(|c| c.coord == coord)
    }
}

/// A straight stretch of the board's rim drawn in a colour role, from `from` to `to` in board
/// units (the same units as [`CellView::center`]).
#[derive(Copy, Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct BoardEdge {
    /// One end.
    pub from: [f32; 2],
    /// The other end.
    pub to: [f32; 2],
    /// Whose side it is.
    pub role: ColorRole,
}

impl BoardEdge {
    /// The stretch from `from` to `to` drawn in `role`'s colour.
    pub const fn new(from: [f32; 2], to: [f32; 2], role: ColorRole) -> Self {
        Self { from, to, role }
    }
}

/// The lattice of a board, with its screen orientation.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub enum Lattice {
    /// Hex cells, rows horizontal (pointy-top hexagons).
    HexRows,
    /// Hex cells, columns vertical (flat-top hexagons).
    HexColumns,
    /// Unbounded square grid: the view pans and zooms, fitted to the occupied area.
    Square,
    /// A bounded rectangle of square cells (Connect Four, draughts): drawn whole, fitted to
    /// the window like the hex boards, never panned. Cells sit 1 apart, as on [`Self::Square`].
    Grid,
}

impl Lattice {
    /// Whether cells are squares (the square grid and the bounded rectangle) rather than
    /// hexagons.
    pub const fn has_square_cells(self) -> bool {
        matches!(self, Self::Square | Self::Grid)
    }

    /// Whether the board is unbounded, so that the view pans and zooms over it.
    pub const fn is_unbounded(self) -> bool {
        matches!(self, Self::Square)
    }
}

/// One cell of the view.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct CellView {
    /// Lattice coordinate; the identity of the cell in [`MoveInput`].
    pub coord: Coord,
    /// Name in the game's notation (`"d4"`, `"2,-1"`), also the accessible label.
    pub name: String,
    /// Centre in board units (neighbours 1 apart, y up).
    pub center: [f32; 2],
    /// What the cell is for.
    pub kind: CellKind,
    /// Pieces on the cell, bottom to top. Empty for an empty cell.
    pub stack: Vec<PieceView>,
    /// Short text drawn on the cell, e.g. a stack height.
    pub badge: Option<String>,
}

impl CellView {
    /// A playable cell at `coord` named `name`, drawn at `center`, empty. Set the rest with
    /// the `with_` methods or by field: building cells this way keeps a plugin compiling
    /// when the view gains a field.
    pub fn new(coord: Coord, name: impl Into<String>, center: [f32; 2]) -> Self {
        Self { coord, name: name.into(), center, kind: CellKind::Playable, stack: Vec::new(), badge: None }
    }

    /// This cell holding `stack`, bottom piece first.
    #[must_use]
    pub fn with_stack(self, stack: Vec<PieceView>) -> Self {
        Self { stack, ..self }
    }

    /// This cell with `badge` drawn on it.
    #[must_use]
    pub fn with_badge(self, badge: impl Into<String>) -> Self {
        Self { badge: Some(badge.into()), ..self }
    }

    /// This cell, for `kind`.
    #[must_use]
    pub fn with_kind(self, kind: CellKind) -> Self {
        Self { kind, ..self }
    }

    /// A label beside the board (a file letter, a rank number): a [`CellKind::Decoration`]
    /// at `coord`, drawn at `center`, holding nothing.
    pub fn label(name: String, coord: Coord, center: [f32; 2]) -> Self {
        Self { coord, name, center, kind: CellKind::Decoration, stack: Vec::new(), badge: None }
    }
}

/// The rectangle some cells' centres span, in board units: where a game lays things beside
/// its board (trays) and what a front end fits to the window. Only centres count, never a
/// cell's drawn size, which is the front end's (a caller wanting room around the cells adds
/// its own margin); and every cell given counts, whatever its [`CellKind`], so a caller
/// wanting the playable board alone gives only those cells.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct Extent {
    /// The least x.
    pub left: f32,
    /// The greatest x.
    pub right: f32,
    /// The least y.
    pub bottom: f32,
    /// The greatest y.
    pub top: f32,
}

impl Extent {
    /// The extent of no point: `left` and `bottom` at [`f32::MAX`], `right` and `top` at
    /// [`f32::MIN`], so that widening it by a point gives that point alone. Its width and
    /// height are negative, and its middle is the origin.
    pub const EMPTY: Self = Self { left: f32::MAX, right: f32::MIN, bottom: f32::MAX, top: f32::MIN };

    /// The extent of `points` (`[x, y]`, in board units or any other); [`Self::EMPTY`] for
    /// none.
    pub fn of_points(points: impl IntoIterator<Item = [f32; 2]>) -> Self {
        points.into_iter().fold(Self::EMPTY, Self::with)
    }

    /// The extent of the centres of `cells`, of every kind; [`Self::EMPTY`] for none.
    pub fn of_cells<'a>(cells: impl IntoIterator<Item = &'a CellView>) -> Self {
        Self::of_points(cells.into_iter().map(|c| c.center))
    }

    /// This extent widened to take in `[x, y]`.
    #[must_use]
    pub fn with(self, [x, y]: [f32; 2]) -> Self {
        Self {
            left: self.left.min(x),
            right: self.right.max(x),
            bottom: self.bottom.min(y),
            top: self.top.max(y),
        }
    }

    /// The middle, `[x, y]`.
    pub fn middle(self) -> [f32; 2] {
        [f32::midpoint(self.left, self.right), f32::midpoint(self.bottom, self.top)]
    }

    /// `right - left`.
    pub fn width(self) -> f32 {
        self.right - self.left
    }

    /// `top - bottom`.
    pub fn height(self) -> f32 {
        self.top - self.bottom
    }
}

/// How a board's playable cells are drawn.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum CellShape {
    /// The lattice's own: hexagons that touch, or squares.
    #[default]
    Lattice,
    /// A ring around each cell's centre, the board showing between and through them: a
    /// board made of pieces that can leave it (ZÈRTZ's rings), where a cell not drawn is a
    /// gap anyone can see.
    Ring,
}

impl CellShape {
    /// True for [`CellShape::Lattice`], which views leave out when written.
    pub fn is_lattice(&self) -> bool {
        *self == Self::Lattice
    }
}

/// What a cell is for.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub enum CellKind {
    /// A space pieces stand on.
    Playable,
    /// A point pieces enter from but never stay on (GIPF's dots).
    EntryDot,
    /// Drawn for orientation only.
    Decoration,
}

/// One piece inside a stack.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
pub struct PieceView {
    /// Its colour role.
    pub color: ColorRole,
    /// What it is: one piece, or two acting as one.
    pub kind: PieceKind,
    /// How it is drawn. Views written before pieces had shapes read as
    /// [`PieceShape::Lattice`], and that shape is left out when written.
    #[serde(default, skip_serializing_if = "PieceShape::is_lattice")]
    pub shape: PieceShape,
}

impl PieceView {
    /// A piece of this colour role and kind, in the lattice's usual shape. Building pieces
    /// this way (and [`Self::with_shape`]) keeps a plugin compiling when pieces gain a field.
    pub const fn new(color: ColorRole, kind: PieceKind) -> Self {
        Self { color, kind, shape: PieceShape::Lattice }
    }

    /// This piece drawn as `shape`.
    #[must_use]
    pub const fn with_shape(self, shape: PieceShape) -> Self {
        Self { shape, ..self }
    }
}

/// The colour of a piece, as a role the front end maps to a palette.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
pub enum ColorRole {
    /// A player's colour.
    Player(Player),
    /// A distinguished piece that belongs to nobody and matters to both (DVONN's red pieces).
    Accent,
    /// An inert piece that belongs to nobody (Knight Line's grey tile), or a grey one of a
    /// game whose pieces come in colours nobody owns (ZÈRTZ's grey marbles).
    Neutral,
    /// A white piece that belongs to nobody, whatever colours the seats have (ZÈRTZ's white
    /// marbles, which either player may place or capture).
    White,
    /// A black piece that belongs to nobody (ZÈRTZ's black marbles).
    Black,
}

/// What a piece is, whatever its shape.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
pub enum PieceKind {
    /// An ordinary piece or tile.
    Single,
    /// Two pieces acting as one (a GIPF-piece), drawn with a ring inside.
    Double,
}

/// How a piece is drawn. A separate thing from [`PieceKind`]: a double piece can be a disc
/// or a square as well, and a stack is a list of pieces of any shapes, bottom first.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum PieceShape {
    /// The lattice's usual piece: a disc on hex boards, a rounded square (a tile) on square
    /// ones. What every piece was before pieces had shapes.
    #[default]
    Lattice,
    /// A filled circle (Connect Four's discs, Go's stones).
    Disc,
    /// A circle with a hole, the board showing through (a ring in YINSH).
    Ring,
    /// A filled square with slightly rounded corners (a tile).
    Square,
}

impl PieceShape {
    /// True for [`PieceShape::Lattice`], which views leave out when written.
    pub fn is_lattice(&self) -> bool {
        *self == Self::Lattice
    }
}

/// How a person makes a move by pointing: the cells touched, in order, plus a label for the
/// choices cells cannot express (a tile count, "GIPF-piece"). A pass touches no cell.
#[derive(Clone, Eq, PartialEq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct MoveInput {
    /// Cells in the order a person clicks them.
    pub cells: Vec<Coord>,
    /// Shown in a chooser when several moves share the same cells.
    pub label: Option<String>,
    /// Other ways to click the same move, each a sequence of cells (GIPF: a push from
    /// another dot that leaves the same position; one click on any piece of a row to
    /// remove). `cells` stays the way the board marks the move (hint, last move).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<Vec<Coord>>,
    /// The move a chooser has picked when it opens, where several moves share the cells: the
    /// usual or safe choice (GIPF: a basic piece; keeping one's own GIPF-pieces), so that
    /// Enter never plays a trap. Where none of the moves is marked, the first listed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub preselect: bool,
}

impl MoveInput {
    /// Input made of cells only.
    pub fn cells(cells: impl IntoIterator<Item = Coord>) -> Self {
        Self { cells: cells.into_iter().collect(), label: None, also: Vec::new(), preselect: false }
    }

    /// Input with no cells, only a label (e.g. `"pass"`).
    pub fn label(label: impl Into<String>) -> Self {
        Self { cells: Vec::new(), label: Some(label.into()), also: Vec::new(), preselect: false }
    }

    /// Every way to click the move: `cells` first, then [`Self::also`].
    pub fn ways(&self) -> impl Iterator<Item = &[Coord]> {
        std::iter::once(self.cells.as_slice()).chain(self.also.iter().map(Vec::as_slice))
    }

    /// The same input with a label for the chooser.
    #[must_use]
    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }

    /// Marks the move a chooser picks when it opens ([`Self::preselect`]).
    #[must_use]
    pub fn preselected(mut self) -> Self {
        self.preselect = true;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_without_edges_still_read_and_edges_round_trip() {
        let old = r#"{"lattice":"HexRows","cells":[],"last_move":[]}"#;
        let view: BoardView = serde_json::from_str(old).unwrap();
        assert!(view.edges.is_empty());
        assert_eq!(serde_json::to_string(&view).unwrap(), old);
        let edge = BoardEdge::new([0.0, -0.5], [4.0, -0.5], ColorRole::Player(Player::new(1)));
        let with = BoardView { edges: vec![edge], ..view };
        let back: BoardView = serde_json::from_str(&serde_json::to_string(&with).unwrap()).unwrap();
        assert_eq!(back, with);
    }

    #[test]
    fn pieces_without_shapes_still_read_and_shapes_round_trip() {
        let old = r#"{"lattice":"Square","cells":[{"coord":{"x":0,"y":0},"name":"a1","center":[0.0,0.0],"kind":"Playable","stack":[{"color":"Neutral","kind":"Single"},{"color":{"Player":1},"kind":"Double"}],"badge":null}],"last_move":[]}"#;
        let view: BoardView = serde_json::from_str(old).unwrap();
        let stack = &view.cells[0].stack;
        assert_eq!(stack[0], PieceView::new(ColorRole::Neutral, PieceKind::Single));
        assert_eq!(stack[1].shape, PieceShape::Lattice);
        assert_eq!(serde_json::to_string(&view).unwrap(), old, "lattice shapes are left out");

        let shapes = [PieceShape::Lattice, PieceShape::Disc, PieceShape::Ring, PieceShape::Square];
        let cell = CellView::new(Coord::new(2, 3), "c4", [2.0, 3.0]).with_stack(
            shapes
                .iter()
                .map(|&s| PieceView::new(ColorRole::Player(Player::WHITE), PieceKind::Single).with_shape(s))
                .collect(),
        );
        let grid = BoardView {
            cells: vec![cell],
            highlight: vec![Coord::new(2, 3)],
            ..BoardView::empty(Lattice::Grid)
        };
        let text = serde_json::to_string(&grid).unwrap();
        assert!(text.contains(r#""lattice":"Grid""#) && text.contains(r#""shape":"Ring""#), "{text}");
        let back: BoardView = serde_json::from_str(&text).unwrap();
        assert_eq!(back, grid);
    }

    #[test]
    #[expect(clippy::float_cmp, reason = "every figure is an exact binary fraction")]
    fn an_extent_spans_every_cell_centre_of_any_kind() {
        assert_eq!(Extent::of_cells(&[]), Extent::EMPTY);
        assert_eq!(Extent::EMPTY.middle(), [0.0, 0.0]);
        let cells = [
            CellView::new(Coord::new(0, 0), "a1", [1.0, -2.0]),
            CellView::label("a".to_owned(), Coord::new(0, -1), [-3.0, 0.5]),
            CellView::new(Coord::new(1, 0), "b1", [2.5, 4.0]).with_kind(CellKind::EntryDot),
        ];
        let extent = Extent::of_cells(&cells);
        assert_eq!(extent, Extent { left: -3.0, right: 2.5, bottom: -2.0, top: 4.0 });
        assert_eq!((extent.width(), extent.height(), extent.middle()), (5.5, 6.0, [-0.25, 1.0]));
        assert_eq!(Extent::of_points([[7.0, 8.0]]), Extent { left: 7.0, right: 7.0, bottom: 8.0, top: 8.0 });
    }

    #[test]
    fn only_the_square_grid_is_unbounded() {
        assert!(Lattice::Square.is_unbounded() && !Lattice::Grid.is_unbounded());
        assert!(Lattice::Grid.has_square_cells() && !Lattice::HexRows.has_square_cells());
    }
}
