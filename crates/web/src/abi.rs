//! The WebAssembly exports: the page writes a request's bytes where
//! [`input`] points, [`call`] answers it, and the answer's bytes lie at
//! [`output`]. Rust keeps both buffers and the [`Session`]; the page only
//! copies bytes in and out of the module's memory. No unsafe block is
//! written: only the exports' unmangled names need allowing.
#![allow(
    unsafe_code,
    reason = "`#[unsafe(no_mangle)]` names the exports the page calls; nothing else is unsafe"
)]

use crate::session::Session;
use std::cell::RefCell;

thread_local! {
    /// The request's bytes, the answer's bytes and the dataset played.
    static STATE: RefCell<(Vec<u8>, Vec<u8>, Session)> = RefCell::default();
}

/// Makes room for a request of `len` bytes and returns where to write it.
#[unsafe(no_mangle)]
pub extern "C" fn input(len: usize) -> *mut u8 {
    STATE.with_borrow_mut(|(input, _, _)| {
        input.clear();
        input.resize(len, 0);
        input.as_mut_ptr()
    })
}

/// Answers the `len` bytes of the request written at [`input`]; returns
/// the answer's length in bytes (it lies at [`output`]).
#[unsafe(no_mangle)]
pub extern "C" fn call(len: usize) -> usize {
    STATE.with_borrow_mut(|(input, output, session)| {
        let request = input.get(..len).unwrap_or(input);
        let answer = match std::str::from_utf8(request) {
            Ok(text) => crate::request::answer(session, text),
            Err(_) => r#"{"error":"the request is not UTF-8"}"#.to_string(),
        };
        *output = answer.into_bytes();
        output.len()
    })
}

/// Where the last answer's bytes lie.
#[unsafe(no_mangle)]
pub extern "C" fn output() -> *const u8 {
    STATE.with_borrow(|(_, output, _)| output.as_ptr())
}
