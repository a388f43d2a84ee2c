//! The move list beside the board: the line shown, move by move, with the side lines that
//! branch off it in brackets under the move they replace; and what to do with a side line.
//!
//! Only the rows in sight are laid out, so a game of thousands of moves costs no more per
//! frame than a short one.

use crate::tr;
use egui::{Color32, RichText, Ui};
use plateau_core::Player;
use plateau_core::move_tree::{MoveTree, NodeId};

use super::action::GameCommand;
use super::active::ActiveGame;
use super::game_summary::move_mark;
use super::timeline::{Row, Timeline};
use crate::review::Severity;

/// The height of the move list when the panel has less room than [`FEW_ROWS_HEIGHT`] for it,
/// in points: some ten rows.
const MIN_LIST_HEIGHT: f32 = 220.0;

/// The least room, in points, in which the list is drawn in the panel's own height: five
/// rows or so.
const FEW_ROWS_HEIGHT: f32 = 120.0;

/// Moves of a side line shown in its row before "…".
const BRANCH_MOVES_SHOWN: usize = 6;

/// Draws where the position shown stands (an earlier move, a side line) and the move list;
/// returns what was asked for. `swatch` draws a seat's colour.
pub fn move_list_ui(ui: &mut Ui, game: &ActiveGame, swatch: &dyn Fn(&mut Ui, Player)) -> Option<GameCommand> {
    let mut command = None;
    let timeline = game.timeline();
    let cursor = game.position().cursor;
    if !game.at_latest() {
        banner(ui, |ui| {
            ui.label(
                RichText::new(tr!("moves-viewing", move_number = cursor, total = timeline.len())).strong(),
            );
            ui.label(tr!("moves-viewing-detail"));
            if ui.button(tr!("moves-back-to-latest")).clicked() {
                command = Some(GameCommand::Seek(timeline.len()));
            }
        });
    }
    if let Some(branch) = timeline.branch_point() {
        command = side_line_banner(ui, timeline.tree(), branch).or(command);
    }
    // A deletion can be undone until the next move.
    if game.removed.is_some() {
        banner(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(tr!("moves-deleted"));
                if ui.button(tr!("moves-restore")).clicked() {
                    command = Some(GameCommand::RestoreLine);
                }
            });
        });
    }
    ui.separator();

    ui.label(RichText::new(tr!("moves-heading")).strong());
    let row_height = ui.spacing().interact_size.y;
    let step = row_height + ui.spacing().item_spacing.y;
    let rows = timeline.rows();
    let at_end = game.at_latest();
    // The list takes the room left in the panel, so that none of it is below the panel's
    // fold (at 800×600 a list of a height of its own hid the newest move there). With less
    // room than a few rows (800×600 in analysis mode) it keeps a height of its own to scroll
    // in, and the panel around it scrolls.
    let room = ui.available_height();
    let height = if room >= FEW_ROWS_HEIGHT { room } else { MIN_LIST_HEIGHT };
    // The rows to keep in sight: the move on the board, and at the end of the line what
    // follows it (moves taken back).
    let shown_row = timeline.row_of(cursor).unwrap_or(0);
    let wanted = (shown_row, if at_end { rows.len().saturating_sub(1).max(shown_row) } else { shown_row });
    let follow_id = egui::Id::unique("move-list-follows");
    let here = (cursor, timeline.line().last().copied(), rows.len());
    let last: Option<Follow> = ui.data(|d| d.get_temp(follow_id));
    let follow = Follow::next(last, here, height);
    let mut area = egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .id_salt("move-list")
        .stick_to_bottom(at_end)
        .min_scrolled_height(height)
        .max_height(height);
    let grid = Grid { step, row_height, rows: rows.len(), view: height };
    if follow.pending > 0
        && let Some(last) = last
        && let Some(offset) = grid.reveal(last.offset, wanted)
    {
        // Never past where the list could scroll in the last frame: egui springs back from
        // there over many frames. A row added since is reached in the next frame.
        area = area.vertical_scroll_offset(offset.min(last.most));
    }
    // The list as one node for a screen reader, its bounds the part in sight.
    let list = ui.scope_builder(egui::UiBuilder::new().sense(egui::Sense::hover()), |ui| {
        area.show_rows(ui, row_height, rows.len(), |ui, range| {
            for &row in &rows[range] {
                ui.horizontal(|ui| {
                    ui.set_height(row_height);
                    let asked = match row {
                        Row::Start => ui
                            .selectable_label(cursor == 0, tr!("moves-start"))
                            .clicked()
                            .then_some(GameCommand::Seek(0)),
                        Row::Move(ply) => move_row(ui, game, ply, swatch),
                        Row::Branch(node) => branch_row(ui, timeline, node),
                    };
                    command = asked.or(command.take());
                });
            }
        })
    });
    list.response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::List, true, tr!("moves-list")));
    // Its bounds are the part in sight, inside the panel around it.
    let seen = list.response.rect.intersect(ui.clip_rect());
    ui.ctx().accesskit_node_builder(list.response.id, |node| {
        node.set_bounds(egui::accesskit::Rect {
            x0: seen.min.x.into(),
            y0: seen.min.y.into(),
            x1: seen.max.x.into(),
            y1: seen.max.y.into(),
        });
    });
    let shown = list.inner;
    let grid = Grid { view: shown.inner_rect.height(), ..grid };
    let offset = shown.state.clamped_offset().y;
    let in_sight = grid.reveal(offset, (shown_row, shown_row)).is_none();
    // A change is followed until its row is in sight: the sizes the list is laid out with
    // settle over a frame or two (a banner above it, the evaluation judging).
    let pending = if in_sight { 0 } else { follow.pending.saturating_sub(1) };
    if pending > 0 {
        ui.ctx().request_repaint();
    }
    let most = (shown.content_size.y - grid.view).max(0.0);
    ui.data_mut(|d| d.insert_temp(follow_id, Follow { in_sight, offset, most, pending, ..follow }));
    command
}

/// Frames a change of the position shown is followed for, at most, until its row is in sight.
const FOLLOW_FRAMES: u8 = 4;

/// What the list last followed: the list scrolls to the move on the board when the position
/// shown or the list changes (a move, the AI's answer, Undo, a paste, Home/End and the
/// arrows), or when the list's height changes while that move was in sight; otherwise it
/// is the player's to scroll.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Follow {
    /// The position shown, the end of the line shown, and the number of rows.
    here: (usize, Option<NodeId>, usize),
    /// The list's height.
    height: f32,
    /// Whether the move shown was in sight at the end of the frame.
    in_sight: bool,
    /// The list's scroll offset at the end of the frame, and the greatest it could have.
    offset: f32,
    most: f32,
    /// Frames left to bring the move shown into sight.
    pending: u8,
}

impl Follow {
    /// This frame's state after `last`: a change starts following.
    fn next(last: Option<Self>, here: (usize, Option<NodeId>, usize), height: f32) -> Self {
        let changed = last.is_none_or(|f| f.here != here || (f.in_sight && (f.height - height).abs() > 0.5));
        let pending = if changed { FOLLOW_FRAMES } else { last.map_or(0, |f| f.pending) };
        Self { here, height, in_sight: false, offset: 0.0, most: 0.0, pending }
    }
}

/// The list's rows as laid out: each `row_height` high, `step` apart, `rows` of them, seen
/// through a view `view` high.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Grid {
    step: f32,
    row_height: f32,
    rows: usize,
    view: f32,
}

impl Grid {
    /// The scroll offset that brings rows `first..=last` into sight from `offset`, keeping a
    /// row of context beyond them where there is room, or `None` when they are in sight
    /// already. When they do not all fit, `first` is kept.
    fn reveal(&self, offset: f32, (first, last): (usize, usize)) -> Option<f32> {
        let top = first as f32 * self.step;
        let bottom = last as f32 * self.step + self.row_height;
        let content = (self.rows as f32 * self.step - (self.step - self.row_height)).max(0.0);
        let most = (content - self.view).max(0.0);
        // A pixel of slack: the offset is a float that egui rounds.
        if top >= offset - 0.5 && bottom <= offset + self.view + 0.5 {
            return None;
        }
        let wanted = if bottom - top > self.view || top < offset {
            top - self.step
        } else {
            bottom + self.step - self.view
        };
        Some(wanted.clamp(0.0, most))
    }
}

/// A yellowish frame around a notice about the position shown.
fn banner(ui: &mut Ui, content: impl FnOnce(&mut Ui)) {
    egui::Frame::group(ui.style())
        .fill(Color32::from_rgba_unmultiplied(255, 200, 0, 40))
        .show(ui, |ui| ui.vertical(content));
}

/// "Side line from move 21" with Promote, Delete, and the way back.
fn side_line_banner(ui: &mut Ui, tree: &MoveTree, branch: NodeId) -> Option<GameCommand> {
    let mut command = None;
    let parent = tree.parent(branch).expect("a branch point has a parent");
    let parent_line = tree.children(parent)[0];
    banner(ui, |ui| {
        ui.label(RichText::new(tr!("moves-side-line-from", move_number = tree.depth(branch))).strong());
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr!("moves-promote")).on_hover_text(tr!("moves-promote-tip")).clicked() {
                command = Some(GameCommand::Promote(branch));
            }
            if ui.button(tr!("moves-delete-line")).on_hover_text(tr!("moves-delete-line-tip")).clicked() {
                command = Some(GameCommand::RemoveLine(branch));
            }
            let back = if tree.is_main(parent_line) {
                tr!("moves-to-main-line")
            } else {
                tr!("moves-to-parent-line")
            };
            if ui.button(back).clicked() {
                command = Some(GameCommand::Enter(parent_line));
            }
        });
    });
    command
}

/// "12. ● e1": the move of the line shown that leads to the position after `ply` moves.
fn move_row(
    ui: &mut Ui,
    game: &ActiveGame,
    ply: usize,
    swatch: &dyn Fn(&mut Ui, Player),
) -> Option<GameCommand> {
    let (text, mover) = game.timeline().get(ply - 1)?;
    let cursor = game.position().cursor;
    // Numbered by turns: the later moves of a turn of several stand under its number.
    let (turn, opens) = game.timeline().turn_of(ply - 1);
    let number = if opens { format!("{turn:>3}.") } else { "   …".to_owned() };
    ui.label(RichText::new(number).monospace().weak());
    if let Some(p) = mover {
        swatch(ui, p);
    }
    let label = RichText::new(text).monospace();
    let label = if ply > cursor { label.weak() } else { label };
    let mut response = ui.selectable_label(cursor == ply, label);
    // "?" and "??" from the review, and the record's own remark, shown on hover.
    let mut notes = Vec::new();
    if let Some(p) = mover.filter(|_| marks_shown(game))
        && let Some((severity, words)) =
            move_mark(game.review.values(), ply, text, p, game.info().player_name(p))
    {
        let color = match severity {
            Severity::Blunder => ui.visuals().error_fg_color,
            Severity::Mistake => ui.visuals().warn_fg_color,
        };
        response |= ui.label(RichText::new(severity.mark()).strong().color(color));
        notes.push(words);
    }
    if let Some(remark) = game.remark(ply) {
        response |= ui.label(RichText::new("💬").weak());
        notes.push(remark.to_owned());
    }
    if !notes.is_empty() {
        response = response.on_hover_text(notes.join("\n"));
    }
    response.clicked().then_some(GameCommand::Seek(ply))
}

/// True when the move list may mark mistakes and blunders: as on Lichess, once the game has
/// ended, in analysis mode, or in a game opened from a file that nobody plays on (no AI
/// seat, no clock). During a game against the AI the marks would be hints to the person
/// playing it; the game-over summary counts them once it has ended.
fn marks_shown(game: &ActiveGame) -> bool {
    game.analysing || game.has_ended() || (game.path.is_some() && !game.has_ai() && game.clock.is_none())
}

/// "( 12. d4 13. e5 … )": a side line's first moves, as many as fit the panel's width, each a
/// way into it, with Promote and Delete on its right-click menu. A line of moves taken back
/// is folded into one entry ("↶ 2 moves taken back"). Nothing here is wider than the panel:
/// a row that grew past it once pushed the panel wider and cut off its controls.
fn branch_row(ui: &mut Ui, timeline: &Timeline, first: NodeId) -> Option<GameCommand> {
    let tree = timeline.tree();
    let mut command = None;
    ui.add_space(28.0);
    let bracket = |ui: &mut Ui, text: &str| ui.label(RichText::new(text).monospace().weak());
    let menu = |response: &egui::Response, command: &mut Option<GameCommand>| {
        response.context_menu(|ui| {
            if ui.button(tr!("moves-promote-this")).clicked() {
                *command = Some(GameCommand::Promote(first));
                ui.close();
            }
            if ui.button(tr!("moves-delete-this")).clicked() {
                *command = Some(GameCommand::RemoveLine(first));
                ui.close();
            }
        });
    };
    if timeline.is_taken_back(first) {
        let moves = count_to_end(tree, first);
        let text = RichText::new(tr!("moves-taken-back", count = moves)).italics().weak();
        let listed: Vec<String> = tree
            .line_through(first)
            .into_iter()
            .skip(tree.depth(first) - 1)
            .map(|node| format!("{}. {}", tree.depth(node), tree.notation(node)))
            .collect();
        let response = ui.add(egui::Button::selectable(false, text).truncate()).on_hover_text(format!(
            "{}\n{}",
            listed.join(" "),
            tr!("moves-show-side-line")
        ));
        if response.clicked() {
            command = Some(GameCommand::Enter(first));
        }
        menu(&response, &mut command);
        return command;
    }
    bracket(ui, "(");
    // Room kept at the end of the row for "… +12 )".
    let reserve = 110.0;
    let mut at = Some(first);
    let mut shown = 0;
    while let Some(node) = at {
        let text =
            RichText::new(format!("{}. {}", tree.depth(node), tree.notation(node))).monospace().italics();
        let needed = egui::WidgetText::from(text.clone())
            .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, egui::TextStyle::Monospace)
            .size()
            .x
            + 2.0 * ui.spacing().button_padding.x
            + ui.spacing().item_spacing.x;
        if shown == BRANCH_MOVES_SHOWN || (shown > 0 && needed + reserve > ui.available_width()) {
            let rest = count_to_end(tree, node);
            bracket(ui, &tr!("moves-more", count = rest));
            break;
        }
        let response = ui.selectable_label(false, text).on_hover_text(tr!("moves-show-side-line"));
        if response.clicked() {
            command = Some(GameCommand::Enter(node));
        }
        let others = tree.children(node).len().saturating_sub(1);
        if others > 0 && shown + 1 < BRANCH_MOVES_SHOWN && ui.available_width() > reserve + 30.0 {
            bracket(ui, &format!("(+{others})"));
        }
        menu(&response, &mut command);
        at = tree.children(node).first().copied();
        shown += 1;
    }
    bracket(ui, ")");
    command
}

/// Moves from `node` to the end of its line, `node` included.
fn count_to_end(tree: &MoveTree, node: NodeId) -> usize {
    tree.depth(tree.line_end(node)) + 1 - tree.depth(node)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hundred rows 22 points high, 26 apart, seen 220 points at a time.
    const GRID: Grid = Grid { step: 26.0, row_height: 22.0, rows: 100, view: 220.0 };

    #[test]
    fn a_row_out_of_sight_is_scrolled_to_with_a_row_beside_it() {
        assert_eq!(GRID.reveal(0.0, (3, 3)), None, "in sight already");
        // Below: row 50 ends a row above the bottom of the view.
        assert_eq!(GRID.reveal(0.0, (50, 50)), Some(50.0 * 26.0 + 22.0 + 26.0 - 220.0));
        assert_eq!(GRID.reveal(1128.0, (50, 50)), None);
        // Above: row 2 starts a row below the top.
        assert_eq!(GRID.reveal(1128.0, (2, 2)), Some(26.0));
        // The last row: never past the end of the list.
        assert_eq!(GRID.reveal(0.0, (99, 99)), Some(100.0 * 26.0 - 4.0 - 220.0));
        // Rows that do not fit together: the first one is kept.
        assert_eq!(GRID.reveal(0.0, (40, 60)), Some(39.0 * 26.0));
    }

    #[test]
    fn only_a_change_starts_following() {
        let here = (3, None, 5);
        let first = Follow::next(None, here, 300.0);
        assert_eq!(first.pending, FOLLOW_FRAMES, "the first frame shows the move");
        let settled = Follow { in_sight: true, pending: 0, ..first };
        assert_eq!(Follow::next(Some(settled), here, 300.0).pending, 0, "nothing changed");
        assert_eq!(Follow::next(Some(settled), (4, None, 6), 300.0).pending, FOLLOW_FRAMES, "a move");
        assert_eq!(Follow::next(Some(settled), here, 250.0).pending, FOLLOW_FRAMES, "a shorter list");
        let scrolled_away = Follow { in_sight: false, ..settled };
        assert_eq!(Follow::next(Some(scrolled_away), here, 250.0).pending, 0, "the player's scrolling");
    }
}
