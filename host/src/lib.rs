//! Plateau's front end: the desktop app ([`app`]), the command line ([`cli`]), the registry
//! of compiled-in games ([`registry`]) and the plugin loader ([`plugins`]). The binary
//! `plateau` is a thin wrapper.

pub mod app;
pub mod cli;
pub mod engine;
pub mod guarded;
pub mod i18n;
pub mod lab;
pub mod plugins;
pub mod registry;
pub mod review;
pub mod version;
