//! The game screen's side panel width: a share of the window until the user drags its edge.
//!
//! egui keeps a resizable panel's width once it has been drawn, and takes the default width
//! only the first time. The first frame can come before the window has its final size (under
//! Xvfb a 1280-wide window once showed a 240-point panel: 0.3 of 800, winit's first size), so
//! a default fixed then would stick at a small window's width. Instead the default follows
//! the window: while the panel is drawn at the width last asked for, a window of another width
//! gets a panel under a fresh id, so egui takes the new default. Once the panel's width
//! departs from what was asked (the user dragged its edge), the width is the user's and stays.

/// The width of one game screen's side panel. A new one for every game screen, so that a
/// width dragged in one game does not carry over to the next.
pub struct PanelWidth {
    salt: egui::Id,
    /// Bumped to give the panel a fresh id, so egui applies a new default width.
    generation: u32,
    /// The default width last asked for; `None` before the first frame.
    asked: Option<f32>,
    /// Set once the user has sized the panel by hand: its width is theirs from then on.
    by_hand: bool,
}

/// How far (in points) a drawn panel may be off the width asked for before it counts as sized
/// by hand: egui rounds panel edges to pixels.
const TOLERANCE: f32 = 1.5;

impl Default for PanelWidth {
    fn default() -> Self {
        static SCREENS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = SCREENS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Self { salt: egui::Id::unique(("plateau-side-panel", n)), generation: 0, asked: None, by_hand: false }
    }
}

impl PanelWidth {
    /// The default width for a window whose content is `available` points wide: the panel
    /// takes less of a small window, so the board stays large (800×600 leaves it about 560
    /// points instead of 490).
    pub fn default_for(available: f32) -> f32 {
        (available * 0.3).clamp(220.0, 320.0)
    }

    /// The panel to show this frame in a space `available` points wide.
    pub fn panel(&mut self, available: f32) -> egui::Panel {
        let wanted = Self::default_for(available);
        if !self.by_hand {
            // The id changes only with the default, never in the frame of a drag: a panel
            // under a fresh id would forget the width being dragged.
            if self.asked.is_some_and(|asked| (asked - wanted).abs() > TOLERANCE) {
                self.generation += 1;
            }
            self.asked = Some(wanted);
        }
        egui::Panel::right(self.salt.with(self.generation))
            .default_size(wanted)
            .size_range(200.0..=(available * 0.45).max(200.0))
    }

    /// Notes the width the panel was drawn at: a width other than the one asked for means the
    /// user dragged the edge, and from then on the width is theirs.
    pub fn drawn(&mut self, width: f32) {
        if self.asked.is_some_and(|asked| (asked - width).abs() > TOLERANCE) {
            self.by_hand = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_follows_the_window_until_the_user_drags_the_edge() {
        let mut width = PanelWidth::default();
        let _ = width.panel(800.0);
        width.drawn(PanelWidth::default_for(800.0));
        let _ = width.panel(800.0);
        assert_eq!(
            (width.asked, width.generation),
            (Some(PanelWidth::default_for(800.0)), 0),
            "same window, same panel"
        );

        // The window grows before anyone touched the panel: a fresh default.
        let _ = width.panel(1280.0);
        assert_eq!(width.asked, Some(320.0));
        assert_eq!(width.generation, 1);
        width.drawn(320.0);

        // The user drags the edge: the width is theirs, whatever the window does next.
        width.drawn(410.0);
        assert!(width.by_hand);
        let _ = width.panel(900.0);
        let _ = width.panel(1600.0);
        assert_eq!(width.generation, 1, "the panel keeps its id, and with it the dragged width");
    }

    #[test]
    fn a_panel_dragged_on_its_first_frame_stays_as_dragged() {
        let mut width = PanelWidth::default();
        let _ = width.panel(1280.0);
        width.drawn(500.0);
        let _ = width.panel(1000.0);
        assert!(width.by_hand);
        assert_eq!(width.generation, 0, "the panel keeps its id, and with it the dragged width");
    }
}
