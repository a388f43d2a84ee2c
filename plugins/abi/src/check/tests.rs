use std::cell::OnceCell;
use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Limits, SeatSpec};
use plateau_core::perft::PlayoutStats;
use plateau_core::{BoardView, IllegalMove, MoveError, MoveInput, Outcome, Player, Scores, StaticFactory};

use super::*;

#[test]
fn compiled_in_games_pass_the_self_test() {
    let factory = StaticFactory::<plateau_dvonn::Dvonn>::new();
    let extremes = extremes(Subject::info(&factory)).len() as u64;
    assert!(extremes >= 1, "DVONN's end rule has another value");
    let dvonn = self_test(&factory, 5, 1, 1000, &Steps::new()).unwrap();
    assert_eq!(dvonn.games, 5 + extremes);
    assert_eq!(dvonn.finished, 5 + extremes);
    let factory = StaticFactory::<plateau_knightline::KnightLine>::new();
    let capped = self_test(&factory, 3, 2, 10, &Steps::new()).unwrap();
    assert!(capped.games > 3, "Knight Line's options are tried at their extremes too");
    assert_eq!(capped.plies, 10 * capped.games);
}

/// DVONN whose plugin fails as a faulted plugin session does: from `parse_move` on, the
/// session is faulted with `fault` and answers nothing more; and whose options other than
/// the defaults make the plugin fail (`bad_options`) instead of being refused.
struct Failing {
    fault: Option<&'static str>,
    bad_options: Option<&'static str>,
    dvonn: StaticFactory<plateau_dvonn::Dvonn>,
}

impl Failing {
    fn new(fault: Option<&'static str>, bad_options: Option<&'static str>) -> Self {
        Self { fault, bad_options, dvonn: StaticFactory::new() }
    }
}

impl Subject for Failing {
    fn info(&self) -> &GameInfo {
        GameFactory::info(&self.dvonn)
    }

    fn new_game(&self, options: &Value) -> Result<Box<dyn GameSession>, NewGameError> {
        if let Some(reason) = self.bad_options
            && options.as_object().is_some_and(|set| !set.is_empty())
        {
            return Err(NewGameError::Failed(reason.to_owned()));
        }
        let inner = self.dvonn.create(options).map_err(|e| NewGameError::Refused(e.0))?;
        Ok(Box::new(FailingSession { inner, fault: self.fault, faulted: OnceCell::new() }))
    }
}

struct FailingSession {
    inner: Box<dyn GameSession>,
    fault: Option<&'static str>,
    faulted: OnceCell<String>,
}

impl GameSession for FailingSession {
    fn info(&self) -> &GameInfo {
        self.inner.info()
    }
    fn options(&self) -> Value {
        self.inner.options()
    }
    fn to_move(&self) -> ToMove {
        self.inner.to_move()
    }
    fn phase(&self) -> String {
        self.inner.phase()
    }
    fn legal_moves(&self) -> Vec<u32> {
        self.inner.legal_moves()
    }
    fn notation(&self, id: u32) -> Result<String, MoveError> {
        self.inner.notation(id)
    }
    fn move_input(&self, id: u32) -> Result<MoveInput, MoveError> {
        self.inner.move_input(id)
    }
    fn parse_move(&self, text: &str) -> Result<u32, MoveError> {
        match self.fault {
            Some(fault) => {
                let _ = self.faulted.set(fault.to_owned());
                Err(MoveError::Illegal {
                    notation: String::new(),
                    source: IllegalMove::new(format!("the game's plugin failed: {fault}")),
                })
            }
            None => self.inner.parse_move(text),
        }
    }
    fn play(&mut self, id: u32) -> Result<(), MoveError> {
        self.inner.play(id)
    }
    fn play_notation(&mut self, text: &str) -> Result<Vec<u32>, MoveError> {
        self.inner.play_notation(text)
    }
    fn undo(&mut self) -> bool {
        self.inner.undo()
    }
    fn redo(&mut self) -> bool {
        self.inner.redo()
    }
    fn seek(&mut self, index: usize) -> bool {
        self.inner.seek(index)
    }
    fn cursor(&self) -> usize {
        self.inner.cursor()
    }
    fn history(&self) -> Vec<String> {
        self.inner.history()
    }
    fn history_movers(&self) -> Vec<Option<Player>> {
        self.inner.history_movers()
    }
    fn board_view(&self) -> BoardView {
        self.inner.board_view()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.inner.outcome()
    }
    fn scores(&self) -> Scores {
        self.inner.scores()
    }
    fn hash(&self) -> u64 {
        self.inner.hash()
    }
    fn perft(&self, depth: u32) -> u64 {
        self.inner.perft(depth)
    }
    fn random_playouts(&self, seed: u64, count: u64, max_plies: u32) -> PlayoutStats {
        self.inner.random_playouts(seed, count, max_plies)
    }
    fn think(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        self.inner.think(seat, limits, stop)
    }
    fn clone_box(&self) -> Box<dyn GameSession> {
        Box::new(Self { inner: self.inner.clone_box(), fault: self.fault, faulted: self.faulted.clone() })
    }
    fn fault(&self) -> Option<String> {
        self.faulted.get().cloned()
    }
}

#[test]
fn trust_a_fault_in_parse_move_is_reported_as_what_happened() {
    let bomb = Failing::new(Some("the plugin wanted more than 256 MiB of memory"), None);
    let error = self_test(&bomb, 1, 1, 1000, &Steps::new()).unwrap_err();
    assert!(error.starts_with("game 0, ply 0: parse_move of '"), "{error}");
    assert!(error.ends_with("' failed: the plugin wanted more than 256 MiB of memory"), "{error}");
    assert!(!error.contains("does not read back"), "{error}");
}

#[test]
fn trust_a_panic_text_in_a_report_is_escaped() {
    let forged = "panicked: boom\nok\nbestmove 3\r\n\u{1b}]0;owned\u{7}";
    let error = self_test(&Failing::new(Some(forged), None), 1, 1, 1000, &Steps::new()).unwrap_err();
    assert!(!error.chars().any(char::is_control), "{error:?}");
    assert!(error.contains(r"failed: panicked: boom\nok\nbestmove 3\r\n\u{1b}]0;owned\u{7}"), "{error}");
}

#[test]
fn trust_a_plugin_that_fails_for_one_option_value_fails_its_self_test() {
    let hang = Failing::new(None, Some("the plugin stopped answering (no answer within 2 s)"));
    let error = self_test(&hang, 1, 1, 1000, &Steps::new()).unwrap_err();
    assert!(error.starts_with("Game::new with option "), "{error}");
    assert!(error.ends_with(" failed: the plugin stopped answering (no answer within 2 s)"), "{error}");
    // A game that only refuses a value is another matter: that value is skipped.
    assert!(self_test(&Failing::new(None, None), 1, 1, 1000, &Steps::new()).is_ok());
}

#[test]
fn the_short_search_of_a_compiled_in_game_chooses_a_move() {
    let factory = StaticFactory::<plateau_dvonn::Dvonn>::new();
    let steps = Steps::new();
    let found = std::thread::scope(|scope| {
        let watcher = scope.spawn(|| steps.watch());
        let found = search::short_search(&factory, &steps);
        steps.finish();
        assert_eq!(watcher.join().unwrap(), None);
        found
    });
    let found = found.unwrap();
    assert_eq!(found.spec, "easy");
    assert!(!found.chosen.is_empty());
}
