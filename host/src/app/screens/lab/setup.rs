//! The study form: the game, the rule sets (each with the same option editor as the
//! new-game dialog), the agents and the numbers; and Run with the reason it is disabled.

use crate::tr;
use std::sync::Arc;

use egui::{ComboBox, RichText, TextEdit, Ui};
use plateau_core::GameFactory;
use plateau_core::lab::StudyError;
use plateau_core::lab::study::{MAX_GAMES, MAX_MOVES};

use super::draft::StudyDraft;
use super::plots::swatch;
use crate::app::widgets::options_editor::{Audience, option_rows};

/// What the form can be asked while it is drawn.
pub struct FormState<'a> {
    /// Why the study cannot run, if it cannot.
    pub problem: Option<&'a StudyError>,
    /// True while the study is being checked (a plugin's game may take long to make).
    pub checking: bool,
    /// True while a study runs (Run is disabled then).
    pub running: bool,
}

/// Draws the form.
pub fn study_form(ui: &mut Ui, draft: &mut StudyDraft, games: &[Arc<dyn GameFactory>]) {
    ui.heading(tr!("lab-title"));
    ui.label(tr!("lab-form-intro"));
    ui.add_space(8.0);
    game_choice(ui, draft, games);
    ui.add_space(8.0);
    if let Some(factory) = draft.game.and_then(|g| games.get(g)) {
        rule_sets(ui, draft, factory.as_ref());
        ui.add_space(8.0);
        agents(ui, draft, &factory.info().players);
        ui.add_space(8.0);
    }
    numbers(ui, draft);
}

/// Run, with the reason it is disabled or the number of games it would play; true when
/// pressed (only possible with a study that can run).
pub fn run_row(ui: &mut Ui, draft: &StudyDraft, state: &FormState<'_>) -> bool {
    let mut run = false;
    ui.horizontal(|ui| {
        run = ui
            .add_enabled(
                state.problem.is_none() && !state.checking && !state.running,
                egui::Button::new(tr!("lab-run")),
            )
            .clicked();
        if state.checking {
            ui.label(RichText::new(tr!("lab-checking")).weak());
        } else if let Some(problem) = state.problem {
            let text = RichText::new(problem.to_string()).color(ui.visuals().error_fg_color);
            ui.add(egui::Label::new(text).wrap());
        } else if !state.running {
            let total = u64::from(draft.games) * draft.rule_sets.len() as u64;
            ui.label(RichText::new(tr!("lab-total", games = total)).weak());
        }
    });
    run
}

fn game_choice(ui: &mut Ui, draft: &mut StudyDraft, games: &[Arc<dyn GameFactory>]) {
    ui.horizontal(|ui| {
        let label = ui.label(RichText::new(tr!("new-game-game")).strong());
        let mut chosen = draft.game;
        let shown = draft
            .game
            .and_then(|g| games.get(g))
            .map_or_else(|| tr!("lab-choose-game"), |g| g.info().name.clone());
        ComboBox::from_id_salt("lab-game")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for (i, game) in games.iter().enumerate() {
                    ui.selectable_value(&mut chosen, Some(i), &game.info().name);
                }
            })
            .response
            .labelled_by(label.id);
        if let Some(game) = chosen {
            draft.choose_game(game);
        }
    });
}

fn rule_sets(ui: &mut Ui, draft: &mut StudyDraft, factory: &dyn GameFactory) {
    ui.label(RichText::new(tr!("lab-rule-sets")).strong());
    let specs = &factory.info().options;
    let mut remove = None;
    let count = draft.rule_sets.len();
    let names = draft.names(specs);
    for ((i, rule_set), name) in draft.rule_sets.iter_mut().enumerate().zip(names) {
        ui.push_id(("lab-rule-set", i), |ui| {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal(|ui| {
                    swatch(ui, i);
                    let label = ui.label(tr!("lab-name"));
                    ui.add(TextEdit::singleline(&mut rule_set.name).hint_text(name).desired_width(180.0))
                        .labelled_by(label.id);
                    if count > 1
                        && ui
                            .small_button(tr!("lab-remove"))
                            .on_hover_text(tr!("lab-remove-rule-set-tip"))
                            .clicked()
                    {
                        remove = Some(i);
                    }
                });
                if specs.is_empty() {
                    ui.label(RichText::new(tr!("lab-no-options")).weak());
                }
                egui::Grid::new("options").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
                    option_rows(ui, specs, &mut rule_set.options, Audience::Studies);
                });
            });
        });
    }
    if let Some(i) = remove {
        draft.rule_sets.remove(i);
    }
    if ui.button(tr!("lab-add-rule-set")).on_hover_text(tr!("lab-add-rule-set-tip")).clicked() {
        draft.add_rule_set();
    }
}

fn agents(ui: &mut Ui, draft: &mut StudyDraft, players: &[String]) {
    ui.label(RichText::new(tr!("lab-agents")).strong());
    ui.label(RichText::new(tr!("lab-agents-detail")).weak());
    let count = draft.seats.len();
    let mut remove = None;
    egui::Grid::new("lab-seats").num_columns(4).spacing([8.0, 6.0]).show(ui, |ui| {
        for (i, seat) in draft.seats.iter_mut().enumerate() {
            let name = match (count, players.get(i)) {
                (1, _) => tr!("lab-every-seat"),
                (_, Some(player)) => player.clone(),
                (_, None) => tr!("lab-seat", number = i + 1),
            };
            let label = ui.label(name);
            let level = LEVELS.iter().position(|l| *l == seat.trim());
            // The levels are the new-game dialog's agents, a person left out.
            let words = |index: usize| crate::app::seats::choice_words(index + 1);
            ComboBox::from_id_salt(("lab-seat-level", i))
                .selected_text(level.map_or_else(|| tr!("lab-custom"), words))
                .width(80.0)
                .show_ui(ui, |ui| {
                    for (index, choice) in LEVELS.iter().enumerate() {
                        if ui.selectable_label(level == Some(index), words(index)).clicked() {
                            *seat = (*choice).to_owned();
                        }
                    }
                })
                .response
                .labelled_by(label.id)
                .on_hover_text(tr!("lab-level-tip"));
            ui.add(
                TextEdit::singleline(seat)
                    .desired_width(150.0)
                    .min_size(egui::vec2(150.0, 0.0))
                    .hint_text("mcts:iterations=500"),
            )
            .labelled_by(label.id)
            .on_hover_text(tr!("lab-spec-tip"));
            if count > 1 && ui.small_button(tr!("lab-remove")).clicked() {
                remove = Some(i);
            }
            ui.end_row();
        }
    });
    if let Some(i) = remove {
        draft.seats.remove(i);
    }
    if ui.button(tr!("lab-add-seat")).on_hover_text(tr!("lab-add-seat-tip")).clicked() {
        let last = draft.seats.last().cloned().unwrap_or_else(|| "easy".to_owned());
        draft.seats.push(last);
    }
}

/// The levels a seat's menu offers: every agent of the new-game dialog but a person.
const LEVELS: [&str; 5] = ["random", "easy", "medium", "hard", "expert"];

fn numbers(ui: &mut Ui, draft: &mut StudyDraft) {
    egui::Grid::new("lab-numbers").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
        let label = ui.label(tr!("lab-games-per-set"));
        ui.add(egui::DragValue::new(&mut draft.games).range(0..=MAX_GAMES)).labelled_by(label.id);
        ui.end_row();
        let label = ui.label(tr!("lab-seed"));
        ui.add(egui::DragValue::new(&mut draft.seed)).labelled_by(label.id);
        ui.end_row();
        let label = ui.label(tr!("lab-move-cap")).on_hover_text(tr!("lab-move-cap-tip"));
        ui.add(egui::DragValue::new(&mut draft.max_moves).range(0..=MAX_MOVES)).labelled_by(label.id);
        ui.end_row();
        let label = ui.label(tr!("lab-random-opening")).on_hover_text(tr!("lab-random-opening-tip"));
        ui.add(egui::DragValue::new(&mut draft.random_opening).range(0..=MAX_MOVES)).labelled_by(label.id);
        ui.end_row();
    });
}

#[cfg(test)]
mod tests {
    use super::LEVELS;
    use crate::app::seats::CHOICES;

    #[test]
    fn the_levels_are_the_new_game_dialogs_agents() {
        // Except the dialog's seat on the clock: a study's games must repeat move for move.
        let agents: Vec<&str> =
            CHOICES.iter().copied().filter(|n| *n != "human" && !n.contains("time_ms")).collect();
        assert_eq!(agents, LEVELS);
    }
}
