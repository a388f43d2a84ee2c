//! `plateau check`: validates a save file by replaying it.

use std::fs;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;
use plateau_core::GameFactory;
use plateau_core::save::SaveFile;

use crate::registry;

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The save file.
    file: PathBuf,
}

pub fn run(games: &[Box<dyn GameFactory>], args: &CheckArgs) -> anyhow::Result<ExitCode> {
    let context = || format!("{}", args.file.display());
    // Read here rather than with `SaveFile::read`, whose error names the file itself and
    // would then name it twice under the context.
    let text = fs::read_to_string(&args.file).with_context(context)?;
    let save = SaveFile::from_json(&text).with_context(context)?;
    let factory = &games[registry::find(games, &save.game.id).with_context(context)?];
    let session = save.restore(factory.as_ref()).with_context(context)?;
    outln!(
        "{}: {} of {} replay, cursor at {}: {}",
        args.file.display(),
        plateau_core::plural(save.moves.len(), "move"),
        session.info().name,
        session.cursor(),
        super::describe_outcome(session.as_ref())
    );
    Ok(ExitCode::SUCCESS)
}
