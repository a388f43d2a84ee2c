//! How much address space the engine sets aside for each instance's memory, fitted to the
//! process's own limit on it.
//!
//! By default wasmtime reserves 4 GiB for every 32-bit linear memory, with a 32 MiB guard on
//! either side: every address a guest can form then lands in the reservation or its guard,
//! so the compiled code needs no bounds checks. The reservation is only address space, never
//! memory, so that is the layout to keep wherever the address space is unbounded. But where
//! it is bounded (`ulimit -v` of a few GB, common on shared clusters), one such reservation
//! alone does not fit and no plugin could load ("mmap failed to reserve 0x104000000 bytes").
//!
//! So the layout depends on `RLIMIT_AS`, read once when the engine starts:
//!
//! - unlimited, or room for [`INSTANCES`] full reservations: wasmtime's own layout;
//! - else each memory reserves what the sandbox lets it reach ([`super::WasmLimits`]'s cap,
//!   256 MiB by default), at most an [`INSTANCES`]th of the limit, with a small guard after
//!   it and none before, and never moves: the reservation is then also the most memory an
//!   instance can have ([`Layout::reach`]), whatever its cap says.
//!
//! The reduced layout costs speed, since the code checks bounds: Hex's random playouts in
//! the sandbox ran at 0.71 of the speed of the full layout on the same machine (`plateau
//! bench`, per CPU-second: 23,978 against 33,876), and at 0.65 when memories could move,
//! as the base address is then loaded again after every call. Cranelift's Spectre guard on
//! those checks costs most of the rest (0.93 without it), but it is what keeps a plugin
//! from reading the host's memory speculatively, so it stays.

use wasmtime::Config;

/// How many instances (a game, its agents, the copies that think) must fit in the address
/// space at once.
const INSTANCES: u64 = 8;

/// wasmtime's own reservation on 64-bit hosts, with its guards before and after.
const FULL_LAYOUT: u64 = (4 << 30) + 2 * (32 << 20);

/// The guard after a reduced reservation: more than any static offset the Rust compiler
/// puts into a load or a store in practice, so one check covers several nearby accesses.
const SMALL_GUARD: u64 = 2 << 20;

/// A WebAssembly page.
const PAGE: u64 = 64 << 10;

/// The layout chosen for a process whose address space is limited to `limit` bytes (`None`:
/// unlimited), for memories capped at `cap` bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Layout {
    /// wasmtime's defaults: 4 GiB and guards, no bounds checks.
    Full,
    /// `reservation` bytes per memory and a small guard after it, bounds checked.
    Reduced { reservation: u64 },
}

impl Layout {
    /// The layout for an address space of `limit` bytes and memories capped at `cap`.
    pub(super) fn fitting(limit: Option<u64>, cap: u64) -> Self {
        let Some(limit) = limit else { return Self::Full };
        let share = limit / INSTANCES;
        if share >= FULL_LAYOUT {
            return Self::Full;
        }
        let wanted = cap.div_ceil(PAGE) * PAGE;
        let fits = share.saturating_sub(SMALL_GUARD) / PAGE * PAGE;
        Self::Reduced { reservation: wanted.min(fits) }
    }

    /// Applies the layout to the engine's configuration.
    pub(super) fn apply(self, config: &mut Config) {
        if let Self::Reduced { reservation } = self {
            config
                .memory_reservation(reservation)
                .memory_guard_size(SMALL_GUARD)
                .guard_before_linear_memory(false)
                // The base address of a memory that cannot move is loaded once per call, not
                // again after every call that might have grown it.
                .memory_may_move(false)
                .memory_reservation_for_growth(0);
        }
    }

    /// The most bytes a memory can have in this layout (`None`: as many as its cap allows).
    pub(super) fn reach(self) -> Option<u64> {
        match self {
            Self::Full => None,
            Self::Reduced { reservation } => Some(reservation),
        }
    }
}

/// The process's limit on its address space (`RLIMIT_AS`, the soft one), if it has one.
#[cfg(unix)]
#[allow(clippy::useless_conversion, reason = "`rlim_t` is narrower than `u64` on some systems")]
pub(super) fn address_space_limit() -> Option<u64> {
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: `getrlimit` writes one `rlimit` through the pointer, which points to a live,
    // writable `rlimit` of this function.
    let status = unsafe { libc::getrlimit(libc::RLIMIT_AS, &raw mut limit) };
    (status == 0 && limit.rlim_cur != libc::RLIM_INFINITY).then(|| u64::from(limit.rlim_cur))
}

/// Other systems have no such limit that this build knows of.
#[cfg(not(unix))]
pub(super) fn address_space_limit() -> Option<u64> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const CAP: u64 = 256 << 20;

    #[test]
    fn an_unbounded_address_space_keeps_the_layout_without_bounds_checks() {
        assert_eq!(Layout::fitting(None, CAP), Layout::Full);
        assert_eq!(Layout::fitting(Some(1 << 40), CAP), Layout::Full);
    }

    #[test]
    fn a_few_gigabytes_reserve_what_the_cap_lets_a_memory_reach() {
        for limit in [3_000_000u64 << 10, 4 << 30, 16 << 30] {
            assert_eq!(Layout::fitting(Some(limit), CAP), Layout::Reduced { reservation: CAP }, "{limit}");
        }
    }

    #[test]
    fn a_tight_limit_shares_the_address_space_between_several_instances() {
        let limit = 1u64 << 30;
        let Layout::Reduced { reservation } = Layout::fitting(Some(limit), CAP) else {
            panic!("a reduced layout under 1 GiB");
        };
        assert!(reservation < CAP);
        assert_eq!(reservation % PAGE, 0);
        assert!(INSTANCES * (reservation + SMALL_GUARD) <= limit);
    }

    #[test]
    fn an_odd_cap_is_reserved_in_whole_pages() {
        let cap = (10 << 20) + 1;
        assert_eq!(Layout::fitting(Some(4 << 30), cap), Layout::Reduced { reservation: (10 << 20) + PAGE });
    }
}
