//! The long help texts of subcommands, kept apart from their argument
//! definitions in `args`.

/// What `abbott check --help` says after the options: its three forms,
/// their exit codes, and how layouts, stray lines and rolls are judged.
pub(crate) const CHECK: &str = "\
Forms:
  abbott check PUZZLE INPUT OUTPUT
      abbott's report: one line per failing dataset, then 'N passed, M failed';
      exit 0 all passed, 1 any failed, 2 the input cannot be read
  abbott check --icpc PUZZLE INPUT ANSWER FEEDBACK_DIR < team.out
      ICPC/Kattis output validator (DOMjudge, problemtools): exit 42 accepted,
      43 wrong answer, 1 checker failure; the reason in FEEDBACK_DIR/judgemessage.txt
  abbott check --testlib PUZZLE INPUT OUTPUT ANSWER
      testlib checker (Polygon, Codeforces): exit 0 ok, 1 wrong answer,
      2 presentation error (output that is not text of answers), 3 checker failure

A layout slip (a missing indent, a tab for the indent, a full line with one
position too many) is a wrong answer, named by what differs: the statements
make the layout part of the answer. Blanks at the end of a line and blank
lines are tolerated, as most judges' diff tolerates them. A stray line is one
error, and the answers after it are judged in their place. The judge forms
read at most 64 MiB of team output, and also judge the jury's ANSWER; if it is
not accepted, that is a checker failure.

Cube answers with their rolls, as `abbott cube-puzzle --moves` prints them
(`3 (1,1) (1,2) (1,3)`), are checked with --moves: the number must be the
judge's, and as many rolls follow, each of a cube beside the hole, that make
the dataset's pattern (none after 0 and -1).";
