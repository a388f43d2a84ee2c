//! The monotonic clock searches read, on every target.
//!
//! Natively a [`Moment`] is an [`std::time::Instant`]. Inside a WebAssembly plugin there is
//! no clock at all (`wasm32-unknown-unknown` has none, and the sandbox imports nothing), so
//! the host writes a coarse time into [`GUEST_MILLIS`] while the guest runs, and a moment is
//! that count. Code that measures time uses this module, never `Instant` directly, so it
//! builds and behaves alike in both places.

use std::ops::{Add, Sub};
use std::time::Duration;

/// Milliseconds the host has counted since the guest was started, written by the host
/// between the guest's instructions (see the plugin ABI's WebAssembly tier). Natively
/// unused.
pub static GUEST_MILLIS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

#[cfg(not(target_arch = "wasm32"))]
type Inner = std::time::Instant;
#[cfg(target_arch = "wasm32")]
type Inner = Duration;

/// A point in time, comparable with other moments of the same process.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Moment(Inner);

impl Moment {
    /// Now.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn now() -> Self {
        Self(std::time::Instant::now())
    }

    /// Now, as the host last told the guest.
    #[cfg(target_arch = "wasm32")]
    pub fn now() -> Self {
        Self(Duration::from_millis(GUEST_MILLIS.load(std::sync::atomic::Ordering::Relaxed)))
    }

    /// Time since this moment (zero if the clock has not moved).
    pub fn elapsed(&self) -> Duration {
        Self::now() - *self
    }

    /// This moment plus `duration`, if that can be represented.
    pub fn checked_add(&self, duration: Duration) -> Option<Self> {
        self.0.checked_add(duration).map(Self)
    }
}

impl Add<Duration> for Moment {
    type Output = Self;

    fn add(self, duration: Duration) -> Self {
        Self(self.0 + duration)
    }
}

impl Sub for Moment {
    type Output = Duration;

    /// The time from `earlier` to this moment, zero if `earlier` is later.
    fn sub(self, earlier: Self) -> Duration {
        #[cfg(not(target_arch = "wasm32"))]
        return self.0.saturating_duration_since(earlier.0);
        #[cfg(target_arch = "wasm32")]
        return self.0.saturating_sub(earlier.0);
    }
}

/// Nanoseconds of wall-clock time since the Unix epoch, for seeds that should differ from
/// run to run. Inside a WebAssembly guest there is no wall clock: the coarse guest time
/// mixed with a per-process counter stands in.
pub fn seed_from_time() -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::time::{SystemTime, UNIX_EPOCH};
        SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
    }
    #[cfg(target_arch = "wasm32")]
    {
        static CALLS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let calls = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        GUEST_MILLIS.load(std::sync::atomic::Ordering::Relaxed).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ calls
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_order_and_subtract_without_going_negative() {
        let earlier = Moment::now();
        let later = earlier + Duration::from_millis(5);
        assert!(later > earlier);
        assert_eq!(later - earlier, Duration::from_millis(5));
        assert_eq!(earlier - later, Duration::ZERO);
        assert!(earlier.checked_add(Duration::MAX).is_none());
    }
}
