//! The end of a game in the side panel: the result and why, how each player did, and what
//! to do next (a rematch with the seats swapped; analysis is the panel's Analyse below); and
//! the table manners before it: resigning and offering a draw.

use crate::tr;
use egui::{RichText, Ui};
use plateau_core::{Outcome, Player, Verdict};

use super::action::{AppAction, GameCommand};
use super::active::ActiveGame;
use super::game_summary::summarise;

/// The game-over panel for `outcome` at the position shown.
pub fn game_over_ui(ui: &mut Ui, game: &ActiveGame, outcome: &Outcome) -> Option<AppAction> {
    let info = game.info();
    let mut action = None;
    let headline = match outcome.verdict {
        Verdict::Winner(p) => tr!("over-wins", player = info.player_name(p)),
        Verdict::Draw => tr!("over-draw"),
    };
    egui::Frame::group(ui.style()).fill(ui.visuals().selection.bg_fill.gamma_multiply(0.5)).show(ui, |ui| {
        ui.label(RichText::new(tr!("over-headline", result = headline)).heading().strong());
        let mut detail = outcome.reason.clone();
        if !outcome.score.is_empty() {
            let s: Vec<String> = outcome.score.iter().map(ToString::to_string).collect();
            detail = tr!("over-score", reason = detail, score = s.join(" – "));
        }
        ui.label(detail);
        if game.at_latest() {
            summary_lines(ui, game);
        }
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(RichText::new(tr!("over-rematch")).strong())
                .on_hover_text(tr!("over-rematch-tip"))
                .clicked()
            {
                action = Some(AppAction::Rematch);
            }
        });
    });
    action
}

/// "White: accuracy 87% · 1 mistake · no blunders", once the review has judged every
/// position; until then, how far it is.
fn summary_lines(ui: &mut Ui, game: &ActiveGame) {
    let info = game.info();
    let timeline = game.timeline();
    let moves: Vec<(&str, Option<Player>)> = (0..timeline.len()).filter_map(|i| timeline.get(i)).collect();
    let Some(players) = summarise(game.review.values(), &moves, info.player_count()) else {
        let judged = game.review.values().iter().filter(|v| v.is_some()).count();
        let positions = timeline.len() + 1;
        ui.label(RichText::new(tr!("over-reviewing", judged = judged, positions = positions)).weak());
        return;
    };
    for (i, player) in players.iter().enumerate() {
        let name = info.player_name(Player::new(i));
        let Some(accuracy) = player.accuracy else {
            // DVONN's placement, for one: a judge that swings with the side to move.
            ui.label(RichText::new(tr!("over-no-weighable-move", player = name)).weak());
            continue;
        };
        ui.label(tr!(
            "over-accuracy",
            player = name,
            accuracy = format!("{accuracy:.0}"),
            mistakes = player.mistakes,
            blunders = player.blunders,
        ));
    }
}

/// Resign and Offer a draw, for the person whose game it is; and a draw offered to a person,
/// with its answer.
pub fn table_manners_ui(ui: &mut Ui, game: &ActiveGame) -> Option<GameCommand> {
    let mut command = None;
    if let Some(seat) = game.draw_offer {
        let name = game.info().player_name(Player::new(seat));
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(RichText::new(tr!("command-draw-offered", player = name)).strong());
            ui.horizontal(|ui| {
                if ui.button(tr!("over-accept-draw")).clicked() {
                    command = Some(GameCommand::AnswerDraw(true));
                }
                if ui.button(tr!("over-decline-draw")).clicked() {
                    command = Some(GameCommand::AnswerDraw(false));
                }
            });
        });
        return command;
    }
    let seat = game.resigning_seat()?;
    let name = game.info().player_name(Player::new(seat)).to_owned();
    let confirm_id = egui::Id::unique("resign-asked");
    let asked = ui.data(|d| d.get_temp::<bool>(confirm_id).unwrap_or(false));
    ui.horizontal_wrapped(|ui| {
        if asked {
            ui.label(RichText::new(tr!("over-resign-question", player = name)).strong());
            if ui.button(tr!("over-resign")).clicked() {
                command = Some(GameCommand::Resign(seat));
                ui.data_mut(|d| d.insert_temp(confirm_id, false));
            }
            if ui.button(tr!("over-keep-playing")).clicked() {
                ui.data_mut(|d| d.insert_temp(confirm_id, false));
            }
        } else {
            if ui
                .button(tr!("over-resign-ask"))
                .on_hover_text(tr!("over-resign-tip", player = name))
                .clicked()
            {
                ui.data_mut(|d| d.insert_temp(confirm_id, true));
            }
            if ui.button(tr!("over-offer-draw")).on_hover_text(tr!("over-offer-draw-tip")).clicked() {
                command = Some(GameCommand::OfferDraw(seat));
            }
        }
    });
    command
}
