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

/// The least height of the move list, in points: some ten rows.
const MIN_LIST_HEIGHT: f32 = 220.0;

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
    // The list follows the position shown: at the end of the line it sticks to the bottom
    // (as it grows, and without overshooting when the panel above it changes height); when
    // an earlier position is shown, that row is scrolled into sight once.
    let at_end = game.at_latest();
    // The panel around the list scrolls when it is taller than the window (800×600 in
    // analysis mode): the list keeps a height of its own to scroll in.
    let height = ui.available_height().max(MIN_LIST_HEIGHT);
    let mut area = egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .id_salt("move-list")
        .stick_to_bottom(at_end)
        .min_scrolled_height(height)
        .max_height(height);
    let follow_id = egui::Id::unique("move-list-follows");
    let step = row_height + ui.spacing().item_spacing.y;
    let rows = timeline.rows();
    let here = (cursor, timeline.line().last().copied(), rows.len());
    if ui.data(|d| d.get_temp::<(usize, Option<NodeId>, usize)>(follow_id)) != Some(here) {
        // Another position or another list (a move, Undo, a paste, a seek): its row is
        // scrolled into sight at once, some rows below the top, or the end of the list at its
        // end. Never past the end, or the list would spring back for frames: the list's
        // height as the last frame measured it, moved by the rows added since, less the room
        // it has now.
        ui.data_mut(|d| d.insert_temp(follow_id, here));
        let measured = ui.data(|d| d.get_temp::<(usize, f32, f32)>(follow_id.with("content")));
        let end = measured.map_or((rows.len() as f32 * step - height).max(0.0), |(before, content, room)| {
            (content + (rows.len() as f32 - before as f32) * step - room.max(height)).max(0.0)
        });
        let row = if at_end { rows.len() } else { timeline.row_of(cursor).unwrap_or(0) };
        // A list at its bottom already follows a new last move by itself (stick_to_bottom).
        let at_bottom = measured.is_some_and(|(_, content, room)| {
            ui.data(|d| d.get_temp::<f32>(follow_id.with("offset")))
                .is_some_and(|o| o + room >= content - 1.0)
        });
        if !(at_end && at_bottom) {
            area = area.vertical_scroll_offset(((row as f32 - 4.0) * step).clamp(0.0, end));
        }
    }
    let shown = area.show_rows(ui, row_height, rows.len(), |ui, range| {
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
    });
    let room = shown.inner_rect.height();
    ui.data_mut(|d| d.insert_temp(follow_id.with("offset"), shown.state.clamped_offset().y));
    ui.data_mut(|d| d.insert_temp(follow_id.with("content"), (rows.len(), shown.content_size.y, room)));
    command
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
    if let Some(p) = mover
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
