//! Numbers on the command line, bounded. Every numeric argument has a range that a desktop
//! survives, checked by clap while it parses: a value out of range (or not a number) is a
//! clear usage error with exit code 2, never a panic (`Duration::from_secs_f64` panics on
//! overflow), an abort on allocation, or a run that would last for years.

use plateau_core::quote::quote;
use std::time::Duration;

use clap::builder::{RangedU64ValueParser, TypedValueParser};

/// Longest duration any argument accepts: one week.
pub const MAX_SECONDS: f64 = 7.0 * 86_400.0;

/// Most games one `plateau match` plays.
pub const MAX_GAMES: u64 = 1_000_000;

/// Most moves a game may be allowed (`--max-moves`, `--max-plies`).
pub const MAX_MOVES: u64 = 10_000_000;

/// Most worker threads.
pub const MAX_THREADS: u64 = 1_024;

/// Deepest perft: already depth 10 of any of our games takes hours.
pub const MAX_PERFT_DEPTH: u64 = 16;

/// Most random moves played before something (demo positions, openings).
pub const MAX_RANDOM_MOVES: u64 = 100_000;

/// Deepest search depth a caller may ask for, in plies.
pub const MAX_SEARCH_DEPTH: u64 = 1_000;

/// The cores of this machine (one if it cannot tell), as a thread count.
pub fn cores() -> u32 {
    std::thread::available_parallelism().map_or(1, |n| u32::try_from(n.get()).unwrap_or(u32::MAX))
}

/// A positive number of seconds (fractions allowed) up to [`MAX_SECONDS`].
pub fn seconds(text: &str) -> Result<Duration, String> {
    let value: f64 =
        text.trim().parse().map_err(|_| format!("'{}' is not a number of seconds", quote(text)))?;
    if value.is_nan() || value <= 0.0 {
        return Err(format!("the number of seconds must be above 0, not {text}"));
    }
    if value > MAX_SECONDS {
        return Err(format!("at most {MAX_SECONDS} seconds (one week), not {text}"));
    }
    Ok(Duration::from_secs_f64(value))
}

/// A whole number in `min..=max` of type `T` (clap reports anything else with the range).
pub fn whole<T>(min: u64, max: u64) -> impl TypedValueParser<Value = T>
where
    T: TryFrom<u64> + Clone + Send + Sync + 'static,
    <T as TryFrom<u64>>::Error: std::error::Error + Send + Sync + 'static,
{
    RangedU64ValueParser::<T>::new().range(min..=max)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_take_fractions_and_refuse_what_would_overflow() {
        assert_eq!(seconds("1.5"), Ok(Duration::from_millis(1500)));
        assert_eq!(seconds(" 2 "), Ok(Duration::from_secs(2)));
        for bad in ["0", "-1", "nan", "inf", "1e400", "1e300", "604801", "abc", ""] {
            let e = seconds(bad).unwrap_err();
            assert!(e.contains(bad.trim()) || bad.trim().is_empty(), "{bad}: {e}");
        }
        assert!(seconds("604800").is_ok());
    }
}
