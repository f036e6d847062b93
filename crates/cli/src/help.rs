//! The long help texts of subcommands, kept apart from their argument
//! definitions in `args`: the forms of `check`, and each puzzle's input
//! and output grammar in short, with the page that has it in full.

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
the dataset's pattern (none after 0 and -1).

Each puzzle's input and output format: docs/formats.md (and `abbott PUZZLE --help`).";

/// What `dice-maze --help` says after the options: the grammar of its
/// input and output.
pub(crate) const DICE_FORMAT: &str = "\
Input, for each maze (END on a line of its own ends the input):
  NAME                    1 to 20 characters without blanks
  R C ROW COL TOP FRONT   rows and columns (1 to 10; abbott reads up to 4096),
                          the start square, the die's top and its face toward
                          the south (1 to 6, neither equal nor opposite)
  R lines of C integers   1 to 6: entered with that number on top (before
                          tipping); -1 wild (any top); 0 empty (never entered)
Output, for each maze: its name, then the shortest tour from the start back
to it, 9 positions (row,col) a line, each line indented two spaces:
  (1,2),(2,2),(2,3),(3,3),(3,2),(3,1),(2,1),(1,1),(1,2)   or   No Solution Possible

Every format in full, with examples: docs/formats.md";

/// What `arrow-maze --help` says after the options: the grammar of its
/// input and output.
pub(crate) const ARROW_FORMAT: &str = "\
Input, for each maze (END on a line of its own ends the input):
  NAME                 1 to 20 letters and digits
  ROW COL H ROW COL    the entrance, the heading H (N, E, S or W) the walk
                       leaves it by, and the goal; rows and columns 1 to 9
                       (abbott reads up to 4096)
  ROW COL SIGN ... *   an intersection's signs, each a heading of arrival and
                       one to three turns L, F, R (NLF: arriving northward,
                       turn left or go on); one line per intersection
  0                    ends the maze
Output, for each maze: its name, then a shortest route from the entrance to
the goal, 10 positions (row,col) a line, each line indented two spaces:
  (3,1) (2,1) (1,1) (1,2) (2,2)   or   No Solution Possible

Every format in full, with examples: docs/formats.md";

/// What `cube-puzzle --help` says after the options: the grammar of its
/// input and output.
pub(crate) const CUBE_FORMAT: &str = "\
Input, for each dataset (0 0 on a line of its own ends the input):
  X Y      the empty square at the start: column X, row Y (1 to 3)
  C C C    the pattern to make, one line per row, row 1 first: B, W or R
  C C C    for the colour on top of the cube there, E for the one empty
  C C C    square (with --board RxC: R lines of C colours)
Every cube starts with white on top, blue facing east and west.
Output: one line per dataset, the fewest rolls, or -1 beyond 30.

Every format in full, with examples: docs/formats.md";

/// What `validate --help` says after the options.
pub(crate) const VALIDATE: &str = "\
Each puzzle's input format, what abbott reads beyond the statement and what
validate refuses: docs/formats.md (and `abbott PUZZLE --help`).";

/// The short grammar of `puzzle`'s input and output, for its solver's help.
pub(crate) fn grammar(puzzle: abbott_judge::puzzle::Puzzle) -> &'static str {
    use abbott_judge::puzzle::Puzzle;
    match puzzle {
        Puzzle::DiceMaze => DICE_FORMAT,
        Puzzle::ArrowMaze => ARROW_FORMAT,
        Puzzle::CubePuzzle => CUBE_FORMAT,
    }
}
