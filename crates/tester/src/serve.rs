//! The launcher kept for a worker (`abbott serve`, hidden): one
//! start of abbott serves every run of a worker, as bubblewrap's one
//! start serves its box. It reads one request at a time from its standard
//! input, a socket of the tester's: a launcher's
//! arguments, with the run's standard input, output and error passed as
//! descriptors. For each it forks the run's launcher ([`crate::fork`]),
//! which takes those three as its own and runs as `abbott guard` would
//! ([`Guard::run`]); the server answers `started PID`, waits for the
//! launcher's end and answers `ended STATUS MS` (the raw wait status, and
//! the processor time of the launcher's whole tree in milliseconds, read
//! before it is reaped). It ends when the tester closes the socket.

use super::fork::{self, Side, fork};
use super::guard::Guard;
use super::procfs;
use rustix::net::{RecvAncillaryBuffer, RecvAncillaryMessage, RecvFlags, SendFlags};
use std::ffi::OsString;
use std::io::{self, IoSlice, IoSliceMut};
use std::mem::MaybeUninit;
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::ffi::OsStringExt;

/// The longest request: a launcher's arguments, every folder a box shows
/// among them.
pub(super) const MAX_REQUEST: usize = 64 << 10;

/// Serves runs until the tester closes the socket on standard input;
/// `parse` makes a launcher of a request's arguments (or says why not).
pub fn serve(parse: impl Fn(Vec<OsString>) -> Result<Guard, String>) -> io::Result<()> {
    let stdin = io::stdin();
    let socket = stdin.as_fd();
    let mut bytes = vec![0u8; MAX_REQUEST];
    // What every run's box shows the same is read once, here: each run's
    // launcher is forked from this process with it.
    super::sandbox::prepare();
    loop {
        let mut space = [MaybeUninit::uninit(); rustix::cmsg_space!(ScmRights(3))];
        let mut control = RecvAncillaryBuffer::new(&mut space);
        let got = rustix::net::recvmsg(
            socket,
            &mut [IoSliceMut::new(&mut bytes)],
            &mut control,
            RecvFlags::CMSG_CLOEXEC,
        )?;
        if got.bytes == 0 {
            return Ok(());
        }
        let fds: Vec<OwnedFd> = control
            .drain()
            .flat_map(|message| match message {
                RecvAncillaryMessage::ScmRights(fds) => fds.collect(),
                _ => Vec::new(),
            })
            .collect();
        let args: Vec<OsString> = bytes[..got.bytes]
            .split(|&b| b == 0)
            .map(|word| OsString::from_vec(word.to_vec()))
            .collect();
        let guard = match (parse(args), <[OwnedFd; 3]>::try_from(fds)) {
            (Ok(guard), Ok(fds)) => (guard, fds),
            (Err(why), _) => {
                answer(socket, &format!("error {why}"))?;
                continue;
            }
            (Ok(_), Err(fds)) => {
                answer(socket, &format!("error {} descriptors, not 3", fds.len()))?;
                continue;
            }
        };
        launch(socket, guard)?;
    }
}

/// Forks the launcher of one run and answers for it: `started PID`, then
/// `ended STATUS MS` once it has ended.
fn launch(
    socket: impl AsFd,
    (guard, [stdin, stdout, stderr]): (Guard, [OwnedFd; 3]),
) -> io::Result<()> {
    match fork()? {
        Side::Child => {
            // The run's launcher: its descriptors are the run's (the
            // socket, on standard input, goes with them), and it never
            // returns into the server's loop.
            let taken = rustix::stdio::dup2_stdin(&stdin)
                .and_then(|()| rustix::stdio::dup2_stdout(&stdout))
                .and_then(|()| rustix::stdio::dup2_stderr(&stderr));
            drop((stdin, stdout, stderr));
            let ran = taken.map_err(io::Error::from).and_then(|()| guard.run());
            let code = match ran {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("error: the launcher: {e}");
                    1
                }
            };
            fork::leave(code)
        }
        Side::Parent(pid) => {
            drop((stdin, stdout, stderr));
            answer(&socket, &format!("started {pid}"))?;
            let (status, cpu) = ended(pid)?;
            answer(&socket, &format!("ended {status} {cpu}"))
        }
    }
}

/// Waits for the launcher `pid` to end; gives its raw wait status and
/// the processor time of its tree in milliseconds (read from its `/proc`
/// entry before it is reaped: its own and every reaped descendant's).
fn ended(pid: u32) -> io::Result<(i32, u128)> {
    use rustix::process::{Pid, WaitId, WaitIdOptions, WaitOptions, waitid, waitpid};
    let raw = i32::try_from(pid).ok().and_then(Pid::from_raw);
    let pid_of = raw.ok_or_else(|| io::Error::other(format!("no process {pid}")))?;
    loop {
        match waitid(
            WaitId::Pid(pid_of),
            WaitIdOptions::EXITED | WaitIdOptions::NOWAIT,
        ) {
            Ok(_) => break,
            Err(rustix::io::Errno::INTR) => {}
            Err(e) => return Err(e.into()),
        }
    }
    let cpu = procfs::processor_time(pid).map_or(0, |u| u.cpu.as_millis());
    loop {
        match waitpid(Some(pid_of), WaitOptions::empty()) {
            Ok(Some((_, status))) => return Ok((status.as_raw(), cpu)),
            Ok(None) => {}
            Err(rustix::io::Errno::INTR) => {}
            Err(e) => return Err(e.into()),
        }
    }
}

/// Sends one answer to the tester.
fn answer(socket: impl AsFd, text: &str) -> io::Result<()> {
    let mut control = rustix::net::SendAncillaryBuffer::default();
    let slices = [IoSlice::new(text.as_bytes())];
    rustix::net::sendmsg(socket, &slices, &mut control, SendFlags::NOSIGNAL)?;
    Ok(())
}
