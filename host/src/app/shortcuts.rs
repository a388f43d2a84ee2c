//! The keyboard shortcuts of the whole window, turned into actions (the list people see is
//! in `windows/shortcuts.rs`).

use egui::{Key, KeyboardShortcut, Modifiers};

use super::action::{AppAction, GameCommand};
use super::state::AppState;

/// Reads this frame's shortcuts. `dialog_open` leaves Escape to the open dialog;
/// `arrows_taken` leaves the arrow keys to a window that turns pages with them (Learn).
pub fn read_shortcuts(ctx: &egui::Context, app: &mut AppState, dialog_open: bool, arrows_taken: bool) {
    let command = |key| KeyboardShortcut::new(Modifiers::COMMAND, key);
    let command_shift = |key| KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, key);
    let typing = ctx.memory(|m| m.focused().is_some());
    let plain = |i: &egui::InputState, key| !typing && i.modifiers.is_none() && i.key_pressed(key);
    let (pause, analyse, flip, rotate, pasted, copied) = ctx.input(|i| {
        let pasted = i.events.iter().find_map(|e| match e {
            egui::Event::Paste(text) if !typing => Some(text.clone()),
            _ => None,
        });
        let copied = !typing && i.events.iter().any(|e| matches!(e, egui::Event::Copy));
        (plain(i, Key::P), plain(i, Key::A), plain(i, Key::F), plain(i, Key::R), pasted, copied)
    });
    let (redo, undo, save, open, new, escape, back, forward, first, last, hint) = ctx.input_mut(|i| {
        // Ctrl+Shift+Z before Ctrl+Z, so the plain shortcut does not swallow it.
        let redo = i.consume_shortcut(&command_shift(Key::Z)) | i.consume_shortcut(&command(Key::Y));
        (
            redo,
            i.consume_shortcut(&command(Key::Z)),
            i.consume_shortcut(&command(Key::S)),
            i.consume_shortcut(&command(Key::O)),
            i.consume_shortcut(&command(Key::N)),
            i.key_pressed(Key::Escape),
            !typing && i.key_pressed(Key::ArrowLeft),
            !typing && i.key_pressed(Key::ArrowRight),
            // As on Lichess: ↑ and Home to the start, ↓ and End to the latest move.
            !typing && (i.key_pressed(Key::Home) || i.key_pressed(Key::ArrowUp)),
            !typing && (i.key_pressed(Key::End) || i.key_pressed(Key::ArrowDown)),
            !typing && i.modifiers.is_none() && i.key_pressed(Key::H),
        )
    });
    if new {
        app.act(AppAction::NewGameDialog(None));
    }
    if open {
        app.act(AppAction::OpenFile);
    }
    if save {
        app.act(AppAction::Save { ask: false });
    }
    if undo {
        app.act(AppAction::Game(GameCommand::Undo));
    }
    if redo {
        app.act(AppAction::Game(GameCommand::Redo));
    }
    if escape && !dialog_open {
        app.error = None;
        app.act(AppAction::Game(GameCommand::Cancel));
    }
    // While a chooser is open, the arrows move its slider (side_panel.rs) instead.
    if let Some(game) = &app.active
        && game.selection.chooser().is_empty()
        && !arrows_taken
    {
        let (cursor, end) = (game.position().cursor, game.timeline().len());
        if back && cursor > 0 {
            app.act(AppAction::Game(GameCommand::Seek(cursor - 1)));
        }
        if forward {
            app.act(AppAction::Game(GameCommand::Seek(cursor + 1)));
        }
        if first && cursor > 0 {
            app.act(AppAction::Game(GameCommand::Seek(0)));
        }
        if last {
            app.act(AppAction::Game(GameCommand::Seek(end)));
        }
    }
    if hint {
        app.act(AppAction::Game(GameCommand::Hint));
    }
    if let Some(text) = pasted {
        app.act(AppAction::Paste(text));
    }
    let Some(game) = &app.active else { return };
    let mut commands = Vec::new();
    if copied {
        commands.push(GameCommand::CopyMoves);
    }
    if pause && game.has_ai() {
        commands.push(if game.paused { GameCommand::Resume } else { GameCommand::Pause });
    }
    if analyse {
        commands.push(GameCommand::Analyse(!game.analysing));
    }
    if flip {
        commands.push(GameCommand::Flip);
    }
    if rotate && !game.position().board.lattice.has_square_cells() {
        commands.push(GameCommand::Rotate);
    }
    for command in commands {
        app.act(AppAction::Game(command));
    }
}
