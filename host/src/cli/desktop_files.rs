//! `plateau desktop-files DIR`: writes what a package installs beside the binary that is made
//! from the command line's own definition, so it can never disagree with it: the man page
//! (`plateau.1`) and the shell completions for bash, zsh and fish. `scripts/release-build`,
//! where both packages start, runs it; it is hidden from `--help`.

use std::fs;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::{Args, CommandFactory};
use clap_complete::Shell;
use plateau_core::files;

use super::Cli;

#[derive(Debug, Args)]
pub struct DesktopFilesArgs {
    /// The folder to write into (created if missing): plateau.1, plateau.bash, _plateau,
    /// plateau.fish.
    dir: PathBuf,
}

/// The files `args` asks for, each written whole or not at all, as Plateau writes files.
pub fn run(args: &DesktopFilesArgs) -> anyhow::Result<ExitCode> {
    fs::create_dir_all(&args.dir).with_context(|| format!("cannot create {}", args.dir.display()))?;
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command()).render(&mut page).context("cannot render the man page")?;
    files::write(&args.dir.join("plateau.1"), &page)?;
    for (shell, name) in
        [(Shell::Bash, "plateau.bash"), (Shell::Zsh, "_plateau"), (Shell::Fish, "plateau.fish")]
    {
        let mut script = Vec::new();
        clap_complete::generate(shell, &mut Cli::command(), "plateau", &mut script);
        files::write(&args.dir.join(name), &script)?;
    }
    Ok(ExitCode::SUCCESS)
}
