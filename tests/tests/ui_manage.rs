//! Steering a game and looking at how it went, through the window as a person would: a
//! person takes over a seat from the AI, AI-against-AI pauses and resumes, a clock runs out,
//! the evaluation graph of an opened game and a click on it, analysis mode, and a move list
//! pasted in. Time in these tests is the harness's frame time (a quarter second a frame),
//! never the system clock.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs, Shelf, TimeControl};
use plateau::review::{Judgement, annotation, judge_seat, review_timeline};
use plateau_core::save::SaveFile;
use plateau_core::{Player, Verdict};

/// Frame time of the harness.
const FRAME: f32 = 0.25;
/// Node budget of the evaluation graph's searches here (small: these are debug builds).
const REVIEW_NODES: u64 = 300;

fn app(show_evaluation: bool) -> PlateauApp {
    let prefs = Prefs { ai_delay_ms: 0, animate_moves: false, show_evaluation, ..Prefs::default() };
    let mut app = PlateauApp::new(
        plateau::registry::builtin(),
        prefs,
        Shelf::none(),
        Box::new(ScriptedDialogs::default()),
    );
    app.set_search_budgets(Some(REVIEW_NODES), 200);
    app
}

fn harness(app: PlateauApp) -> Harness<'static, PlateauApp> {
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_step_dt(FRAME)
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    harness.step();
    harness
}

/// Steps frames until `done` holds (bounded by frames, not time; the AI's and the review's
/// threads work meanwhile).
fn step_until(harness: &mut Harness<'_, PlateauApp>, what: &str, done: impl Fn(&PlateauApp) -> bool) {
    for _ in 0..200_000 {
        if done(harness.state()) {
            return;
        }
        std::thread::yield_now();
        harness.step();
    }
    panic!("gave up waiting until {what}");
}

fn cursor(harness: &Harness<'_, PlateauApp>) -> usize {
    harness.state().active().unwrap().position().cursor
}

fn temp_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("plateau-ui-manage-{}-{name}", std::process::id()))
}

/// Chooses `choice` in the seat menu of the player called `player`.
fn choose_seat(harness: &mut Harness<'_, PlateauApp>, player: &str, choice: &str) {
    harness.get_by_role_and_label(Role::ComboBox, player).click();
    harness.step();
    harness.step();
    harness.get_all_by_label(choice).last().unwrap().click();
    harness.step();
    harness.step();
}

#[test]
fn a_person_takes_over_a_seat_from_the_ai_and_moves() {
    let mut harness = harness(app(false));
    harness
        .state_mut()
        .start_game("dvonn", &serde_json::json!({}), &["random".into(), "random".into()])
        .unwrap();
    step_until(&mut harness, "the AI has played a few moves", |app| {
        app.active().unwrap().position().cursor >= 4
    });
    assert!(
        harness.state().status().contains(" played "),
        "the AI's moves are announced: {}",
        harness.state().status()
    );

    choose_seat(&mut harness, "White", "Human");
    let game = harness.state().active().unwrap();
    assert!(game.seats[0].is_human() && !game.seats[1].is_human());
    // Black's AI plays on until it is White's turn, then the game waits for the person.
    step_until(&mut harness, "White is to move", |app| app.active().unwrap().human_to_move());
    let before = cursor(&harness);
    for _ in 0..20 {
        harness.step();
    }
    assert_eq!(cursor(&harness), before, "no AI plays White any more");
    harness.get_all_by_label_contains(": empty").next().expect("an empty cell to place on").click();
    harness.step();
    harness.step();
    assert_eq!(cursor(&harness), before + 1, "the person's click made White's move");
    assert!(harness.state().active().unwrap().dirty);
}

#[test]
fn ai_against_ai_pauses_and_resumes() {
    let mut harness = harness(app(false));
    harness
        .state_mut()
        .start_game("gipf", &serde_json::json!({}), &["random".into(), "random".into()])
        .unwrap();
    step_until(&mut harness, "the AI has moved", |app| app.active().unwrap().position().cursor >= 2);
    harness.get_by_label("Pause").click();
    harness.step();
    let paused_at = cursor(&harness);
    for _ in 0..40 {
        std::thread::yield_now();
        harness.step();
    }
    assert_eq!(cursor(&harness), paused_at, "nothing moves while paused");
    assert!(harness.state().active().unwrap().paused);
    harness.get_by_label("Resume").click();
    step_until(&mut harness, "the AI moves again", move |app| {
        app.active().unwrap().position().cursor > paused_at
    });
}

#[test]
fn a_clock_running_out_ends_the_game_for_the_other_player() {
    let mut harness = harness(app(false));
    let control = TimeControl { per_game: Duration::from_secs(3), increment: Duration::from_secs(1) };
    harness
        .state_mut()
        .start_timed_game("dvonn", &serde_json::json!({}), &["human".into(), "human".into()], Some(control))
        .unwrap();
    harness.step();
    // White places at once: a second's increment on White's clock.
    harness.get_by_label("e3: empty").click();
    harness.step();
    assert_eq!(cursor(&harness), 1);
    let clock = harness.state().active().unwrap().clock.clone().unwrap();
    assert!(clock.left(0) > Duration::from_secs(3), "White got the increment: {:?}", clock.left(0));
    // Black thinks for longer than its three seconds.
    for _ in 0..((3.0 / FRAME) as usize + 2) {
        harness.step();
    }
    let game = harness.state().active().unwrap();
    assert!(game.flagged());
    let outcome = game.position().outcome.clone().expect("the game is over");
    assert_eq!(outcome.verdict, Verdict::Winner(Player::new(0)), "White wins on time");
    assert_eq!(outcome.reason, "Black ran out of time");
    assert!(harness.state().status().contains("Black ran out of time"), "{}", harness.state().status());
    assert!(!game.human_to_move(), "no move after the flag");
    // The save records the clocks and the flag, and opens as a finished game.
    let save = game.save_file();
    let saved = save.clock.clone().unwrap();
    assert_eq!((saved.per_game_ms, saved.increment_ms, saved.flagged), (3_000, 1_000, Some(1)));
    assert_eq!(saved.left_ms[1], 0);
    let back = SaveFile::from_json(&save.to_json()).unwrap();
    assert_eq!(back.clock, save.clock);
    harness.get_by_label("⚑ out of time");
}

/// A short DVONN game as a save file: ten placements by two persons.
fn ten_placements() -> PathBuf {
    let path = temp_path("ten.plateau");
    let moves = r#"["e3","d2","c3","f3","a1","b1","c1","d1","e1","f1"]"#;
    let text = format!(
        r#"{{"format":"plateau-save","version":1,"game":{{"id":"dvonn","rules_version":1,"options":{{}}}},"players":[{{"type":"human"}},{{"type":"human"}}],"moves":{moves},"cursor":10}}"#
    );
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn the_evaluation_graph_of_an_opened_game_repeats_the_seeded_search_and_seeks_on_a_click() {
    let path = ten_placements();
    let mut harness = harness(app(true));
    harness.state_mut().open_path(&path);
    step_until(&mut harness, "the game has loaded", |app| !app.is_loading() && app.active().is_some());
    step_until(&mut harness, "every position is judged", |app| {
        let review = &app.active().unwrap().review;
        !review.is_working() && review.values().len() == 11 && review.values().iter().all(Option::is_some)
    });
    // The same figures as the seeded search gives, position by position.
    let factory = plateau::registry::builtin().into_iter().find(|f| f.info().id == "dvonn").unwrap();
    let session = SaveFile::read(&path).unwrap().restore(factory.as_ref()).unwrap();
    let mut expected: Vec<Judgement> = Vec::new();
    review_timeline(session.as_ref(), &judge_seat(Some(REVIEW_NODES)), 0, &AtomicBool::new(false), |_, j| {
        expected.push(j);
        true
    });
    let shown: Vec<Judgement> =
        harness.state().active().unwrap().review.values().iter().map(|v| v.clone().unwrap()).collect();
    assert_eq!(shown, expected);
    harness.get_by_label_contains("Chances after move 10:");
    // The annotated record carries the same figures, in percent.
    let record = harness.state().annotated_record().unwrap();
    assert_eq!(record.annotations.len(), 11);
    assert_eq!(record.annotations[4], annotation(&expected[4], record.annotations[4].comment.clone()));

    // A click in the middle of the graph shows a position from the middle of the game.
    harness.get_by_label("Evaluation graph").click();
    harness.step();
    harness.step();
    let shown_at = cursor(&harness);
    assert!((3..=7).contains(&shown_at), "clicked the middle, shows move {shown_at}");
    harness.get_by_label_contains(&format!("Viewing move {shown_at} of 10"));
    std::fs::remove_file(&path).ok();
}

#[test]
fn analysis_mode_lists_top_moves_and_plays_one_on_a_click() {
    let mut harness = harness(app(false));
    harness
        .state_mut()
        .start_game("dvonn", &serde_json::json!({}), &["human".into(), "expert".into()])
        .unwrap();
    harness.step();
    harness.get_by_label("e3: empty").click();
    harness.step();
    // Analysis mode: Black's AI does not answer; the person moves for Black.
    harness.key_press(egui::Key::A);
    harness.step();
    assert!(harness.state().active().unwrap().analysing);
    step_until(&mut harness, "the first round of analysis is in", |app| {
        app.active().unwrap().analysis.as_ref().is_some_and(|a| a.latest.is_some())
    });
    harness.step();
    harness.get_by_label_contains("Analysis for Black");
    assert_eq!(cursor(&harness), 1, "nobody plays in analysis mode");
    let hint = harness.state().active().unwrap().analysis.as_ref().unwrap().latest.clone().unwrap();
    // The judging search's choice heads the list, its other lines after it (DVONN's judge,
    // alpha-beta, scores them after its answer), each a button that plays it.
    assert!(hint.moves.len() >= 3, "several lines: {:?}", hint.moves);
    assert_eq!(hint.moves[0].mv, hint.mv);
    harness.get_all_by_label(&hint.moves[1].notation).last().unwrap();
    let top = hint.notation.clone();
    harness.get_all_by_label(&top).last().unwrap().click();
    harness.step();
    assert_eq!(cursor(&harness), 2, "the clicked top move was played");
    assert_eq!(harness.state().active().unwrap().timeline().get(1).unwrap().0, top);
    harness.key_press(egui::Key::A);
    harness.step();
    assert!(!harness.state().active().unwrap().analysing);
}

#[test]
fn a_pasted_move_list_opens_as_a_game() {
    let mut harness = harness(app(false));
    let text = "# DVONN · Plateau move list\n# game: dvonn {}\n  1. e3\n  2. d2\n  3. c3\n";
    harness.event(egui::Event::Paste(text.to_owned()));
    step_until(&mut harness, "the pasted game has loaded", |app| !app.is_loading() && app.active().is_some());
    let game = harness.state().active().unwrap();
    assert_eq!(game.info().id, "dvonn");
    assert_eq!(game.timeline().moves(), ["e3", "d2", "c3"]);
    assert!(game.seats.iter().all(plateau_core::ai::SeatSpec::is_human));
    assert!(harness.state().status().contains("pasted DVONN game (3 moves)"), "{}", harness.state().status());

    // A list that does not replay says where, and the game stays. (The pasted game was never
    // saved, so pasting over it asks first.)
    harness.event(egui::Event::Paste("1. e3 2. e3".to_owned()));
    harness.step();
    harness.step();
    harness.get_by_label("Don't save").click();
    step_until(&mut harness, "the bad paste is refused", |app| !app.is_loading() && app.error().is_some());
    assert!(harness.state().error().unwrap().contains("move 2 'e3'"), "{:?}", harness.state().error());
    assert_eq!(harness.state().active().unwrap().timeline().len(), 3);
}
