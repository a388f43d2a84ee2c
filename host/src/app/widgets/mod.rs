//! Widgets more than one view draws.

pub mod options_editor;
