//! The evaluation graph of one game (`plateau analyse --png`): each seat's chance to win as
//! the review search judged it ([`crate::review`]), against the move number, with the even
//! share as a reference line. Drawn like the lab's plots, with their colours and legend.

use plotters::coord::Shift;
use plotters::prelude::*;

use super::canvas::{FONT, Figure, LABEL_SIZE, PlotError, TICK_SIZE, TITLE_SIZE, colour};
use super::plots::{GUIDE, legend, legend_room, whole_ticks};
use super::ticks::Ticked;

/// Games of at most this many moves get a dot at every position: in longer ones the dots
/// would merge into the line.
const MOST_DOTTED_MOVES: usize = 60;

/// One game's chances, position by position.
pub struct EvaluationGraph<'a> {
    /// The game's name, for the title.
    pub game: &'a str,
    /// The seats' names, in seat order.
    pub players: &'a [String],
    /// Each position's chances in seat order, in `[0, 1]`: the start, then the position
    /// after each move.
    pub chances: &'a [Vec<f32>],
}

impl Figure for EvaluationGraph<'_> {
    fn draw<DB: DrawingBackend>(&self, area: &DrawingArea<DB, Shift>) -> Result<(), PlotError>
    where
        DB::ErrorType: 'static,
    {
        area.fill(&WHITE)?;
        let moves = self.chances.len().saturating_sub(1);
        // A game without moves still gets an axis one move long.
        let right = moves.max(1) as f64;
        let even = 100.0 / self.players.len().max(1) as f64;
        // The seats and the reference line; the axis runs on above 100% to leave them room.
        let entries = self.players.len() + 1;
        let top = 100.0 * (1.0 + legend_room(entries));
        let mut chart = ChartBuilder::on(area)
            .caption(format!("{}: each player's chance to win, move by move", self.game), (FONT, TITLE_SIZE))
            .margin(20)
            .x_label_area_size(50)
            .y_label_area_size(70)
            .build_cartesian_2d(
                Ticked::new(0.0..right, whole_ticks(0.0, right)),
                Ticked::new(0.0..top, (0..=10).map(|k| f64::from(k) * 10.0)),
            )?;
        chart
            .configure_mesh()
            .bold_line_style(GUIDE.mix(0.25))
            .light_line_style(TRANSPARENT)
            .x_desc("move")
            .y_desc("chance to win (%)")
            .axis_desc_style((FONT, LABEL_SIZE))
            .label_style((FONT, TICK_SIZE))
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_label_formatter(&|y| format!("{y:.0}"))
            .draw()?;
        chart
            .draw_series(DashedLineSeries::new([(0.0, even), (right, even)], 10, 6, GUIDE.stroke_width(2)))?
            .label(format!("even share ({even:.0}%)"))
            .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 14, y)], GUIDE.stroke_width(2)));
        for (seat, name) in self.players.iter().enumerate() {
            let c = colour(seat);
            let points: Vec<(f64, f64)> = self
                .chances
                .iter()
                .enumerate()
                .filter_map(|(i, chances)| chances.get(seat).map(|&p| (i as f64, f64::from(p) * 100.0)))
                .filter(|(_, p)| p.is_finite())
                .collect();
            if moves <= MOST_DOTTED_MOVES {
                chart.draw_series(points.iter().map(|&p| Circle::new(p, 3, c.filled())))?;
            }
            chart
                .draw_series(LineSeries::new(points, c.stroke_width(3)))?
                .label(name.as_str())
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 14, y)], c.stroke_width(3)));
        }
        legend(&mut chart)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::canvas::render;

    #[test]
    fn a_game_of_two_or_three_players_or_no_moves_draws() {
        let two = ["White".to_owned(), "Black".to_owned()];
        let three = ["White".to_owned(), "Black".to_owned(), "Red".to_owned()];
        let cases: [(&[String], Vec<Vec<f32>>); 3] = [
            (&two, vec![vec![0.5, 0.5], vec![0.64, 0.36], vec![0.3, 0.7], vec![0.0, 1.0]]),
            (&three, vec![vec![0.34, 0.33, 0.33], vec![0.5, 0.25, 0.25]]),
            (&two, vec![vec![0.5, 0.5]]),
        ];
        for (players, chances) in &cases {
            let graph = EvaluationGraph { game: "Test", players, chances };
            let picture = render(&graph).unwrap();
            assert!(picture.png.starts_with(b"\x89PNG\r\n\x1a\n"));
            for name in *players {
                assert!(picture.svg.contains(name.as_str()), "the legend names {name}");
            }
            assert!(picture.svg.contains("chance to win (%)"));
        }
    }
}
