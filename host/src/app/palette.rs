//! Colours of the board and pieces, per theme. Colour roles come from the game's view; the
//! palette decides what they look like.

use crate::tr;
use egui::Color32;
use plateau_core::Rgb;
use plateau_core::board::ColorRole;

/// Colours for one theme.
pub struct Palette {
    pub board: Color32,
    pub cell: Color32,
    pub cell_edge: Color32,
    pub dot: Color32,
    pub grid: Color32,
    pub target: Color32,
    pub selected: Color32,
    pub last_move: Color32,
    pub hint: Color32,
    /// Cells the game points out (a winning line).
    pub highlight: Color32,
    pub label: Color32,
}

impl Palette {
    /// The palette for a dark or light theme.
    pub fn new(dark: bool) -> Self {
        if dark {
            Self {
                board: Color32::from_rgb(52, 46, 40),
                cell: Color32::from_rgb(120, 98, 70),
                cell_edge: Color32::from_rgb(70, 56, 40),
                // Light on the dark board, so the entry dots stay readable.
                dot: Color32::from_rgb(170, 150, 120),
                grid: Color32::from_rgb(80, 70, 58),
                target: Color32::from_rgb(90, 220, 120),
                selected: Color32::from_rgb(80, 170, 255),
                last_move: Color32::from_rgb(255, 170, 40),
                hint: Color32::from_rgb(220, 110, 255),
                highlight: Color32::from_rgb(255, 225, 60),
                label: Color32::from_rgb(230, 220, 200),
            }
        } else {
            Self {
                board: Color32::from_rgb(232, 214, 178),
                cell: Color32::from_rgb(205, 170, 120),
                cell_edge: Color32::from_rgb(150, 115, 75),
                dot: Color32::from_rgb(90, 70, 50),
                grid: Color32::from_rgb(200, 180, 145),
                target: Color32::from_rgb(20, 150, 60),
                selected: Color32::from_rgb(20, 100, 220),
                last_move: Color32::from_rgb(230, 110, 0),
                hint: Color32::from_rgb(160, 40, 200),
                highlight: Color32::from_rgb(215, 170, 0),
                label: Color32::from_rgb(60, 45, 30),
            }
        }
    }
}

/// Fill and outline of the palette's white pieces: the first seat's, and white pieces nobody
/// owns.
const WHITE: (Color32, Color32) = (Color32::from_rgb(245, 242, 235), Color32::from_rgb(90, 90, 90));
/// Fill and outline of the palette's black pieces: the second seat's, and black pieces nobody
/// owns.
const BLACK: (Color32, Color32) = (Color32::from_rgb(35, 35, 40), Color32::from_rgb(150, 150, 150));

/// Fill and outline of a piece of this colour role. `seat_colors` are the colours the game
/// gives its seats ([`plateau_core::GameInfo::seat_colors`]); a seat they name gets its own
/// colour, every other seat the palette's (white, black, red, blue).
pub fn piece_colors(role: ColorRole, seat_colors: &[Rgb]) -> (Color32, Color32) {
    if let ColorRole::Player(p) = role
        && let Some(&own) = seat_colors.get(p.index())
    {
        let fill = Color32::from_rgb(own.red(), own.green(), own.blue());
        return (fill, outline_of(fill));
    }
    match role {
        ColorRole::Player(p) => match p.index() {
            0 => WHITE,
            1 => BLACK,
            2 => (Color32::from_rgb(200, 45, 45), Color32::from_rgb(90, 20, 20)),
            _ => (Color32::from_rgb(60, 120, 200), Color32::from_rgb(20, 50, 100)),
        },
        ColorRole::Accent => (Color32::from_rgb(215, 30, 40), Color32::from_rgb(110, 10, 15)),
        ColorRole::Neutral => (Color32::from_rgb(150, 150, 150), Color32::from_rgb(80, 80, 80)),
        ColorRole::White => WHITE,
        ColorRole::Black => BLACK,
    }
}

/// The outline of a piece whose fill the game chose: the fill at less than half its
/// brightness, so the piece has a firm edge on the light board and on the dark one alike; a
/// fill too dark for that gets a lighter shade of itself instead, as the palette's black
/// pieces get grey.
fn outline_of(fill: Color32) -> Color32 {
    let scale = |c: u8, f: f32| (f32::from(c) * f) as u8;
    if luma(fill) < 70.0 {
        let lift = |c: u8| c + scale(255 - c, 0.5);
        Color32::from_rgb(lift(fill.r()), lift(fill.g()), lift(fill.b()))
    } else {
        Color32::from_rgb(scale(fill.r(), 0.45), scale(fill.g(), 0.45), scale(fill.b(), 0.45))
    }
}

/// Perceived brightness of a colour, 0 (black) to 255 (white).
pub fn luma(c: Color32) -> f32 {
    0.299 * f32::from(c.r()) + 0.587 * f32::from(c.g()) + 0.114 * f32::from(c.b())
}

/// Colour of text drawn on a piece of this fill.
pub fn ink_on(fill: Color32) -> Color32 {
    if luma(fill) > 140.0 { Color32::from_rgb(20, 20, 20) } else { Color32::from_rgb(245, 245, 245) }
}

/// Words for a colour role in accessible labels ("white", "red").
pub fn role_name(role: ColorRole, players: &[String]) -> String {
    match role {
        ColorRole::Player(p) => players
            .get(p.index())
            .map_or_else(|| tr!("colour-player", number = p.index() + 1), |n| n.to_lowercase()),
        ColorRole::Accent => tr!("colour-red"),
        ColorRole::Neutral => tr!("colour-grey"),
        ColorRole::White => tr!("colour-white"),
        ColorRole::Black => tr!("colour-black"),
    }
}

#[cfg(test)]
mod tests {
    use plateau_core::Player;

    use super::*;

    #[test]
    fn a_game_colours_the_seats_it_names_and_the_palette_the_rest() {
        let red = ColorRole::Player(Player::WHITE);
        let third = ColorRole::Player(Player::new(2));
        let own = [Rgb::new(200, 30, 40), Rgb::new(245, 200, 20)];
        assert_eq!(piece_colors(red, &own).0, Color32::from_rgb(200, 30, 40));
        assert_eq!(piece_colors(third, &own), piece_colors(third, &[]), "a seat beyond the list");
        assert_eq!(piece_colors(ColorRole::Accent, &own), piece_colors(ColorRole::Accent, &[]));
        assert_eq!(piece_colors(red, &[]).0, Color32::from_rgb(245, 242, 235), "no colours: white");
    }

    #[test]
    fn outlines_of_chosen_colours_stand_apart_from_their_fill() {
        for own in
            [Rgb::new(200, 30, 40), Rgb::new(245, 200, 20), Rgb::new(10, 10, 60), Rgb::new(255, 255, 255)]
        {
            let (fill, outline) = piece_colors(ColorRole::Player(Player::WHITE), &[own]);
            assert!((luma(fill) - luma(outline)).abs() > 40.0, "{own:?}: {fill:?} against {outline:?}");
        }
    }
}
