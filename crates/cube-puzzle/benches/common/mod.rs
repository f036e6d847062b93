//! What the benchmarks that print memory share: the process's peak.

/// The process's peak resident memory in MB, from /proc (0 elsewhere).
pub(crate) fn peak_mb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches(" kB").trim().parse::<u64>().ok())
        .map_or(0, |kb| kb / 1024)
}
