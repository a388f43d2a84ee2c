//! The first loop a new player runs — start a game against the computer, look back, take a
//! move back, try again — as a player of Lichess or boardspace.net expects it. Each test is
//! named `first_session_…`, so `cargo test --workspace first_session` runs them together.

use std::time::Duration;

use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs, Shelf, TimeControl};

mod common;

const FRAME: f32 = 0.25;

fn prefs() -> Prefs {
    Prefs { show_evaluation: false, ..common::quick_prefs() }
}

fn harness(size: [f32; 2]) -> Harness<'static, PlateauApp> {
    common::timed_window(common::app(prefs(), ScriptedDialogs::default()), size, FRAME)
}

fn steps(harness: &mut Harness<'_, PlateauApp>, n: usize) {
    for _ in 0..n {
        harness.step();
    }
}

/// Steps until the AI seats have nothing left to do (at most `frames` frames).
fn settle(harness: &mut Harness<'_, PlateauApp>, frames: usize) {
    for _ in 0..frames {
        std::thread::yield_now();
        harness.step();
        let game = harness.state().active().expect("a game");
        if game.job.is_none() && !game.ai_to_move() {
            harness.step();
            break;
        }
    }
}

fn cursor(harness: &Harness<'_, PlateauApp>) -> usize {
    harness.state().active().expect("a game").position().cursor
}

fn line_len(harness: &Harness<'_, PlateauApp>) -> usize {
    harness.state().active().expect("a game").timeline().len()
}

fn main_line(harness: &Harness<'_, PlateauApp>) -> Vec<String> {
    let tree = harness.state().active().expect("a game").timeline().tree();
    tree.notations(&tree.main_line())
}

/// A click as a quick mouse makes it: the pointer comes in one frame, and the button goes
/// down and up within the next (the harness's own click gives each its own frame, which
/// hid the lists opening behind the dialog).
fn mouse_click(harness: &mut Harness<'_, PlateauApp>, at: egui::Pos2) {
    let button = |pressed| egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: Modifiers::NONE,
    };
    harness.event(egui::Event::PointerMoved(at));
    harness.step();
    harness.input_mut().events.extend([button(true), button(false)]);
    harness.step();
}

/// Opens the combo box labelled `combo`, picks `item` in its list, and checks the pick took.
fn pick(harness: &mut Harness<'_, PlateauApp>, combo: &str, item: &str) {
    let at = harness.get_by_role_and_label(Role::ComboBox, combo).rect().center();
    mouse_click(harness, at);
    steps(harness, 2);
    // The list must be above the dialog: the item is clicked where it is drawn (a click
    // on a list behind the dialog's backdrop does nothing).
    let at = list_item(harness, item).rect().center();
    mouse_click(harness, at);
    // A new game in the dialog changes its size: it settles, centred, over a few frames.
    steps(harness, 5);
    let shown = harness.get_by_role_and_label(Role::ComboBox, combo).value();
    assert_eq!(shown.as_deref(), Some(item), "{combo}: {item} was picked");
}

/// The entry `item` of the open drop-down list (the screen behind may show the same words).
fn list_item<'h>(harness: &'h Harness<'_, PlateauApp>, item: &'h str) -> egui_kittest::Node<'h> {
    let mut found: Vec<_> =
        harness.get_all_by_label(item).filter(|node| node.accesskit_node().role() != Role::Label).collect();
    assert_eq!(found.len(), 1, "one list entry {item}");
    found.pop().unwrap()
}

/// Picks in every drop-down of the New game dialog, three times each.
fn pick_three_times(harness: &mut Harness<'_, PlateauApp>) {
    for round in 0..3 {
        let (seat, clock) = if round % 2 == 0 { ("AI: easy", "5 min + 3 s") } else { ("Human", "No clock") };
        pick(harness, "White", seat);
        pick(harness, "Clock", clock);
        pick(harness, "Black", seat);
    }
}

#[test]
fn first_session_every_drop_down_of_the_new_game_dialog_works_every_time() {
    let mut harness = harness([1280.0, 800.0]);
    harness.state_mut().open_new_game_dialog(Some(0));
    steps(&mut harness, 2);
    pick_three_times(&mut harness);
    // Another game and back, twice: the game's own list too.
    let names: Vec<String> = harness.state().games().map(|g| g.name.clone()).collect();
    for name in [&names[1], &names[0], &names[2], &names[0]] {
        pick(&mut harness, "Game", name);
    }
    harness.get_by_label("Start").click();
    steps(&mut harness, 2);
    // The game starts as last set for DVONN (round three: easy seats on 5 + 3).
    let game = harness.state().active().expect("the game started");
    assert!(game.seats.iter().all(|seat| !seat.is_human()));
    let control = game.clock.as_ref().expect("on the clock").control();
    assert_eq!(control, TimeControl { per_game: Duration::from_mins(5), increment: Duration::from_secs(3) });
}

#[test]
fn first_session_drop_downs_work_after_a_restart_from_the_saved_state() {
    // A first run uses the lists, and leaves egui's memory as the window would save it.
    let mut first = harness([1280.0, 800.0]);
    first.state_mut().open_new_game_dialog(Some(0));
    steps(&mut first, 2);
    pick_three_times(&mut first);
    let saved = first.ctx.memory(|m| ron::to_string(m).expect("egui's memory serialises"));

    // The next run starts from that state, as eframe loads it: the lists still open above.
    let mut next = harness([1280.0, 800.0]);
    let memory: egui::Memory = ron::from_str(&saved).expect("and reads back");
    next.ctx.memory_mut(|m| *m = memory);
    next.state_mut().open_new_game_dialog(Some(0));
    steps(&mut next, 2);
    pick_three_times(&mut next);

    // And the app itself forgets such a saved layout at start.
    plateau::app::forget_saved_layout(&next.ctx);
    assert!(next.ctx.memory(|m| m.areas().visible_layer_ids().is_empty()));
}

/// A DVONN game between two people with a 60-move side line from move 2, shown.
fn long_side_line(size: [f32; 2]) -> Harness<'static, PlateauApp> {
    let mut harness = harness(size);
    let humans = ["human".to_owned(), "human".to_owned()];
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &humans).unwrap();
    harness.state_mut().play_random_moves(4, 1);
    steps(&mut harness, 2);
    harness.key_press(Key::Home);
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::ArrowRight);
    steps(&mut harness, 2);
    assert_eq!(cursor(&harness), 2);
    harness.state_mut().play_random_moves(60, 99);
    steps(&mut harness, 3);
    assert_eq!(line_len(&harness), 62);
    // Back on the game's line, the side line is one row of the list.
    harness.get_by_label("To the main line").click();
    steps(&mut harness, 3);
    harness
}

/// Every control of the side panel is inside the window.
fn assert_panel_in_window(harness: &Harness<'_, PlateauApp>, size: [f32; 2], labels: &[&str]) {
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
    for label in labels {
        let rect = harness.get_by_label(label).rect();
        assert!(window.contains_rect(rect), "{label} at {rect:?} is outside the {size:?} window");
    }
}

#[test]
fn first_session_a_long_side_line_leaves_the_side_panel_whole_at_1280() {
    let size = [1280.0, 800.0];
    let mut harness = long_side_line(size);
    assert_panel_in_window(&harness, size, &["Undo", "Hint", "Rules", "Analyse", "Moves"]);
    let panel_left = harness.get_by_label("Undo").rect().left();
    assert!(panel_left > size[0] * 0.5, "the panel keeps to its side: {panel_left}");
    // Into the side line: its banner with Promote and Delete is whole too.
    harness.get_all_by_label_contains("3. ").next().expect("the side line's row").click();
    steps(&mut harness, 3);
    assert_panel_in_window(&harness, size, &["Promote", "Delete side line", "To the main line", "Undo"]);
}

#[test]
fn first_session_a_long_side_line_leaves_the_side_panel_whole_at_800_by_600() {
    let size = [800.0, 600.0];
    let mut harness = long_side_line(size);
    harness.state_mut().prefs_mut().theme = plateau::app::Theme::Dark;
    steps(&mut harness, 2);
    assert_panel_in_window(&harness, size, &["Undo", "Hint", "Rules"]);
    let panel_left = harness.get_by_label("Undo").rect().left();
    assert!(panel_left > size[0] * 0.55, "the board keeps most of a small window: {panel_left}");
}

fn timed_game(harness: &mut Harness<'_, PlateauApp>, seats: [&str; 2]) {
    let control = TimeControl { per_game: Duration::from_mins(5), increment: Duration::ZERO };
    let seats = seats.map(str::to_owned);
    harness.state_mut().start_timed_game("dvonn", &serde_json::json!({}), &seats, Some(control)).unwrap();
    steps(harness, 2);
}

fn running(harness: &Harness<'_, PlateauApp>) -> Option<usize> {
    harness.state().active().unwrap().clock.as_ref().unwrap().running()
}

fn time_left(harness: &Harness<'_, PlateauApp>, seat: usize) -> Duration {
    harness.state().active().unwrap().clock.as_ref().unwrap().left(seat)
}

#[test]
fn first_session_no_clock_runs_after_the_game_ended_on_any_line() {
    let mut harness = harness([1280.0, 800.0]);
    timed_game(&mut harness, ["human", "human"]);
    harness.state_mut().play_random_moves(6, 3);
    steps(&mut harness, 2);
    // White resigns: the game is over.
    harness.get_by_label("Resign…").click();
    steps(&mut harness, 2);
    harness.get_by_label("Resign").click();
    steps(&mut harness, 2);
    assert!(harness.state().active().unwrap().is_over());
    // A side line after the end: a move from move 4 is analysis, on no clock.
    harness.key_press(Key::ArrowLeft);
    harness.key_press(Key::ArrowLeft);
    steps(&mut harness, 2);
    harness.state_mut().play_random_moves(1, 50);
    steps(&mut harness, 4);
    assert_eq!(running(&harness), None, "no clock runs in a side line of a finished game");
    let (white, black) = (time_left(&harness, 0), time_left(&harness, 1));
    steps(&mut harness, 20);
    assert_eq!((time_left(&harness, 0), time_left(&harness, 1)), (white, black));
}

#[test]
fn first_session_the_rules_window_stops_the_clock() {
    let mut harness = harness([1280.0, 800.0]);
    timed_game(&mut harness, ["human", "human"]);
    steps(&mut harness, 4);
    assert_eq!(running(&harness), Some(0));
    harness.get_by_label("Rules").click();
    steps(&mut harness, 2);
    let under = time_left(&harness, 0);
    steps(&mut harness, 20);
    assert_eq!(time_left(&harness, 0), under, "the Rules window over the board stops the clock");
}

#[test]
fn first_session_the_ai_answers_while_the_person_browses() {
    let mut harness = harness([1280.0, 800.0]);
    timed_game(&mut harness, ["human", "random"]);
    harness.state_mut().play_random_moves(3, 5);
    steps(&mut harness, 1);
    // The AI is to move at the end of the line; the person looks back at move 1.
    harness.key_press(Key::Home);
    harness.key_press(Key::ArrowRight);
    steps(&mut harness, 1);
    assert_eq!(cursor(&harness), 1);
    for _ in 0..200 {
        std::thread::yield_now();
        harness.step();
        if line_len(&harness) == 4 {
            break;
        }
    }
    assert_eq!(line_len(&harness), 4, "the AI played at the end of the line");
    steps(&mut harness, 2);
    assert_eq!(cursor(&harness), 1, "while the person kept looking at move 1");
    assert_eq!(running(&harness), Some(0), "and now White's clock runs, White being to move there");
}

/// A game of a person (White) against the random AI, three turns in.
fn against_the_ai() -> Harness<'static, PlateauApp> {
    let mut harness = harness([1280.0, 800.0]);
    let seats = ["human".to_owned(), "random".to_owned()];
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &seats).unwrap();
    for seed in 0..3 {
        harness.state_mut().play_random_moves(1, seed);
        settle(&mut harness, 200);
    }
    assert_eq!(line_len(&harness), 6);
    harness
}

#[test]
fn first_session_undo_against_the_ai_takes_back_and_keeps_the_moves_folded() {
    let mut harness = against_the_ai();
    let played = main_line(&harness);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    steps(&mut harness, 2);
    // Both the person's move and the AI's answer are taken back: the person is to move.
    assert_eq!((cursor(&harness), line_len(&harness)), (4, 4));
    let game = harness.state().active().unwrap();
    assert!(game.at_latest() && game.human_to_move(), "the game goes on from there");
    // Nothing is lost: the moves taken back are one folded row.
    harness.get_by_label("(2 moves taken back)");
    assert_eq!(main_line(&harness), played);
    settle(&mut harness, 50);
    assert_eq!(line_len(&harness), 4, "the AI does not play again at once");
}

#[test]
fn first_session_a_move_after_taking_back_continues_the_game_line() {
    let mut harness = against_the_ai();
    let played = main_line(&harness);
    harness.get_by_label("Undo").click();
    steps(&mut harness, 2);
    harness.state_mut().play_random_moves(1, 1234);
    settle(&mut harness, 200);
    let now = main_line(&harness);
    assert_eq!(now.len(), 6, "the new move and the AI's answer are the game's line");
    assert_eq!(now[..4], played[..4]);
    assert!(harness.state().active().unwrap().timeline().on_main_line(), "no brackets for the game itself");
    // What was taken back stays, folded, as a side line (unless the same move was played).
    let tree = harness.state().active().unwrap().timeline().tree();
    assert!(tree.len() >= 6);
}

#[test]
fn first_session_redo_brings_back_what_was_taken_back() {
    let mut harness = against_the_ai();
    let played = main_line(&harness);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    steps(&mut harness, 2);
    assert_eq!(line_len(&harness), 4);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    steps(&mut harness, 2);
    assert_eq!(harness.state().active().unwrap().timeline().moves(), played.as_slice());
    assert_eq!(cursor(&harness), 6, "back where the game stood");
}

#[test]
fn first_session_browsing_never_takes_back() {
    let mut harness = against_the_ai();
    harness.key_press(Key::ArrowLeft);
    harness.key_press(Key::ArrowLeft);
    steps(&mut harness, 2);
    assert_eq!((cursor(&harness), line_len(&harness)), (4, 6), "the arrows only look back");
    harness.key_press(Key::End);
    steps(&mut harness, 2);
    assert_eq!(cursor(&harness), 6);
    harness.key_press(Key::ArrowUp);
    steps(&mut harness, 2);
    assert_eq!(cursor(&harness), 0, "↑ goes to the start, as on Lichess");
}

/// A DVONN game of people with a side line from move 3, shown.
fn with_side_line() -> (Harness<'static, PlateauApp>, Vec<String>) {
    let mut harness = harness([1280.0, 800.0]);
    let humans = ["human".to_owned(), "human".to_owned()];
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &humans).unwrap();
    harness.state_mut().play_random_moves(6, 7);
    steps(&mut harness, 2);
    let played = main_line(&harness);
    harness.key_press(Key::Home);
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::ArrowRight);
    steps(&mut harness, 2);
    harness.state_mut().play_random_moves(3, 77);
    steps(&mut harness, 2);
    assert!(!harness.state().active().unwrap().timeline().on_main_line());
    (harness, played)
}

#[test]
fn first_session_promote_shows_the_new_main_line() {
    let (mut harness, played) = with_side_line();
    let side = harness.state().active().unwrap().timeline().moves().to_vec();
    harness.get_by_label("To the main line").click();
    steps(&mut harness, 2);
    // Right click on the side line's row: Promote this side line.
    harness.get_all_by_label_contains("3. ").next().expect("the side line's row").click_secondary();
    steps(&mut harness, 2);
    harness.get_by_label("Promote this side line").click();
    steps(&mut harness, 3);
    assert_eq!(main_line(&harness), side);
    let game = harness.state().active().unwrap();
    assert!(game.timeline().on_main_line(), "the promoted line is the one shown, numbered");
    assert_eq!(game.timeline().moves(), side.as_slice());
    // The old line is the side line now, in brackets.
    harness.get_by_label(&format!("3. {}", played[2]));
}

#[test]
fn first_session_a_deleted_side_line_can_be_put_back() {
    let (mut harness, played) = with_side_line();
    let tree_before = harness.state().active().unwrap().timeline().tree().len();
    harness.get_by_label("Delete side line").click();
    steps(&mut harness, 2);
    let game = harness.state().active().unwrap();
    assert_eq!(game.timeline().tree().len(), played.len(), "the side line is gone");
    harness.get_by_label("Undo delete").click();
    steps(&mut harness, 2);
    let game = harness.state().active().unwrap();
    assert_eq!(game.timeline().tree().len(), tree_before, "and back, every move of it");
    assert_eq!(main_line(&harness), played);
}

/// True when a GIPF-piece and a basic piece may both be pushed: a click opens the chooser.
fn piece_choice(harness: &Harness<'_, PlateauApp>) -> Option<Vec<plateau_core::board::Coord>> {
    let legal = harness.state().active().unwrap().legal();
    let gipf = legal.iter().find(|m| m.input.label.as_deref() == Some("GIPF-piece"))?;
    legal.iter().any(|m| m.input.label.as_deref() == Some("basic piece")).then(|| gipf.input.cells.clone())
}

#[test]
fn first_session_the_gipf_piece_chooser_starts_on_a_basic_piece_every_turn() {
    let mut harness = harness([1280.0, 800.0]);
    let humans = ["human".to_owned(), "human".to_owned()];
    let options = serde_json::json!({"version": "tournament"});
    harness.state_mut().start_game("gipf", &options, &humans).unwrap();
    steps(&mut harness, 2);
    let mut choices = 0;
    for seed in 0..40 {
        let Some(cells) = piece_choice(&harness) else {
            harness.state_mut().play_random_moves(1, seed);
            steps(&mut harness, 1);
            continue;
        };
        click_cells(&mut harness, &cells);
        // The board's click opens the chooser after the panel has drawn: one more frame.
        steps(&mut harness, 1);
        assert!(!harness.state().active().unwrap().selection.chooser().is_empty(), "the chooser is open");
        let before = line_len(&harness);
        if choices == 0 {
            // The first time the person picks the GIPF-piece…
            harness.get_all_by_label_contains("GIPF-piece (").next().unwrap().click();
        } else {
            // …which never makes Enter play one later: the chooser opens on a basic piece.
            harness.key_press(Key::Enter);
        }
        steps(&mut harness, 2);
        assert_eq!(line_len(&harness), before + 1);
        let last = harness.state().active().unwrap().timeline().moves().last().unwrap().clone();
        assert_eq!(last.starts_with('G'), choices == 0, "choice {choices}: {last}");
        choices += 1;
        if choices == 3 {
            return;
        }
    }
    panic!("only {choices} piece choices in 40 moves");
}

/// Clicks the board's cells at `cells`, found by their accessible names as a screen reader
/// would.
fn click_cells(harness: &mut Harness<'_, PlateauApp>, cells: &[plateau_core::board::Coord]) {
    for &cell in cells {
        let name = {
            let game = harness.state().active().unwrap();
            let view = game.position().board.cell(cell).expect("a cell of the board");
            plateau::app::cell_label(view, &game.info().players)
        };
        harness.get_by_label(&name).click();
        steps(harness, 1);
    }
}

#[test]
fn first_session_the_move_list_follows_the_position_shown() {
    let mut harness = harness([1280.0, 800.0]);
    let humans = ["human".to_owned(), "human".to_owned()];
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &humans).unwrap();
    harness.state_mut().play_random_moves(70, 11);
    steps(&mut harness, 3);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
    let row_in_sight = |harness: &Harness<'_, PlateauApp>, ply: usize| {
        let text = harness.state().active().unwrap().timeline().moves()[ply - 1].clone();
        harness
            .query_all_by_label(&text)
            .any(|node| node.accesskit_node().role() == Role::Button && window.contains_rect(node.rect()))
    };
    assert!(row_in_sight(&harness, 70), "at the end, the last move is in sight");
    harness.key_press(Key::Home);
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::ArrowRight);
    steps(&mut harness, 3);
    assert_eq!(cursor(&harness), 2);
    assert!(row_in_sight(&harness, 2), "an early move shown is scrolled to");
    harness.key_press(Key::End);
    steps(&mut harness, 3);
    assert!(row_in_sight(&harness, 70));
}

#[test]
fn first_session_kept_games_say_who_played_and_what() {
    let shelf_dir = tempfile::tempdir().unwrap();
    {
        let app = PlateauApp::new(
            plateau::registry::builtin(),
            prefs(),
            Shelf::at(shelf_dir.path()),
            Box::new(ScriptedDialogs::default()),
        );
        let mut harness = common::window(app, [1280.0, 800.0]);
        let seats = ["human".to_owned(), "hard".to_owned()];
        harness.state_mut().start_game("gipf", &serde_json::json!({"version": "basic"}), &seats).unwrap();
        harness.state_mut().play_random_moves(1, 1);
        steps(&mut harness, 2);
        harness.state_mut().flush_kept();
    }
    let app = PlateauApp::new(
        plateau::registry::builtin(),
        prefs(),
        Shelf::at(shelf_dir.path()),
        Box::new(ScriptedDialogs::default()),
    );
    let harness = common::window(app, [1280.0, 800.0]);
    harness.get_by_label("Unfinished GIPF game, 1 move");
    let details = harness.get_by_label_contains("Human vs AI: hard").rect();
    let rules = harness.get_by_label_contains("Version: Basic ·").rect();
    let begun = harness.get_by_label_contains("begun ").rect();
    assert!(details == rules && rules == begun, "one line says it all: {details:?} {rules:?} {begun:?}");
}

#[test]
fn first_session_moves_taken_back_stay_folded_after_a_save() {
    let mut window = against_the_ai();
    window.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    steps(&mut window, 2);
    window.state_mut().play_random_moves(1, 1234);
    settle(&mut window, 200);
    let save = window.state().active().unwrap().save_file();
    assert!(save.variations.iter().any(|v| v.taken_back), "the save says which line was taken back");
    assert_eq!(save.version, plateau_core::save::VERSION);
    // Opened again (a kept game after a restart reads the same way): still folded.
    let mut reopened = harness([1280.0, 800.0]);
    reopened.state_mut().paste(&save.to_json());
    // The save replays on a worker thread; the window goes on drawing meanwhile.
    for _ in 0..10_000 {
        if reopened.state().active().is_some() {
            break;
        }
        std::thread::yield_now();
        reopened.step();
    }
    settle(&mut reopened, 100);
    assert_eq!(main_line(&reopened), main_line(&window));
    // The same move played again follows the line taken back, so here one move stays folded.
    let folded = match save.variations[0].moves.len() {
        1 => "(one move taken back)".to_owned(),
        n => format!("({n} moves taken back)"),
    };
    window.get_by_label(&folded);
    reopened.get_by_label(&folded);
    // And a save without it reads as before: an ordinary side line, in brackets.
    let mut plain = save.clone();
    for v in &mut plain.variations {
        v.taken_back = false;
    }
    plain.version = plain.needed_version();
    assert_eq!(plain.version, 2);
}

#[test]
fn first_session_a_hexagonal_board_turns_by_sixths_with_r() {
    let mut harness = harness([1280.0, 800.0]);
    let seats = ["human".to_owned(), "human".to_owned()];
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &seats).unwrap();
    steps(&mut harness, 3);
    let cell =
        |harness: &Harness<'_, PlateauApp>, name: &str| harness.get_by_label_contains(name).rect().center();
    let (a1, k5) = (cell(&harness, "a1:"), cell(&harness, "k5:"));
    assert!(a1.x < k5.x, "unturned, a1 is at the left");
    harness.key_press(Key::R);
    steps(&mut harness, 2);
    assert_eq!(harness.state().active().unwrap().rotation, 1);
    let (turned_a1, turned_k5) = (cell(&harness, "a1:"), cell(&harness, "k5:"));
    assert!((turned_a1 - a1).length() > 20.0, "the board turned");
    // The whole board still fits: both ends are inside the window.
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
    assert!(window.contains(turned_a1) && window.contains(turned_k5));
    // Six sixths are a whole turn.
    for _ in 0..5 {
        harness.key_press(Key::R);
        steps(&mut harness, 2);
    }
    assert_eq!(harness.state().active().unwrap().rotation, 0);
    assert!((cell(&harness, "a1:") - a1).length() < 1.0);
}
