//! The screens that fill the window below the menu: one at a time.

pub mod game;
pub mod lab;
mod panel_width;
pub mod start;
