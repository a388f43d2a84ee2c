//! The games this build knows: an explicit list, no life-before-main registration.

use plateau_core::GameFactory;
use plateau_core::StaticFactory;

/// Every compiled-in game, in menu order.
pub fn builtin() -> Vec<Box<dyn GameFactory>> {
    vec![
        Box::new(StaticFactory::<plateau_dvonn::Dvonn>::new()),
        Box::new(StaticFactory::<plateau_gipf::Gipf>::new()),
        Box::new(StaticFactory::<plateau_knightline::KnightLine>::new()),
    ]
}

/// The registered game with this id.
pub fn find(games: &[Box<dyn GameFactory>], id: &str) -> anyhow::Result<usize> {
    games.iter().position(|g| g.info().id.eq_ignore_ascii_case(id)).ok_or_else(|| {
        let known: Vec<&str> = games.iter().map(|g| g.info().id.as_str()).collect();
        anyhow::anyhow!("unknown game '{id}' (known: {})", known.join(", "))
    })
}
