//! The processor time a run is judged by: the program's own, counted by
//! the kernel to the microsecond as a judge counts a submission's, without
//! abbott's launcher or the box's start and end. `/proc`'s samples go in
//! steps of ten milliseconds.

use super::harness::{self, Caller, SLACK, compile_c, open_to_all, session_from, that_run};
use std::time::Duration;

#[test]
fn a_program_a_few_milliseconds_past_the_time_limit_is_over_it() {
    // 203 ms of its own processor time, spun on its own clock, then the
    // right solver, under a limit of 200 ms: `/proc`'s samples read 200
    // ms there, and the run passed.
    let dir = tempfile::tempdir().expect("a scratch folder");
    open_to_all(dir.path());
    let burn = compile_c(
        dir.path(),
        "burn",
        "#include <stdlib.h>\n#include <time.h>\n#include <unistd.h>\n\
         int main(int argc, char **argv) {\n  if (argc < 3) return 4;\n\
         \x20 long long until = atoll(argv[1]) * 1000000LL;\n  struct timespec t;\n\
         \x20 do clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);\n\
         \x20 while (t.tv_sec * 1000000000LL + t.tv_nsec < until);\n\
         \x20 execv(argv[2], argv + 2);\n  return 5;\n}\n",
    );
    let folder = dir.path().to_string_lossy().into_owned();
    let limit = Duration::from_millis(200);
    for who in harness::users() {
        let s = session_from(
            who,
            "exec \"$BURN\" 203 $SOLVER\n",
            (limit, &["--box-dir", &folder], &[("BURN", &burn)]),
            &Caller::default(),
        );
        assert_eq!(s.code, Some(1), "{who:?}: {s:?}");
        let first = s.stdout.lines().next().unwrap_or("");
        assert_eq!(
            first, "FAILED: time limit exceeded",
            "{who:?}: {}",
            s.stdout
        );
        let (cpu, _) = that_run(&s.stdout);
        assert!(
            cpu >= Duration::from_millis(203) && cpu <= limit + SLACK,
            "{who:?}: {cpu:?}: {}",
            s.stdout
        );
    }
}
