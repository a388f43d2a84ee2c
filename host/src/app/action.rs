//! What a view asks the app to do. Views change their own state and simple shared settings
//! themselves; everything that starts or replaces a game, touches files, drives the game in
//! progress or opens another view is an action, carried out by the app after the frame's
//! views have drawn, so no view needs to reach into another.

use plateau_core::move_tree::NodeId;
use serde_json::Value;

/// A request from a view.
#[derive(Clone, Debug, PartialEq)]
pub enum AppAction {
    /// Open the new-game dialog for this game (registry index), or else the current or the
    /// last game.
    NewGameDialog(Option<usize>),
    /// Start a game: registry index, rule options (a JSON object), seat choices.
    StartGame {
        /// Registry index.
        game: usize,
        /// Rule options.
        options: Value,
        /// Seat choices (`"human"`, `"random"`, ...).
        seats: Vec<String>,
        /// The time control, for a game on the clock.
        clock: Option<crate::app::clock::TimeControl>,
    },
    /// Ask for a save file and open it.
    OpenFile,
    /// Open this save file (a recent file, a file dropped on the window).
    OpenPath(std::path::PathBuf),
    /// Open the first moves of a save file whose later move does not replay (never saved back
    /// over the file).
    OpenPartial {
        /// The file, for messages.
        path: std::path::PathBuf,
        /// Its moves up to the bad one.
        save: Box<plateau_core::save::SaveFile>,
    },
    /// Open the game in this pasted text (a save, or a move list).
    Paste(String),
    /// Ask the system for the clipboard's text (it arrives as a paste).
    RequestPaste,
    /// Save the game in progress; `ask` asks for a path even when it has one.
    Save {
        /// Save as: always ask for the path.
        ask: bool,
    },
    /// Write the game in progress with its evaluation and remarks (an annotated record).
    ExportRecord,
    /// A new game like the one in progress, its seats swapped (rotated for more than two).
    Rematch,
    /// Close the game in progress; the start screen offers it again.
    CloseGame,
    /// Load this unfinished game (index into `AppState::resume`).
    ResumeAutosave(usize),
    /// Forget this unfinished game.
    DiscardAutosave(usize),
    /// Open this finished game that was never saved (index into `AppState::finished`).
    OpenFinished(usize),
    /// Delete this finished game that was never saved.
    DeleteFinished(usize),
    /// Stop loading a save; the game in progress stays.
    CancelLoading,
    /// Something for the game in progress.
    Game(GameCommand),
    /// Show the rules of the game in progress.
    ShowRules,
    /// Open the first lesson of this game (registry index).
    Learn(usize),
    /// Show the keyboard shortcuts.
    ShowShortcuts,
    /// Show the Plugins window.
    ShowPlugins,
    /// Look for plugins again.
    RescanPlugins,
    /// Ask for a plugin file and install it.
    InstallPlugin,
    /// Copy this plugin file into the user's plugin folder and look for plugins again.
    InstallPluginFrom(std::path::PathBuf),
    /// Record consent to run this native plugin (by its content hash) and look again.
    AllowPlugin {
        /// The file, for its name.
        path: std::path::PathBuf,
        /// SHA-256 of its contents.
        hash: String,
    },
    /// Fit the board view to the pieces.
    FitBoard,
    /// Show the rules lab in place of the start or game screen.
    OpenLab,
    /// Leave the rules lab for the game in progress or the start screen.
    CloseLab,
    /// Ask for a folder and write the lab's last results into it.
    ExportLab,
    /// Close the window.
    Quit,
    /// This action, which the person agreed to although it loses unsaved moves.
    Confirmed(Box<AppAction>),
    /// Save the game in progress, then, if it was saved, this action.
    SaveThen(Box<AppAction>),
    /// Write the game in progress to this file (the person agreed to replace it), then, if
    /// it was written, `then`.
    WriteSave {
        /// The file.
        path: std::path::PathBuf,
        /// The action waiting for the save.
        then: Option<Box<AppAction>>,
    },
    /// Write the annotated record of the game in progress to this file.
    WriteRecord(std::path::PathBuf),
}

/// Something for the game in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameCommand {
    /// In a game in progress, take back the last move (against the AI: back to the person's
    /// last turn), keeping it as a folded side line; elsewhere, step back one move.
    Undo,
    /// Bring back a move taken back, or step forward one move.
    Redo,
    /// Ask the AI for a suggestion.
    Hint,
    /// Play this legal move (a pass, or a chooser entry).
    Play(u32),
    /// Show the position after this many moves.
    Seek(usize),
    /// Close the chooser / drop the half-made move.
    Cancel,
    /// Stop the AI search and take its best move so far.
    Hurry,
    /// Let the AI seats play again (and the clocks run).
    Resume,
    /// Stop the AI seats and the clocks until Resume.
    Pause,
    /// Put the seat choice `choice` (an index into the seat menu) in seat `seat`.
    SetSeat {
        /// The seat, 0-based.
        seat: usize,
        /// Index into the seat menu's choices.
        choice: usize,
    },
    /// Start (true) or end analysis mode.
    Analyse(bool),
    /// Put the move list on the clipboard.
    CopyMoves,
    /// Put the whole save on the clipboard.
    CopySave,
    /// Turn the board half a turn.
    Flip,
    /// Turn a hexagonal board a sixth of a turn clockwise.
    Rotate,
    /// This seat resigns.
    Resign(usize),
    /// This seat offers a draw.
    OfferDraw(usize),
    /// The people asked accept (true) or decline the draw offered.
    AnswerDraw(bool),
    /// Show the position after this move, on the line through it.
    Enter(NodeId),
    /// Make the side line through this move one step more important.
    Promote(NodeId),
    /// Remove the side line that starts with this move.
    RemoveLine(NodeId),
    /// Put back the side line deleted last.
    RestoreLine,
}
