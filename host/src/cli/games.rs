//! `plateau games`: what this build plays, and the plugins found.

use plateau_core::{GameFactory, OptionKind};

use crate::plugins::{PluginOutcome, PluginStatus};

pub fn run(games: &[Box<dyn GameFactory>], plugins: &[PluginStatus]) -> std::io::Result<()> {
    for factory in games {
        let info = factory.info();
        let from = plugins.iter().find(|s| s.loaded().is_some_and(|l| l.game_id == info.id));
        let marker = from.map(|s| format!(" [plugin {}]", s.path.display())).unwrap_or_default();
        outln!(
            "{} ({}), {} players: {}{marker}",
            info.id,
            info.name,
            info.player_count(),
            info.players.join(", ")
        );
        outln!("    {}", info.description);
        for option in &info.options {
            let values = match &option.kind {
                OptionKind::Choice { choices, default } => {
                    format!("{} (default {default})", choices.join("|"))
                }
                OptionKind::Integer { min, max, default } => format!("{min}..={max} (default {default})"),
                OptionKind::Flag { default } => format!("true|false (default {default})"),
            };
            outln!("    --option {}={values}  {}", option.key, option.help);
        }
    }
    if !plugins.is_empty() {
        outln!();
        outln!("plugins:");
        for status in plugins {
            match &status.outcome {
                PluginOutcome::Loaded(loaded) => outln!("  loaded {}: {loaded}", status.path.display()),
                PluginOutcome::Failed(failure) => outln!("  FAILED {failure}"),
            }
        }
    }
    Ok(())
}
