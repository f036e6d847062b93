//! Programs that try to leave the box each run is held in, as a hostile
//! contestant would: each is a right solver that first does one forbidden
//! thing and, where the thing worked, fails on purpose (exit 3), so that a
//! session that passes is a box that held. Each runs as the tests' user
//! and, when that is root, again as an unprivileged user (nobody), whose
//! box is made in a user namespace. Every script stops itself: no loop
//! without a bound, no sleep.

use super::harness::{
    self, Caller, LIMIT, SLACK, Session, Who, Within, failed_with, open_to_all, passed,
};
use std::net::TcpListener;
use std::path::Path;

/// Runs `script` as each user with the variables `env` and `extra` flags,
/// checks the promises every session keeps, and hands each session to
/// `check`.
fn each_user(script: &str, env: &[(&str, &str)], extra: &[&str], check: impl Fn(Who, &Session)) {
    harness::each_user(script, (env, extra), &Caller::default(), check);
}

#[test]
fn a_program_cannot_leave_its_control_groups() {
    // Into the root group of every hierarchy it can find, then 600 MB a
    // megabyte at a time under a limit of 100 MB: out of its groups, no
    // limit would stop it.
    let script = "for f in /sys/fs/cgroup/cgroup.procs /sys/fs/cgroup/*/cgroup.procs \
                  /sys/fs/cgroup/*/tasks; do echo $$ > \"$f\" 2>/dev/null; done\n\
                  python3 -c '\nx = []\nfor i in range(600):\n    x.append(bytearray(1 << 20))\n'\n";
    each_user(script, &[], &["--memory-limit", "100M"], |_, s| {
        failed_with(s, "memory limit exceeded", Within::Processor(LIMIT + SLACK));
    });
}

#[test]
fn a_program_cannot_signal_abbott() {
    // SIGKILL to every ancestor named abbott it can see, up to ten
    // generations, and to PID 1.
    let script = "p=$PPID\nn=0\nwhile [ \"$p\" -gt 0 ] && [ $n -lt 10 ]; do\n\
                  \x20 read -r _ name _ pp _ < /proc/$p/stat || break\n\
                  \x20 case \"$name\" in '(abbott)') kill -KILL $p 2>/dev/null ;; esac\n\
                  \x20 p=$pp\n  n=$((n + 1))\ndone\nkill -KILL 1 2>/dev/null\nexec $SOLVER\n";
    each_user(script, &[], &[], |_, s| passed(s));
}

#[test]
fn a_program_cannot_write_outside_its_working_folder() {
    let outside = tempfile::tempdir().expect("a scratch folder");
    open_to_all(outside.path());
    let tag = format!("abbott-escape-{}", std::process::id());
    let in_tmp = Path::new("/tmp").join(&tag);
    let folder = outside.path().to_string_lossy().into_owned();
    // Its own working folder and /tmp take files; the folder outside and
    // abbott's /tmp must not.
    let script = "echo escaped > \"$OUTSIDE/written\" 2>/dev/null\n\
                  echo escaped > \"/tmp/$NAME\" 2>/dev/null || exit 3\n\
                  echo mine > ./mine || exit 3\n\
                  [ \"$(cat ./mine)\" = mine ] || exit 3\n\
                  exec $SOLVER\n";
    each_user(
        script,
        &[("OUTSIDE", &folder), ("NAME", &tag)],
        &[],
        |who, s| {
            passed(s);
            assert!(
                !outside.path().join("written").exists(),
                "{who:?} wrote outside"
            );
            assert!(!in_tmp.exists(), "{who:?} wrote into abbott's /tmp");
        },
    );
}

#[test]
fn a_program_cannot_reach_the_network() {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port on loopback");
    listener
        .set_nonblocking(true)
        .expect("the listener does not block");
    let port = listener
        .local_addr()
        .expect("its address")
        .port()
        .to_string();
    // A listener of abbott's on loopback, then any interface but its own
    // loopback.
    let script = "python3 -c '\nimport socket, sys\ns = socket.socket()\ns.settimeout(1)\n\
                  s.connect((\"127.0.0.1\", int(sys.argv[1])))\ns.sendall(b\"escaped\")\n' \"$PORT\" \
                  2>/dev/null && exit 3\n\
                  python3 -c '\nimport socket, sys\n\
                  sys.exit(0 if [n for _, n in socket.if_nameindex()] == [\"lo\"] else 1)\n' || exit 3\n\
                  exec $SOLVER\n";
    each_user(script, &[("PORT", &port)], &[], |who, s| {
        passed(s);
        assert!(
            listener.accept().is_err(),
            "{who:?} reached abbott's listener"
        );
    });
}

#[test]
fn a_program_sees_only_its_own_processes_and_files() {
    // A file its user left readable, abbott's own folder, the user's home
    // and the system's accounts; then the processes it can see (itself,
    // its shell's pipeline and the box's PID 1).
    let secret = tempfile::tempdir().expect("a scratch folder");
    open_to_all(secret.path());
    let file = secret.path().join("secret.txt");
    std::fs::write(&file, "the answers\n").expect("written");
    let file = file.to_string_lossy().into_owned();
    let script = "cat \"$SECRET\" > /dev/null 2>&1 && exit 3\n\
                  [ -e \"$ABBOTT_SOURCE\" ] && exit 3\n\
                  [ -e /root ] || [ -e /home ] || [ -e /etc/passwd ] || [ -e /sys ] && exit 3\n\
                  n=$(ls /proc | grep -c '^[0-9][0-9]*$')\n\
                  [ \"$n\" -gt 6 ] && exit 3\n\
                  exec $SOLVER\n";
    let source = env!("CARGO_MANIFEST_DIR");
    each_user(
        script,
        &[("SECRET", &file), ("ABBOTT_SOURCE", source)],
        &[],
        |_, s| passed(s),
    );
}

#[test]
fn a_program_gains_no_privilege_and_keeps_no_core() {
    // Not root, no capability, no_new_privs, no core file, a host name of
    // its own.
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default();
    let script = "[ \"$(id -u)\" = 0 ] && exit 3\n\
                  grep -q '^NoNewPrivs:[[:space:]]*1$' /proc/self/status || exit 3\n\
                  grep -q '^CapEff:[[:space:]]*0*$' /proc/self/status || exit 3\n\
                  grep -q '^CapPrm:[[:space:]]*0*$' /proc/self/status || exit 3\n\
                  [ \"$(ulimit -c)\" = 0 ] || exit 3\n\
                  [ \"$(cat /proc/sys/kernel/hostname)\" = \"$HOST\" ] && exit 3\n\
                  exec $SOLVER\n";
    each_user(script, &[("HOST", host.trim())], &[], |_, s| passed(s));
}

#[test]
fn every_mount_of_the_box_is_read_only_but_its_writable_places() {
    // Every mount is nosuid; only the working folder, /tmp and /dev/shm
    // may be written; only the five devices are devices; /proc is the
    // box's own, not a device and not a program.
    let script = "while read -r _ _ _ _ point options _; do\n\
                  \x20 o=\",$options,\"\n\
                  \x20 case $o in *,nosuid,*) ;; *) echo \"$point is not nosuid\" >&2; exit 3 ;; esac\n\
                  \x20 case $point in\n\
                  \x20   \"$PWD\"|/tmp|/dev/shm) want=rw ;;\n\
                  \x20   /proc) want=rw; case $o in *,noexec,*) ;; *) exit 3 ;; esac ;;\n\
                  \x20   *) want=ro ;;\n\
                  \x20 esac\n\
                  \x20 case $point in /dev/null|/dev/zero|/dev/full|/dev/random|/dev/urandom) ;;\n\
                  \x20   *) case $o in *,nodev,*) ;; *) echo \"$point holds devices\" >&2; exit 3 ;; esac ;;\n\
                  \x20 esac\n\
                  \x20 case $o in *,$want,*) ;; *) echo \"$point is not $want\" >&2; exit 3 ;; esac\n\
                  done < /proc/self/mountinfo\n\
                  exec $SOLVER\n";
    each_user(script, &[], &[], |_, s| passed(s));
}
