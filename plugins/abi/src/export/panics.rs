//! What a native plugin's own panics print. A native plugin has a standard library of its
//! own, with its own panic hook: left alone, that hook writes a panic's message to the
//! host's standard error as it is, line breaks and terminal escapes included, so a plugin
//! could print lines that pass for the host's (`bestmove 3`) or retitle its terminal.
//!
//! Every export catches its panics and hands the message to the host through the ABI
//! ([`crate::abi::STATUS_PANICKED`]), and the host escapes it wherever it shows it. So the
//! hook installed here prints nothing for a panic inside an export call, and for any other
//! panic (a thread the game started itself) one line with the message escaped.

use std::cell::Cell;
use std::sync::Once;

use plateau_core::quote::quote_up_to;

/// The most characters of a panic message the hook prints.
const SHOWN_CHARS: usize = 400;

thread_local! {
    /// How many export calls this thread is inside.
    static DEPTH: Cell<u32> = const { Cell::new(0) };
}

/// Marks this thread as inside an export call while it lives.
pub(super) struct Guarded(());

impl Guarded {
    /// Enters an export call, installing the hook first if this is the plugin's first call.
    pub(super) fn enter() -> Self {
        static HOOK: Once = Once::new();
        HOOK.call_once(|| std::panic::set_hook(Box::new(hook)));
        DEPTH.with(|depth| depth.set(depth.get() + 1));
        Self(())
    }
}

impl Drop for Guarded {
    fn drop(&mut self) {
        DEPTH.with(|depth| depth.set(depth.get().saturating_sub(1)));
    }
}

fn hook(info: &std::panic::PanicHookInfo<'_>) {
    if DEPTH.with(Cell::get) > 0 {
        // Caught by the export, and reported through the ABI.
        return;
    }
    let payload = info.payload();
    let message = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("a panic without a message");
    let thread = std::thread::current();
    let name = thread.name().unwrap_or("unnamed");
    let place = info.location().map_or_else(String::new, |at| format!(" at {}:{}", at.file(), at.line()));
    eprintln!(
        "a thread of a game plugin ('{}') panicked{}: {}",
        quote_up_to(name, 80),
        quote_up_to(&place, 200),
        quote_up_to(message, SHOWN_CHARS)
    );
}
