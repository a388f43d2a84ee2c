//! Records the compiler's version for the plugin header's build information.

use std::process::Command;

fn main() {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let version = Command::new(rustc)
        .arg("--version")
        .output()
        .ok()
        .filter(|out| out.status.success())
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .map_or_else(|| "unknown".to_owned(), |text| text.trim().chars().take(90).collect::<String>());
    println!("cargo:rustc-env=PLATEAU_PLUGIN_RUSTC_VERSION={version}");
    println!("cargo:rerun-if-env-changed=RUSTC");
}
