//! The rules lab's pictures: what each plot shows, computed from a study's results
//! ([`plot_data`]), kept apart from how it is drawn ([`plots`], SVG and PNG through
//! [`canvas`]), so the app can draw the same series with its own widgets.

pub mod canvas;
pub mod plot_data;
pub mod plots;
pub mod ticks;
