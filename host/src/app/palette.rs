//! Colours of the board and pieces, per theme. Colour roles come from the game's view; the
//! palette decides what they look like.

use egui::Color32;
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

/// Fill and outline of a piece of this colour role.
pub fn piece_colors(role: ColorRole) -> (Color32, Color32) {
    match role {
        ColorRole::Player(p) => match p.index() {
            0 => (Color32::from_rgb(245, 242, 235), Color32::from_rgb(90, 90, 90)),
            1 => (Color32::from_rgb(35, 35, 40), Color32::from_rgb(150, 150, 150)),
            2 => (Color32::from_rgb(200, 45, 45), Color32::from_rgb(90, 20, 20)),
            _ => (Color32::from_rgb(60, 120, 200), Color32::from_rgb(20, 50, 100)),
        },
        ColorRole::Accent => (Color32::from_rgb(215, 30, 40), Color32::from_rgb(110, 10, 15)),
        ColorRole::Neutral => (Color32::from_rgb(150, 150, 150), Color32::from_rgb(80, 80, 80)),
    }
}

/// Colour of text drawn on a piece of this fill.
pub fn ink_on(fill: Color32) -> Color32 {
    let luma = 0.299 * f32::from(fill.r()) + 0.587 * f32::from(fill.g()) + 0.114 * f32::from(fill.b());
    if luma > 140.0 { Color32::from_rgb(20, 20, 20) } else { Color32::from_rgb(245, 245, 245) }
}

/// Words for a colour role in accessible labels ("white", "red").
pub fn role_name(role: ColorRole, players: &[String]) -> String {
    match role {
        ColorRole::Player(p) => {
            players.get(p.index()).map_or_else(|| format!("player {}", p.index() + 1), |n| n.to_lowercase())
        }
        ColorRole::Accent => "red".to_owned(),
        ColorRole::Neutral => "grey".to_owned(),
    }
}
