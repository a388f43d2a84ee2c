//! The evaluation bar and graph: each seat's chance to win as the AI judges it, at the shown
//! position (the bar) and over the whole game (the graph, one line per seat, in the seats'
//! colours). Clicking the graph shows the position of that move.

use egui::{Color32, RichText, Role, Sense, Ui, WidgetInfo};
use egui_plot::{HoverPosition, Line, LineStyle, Plot, PlotPoints, VLine};
use plateau_core::board::ColorRole;
use plateau_core::{Player, Rgb};

use super::active::ActiveGame;
use super::hint_words::percent;
use super::palette::{luma, piece_colors};

/// Height of the graph in the side panel.
const GRAPH_HEIGHT: f32 = 110.0;
/// The accessible name of the graph (what tests click).
pub const GRAPH_LABEL: &str = "Evaluation graph";

/// The colour of seat `seat`'s line and bar segment: its pieces' colour (the game's own when
/// it names one), with a light one (White's, a yellow) darkened so it shows on a light panel.
fn seat_colour(seat: usize, seat_colors: &[Rgb], dark_mode: bool) -> Color32 {
    let (fill, outline) = piece_colors(ColorRole::Player(Player::new(seat)), seat_colors);
    let light = luma(fill) > 180.0;
    match (light, dark_mode) {
        (true, false) => outline,
        (false, true) if brightness(fill) < 120 => Color32::from_gray(150),
        _ => fill,
    }
}

/// The sum of a colour's channels (0 black .. 765 white).
fn brightness(c: Color32) -> u32 {
    u32::from(c.r()) + u32::from(c.g()) + u32::from(c.b())
}

/// Draws the bar and the graph; returns the move to show when the graph was clicked.
pub fn evaluation_ui(ui: &mut Ui, game: &ActiveGame) -> Option<usize> {
    let dark = ui.visuals().dark_mode;
    let cursor = game.position().cursor;
    let players = game.info().player_count();
    let names = &game.info().players;
    let seat_colors = &game.info().seat_colors;
    bar(ui, game, cursor, dark);

    let values = game.review.values();
    let last = values.len().saturating_sub(1).max(1);
    let cursor_colour = ui.visuals().weak_text_color();
    let response = Plot::new("evaluation-graph")
        .height(GRAPH_HEIGHT)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_x(0.0)
        .include_x(last as f64)
        .include_y(0.0)
        .include_y(100.0)
        .set_margin_fraction(egui::vec2(0.0, 0.05))
        .y_axis_formatter(|mark, _| format!("{:.0}%", mark.value))
        .y_axis_min_width(28.0)
        .show_grid([false, true])
        .label_formatter(|hover| {
            Some(match hover {
                HoverPosition::NearDataPoint { plot_name, position, .. } => {
                    format!("{plot_name}\nafter move {:.0}: {:.0}%", position.x, position.y)
                }
                HoverPosition::Elsewhere { position } => format!("move {:.0}", position.x.round().max(0.0)),
            })
        })
        .show(ui, |plot| {
            for seat in 0..players {
                let points: Vec<[f64; 2]> = values
                    .iter()
                    .enumerate()
                    .filter_map(|(i, v)| Some([i as f64, f64::from(*v.as_ref()?.chances.get(seat)?) * 100.0]))
                    .collect();
                let name = names.get(seat).map_or("?", String::as_str);
                plot.line(
                    Line::new(name, PlotPoints::from(points))
                        .color(seat_colour(seat, seat_colors, dark))
                        .width(1.5),
                );
            }
            plot.vline(
                VLine::new("shown", cursor as f64).color(cursor_colour).style(LineStyle::dashed_loose()),
            );
            plot.pointer_coordinate()
        });
    let clicked = response.response.clicked();
    response.response.widget_info(|| WidgetInfo::labeled(Role::Image, true, GRAPH_LABEL));
    let pending = values.iter().filter(|v| v.is_none()).count();
    if pending > 0 && game.review.is_working() {
        ui.label(RichText::new(format!("Judging {pending} more positions…")).weak().small());
    }
    let x = response.inner?.x;
    clicked.then(|| (x.round().max(0.0) as usize).min(values.len().saturating_sub(1)))
}

/// The bar: one segment per seat, as wide as its chance at the shown position.
fn bar(ui: &mut Ui, game: &ActiveGame, cursor: usize, dark: bool) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(ui.available_width(), 18.0), Sense::hover());
    let painter = ui.painter_at(rect);
    let Some(judgement) = game.review.at(cursor) else {
        painter.rect_filled(rect, 3.0, ui.visuals().faint_bg_color);
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            "judging…",
            egui::FontId::proportional(11.0),
            ui.visuals().weak_text_color(),
        );
        return;
    };
    let mut left = rect.left();
    let mut parts = Vec::new();
    for (seat, &chance) in judgement.chances.iter().enumerate() {
        let width = rect.width() * chance.clamp(0.0, 1.0);
        let segment =
            egui::Rect::from_min_max(egui::pos2(left, rect.top()), egui::pos2(left + width, rect.bottom()));
        let colour = seat_colour(seat, &game.info().seat_colors, dark);
        painter.rect_filled(segment, 0.0, colour);
        if width > 34.0 {
            let ink = if brightness(colour) > 380 { Color32::BLACK } else { Color32::WHITE };
            painter.text(
                segment.center(),
                egui::Align2::CENTER_CENTER,
                percent(chance),
                egui::FontId::proportional(11.0),
                ink,
            );
        }
        left += width;
        let name = game.info().players.get(seat).map_or("?", String::as_str);
        parts.push(format!("{name} {}", percent(chance)));
    }
    painter.rect_stroke(rect, 3.0, ui.visuals().widgets.noninteractive.bg_stroke, egui::StrokeKind::Inside);
    let text = format!("Chances after move {cursor}: {}", parts.join(" · "));
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, &text));
    response.on_hover_text(text);
}
