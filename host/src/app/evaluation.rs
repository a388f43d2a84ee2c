//! The evaluation bar and graph: each seat's chance to win as the judging search sees it
//! ([`crate::review`]), at the shown position (the bar, each segment named "White 97%") and
//! over the whole game (the graph, one line per seat, under a legend). Both are drawn in the
//! seats' own colours, as their pieces are: the game's [`plateau_core::GameInfo::seat_colors`]
//! or the palette's, each with its outline so that white shows on a light panel and black on
//! a dark one. Clicking the graph shows the position of that move.

use crate::tr;
use egui::{Color32, RichText, Role, Sense, Ui, WidgetInfo};
use egui_plot::{HoverPosition, Line, LineStyle, Plot, PlotPoints, VLine};
use plateau_core::board::ColorRole;
use plateau_core::{Player, Rgb};

use super::active::ActiveGame;
use super::hint_words::percent;
use super::palette::{ink_on, piece_colors};

/// Height of the graph in the side panel.
const GRAPH_HEIGHT: f32 = 110.0;

/// Fill and outline of seat `seat`'s line, legend mark and bar segment: its pieces' colours.
fn seat_colours(seat: usize, seat_colors: &[Rgb]) -> (Color32, Color32) {
    piece_colors(ColorRole::Player(Player::new(seat)), seat_colors)
}

/// Width of a line's fill; its outline is drawn wider beneath it.
const LINE_WIDTH: f32 = 1.5;
/// Width of a line's outline.
const OUTLINE_WIDTH: f32 = 3.5;

/// "White 97% · Black 3%": whose chance each figure is, in seat order.
pub fn chances_text(names: &[String], chances: &[f32]) -> String {
    let parts: Vec<String> = chances
        .iter()
        .enumerate()
        .map(|(seat, &chance)| format!("{} {}", names.get(seat).map_or("?", String::as_str), percent(chance)))
        .collect();
    parts.join(" · ")
}

/// Draws the bar and the graph; returns the move to show when the graph was clicked.
pub fn evaluation_ui(ui: &mut Ui, game: &ActiveGame) -> Option<usize> {
    let cursor = game.position().cursor;
    let players = game.info().player_count();
    let names = &game.info().players;
    let seat_colors = &game.info().seat_colors;
    bar(ui, game, cursor);
    legend(ui, names, seat_colors);

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
                HoverPosition::NearDataPoint { plot_name, position, .. } if !plot_name.is_empty() => {
                    let after = tr!(
                        "eval-after-move",
                        move_number = format!("{:.0}", position.x),
                        chance = format!("{:.0}", position.y)
                    );
                    format!("{plot_name}\n{after}")
                }
                HoverPosition::NearDataPoint { position, .. } => tr!(
                    "eval-after-move",
                    move_number = format!("{:.0}", position.x),
                    chance = format!("{:.0}", position.y)
                ),
                HoverPosition::Elsewhere { position } => {
                    tr!("eval-move", move_number = format!("{:.0}", position.x.round().max(0.0)))
                }
            })
        })
        .show(ui, |plot| {
            for seat in 0..players {
                let points: Vec<[f64; 2]> = values
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| ends_a_turn(game, i))
                    .filter_map(|(i, v)| Some([i as f64, f64::from(*v.as_ref()?.chances.get(seat)?) * 100.0]))
                    .collect();
                let name = names.get(seat).map_or("?", String::as_str);
                let (fill, outline) = seat_colours(seat, seat_colors);
                // The outline first and nameless (so the legend and hover name the seat once).
                plot.line(
                    Line::new("", PlotPoints::from(points.clone())).color(outline).width(OUTLINE_WIDTH),
                );
                plot.line(Line::new(name, PlotPoints::from(points)).color(fill).width(LINE_WIDTH));
            }
            plot.vline(
                VLine::new("shown", cursor as f64).color(cursor_colour).style(LineStyle::dashed_loose()),
            );
            plot.pointer_coordinate()
        });
    let clicked = response.response.clicked();
    response.response.widget_info(|| WidgetInfo::labeled(Role::Image, true, tr!("eval-graph")));
    let pending = values.iter().filter(|v| v.is_none()).count();
    if pending > 0 && game.review.is_working() {
        ui.label(RichText::new(tr!("eval-judging-more", count = pending)).weak().small());
    }
    let x = response.inner?.x;
    clicked.then(|| (x.round().max(0.0) as usize).min(values.len().saturating_sub(1)))
}

/// True when the position after `ply` moves of the line shown is one between turns: the
/// graph has one point per turn, so the half-made positions inside a turn of several
/// actions (a YINSH row and its ring, a ZÈRTZ placement and its ring) make no swings.
fn ends_a_turn(game: &ActiveGame, ply: usize) -> bool {
    let timeline = game.timeline();
    let mover = |index: usize| timeline.get(index).and_then(|(_, mover)| mover);
    ply == 0 || ply >= timeline.len() || mover(ply - 1).is_none() || mover(ply - 1) != mover(ply)
}

/// The legend of the graph: each seat's mark, drawn as its line is, and its name.
fn legend(ui: &mut Ui, names: &[String], seat_colors: &[Rgb]) {
    let response = ui
        .horizontal(|ui| {
            for (seat, name) in names.iter().enumerate() {
                let (fill, outline) = seat_colours(seat, seat_colors);
                let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0, 10.0), Sense::hover());
                let ends = [rect.left_center(), rect.right_center()];
                ui.painter().line_segment(ends, egui::Stroke::new(OUTLINE_WIDTH, outline));
                ui.painter().line_segment(ends, egui::Stroke::new(LINE_WIDTH, fill));
                ui.label(RichText::new(name).small());
            }
        })
        .response;
    response
        .widget_info(|| WidgetInfo::labeled(Role::Label, true, tr!("eval-legend", names = names.join(", "))));
}

/// The bar: one segment per seat, as wide as its chance at the shown position, named with
/// whose chance it is ("White 97%") where that fits, else the figure alone.
fn bar(ui: &mut Ui, game: &ActiveGame, cursor: usize) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(ui.available_width(), 18.0), Sense::hover());
    let painter = ui.painter_at(rect);
    let Some(judgement) = game.review.at(cursor) else {
        painter.rect_filled(rect, 3.0, ui.visuals().faint_bg_color);
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            tr!("eval-judging"),
            egui::FontId::proportional(11.0),
            ui.visuals().weak_text_color(),
        );
        return;
    };
    let names = &game.info().players;
    let font = egui::FontId::proportional(11.0);
    let mut left = rect.left();
    for (seat, &chance) in judgement.chances.iter().enumerate() {
        let width = rect.width() * chance.clamp(0.0, 1.0);
        let segment =
            egui::Rect::from_min_max(egui::pos2(left, rect.top()), egui::pos2(left + width, rect.bottom()));
        let (fill, outline) = seat_colours(seat, &game.info().seat_colors);
        painter.rect_filled(segment, 0.0, fill);
        painter.rect_stroke(segment, 0.0, egui::Stroke::new(1.0, outline), egui::StrokeKind::Inside);
        let name = names.get(seat).map_or("?", String::as_str);
        let named = format!("{name} {}", percent(chance));
        let fits =
            |text: &str| painter.layout_no_wrap(text.to_owned(), font.clone(), fill).size().x + 8.0 < width;
        let text = if fits(&named) { Some(named) } else { Some(percent(chance)).filter(|t| fits(t)) };
        if let Some(text) = text {
            painter.text(segment.center(), egui::Align2::CENTER_CENTER, text, font.clone(), ink_on(fill));
        }
        left += width;
    }
    painter.rect_stroke(rect, 3.0, ui.visuals().widgets.noninteractive.bg_stroke, egui::StrokeKind::Inside);
    let text = tr!("eval-chances", move_number = cursor, chances = chances_text(names, &judgement.chances));
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, &text));
    response.on_hover_text(&text);
    // Every seat's name and figure in words too: a small segment has no room for them.
    ui.label(RichText::new(chances_text(names, &judgement.chances)).small().weak());
}
