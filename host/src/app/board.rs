//! Draws any game's [`BoardView`] and turns clicks into cells. Every cell is its own labelled
//! widget ("d4: white stack of 3"), so screen readers and UI tests can find it.

use crate::tr;
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, Ui, Vec2, vec2};
use plateau_core::board::{
    BoardView, CellKind, CellShape, CellView, Extent, Lattice, PieceKind, PieceShape, hex,
};
use plateau_core::{Coord, GameInfo};

use super::board_turn::Turn;
use super::palette::{Palette, role_name};
use super::pieces::PieceBrush;

/// Cells to mark besides the last move (which the view carries).
#[derive(Default)]
pub struct Highlights {
    /// Cells of the half-made move.
    pub selected: Vec<Coord>,
    /// Cells that continue a legal move.
    pub targets: Vec<Coord>,
    /// Cells of the hinted move.
    pub hint: Vec<Coord>,
}

/// Pan and zoom of the unbounded square board. Bounded boards (hex, the grid) always fit
/// the window.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// Board point at the middle of the view.
    pub center: [f32; 2],
    /// Pixels per board unit.
    pub zoom: f32,
    /// When true, the next frame fits the view to the occupied cells.
    pub refit: bool,
    /// Set by the screen when it shows another position than in the last frame: that frame
    /// refits if a stack is out of view (a move landed off-screen).
    pub new_position: bool,
    /// True once the person panned or zoomed since the last fit: the view is theirs, and a
    /// new size of the board's area no longer refits it.
    pub held: bool,
    /// The size of the board's area at the last fit: when it changes (the window or the
    /// side panel resized) an unheld view fits again, so no piece is left outside.
    pub fitted_to: [f32; 2],
}

impl Default for Camera {
    fn default() -> Self {
        Self {
            center: [0.0, 0.0],
            zoom: 60.0,
            refit: true,
            new_position: false,
            held: false,
            fitted_to: [0.0; 2],
        }
    }
}

/// What happened on the board this frame.
#[derive(Default)]
pub struct BoardResponse {
    /// A cell clicked with the primary button.
    pub clicked: Option<Coord>,
    /// A secondary click anywhere (cancels a half-made move).
    pub cancelled: bool,
}

/// Accessible description of a cell: "d4: white stack of 3", "e3: empty".
pub fn cell_label(cell: &CellView, players: &[String]) -> String {
    let Some(top) = cell.stack.last() else {
        return match cell.kind {
            CellKind::EntryDot => tr!("cell-entry-dot", cell = cell.name.as_str()),
            _ => tr!("cell-empty", cell = cell.name.as_str()),
        };
    };
    let owner = role_name(top.color, players);
    let n = cell.stack.len();
    let mut text = match (n, top.kind == PieceKind::Double) {
        (1, true) => tr!("cell-double-piece", cell = cell.name.as_str(), owner = owner),
        // A ring is not a piece to the ear: in YINSH a ring and a marker of one colour are
        // different things on the same kind of point.
        (1, false) if top.shape == PieceShape::Ring => {
            tr!("cell-ring", cell = cell.name.as_str(), owner = owner)
        }
        (1, false) => tr!("cell-piece", cell = cell.name.as_str(), owner = owner),
        _ => tr!("cell-stack", cell = cell.name.as_str(), owner = owner, count = n),
    };
    let others: Vec<String> = cell.stack[..n - 1]
        .iter()
        .filter(|p| p.color != top.color)
        .map(|p| role_name(p.color, players))
        .fold(Vec::new(), |mut acc, name| {
            if !acc.contains(&name) {
                acc.push(name);
            }
            acc
        });
    if !others.is_empty() {
        text = tr!("cell-with", cell = text, others = others.join(&tr!("cell-and")));
    }
    text
}

/// How the board is drawn this frame, besides the position itself.
pub struct Look<'a> {
    /// Cell names along the edges.
    pub show_coordinates: bool,
    /// The dark palette.
    pub dark: bool,
    /// The last move being shown as it happens, if it is.
    pub motion: Option<Motion<'a>>,
    /// The board turned half a turn, so the other side sits at the bottom.
    pub flipped: bool,
    /// Sixths of a turn more, clockwise, on a hexagonal board.
    pub rotation: u8,
}

/// A move in progress on screen: the position before it, and how far the animation is.
pub struct Motion<'a> {
    /// The board before the move.
    pub before: &'a BoardView,
    /// From 0 (just played) to 1 (done).
    pub progress: f32,
}

/// Draws the board into all of `ui`'s available space.
pub fn board_ui(
    ui: &mut Ui,
    view: &BoardView,
    info: &GameInfo,
    marks: &Highlights,
    camera: &mut Camera,
    look: &Look<'_>,
) -> BoardResponse {
    let show_coordinates = look.show_coordinates;
    let palette = Palette::new(look.dark);
    // A move of two cells slides from the first to the second.
    let sliding = look.motion.as_ref().and_then(|m| match view.last_move[..] {
        [from, to] if from != to => Some((m, from, to)),
        _ => None,
    });
    let (area, background) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
    let painter = ui.painter_at(area);
    painter.rect_filled(area, 6.0, palette.board);
    let mut out = BoardResponse { cancelled: background.secondary_clicked(), ..BoardResponse::default() };
    if view.cells.is_empty() {
        return out;
    }

    // Only the unbounded square grid pans; every bounded board is drawn whole.
    let pans = view.lattice.is_unbounded();
    let turn = Turn::new(view.lattice, look.flipped, look.rotation);
    if pans {
        pan_and_zoom(ui, &background, camera, area, turn);
        follow_the_game(camera, view, area, turn);
        // Half a point of change is a resize; less is the layout settling.
        let resized = (camera.fitted_to[0] - area.width()).abs() > 0.5
            || (camera.fitted_to[1] - area.height()).abs() > 0.5;
        if !camera.held && resized {
            camera.refit = true;
        }
        if camera.refit {
            fit_camera(camera, view, area, turn);
        }
    } else {
        fit_camera(camera, view, area, turn);
    }
    // Turned about the middle of the view: every cell shape drawn is symmetric under the
    // turns `Turn` allows, so only the centres move.
    let to_screen = |p: [f32; 2]| {
        let [x, y] = turn.apply([p[0] - camera.center[0], p[1] - camera.center[1]]);
        area.center() + vec2(x, -y) * camera.zoom
    };
    let unit = camera.zoom;
    let brush = PieceBrush {
        painter: &painter,
        unit,
        square_lattice: view.lattice.has_square_cells(),
        seat_colors: &info.seat_colors,
    };

    if pans {
        draw_grid(&painter, area, camera, &palette, if turn.flipped() { -1.0 } else { 1.0 });
    }
    // Sides that belong to someone, as thick lines in their colour under the cells.
    for edge in &view.edges {
        let (fill, outline) = brush.colors(edge.role);
        let ends = [to_screen(edge.from), to_screen(edge.to)];
        painter.line_segment(ends, Stroke::new(unit * 0.28, outline));
        painter.line_segment(ends, Stroke::new(unit * 0.2, fill));
    }
    let orientation =
        if view.lattice == Lattice::HexColumns { hex::Orientation::Columns } else { hex::Orientation::Rows };
    let has_edge_labels = super::edge_labels::view_names_its_edges(view);
    // The cells first, then everything on them, so that no neighbour drawn later covers the
    // edge of a ring.
    let mut drawn: Vec<(&CellView, Pos2)> = Vec::with_capacity(view.cells.len());
    for cell in &view.cells {
        let center = to_screen(cell.center);
        if !area.expand(unit).contains(center) {
            continue;
        }
        if cell.kind == CellKind::Decoration {
            // A place the last move emptied for good (ZÈRTZ's removed ring): a faint ring
            // in the last move's colour where it was.
            if view.last_move.contains(&cell.coord) {
                painter.circle_stroke(center, unit * 0.42, Stroke::new(unit * 0.05, palette.last_move));
            }
            if show_coordinates && !cell.name.is_empty() {
                let size = (unit * 0.3).clamp(9.0, 18.0);
                painter.text(
                    center,
                    Align2::CENTER_CENTER,
                    &cell.name,
                    FontId::proportional(size),
                    palette.label,
                );
            }
            continue;
        }
        // On the grid the cells touch, so every point of the board is some cell's.
        let reach = if view.lattice == Lattice::Grid { 1.0 } else { 0.95 };
        let rect = Rect::from_center_size(center, Vec2::splat(unit * reach));
        let id = ui.scope_id().with(("cell", cell.coord.x, cell.coord.y));
        let response = ui.interact(rect.intersect(area), id, Sense::click());
        let label = cell_label(cell, &info.players);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        let hovered = response.hovered();
        if response.clicked() {
            out.clicked = Some(cell.coord);
        }
        if response.secondary_clicked() {
            out.cancelled = true;
        }

        // The cell itself.
        let edge = Stroke::new(1.0, palette.cell_edge);
        let fill = if hovered { palette.cell.gamma_multiply(1.15) } else { palette.cell };
        match (cell.kind, view.lattice) {
            (CellKind::EntryDot, _) => {
                painter.circle_filled(center, unit * 0.12, palette.dot);
            }
            // A ring nearly touching its neighbours, its hole wide enough for a piece.
            _ if view.cell_shape == CellShape::Ring => {
                let (outer, band) = (unit * 0.48, unit * 0.12);
                painter.circle_stroke(center, outer - band / 2.0, Stroke::new(band, fill));
                painter.circle_stroke(center, outer, edge);
                painter.circle_stroke(center, outer - band, edge);
            }
            (_, Lattice::Square) => {
                painter.rect(
                    rect.shrink(unit * 0.04),
                    unit * 0.08,
                    fill.gamma_multiply(0.6),
                    edge,
                    StrokeKind::Inside,
                );
            }
            // Tiles side by side; each edge drawn on the line two cells share, so the lines
            // between cells are as thin as the rim.
            (_, Lattice::Grid) => {
                painter.rect(rect, 0.0, fill, edge, StrokeKind::Middle);
            }
            _ => {
                let corners: Vec<Pos2> = hex::polygon([0.0, 0.0], orientation)
                    .into_iter()
                    .map(|c| center + vec2(c[0], -c[1]) * unit * 0.97)
                    .collect();
                painter.add(Shape::convex_polygon(corners, fill, edge));
            }
        }
        if hovered {
            ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
        }
        drawn.push((cell, center));
    }
    for (cell, center) in drawn {
        // Marks under the pieces.
        let ring = |color: Color32, width: f32| {
            painter.circle_stroke(center, unit * 0.46, Stroke::new(width, color));
        };
        if view.highlight.contains(&cell.coord) {
            painter.circle_filled(center, unit * 0.5, palette.highlight.gamma_multiply(0.45));
            ring(palette.highlight, unit * 0.1);
        }
        if view.last_move.contains(&cell.coord) {
            ring(palette.last_move, unit * 0.07);
        }
        if marks.hint.contains(&cell.coord) {
            ring(palette.hint, unit * 0.09);
        }
        if marks.selected.contains(&cell.coord) {
            ring(palette.selected, unit * 0.1);
        }
        match sliding {
            // Where the move lands, the stack that was there; the moving part comes last.
            Some((m, _, to)) if cell.coord == to => {
                if let Some(before) = m.before.cell(to) {
                    brush.stack(before, center, 1.0);
                }
            }
            _ => brush.stack(cell, center, 1.0),
        }
        if marks.targets.contains(&cell.coord) {
            if cell.stack.is_empty() {
                painter.circle_filled(center, unit * 0.13, palette.target);
            } else {
                ring(palette.target, unit * 0.06);
            }
        }
    }
    if let Some(motion) = &look.motion {
        draw_motion(&brush, view, motion, sliding.map(|s| (s.1, s.2)), &to_screen);
    }
    if show_coordinates && !has_edge_labels {
        super::edge_labels::draw(&painter, view, area, to_screen, unit, palette.label, turn);
    }
    // A last move of two cells (from, to) as an arrow; longer ones (a row removed) only as
    // the rings on their cells.
    if let [from, to] = view.last_move[..]
        && from != to
        && let (Some(a), Some(b)) = (view.cell(from), view.cell(to))
    {
        let (a, b) = (to_screen(a.center), to_screen(b.center));
        let dir = (b - a).normalized();
        painter.arrow(
            a + dir * unit * 0.3,
            (b - a) - dir * unit * 0.6,
            Stroke::new(unit * 0.05, palette.last_move.gamma_multiply(0.8)),
        );
    }
    // Added after the cells, so that it is on top of them and gets the click.
    if pans {
        let fit = Rect::from_min_size(area.min + vec2(8.0, 8.0), vec2(120.0, 24.0));
        if ui.put(fit, egui::Button::new(tr!("board-fit"))).on_hover_text(tr!("board-fit-tip")).clicked() {
            camera.refit = true;
            ui.ctx().request_repaint();
        }
    }
    out
}

/// Asks for a refit when a new position has a stack outside the view (a move landed
/// off-screen). A position already seen is left alone, so panning away from the pieces lasts.
fn follow_the_game(camera: &mut Camera, view: &BoardView, area: Rect, turn: Turn) {
    if !std::mem::take(&mut camera.new_position) {
        return;
    }
    let half = area.size() / (2.0 * camera.zoom);
    let outside = |c: &CellView| {
        let [x, y] = turn.apply([c.center[0] - camera.center[0], c.center[1] - camera.center[1]]);
        x.abs() > half.x - 0.5 || y.abs() > half.y - 0.5
    };
    if view.cells.iter().any(|c| !c.stack.is_empty() && outside(c)) {
        camera.refit = true;
    }
}

/// The animated part of a move: stacks that left the board fade out, and the moving part of
/// a sliding move (`slide`: from, to) travels from its start to where it lands.
fn draw_motion(
    brush: &PieceBrush<'_>,
    view: &BoardView,
    motion: &Motion<'_>,
    slide: Option<(Coord, Coord)>,
    to_screen: &impl Fn([f32; 2]) -> Pos2,
) {
    let fade = 1.0 - motion.progress;
    for before in motion.before.cells.iter().filter(|c| !c.stack.is_empty()) {
        let gone = view.cell(before.coord).is_none_or(|c| c.stack.is_empty());
        if gone && slide.is_none_or(|(from, _)| from != before.coord) {
            brush.stack(before, to_screen(before.center), fade);
        }
    }
    let Some((from, to)) = slide else { return };
    let (Some(start), Some(end)) = (view.cell(from), view.cell(to)) else { return };
    // What the landing stack gained is what moves (all of it on an empty cell).
    let kept = motion.before.cell(to).map_or(0, |c| c.stack.len()).min(end.stack.len());
    let moving = CellView {
        stack: end.stack[kept..].to_vec(),
        badge: if kept == 0 { end.badge.clone() } else { None },
        ..end.clone()
    };
    // Ease out: fast at first, settling gently.
    let t = 1.0 - (1.0 - motion.progress).powi(3);
    let at = to_screen(start.center).lerp(to_screen(end.center), t);
    brush.stack(&moving, at, 1.0);
}

/// Drag pans, the wheel (or pinch) zooms around the pointer.
fn pan_and_zoom(ui: &Ui, background: &egui::Response, camera: &mut Camera, area: Rect, turn: Turn) {
    if background.dragged() {
        let d = background.drag_delta();
        let [x, y] = turn.undo([d.x, -d.y]);
        camera.center[0] -= x / camera.zoom;
        camera.center[1] -= y / camera.zoom;
        camera.held = true;
    }
    if background.hovered() {
        let (scroll, pinch, pointer) =
            ui.input(|i| (i.smooth_scroll_delta.y, i.zoom_delta(), i.pointer.hover_pos()));
        let factor = pinch * (scroll / 400.0).exp();
        if (factor - 1.0).abs() > 1e-4 {
            let before = camera.zoom;
            camera.zoom = (camera.zoom * factor).clamp(12.0, 160.0);
            camera.held = true;
            // Keep the board point under the pointer where it is.
            if let Some(p) = pointer {
                let offset = p - area.center();
                let [x, y] = turn.undo([offset.x, -offset.y]);
                let k = 1.0 / before - 1.0 / camera.zoom;
                camera.center[0] += x * k;
                camera.center[1] += y * k;
            }
        }
    }
}

/// Fits the view to the pieces on the board (all cells if none), with a margin.
fn fit_camera(camera: &mut Camera, view: &BoardView, area: Rect, turn: Turn) {
    let occupied: Vec<&CellView> = view.cells.iter().filter(|c| !c.stack.is_empty()).collect();
    let cells: Vec<&CellView> = if view.lattice.is_unbounded() && !occupied.is_empty() {
        occupied
    } else {
        view.cells.iter().collect()
    };
    // The bounds as the board stands turned on screen.
    let bounds = Extent::of_points(cells.iter().map(|c| turn.apply(c.center)));
    let margin = if view.lattice.is_unbounded() { 2.5 } else { 1.0 };
    let (w, h) = (bounds.width() + 2.0 * margin, bounds.height() + 2.0 * margin);
    camera.center = turn.undo(bounds.middle());
    camera.zoom = (area.width() / w).min(area.height() / h).clamp(12.0, 120.0);
    camera.refit = false;
    camera.held = false;
    camera.fitted_to = [area.width(), area.height()];
}

/// Faint grid lines of the square lattice behind the cells.
fn draw_grid(painter: &egui::Painter, area: Rect, camera: &Camera, palette: &Palette, turn: f32) {
    let stroke = Stroke::new(1.0, palette.grid);
    let half = area.size() / (2.0 * camera.zoom);
    let x0 = (camera.center[0] - half.x).floor() as i32 - 1;
    let x1 = (camera.center[0] + half.x).ceil() as i32 + 1;
    let y0 = (camera.center[1] - half.y).floor() as i32 - 1;
    let y1 = (camera.center[1] + half.y).ceil() as i32 + 1;
    let to_screen = |x: f32, y: f32| {
        area.center() + vec2(x - camera.center[0], camera.center[1] - y) * camera.zoom * turn
    };
    for x in x0..=x1 {
        let x = x as f32 + 0.5;
        painter.line_segment([to_screen(x, y0 as f32), to_screen(x, y1 as f32)], stroke);
    }
    for y in y0..=y1 {
        let y = y as f32 + 0.5;
        painter.line_segment([to_screen(x0 as f32, y), to_screen(x1 as f32, y)], stroke);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plateau_core::Player;
    use plateau_core::board::{ColorRole, PieceView};

    fn cell(stack: &[ColorRole]) -> CellView {
        CellView {
            coord: Coord::new(3, 4),
            name: "d4".into(),
            center: [0.0, 0.0],
            kind: CellKind::Playable,
            stack: stack.iter().map(|&color| PieceView::new(color, PieceKind::Single)).collect(),
            badge: None,
        }
    }

    #[test]
    fn labels_say_what_is_on_a_cell() {
        let players = vec!["White".to_owned(), "Black".to_owned()];
        let w = ColorRole::Player(Player::WHITE);
        let b = ColorRole::Player(Player::BLACK);
        assert_eq!(cell_label(&cell(&[]), &players), "d4: empty");
        assert_eq!(cell_label(&cell(&[w]), &players), "d4: white piece");
        let ring = CellView {
            stack: vec![PieceView::new(b, PieceKind::Single).with_shape(PieceShape::Ring)],
            ..cell(&[])
        };
        assert_eq!(cell_label(&ring, &players), "d4: black ring");
        assert_eq!(cell_label(&cell(&[b, w, w]), &players), "d4: white stack of 3 with black");
        assert_eq!(cell_label(&cell(&[ColorRole::Accent, b]), &players), "d4: black stack of 2 with red");
    }
}
