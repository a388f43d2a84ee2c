//! The screens that fill the window below the menu: one at a time.

pub mod game;
pub mod lab;
pub mod start;
