//! Probe verdicts kept per plugin content, so a plugin that hangs or crashes its probe costs
//! its timeout once, not at every start, and a good one is not probed again. A verdict is
//! good for the build of Plateau that reached it: the file name carries this build's
//! version.

use std::path::PathBuf;

use plateau_core::files::{self, FileKind};
use serde::{Deserialize, Serialize};

use super::LoadedPlugin;

/// What a probe found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// Usable: what it is.
    Usable(LoadedPlugin),
    /// Not usable: why, in the words of the first probe.
    Unusable(String),
}

/// Where verdicts are kept.
#[derive(Clone, Debug)]
pub struct Verdicts {
    dir: Option<PathBuf>,
}

impl Verdicts {
    /// Verdicts in `dir` (none kept if `None`).
    pub fn at(dir: Option<PathBuf>) -> Self {
        Self { dir }
    }

    fn file(&self, hash: &str) -> Option<PathBuf> {
        let build = format!("{}-abi{}", env!("CARGO_PKG_VERSION"), plateau_plugin::abi::ABI_VERSION);
        Some(self.dir.as_ref()?.join(format!("{hash}-{build}.json")))
    }

    /// The verdict on the plugin with this content hash, if one is kept.
    pub fn get(&self, hash: &str) -> Option<Verdict> {
        let text = files::read_text(&self.file(hash)?, FileKind::AppState).ok()?;
        serde_json::from_str(&text).ok()
    }

    /// Keeps a verdict (failing to keep it only costs a probe next time).
    pub fn put(&self, hash: &str, verdict: &Verdict) {
        if let (Some(file), Ok(text)) = (self.file(hash), serde_json::to_string(verdict)) {
            if let Some(folder) = file.parent() {
                let _ = std::fs::create_dir_all(folder);
            }
            let _ = files::write(&file, text.as_bytes());
        }
    }
}
