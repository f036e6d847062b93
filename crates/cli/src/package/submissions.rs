//! The submissions of each problem package: independent accepted solutions
//! written from the statements (not from the crates), the classic mistakes
//! as one-line changes to them, and correct searches too slow to pass.

use crate::puzzle::Puzzle;

/// One submission file of a package.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Submission {
    /// `accepted`, `wrong_answer` or `time_limit_exceeded`.
    pub verdict: &'static str,
    /// The file name, whose extension names the language.
    pub file: &'static str,
    /// The source.
    pub source: String,
}

/// A classic mistake: an accepted solution, or the correct search too slow
/// to pass, with one change.
#[derive(Clone, Copy, Debug)]
pub struct Mistake {
    /// The wrong submission's file name.
    pub file: &'static str,
    /// The accepted (or too slow) solution it changes.
    pub base: &'static str,
    /// The text replaced (it occurs in the base exactly once).
    pub from: &'static str,
    /// Its replacement.
    pub to: &'static str,
    /// The mistake, in a sentence.
    pub what: &'static str,
}

/// The accepted solutions of a puzzle: file name and source. The cube's
/// Python one shows that the time limit is fair for PyPy.
fn accepted(puzzle: Puzzle) -> &'static [(&'static str, &'static str)] {
    match puzzle {
        Puzzle::DiceMaze => &[
            (
                "dice_bfs.cpp",
                include_str!("../../judge/dice-maze/submissions/accepted/dice_bfs.cpp"),
            ),
            (
                "dice_deque.py",
                include_str!("../../judge/dice-maze/submissions/accepted/dice_deque.py"),
            ),
        ],
        Puzzle::ArrowMaze => &[
            (
                "arrow_bfs.cpp",
                include_str!("../../judge/arrow-maze/submissions/accepted/arrow_bfs.cpp"),
            ),
            (
                "arrow_paths.py",
                include_str!("../../judge/arrow-maze/submissions/accepted/arrow_paths.py"),
            ),
        ],
        Puzzle::CubePuzzle => &[
            (
                "cube_bidirectional.cpp",
                include_str!("../../judge/cube-puzzle/submissions/accepted/cube_bidirectional.cpp"),
            ),
            (
                "cube_meet_in_the_middle.rs",
                include_str!(
                    "../../judge/cube-puzzle/submissions/accepted/cube_meet_in_the_middle.rs"
                ),
            ),
            (
                "cube_tables.py",
                include_str!("../../judge/cube-puzzle/submissions/accepted/cube_tables.py"),
            ),
        ],
    }
}

/// The correct but exponential search of a puzzle.
fn too_slow(puzzle: Puzzle) -> &'static str {
    match puzzle {
        Puzzle::DiceMaze => {
            include_str!(
                "../../judge/dice-maze/submissions/time_limit_exceeded/iddfs_no_visited.cpp"
            )
        }
        Puzzle::ArrowMaze => include_str!(
            "../../judge/arrow-maze/submissions/time_limit_exceeded/iddfs_no_visited.cpp"
        ),
        Puzzle::CubePuzzle => include_str!(
            "../../judge/cube-puzzle/submissions/time_limit_exceeded/iddfs_no_visited.cpp"
        ),
    }
}

/// The solutions a mistake may change: the accepted ones and the too slow
/// one, by file name.
fn bases(puzzle: Puzzle) -> Vec<(&'static str, &'static str)> {
    let mut out = accepted(puzzle).to_vec();
    out.push((TOO_SLOW, too_slow(puzzle)));
    out
}

/// The file name of every package's correct but too slow search.
const TOO_SLOW: &str = "iddfs_no_visited.cpp";

/// The classic mistakes the secret data is designed to catch.
pub fn mistakes(puzzle: Puzzle) -> &'static [Mistake] {
    match puzzle {
        Puzzle::DiceMaze => DICE_MISTAKES,
        Puzzle::ArrowMaze => ARROW_MISTAKES,
        Puzzle::CubePuzzle => CUBE_MISTAKES,
    }
}

const DICE_MISTAKES: &[Mistake] = &[
    Mistake {
        file: "top_after_the_move.cpp",
        base: "dice_bfs.cpp",
        from: "v != d.top)) continue;",
        to: "v != roll(d, h).top)) continue;",
        what: "compares the square with the top face after the roll, not before",
    },
    Mistake {
        file: "visited_by_square.py",
        base: "dice_deque.py",
        from: "            if nxt not in parent:",
        to: "            if all(key[0] != (nr, nc) for key in parent):",
        what: "marks squares visited, not (square, orientation): no tour may revisit a square",
    },
    Mistake {
        file: "front_faces_north.cpp",
        base: "dice_bfs.cpp",
        from: "Die start = {top, front, east[top][front]};",
        to: "Die start = {top, 7 - front, east[top][7 - front]};",
        what: "takes the front face as the one facing north, away from the player",
    },
    Mistake {
        file: "start_always_enterable.py",
        base: "dice_deque.py",
        from: "            if value == 0 or (value != -1 and value != d[0]):",
        to: "            if (nr, nc) != start and (value == 0 or (value != -1 and value != d[0])):",
        what: "lets the die back onto the start whatever the start square holds",
    },
    Mistake {
        file: "depth_first.cpp",
        base: "dice_bfs.cpp",
        from: "for (size_t qi = 0; qi < queue.size() && last < 0; qi++) {\n            int s = queue[qi];",
        to: "while (!queue.empty() && last < 0) {\n            int s = queue.back();\n            queue.pop_back();",
        what: "searches depth first and prints the first tour it finds, not a shortest one",
    },
    Mistake {
        file: "east_west_mirrored.cpp",
        base: "dice_bfs.cpp",
        from: "case 1: return {7 - d.east, d.south, d.top};",
        to: "case 1: return {d.east, d.south, 7 - d.top};",
        what: "rolls the die east as if it rolled west",
    },
    Mistake {
        file: "ten_per_line.cpp",
        base: "dice_bfs.cpp",
        from: "if (k % 9 == 0 && i > 0)",
        to: "if (k % 10 == 0 && i > 0)",
        what: "prints 10 positions per line instead of 9",
    },
    Mistake {
        file: "no_comma_at_line_end.py",
        base: "dice_deque.py",
        from: "out.append(',\\n'.join(",
        to: "out.append('\\n'.join(",
        what: "ends a full line without the comma that separates it from the next position",
    },
    Mistake {
        file: "queue_for_six_tops.cpp",
        base: "dice_bfs.cpp",
        from: "                queue.push_back(ns);",
        to: "                if (queue.size() < (size_t)R * C * 6) queue.push_back(ns);  // a slot per square and top",
        what: "keeps a queue of R x C x 6 slots, one per square and top, and drops the states pushed past its end",
    },
    Mistake {
        file: "iddfs_seen_once.cpp",
        base: TOO_SLOW,
        from: "static vector<pair<int, int>> path;\n\nstatic bool dfs(int r, int c, Die d, int left) {\n    if (left == 0) return false;\n",
        to: "static vector<pair<int, int>> path;\nstatic vector<char> seen;  // the states met in this round of deepening\n\nstatic bool dfs(int r, int c, Die d, int left) {\n    if (path.size() == 1) seen.assign((R + 2) * (C + 2) * 49, 0);  // a new round\n    int k = ((r * (C + 2) + c) * 7 + d.top) * 7 + d.south;\n    if (left == 0 || seen[k]) return false;\n    seen[k] = 1;\n",
        what: "deepens in the fixed move order N, E, S, W with one seen mark per state and round, so a state first met late behind an earlier move is not searched again where a later move reaches it sooner",
    },
    Mistake {
        file: "seen_by_top.py",
        base: "dice_deque.py",
        from: "            if nxt not in parent:\n                parent[nxt] = state",
        to: "            if ((nr, nc), nxt[1][0]) not in parent:\n                parent[((nr, nc), nxt[1][0])] = None\n                parent[nxt] = state",
        what: "keeps one seen mark per square and top, room for 6 orientations of the die instead of its 24",
    },
];

const ARROW_MISTAKES: &[Mistake] = &[
    Mistake {
        file: "entrance_sign_at_start.py",
        base: "arrow_paths.py",
        from: "    layer = [(first, heading, [start, first])]\n    seen = {(first, heading)}",
        to: "    layer = [(start, heading, [start])]\n    seen = {(start, heading)}",
        what: "obeys the entrance's own sign for the first move instead of leaving straight in the given heading",
    },
    Mistake {
        file: "visited_by_intersection.py",
        base: "arrow_paths.py",
        from: "and (to, leaving) not in seen:",
        to: "and all(p != to for p, _ in seen):",
        what: "marks intersections visited, not (intersection, heading): no route may pass one twice",
    },
    Mistake {
        file: "left_right_swapped.cpp",
        base: "arrow_bfs.cpp",
        from: "int turn = sign[i] == 'L' ? 3 : sign[i] == 'F' ? 0 : 1;",
        to: "int turn = sign[i] == 'L' ? 1 : sign[i] == 'F' ? 0 : 3;",
        what: "turns right for L and left for R",
    },
    Mistake {
        file: "sign_by_side_posted.py",
        base: "arrow_paths.py",
        from: "signs[((r, c), sign[0])] = sign[1:]",
        to: "signs[((r, c), LEFT[LEFT[sign[0]]])] = sign[1:]",
        what: "reads a sign's letter as the side it is posted on, not the heading it is seen in",
    },
    Mistake {
        file: "goal_not_on_first_step.cpp",
        base: "arrow_bfs.cpp",
        from: "if (cr == gr && cc == gc) { goal = s; break; }",
        to: "if (cr == gr && cc == gc && parent[s] != -1) { goal = s; break; }",
        what: "never notices a goal reached by the first step out of the entrance",
    },
    Mistake {
        file: "nine_per_line.py",
        base: "arrow_paths.py",
        from: "        for k in range(0, len(cells), 10):\n            out.append('  ' + ' '.join(cells[k:k + 10]))",
        to: "        for k in range(0, len(cells), 9):\n            out.append('  ' + ' '.join(cells[k:k + 9]))",
        what: "prints 9 intersections per line instead of 10",
    },
    Mistake {
        file: "entrance_is_goal_at_once.cpp",
        base: "arrow_bfs.cpp",
        from: "        int goal = -1;\n",
        to: "        int goal = -1;\n        if (sr == gr && sc == gc) { cout << name << \"\\n  (\" << sr << \",\" << sc << \")\\n\"; continue; }\n",
        what: "takes an entrance that is also the goal as reached before the walker leaves it",
    },
    Mistake {
        file: "queue_of_81.cpp",
        base: "arrow_bfs.cpp",
        from: "                queue.push_back(ns);",
        to: "                if (queue.size() < 9 * 9) queue.push_back(ns);  // one slot per intersection",
        what: "keeps a queue of 9 x 9 slots, one per intersection, and drops the walker states pushed past its end",
    },
];

const CUBE_MISTAKES: &[Mistake] = &[
    Mistake {
        file: "x_and_y_swapped.cpp",
        base: "cube_bidirectional.cpp",
        from: "(sq == (y - 1) * 3 + (x - 1) ? 6",
        to: "(sq == (x - 1) * 3 + (y - 1) ? 6",
        what: "reads the empty square as (row, column) instead of (x, y)",
    },
    Mistake {
        file: "limit_29.cpp",
        base: "cube_bidirectional.cpp",
        from: "static const int LIMIT = 30;",
        to: "static const int LIMIT = 29;",
        what: "prints -1 for answers of exactly 30",
    },
    Mistake {
        file: "limit_31.cpp",
        base: "cube_bidirectional.cpp",
        from: "static const int LIMIT = 30;",
        to: "static const int LIMIT = 31;",
        what: "prints 31 for patterns that need exactly 31 rolls instead of -1",
    },
    Mistake {
        file: "blue_and_red_swapped.cpp",
        base: "cube_bidirectional.cpp",
        from: "int white_start = find_perm(0, 1, 2);",
        to: "int white_start = find_perm(0, 2, 1);",
        what: "starts the cubes with red along x and blue along y",
    },
    Mistake {
        file: "one_goal_board.cpp",
        base: "cube_bidirectional.cpp",
        from: "if (perm[i][0] == top) next.push_back(g + i * pw[sq]);",
        to: "if (perm[i][0] == top) { next.push_back(g + i * pw[sq]); break; }",
        what: "searches for one orientation per top colour instead of both",
    },
    Mistake {
        file: "answer_0_missed.cpp",
        base: "cube_bidirectional.cpp",
        from: "if (seen[g] == 1) answer = 0;",
        to: "if (seen[g] == 1) continue;",
        what: "never answers 0: the start board is not checked against the pattern",
    },
    Mistake {
        file: "no_reset.cpp",
        base: "cube_bidirectional.cpp",
        from: "for (int t : touched) seen[t] = 0;",
        to: "touched.clear();",
        what: "keeps the previous dataset's searched boards",
    },
];

/// The comment that opens a wrong submission.
fn comment(file: &str, text: &str) -> String {
    if file.ends_with(".py") {
        format!("# Wrong answer on purpose: {text}.\n")
    } else {
        format!("// Wrong answer on purpose: {text}.\n")
    }
}

/// Every submission of a puzzle's package, in a fixed order.
pub fn submissions(puzzle: Puzzle) -> Vec<Submission> {
    let bases = bases(puzzle);
    let mut out: Vec<Submission> = accepted(puzzle)
        .iter()
        .map(|&(file, source)| Submission {
            verdict: "accepted",
            file,
            source: source.to_string(),
        })
        .collect();
    for mistake in mistakes(puzzle) {
        let base = bases
            .iter()
            .find(|(file, _)| *file == mistake.base)
            .map(|(_, source)| *source)
            .expect("every mistake names an accepted or slow solution of its puzzle");
        debug_assert_eq!(base.matches(mistake.from).count(), 1, "{}", mistake.file);
        out.push(Submission {
            verdict: "wrong_answer",
            file: mistake.file,
            source: comment(mistake.file, mistake.what)
                + &base.replacen(mistake.from, mistake.to, 1),
        });
    }
    out.push(Submission {
        verdict: "time_limit_exceeded",
        file: TOO_SLOW,
        source: too_slow(puzzle).to_string(),
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mistake_changes_exactly_one_place_of_its_base() {
        for puzzle in Puzzle::ALL {
            let bases = bases(puzzle);
            assert!(mistakes(puzzle).len() >= 5);
            for mistake in mistakes(puzzle) {
                let (_, base) = bases
                    .iter()
                    .find(|(file, _)| *file == mistake.base)
                    .expect("the base exists");
                assert_eq!(base.matches(mistake.from).count(), 1, "{}", mistake.file);
                assert_ne!(mistake.from, mistake.to);
            }
            let all = submissions(puzzle);
            let wrong = all.iter().filter(|s| s.verdict == "wrong_answer").count();
            assert_eq!(wrong, mistakes(puzzle).len());
            assert!(all.iter().any(|s| s.verdict == "time_limit_exceeded"));
        }
    }

    #[test]
    fn accepted_and_slow_submissions_are_the_repositorys_files_unchanged() {
        let judge = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("judge");
        for puzzle in Puzzle::ALL {
            let folder = judge.join(puzzle.name()).join("submissions");
            for sub in submissions(puzzle) {
                if sub.verdict == "wrong_answer" {
                    continue;
                }
                let path = folder.join(sub.verdict).join(sub.file);
                let on_disk = std::fs::read_to_string(&path).expect("in the repository");
                assert!(on_disk == sub.source, "{} differs", path.display());
            }
        }
    }

    #[test]
    fn a_wrong_submission_opens_with_its_mistake_and_differs_from_its_base_once() {
        for puzzle in Puzzle::ALL {
            let all = submissions(puzzle);
            for mistake in mistakes(puzzle) {
                let sub = all
                    .iter()
                    .find(|s| s.file == mistake.file)
                    .expect("written");
                assert_eq!(sub.verdict, "wrong_answer");
                let (first, rest) = sub.source.split_once('\n').expect("a first line");
                let mark = if mistake.file.ends_with(".py") {
                    "#"
                } else {
                    "//"
                };
                assert_eq!(
                    first,
                    format!("{mark} Wrong answer on purpose: {}.", mistake.what)
                );
                let base = all
                    .iter()
                    .find(|s| s.file == mistake.base)
                    .expect("its base");
                let base = base.source.as_str();
                let same_start = base
                    .bytes()
                    .zip(rest.bytes())
                    .take_while(|(a, b)| a == b)
                    .count();
                let same_end = base
                    .bytes()
                    .rev()
                    .zip(rest.bytes().rev())
                    .take_while(|(a, b)| a == b)
                    .count();
                let changed = |text: &str| {
                    let end = text.len().saturating_sub(same_end).max(same_start);
                    text[same_start..end].to_string()
                };
                // The one place that differs lies within the replaced text.
                assert!(mistake.from.contains(&changed(base)), "{}", mistake.file);
                assert!(mistake.to.contains(&changed(rest)), "{}", mistake.file);
            }
        }
    }
}
