//! `plateau games`: what this build plays, and the plugins found.

use plateau_core::{GameFactory, OptionKind};

use crate::engine::one_line;
use crate::plugins::{PluginOutcome, PluginStatus};

pub fn run(games: &[Box<dyn GameFactory>], plugins: &[PluginStatus]) -> std::io::Result<()> {
    for factory in games {
        let info = factory.info();
        let from = plugins.iter().find(|s| s.loaded().is_some_and(|l| l.game_id == info.id));
        let marker = from
            .and_then(|s| Some(format!(" [plugin {}, {}]", s.path.display(), s.loaded()?.tier.label())))
            .unwrap_or_default();
        let seats = info.players.join(", ");
        let players = match info.player_range() {
            (low, high) if low == high => format!("{}: {seats}", info.players_text()),
            _ => format!("{} (by default {}: {seats})", info.players_text(), info.player_count()),
        };
        // Everything but the numbers may be a plugin's own text: each line stays one line.
        outln!("{}", one_line(&format!("{} ({}), {players}{marker}", info.id, info.name)));
        outln!("    {}", one_line(&info.description));
        for option in &info.options {
            let values = match &option.kind {
                OptionKind::Choice { choices, default, .. } => {
                    format!("{} (default {default})", choices.join("|"))
                }
                OptionKind::Integer { min, max, default } => format!("{min}..={max} (default {default})"),
                OptionKind::Flag { default } => format!("true|false (default {default})"),
            };
            let mut notes = Vec::new();
            if let Some(when) = &option.shown_when {
                notes.push(format!("only with {}={}", when.key, when.values.join("|")));
            }
            if option.engine_only {
                notes.push("an engine setting, not a rule".to_owned());
            }
            let notes = if notes.is_empty() { String::new() } else { format!(" [{}]", notes.join("; ")) };
            outln!("{}", one_line(&format!("    --option {}={values}{notes}  {}", option.key, option.help)));
        }
    }
    if !plugins.is_empty() {
        outln!();
        outln!("plugins:");
        for status in plugins {
            match &status.outcome {
                PluginOutcome::Loaded(loaded) => {
                    outln!("  {}", one_line(&format!("loaded {}: {loaded}", status.path.display())));
                }
                PluginOutcome::Failed(failure) => outln!("  FAILED {}", one_line(&failure.to_string())),
            }
        }
    }
    Ok(())
}
