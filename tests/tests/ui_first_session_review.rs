//! What a new player found looking over a game in the side panel: the evaluation graph counts
//! turns as the move list does, the marks of mistakes wait for the end of a game against the
//! computer, and the move list keeps the move on the board in sight. Each test is named
//! `first_session_…`, as those of `ui_first_session.rs`, so that they run together.

use egui::accesskit::{Role, Toggled};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs, Shelf};
use plateau_core::StaticFactory;

mod common;

/// Nodes of the judging search per position: enough to tell a blunder, quick in a test.
const REVIEW_NODES: u64 = 200;

/// The built-in games and ZÈRTZ (a plugin game, linked in), the evaluation shown.
fn window(size: [f32; 2]) -> Harness<'static, PlateauApp> {
    let prefs = Prefs { show_evaluation: true, ..common::quick_prefs() };
    let mut games = plateau::registry::builtin();
    games.push(Box::new(StaticFactory::<plateau_zertz::Zertz>::new()));
    let mut app = PlateauApp::new(games, prefs, Shelf::none(), Box::new(ScriptedDialogs::default()));
    app.set_search_budgets(Some(REVIEW_NODES), 100);
    common::timed_window(app, size, 0.25)
}

fn steps(harness: &mut Harness<'_, PlateauApp>, n: usize) {
    for _ in 0..n {
        harness.step();
    }
}

/// Steps until every position of the line shown is judged.
fn judge_all(harness: &mut Harness<'_, PlateauApp>) {
    let pending = |app: &PlateauApp| {
        let game = app.active().expect("a game");
        let values = game.review.values();
        game.review.is_working()
            || values.len() != game.timeline().len() + 1
            || values.iter().any(Option::is_none)
    };
    common::step_while(harness, 5000, pending);
    assert!(!pending(harness.state()), "every position was judged");
    steps(harness, 2);
}

/// Steps until the AI seats have nothing left to do.
fn settle(harness: &mut Harness<'_, PlateauApp>) {
    common::step_while(harness, 400, |app| {
        let game = app.active().expect("a game");
        game.job.is_some() || game.ai_to_move()
    });
    steps(harness, 2);
}

fn cursor(harness: &Harness<'_, PlateauApp>) -> usize {
    harness.state().active().expect("a game").position().cursor
}

#[test]
fn first_session_the_graph_has_one_point_per_turn_of_several_actions() {
    let mut harness = window([1280.0, 800.0]);
    let humans = ["human".to_owned(), "human".to_owned()];
    harness.state_mut().start_game("zertz", &serde_json::json!({}), &humans).unwrap();
    harness.state_mut().play_random_moves(20, 3);
    judge_all(&mut harness);
    let game = harness.state().active().unwrap();
    let timeline = game.timeline();
    let turns = timeline.turn_of(timeline.len() - 1).0;
    assert!(timeline.len() > turns + 5, "turns of two actions: {} actions in {turns} turns", timeline.len());
    // The move list numbers the turns; its last number is the graph's last turn.
    let numbered = harness
        .query_all_by_role(Role::Label)
        .filter_map(|node| node.value()?.trim().strip_suffix('.')?.parse::<usize>().ok())
        .max();
    assert_eq!(numbered, Some(turns), "the move list's last turn");
    // One point per position between turns, the start included, over as many turns.
    let graph = harness.get_by_label("Evaluation graph").value().unwrap_or_default();
    assert_eq!(graph, format!("{} points over {turns} moves", turns + 1));
}

/// The "?" and "??" of the move list in sight.
fn marks(harness: &Harness<'_, PlateauApp>) -> usize {
    harness.query_all_by_label("?").count() + harness.query_all_by_label("??").count()
}

#[test]
fn first_session_no_mistake_marks_while_playing_the_ai_only_once_it_ended() {
    // Tall enough for every row of the list to be laid out.
    let mut harness = window([1280.0, 2400.0]);
    let seats = ["human".to_owned(), "random".to_owned()];
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &seats).unwrap();
    let mut seed = 0;
    while !harness.state().active().unwrap().is_over() {
        assert!(seed < 200, "the game ends");
        judge_all(&mut harness);
        assert_eq!(marks(&harness), 0, "no mark on any move while the game goes on (turn {seed})");
        harness.state_mut().play_random_moves(1, seed);
        settle(&mut harness);
        seed += 1;
    }
    judge_all(&mut harness);
    assert!(marks(&harness) > 0, "the marks come once the game has ended");
    // Looking back at an earlier move of the finished game keeps them.
    harness.key_press(Key::Home);
    steps(&mut harness, 2);
    assert!(marks(&harness) > 0, "and stay while looking back");
}

#[test]
fn first_session_analysis_mode_shows_the_marks_of_a_game_in_progress() {
    let mut harness = window([1280.0, 2400.0]);
    let seats = ["human".to_owned(), "random".to_owned()];
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &seats).unwrap();
    for seed in 0..30 {
        harness.state_mut().play_random_moves(1, seed);
        settle(&mut harness);
    }
    judge_all(&mut harness);
    assert_eq!(marks(&harness), 0);
    harness.state_mut().set_analysing(true);
    steps(&mut harness, 2);
    assert!(marks(&harness) > 0, "analysis mode shows what the review found");
}

/// The list's part in sight, as the accessibility tree has it.
fn list_rect(harness: &Harness<'_, PlateauApp>) -> egui::Rect {
    harness.get_by_label("List of moves").rect()
}

/// True when the row of the position shown is whole inside the list's part in sight, and in
/// the window.
fn shown_row_in_sight(harness: &Harness<'_, PlateauApp>) -> bool {
    let game = harness.state().active().unwrap();
    let at = game.position().cursor;
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, harness.ctx.content_rect().size());
    let list = list_rect(harness).intersect(window);
    let row = if at == 0 {
        harness.get_by_label("Starting position").rect()
    } else {
        let text = &game.timeline().moves()[at - 1];
        let selected = harness.query_all_by_label(text).find(|node| {
            node.accesskit_node().role() == Role::Button
                && node.accesskit_node().toggled() == Some(Toggled::True)
        });
        let Some(node) = selected else { return false };
        node.rect()
    };
    list.contains_rect(row)
}

fn the_list_follows_the_game_against_the_ai(size: [f32; 2]) {
    let mut harness = window(size);
    let seats = ["human".to_owned(), "random".to_owned()];
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &seats).unwrap();
    for seed in 0..30 {
        harness.state_mut().play_random_moves(1, seed);
        settle(&mut harness);
        assert!(shown_row_in_sight(&harness), "{size:?}: after the AI's answer {seed}, its move is in sight");
    }
    // Undo (the person's move and the AI's answer), then the keys that move along the list.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    steps(&mut harness, 3);
    assert!(shown_row_in_sight(&harness), "{size:?}: after Undo");
    for key in [Key::Home, Key::ArrowDown, Key::ArrowDown, Key::End, Key::ArrowUp] {
        harness.key_press(key);
        steps(&mut harness, 3);
        assert!(shown_row_in_sight(&harness), "{size:?}: after {key:?}, at {}", cursor(&harness));
    }
}

#[test]
fn first_session_the_move_list_shows_the_ai_move_at_1280_by_800() {
    the_list_follows_the_game_against_the_ai([1280.0, 800.0]);
}

#[test]
fn first_session_the_move_list_shows_the_ai_move_at_800_by_600() {
    the_list_follows_the_game_against_the_ai([800.0, 600.0]);
}

#[test]
fn first_session_the_move_list_leaves_the_players_scrolling_alone() {
    let mut harness = window([1280.0, 800.0]);
    let humans = ["human".to_owned(), "human".to_owned()];
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &humans).unwrap();
    harness.state_mut().play_random_moves(60, 7);
    steps(&mut harness, 3);
    assert!(shown_row_in_sight(&harness));
    // The wheel over the list takes it up to its start; it stays there, frame after frame.
    harness.event(egui::Event::PointerMoved(list_rect(&harness).center()));
    for _ in 0..20 {
        harness.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, 200.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
            modifiers: Modifiers::NONE,
        });
        steps(&mut harness, 1);
    }
    steps(&mut harness, 20);
    let start = harness.get_by_label("Starting position").rect();
    assert!(list_rect(&harness).contains_rect(start), "the list was scrolled to its start");
    assert!(!shown_row_in_sight(&harness));
    // A new move brings the list back to the position shown.
    harness.state_mut().play_random_moves(1, 8);
    steps(&mut harness, 3);
    assert!(shown_row_in_sight(&harness), "the new move is in sight");
}
