//! What a search found, in words a player reads: the hint's sentence and analysis mode's
//! list of top moves use the same figures, each move's chance to win for the player to move,
//! from the one judging search ([`crate::review::judge_seat`]) and the one conversion
//! ([`plateau_core::ai::chance`]).

use crate::tr;

use plateau_core::ai::{Hint, Proven};

/// One of the moves a search liked best.
#[derive(Clone, Debug, PartialEq)]
pub struct TopMove {
    /// The move's id.
    pub mv: u32,
    /// The move in notation.
    pub notation: String,
    /// The mover's chance to win after it, in `[0, 1]`, if the search tried it.
    pub chance: Option<f32>,
    /// A proven result after it, if any.
    pub proven: Option<Proven>,
    /// Search iterations through it (0 for alpha-beta's single choice).
    pub visits: u64,
    /// The expected line, starting with the move.
    pub line: Vec<String>,
}

/// The search's best moves, best first, at most `most`: an MCTS search lists its root moves
/// by visits; an alpha-beta search gives only its choice.
pub fn top_moves(hint: &Hint, players: usize, most: usize) -> Vec<TopMove> {
    if hint.moves.is_empty() {
        return vec![TopMove {
            mv: hint.mv,
            notation: hint.notation.clone(),
            chance: hint.chance(players),
            proven: hint.proven,
            visits: 0,
            line: hint.pv.clone(),
        }];
    }
    let scored = hint.moves.iter().all(|m| m.visits == 0);
    let mut moves: Vec<TopMove> = hint
        .moves
        .iter()
        // Tried by MCTS, or scored by an alpha-beta search's other lines (a list without
        // visits at all).
        .filter(|m| m.visits > 0 || m.proven.is_some() || (scored && m.value.is_some()))
        .map(|m| TopMove {
            mv: m.mv,
            notation: m.notation.clone(),
            chance: m.chance(players),
            proven: m.proven,
            visits: m.visits,
            line: if m.pv.is_empty() { vec![m.notation.clone()] } else { m.pv.clone() },
        })
        .collect();
    // As the search ranks its choice: a proven win first and a proven loss last, then by
    // visits (the list's order), then by chance.
    let rank = |m: &TopMove| match m.proven {
        Some(Proven::Win) => 0,
        Some(Proven::Loss) => 2,
        _ => 1,
    };
    let chance = |m: &TopMove| m.chance.unwrap_or(0.0);
    moves.sort_by(|a, b| {
        rank(a).cmp(&rank(b)).then(b.visits.cmp(&a.visits)).then(chance(b).total_cmp(&chance(a)))
    });
    moves.truncate(most);
    moves
}

/// "Hint: e3-e5 keeps a 64% chance for White; next best c2 (58%)".
pub fn hint_sentence(hint: &Hint, mover: &str, players: usize) -> String {
    let moves = top_moves(hint, players, 2);
    let Some(best) = moves.first() else { return tr!("hint-bare", notation = hint.notation.as_str()) };
    let hint = tr!("hint", notation = best.notation.as_str(), outlook = outlook(best, mover));
    match moves.get(1) {
        Some(next) => match next.chance {
            Some(chance) => tr!(
                "hint-next-best-chance",
                hint = hint,
                notation = next.notation.as_str(),
                chance = percent(chance)
            ),
            None => tr!("hint-next-best", hint = hint, notation = next.notation.as_str()),
        },
        None => hint,
    }
}

/// What the move leaves the mover: "keeps a 64% chance for White", "wins by force for White".
pub fn outlook(m: &TopMove, mover: &str) -> String {
    match (m.proven, m.chance) {
        (Some(Proven::Win), _) => tr!("outlook-win", player = mover),
        (Some(Proven::Loss), _) => tr!("outlook-loss", player = mover),
        (Some(Proven::Draw), _) => tr!("outlook-draw", player = mover),
        (None, Some(chance)) => tr!("outlook-chance", player = mover, chance = percent(chance)),
        (None, None) => tr!("outlook-choice", player = mover),
    }
}

/// "64%".
pub fn percent(chance: f32) -> String {
    format!("{:.0}%", chance * 100.0)
}

#[cfg(test)]
mod tests {
    use plateau_core::ai::MoveHint;

    use super::*;

    fn move_hint(notation: &str, visits: u64, value: f64) -> MoveHint {
        MoveHint {
            mv: 0,
            notation: notation.to_owned(),
            visits,
            share: 0.0,
            value: Some(value),
            proven: None,
            pv: vec![notation.to_owned(), "d4".to_owned()],
        }
    }

    #[test]
    fn the_hint_names_the_chance_and_the_next_best_move() {
        let mut hint = Hint::bare(0, "e3-e5".to_owned());
        hint.value = Some(0.28);
        hint.moves = vec![move_hint("e3-e5", 700, 0.28), move_hint("c2", 200, 0.16), move_hint("a1", 0, 0.0)];
        assert_eq!(
            hint_sentence(&hint, "White", 2),
            "Hint: e3-e5 keeps a 64% chance for White; next best c2 (58%)"
        );
        let top = top_moves(&hint, 2, 5);
        assert_eq!(top.len(), 2, "untried moves are left out");
        assert_eq!(top[1].line, vec!["c2", "d4"]);
    }

    #[test]
    fn an_alpha_beta_hint_has_one_move_and_a_proof_is_said_as_such() {
        let mut hint = Hint::bare(0, "b2".to_owned());
        hint.value = Some(-0.5);
        assert_eq!(hint_sentence(&hint, "Black", 2), "Hint: b2 keeps a 25% chance for Black");
        hint.proven = Some(Proven::Win);
        assert_eq!(hint_sentence(&hint, "Black", 2), "Hint: b2 wins by force for Black");
    }
}
