//! How the workers of a census on timely share its classes of start
//! square, chosen once from the flags and the board: a class a worker, or
//! a slice of every class on every worker. The complete census and the
//! census up to a bound choose by the same rule, and tell their observer
//! which they took (`Event::Layout`).

use std::fmt;

/// How the workers share the classes of start square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spread {
    /// Each worker searches classes of its own; nothing crosses between
    /// workers until the end.
    Classes,
    /// Every worker holds a slice of every class (`--slices`).
    Slices,
}

/// The layout a census on timely workers takes, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// How the classes are shared.
    pub spread: Spread,
    /// Whether the caller asked for slices (`Config::slices`).
    pub asked: bool,
    /// The board's classes of start square.
    pub classes: usize,
    /// The workers of every process.
    pub workers: usize,
}

impl Layout {
    /// The layout of `workers` workers (of every process) on a board of
    /// `classes` classes of start square: slices when `slices` asks for
    /// them or when there are more workers than classes (a class a worker
    /// would leave a worker, and perhaps a whole process, with nothing to
    /// do), else a class a worker, the faster (nothing crosses between
    /// workers).
    pub fn choose(slices: bool, classes: usize, workers: usize) -> Layout {
        let spread = match slices || workers > classes {
            true => Spread::Slices,
            false => Spread::Classes,
        };
        Layout {
            spread,
            asked: slices,
            classes,
            workers,
        }
    }

    /// Whether every worker holds a slice of every class.
    pub fn slices(self) -> bool {
        self.spread == Spread::Slices
    }

    /// Whether the census shares every class without being asked to
    /// (more workers than classes): the layout a caller should say it
    /// took, since the flags alone do not tell.
    pub fn implied(self) -> bool {
        self.slices() && !self.asked
    }
}

/// The line a caller shows: the layout and why it was chosen.
impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Layout {
            classes, workers, ..
        } = *self;
        let plural = |n: usize, one: &'static str, many: &'static str| match n {
            1 => one,
            _ => many,
        };
        let (worker_s, class_es) = (
            plural(workers, "worker", "workers"),
            plural(classes, "class", "classes"),
        );
        match (self.spread, self.asked) {
            (Spread::Slices, true) => write!(
                f,
                "layout: every class of start square shared by the {workers} {worker_s} \
                 (--slices)"
            ),
            (Spread::Slices, false) => write!(
                f,
                "layout: every class of start square shared by the {workers} {worker_s}, as \
                 with --slices ({classes} {class_es} for {workers} {worker_s}: a class a worker \
                 would leave {} idle)",
                workers - classes
            ),
            (Spread::Classes, _) => write!(
                f,
                "layout: {classes} {class_es} of start square on {workers} {worker_s}, a class \
                 a worker (--slices shares every class among them)"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn more_workers_than_classes_share_every_class_and_say_why() {
        // 4 x 4 has three classes: four processes of one worker share them.
        let four = Layout::choose(false, 3, 4);
        assert!(four.slices() && four.implied());
        assert_eq!(
            four.to_string(),
            "layout: every class of start square shared by the 4 workers, as with --slices \
             (3 classes for 4 workers: a class a worker would leave 1 idle)"
        );
        let three = Layout::choose(false, 3, 3);
        assert_eq!((three.spread, three.implied()), (Spread::Classes, false));
        assert_eq!(
            three.to_string(),
            "layout: 3 classes of start square on 3 workers, a class a worker \
             (--slices shares every class among them)"
        );
        let asked = Layout::choose(true, 3, 1);
        assert!(asked.slices() && !asked.implied());
        assert_eq!(
            asked.to_string(),
            "layout: every class of start square shared by the 1 worker (--slices)"
        );
    }
}
