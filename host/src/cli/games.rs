//! `plateau games`: what this build plays.

use plateau_core::{GameFactory, OptionKind};

pub fn run(games: &[Box<dyn GameFactory>]) {
    for factory in games {
        let info = factory.info();
        println!("{} ({}), {} players: {}", info.id, info.name, info.player_count(), info.players.join(", "));
        println!("    {}", info.description);
        for option in &info.options {
            let values = match &option.kind {
                OptionKind::Choice { choices, default } => {
                    format!("{} (default {default})", choices.join("|"))
                }
                OptionKind::Integer { min, max, default } => format!("{min}..={max} (default {default})"),
                OptionKind::Flag { default } => format!("true|false (default {default})"),
            };
            println!("    --option {}={values}  {}", option.key, option.help);
        }
    }
}
