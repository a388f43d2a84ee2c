//! A shared library that is not a Plateau plugin: it exports a function, but no plugin header.

/// Adds two numbers; the library's only export.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn plateau_test_add(a: u32, b: u32) -> u32 {
    a.wrapping_add(b)
}
