//! `plateau check`: validates a save file by replaying it.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;
use plateau_core::GameFactory;

use crate::registry;

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The save file.
    file: PathBuf,
}

pub fn run(games: &[Box<dyn GameFactory>], args: &CheckArgs) -> anyhow::Result<ExitCode> {
    let context = || format!("{}", args.file.display());
    let save = super::read_save(&args.file)?;
    let factory = &games[registry::find(games, &save.game.id).with_context(context)?];
    let session = save.restore(factory.as_ref()).with_context(context)?;
    outln!(
        "{}: {} of {} replay, cursor at {}: {}",
        args.file.display(),
        plateau_core::plural(save.moves.len(), "move"),
        crate::engine::one_line(&session.info().name),
        session.cursor(),
        super::describe_outcome(session.as_ref())
    );
    Ok(ExitCode::SUCCESS)
}
