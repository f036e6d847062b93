//! Reading a run's output pipes on threads of their own: the first bytes
//! kept up to a cap, every byte counted, a flag raised past the output
//! limit, and the rest read and dropped so that the program never blocks
//! on a full pipe.

use std::io::{self, Read};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::thread;

/// Reads a pipe to its end on a thread, keeping the first `cap` bytes and
/// counting all of them in `written`; past the cap `over`, if given, is
/// set. The bytes kept come through the channel.
pub(super) fn drain(
    pipe: Option<impl Read + Send + 'static>,
    cap: u64,
    written: Arc<AtomicU64>,
    over: Option<Arc<AtomicBool>>,
) -> mpsc::Receiver<Vec<u8>> {
    let (send, receive) = mpsc::channel();
    thread::spawn(move || {
        let mut kept = Vec::new();
        if let Some(mut pipe) = pipe {
            let mut buffer = vec![0; 64 << 10];
            loop {
                let n = match pipe.read(&mut buffer) {
                    Ok(0) => break,
                    Ok(n) => n,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                    Err(_) => break,
                };
                let total = written.fetch_add(n as u64, Ordering::Relaxed) + n as u64;
                let room =
                    usize::try_from(cap.saturating_sub(kept.len() as u64)).unwrap_or(usize::MAX);
                kept.extend_from_slice(&buffer[..n.min(room)]);
                // Whatever comes past the cap is read and dropped, so that
                // the program is never blocked on a full pipe.
                if total > cap
                    && let Some(over) = &over
                {
                    over.store(true, Ordering::Relaxed);
                }
            }
        }
        let _ = send.send(kept);
    });
    receive
}
