//! Records the commit the binary is built from, for `plateau --version`: `PLATEAU_COMMIT`
//! when set (a build from a release archive, which has no repository), else what git says
//! of the checkout, else "unknown".

use std::path::Path;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=PLATEAU_COMMIT");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the host sits inside the workspace");
    let git = root.join(".git");
    // Only a new commit or checkout changes the answer; the index changes with every
    // `git add` and would rebuild the host for nothing.
    for file in ["HEAD", "packed-refs"] {
        println!("cargo:rerun-if-changed={}", git.join(file).display());
    }
    if let Ok(head) = std::fs::read_to_string(git.join("HEAD"))
        && let Some(reference) = head.trim().strip_prefix("ref: ")
    {
        println!("cargo:rerun-if-changed={}", git.join(reference).display());
    }
    let commit = std::env::var("PLATEAU_COMMIT").ok().filter(|c| !c.trim().is_empty()).or_else(|| {
        Command::new("git")
            .args(["rev-parse", "--short=12", "HEAD"])
            .current_dir(root)
            .output()
            .ok()
            .filter(|out| out.status.success())
            .and_then(|out| String::from_utf8(out.stdout).ok())
            .map(|text| text.trim().to_owned())
    });
    let commit: String = commit
        .unwrap_or_else(|| "unknown".to_owned())
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(40)
        .collect();
    println!("cargo:rustc-env=PLATEAU_COMMIT={commit}");
}
