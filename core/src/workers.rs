//! Independent jobs on worker threads, for the match runner and the rules lab: each worker
//! takes the next job from a shared counter, with state of its own (sessions are `Send` but
//! not shared), until the jobs run out, the caller's stop flag is set, or a job fails.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};
use std::thread;

/// The number of workers for `threads` (0: every core) and `jobs` jobs: at least one, and
/// never more than there are jobs.
pub fn worker_count(threads: usize, jobs: usize) -> usize {
    match threads {
        0 => thread::available_parallelism().map_or(1, NonZeroUsize::get),
        n => n,
    }
    .clamp(1, jobs.max(1))
}

/// One job's work: the worker's own state, the job, and the flag that says another job
/// failed. `Ok(None)` when the job was abandoned.
pub(crate) type Work<'a, J, W, R, E> = dyn Fn(&mut W, &J, &AtomicBool) -> Result<Option<R>, E> + Sync + 'a;

/// Runs `work` on every job, in order of `jobs`, on `workers.len()` threads, each with its
/// own state from `workers`. `work` returns `Ok(None)` for a job abandoned because `stop`
/// or the abort flag it is given was set; its first error aborts the other workers and is
/// returned. `finished` hears of each result with the count of results so far. Returns
/// the results in the order they finished.
pub(crate) fn run_jobs<J, W, R, E>(
    jobs: &[J],
    workers: Vec<W>,
    stop: &AtomicBool,
    work: &Work<'_, J, W, R, E>,
    finished: &(dyn Fn(&R, u64) + Sync),
) -> Result<Vec<R>, E>
where
    J: Sync + Clone,
    W: Send,
    R: Send,
    E: Send,
{
    let results: Mutex<Vec<R>> = Mutex::new(Vec::new());
    run_job_sink(
        jobs.len() as u64,
        &|i| jobs.get(i as usize).cloned(),
        workers,
        stop,
        work,
        &|result, count| {
            finished(&result, count);
            results.lock().unwrap_or_else(PoisonError::into_inner).push(result);
        },
    )?;
    Ok(results.into_inner().unwrap_or_else(PoisonError::into_inner))
}

/// [`run_jobs`] over jobs made as they are taken, keeping no result: slot `i` of `slots`
/// holds `job_at(i)`, or nothing to do where that is `None`, and each result is handed to
/// `finished` (with the count so far) on the thread that made it. A study of a billion games
/// holds no list of them, nor of their results. Returns how many results there were.
pub(crate) fn run_job_sink<J, W, R, E>(
    slots: u64,
    job_at: &(dyn Fn(u64) -> Option<J> + Sync),
    workers: Vec<W>,
    stop: &AtomicBool,
    work: &Work<'_, J, W, R, E>,
    finished: &(dyn Fn(R, u64) + Sync),
) -> Result<u64, E>
where
    W: Send,
    R: Send,
    E: Send,
{
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let abort = AtomicBool::new(false);
    let failure: Mutex<Option<E>> = Mutex::new(None);
    thread::scope(|scope| {
        for mut state in workers {
            let (next, done, abort, failure) = (&next, &done, &abort, &failure);
            scope.spawn(move || {
                while !abort.load(Ordering::Relaxed) && !stop.load(Ordering::Relaxed) {
                    let slot = next.fetch_add(1, Ordering::Relaxed);
                    if slot >= slots {
                        break;
                    }
                    let Some(job) = job_at(slot) else { continue };
                    match work(&mut state, &job, abort) {
                        Ok(Some(result)) => {
                            let count = done.fetch_add(1, Ordering::Relaxed) + 1;
                            finished(result, count);
                        }
                        Ok(None) => break,
                        Err(e) => {
                            failure.lock().unwrap_or_else(PoisonError::into_inner).get_or_insert(e);
                            abort.store(true, Ordering::Relaxed);
                            break;
                        }
                    }
                }
            });
        }
    });
    match failure.into_inner().unwrap_or_else(PoisonError::into_inner) {
        Some(error) => Err(error),
        None => Ok(done.into_inner()),
    }
}
