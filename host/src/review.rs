//! Judging the positions of a game: each seat's chance to win as a fixed, seeded search sees
//! it. The evaluation graph of the app, `plateau analyse` and annotated records all read
//! their figures from here, so the same game gets the same figures everywhere.
//!
//! A search values a position for the player to move. With two players the other seat has
//! the rest. With more, the seats not to move share the rest in the proportions the game's
//! evaluator gives them, so the chances always add up to 100%.

use std::fmt::Write as _;
use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Hint, Level, LevelSpec, Limits, MctsSpec, Proven, SeatSpec, SpecObject};
use plateau_core::save::{Annotation, SaveFile};
use plateau_core::{GameSession, ToMove};

/// The seed of every review search, so a game is judged the same on every run.
pub const REVIEW_SEED: u64 = 1;

/// The search that judges positions: the game's Hard level, seeded; `nodes` replaces its
/// budget (MCTS iterations or alpha-beta nodes). Not a lower level: DVONN's Medium (MCTS
/// whose playouts end in the evaluator) rates whoever is to move 20 to 40 points too high, so
/// its figures zigzag from move to move; Hard's alpha-beta does not.
pub fn review_seat(nodes: Option<u64>) -> SeatSpec {
    LevelSpec { level: Level::Hard, seed: Some(REVIEW_SEED), time_ms: None, nodes }.seat()
}

/// The search of analysis mode: MCTS with full playouts and `iterations`, seeded. MCTS,
/// because it rates every move it tries (alpha-beta names only its choice); full playouts,
/// because they rate the player to move no higher than the others.
pub fn analysis_seat(iterations: u64) -> SeatSpec {
    MctsSpec { iterations: Some(iterations), seed: Some(REVIEW_SEED), ..MctsSpec::default() }.seat()
}

/// What the search made of one position.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// Each seat's chance to win, in `[0, 1]`, in seat order; they add up to 1.
    pub chances: Vec<f32>,
    /// The move the search would play, in notation (none once the game is over).
    pub best: Option<String>,
}

impl Judgement {
    /// The judgement as a record stores it: chances in percent with one decimal.
    pub fn annotation(&self, comment: Option<String>) -> Annotation {
        Annotation {
            chances: self.chances.iter().map(|c| (c * 1000.0).round() / 10.0).collect(),
            best: self.best.clone(),
            comment,
        }
    }

    /// A judgement read back from a record.
    pub fn from_annotation(note: &Annotation) -> Self {
        Self {
            chances: note.chances.iter().map(|c| (c / 100.0).clamp(0.0, 1.0)).collect(),
            best: note.best.clone(),
        }
    }
}

/// Judges the current position of `session` with the search `seat`, on one thread. Over
/// positions take their result; a stopped search still gives the static judgement.
pub fn judge(session: &dyn GameSession, seat: &SeatSpec, stop: &AtomicBool) -> Judgement {
    let ToMove::Player(mover) = session.to_move() else {
        return Judgement { chances: static_chances(session), best: None };
    };
    let hint = session.hint(seat, &Limits::NONE.with_threads(1), stop);
    Judgement { chances: chances_from(session, mover.index(), hint.as_ref()), best: hint.map(|h| h.notation) }
}

/// The chance a hint gives the player to move.
pub fn mover_chance(hint: &Hint, players: usize) -> Option<f32> {
    chance(hint.value, hint.proven, players)
}

/// A search's judgement for the player to move as a chance to win: a proven result, else
/// `(value + 1) / 2` (values are in `[-1, 1]`).
pub fn chance(value: Option<f64>, proven: Option<Proven>, players: usize) -> Option<f32> {
    match proven {
        Some(Proven::Win) => Some(1.0),
        Some(Proven::Loss) => Some(0.0),
        Some(Proven::Draw) => Some(1.0 / players.max(1) as f32),
        None => value.map(|v| f32::midpoint(v as f32, 1.0).clamp(0.0, 1.0)),
    }
}

/// Each seat's chance when the search gave `hint` for the seat `mover`.
fn chances_from(session: &dyn GameSession, mover: usize, hint: Option<&Hint>) -> Vec<f32> {
    let judged = static_chances(session);
    let players = judged.len();
    let Some(mine) = hint.and_then(|h| mover_chance(h, players)) else { return judged };
    let others: f32 = judged.iter().enumerate().filter(|&(i, _)| i != mover).map(|(_, c)| c).sum();
    judged
        .iter()
        .enumerate()
        .map(|(i, &c)| match i {
            _ if i == mover => mine,
            _ if others > 0.0 => (1.0 - mine) * c / others,
            _ => (1.0 - mine) / (players - 1).max(1) as f32,
        })
        .collect()
}

/// The evaluator's chances (exact once the game is over), scaled to add up to 1.
fn static_chances(session: &dyn GameSession) -> Vec<f32> {
    let values = session.evaluate();
    let mut chances: Vec<f32> = values
        .iter()
        .map(|v| if v.is_finite() { f32::midpoint(v.clamp(-1.0, 1.0), 1.0) } else { 0.5 })
        .collect();
    if let [first, _] = chances[..] {
        // Two seats: one judgement and its complement, as the search sees them.
        chances = vec![first, 1.0 - first];
    }
    let total: f32 = chances.iter().sum();
    if total > 0.0 {
        for c in &mut chances {
            *c /= total;
        }
    } else {
        let even = 1.0 / chances.len().max(1) as f32;
        chances.fill(even);
    }
    chances
}

/// Judges the positions of `session`'s timeline (redo tail included) from position `from`
/// on, on a copy, calling `each` with each position's index and judgement; stops when `each`
/// returns false or `stop` is set.
pub fn review_timeline(
    session: &dyn GameSession,
    seat: &SeatSpec,
    from: usize,
    stop: &AtomicBool,
    mut each: impl FnMut(usize, Judgement) -> bool,
) {
    let mut copy = session.clone_box();
    let positions = copy.history().len() + 1;
    for index in from..positions {
        if stop.load(std::sync::atomic::Ordering::Relaxed) || !copy.seek(index) {
            return;
        }
        if !each(index, judge(copy.as_ref(), seat, stop)) {
            return;
        }
    }
}

/// How much a move cost its mover, as a remark: a drop of at least [`MISTAKE`] in the mover's
/// chance is a mistake, of at least [`BLUNDER`] a blunder; the better move is named.
pub fn remark(
    mover_name: &str,
    before: &Judgement,
    after: &Judgement,
    mover: usize,
    played: &str,
) -> Option<String> {
    let was = *before.chances.get(mover)?;
    let now = *after.chances.get(mover)?;
    let drop = was - now;
    let kind = if drop >= BLUNDER {
        "A blunder"
    } else if drop >= MISTAKE {
        "A mistake"
    } else {
        return None;
    };
    let better = before.best.as_deref().filter(|b| *b != played);
    let mut text =
        format!("{kind}: {mover_name}'s chance fell from {:.0}% to {:.0}%", was * 100.0, now * 100.0);
    if let Some(better) = better {
        let _ = write!(text, "; {better} was the search's choice");
    }
    Some(text)
}

/// A fall in the mover's chance that makes a move a mistake.
pub const MISTAKE: f32 = 0.10;
/// A fall in the mover's chance that makes a move a blunder.
pub const BLUNDER: f32 = 0.20;

/// `save` with an annotation for every position: the judgements (one per position, the
/// start first) and a remark on each costly move. `movers` names the seat that made each move.
pub fn annotate(
    save: &SaveFile,
    judgements: &[Judgement],
    movers: &[Option<usize>],
    player_names: &[String],
) -> SaveFile {
    let mut annotated = save.clone();
    annotated.annotations = judgements
        .iter()
        .enumerate()
        .map(|(i, judgement)| {
            let comment = i.checked_sub(1).and_then(|m| {
                let mover = (*movers.get(m)?)?;
                let name = player_names.get(mover).map_or("?", String::as_str);
                remark(name, &judgements[m], judgement, mover, save.moves.get(m)?)
            });
            judgement.annotation(comment)
        })
        .collect();
    annotated
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A judgement with these chances and search choice (also for the CLI's tests).
    pub(crate) fn judgement(chances: &[f32], best: Option<&str>) -> Judgement {
        Judgement { chances: chances.to_vec(), best: best.map(str::to_owned) }
    }

    #[test]
    fn a_costly_move_is_remarked_on_with_the_better_move() {
        let before = judgement(&[0.64, 0.36], Some("c2"));
        let after = judgement(&[0.30, 0.70], Some("d4"));
        let text = remark("White", &before, &after, 0, "e3-e5").unwrap();
        assert_eq!(text, "A blunder: White's chance fell from 64% to 30%; c2 was the search's choice");
        let small = judgement(&[0.60, 0.40], None);
        assert_eq!(remark("White", &before, &small, 0, "e3-e5"), None);
        let mistake = judgement(&[0.52, 0.48], None);
        assert!(remark("White", &before, &mistake, 0, "c2").unwrap().starts_with("A mistake"));
        assert!(!remark("White", &before, &mistake, 0, "c2").unwrap().contains("choice"));
    }

    #[test]
    fn judgements_of_a_game_add_up_and_repeat_with_the_seed() {
        let games = crate::registry::builtin();
        for factory in &games {
            let mut session = factory.create(&serde_json::json!({})).unwrap();
            let stop = AtomicBool::new(false);
            for seed in 0..4 {
                let spec = plateau_core::ai::RandomSpec { seed: Some(seed) }.seat();
                let Some(id) = session.think(&spec, &Limits::default(), &stop) else { break };
                session.play(id).unwrap();
            }
            let seat = review_seat(Some(200));
            let mut first = Vec::new();
            review_timeline(session.as_ref(), &seat, 0, &stop, |i, j| {
                first.push((i, j));
                true
            });
            assert_eq!(first.len(), 5, "{}: one judgement per position", factory.info().id);
            for (_, j) in &first {
                let total: f32 = j.chances.iter().sum();
                assert!((total - 1.0).abs() < 1e-3, "{}: {:?}", factory.info().id, j.chances);
                assert!(j.best.is_some());
            }
            let mut again = Vec::new();
            review_timeline(session.as_ref(), &seat, 3, &stop, |i, j| {
                again.push((i, j));
                true
            });
            assert_eq!(&again[..], &first[3..], "{}: the seed fixes the figures", factory.info().id);
        }
    }
}
