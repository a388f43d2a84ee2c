//! Judging the positions of a game: each seat's chance to win as a fixed, seeded search sees
//! it. The evaluation graph of the app, `plateau analyse` and annotated records all read
//! their figures from here, so the same game gets the same figures everywhere.
//!
//! A search values a position for the player to move. With two players the other seat has
//! the rest. With more, the seats not to move share the rest in the proportions the game's
//! evaluator gives them, so the chances always add up to 100%.

use std::fmt::Write as _;
use std::sync::atomic::AtomicBool;

pub use plateau_core::ai::{Cost, Judgement};
use plateau_core::ai::{Level, LevelSpec, Limits, SeatSpec, SpecObject};
use plateau_core::save::{Annotation, SaveFile};
use plateau_core::{GameSession, ToMove};

/// The seed of every judging search, so a position is judged the same on every run.
pub const REVIEW_SEED: u64 = 1;

/// The one search that judges positions, whatever asks: the hint, analysis mode (at growing
/// budgets), the evaluation bar and graph, annotated records and `plateau analyse`. It is
/// the game's Hard level, seeded; `nodes` replaces its budget (MCTS iterations or alpha-beta
/// nodes). Not a lower level: DVONN's Medium (MCTS whose playouts end in the evaluator)
/// rates whoever is to move 20 to 40 points too high, so its figures zigzag from move to
/// move; Hard's alpha-beta does not. Not MCTS with full playouts either, which analysis
/// mode used for its list: in DVONN it gave a move 14% where this search gives it 3%.
pub fn judge_seat(nodes: Option<u64>) -> SeatSpec {
    LevelSpec { level: Level::Hard, seed: Some(REVIEW_SEED), time_ms: None, nodes }.seat()
}

/// The limits of every judging search: one thread, since helper threads race and would
/// make the figures differ from run to run.
pub fn judge_limits() -> Limits {
    Limits::NONE.with_threads(1)
}

/// The judgement as a record stores it: chances in percent with one decimal.
pub fn annotation(judgement: &Judgement, comment: Option<String>) -> Annotation {
    Annotation {
        chances: judgement.chances.iter().map(|c| (c * 1000.0).round() / 10.0).collect(),
        best: judgement.best.clone(),
        comment,
    }
}

/// A judgement read back from a record. A record does not say whether its figures were
/// steady; its remarks were made when it was written, so this one is taken as steady.
pub fn from_annotation(note: &Annotation) -> Judgement {
    Judgement {
        chances: note.chances.iter().map(|c| (c / 100.0).clamp(0.0, 1.0)).collect(),
        best: note.best.clone(),
        steady: true,
    }
}

/// Judges the current position of `session` with the search `seat`, on one thread. Over
/// positions take their result; a stopped search still gives the static judgement.
pub fn judge(session: &dyn GameSession, seat: &SeatSpec, stop: &AtomicBool) -> Judgement {
    let ToMove::Player(mover) = session.to_move() else {
        return Judgement::settled(&session.evaluate());
    };
    let hint = session.hint(seat, &judge_limits(), stop);
    Judgement::from_hint(hint.as_ref(), mover.index(), &session.evaluate())
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

/// How much a move cost its mover, as a remark: a fall of at least [`MISTAKE`] from what the
/// search's choice keeps ([`Judgement::cost`]) is a mistake, of at least [`BLUNDER`] a
/// blunder, and the search's choice is named. The search's own choice and moves out of a
/// position whose judge swings with the side to move get no remark.
pub fn remark(
    mover_name: &str,
    before: &Judgement,
    after: &Judgement,
    mover: usize,
    played: &str,
) -> Option<String> {
    let cost = before.cost(after, mover, played)?;
    let kind = Severity::of(cost.drop())?.words();
    let mut text = format!(
        "{kind}: {mover_name}'s chance fell from {:.0}% to {:.0}%",
        cost.was * 100.0,
        cost.now * 100.0
    );
    if let Some(better) = &before.best {
        let _ = write!(text, "; {better} was the search's choice");
    }
    Some(text)
}

/// How costly a move was, for remarks, counts and the move list's marks alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// A fall in chance of at least [`MISTAKE`].
    Mistake,
    /// A fall in chance of at least [`BLUNDER`].
    Blunder,
}

impl Severity {
    /// The severity of a fall in chance of `drop`; `None` for a smaller one.
    pub fn of(drop: f32) -> Option<Self> {
        if drop >= BLUNDER {
            Some(Self::Blunder)
        } else if drop >= MISTAKE {
            Some(Self::Mistake)
        } else {
            None
        }
    }

    /// "A mistake", "A blunder": how a remark starts.
    pub fn words(self) -> &'static str {
        match self {
            Self::Mistake => "A mistake",
            Self::Blunder => "A blunder",
        }
    }

    /// "?", "??": the move list's mark.
    pub fn mark(self) -> &'static str {
        match self {
            Self::Mistake => "?",
            Self::Blunder => "??",
        }
    }
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
            annotation(judgement, comment)
        })
        .collect();
    annotated
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A judgement with these chances and search choice (also for the CLI's tests).
    pub(crate) fn judgement(chances: &[f32], best: Option<&str>) -> Judgement {
        Judgement { chances: chances.to_vec(), best: best.map(str::to_owned), steady: true }
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
        assert!(remark("White", &before, &mistake, 0, "e3-e5").unwrap().starts_with("A mistake"));
    }

    #[test]
    fn the_search_choice_is_never_a_mistake() {
        // Move 54 of the reported game: 74% before, 59% after the search's own choice.
        let before = judgement(&[0.74, 0.26], Some("c1-d2"));
        let after = judgement(&[0.59, 0.41], Some("e5-e4"));
        assert_eq!(remark("White", &before, &after, 0, "c1-d2"), None);
        assert!(remark("White", &before, &after, 0, "a1-b1").is_some());
    }

    #[test]
    fn a_swinging_judge_makes_no_remarks() {
        let mut before = judgement(&[0.75, 0.25], Some("c2"));
        before.steady = false;
        let after = judgement(&[0.2, 0.8], Some("d4"));
        assert_eq!(remark("White", &before, &after, 0, "e3"), None);
    }

    #[test]
    fn dvonn_placement_is_judged_unsteady_and_gets_no_remarks() {
        let games = crate::registry::builtin();
        let factory = games.iter().find(|f| f.info().id == "dvonn").unwrap();
        let mut session = factory.create(&serde_json::json!({})).unwrap();
        let stop = AtomicBool::new(false);
        for seed in 0..52 {
            let spec = plateau_core::ai::RandomSpec { seed: Some(seed) }.seat();
            let id = session.think(&spec, &Limits::default(), &stop).unwrap();
            session.play(id).unwrap();
        }
        let seat = judge_seat(Some(300));
        let mut judgements = Vec::new();
        review_timeline(session.as_ref(), &seat, 0, &stop, |_, j| {
            judgements.push(j);
            true
        });
        // 49 placements, then the movement phase.
        assert!(judgements[..49].iter().all(|j| !j.steady), "placement swings");
        assert!(judgements[49..].iter().all(|j| j.steady), "movement does not");
        let movers: Vec<Option<usize>> =
            session.history_movers().into_iter().map(|p| p.map(plateau_core::Player::index)).collect();
        let save = SaveFile::capture(session.as_ref(), vec![SeatSpec::human(); 2]);
        let names = session.info().players.clone();
        let annotated = annotate(&save, &judgements, &movers, &names);
        for note in &annotated.annotations[..50] {
            assert_eq!(note.comment, None, "no remark on a placement: {note:?}");
        }
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
            let seat = judge_seat(Some(200));
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
