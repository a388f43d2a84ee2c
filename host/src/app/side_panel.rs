//! The panel beside the board: whose turn, scores, controls, the move list, the result.

use crate::tr;
use egui::{RichText, Ui};
use plateau_core::board::ColorRole;
use plateau_core::{Player, ToMove};

use super::action::{AppAction, GameCommand};
use super::active::ActiveGame;
use super::analysis_view::analysis_ui;
use super::clock::{GameClock, clock_text};
use super::evaluation::evaluation_ui;
use super::game_over::{game_over_ui, table_manners_ui};
use super::move_list_view::move_list_ui;
use super::palette::piece_colors;
use super::seats;
use super::selection::LegalMove;

/// Draws the panel; returns what was asked for. `show_evaluation`: draw the evaluation bar
/// and graph.
pub fn side_panel(ui: &mut Ui, game: &ActiveGame, show_evaluation: bool) -> Option<AppAction> {
    let mut action = None;
    let mut command = None;
    let position = game.position();
    let info = game.info();
    ui.heading(&info.name);
    let summary = options_summary(info, game.options());
    if !summary.is_empty() {
        ui.label(RichText::new(summary).weak());
    }
    ui.separator();

    if let Some(fault) = game.fault() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(RichText::new(tr!("panel-plugin-failed")).strong().color(ui.visuals().error_fg_color));
            ui.label(fault);
            ui.label(RichText::new(tr!("panel-plugin-failed-detail")).weak());
        });
        ui.add_space(4.0);
    } else if game.waiting() {
        // No spinner: it would ask for a frame at once, every frame; the window looks at
        // the plugin often enough meanwhile.
        ui.label(RichText::new(tr!("panel-plugin-waiting")).strong().color(ui.visuals().warn_fg_color));
        ui.add_space(4.0);
    }

    // Result or turn.
    match &position.outcome {
        Some(outcome) => action = game_over_ui(ui, game, outcome),
        None => {
            if let ToMove::Player(p) = position.to_move {
                ui.horizontal(|ui| {
                    swatch(ui, info, p);
                    let seat = game.seats.get(p.index()).map_or_else(String::new, seats::seat_words);
                    ui.label(RichText::new(tr!("panel-to-move", player = info.player_name(p))).strong());
                    // Who plays a seat matters while the game goes on, not in a look back
                    // through a finished one.
                    if !game.finished() {
                        ui.label(RichText::new(format!("({seat})")).weak());
                    }
                });
                ui.label(tr!("panel-phase", phase = position.phase.as_str()));
                if game.analysing {
                    ui.label(RichText::new(tr!("panel-analysis-mode")).strong());
                } else if game.paused && (game.has_ai() || game.clock.is_some()) && !game.finished() {
                    ui.label(RichText::new(tr!("panel-paused")).strong().color(ui.visuals().warn_fg_color));
                }
                if game.human_to_move() && game.selection.is_empty() && runs_to_take(game.legal()) {
                    ui.label(RichText::new(tr!("panel-take-row")).strong());
                }
            }
        }
    }
    ui.add_space(4.0);

    // The players: seat, clock, scores.
    for (i, figures) in position.scores.per_player.iter().enumerate().chain(
        // A game that keeps no score still lists its seats.
        (position.scores.per_player.len()..info.player_count()).map(|i| (i, &NO_FIGURES)),
    ) {
        command = player_row(ui, game, i, figures).or(command);
    }
    ui.separator();

    // Controls.
    ui.horizontal_wrapped(|ui| {
        // A game whose plugin failed cannot move through its moves any more.
        let working = game.fault().is_none();
        let can_undo = working && position.cursor > 0;
        if ui.add_enabled(can_undo, egui::Button::new(tr!("panel-undo"))).on_hover_text("Ctrl+Z").clicked() {
            command = Some(GameCommand::Undo);
        }
        if ui
            .add_enabled(can_redo(game), egui::Button::new(tr!("panel-redo")))
            .on_hover_text(tr!("panel-redo-tip"))
            .clicked()
        {
            command = Some(GameCommand::Redo);
        }
        let can_hint = game.human_to_move() && game.job.is_none();
        if ui
            .add_enabled(can_hint, egui::Button::new(tr!("panel-hint")))
            .on_hover_text(tr!("panel-hint-tip"))
            .clicked()
        {
            command = Some(GameCommand::Hint);
        }
        if ui.button(tr!("panel-rules")).clicked() {
            action = Some(AppAction::ShowRules);
        }
        if game.paused && (game.has_ai() || game.clock.is_some()) && !game.finished() {
            if ui
                .button(RichText::new(tr!("panel-resume")).strong())
                .on_hover_text(tr!("panel-resume-tip"))
                .clicked()
            {
                command = Some(GameCommand::Resume);
            }
        } else if (game.has_ai() || game.clock.is_some())
            && !game.finished()
            && ui.button(tr!("panel-pause")).on_hover_text(tr!("panel-pause-tip")).clicked()
        {
            command = Some(GameCommand::Pause);
        }
        let analyse = ui
            .add(egui::Button::new(tr!("panel-analyse")).selected(game.analysing))
            .on_hover_text(tr!("panel-analyse-tip"));
        if analyse.clicked() {
            command = Some(GameCommand::Analyse(!game.analysing));
        }
        if game.job.is_some()
            && ui.button(tr!("panel-move-now")).on_hover_text(tr!("panel-move-now-tip")).clicked()
        {
            command = Some(GameCommand::Hurry);
        }
    });
    if game.human_to_move() && game.job.is_none() {
        command = typed_move_ui(ui, game).or(command);
    }
    if let Some(asked) = table_manners_ui(ui, game) {
        command = Some(asked);
    }
    // Moves that touch no cell (a forced pass, an end of turn) get buttons.
    if game.human_to_move() && game.legal().iter().any(|m| m.input.cells.is_empty()) {
        // The only legal move touches no cell (DVONN's forced pass): say why the board is dead.
        let forced = matches!(game.legal(), [only] if only.input.cells.is_empty());
        ui.horizontal_wrapped(|ui| {
            for m in game.legal().iter().filter(|m| m.input.cells.is_empty()) {
                let text = m.input.label.clone().unwrap_or_else(|| m.notation.clone());
                if ui.button(RichText::new(text).strong()).clicked() {
                    command = Some(GameCommand::Play(m.id));
                }
            }
            if forced {
                ui.label(tr!("panel-no-legal-move"));
            }
        });
    }
    // The chooser for moves that share cells.
    if !game.selection.chooser().is_empty() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(RichText::new(tr!("panel-choose-move")).strong());
            let chooser = game.selection.chooser();
            if chooser.len() > LONGEST_BUTTON_CHOOSER {
                command = slider_chooser(ui, game, chooser).or(command);
            } else {
                command = button_chooser(ui, game, chooser).or(command);
            }
            if ui.button(tr!("panel-cancel-esc")).clicked() {
                command = Some(GameCommand::Cancel);
            }
        });
    }
    if game.analysing {
        command = analysis_ui(ui, game).or(command);
    }
    // In a short window the moves come before the evaluation, so that the list is in sight
    // and the graph below it, a scroll away.
    let short = ui.ctx().content_rect().height() < SHORT_WINDOW;
    if show_evaluation && !short {
        ui.add_space(4.0);
        if let Some(index) = evaluation_ui(ui, game) {
            command = Some(GameCommand::Seek(index));
        }
    }
    let swatch = |ui: &mut Ui, p: Player| swatch(ui, info, p);
    if let Some(asked) = move_list_ui(ui, game, &swatch) {
        command = Some(asked);
    }
    if show_evaluation && short {
        ui.add_space(4.0);
        if let Some(index) = evaluation_ui(ui, game) {
            command = Some(GameCommand::Seek(index));
        }
    }
    command.map(AppAction::Game).or(action)
}

/// Window heights (points) below which the move list comes before the evaluation.
const SHORT_WINDOW: f32 = 700.0;

/// The figures of a seat the game keeps no score for.
static NO_FIGURES: Vec<plateau_core::Figure> = Vec::new();

/// One seat: its colour and name, who plays it (a menu, to change it mid-game), its clock and
/// its figures. Returns the command when the seat was changed.
fn player_row(
    ui: &mut Ui,
    game: &ActiveGame,
    i: usize,
    figures: &[plateau_core::Figure],
) -> Option<GameCommand> {
    let info = game.info();
    let p = Player::new(i);
    let name = info.players.get(i).map_or("?", String::as_str);
    let mut command = None;
    ui.horizontal(|ui| {
        swatch(ui, info, p);
        let to_move = game.position().to_move == ToMove::Player(p);
        let label = ui.label(if to_move { RichText::new(name).strong() } else { RichText::new(name) });
        let Some(seat) = game.seats.get(i) else { return };
        let text = seats::seat_text(seat);
        // Once the game is over nobody plays a seat any more: who played it is a fact.
        if game.finished() {
            ui.label(RichText::new(text).weak());
            return;
        }
        let current = seats::choice_of(seat);
        let mut chosen = current;
        egui::ComboBox::from_id_salt(("seat-of", i))
            .selected_text(text)
            .width(ui.available_width().min(150.0))
            .show_ui(ui, |ui| {
                for index in 0..seats::CHOICES.len() {
                    ui.selectable_value(&mut chosen, Some(index), seats::choice_label(index));
                }
            })
            .response
            .on_hover_text(tr!("panel-seat-tip"))
            .labelled_by(label.id);
        if chosen != current
            && let Some(choice) = chosen
        {
            command = Some(GameCommand::SetSeat { seat: i, choice });
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.add_space(18.0);
        if let Some(clock) = &game.clock {
            clock_reading(ui, clock, i);
        }
        let text: Vec<String> = figures.iter().map(|f| format!("{} {}", f.label, f.value)).collect();
        if !text.is_empty() {
            ui.add(egui::Label::new(RichText::new(text.join(" · ")).weak()).wrap());
        }
    });
    command
}

/// A seat's clock: bold while it runs, red under ten seconds, "flag" once out of time.
fn clock_reading(ui: &mut Ui, clock: &GameClock, seat: usize) {
    let left = clock.left(seat);
    let mut text = RichText::new(clock_text(left)).monospace().size(16.0);
    if clock.running() == Some(seat) {
        text = text.strong().background_color(ui.visuals().selection.bg_fill.gamma_multiply(0.4));
    }
    if left < std::time::Duration::from_secs(10) {
        text = text.color(ui.visuals().error_fg_color);
    }
    let response = ui.label(text);
    if clock.flagged() == Some(seat) {
        ui.label(RichText::new(tr!("panel-out-of-time")).color(ui.visuals().error_fg_color).strong());
    }
    response.on_hover_text(tr!("panel-time-left", control = clock.control().text()));
}

/// The rule options worth showing: every choice, and other options only where they differ
/// from their default, by their menu labels and in words ("Version: Basic · Pieces: 16"),
/// leaving out options that do not apply to these rules.
pub fn options_summary(info: &plateau_core::GameInfo, options: &serde_json::Value) -> String {
    let chosen = options.as_object().cloned().unwrap_or_default();
    let mut parts = Vec::new();
    // Options that do not apply (the first-move rule in a three-player game) say nothing,
    // whatever the save holds; the rest read in words, not the values' codes.
    for spec in info.options.iter().filter(|spec| spec.applies(&info.options, &chosen)) {
        let shown = |v: &&serde_json::Value| {
            matches!(spec.kind, plateau_core::OptionKind::Choice { .. }) || **v != spec.default_value()
        };
        let Some(value) = chosen.get(&spec.key).filter(shown) else { continue };
        if let Some(text) = spec.value_words(value) {
            parts.push(format!("{}: {text}", spec.label));
        }
    }
    parts.join(" · ")
}

/// True when every move on the board is a run of cells taken with one click on any of them
/// (GIPF's row removals): then the panel says so, since nothing else shows that one click
/// is the whole move.
fn runs_to_take(legal: &[LegalMove]) -> bool {
    let mut on_board = legal.iter().filter(|m| !m.input.cells.is_empty()).peekable();
    on_board.peek().is_some()
        && on_board.all(|m| {
            // Every cell of the run is a way on its own (ZÈRTZ's placement has a shorter way
            // too, the ring alone, and is no run).
            m.input.cells.len() > 1
                && m.input.also.len() == m.input.cells.len()
                && m.input.also.iter().all(|way| way.len() == 1 && m.input.cells.contains(&way[0]))
        })
}

/// Most moves a chooser offers as a column of buttons; more (Knight Line's split of 2 to 19
/// tiles) get a slider.
const LONGEST_BUTTON_CHOOSER: usize = 6;

/// A slider over the moves of `chooser` (in the order the game lists them) and a Play
/// button; the arrow keys move the slider and Enter plays, so the mouse can stay on the board.
fn slider_chooser(ui: &mut Ui, game: &ActiveGame, chooser: &[u32]) -> Option<GameCommand> {
    // The slider's place is remembered per chooser of this position (a new one starts at
    // the move the game picks first).
    let (id, first) = chooser_start(ui, game, chooser);
    let mut index = ui.data(|d| d.get_temp::<usize>(id)).unwrap_or(first).min(chooser.len() - 1);
    let (step, enter) = chooser_keys(ui);
    index = index.saturating_add_signed(step).min(chooser.len() - 1);
    let label = game.legal_move(chooser[index]).map(LegalMove::choice_label).unwrap_or_default();
    ui.add(egui::Slider::new(&mut index, 0..=chooser.len() - 1).show_value(false).text(label))
        .on_hover_text(tr!("panel-slider-tip"));
    ui.data_mut(|d| d.insert_temp(id, index));
    let play =
        ui.button(RichText::new(tr!("panel-play")).strong()).on_hover_text(tr!("panel-play-tip")).clicked();
    (play || enter).then(|| GameCommand::Play(chooser[index]))
}

/// A button per move of `chooser`; the arrow keys pick one (marked) and Enter plays it, as
/// with the slider.
fn button_chooser(ui: &mut Ui, game: &ActiveGame, chooser: &[u32]) -> Option<GameCommand> {
    let (id, first) = chooser_start(ui, game, chooser);
    let mut index = ui.data(|d| d.get_temp::<usize>(id)).unwrap_or(first).min(chooser.len() - 1);
    let (step, enter) = chooser_keys(ui);
    index = index.saturating_add_signed(step).min(chooser.len() - 1);
    ui.data_mut(|d| d.insert_temp(id, index));
    let mut command = enter.then(|| GameCommand::Play(chooser[index]));
    for (i, &mv) in chooser.iter().enumerate() {
        let Some(m) = game.legal_move(mv) else { continue };
        let button = egui::Button::new(m.choice_label()).selected(i == index);
        if ui.add(button).on_hover_text(tr!("panel-chooser-tip")).clicked() {
            command = Some(GameCommand::Play(mv));
        }
    }
    command
}

/// Where a chooser keeps its pick, and the pick it opens with: the move the game marks
/// ([`plateau_core::MoveInput::preselect`]), else the first. The place is this position's
/// only: a pick made in an earlier turn never carries over, where Enter would repeat it.
fn chooser_start(ui: &Ui, game: &ActiveGame, chooser: &[u32]) -> (egui::Id, usize) {
    let position = game.position();
    let id = ui.scope_id().with(("chooser", chooser, position.cursor, position.hash));
    let first =
        chooser.iter().position(|&mv| game.legal_move(mv).is_some_and(|m| m.input.preselect)).unwrap_or(0);
    (id, first)
}

/// The chooser's keys this frame: how far the arrows move the pick (← ↑ back, → ↓ on), and
/// Enter. Nothing while a text field has the keyboard.
fn chooser_keys(ui: &Ui) -> (isize, bool) {
    if ui.ctx().memory(|m| m.focused().is_some()) {
        return (0, false);
    }
    ui.input(|i| {
        let back = i.key_pressed(egui::Key::ArrowLeft) || i.key_pressed(egui::Key::ArrowUp);
        let on = i.key_pressed(egui::Key::ArrowRight) || i.key_pressed(egui::Key::ArrowDown);
        (isize::from(on) - isize::from(back), i.key_pressed(egui::Key::Enter))
    })
}

/// True when Redo does something: a later move of the line shown, or moves taken back at
/// its end to play again.
fn can_redo(game: &ActiveGame) -> bool {
    game.fault().is_none() && (!game.at_latest() || game.timeline().taken_back_here().is_some())
}

/// A small disc in a player's colour (the game's own when it names one).
fn swatch(ui: &mut Ui, info: &plateau_core::GameInfo, p: Player) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
    let (fill, _) = piece_colors(ColorRole::Player(p), &info.seat_colors);
    // On a mid-grey tile of its own, in both themes, and without the piece's rim: a black
    // disc on the dark panel (or a white one on the light panel) shows only its rim and reads
    // as a hollow ring, and so does a disc on a round ground; on a square tile every colour
    // reads as a filled dot.
    ui.painter().rect_filled(rect, 3.0, egui::Color32::from_gray(120));
    ui.painter().circle_filled(rect.center(), 4.0, fill);
}

/// A field to type a move in the game's notation: Enter plays it, or says under the field
/// why it cannot be played (the text stays, to be mended).
fn typed_move_ui(ui: &mut Ui, game: &ActiveGame) -> Option<GameCommand> {
    let id = egui::Id::unique("typed-move");
    let (mut text, mut problem) = ui.data(|d| d.get_temp::<(String, String)>(id)).unwrap_or_default();
    let mut command = None;
    ui.horizontal(|ui| {
        let label = ui.label(tr!("panel-move-field"));
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut text)
                    .hint_text(tr!("panel-move-field-hint"))
                    .desired_width(120.0),
            )
            .labelled_by(label.id)
            .on_hover_text(tr!("panel-move-field-tip"));
        if field.changed() {
            problem.clear();
        }
        if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) && !text.trim().is_empty() {
            match game.session().parse_move(&text) {
                Ok(mv) => {
                    command = Some(GameCommand::Play(mv));
                    text.clear();
                }
                Err(e) => {
                    problem = e.to_string();
                    field.request_focus();
                }
            }
        }
    });
    if !problem.is_empty() {
        ui.label(RichText::new(&problem).color(ui.visuals().error_fg_color));
    }
    ui.data_mut(|d| d.insert_temp(id, (text, problem)));
    command
}
