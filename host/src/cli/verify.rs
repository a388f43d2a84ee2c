//! `plateau verify`: replays a file of recorded games. The last line is
//! `verified: K/N games match`; the exit code is 0 only if all match.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use plateau_core::GameFactory;
use plateau_core::files::{self, FileKind};
use plateau_core::vectors::{RecordedGame, verify};

use crate::registry;

#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// Game id (see `plateau games`).
    #[arg(long, short)]
    game: String,
    /// Recorded games, one JSON object per line (each line carries its own options).
    file: PathBuf,
}

pub fn run(games: &[Box<dyn GameFactory>], args: &VerifyArgs) -> anyhow::Result<ExitCode> {
    let factory = games[registry::find(games, &args.game)?].as_ref();
    let text = files::read_text(&args.file, FileKind::Records)?;
    let lines: Vec<(usize, &str)> =
        text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()).map(|(i, l)| (i + 1, l)).collect();
    let progress = ProgressBar::new(lines.len() as u64).with_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {elapsed}")
            .expect("valid progress template"),
    );
    let mut matching = 0;
    for &(number, line) in &lines {
        match RecordedGame::from_line(line) {
            Err(e) => progress.suspend(|| -> std::io::Result<()> {
                outln!("line {number}: not a recorded game: {e}");
                Ok(())
            })?,
            Ok(game) => {
                let mismatches = verify(factory, &game);
                if mismatches.is_empty() {
                    matching += 1;
                }
                for m in mismatches {
                    // Mismatches are the command's output: stdout, above the bar on stderr.
                    progress.suspend(|| -> std::io::Result<()> {
                        outln!("{}", crate::engine::one_line(&m.to_string()));
                        Ok(())
                    })?;
                }
            }
        }
        progress.inc(1);
    }
    progress.finish_and_clear();
    outln!("verified: {matching}/{} games match", lines.len());
    Ok(if matching == lines.len() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
