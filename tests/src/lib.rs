//! Test machinery shared by the workspace integration tests: the generic conformance suite
//! that every game, compiled in or loaded as a plugin, must pass.

pub mod conformance;

use std::path::PathBuf;

/// Path of a file in the shared recorded-games folder, which sits beside the repository as
/// `../shared/vectors/`.
pub fn vectors_file(name: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/vectors").join(name);
    assert!(
        path.exists(),
        "recorded games not found at {} (expected ../shared/vectors beside the repo)",
        path.display()
    );
    path
}
