//! The CPU time of the calling thread, for speed figures: on a busy machine the wall clock
//! counts the time other programs had the core, and a rate per CPU-second does not.

/// Nanoseconds the calling thread has run on a CPU so far, where the system says
/// (`/proc/thread-self/schedstat` on Linux); `None` elsewhere. The kernel brings the figure
/// up to date at the scheduler tick and when the thread yields, so the thread yields first:
/// the figure is then exact to a few microseconds, not to a tick.
pub fn thread_cpu_nanos() -> Option<u64> {
    std::thread::yield_now();
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// Seconds the calling thread ran on a CPU since `start` (a [`thread_cpu_nanos`] reading).
pub fn cpu_seconds_since(start: Option<u64>) -> Option<f64> {
    let now = thread_cpu_nanos()?;
    Some(now.checked_sub(start?)? as f64 * 1e-9)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_busy_thread_is_seen_running() {
        let Some(start) = thread_cpu_nanos() else { return };
        let mut x = 0u64;
        for i in 0..5_000_000u64 {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(i));
        }
        let ran = cpu_seconds_since(Some(start)).unwrap();
        assert!(ran > 0.0, "{ran}");
    }
}
