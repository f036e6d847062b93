//! The tester's side of the launchers kept for its workers
//! ([`crate::serve`]): a pool of them for a program, one taken for each
//! run and given back after it, a new one started when none is idle; a
//! run asked of one with its pipes passed as descriptors, and its end
//! heard from it.

use super::confine::Variable;
use rustix::net::{
    AddressFamily, RecvAncillaryBuffer, RecvFlags, SendAncillaryBuffer, SendAncillaryMessage,
    SendFlags, SocketFlags, SocketType,
};
use std::ffi::OsString;
use std::io::{self, IoSlice, IoSliceMut};
use std::os::fd::{BorrowedFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a kept launcher may take to end once its socket is closed
/// before it is killed.
const PATIENCE: Duration = Duration::from_secs(1);

/// How a launched run ended, as its server tells.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ended {
    /// The launcher's exit status.
    pub status: ExitStatus,
    /// The processor time of the launcher's whole tree.
    pub cpu: Duration,
}

/// The launchers kept for a program's workers.
pub(super) struct Servers {
    /// abbott's executable.
    abbott: PathBuf,
    /// The variables the launchers pass on (with their values).
    env: Vec<(OsString, OsString)>,
    /// The launchers not running a run now.
    idle: Mutex<Vec<Server>>,
}

impl std::fmt::Debug for Servers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Servers")
            .field("abbott", &self.abbott)
            .finish_non_exhaustive()
    }
}

impl Servers {
    /// The launchers of `abbott`, each holding the variables `env` names
    /// (abbott's values, or those given).
    pub(super) fn new(abbott: PathBuf, env: &[Variable]) -> Servers {
        let env = env
            .iter()
            .filter_map(|v| {
                let value = v.value.clone().or_else(|| std::env::var_os(&v.name))?;
                Some((v.name.clone(), value))
            })
            .collect();
        Servers {
            abbott,
            env,
            idle: Mutex::new(Vec::new()),
        }
    }

    /// An idle launcher, or a new one.
    pub(super) fn take(&self) -> io::Result<Server> {
        let idle = self.idle.lock().map(|mut idle| idle.pop());
        match idle {
            Ok(Some(server)) => Ok(server),
            _ => Server::start(&self.abbott, &self.env),
        }
    }

    /// Gives a launcher whose run has ended back to the pool.
    pub(super) fn give_back(&self, server: Server) {
        if let Ok(mut idle) = self.idle.lock() {
            idle.push(server);
        }
    }
}

/// One kept launcher: its process and the tester's end of its socket.
pub(super) struct Server {
    child: Child,
    socket: OwnedFd,
}

impl Server {
    /// Starts a launcher of `abbott` with the environment `env`.
    fn start(abbott: &std::path::Path, env: &[(OsString, OsString)]) -> io::Result<Server> {
        let (ours, theirs) = rustix::net::socketpair(
            AddressFamily::UNIX,
            SocketType::SEQPACKET,
            SocketFlags::CLOEXEC,
            None,
        )?;
        let child = Command::new(abbott)
            .arg("serve")
            .stdin(Stdio::from(theirs))
            .stdout(Stdio::null())
            .env_clear()
            .envs(env.iter().map(|(n, v)| (n, v)))
            .spawn()?;
        Ok(Server {
            child,
            socket: ours,
        })
    }

    /// Asks for a run of the launcher `args` on the pipes `stdio` (its
    /// standard input, output and error); gives the launcher's process id.
    pub(super) fn launch(
        &mut self,
        args: &[OsString],
        stdio: [BorrowedFd<'_>; 3],
    ) -> io::Result<u32> {
        let mut request = Vec::new();
        for (i, arg) in args.iter().enumerate() {
            if i > 0 {
                request.push(0);
            }
            request.extend_from_slice(arg.as_bytes());
        }
        if request.len() > super::serve::MAX_REQUEST {
            return Err(io::Error::other("a launcher's arguments past 64 KiB"));
        }
        let mut space = [std::mem::MaybeUninit::uninit(); rustix::cmsg_space!(ScmRights(3))];
        let mut control = SendAncillaryBuffer::new(&mut space);
        control.push(SendAncillaryMessage::ScmRights(&stdio));
        let slices = [IoSlice::new(&request)];
        rustix::net::sendmsg(&self.socket, &slices, &mut control, SendFlags::NOSIGNAL)?;
        let answer = self.answer(true)?.unwrap_or_default();
        match answer.split_once(' ') {
            Some(("started", pid)) => pid
                .parse()
                .map_err(|_| io::Error::other(format!("the launcher said {answer:?}"))),
            Some(("error", why)) => Err(io::Error::other(why.to_string())),
            _ => Err(io::Error::other(format!("the launcher said {answer:?}"))),
        }
    }

    /// How the run ended, once it has (`block`: waiting for it); `None`
    /// while it runs.
    pub(super) fn ended(&mut self, block: bool) -> io::Result<Option<Ended>> {
        let Some(answer) = self.answer(block)? else {
            return Ok(None);
        };
        let mut words = answer.split(' ');
        let said = |_| io::Error::other(format!("the launcher said {answer:?}"));
        match (words.next(), words.next(), words.next()) {
            (Some("ended"), Some(status), Some(ms)) => Ok(Some(Ended {
                status: ExitStatus::from_raw(status.parse().map_err(said)?),
                cpu: Duration::from_millis(ms.parse().map_err(said)?),
            })),
            _ => Err(io::Error::other(format!("the launcher said {answer:?}"))),
        }
    }

    /// The next answer, if one has come (`block`: waiting for it); an
    /// error where the launcher has gone.
    fn answer(&mut self, block: bool) -> io::Result<Option<String>> {
        let mut bytes = [0u8; 256];
        let mut space = [std::mem::MaybeUninit::uninit(); rustix::cmsg_space!(ScmRights(1))];
        let mut control = RecvAncillaryBuffer::new(&mut space);
        let flags = if block {
            RecvFlags::CMSG_CLOEXEC
        } else {
            RecvFlags::CMSG_CLOEXEC | RecvFlags::DONTWAIT
        };
        loop {
            let got = rustix::net::recvmsg(
                &self.socket,
                &mut [IoSliceMut::new(&mut bytes)],
                &mut control,
                flags,
            );
            return match got {
                Ok(got) if got.bytes == 0 => Err(io::Error::other("the launcher has ended")),
                Ok(got) => Ok(Some(
                    String::from_utf8_lossy(&bytes[..got.bytes]).into_owned(),
                )),
                Err(rustix::io::Errno::AGAIN) => Ok(None),
                Err(rustix::io::Errno::INTR) => continue,
                Err(e) => Err(e.into()),
            };
        }
    }
}

/// A launcher kept for a worker, as `abbott test` keeps one for each: for
/// a tool that times what a run's start in the box costs (`cargo xtask
/// bench-box`).
#[derive(Debug)]
pub struct KeptLauncher(Server);

impl KeptLauncher {
    /// Starts one, of abbott's executable `abbott`.
    pub fn start(abbott: &std::path::Path) -> io::Result<KeptLauncher> {
        Server::start(abbott, &[]).map(KeptLauncher)
    }

    /// Its process id.
    pub fn id(&self) -> u32 {
        self.0.child.id()
    }

    /// Runs `guard` (its box, its limits, its program) with standard
    /// input, output and error on `/dev/null`, to its end; gives the
    /// launcher's exit status (the program's is in the status file).
    pub fn run(&mut self, guard: &super::guard::Guard) -> io::Result<ExitStatus> {
        let null = std::fs::File::options()
            .read(true)
            .write(true)
            .open("/dev/null")?;
        use std::os::fd::AsFd;
        let fd = null.as_fd();
        self.0.launch(&guard.arguments()[1..], [fd, fd, fd])?;
        let ended = self.0.ended(true)?;
        ended
            .map(|end| end.status)
            .ok_or_else(|| io::Error::other("the launcher said nothing"))
    }
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Server")
            .field("pid", &self.child.id())
            .finish_non_exhaustive()
    }
}

impl Drop for Server {
    /// Closes the socket, so that the launcher ends, and reaps it (killed
    /// if it is slow to end: a run it serves is ended first).
    fn drop(&mut self) {
        let _ = rustix::net::shutdown(&self.socket, rustix::net::Shutdown::Both);
        let began = Instant::now();
        while began.elapsed() < PATIENCE {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
