//! The TCP streams between the processes of a cluster, opened the way
//! timely opens them (each process connects to those before it and says
//! its number as a big-endian `u64`, and accepts those after it) and then
//! handed to timely. Both ends also say how many worker threads they run,
//! which timely needs to be the same everywhere and does not check. timely's own connecting step reports waits on
//! standard output, where process 0 prints the CSV; this one is quiet and
//! gives up after a while instead of retrying for ever.

use std::io::{self, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::time::{Duration, Instant};

/// How long a process waits for the others to start.
const PATIENCE: Duration = Duration::from_secs(120);

/// How long it sleeps between two tries.
const PAUSE: Duration = Duration::from_millis(50);

/// A stream to every process but this one (`None` at `me`), in process
/// order, from the processes' `addresses`.
pub(crate) fn connect(
    addresses: &[String],
    me: usize,
    threads: usize,
) -> io::Result<Vec<Option<TcpStream>>> {
    let deadline = Instant::now() + PATIENCE;
    let listener = TcpListener::bind(addresses[me].as_str())
        .map_err(|e| named(e, &format!("cannot listen on {}", addresses[me])))?;
    let mut streams: Vec<Option<TcpStream>> = (0..addresses.len()).map(|_| None).collect();
    for (process, address) in addresses.iter().enumerate().take(me) {
        let mut stream = loop {
            match TcpStream::connect(address.as_str()) {
                Ok(stream) => break stream,
                Err(e) if Instant::now() >= deadline => {
                    return Err(named(e, &format!("process {process} at {address}")));
                }
                Err(_) => std::thread::sleep(PAUSE),
            }
        };
        stream.set_nodelay(true)?;
        stream.write_all(&(me as u64).to_be_bytes())?;
        stream.write_all(&(threads as u64).to_be_bytes())?;
        same_threads(&mut stream, threads, process)?;
        streams[process] = Some(stream);
    }
    listener.set_nonblocking(true)?;
    let mut awaited = addresses.len() - me - 1;
    while awaited > 0 {
        match listener.accept() {
            Ok((mut stream, _)) => {
                stream.set_nonblocking(false)?;
                stream.set_nodelay(true)?;
                let process = read_u64(&mut stream)? as usize;
                stream.write_all(&(threads as u64).to_be_bytes())?;
                same_threads(&mut stream, threads, process)?;
                match streams.get_mut(process) {
                    Some(slot @ None) if process > me => *slot = Some(stream),
                    _ => {
                        let what = format!("a stranger said it was process {process}");
                        return Err(io::Error::new(io::ErrorKind::InvalidData, what));
                    }
                }
                awaited -= 1;
            }
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                if Instant::now() >= deadline {
                    let what = format!("{awaited} processes after {me} did not connect");
                    return Err(io::Error::new(io::ErrorKind::TimedOut, what));
                }
                std::thread::sleep(PAUSE);
            }
            Err(e) => return Err(e),
        }
    }
    Ok(streams)
}

/// Reads the worker threads of `process` from `stream`: an error unless
/// they are `threads`.
fn same_threads(stream: &mut TcpStream, threads: usize, process: usize) -> io::Result<()> {
    let theirs = read_u64(stream)?;
    if theirs == threads as u64 {
        return Ok(());
    }
    let what = format!(
        "process {process} runs {theirs} workers and this one {threads}: \
         every process needs the same --workers"
    );
    Err(io::Error::new(io::ErrorKind::InvalidData, what))
}

/// A big-endian `u64` from `stream`, waiting at most [`PATIENCE`].
fn read_u64(stream: &mut TcpStream) -> io::Result<u64> {
    stream.set_read_timeout(Some(PATIENCE))?;
    let mut number = [0; 8];
    stream.read_exact(&mut number)?;
    stream.set_read_timeout(None)?;
    Ok(u64::from_be_bytes(number))
}

/// `e` with what was being done.
fn named(e: io::Error, what: &str) -> io::Error {
    io::Error::new(
        e.kind(),
        format!("{what}: {}", dice_core::text::os_reason(&e)),
    )
}
