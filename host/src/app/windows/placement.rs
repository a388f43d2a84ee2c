//! Where a window opens: inside the work area, below the menu bar and above the status
//! line, and never larger than it. Left to itself egui opens a window near the top left of
//! the whole window, over the menu bar, and lets a tall one run off a small screen.

use egui::{Rect, Window, vec2};

/// The gap between a window and the work area's top left corner when it first opens.
const MARGIN: f32 = 12.0;

/// `window`, kept inside `work_area` and first opened at its top left.
pub fn in_work_area(window: Window<'_>, work_area: Rect) -> Window<'_> {
    // Until the first frame has measured the work area there is nothing to keep inside.
    if !work_area.is_finite() || !work_area.is_positive() {
        return window;
    }
    window.constrain_to(work_area).default_pos(work_area.left_top() + vec2(MARGIN, MARGIN))
}
