//! What the window tests share: the app with the built-in games, no kept games and scripted
//! file dialogs, and a window of a given size around it.

#![allow(dead_code, reason = "each test file uses the part it needs")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs, Shelf};

/// Preferences for tests: no AI move delay, no animation, the rest as a new user has them.
pub fn quick_prefs() -> Prefs {
    Prefs { ai_delay_ms: 0, animate_moves: false, ..Prefs::default() }
}

/// The app with the built-in games, `prefs`, no kept games and `dialogs` answering for files.
pub fn app(prefs: Prefs, dialogs: ScriptedDialogs) -> PlateauApp {
    PlateauApp::new(plateau::registry::builtin(), prefs, Shelf::none(), Box::new(dialogs))
}

/// A 1280×800 window with `game` as the app's only game (a plugin game linked in), a game
/// of it started through the New game dialog, whose button is labelled `new_game`.
pub fn started_alone(
    game: Box<dyn plateau_core::GameFactory>,
    new_game: &str,
) -> Harness<'static, PlateauApp> {
    let prefs = Prefs { show_evaluation: false, ..quick_prefs() };
    let app = PlateauApp::new(vec![game], prefs, Shelf::none(), Box::new(ScriptedDialogs::default()));
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    harness.run();
    click(&mut harness, new_game);
    click(&mut harness, "Start");
    assert!(harness.state().active().is_some(), "the game started");
    harness
}

/// Clicks the widget labelled `label` and lets the app settle.
pub fn click(harness: &mut Harness<'_, PlateauApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// How many moves the active game has played.
pub fn cursor(harness: &Harness<'_, PlateauApp>) -> usize {
    harness.state().active().expect("a game is open").session().cursor()
}

/// A window of `size` showing `app`, its first frame drawn.
pub fn window(app: PlateauApp, size: [f32; 2]) -> Harness<'static, PlateauApp> {
    framed(Harness::builder().with_size(size), app)
}

/// [`window`] whose frames are `frame` seconds apart (for clocks).
pub fn timed_window(app: PlateauApp, size: [f32; 2], frame: f32) -> Harness<'static, PlateauApp> {
    framed(Harness::builder().with_size(size).with_step_dt(frame), app)
}

fn framed(
    builder: egui_kittest::HarnessBuilder<PlateauApp>,
    app: PlateauApp,
) -> Harness<'static, PlateauApp> {
    let mut harness = builder.build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    harness.step();
    harness
}

/// Steps `harness` while `busy` says the app is still at work (loading a file, judging
/// positions), at most `frames` frames, yielding to its worker threads between them.
pub fn step_while(harness: &mut Harness<'_, PlateauApp>, frames: usize, busy: impl Fn(&PlateauApp) -> bool) {
    for _ in 0..frames {
        if !busy(harness.state()) {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
}
