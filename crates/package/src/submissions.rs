//! The submissions of each problem package: independent accepted solutions
//! written from the statements (not from the crates), the classic mistakes
//! as one-line changes to them, and correct searches too slow to pass: the
//! search without a visited set, and the slow families of right answers,
//! each one change to a solution. Each puzzle's [`Solutions`] are part of
//! its [`Problem`](super::Problem).

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

/// A solution embedded from `judge/<puzzle>/submissions/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Source {
    /// The file name, whose extension names the language.
    pub file: &'static str,
    /// The source.
    pub text: &'static str,
}

/// One change to an accepted solution, or to the correct search too slow
/// to pass: a classic mistake, or a slow family of right answers.
#[derive(Clone, Copy, Debug)]
pub struct Mistake {
    /// The changed submission's file name.
    pub file: &'static str,
    /// The accepted (or too slow) solution it changes.
    pub base: &'static str,
    /// The text replaced (it occurs in the base exactly once).
    pub from: &'static str,
    /// Its replacement.
    pub to: &'static str,
    /// The mistake, or what makes the search slow, in a sentence.
    pub what: &'static str,
}

/// What one puzzle's submissions are made of.
#[derive(Clone, Copy, Debug)]
pub struct Solutions {
    /// The accepted solutions, at least one of them in Python to show that
    /// the time limit is fair for PyPy.
    pub(super) accepted: &'static [Source],
    /// The correct but exponential search, named [`TOO_SLOW`].
    pub(super) too_slow: &'static str,
    /// The classic mistakes the secret data is designed to catch.
    pub(super) mistakes: &'static [Mistake],
    /// The slow families of right answers, each one change to an accepted
    /// or the slow solution, which the heaviest files make exceed the time
    /// limit (`time_limit_exceeded/`).
    pub(super) slow: &'static [Mistake],
}

impl Solutions {
    /// The solutions a mistake may change: the accepted ones and the too
    /// slow one.
    fn bases(&self) -> Vec<Source> {
        let mut out = self.accepted.to_vec();
        out.push(Source {
            file: TOO_SLOW,
            text: self.too_slow,
        });
        out
    }

    /// The classic mistakes the secret data is designed to catch.
    pub fn mistakes(&self) -> &'static [Mistake] {
        self.mistakes
    }
}

/// The file name of every package's correct but too slow search.
pub(super) const TOO_SLOW: &str = "iddfs_no_visited.cpp";

/// The comment that opens a changed submission: `why` is `Wrong answer`
/// or `Too slow`.
fn comment(file: &str, why: &str, text: &str) -> String {
    if file.ends_with(".py") {
        format!("# {why} on purpose: {text}.\n")
    } else {
        format!("// {why} on purpose: {text}.\n")
    }
}

/// Every submission of a puzzle's package, in a fixed order.
pub(super) fn submissions(solutions: &Solutions) -> Vec<Submission> {
    let bases = solutions.bases();
    let mut out: Vec<Submission> = solutions
        .accepted
        .iter()
        .map(|base| Submission {
            verdict: "accepted",
            file: base.file,
            source: base.text.to_string(),
        })
        .collect();
    let changed = |mistake: &Mistake, verdict: &'static str, why: &str| {
        let base = bases
            .iter()
            .find(|base| base.file == mistake.base)
            .map(|base| base.text)
            .expect("every change names an accepted or slow solution of its puzzle");
        debug_assert_eq!(base.matches(mistake.from).count(), 1, "{}", mistake.file);
        Submission {
            verdict,
            file: mistake.file,
            source: comment(mistake.file, why, mistake.what)
                + &base.replacen(mistake.from, mistake.to, 1),
        }
    };
    for mistake in solutions.mistakes {
        out.push(changed(mistake, "wrong_answer", "Wrong answer"));
    }
    out.push(Submission {
        verdict: "time_limit_exceeded",
        file: TOO_SLOW,
        source: solutions.too_slow.to_string(),
    });
    for slow in solutions.slow {
        out.push(changed(slow, "time_limit_exceeded", "Too slow"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::every_problem;

    #[test]
    fn every_mistake_changes_exactly_one_place_of_its_base() {
        for (problem, _) in every_problem() {
            let solutions = &problem.solutions;
            let bases = solutions.bases();
            assert!(solutions.mistakes().len() >= 5);
            for mistake in solutions.mistakes().iter().chain(solutions.slow) {
                let base = bases
                    .iter()
                    .find(|base| base.file == mistake.base)
                    .expect("the base exists");
                let from = base.text.matches(mistake.from).count();
                assert_eq!(from, 1, "{}", mistake.file);
                assert_ne!(mistake.from, mistake.to);
            }
            let all = problem.submissions();
            let wrong = all.iter().filter(|s| s.verdict == "wrong_answer").count();
            assert_eq!(wrong, solutions.mistakes().len());
            let slow = all.iter().filter(|s| s.verdict == "time_limit_exceeded");
            assert_eq!(slow.count(), 1 + solutions.slow.len());
        }
    }

    /// The changed submissions of `problem`: its mistakes and slow families.
    fn solutions_changed(
        problem: &super::super::Problem,
    ) -> impl Iterator<Item = &'static super::Mistake> {
        let solutions = problem.solutions;
        solutions.mistakes().iter().chain(solutions.slow)
    }

    #[test]
    fn accepted_and_slow_submissions_are_the_repositorys_files_unchanged() {
        let judge = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("judge");
        for (problem, kind) in every_problem() {
            let folder = judge.join(kind.puzzle().name()).join("submissions");
            for sub in problem.submissions() {
                let changed = solutions_changed(problem).any(|m| m.file == sub.file);
                if sub.verdict == "wrong_answer" || changed {
                    continue;
                }
                let path = folder.join(sub.verdict).join(sub.file);
                let on_disk = std::fs::read_to_string(&path).expect("in the repository");
                assert!(on_disk == sub.source, "{} differs", path.display());
            }
        }
    }

    #[test]
    fn a_changed_submission_opens_with_its_change_and_differs_from_its_base_once() {
        for (problem, _) in every_problem() {
            let all = problem.submissions();
            for mistake in solutions_changed(problem) {
                let sub = all
                    .iter()
                    .find(|s| s.file == mistake.file)
                    .expect("written");
                let why = match sub.verdict {
                    "wrong_answer" => "Wrong answer",
                    _ => "Too slow",
                };
                let slow = problem.solutions.slow.iter().any(|s| s.file == sub.file);
                assert_eq!(slow, sub.verdict == "time_limit_exceeded");
                let (first, rest) = sub.source.split_once('\n').expect("a first line");
                let mark = if mistake.file.ends_with(".py") {
                    "#"
                } else {
                    "//"
                };
                assert_eq!(first, format!("{mark} {why} on purpose: {}.", mistake.what));
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
