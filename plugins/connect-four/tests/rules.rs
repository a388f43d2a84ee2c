//! The rules of Connect Four against a plain model written here from the rules alone (a
//! grid of cells, every line of four checked by walking it), and the wins, draws and
//! refusals a player meets.

use connect_four_plugin::{ConnectFour, ConnectFourOptions};
use plateau_core::perft::perft;
use plateau_core::{Coord, Game, GameView, Player, ToMove, Verdict};

/// A position the plain way: `cells[column][row]` holds the seat of a disc, row 0 at the
/// bottom.
#[derive(Clone)]
struct Plain {
    cells: Vec<Vec<Option<usize>>>,
    rows: usize,
    to_move: usize,
    over: bool,
}

impl Plain {
    fn new(columns: usize, rows: usize) -> Self {
        Self { cells: vec![Vec::new(); columns], rows, to_move: 0, over: false }
    }

    fn at(&self, column: i32, row: i32) -> Option<usize> {
        let column = usize::try_from(column).ok()?;
        let row = usize::try_from(row).ok()?;
        *self.cells.get(column)?.get(row)?
    }

    fn moves(&self) -> Vec<usize> {
        if self.over {
            return Vec::new();
        }
        (0..self.cells.len()).filter(|&c| self.cells[c].len() < self.rows).collect()
    }

    fn play(&mut self, column: usize) {
        let seat = self.to_move;
        self.cells[column].push(Some(seat));
        let (c, r) = (column as i32, self.cells[column].len() as i32 - 1);
        // Walk both ways from the new disc along each direction.
        let run =
            |dc: i32, dr: i32| (1..4).take_while(|&k| self.at(c + k * dc, r + k * dr) == Some(seat)).count();
        let four =
            [(0, 1), (1, 0), (1, 1), (1, -1)].iter().any(|&(dc, dr)| 1 + run(dc, dr) + run(-dc, -dr) >= 4);
        self.over = four || self.cells.iter().all(|col| col.len() == self.rows);
        self.to_move = 1 - seat;
    }

    fn perft(&self, depth: u32) -> u64 {
        let moves = self.moves();
        if depth == 0 || moves.is_empty() {
            return u64::from(depth == 0);
        }
        moves
            .into_iter()
            .map(|m| {
                let mut next = self.clone();
                next.play(m);
                next.perft(depth - 1)
            })
            .sum()
    }
}

fn game(columns: u8, rows: u8) -> ConnectFour {
    ConnectFour::new(ConnectFourOptions { columns, rows }).unwrap()
}

#[test]
fn perft_from_the_start_matches_the_plain_model() {
    let c4 = game(7, 6);
    let start = c4.initial_state();
    let plain = Plain::new(7, 6);
    // Nobody can have four before the seventh disc and no column fills before the sixth, so
    // the first six plies branch seven ways each; at the seventh, the seven ways of dropping
    // all six discs into one column leave that column full.
    let known = [7, 49, 343, 2401, 16_807, 117_649, 823_536];
    for (depth, &count) in (1..).zip(&known) {
        assert_eq!(perft(&c4, &start, depth), count, "depth {depth}");
    }
    for depth in 1..=8 {
        assert_eq!(perft(&c4, &start, depth), plain.perft(depth), "depth {depth}");
    }
    // Other sizes, where columns fill sooner and lines run out.
    for (columns, rows) in [(4, 4), (5, 4), (10, 4), (4, 10)] {
        let g = game(columns, rows);
        let plain = Plain::new(columns.into(), rows.into());
        for depth in 1..=6 {
            assert_eq!(
                perft(&g, &g.initial_state(), depth),
                plain.perft(depth),
                "{columns}x{rows} depth {depth}"
            );
        }
    }
}

/// Plays the columns `moves` spells (`"dd e"`: d, d, e; spaces ignored) on the classic board.
fn play(moves: &str) -> (ConnectFour, connect_four_plugin::ConnectFourState) {
    let c4 = game(7, 6);
    let mut state = c4.initial_state();
    for letter in moves.chars().filter(|c| !c.is_whitespace()) {
        let mv = c4.parse_move(&state, &letter.to_string()).unwrap();
        c4.try_play(&mut state, mv).unwrap_or_else(|e| panic!("{moves}: {letter}: {e}"));
    }
    (c4, state)
}

/// Asserts Red (seat 0) has won, with exactly `line` (cell names) highlighted.
fn assert_red_won_with(moves: &str, line: &[&str]) {
    let (c4, state) = play(moves);
    let outcome = c4.outcome(&state).unwrap_or_else(|| panic!("{moves}: the game goes on"));
    assert_eq!(outcome.verdict, Verdict::Winner(Player::new(0)), "{moves}");
    assert_eq!(c4.to_move(&state), ToMove::Terminal);
    let mut legal = Vec::new();
    c4.legal_moves(&state, &mut legal);
    assert!(legal.is_empty());
    let view = c4.board_view(&state);
    let mut lit: Vec<&str> = view.highlight.iter().map(|&c| view.cell(c).unwrap().name.as_str()).collect();
    lit.sort_unstable();
    assert_eq!(lit, line, "{moves}");
}

#[test]
fn four_in_any_direction_wins_and_is_highlighted() {
    // Upright: Red stacks column a while Yellow plays b.
    assert_red_won_with("ab ab ab a", &["a1", "a2", "a3", "a4"]);
    // Across the bottom row.
    assert_red_won_with("aa bb cc d", &["a1", "b1", "c1", "d1"]);
    // Rising to the right: a1 b2 c3 d4.
    assert_red_won_with("ab bc cd cd dg d", &["a1", "b2", "c3", "d4"]);
    // Falling to the right: d1 c2 b3 a4.
    assert_red_won_with("dc cb ba ba ag a", &["a4", "b3", "c2", "d1"]);
}

#[test]
fn three_in_a_line_and_a_broken_line_do_not_win() {
    let (c4, state) = play("aa bb cg e");
    assert!(c4.outcome(&state).is_none(), "a1 b1 c1 and e1 are not four in a line");
    assert!(c4.board_view(&state).highlight.is_empty());
}

#[test]
fn a_full_column_refuses_a_disc_and_a_full_board_is_a_draw() {
    let (c4, mut state) = play("aaaaaa");
    let a = c4.parse_move(&state, "a").unwrap();
    let refused = c4.try_play(&mut state, a).unwrap_err();
    assert!(refused.to_string().contains("column a is full"), "{refused}");
    // A draw: fill the small board in an order the plain model finds has no line.
    let small = game(4, 4);
    let drawn = find_draw(&small, &mut small.initial_state()).expect("a 4×4 board can fill without a line");
    let outcome = small.outcome(&drawn).unwrap();
    assert_eq!((outcome.verdict, outcome.code.as_str()), (Verdict::Draw, "board-full"));
}

/// A full board with no four on it, reached from `state` by depth-first search.
fn find_draw(
    g: &ConnectFour,
    state: &mut connect_four_plugin::ConnectFourState,
) -> Option<connect_four_plugin::ConnectFourState> {
    if let Some(outcome) = g.outcome(state) {
        return (outcome.verdict == Verdict::Draw).then(|| state.clone());
    }
    let mut moves = Vec::new();
    g.legal_moves(state, &mut moves);
    moves.into_iter().find_map(|m| {
        let mut next = state.clone();
        g.play_unchecked(&mut next, m);
        find_draw(g, &mut next)
    })
}

#[test]
fn moves_are_column_letters_and_a_click_anywhere_in_the_column_drops() {
    let (c4, state) = play("dd");
    let d = c4.parse_move(&state, " D ").unwrap();
    assert_eq!(c4.notation(&state, d), "d");
    assert!(c4.parse_move(&state, "h").is_err(), "the classic board has no column h");
    assert!(c4.parse_move(&state, "dd").is_err());
    let input = c4.move_input(&state, d);
    assert_eq!(input.cells, vec![Coord::new(3, 2)], "marked where the disc lands: d3");
    assert_eq!(input.ways().count(), 6, "any of the column's six cells");
    assert!(input.ways().all(|way| way.len() == 1 && way[0].x == 3));
}

#[test]
fn the_game_names_its_colours_and_draws_discs_on_a_bounded_grid() {
    let (c4, state) = play("d");
    assert_eq!(c4.info().players, ["Red", "Yellow"]);
    assert_eq!(c4.info().seat_colors, [connect_four_plugin::RED, connect_four_plugin::YELLOW]);
    let view = c4.board_view(&state);
    assert_eq!(view.lattice, plateau_core::board::Lattice::Grid);
    assert_eq!(view.cells.len(), 42);
    let d1 = view.cell(Coord::new(3, 0)).unwrap();
    assert_eq!(d1.name, "d1");
    assert_eq!(d1.stack[0].shape, plateau_core::board::PieceShape::Disc);
}

#[test]
fn sizes_outside_four_to_ten_are_refused() {
    for (columns, rows) in [(3, 6), (11, 6), (7, 3), (7, 11), (0, 0)] {
        assert!(ConnectFour::new(ConnectFourOptions { columns, rows }).is_err(), "{columns}x{rows}");
    }
    let read = |pairs: &[&str]| {
        let value = plateau_core::options::from_pairs(pairs).unwrap();
        plateau_core::options::decode::<ConnectFour>(&value)
    };
    assert_eq!(read(&[]).unwrap(), ConnectFourOptions { columns: 7, rows: 6 });
    assert_eq!(read(&["columns=9", "rows=7"]).unwrap(), ConnectFourOptions { columns: 9, rows: 7 });
    assert!(read(&["connect=5"]).is_err());
}
