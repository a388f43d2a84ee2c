//! The games this build knows: an explicit list, no life-before-main registration, plus
//! the games of the plugins found on a search path ([`with_plugins`]).

use plateau_core::quote::quote;
use plateau_core::{GameFactory, StaticFactory};

use crate::plugins::{self, PluginStatus, SearchPath};

/// Every compiled-in game, in menu order.
pub fn builtin() -> Vec<Box<dyn GameFactory>> {
    vec![
        Box::new(StaticFactory::<plateau_dvonn::Dvonn>::new()),
        Box::new(StaticFactory::<plateau_gipf::Gipf>::new()),
        Box::new(StaticFactory::<plateau_knightline::KnightLine>::new()),
    ]
}

/// The built-in games followed by the games of the usable plugins on `search` (probed in a
/// child process first, see [`plugins::load`]), and what happened to every plugin file.
/// A built-in game keeps its id: a plugin for the same id is reported, not loaded.
pub fn with_plugins(search: &SearchPath) -> (Vec<Box<dyn GameFactory>>, Vec<PluginStatus>) {
    let mut games = builtin();
    let (factories, statuses) = plugins::load(search, &games);
    games.extend(factories.into_iter().map(|f| Box::new(f) as Box<dyn GameFactory>));
    (games, statuses)
}

/// The registered game with this id.
pub fn find(games: &[Box<dyn GameFactory>], id: &str) -> anyhow::Result<usize> {
    games.iter().position(|g| g.info().id.eq_ignore_ascii_case(id)).ok_or_else(|| {
        let known: Vec<&str> = games.iter().map(|g| g.info().id.as_str()).collect();
        // The id comes from a file or a command line: quoted, so it is cut and escaped.
        anyhow::anyhow!("unknown game '{}' (known: {})", quote(id), known.join(", "))
    })
}
