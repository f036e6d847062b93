//! timely's configuration from abbott's flags: threads alone in one
//! process, or a cluster of processes whose addresses come from a host
//! file, one `host:port` a line in process order, as timely reads it.

use crate::config::Config;
use std::any::Any;
use std::path::PathBuf;
use timely::CommunicationConfig;
use timely::communication::Hooks;
use timely::communication::allocator::zero_copy::initialize::initialize_networking_from_sockets;
use timely::communication::allocator::{AllocatorBuilder, ProcessBuilder};

/// The workers of this process and how they reach the others.
#[derive(Debug)]
pub(crate) struct Cluster {
    /// Worker threads in this process.
    pub(crate) threads: usize,
    /// This process's number and every process's address, for several.
    pub(crate) network: Option<Network>,
}

/// The processes of a cluster.
#[derive(Debug)]
pub(crate) struct Network {
    /// This process's number.
    pub(crate) process: usize,
    /// Every process's `host:port`, in order.
    pub(crate) addresses: Vec<String>,
}

impl Cluster {
    /// timely's allocators for the workers of this process, and what must
    /// live while they run.
    pub(crate) fn build(
        self,
    ) -> Result<(Vec<AllocatorBuilder>, Box<dyn Any + Send>), ClusterError> {
        let Some(network) = self.network else {
            let config = if self.threads > 1 {
                CommunicationConfig::Process(self.threads)
            } else {
                CommunicationConfig::Thread
            };
            return config.try_build().map_err(ClusterError::Start);
        };
        let streams = crate::sockets::connect(&network.addresses, network.process, self.threads)
            .map_err(|e| ClusterError::Start(e.to_string()))?;
        let hooks = Hooks::default();
        let local = ProcessBuilder::new_typed_vector(self.threads, hooks.refill.clone(), None);
        let (builders, guard) = initialize_networking_from_sockets(
            local,
            streams,
            network.process,
            self.threads,
            hooks,
        )
        .map_err(|e| ClusterError::Start(e.to_string()))?;
        let builders = builders.into_iter().map(AllocatorBuilder::Tcp).collect();
        Ok((builders, Box::new(guard)))
    }
}

/// Why the flags make no cluster.
#[derive(Debug, thiserror::Error)]
pub enum ClusterError {
    /// --process is not below --processes.
    #[error("--process {process} is not below --processes {processes}")]
    NoSuchProcess {
        /// --process.
        process: u32,
        /// --processes.
        processes: u32,
    },
    /// Several processes need their addresses.
    #[error("--processes {0} needs --hosts FILE, one host:port a line")]
    NoHosts(u32),
    /// The host file cannot be read.
    #[error("{}: {reason}", path.display())]
    Hosts {
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// timely could not start its workers or reach the other processes.
    #[error("the workers could not start: {0}")]
    Start(String),
}

/// The configuration the settings ask for.
pub(crate) fn config(args: &Config) -> Result<Cluster, ClusterError> {
    let threads = match args.workers {
        Some(n) => n as usize,
        None => std::thread::available_parallelism().map_or(1, usize::from),
    };
    let (process, processes) = (args.process, args.processes);
    if process >= processes {
        return Err(ClusterError::NoSuchProcess { process, processes });
    }
    let network = if processes > 1 {
        let path = args.hosts.clone().ok_or(ClusterError::NoHosts(processes))?;
        let addresses = hosts(&path, processes as usize)?;
        let process = process as usize;
        Some(Network { process, addresses })
    } else {
        None
    };
    Ok(Cluster { threads, network })
}

/// The first `processes` lines of the host file at `path`.
fn hosts(path: &PathBuf, processes: usize) -> Result<Vec<String>, ClusterError> {
    let failed = |reason: String| ClusterError::Hosts {
        path: path.clone(),
        reason,
    };
    let text = std::fs::read_to_string(path).map_err(|e| failed(dice_core::text::os_reason(&e)))?;
    let addresses: Vec<String> = text
        .lines()
        .take(processes)
        .map(|line| line.trim().to_string())
        .collect();
    if addresses.len() < processes || addresses.iter().any(String::is_empty) {
        let found = addresses.iter().filter(|a| !a.is_empty()).count();
        return Err(failed(format!(
            "{found} addresses for {processes} processes: one host:port a line"
        )));
    }
    Ok(addresses)
}
