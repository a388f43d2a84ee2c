//! The game behind Plateau's test plugins (`plugins/faulty/*`): DVONN under another id and
//! name, with one misbehaviour chosen by a [`Fault`] type. Each test plugin exports
//! `Faulty<SomeFault>` and so fails in exactly one way.

use std::marker::PhantomData;

use plateau_core::ai::{Agent, AgentSpec, Level};
use plateau_core::{
    BoardView, Game, GameAi, GameInfo, GameView, IllegalMove, MoveInput, OptionKind, OptionSpec,
    OptionsError, Outcome, ParseMoveError, Scores, ToMove,
};
use plateau_dvonn::{Dvonn, DvonnState, Move};
use serde::{Deserialize, Serialize};

mod endless;
mod first_legal;
pub use endless::{EndlessAgent, EndlessSpec, LateEndlessAgent};
pub use first_legal::{FirstLegalAgent, FirstLegalSpec};

/// One way of misbehaving.
pub trait Fault: Send + Sync + 'static {
    /// The game id (and the id in the plugin's header).
    const ID: &'static str;
    /// The display name.
    const NAME: &'static str;
    /// Runs when the game is made with its options (`Game::new`).
    fn on_new(_options: &FaultyOptions) {}
    /// Runs before the starting position is made (a new game, and the self-test's games).
    fn on_new_game() {}
    /// Runs before move number `ply` (counting from 1) is played, with the game's options.
    fn on_play(_ply: u32, _options: &FaultyOptions) {}
    /// Runs before a move's notation is read.
    fn on_parse() {}
    /// Whether every level of the game's AI is [`EndlessSpec`], a search that never returns.
    fn endless_ai() -> bool {
        false
    }
}

/// No misbehaviour: DVONN under another id, a game only a plugin provides.
pub struct Healthy;

impl Fault for Healthy {
    const ID: &'static str = "dvonn-renamed";
    const NAME: &'static str = "DVONN (plugin build)";
}

/// Aborts the process on the third move: a plugin that crashes during the probe.
pub struct Abort;

impl Fault for Abort {
    const ID: &'static str = "crash-on-load";
    const NAME: &'static str = "Crashes in its self-test";
    fn on_play(ply: u32, _options: &FaultyOptions) {
        if ply == 3 {
            std::process::abort();
        }
    }
}

/// Never makes its starting position: a plugin that hangs during the probe.
pub struct Hang;

impl Fault for Hang {
    const ID: &'static str = "hang-on-probe";
    const NAME: &'static str = "Hangs in its self-test";
    fn on_new_game() {
        loop {
            std::thread::sleep(std::time::Duration::from_secs(1));
        }
    }
}

/// Starts a `sleep 60` that outlives it, holding the probe's output pipes open, and writes
/// the sleeper's process id to the file [`ORPHAN_PIDS`] names: a plugin whose probe leaves a
/// grandchild behind.
pub struct Orphan;

/// The variable naming the file [`Orphan`] writes its sleepers' process ids to.
pub const ORPHAN_PIDS: &str = "PLATEAU_FAULTY_ORPHAN_PIDS";

impl Fault for Orphan {
    const ID: &'static str = "orphan-on-probe";
    const NAME: &'static str = "Leaves a process behind";
    fn on_new_game() {
        if let Ok(child) = std::process::Command::new("sleep").arg("60").spawn()
            && let Some(file) = std::env::var_os(ORPHAN_PIDS)
        {
            use std::io::Write as _;
            if let Ok(mut out) = std::fs::OpenOptions::new().create(true).append(true).open(file) {
                let _ = writeln!(out, "{}", child.id());
            }
        }
    }
}

/// Writes 8 MiB to standard output when it makes its first starting position: a plugin
/// that floods its probe's report.
pub struct Flood;

impl Fault for Flood {
    const ID: &'static str = "flood-on-probe";
    const NAME: &'static str = "Floods its output";
    fn on_new_game() {
        use std::io::Write as _;
        static ONCE: std::sync::Once = std::sync::Once::new();
        ONCE.call_once(|| {
            let chunk = vec![b'x'; 1 << 20];
            let mut out = std::io::stdout().lock();
            for _ in 0..8 {
                let _ = out.write_all(&chunk);
            }
            let _ = out.flush();
        });
    }
}

/// Panics when playing move number `panic_at` (an option, 0 = never, the default, so the
/// self-test passes and the panic comes at run time).
pub struct PanicInPlay;

impl Fault for PanicInPlay {
    const ID: &'static str = "panic-in-play";
    const NAME: &'static str = "Panics in play";
    fn on_play(ply: u32, options: &FaultyOptions) {
        if ply == options.panic_at
            && let Ok(text) = std::env::var(PANIC_TEXT)
        {
            panic!("{text}");
        }
        assert!(ply != options.panic_at, "a deliberate panic in play at move {ply}");
    }
}

/// The variable whose value, where it is set, [`PanicInPlay`] panics with instead of its own
/// message: a plugin whose panic text tries to pass for the host's output.
pub const PANIC_TEXT: &str = "PLATEAU_FAULTY_PANIC_TEXT";

/// Fails its probe in the way the variable [`PROBE_FAULT`] names, where it is set:
/// `hang-in-new` sleeps for ever in `Game::new` when `panic_at` is 10,000 (the value the
/// self-test tries at the end of the option's range), `endless-ai` makes every level of the
/// AI a search that never returns, `panic-in-parse` panics when reading a move (with the
/// text of [`PANIC_TEXT`] if set). A plugin whose faults hide from a probe that does not
/// watch each of its steps.
pub struct FailInProbe;

/// The variable naming how [`FailInProbe`] fails.
pub const PROBE_FAULT: &str = "PLATEAU_FAULTY_PROBE_FAULT";

fn probe_fault(name: &str) -> bool {
    std::env::var(PROBE_FAULT).is_ok_and(|fault| fault == name)
}

impl Fault for FailInProbe {
    const ID: &'static str = "fail-in-probe";
    const NAME: &'static str = "Fails in its probe as told";
    fn on_new(options: &FaultyOptions) {
        if options.panic_at == 10_000 && probe_fault("hang-in-new") {
            loop {
                std::thread::sleep(std::time::Duration::from_secs(1));
            }
        }
    }
    fn on_parse() {
        if probe_fault("panic-in-parse") {
            let text =
                std::env::var(PANIC_TEXT).unwrap_or_else(|_| "a deliberate panic in parse_move".to_owned());
            panic!("{text}");
        }
    }
    fn endless_ai() -> bool {
        probe_fault("endless-ai")
    }
}

/// The test plugins' options.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct FaultyOptions {
    /// Move number at which [`PanicInPlay`] panics; 0 never.
    pub panic_at: u32,
}

/// DVONN with the misbehaviour `F`.
pub struct Faulty<F> {
    inner: Dvonn,
    options: FaultyOptions,
    info: GameInfo,
    fault: PhantomData<fn() -> F>,
}

impl<F> Clone for Faulty<F> {
    fn clone(&self) -> Self {
        Self {
            inner: self.inner.clone(),
            options: self.options.clone(),
            info: self.info.clone(),
            fault: PhantomData,
        }
    }
}

/// A position and the number of moves played to reach it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FaultyState {
    inner: DvonnState,
    ply: u32,
}

impl<F: Fault> Game for Faulty<F> {
    type State = FaultyState;
    type Move = Move;
    type Options = FaultyOptions;

    fn new(options: FaultyOptions) -> Result<Self, OptionsError> {
        F::on_new(&options);
        let inner = Dvonn::new(plateau_dvonn::DvonnOptions::default())?;
        let mut info = inner.info().clone();
        F::ID.clone_into(&mut info.id);
        F::NAME.clone_into(&mut info.name);
        info.options = vec![OptionSpec {
            key: "panic_at".to_owned(),
            label: "Panic at move".to_owned(),
            help: "Move number at which a deliberately faulty plugin panics (0: never).".to_owned(),
            kind: OptionKind::Integer { min: 0, max: 10_000, default: 0 },
            shown_when: None,
            engine_only: false,
        }];
        Ok(Self { inner, options, info, fault: PhantomData })
    }

    fn options(&self) -> &FaultyOptions {
        &self.options
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn initial_state(&self) -> FaultyState {
        F::on_new_game();
        FaultyState { inner: self.inner.initial_state(), ply: 0 }
    }

    fn to_move(&self, state: &FaultyState) -> ToMove {
        self.inner.to_move(&state.inner)
    }

    fn phase(&self, state: &FaultyState) -> &'static str {
        self.inner.phase(&state.inner)
    }

    fn legal_moves(&self, state: &FaultyState, out: &mut Vec<Move>) {
        self.inner.legal_moves(&state.inner, out);
    }

    fn play_unchecked(&self, state: &mut FaultyState, mv: Move) {
        F::on_play(state.ply + 1, &self.options);
        self.inner.play_unchecked(&mut state.inner, mv);
        state.ply += 1;
    }

    fn try_play(&self, state: &mut FaultyState, mv: Move) -> Result<(), IllegalMove> {
        F::on_play(state.ply + 1, &self.options);
        self.inner.try_play(&mut state.inner, mv)?;
        state.ply += 1;
        Ok(())
    }

    fn is_pass(&self, mv: Move) -> bool {
        self.inner.is_pass(mv)
    }

    fn outcome(&self, state: &FaultyState) -> Option<Outcome> {
        self.inner.outcome(&state.inner)
    }

    fn scores(&self, state: &FaultyState) -> Scores {
        self.inner.scores(&state.inner)
    }

    fn hash(&self, state: &FaultyState) -> u64 {
        self.inner.hash(&state.inner)
    }

    fn hash_from_scratch(&self, state: &FaultyState) -> u64 {
        self.inner.hash_from_scratch(&state.inner)
    }

    fn move_id(&self, mv: Move) -> u32 {
        self.inner.move_id(mv)
    }

    fn move_from_id(&self, id: u32) -> Option<Move> {
        self.inner.move_from_id(id)
    }

    fn notation(&self, state: &FaultyState, mv: Move) -> String {
        self.inner.notation(&state.inner, mv)
    }

    fn parse_move(&self, state: &FaultyState, text: &str) -> Result<Move, ParseMoveError> {
        F::on_parse();
        self.inner.parse_move(&state.inner, text)
    }
}

impl<F: Fault> GameView for Faulty<F> {
    fn board_view(&self, state: &FaultyState) -> BoardView {
        self.inner.board_view(&state.inner)
    }

    fn move_input(&self, state: &FaultyState, mv: Move) -> MoveInput {
        self.inner.move_input(&state.inner, mv)
    }
}

impl<F: Fault> GameAi for Faulty<F> {
    fn level_spec(&self, level: Level) -> Box<dyn AgentSpec> {
        if F::endless_ai() {
            return Box::new(EndlessSpec::default());
        }
        self.inner.level_spec(level)
    }

    fn custom_agent(&self, spec: &dyn AgentSpec) -> Option<Box<dyn Agent<Self>>> {
        if let Some(endless) = spec.downcast::<EndlessSpec>() {
            return Some(match endless.from_move {
                None => Box::new(EndlessAgent),
                Some(from_move) => {
                    Box::new(LateEndlessAgent { from_move, moves_before: |state: &FaultyState| state.ply })
                }
            });
        }
        spec.downcast::<FirstLegalSpec>().map(|_| Box::new(FirstLegalAgent) as Box<dyn Agent<Self>>)
    }
}
