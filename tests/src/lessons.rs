//! The check every game's first lesson passes (`plateau_core::lesson`): a few steps, each
//! with words, each a position its moves reach from the start, marking cells of the board,
//! the last a finished game.

use plateau_core::GameFactory;
use plateau_core::board::CellKind;
use plateau_core::lesson::Lesson;

/// Checks `lessons`, the first lesson of the game `factory` makes; what is wrong otherwise.
pub fn check_lessons(factory: &dyn GameFactory, lessons: &[Lesson]) -> Result<(), String> {
    if !(5..=7).contains(&lessons.len()) {
        return Err(format!("{} steps; a first lesson has 5 to 7", lessons.len()));
    }
    for lesson in lessons {
        if lesson.title.trim().is_empty() || lesson.text.trim().is_empty() {
            return Err(format!("a step without a title or words: {:?}", lesson.title));
        }
        let session = lesson.replay(factory).map_err(|e| e.to_string())?;
        if session.history() != lesson.moves {
            return Err(format!("{}: not every move is played", lesson.title));
        }
        let board = session.board_view();
        for mark in &lesson.marks {
            if !board.cells.iter().any(|c| &c.name == mark && c.kind == CellKind::Playable) {
                return Err(format!("{}: {mark} is no cell of the board", lesson.title));
            }
        }
    }
    let last = lessons.last().expect("counted above");
    let end = last.replay(factory).map_err(|e| e.to_string())?;
    if end.outcome().is_none() {
        return Err(format!("{}: the last step is no finished game", last.title));
    }
    Ok(())
}
