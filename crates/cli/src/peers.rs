//! What a process does when another goes away (killed, or its socket
//! closed): one line on standard error and exit 1, at once.
//!
//! timely's threads that send to and receive from another process panic
//! when its socket fails ("timely communication error: reading data:
//! socket closed"); the worker threads then panic on the poisoned queues
//! and timely's guard panics again while joining them, each with a
//! message and a backtrace, and nothing reaches the census's result. So
//! the panic hook watches timely's network threads (named
//! `timely:send-P` and `timely:recv-P`, `P` the other process): the first
//! of their panics prints the line and ends the process from the hook,
//! before any other thread can see the poisoned queues. This is the one
//! exit outside `exit::finish`: there is no result to hand back, and
//! unwinding through timely only adds panics. Other panics keep the
//! hook that was there.
//!
//! A process that is killed or whose host closes the connection is seen at
//! once (the system closes its sockets); a host that vanishes without a
//! word is seen only when the system gives up on the connection.

use cube_puzzle::Shape;
use std::io::Write;
use std::panic::PanicHookInfo;
use std::sync::Once;

/// The exit code of a process whose peer went away, as for any failure
/// said in one line (`exit::Failure::Failed`).
const EXIT_CODE: i32 = 1;

/// The prefix of timely's panic messages from its network threads.
const TIMELY: &str = "timely communication error: ";

/// From now on, a panic in one of timely's network threads ends this
/// process with `error: the census of SHAPE: process P went away (WHY)`.
pub(crate) fn watch(shape: Shape) {
    let before = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let thread = std::thread::current();
        match thread.name().and_then(peer_of) {
            Some(peer) => went_away(shape, peer, info),
            None => before(info),
        }
    }));
}

/// The other process a thread of timely's network talks to, from its name.
fn peer_of(thread: &str) -> Option<usize> {
    let peer = thread
        .strip_prefix("timely:send-")
        .or_else(|| thread.strip_prefix("timely:recv-"))?;
    peer.parse().ok()
}

/// Prints the line once and exits; a second network thread that panics
/// meanwhile waits for the exit.
fn went_away(shape: Shape, peer: usize, info: &PanicHookInfo<'_>) {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let line = line(shape, peer, &why(info));
        let _ = writeln!(std::io::stderr(), "{line}");
        std::process::exit(EXIT_CODE);
    });
}

/// What timely says went wrong, without its prefix.
fn why(info: &PanicHookInfo<'_>) -> String {
    let message = info
        .payload()
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| info.payload().downcast_ref::<&str>().copied())
        .unwrap_or("its connection failed");
    message.strip_prefix(TIMELY).unwrap_or(message).to_string()
}

/// The line on standard error.
fn line(shape: Shape, peer: usize, why: &str) -> String {
    format!("error: the census of {shape}: process {peer} went away ({why})")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timely_network_threads_name_their_peer_and_others_do_not() {
        assert_eq!(peer_of("timely:send-3"), Some(3));
        assert_eq!(peer_of("timely:recv-0"), Some(0));
        assert_eq!(peer_of("timely:work-0"), None);
        assert_eq!(peer_of("main"), None);
        assert_eq!(peer_of("timely:recv-"), None);
    }

    #[test]
    fn the_line_names_the_board_the_process_and_why() {
        let shape: Shape = "3x4".parse().expect("a shape");
        assert_eq!(
            line(shape, 1, "reading data: socket closed"),
            "error: the census of 3x4: process 1 went away (reading data: socket closed)"
        );
    }
}
