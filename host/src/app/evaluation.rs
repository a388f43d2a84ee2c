//! The evaluation bar and graph: each seat's chance to win as the judging search sees it
//! ([`crate::review`]), at the shown position (the bar, each segment named "White 97%") and
//! over the whole game (the graph, one line per seat, under a legend). Both are drawn in the
//! seats' own colours, as their pieces are: the game's [`plateau_core::GameInfo::seat_colors`]
//! or the palette's, each with its outline so that white shows on a light panel and black on
//! a dark one. The graph counts turns as the move list numbers them: a turn of several
//! actions (a YINSH row and its ring, a ZÈRTZ placement and its ring, a chain of captures) is
//! one point, told by who made each move, so that a plugin game folds its turns as a built-in
//! one does. Clicking the graph shows the position after that turn.

mod bar;

use crate::tr;
use egui::{Color32, RichText, Role, Sense, Ui, WidgetInfo};
use egui_plot::{HoverPosition, Line, LineStyle, Plot, PlotPoints, VLine};
use plateau_core::board::ColorRole;
use plateau_core::{Player, Rgb};

use super::active::ActiveGame;
use super::hint_words::percent;
use super::palette::piece_colors;
use super::timeline::Timeline;
use crate::review::Judgement;

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
    let axis = TurnAxis::of(game.timeline());
    bar::bar(ui, game, cursor, axis.move_number(cursor));
    legend(ui, names, seat_colors);

    let values = game.review.values();
    let cursor_colour = ui.visuals().weak_text_color();
    let mut plotted = 0;
    let response = Plot::new("evaluation-graph")
        .height(GRAPH_HEIGHT)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_x(0.0)
        .include_x(axis.turns().max(1) as f64)
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
                let points = axis.points(values, seat);
                plotted = plotted.max(points.len());
                let name = names.get(seat).map_or("?", String::as_str);
                let (fill, outline) = seat_colours(seat, seat_colors);
                // The outline first and nameless (so the legend and hover name the seat once).
                plot.line(
                    Line::new("", PlotPoints::from(points.clone())).color(outline).width(OUTLINE_WIDTH),
                );
                plot.line(Line::new(name, PlotPoints::from(points)).color(fill).width(LINE_WIDTH));
            }
            plot.vline(
                VLine::new("shown", axis.x_of(cursor)).color(cursor_colour).style(LineStyle::dashed_loose()),
            );
            plot.pointer_coordinate()
        });
    let clicked = response.response.clicked();
    // What the graph holds, in words: a screen reader has no picture of it.
    let held = tr!("eval-graph-points", points = plotted, turns = axis.turns());
    response.response.widget_info(|| {
        let mut info = WidgetInfo::labeled(Role::Image, true, tr!("eval-graph"));
        info.current_text_value = Some(held.clone());
        info
    });
    let pending = values.iter().filter(|v| v.is_none()).count();
    if pending > 0 && game.review.is_working() {
        ui.label(RichText::new(tr!("eval-judging-more", count = pending)).weak().small());
    }
    let x = response.inner?.x;
    clicked.then(|| axis.ply_at(x))
}

/// The graph's x-axis: turns, as the move list numbers them. Built from who made each move
/// of the line shown, so it needs nothing of the game but what crosses the plugin seam.
#[derive(Clone, Debug, PartialEq)]
struct TurnAxis {
    /// The positions between turns, in moves played: the start, then the end of each turn
    /// (and the end of the line, inside a turn made only in part). Index: turns played.
    ends: Vec<usize>,
}

impl TurnAxis {
    fn of(timeline: &Timeline) -> Self {
        let mover = |index: usize| timeline.get(index).and_then(|(_, mover)| mover);
        let len = timeline.len();
        // A move ends a turn when the next one is another player's (or nobody's).
        let ends = std::iter::once(0)
            .chain(
                (1..=len)
                    .filter(|&ply| ply == len || mover(ply - 1).is_none() || mover(ply - 1) != mover(ply)),
            )
            .collect();
        Self { ends }
    }

    /// Turns on the axis.
    fn turns(&self) -> usize {
        self.ends.len() - 1
    }

    /// Where the position after `ply` moves stands: after its turn, or half-way through it.
    fn x_of(&self, ply: usize) -> f64 {
        match self.ends.binary_search(&ply) {
            Ok(turn) => turn as f64,
            Err(turn) => turn as f64 - 0.5,
        }
    }

    /// The move number the move list gives the position after `ply` moves: that of the turn
    /// its last move belongs to.
    fn move_number(&self, ply: usize) -> usize {
        match self.ends.binary_search(&ply) {
            Ok(turn) | Err(turn) => turn,
        }
    }

    /// The position shown for a click at `x`: after the nearest turn.
    fn ply_at(&self, x: f64) -> usize {
        let turn = (x.round().max(0.0) as usize).min(self.turns());
        self.ends[turn]
    }

    /// Seat `seat`'s chance after each turn, in percent, as far as judged.
    fn points(&self, values: &[Option<Judgement>], seat: usize) -> Vec<[f64; 2]> {
        self.ends
            .iter()
            .enumerate()
            .filter_map(|(turn, &ply)| {
                let chance = values.get(ply)?.as_ref()?.chances.get(seat)?;
                Some([turn as f64, f64::from(*chance) * 100.0])
            })
            .collect()
    }
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

#[cfg(test)]
mod tests {
    use plateau_core::move_tree::{MoveTree, NodeId};

    use super::*;

    /// A line whose moves were made by `movers` (seat indices).
    fn timeline(movers: &[usize]) -> Timeline {
        let moves: Vec<String> = (0..movers.len()).map(|i| format!("m{i}")).collect();
        let tree = MoveTree::from_line(moves);
        let end = tree.line_end(NodeId::ROOT);
        Timeline::from_tree(tree, end, movers.iter().map(|&p| Some(Player::new(p))).collect())
    }

    #[test]
    fn turns_of_two_actions_are_one_point_each() {
        // A placement and a ring each, then a capture chain of three by the first player.
        let timeline = timeline(&[0, 0, 1, 1, 0, 0, 0, 1]);
        let axis = TurnAxis::of(&timeline);
        assert_eq!(axis.ends, [0, 2, 4, 7, 8]);
        assert_eq!(axis.turns(), 4);
        assert_eq!(axis.turns(), timeline.turn_of(7).0, "as many as the move list numbers");
        assert_eq!((axis.x_of(4), axis.x_of(5)), (2.0, 2.5), "half-way through the third turn");
        assert_eq!((axis.move_number(5), axis.move_number(7)), (3, 3));
        assert_eq!((axis.ply_at(2.2), axis.ply_at(9.0), axis.ply_at(-1.0)), (4, 8, 0));
        let values: Vec<Option<Judgement>> = (0..=8)
            .map(|i| Some(Judgement { chances: vec![i as f32 / 10.0, 0.0], best: None, steady: true }))
            .collect();
        let xs: Vec<f64> = axis.points(&values, 0).iter().map(|p| p[0]).collect();
        assert_eq!(xs, [0.0, 1.0, 2.0, 3.0, 4.0]);
        assert!((axis.points(&values, 0)[3][1] - 70.0).abs() < 1e-4, "after the turn ending at move 7");
    }

    #[test]
    fn a_line_inside_a_turn_ends_half_made() {
        let axis = TurnAxis::of(&timeline(&[0, 0, 1]));
        assert_eq!(axis.ends, [0, 2, 3]);
        assert_eq!(TurnAxis::of(&timeline(&[])).ends, [0]);
    }
}
