//! A game's first lesson: its positions one after another, drawn with the board code, each
//! with the cells to look at marked and a few words (in the window's language where the game
//! translates them); the last step offers a first game. Opened from a game's card on the
//! start screen and from the Rules window. A plugin's lesson is replayed off the window's
//! thread (`background`): its game may take long to make or to play a move, and the window
//! says "Setting up the board…" meanwhile.

use crate::tr;
use std::sync::Arc;

use egui::{RichText, Ui};
use plateau_core::lesson::Lesson;
use plateau_core::{BoardView, GameFactory, GameInfo};

use crate::app::action::AppAction;
use crate::app::background::{FIRST_WAIT, Job, POLL};
use crate::app::board::{Camera, Highlights, Look, board_ui};
use crate::app::game_words::{game_paragraphs, game_title};
use crate::app::state::AppState;
use crate::app::view::View;
use crate::app::windows::placement::in_work_area;

/// Height of the board in the window, where the work area has room for it.
const BOARD_HEIGHT: f32 = 340.0;
/// What the window needs besides the board: title bar, words and buttons.
const AROUND_BOARD: f32 = 250.0;

/// The lesson window; closed while `lesson` is `None`.
#[derive(Default)]
pub struct LearnWindow {
    lesson: Option<Learning>,
}

/// A step's position as drawn (the board and the info of the options it was made with), or
/// why it could not be made.
type StepPosition = Result<(BoardView, GameInfo), String>;

/// A lesson being followed.
struct Learning {
    /// The game's index among the app's games (for "Play a game").
    index: usize,
    game: Arc<dyn GameFactory>,
    step: usize,
    /// The position of `step` as drawn, or why it could not be made.
    shown: Option<(usize, StepPosition)>,
    /// A step's position being made (off the window's thread for a plugin's game).
    making: Option<(usize, Job<StepPosition>)>,
    /// The game comes from a plugin.
    plugin: bool,
    camera: Camera,
}

impl LearnWindow {
    /// Opens the lesson of game `index` of `games`, at its first step; the games from
    /// `builtin` on are plugins' games.
    pub fn open(&mut self, games: &[Arc<dyn GameFactory>], builtin: usize, index: usize) {
        if let Some(game) = games.get(index) {
            self.lesson = Some(Learning {
                index,
                game: Arc::clone(game),
                step: 0,
                shown: None,
                making: None,
                plugin: index >= builtin,
                camera: Camera::default(),
            });
        }
    }

    /// Shows step `step` (from 0; past the end, the last).
    pub fn go_to(&mut self, step: usize) {
        if let Some(learning) = &mut self.lesson {
            learning.step = step.min(learning.game.info().lessons.len().saturating_sub(1));
        }
    }

    /// True while the window is open.
    pub fn is_open(&self) -> bool {
        self.lesson.is_some()
    }

    /// The step shown (from 0) and how many there are, while open.
    pub fn step(&self) -> Option<(usize, usize)> {
        self.lesson.as_ref().map(|l| (l.step, l.game.info().lessons.len()))
    }
}

impl Learning {
    /// The position of the step shown, made once per step, and the camera over it (borrowed
    /// together so the frame draws the position without copying it); `None` while it is
    /// being made.
    fn position_and_camera(&mut self) -> (Option<&StepPosition>, &mut Camera) {
        if self.shown.as_ref().is_none_or(|(step, _)| *step != self.step) {
            let mut wait = std::time::Duration::ZERO;
            // A step left before its position was made is dropped, its answer unread.
            if self.making.as_ref().is_none_or(|(step, _)| *step != self.step) {
                let (lesson, game) = (self.game.info().lessons[self.step].clone(), Arc::clone(&self.game));
                let job =
                    Job::start(self.plugin, "plateau-lesson", move |_| step_position(&lesson, game.as_ref()));
                self.making = Some((self.step, job));
                wait = FIRST_WAIT;
            }
            if let Some((step, job)) = &mut self.making
                && let Some(made) = job.take(wait)
            {
                self.shown = Some((*step, made.unwrap_or_else(|_| Err(tr!("learn-thread-ended")))));
                self.making = None;
                self.camera = Camera::default();
            }
        }
        let shown = self.shown.as_ref().filter(|(step, _)| *step == self.step).map(|(_, position)| position);
        (shown, &mut self.camera)
    }
}

/// The position of `lesson` as drawn, or why it could not be made.
fn step_position(lesson: &Lesson, game: &dyn GameFactory) -> StepPosition {
    lesson
        .replay(game)
        .map(|session| {
            // The marks say what to look at; the last move's arrow would compete.
            let board = BoardView { last_move: Vec::new(), ..session.board_view() };
            (board, session.info().clone())
        })
        .map_err(|e| e.to_string())
}

impl View for LearnWindow {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        let Some(learning) = &mut self.lesson else { return };
        let game = Arc::clone(&learning.game);
        let info = game.info();
        let count = info.lessons.len();
        if count == 0 {
            self.lesson = None;
            return;
        }
        learning.step = learning.step.min(count - 1);
        let mut open = true;
        let mut action = None;
        let window = egui::Window::new(tr!("learn-title", game = info.name.as_str()))
            .id(egui::Id::unique("learn-window"))
            .open(&mut open)
            .default_width(560.0)
            .resizable(false);
        // The window fits the work area as a whole (the words above the board are short):
        // the board gives up height first.
        let board_height = BOARD_HEIGHT.min(app.work_area.height() - AROUND_BOARD).max(160.0);
        in_work_area(window, app.work_area).show(ui.ctx(), |ui| {
            // The arrows turn the pages (the game behind waits), and the buttons stand at the
            // top, where pages of other lengths do not move them.
            let (back, next) =
                ui.input(|i| (i.key_pressed(egui::Key::ArrowLeft), i.key_pressed(egui::Key::ArrowRight)));
            ui.horizontal(|ui| {
                if ui.add_enabled(learning.step > 0, egui::Button::new(tr!("learn-back"))).clicked()
                    || (back && learning.step > 0)
                {
                    learning.step -= 1;
                } else if learning.step + 1 < count {
                    if ui.button(tr!("learn-next")).clicked() || next {
                        learning.step += 1;
                    }
                } else if ui.button(tr!("learn-play", game = info.name.as_str())).clicked() {
                    action = Some(AppAction::NewGameDialog(Some(learning.index)));
                }
                ui.label(RichText::new(tr!("learn-step", step = learning.step + 1, count = count)).weak());
            });
            let lesson = &info.lessons[learning.step];
            ui.label(RichText::new(game_title(&info.words, &lesson.title)).size(18.0).strong());
            for paragraph in game_paragraphs(&info.words, &lesson.text) {
                ui.label(paragraph.replace('\n', " "));
            }
            ui.add_space(6.0);
            let dark = ui.visuals().dark_mode;
            let camera_width = ui.available_width();
            let (position, learning_camera) = learning.position_and_camera();
            match position {
                None => {
                    ui.ctx().request_repaint_after(POLL);
                    ui.allocate_ui(egui::vec2(camera_width, board_height), |ui| {
                        ui.set_min_size(egui::vec2(camera_width, board_height));
                        ui.label(RichText::new(tr!("learn-making")).weak());
                    });
                }
                Some(Ok((board, game_info))) => {
                    let marks = Highlights {
                        hint: board
                            .cells
                            .iter()
                            .filter(|c| lesson.marks.contains(&c.name))
                            .map(|c| c.coord)
                            .collect(),
                        ..Highlights::default()
                    };
                    let look =
                        Look { show_coordinates: true, dark, motion: None, flipped: false, rotation: 0 };
                    ui.allocate_ui(egui::vec2(camera_width, board_height), |ui| {
                        ui.set_min_size(egui::vec2(camera_width, board_height));
                        // The board only shows: clicks on it do nothing.
                        board_ui(ui, board, game_info, &marks, learning_camera, &look);
                    });
                }
                Some(Err(why)) => {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        tr!("learn-cannot-show", reason = why.as_str()),
                    );
                }
            }
        });
        if let Some(action) = action {
            app.act(action);
            open = false;
        }
        if !open {
            self.lesson = None;
        }
    }
}
