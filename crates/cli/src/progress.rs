//! A progress bar on standard error for work that takes more than about a
//! second, and only when standard error is a terminal (indicatif hides it
//! otherwise).

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::time::{Duration, Instant};

/// Work shorter than this shows no bar at all.
const QUIET_FOR: Duration = Duration::from_secs(1);

/// A bar that stays hidden for its first second.
#[derive(Debug)]
pub struct Progress {
    bar: ProgressBar,
    started: Instant,
    shown: bool,
}

impl Progress {
    /// A bar over `total` units (bytes, say), or a spinner for `None`.
    pub fn new(total: Option<u64>, what: &str) -> Progress {
        let bar = ProgressBar::with_draw_target(total, ProgressDrawTarget::hidden());
        let style = match total {
            Some(_) => {
                ProgressStyle::with_template("{msg} [{bar:40}] {bytes}/{total_bytes} ({eta})")
            }
            None => ProgressStyle::with_template("{msg} {spinner} {bytes}"),
        };
        if let Ok(style) = style {
            bar.set_style(style.progress_chars("=> "));
        }
        bar.set_message(what.to_string());
        Progress {
            bar,
            started: Instant::now(),
            shown: false,
        }
    }

    /// A bar over `total` steps of work.
    pub fn steps(total: u64, what: &str) -> Progress {
        let progress = Progress::new(Some(total), what);
        if let Ok(style) = ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len}") {
            progress.bar.set_style(style.progress_chars("=> "));
        }
        progress
    }

    /// Advances the bar by one step and shows it if the work has run for a
    /// second.
    pub fn step(&mut self) {
        self.bar.inc(1);
        self.tick();
    }

    /// The bar, for wrapping a reader or setting its position.
    pub fn bar(&self) -> &ProgressBar {
        &self.bar
    }

    /// Shows the bar once the work has run for a second; call it now and
    /// then.
    pub fn tick(&mut self) {
        if !self.shown && self.started.elapsed() >= QUIET_FOR {
            self.shown = true;
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
        }
    }

    /// Removes the bar.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bar_counts_its_steps_and_shows_only_after_a_second() {
        let mut progress = Progress::steps(3, "census");
        progress.step();
        assert_eq!(
            (progress.bar().position(), progress.bar().length()),
            (1, Some(3))
        );
        assert!(!progress.shown, "shown before a second");
        progress.started = Instant::now()
            .checked_sub(QUIET_FOR * 2)
            .expect("the clock runs");
        progress.tick();
        assert!(progress.shown, "hidden after two seconds");
        progress.step();
        assert_eq!(progress.bar().position(), 2);
        progress.finish();
        assert!(progress.bar().is_finished());
    }
}
