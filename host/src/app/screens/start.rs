//! The start screen: the unfinished game of the last run, and every game with its variants.

use egui::{RichText, Ui};
use plateau_core::quote::quote;
use plateau_core::{GameInfo, OptionKind, OptionSpec};

use crate::app::action::AppAction;
use crate::app::game_words::shown_info;
use crate::app::shelf::KeptGame;
use crate::app::state::AppState;
use crate::app::view::View;
use crate::tr;

/// The start screen.
#[derive(Default)]
pub struct StartScreen {
    /// The egui pass in which the screen was last drawn: a screen shown again (a game closed)
    /// opens at its top, where the games to resume are.
    last_pass: Option<u64>,
    /// The finished games are all listed, not only the latest.
    all_finished: bool,
}

/// Kept games of each kind listed before "Show all".
const KEPT_SHOWN: usize = 3;

/// From this width on (points), the kept games stand in a column of their own beside the
/// games, instead of above them.
const TWO_COLUMNS_FROM: f32 = 1000.0;

impl View for StartScreen {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        let pass = ui.ctx().cumulative_pass_nr();
        let fresh = self.last_pass.is_none_or(|last| last + 1 != pass);
        self.last_pass = Some(pass);
        // Before the lists are drawn, so their indices hold for this frame's actions.
        app.watch_elsewhere(ui.ctx());
        egui::CentralPanel::default().show(ui, |ui| {
            ui.add_space(12.0);
            ui.heading(RichText::new("Plateau").size(32.0).strong());
            ui.label(tr!("start-tagline"));
            ui.horizontal(|ui| {
                if ui.button(tr!("start-open")).on_hover_text("Ctrl+O").clicked() {
                    app.act(AppAction::OpenFile);
                }
                if ui.button(tr!("start-lab")).on_hover_text(tr!("start-lab-tip")).clicked() {
                    app.act(AppAction::OpenLab);
                }
            });
            ui.add_space(12.0);
            let scroll = |salt: &str| {
                let area = egui::ScrollArea::vertical().id_salt(salt).auto_shrink([false, false]);
                if fresh { area.vertical_scroll_offset(0.0) } else { area }
            };
            let has_kept = !app.resume.is_empty() || !app.finished.is_empty() || !app.prefs.recent.is_empty();
            if has_kept && ui.available_width() >= TWO_COLUMNS_FROM {
                ui.columns(2, |columns| {
                    scroll("start-games").show(&mut columns[0], |ui| games_list(ui, app, |_| true));
                    scroll("start-kept").show(&mut columns[1], |ui| self.kept_list(ui, app));
                });
            } else if ui.available_width() >= TWO_COLUMNS_FROM {
                // Nothing kept yet (a first start): the games fill the width, two abreast,
                // rather than one narrow column beside an empty half.
                scroll("start-all").show(ui, |ui| {
                    self.kept_list(ui, app);
                    ui.columns(2, |columns| {
                        let [left, right] = columns else { return };
                        games_list(left, app, |i| i % 2 == 0);
                        games_list(right, app, |i| i % 2 == 1);
                    });
                });
            } else {
                scroll("start-all").show(ui, |ui| {
                    self.kept_list(ui, app);
                    games_list(ui, app, |_| true);
                });
            }
        });
    }
}

impl StartScreen {
    /// The games to resume, the finished ones and the recent files.
    fn kept_list(&mut self, ui: &mut Ui, app: &mut AppState) {
        self.resume_offer(ui, app);
        if !app.prefs.recent.is_empty() {
            ui.label(RichText::new(tr!("start-recent")).strong());
            ui.horizontal_wrapped(|ui| {
                if let Some(path) = crate::app::menu::recent_files(ui, app) {
                    app.act(AppAction::OpenPath(path));
                }
            });
            ui.add_space(8.0);
        }
    }
}

/// The card of every game whose place in the list `shown` takes.
fn games_list(ui: &mut Ui, app: &mut AppState, shown: impl Fn(usize) -> bool) {
    let mut chosen = None;
    for (i, factory) in app.games.iter().enumerate().filter(|(i, _)| shown(*i)) {
        let plugin = app.is_plugin_game(i).then(|| plugin_tag(app, &factory.info().id));
        match game_card(ui, &shown_info(factory.info()), plugin.as_deref()) {
            Some(Card::NewGame) => chosen = Some(AppAction::NewGameDialog(Some(i))),
            Some(Card::Learn) => chosen = Some(AppAction::Learn(i)),
            None => {}
        }
        ui.add_space(8.0);
    }
    // Once, under the first column.
    if app.plugins.scanning() && shown(0) {
        ui.horizontal(|ui| {
            ui.add(egui::Spinner::new());
            ui.label(RichText::new(tr!("start-scanning")).weak());
        });
    }
    if let Some(action) = chosen {
        app.act(action);
    }
}

impl StartScreen {
    /// The games kept because nobody saved them: every unfinished one with Resume and
    /// Discard, then the latest finished ones with Open and Delete (all of them on request).
    fn resume_offer(&mut self, ui: &mut Ui, app: &mut AppState) {
        let mut chosen = None;
        for (index, kept) in app.resume.iter().enumerate() {
            let moves = tr!("moves-count", count = kept.save.moves.len());
            let label = tr!("start-unfinished", game = game_name(app, kept), moves = moves);
            let buttons = [tr!("start-resume"), tr!("start-discard")];
            if let Some(action) = kept_card(ui, app, kept, ("unfinished", index), &label, &buttons) {
                chosen = Some(if action {
                    AppAction::ResumeAutosave(index)
                } else {
                    AppAction::DiscardAutosave(index)
                });
            }
        }
        if !app.finished.is_empty() {
            ui.label(RichText::new(tr!("start-finished-heading")).strong());
        }
        let shown = if self.all_finished { app.finished.len() } else { KEPT_SHOWN };
        for (index, kept) in app.finished.iter().enumerate().take(shown) {
            let moves = tr!("moves-count", count = kept.save.moves.len());
            let label = tr!("start-finished", game = game_name(app, kept), moves = moves);
            let buttons = [tr!("start-open-kept"), tr!("start-delete")];
            if let Some(action) = kept_card(ui, app, kept, ("finished", index), &label, &buttons) {
                chosen = Some(if action {
                    AppAction::OpenFinished(index)
                } else {
                    AppAction::DeleteFinished(index)
                });
            }
        }
        if app.finished.len() > shown
            && ui.button(tr!("start-show-all", count = app.finished.len())).clicked()
        {
            self.all_finished = true;
        }
        if let Some(action) = chosen {
            app.act(action);
        }
        if !app.resume.is_empty() || !app.finished.is_empty() {
            ui.add_space(6.0);
        }
    }
}

/// What tells one kept game from another beside its length: its rules, who sat where and
/// when it began ("Blitz · Human vs AI: hard · begun 29 Nov, 14:05").
pub fn kept_details(app: &AppState, kept: &KeptGame) -> String {
    let mut parts = Vec::new();
    if let Some(index) = app.game_index(&kept.save.game.id) {
        let info = shown_info(app.games[index].info());
        let summary = crate::app::side_panel::options_summary(&info, &kept.save.game.options);
        if !summary.is_empty() {
            parts.push(summary);
        }
    }
    let seats: Vec<String> = kept.save.players.iter().map(crate::app::seats::seat_text).collect();
    if !seats.is_empty() {
        parts.push(seats.join(&tr!("start-versus")));
    }
    if let Some(begun) = kept.begun() {
        parts.push(tr!("start-begun", when = begun.strftime("%-d %b, %H:%M").to_string()));
    }
    parts.join(" · ")
}

/// The name of a kept game's game, or its id where no loaded game has it.
fn game_name(app: &AppState, kept: &KeptGame) -> String {
    let id = &kept.save.game.id;
    app.game_index(id).map_or_else(|| id.clone(), |i| app.games[i].info().name.clone())
}

/// One kept game: `label`, and two buttons; `Some(true)` for the first clicked (open),
/// `Some(false)` for the second (let go). A game whose plugin is not loaded says which game
/// it needs and cannot be opened (it stays kept for when the plugin is back); one open in
/// another window has no buttons, and says so.
fn kept_card(
    ui: &mut Ui,
    app: &AppState,
    kept: &KeptGame,
    id: (&str, usize),
    label: &str,
    buttons: &[String; 2],
) -> Option<bool> {
    let known = app.game_index(&kept.save.game.id).is_some();
    // A plugin game's save can be opened once the plugins have been looked for.
    let waiting = !known && app.plugins.scanning();
    let mut clicked = None;
    ui.push_id(id, |ui| {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(RichText::new(label).strong());
            ui.label(RichText::new(kept_details(app, kept)).weak());
            if kept.open_elsewhere {
                ui.label(RichText::new(tr!("start-open-elsewhere")).italics())
                    .on_hover_text(tr!("start-open-elsewhere-tip"));
                return;
            }
            ui.horizontal(|ui| {
                if ui.add_enabled(known, egui::Button::new(buttons[0].as_str())).clicked() {
                    clicked = Some(true);
                }
                if ui.button(buttons[1].as_str()).clicked() {
                    clicked = Some(false);
                }
                if waiting {
                    ui.label(RichText::new(tr!("start-waiting-plugins")).weak());
                } else if !known {
                    ui.label(
                        RichText::new(tr!(
                            "start-needs-plugin",
                            game = quote(&kept.save.game.id).to_string()
                        ))
                        .weak(),
                    );
                }
            });
        });
    });
    ui.add_space(6.0);
    clicked
}

/// The hover text of a plugin game's tag: the file it comes from.
fn plugin_tag(app: &AppState, id: &str) -> String {
    app.plugins.provider(id).map_or_else(
        || tr!("start-from-plugin"),
        |status| tr!("start-from-plugin-file", path = status.path.display().to_string()),
    )
}

/// What a game's card asks for.
enum Card {
    NewGame,
    Learn,
}

/// One game's card, and what its buttons asked for. `plugin` is the hover text of the
/// "plugin" tag of a game from a plugin.
fn game_card(ui: &mut Ui, info: &GameInfo, plugin: Option<&str>) -> Option<Card> {
    let mut chosen = None;
    egui::Frame::group(ui.style()).inner_margin(12.0).show(ui, |ui| {
        ui.set_width(ui.available_width().min(720.0));
        ui.horizontal(|ui| {
            ui.label(RichText::new(&info.name).size(22.0).strong());
            ui.label(RichText::new(players_text(info)).weak());
            if let Some(from) = plugin {
                let tag = RichText::new(tr!("start-plugin-tag")).small().color(ui.visuals().hyperlink_color);
                egui::Frame::new()
                    .stroke(egui::Stroke::new(1.0, ui.visuals().hyperlink_color))
                    .corner_radius(4.0)
                    .inner_margin(egui::Margin::symmetric(4, 1))
                    .show(ui, |ui| ui.label(tag))
                    .response
                    .on_hover_text(from);
            }
        });
        ui.label(&info.description);
        if !info.options.is_empty() {
            let variants: Vec<String> =
                info.options.iter().filter(|o| !o.engine_only).map(variant_text).collect();
            ui.label(RichText::new(tr!("start-variants", variants = variants.join(" · "))).weak());
        }
        ui.horizontal(|ui| {
            if ui.button(tr!("start-new-game", game = info.name.as_str())).clicked() {
                chosen = Some(Card::NewGame);
            }
            if !info.lessons.is_empty()
                && ui
                    .button(tr!("start-learn"))
                    .on_hover_text(tr!(
                        "start-learn-tip",
                        game = info.name.as_str(),
                        count = info.lessons.len()
                    ))
                    .clicked()
            {
                chosen = Some(Card::Learn);
            }
        });
    });
    chosen
}

/// "2 players", "2 or 3 players": how many can play.
fn players_text(info: &GameInfo) -> String {
    match info.player_range() {
        (low, high) if low == high => tr!("start-players", count = low),
        (low, high) if low + 1 == high => tr!("start-players-or", low = low, high = high),
        (low, high) => tr!("start-players-range", low = low, high = high),
    }
}

/// How an option reads in the list of variants: its choices, a short range, or its name.
fn variant_text(option: &OptionSpec) -> String {
    match &option.kind {
        OptionKind::Choice { choices, .. } => {
            let words: Vec<String> = choices.iter().map(|c| option.kind.choice_words(c)).collect();
            format!("{}: {}", option.label, words.join(", "))
        }
        OptionKind::Integer { min, max, .. } if max - min <= 100 => {
            format!("{}: {min}–{max}", option.label)
        }
        OptionKind::Integer { .. } | OptionKind::Flag { .. } => option.label.clone(),
    }
}
