//! Draws the pieces of a cell: each in its shape (disc, ring, square, or the lattice's usual
//! one) and its colour (the game's own for a seat it names, else the palette's), stacked as
//! a leaning pile.

use egui::{Align2, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Vec2, vec2};
use plateau_core::Rgb;
use plateau_core::board::{CellView, ColorRole, PieceKind, PieceShape, PieceView};

use super::palette::{ink_on, piece_colors};

/// Most pieces of a stack drawn; taller stacks show their top layers and the badge.
const MAX_LAYERS: usize = 6;

/// What every piece on one board is drawn with.
pub struct PieceBrush<'a> {
    /// Where to draw.
    pub painter: &'a Painter,
    /// Pixels per board unit.
    pub unit: f32,
    /// The lattice has square cells, so its usual piece is a rounded square (a tile), not a
    /// disc.
    pub square_lattice: bool,
    /// The game's own seat colours ([`plateau_core::GameInfo::seat_colors`]).
    pub seat_colors: &'a [Rgb],
}

impl PieceBrush<'_> {
    /// Fill and outline of a piece of this colour role.
    pub fn colors(&self, role: ColorRole) -> (egui::Color32, egui::Color32) {
        piece_colors(role, self.seat_colors)
    }

    /// The stack of `cell`, bottom to top, as a leaning pile centred on `center`; tall stacks
    /// show their top layers and a count. `opacity` below 1 fades them (pieces leaving the
    /// board).
    pub fn stack(&self, cell: &CellView, center: Pos2, opacity: f32) {
        let n = cell.stack.len();
        if n == 0 {
            return;
        }
        let unit = self.unit;
        let shown = &cell.stack[n.saturating_sub(MAX_LAYERS)..];
        let step = unit * 0.055;
        let radius = unit * 0.34;
        let base = center + vec2(0.0, step * (shown.len() as f32 - 1.0) / 2.0);
        let mut top_center = base;
        for (i, piece) in shown.iter().enumerate() {
            let c = base - vec2(0.0, step * i as f32);
            self.piece(*piece, c, radius, opacity);
            top_center = c;
        }
        // Accent pieces hidden below the drawn layers still show, as a small mark.
        let hidden = &cell.stack[..n.saturating_sub(MAX_LAYERS)];
        if let Some(p) = hidden.iter().find(|p| p.color == ColorRole::Accent) {
            self.painter.circle_filled(
                top_center + vec2(radius * 0.65, -radius * 0.65),
                unit * 0.08,
                self.colors(p.color).0,
            );
        }
        if let Some(badge) = &cell.badge {
            let (fill, _) = self.colors(cell.stack[n - 1].color);
            self.painter.text(
                top_center,
                Align2::CENTER_CENTER,
                badge,
                FontId::proportional(unit * 0.32),
                ink_on(fill),
            );
        }
    }

    /// One piece centred on `c`, `radius` from its middle to its side.
    fn piece(&self, piece: PieceView, c: Pos2, radius: f32, opacity: f32) {
        let (fill, outline) = self.colors(piece.color);
        let (fill, outline) = (fill.gamma_multiply(opacity), outline.gamma_multiply(opacity));
        let stroke = Stroke::new((self.unit * 0.025).max(1.0), outline);
        let shape = match piece.shape {
            PieceShape::Lattice if self.square_lattice => PieceShape::Square,
            PieceShape::Lattice => PieceShape::Disc,
            other => other,
        };
        let painter = self.painter;
        match shape {
            PieceShape::Square => {
                let r = Rect::from_center_size(c, Vec2::splat(radius * 1.8));
                painter.rect(r, self.unit * 0.1, fill, stroke, StrokeKind::Inside);
            }
            PieceShape::Ring => {
                // A band a third of the radius wide, outlined on both sides, the board
                // showing through the hole.
                let band = radius * 0.36;
                painter.circle_stroke(c, radius - band / 2.0, Stroke::new(band, fill));
                painter.circle_stroke(c, radius, stroke);
                painter.circle_stroke(c, radius - band, stroke);
            }
            PieceShape::Disc | PieceShape::Lattice => {
                painter.circle(c, radius, fill, stroke);
            }
        }
        if piece.kind == PieceKind::Double {
            painter.circle_stroke(c, radius * 0.62, Stroke::new(self.unit * 0.05, outline));
        }
    }
}
