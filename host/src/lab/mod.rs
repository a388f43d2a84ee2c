//! The rules lab's pictures: what each plot shows, computed from a study's results
//! ([`plot_data`]), kept apart from how it is drawn ([`plots`], SVG and PNG through
//! [`canvas`]), so the app can draw the same series with its own widgets. The evaluation
//! graph of one reviewed game ([`eval_plot`]) is drawn on the same canvas.

pub mod canvas;
pub mod eval_plot;
pub mod plot_data;
pub mod plots;
pub mod ticks;
