//! How each player did, from the review of the game's positions: mistakes, blunders and an
//! accuracy figure, for the game-over panel.

use plateau_core::Player;

use crate::review::{Cost, Judgement, Severity, remark};

/// One player's figures over a game.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PlayerSummary {
    /// Moves the player made.
    pub moves: usize,
    /// Moves that were a [`Severity::Mistake`].
    pub mistakes: usize,
    /// Moves that were a [`Severity::Blunder`].
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
/// position after `i` moves) and each move with who made it. A move counts as the review's
/// remarks do ([`crate::review::remark`]): against what the search's choice keeps, and not
/// at all out of a position whose judge swings with the side to move. `None` until every
/// position has been judged.
pub fn summarise(
    values: &[Option<Judgement>],
    moves: &[(&str, Option<Player>)],
    seats: usize,
) -> Option<Vec<PlayerSummary>> {
    if values.len() < moves.len() + 1 {
        return None;
    }
    let mut summaries = vec![PlayerSummary::default(); seats];
    let mut accuracy_sum = vec![0.0f32; seats];
    for (i, &(played, mover)) in moves.iter().enumerate() {
        let Some(mover) = mover.map(Player::index).filter(|&m| m < seats) else { continue };
        let (before, after) = (values[i].as_ref()?, values[i + 1].as_ref()?);
        if !before.steady || !after.steady {
            continue;
        }
        let loss = before.cost(after, mover, played).map_or(0.0, Cost::drop);
        let summary = &mut summaries[mover];
        summary.moves += 1;
        match Severity::of(loss) {
            Some(Severity::Blunder) => summary.blunders += 1,
            Some(Severity::Mistake) => summary.mistakes += 1,
            None => {}
        }
        accuracy_sum[mover] += move_accuracy(loss);
    }
    for (summary, sum) in summaries.iter_mut().zip(accuracy_sum) {
        summary.accuracy = (summary.moves > 0).then(|| sum / summary.moves as f32);
    }
    Some(summaries)
}

/// How costly a move was, for the move list's mark, with the review's remark for its
/// tooltip; `None` for a move that cost less, or until both
/// positions around it are judged. `ply` counts from 1 (the move leading to position `ply`).
pub fn move_mark(
    values: &[Option<Judgement>],
    ply: usize,
    played: &str,
    mover: Player,
    mover_name: &str,
) -> Option<(Severity, String)> {
    let before = values.get(ply.checked_sub(1)?)?.as_ref()?;
    let after = values.get(ply)?.as_ref()?;
    let severity = Severity::of(before.cost(after, mover.index(), played)?.drop())?;
    Some((severity, remark(mover_name, before, after, mover.index(), played)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[expect(clippy::unnecessary_wraps, reason = "a review's values are options")]
    fn judged(white: f32, best: &str) -> Option<Judgement> {
        Some(Judgement { chances: vec![white, 1.0 - white], best: Some(best.to_owned()), steady: true })
    }

    #[test]
    fn losses_are_counted_against_the_search_choice_and_the_mover() {
        // White: a1 was the search's choice (no loss whatever the figures); b1 cost 0.32, a
        // blunder. Black: c1 cost 0.12 (its chance 0.5 -> 0.38), a mistake.
        let values = [judged(0.5, "a1"), judged(0.5, "x"), judged(0.62, "b0"), judged(0.3, "y")];
        let (white, black) = (Some(Player::new(0)), Some(Player::new(1)));
        let moves = [("a1", white), ("c1", black), ("b1", white)];
        let summary = summarise(&values, &moves, 2).unwrap();
        assert_eq!((summary[0].moves, summary[0].mistakes, summary[0].blunders), (2, 0, 1));
        assert_eq!((summary[1].moves, summary[1].mistakes, summary[1].blunders), (1, 1, 0));
        let white_accuracy = summary[0].accuracy.unwrap();
        assert!((white_accuracy - f32::midpoint(100.0, move_accuracy(0.32))).abs() < 1e-3);
        assert!(summarise(&values[..3], &moves, 2).is_none(), "not judged yet");
        let (mark, words) = move_mark(&values, 3, "b1", Player::new(0), "White").unwrap();
        assert_eq!(mark, Severity::Blunder);
        assert!(words.starts_with("A blunder: White's chance fell from 62% to 30%"), "{words}");
        assert_eq!(move_mark(&values, 1, "a1", Player::new(0), "White"), None, "the search's own choice");
    }

    #[test]
    fn a_swinging_judge_counts_for_nothing() {
        let mut values = [judged(0.8, "a1"), judged(0.2, "x")];
        values[0].as_mut().unwrap().steady = false;
        let summary = summarise(&values, &[("b1", Some(Player::new(0)))], 2).unwrap();
        assert_eq!((summary[0].moves, summary[0].accuracy), (0, None));
        assert_eq!(move_mark(&values, 1, "b1", Player::new(0), "White"), None);
    }

    #[test]
    fn accuracy_falls_with_the_loss() {
        assert!((move_accuracy(0.0) - 100.0).abs() < 0.01);
        assert!(move_accuracy(0.05) > move_accuracy(0.1) && move_accuracy(0.1) > move_accuracy(0.2));
        assert!(move_accuracy(1.0) < 2.0);
        assert!((move_accuracy(-0.2) - 100.0).abs() < 0.01, "a move that gains loses nothing");
    }
}
