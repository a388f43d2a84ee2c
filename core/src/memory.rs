//! How much memory a search's tables may take, on every target.
//!
//! Natively a search takes what its settings ask for (an MCTS tree's `memory_mb`, an
//! alpha-beta table's `tt_mb`). Inside a WebAssembly plugin the sandbox caps the memory of
//! the whole instance (256 MiB by default), and asking for more than the cap ends the
//! instance: a search sized by its settings alone (1 GiB for an MCTS tree) failed there
//! after a few seconds instead of answering. So the host writes the cap into
//! [`GUEST_MEMORY_BYTES`] when it makes the instance (see the plugin ABI's WebAssembly tier),
//! and [`search_bytes`] holds a search's tables to a share of it.

use std::sync::atomic::{AtomicU64, Ordering};

/// The most bytes of linear memory the sandbox gives this instance, as the host wrote it; 0
/// when not told (natively, or under a host that does not say).
pub static GUEST_MEMORY_BYTES: AtomicU64 = AtomicU64::new(0);

/// A search's tables may take a third of the sandbox. An arena that grows by doubling holds
/// its old and its new block at once, and the allocator cannot always reuse what the old
/// blocks leave, so a table of `n` bytes can raise the memory in use by nearly `2n`; a third
/// leaves the rest for the game, the move lists and the answers.
const SANDBOX_SHARE: u64 = 3;

/// The bytes a search's tables may take when its settings ask for `asked`: `asked`, or less
/// inside a sandbox too small for it.
pub fn search_bytes(asked: usize) -> usize {
    room(told_cap()).map_or(asked, |room| asked.min(room))
}

/// The cap the host told this instance, if it runs in a sandbox that said.
fn told_cap() -> u64 {
    if cfg!(target_arch = "wasm32") { GUEST_MEMORY_BYTES.load(Ordering::Relaxed) } else { 0 }
}

/// What a search may take in a sandbox of `cap` bytes (`None`: no cap known).
fn room(cap: u64) -> Option<usize> {
    (cap > 0).then(|| usize::try_from(cap / SANDBOX_SHARE).unwrap_or(usize::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sandbox_holds_a_search_to_a_third_of_its_memory() {
        assert_eq!(room(0), None);
        assert_eq!(room(256 << 20), Some((256 << 20) / 3));
    }

    #[test]
    fn natively_a_search_takes_what_it_asks_for() {
        assert_eq!(search_bytes(1 << 30), 1 << 30);
    }
}
