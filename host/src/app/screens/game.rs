//! The game screen: the board in the middle, the panel with turn, scores, controls and the
//! move list beside it.

use crate::tr;
use egui::Ui;
use plateau_core::{BoardView, ToMove};

use crate::app::action::{AppAction, GameCommand};
use crate::app::board::{Camera, Highlights, Look, Motion, board_ui};
use crate::app::selection::Click;
use crate::app::side_panel::side_panel;
use crate::app::sound::Cue;
use crate::app::state::AppState;
use crate::app::view::View;

use super::panel_width::PanelWidth;

/// How long a move takes on screen, in seconds.
const MOVE_SECONDS: f64 = 0.25;

/// The game screen; it keeps the board's pan and zoom. A new one is made for every game.
#[derive(Default)]
pub struct GameScreen {
    camera: Camera,
    /// The position last drawn (its cursor and board), to notice a move.
    shown: Option<(usize, BoardView)>,
    /// The board before the move being animated, and when the animation began.
    moving: Option<(BoardView, f64)>,
    /// The side panel's width.
    panel: PanelWidth,
    /// Whether the game was over in the last frame (`None` before the first), to sound its
    /// end once.
    was_over: Option<bool>,
}

impl GameScreen {
    /// Fits the board view to the pieces on the next frame.
    pub fn fit_board(&mut self) {
        self.camera.refit = true;
    }

    /// Notices another position than in the last frame (the camera then checks that its
    /// stacks are in view) and, for a move forward, starts showing the move and returns its
    /// sound; the game's end, by a move or not, sounds once. Undo, seeking and a new game
    /// just show the position, silently.
    fn track_position(
        &mut self,
        ui: &Ui,
        cursor: usize,
        board: &BoardView,
        over: bool,
        animate: bool,
    ) -> Option<Cue> {
        let now = ui.input(|i| i.time);
        let mut cue = None;
        if self.shown.as_ref().is_none_or(|(c, _)| *c != cursor) {
            self.camera.new_position = true;
            let previous = self.shown.replace((cursor, board.clone()));
            let stepped = previous.filter(|(c, _)| c + 1 == cursor).map(|(_, view)| view);
            cue = stepped.as_ref().map(|before| Cue::for_move(before, board));
            self.moving = stepped.filter(|_| animate).map(|view| (view, now));
        }
        if self.was_over.replace(over) == Some(false) && over {
            cue = Some(Cue::End);
        }
        cue
    }

    /// How far the move being shown is (`None` when none is), asking for frames until it
    /// is done.
    fn motion_progress(&mut self, ui: &Ui) -> Option<f32> {
        let now = ui.input(|i| i.time);
        let started = self.moving.as_ref()?.1;
        let progress = (now - started) / MOVE_SECONDS;
        if progress >= 1.0 {
            self.moving = None;
            return None;
        }
        ui.ctx().request_repaint();
        Some(progress.max(0.0) as f32)
    }

    fn board(&mut self, ui: &mut Ui, app: &mut AppState) {
        if let Some(game) = &app.active {
            let position = game.position();
            let (animate, over) = (app.prefs.animate_moves, game.is_over());
            let cue = self.track_position(ui, position.cursor, &position.board, over, animate);
            if let Some(cue) = cue.filter(|_| app.prefs.sound) {
                app.sounds.play(cue);
            }
        }
        let Some(game) = &mut app.active else { return };
        let human = game.human_to_move() && game.job.is_none();
        let mut marks = Highlights::default();
        if human {
            marks.targets = game.selection.next_cells(game.legal());
            marks.selected = game.selection.prefix().to_vec();
        }
        if let Some(m) = game.hint.and_then(|id| game.legal_move(id)) {
            marks.hint.clone_from(&m.input.cells);
        }
        let (board, info) = (&game.position().board, game.info());
        let progress = self.motion_progress(ui);
        let look = Look {
            show_coordinates: app.prefs.show_coordinates,
            dark: ui.visuals().dark_mode,
            motion: self
                .moving
                .as_ref()
                .zip(progress)
                .map(|((before, _), progress)| Motion { before, progress }),
            flipped: game.flipped,
            rotation: game.rotation,
        };
        let response = board_ui(ui, board, info, &marks, &mut self.camera, &look);
        if response.cancelled {
            game.selection.clear();
        }
        let Some(cell) = response.clicked else { return };
        if !human {
            app.status = match game.position().to_move {
                _ if game.fault().is_some() => {
                    tr!("game-plugin-failed")
                }
                _ if game.waiting() => tr!("game-waiting-plugin"),
                ToMove::Terminal => tr!("game-over-click"),
                ToMove::Player(p) => tr!(
                    "game-not-your-turn",
                    player = game.info().player_name(p),
                    seat = crate::app::seats::seat_words(&game.seats[p.index()])
                ),
            };
            return;
        }
        let name = game.position().board.cell(cell).map_or_else(|| format!("{cell:?}"), |c| c.name.clone());
        let legal = game.legal().to_vec();
        match game.selection.click(&legal, cell, &name) {
            Click::Play(id) => app.act(AppAction::Game(GameCommand::Play(id))),
            Click::Rejected(reason) => app.status = reason,
            Click::Choose => {
                app.status = tr!("game-choose-in-panel");
            }
            Click::Continue => app.status.clear(),
        }
    }
}

impl View for GameScreen {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        let Some(game) = &app.active else { return };
        let shown = self.panel.panel(ui.available_width()).show(ui, |ui| {
            // Everything in reach in a small window: the panel scrolls when it is taller.
            egui::ScrollArea::vertical()
                .id_salt("side-panel")
                .auto_shrink([false, false])
                .show(ui, |ui| side_panel(ui, game, app.prefs.show_evaluation))
                .inner
        });
        self.panel.drawn(shown.response.rect.width());
        let action = shown.inner;
        if let Some(action) = action {
            app.act(action);
        }
        egui::CentralPanel::default().show(ui, |ui| self.board(ui, app));
    }
}
