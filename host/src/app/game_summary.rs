//! How each player did, from the review of the game's positions: mistakes, blunders and an
//! accuracy figure, for the game-over panel.

use plateau_core::Player;

use crate::review::{BLUNDER, Judgement, MISTAKE};

/// One player's figures over a game.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PlayerSummary {
    /// Moves the player made.
    pub moves: usize,
    /// Moves that cost at least [`MISTAKE`] of the player's chance, but less than [`BLUNDER`].
    pub mistakes: usize,
    /// Moves that cost at least [`BLUNDER`].
    pub blunders: usize,
    /// 100 for a game without loss, falling with every move's loss (see [`move_accuracy`]);
    /// `None` for a player without moves.
    pub accuracy: Option<f32>,
}

/// The accuracy of one move that cost `loss` (0 to 1) of its mover's chance: 100 for no
/// loss, about 65 for a loss of a tenth, about 40 for a fifth, near 0 for a whole game
/// thrown away. The curve falls fast at first, so that a game of small slips still reads
/// as a good one while a single blunder shows.
pub fn move_accuracy(loss: f32) -> f32 {
    let points = (loss.max(0.0) * 100.0).min(100.0);
    (103.17 * (-0.0435 * points).exp() - 3.17).clamp(0.0, 100.0)
}

/// Each seat's figures from the judgement of every position of a line (`values[i]`: the
/// position after `i` moves) and who made each move. `None` until every position has been
/// judged.
pub fn summarise(
    values: &[Option<Judgement>],
    movers: &[Option<Player>],
    seats: usize,
) -> Option<Vec<PlayerSummary>> {
    if values.len() < movers.len() + 1 {
        return None;
    }
    let mut summaries = vec![PlayerSummary::default(); seats];
    let mut accuracy_sum = vec![0.0f32; seats];
    for (i, mover) in movers.iter().enumerate() {
        let Some(mover) = mover.map(Player::index).filter(|&m| m < seats) else { continue };
        let (before, after) = (values[i].as_ref()?, values[i + 1].as_ref()?);
        let loss = before.chances.get(mover)? - after.chances.get(mover)?;
        let summary = &mut summaries[mover];
        summary.moves += 1;
        if loss >= BLUNDER {
            summary.blunders += 1;
        } else if loss >= MISTAKE {
            summary.mistakes += 1;
        }
        accuracy_sum[mover] += move_accuracy(loss);
    }
    for (summary, sum) in summaries.iter_mut().zip(accuracy_sum) {
        summary.accuracy = (summary.moves > 0).then(|| sum / summary.moves as f32);
    }
    Some(summaries)
}

/// How a move is marked in the move list: `"??"` for a blunder, `"?"` for a mistake, with
/// the sentence for its tooltip; `None` for a move that cost less, or until both positions
/// around it are judged. `ply` counts from 1 (the move leading to position `ply`).
pub fn move_mark(
    values: &[Option<Judgement>],
    ply: usize,
    mover: Player,
    mover_name: &str,
) -> Option<(&'static str, String)> {
    let before = values.get(ply.checked_sub(1)?)?.as_ref()?.chances.get(mover.index()).copied()?;
    let after = values.get(ply)?.as_ref()?.chances.get(mover.index()).copied()?;
    let loss = before - after;
    let (mark, kind) = if loss >= BLUNDER {
        ("??", "A blunder")
    } else if loss >= MISTAKE {
        ("?", "A mistake")
    } else {
        return None;
    };
    Some((
        mark,
        format!("{kind}: {mover_name}'s chance fell from {:.0}% to {:.0}%", before * 100.0, after * 100.0),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(white: f32) -> Judgement {
        Judgement { chances: vec![white, 1.0 - white], best: None }
    }

    #[test]
    fn losses_are_counted_against_the_mover() {
        // White: 0.5 -> 0.5 (no loss), 0.6 -> 0.3 (a blunder); Black: 0.5 -> 0.6 (a mistake).
        let values = [0.5, 0.5, 0.6, 0.3].map(|white| Some(judged(white)));
        let (white, black) = (Some(Player::new(0)), Some(Player::new(1)));
        let summary = summarise(&values, &[white, black, white], 2).unwrap();
        assert_eq!((summary[0].moves, summary[0].mistakes, summary[0].blunders), (2, 0, 1));
        assert_eq!((summary[1].moves, summary[1].mistakes, summary[1].blunders), (1, 1, 0));
        let white_accuracy = summary[0].accuracy.unwrap();
        assert!((white_accuracy - f32::midpoint(100.0, move_accuracy(0.3))).abs() < 1e-3);
        assert!(summarise(&values[..3], &[white, black, white], 2).is_none(), "not judged yet");
    }

    #[test]
    fn marks_say_how_much_a_move_cost() {
        let values = [0.5, 0.45, 0.2, 0.2].map(|white| Some(judged(white)));
        let white = Player::new(0);
        assert_eq!(move_mark(&values, 1, white, "White"), None, "five points is no mistake");
        let (mark, words) = move_mark(&values, 2, white, "White").unwrap();
        assert_eq!((mark, words.as_str()), ("??", "A blunder: White's chance fell from 45% to 20%"));
        assert_eq!(move_mark(&values, 4, white, "White"), None, "not judged yet");
    }

    #[test]
    fn accuracy_falls_with_the_loss() {
        assert!((move_accuracy(0.0) - 100.0).abs() < 0.01);
        assert!(move_accuracy(0.05) > move_accuracy(0.1) && move_accuracy(0.1) > move_accuracy(0.2));
        assert!(move_accuracy(1.0) < 2.0);
        assert!((move_accuracy(-0.2) - 100.0).abs() < 0.01, "a move that gains loses nothing");
    }
}
