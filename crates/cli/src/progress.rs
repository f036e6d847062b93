//! A progress bar on standard error for work that takes more than about a
//! second, and only when standard error is a terminal (indicatif hides it
//! otherwise): [`Progress`] for work that advances it step by step,
//! [`while_working`] for work whose steps may each take a minute.

use abbott_census::{Event, Observer, Total};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Work shorter than this shows no bar at all.
const QUIET_FOR: Duration = Duration::from_secs(1);

/// How often a bar shown by [`while_working`] redraws its spinner and the
/// time elapsed.
const TICK: Duration = Duration::from_millis(200);

/// What a bar of [`while_working`] counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Count {
    /// Steps of a known number (the start squares of a census).
    Steps(u64),
    /// Bytes written so far, of a number not known ahead.
    Bytes,
    /// Nothing: a spinner and the time elapsed.
    Time,
    /// Patterns of a census answered, of a known number, with the time
    /// left at the rate so far.
    Patterns(u64),
}

/// Runs `work`, handing it a bar that it may advance from any thread
/// (`inc`, or `wrap_write` for [`Count::Bytes`]). The bar appears on
/// standard error once the work has run for a second, and only on a
/// terminal; from then on it redraws itself with the time elapsed even
/// while no step ends (a start square of the 3 x 4 census takes a
/// minute), and it is removed when the work ends, before anything is
/// printed after it.
pub fn while_working<T>(count: Count, what: &str, work: impl FnOnce(&ProgressBar) -> T) -> T {
    while_working_on(ProgressDrawTarget::stderr, QUIET_FOR, count, what, work)
}

/// [`while_working`], drawing on `target` after `quiet_for`.
fn while_working_on<T>(
    target: impl FnOnce() -> ProgressDrawTarget + Send,
    quiet_for: Duration,
    count: Count,
    what: &str,
    work: impl FnOnce(&ProgressBar) -> T,
) -> T {
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
    restyle(&bar, count, what);
    let (working, ended) = mpsc::channel::<()>();
    let shown = bar.clone();
    std::thread::scope(|scope| {
        scope.spawn(move || {
            let bar = shown;
            // The work ends by dropping `working` (also when it panics).
            if ended.recv_timeout(quiet_for) == Err(RecvTimeoutError::Timeout) {
                bar.set_draw_target(target());
                bar.enable_steady_tick(TICK);
                let _ = ended.recv();
            }
            bar.finish_and_clear();
        });
        let res = work(&bar);
        drop(working);
        res
    })
}

/// Sets `bar`'s length, style and message for what it counts.
fn restyle(bar: &ProgressBar, count: Count, what: &str) {
    let (total, template) = match count {
        Count::Steps(n) => (Some(n), "{msg} [{bar:40}] {pos}/{len} ({elapsed})"),
        Count::Bytes => (None, "{msg} {spinner} {bytes} ({elapsed})"),
        Count::Time => (None, "{msg} {spinner} ({elapsed})"),
        Count::Patterns(n) => (
            Some(n),
            "{msg} [{bar:30}] {pos}/{len} patterns ({elapsed}, {eta} left)",
        ),
    };
    match total {
        Some(n) => bar.set_length(n),
        None => bar.unset_length(),
    }
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_message(what.to_string());
}

/// A census's events drawn on a bar of [`while_working`]: what it counts
/// once it begins, its progress, the layer under way; the lines it says
/// (what its tables need, with `report` or on a terminal, the layout its
/// workers took when the census chose slices on its own, and the
/// report's) on standard error, above the bar.
#[derive(Debug)]
pub struct CensusBar {
    bar: ProgressBar,
    report: bool,
}

impl CensusBar {
    /// Draws on `bar`; with `report`, says what the tables need even off a
    /// terminal.
    pub fn new(bar: &ProgressBar, report: bool) -> CensusBar {
        let bar = bar.clone();
        CensusBar { bar, report }
    }
}

impl Observer for CensusBar {
    fn observe(&self, event: Event<'_>) {
        match event {
            Event::Began { what, total } => {
                let count = match total {
                    Total::Classes(n) => Count::Steps(n),
                    Total::Patterns(n) => Count::Patterns(n),
                };
                restyle(&self.bar, count, what);
            }
            Event::Counted(n) => self.bar.inc(n),
            Event::Reached(n) => self.bar.set_position(n),
            Event::Layer {
                shape,
                start,
                layer,
            } => {
                let message = format!("census of {shape} from {start}, layer {layer}");
                self.bar.set_message(message);
            }
            Event::Needs(needs) if self.report || std::io::stderr().is_terminal() => {
                self.bar.suspend(|| eprintln!("{needs}"));
            }
            Event::Report(line) => self.bar.suspend(|| eprintln!("{line}")),
            // The flags tell the other layouts; this one the census chose.
            Event::Layout(layout) if layout.implied() => {
                self.bar.suspend(|| eprintln!("{layout}"));
            }
            // Events of a later release of the library draw nothing.
            _ => {}
        }
    }
}

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
    use indicatif::TermLike;
    use std::sync::{Arc, Mutex};

    /// A terminal that keeps what is drawn on it and says when something
    /// is.
    #[derive(Debug, Clone)]
    struct Screen {
        drawn: Arc<Mutex<Vec<String>>>,
        news: mpsc::SyncSender<()>,
    }

    impl TermLike for Screen {
        fn width(&self) -> u16 {
            100
        }
        fn move_cursor_up(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_down(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_right(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_left(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn write_line(&self, s: &str) -> std::io::Result<()> {
            self.write_str(s)
        }
        fn write_str(&self, s: &str) -> std::io::Result<()> {
            if !s.is_empty() {
                self.drawn
                    .lock()
                    .expect("no panic holds it")
                    .push(s.to_string());
                let _ = self.news.try_send(());
            }
            Ok(())
        }
        fn clear_line(&self) -> std::io::Result<()> {
            let mut drawn = self.drawn.lock().expect("no panic holds it");
            drawn.push("<cleared>".to_string());
            Ok(())
        }
        fn flush(&self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn screen() -> (Screen, mpsc::Receiver<()>) {
        let (news, heard) = mpsc::sync_channel(1000);
        let drawn = Arc::default();
        (Screen { drawn, news }, heard)
    }

    #[test]
    fn long_work_shows_a_bar_without_ending_a_step_and_clears_it() {
        let (term, heard) = screen();
        let shown = term.clone();
        let target = move || ProgressDrawTarget::term_like(Box::new(shown));
        let quiet = Duration::from_millis(1);
        let answer = while_working_on(target, quiet, Count::Steps(4), "census", |bar| {
            // The work waits (boundedly) until the bar is drawn, with none
            // of its four steps done.
            heard
                .recv_timeout(Duration::from_secs(60))
                .expect("the bar is drawn while the work runs");
            bar.inc(1);
            42
        });
        assert_eq!(answer, 42);
        let drawn = term.drawn.lock().expect("no panic holds it").clone();
        let first = (drawn.iter()).find(|s| *s != "<cleared>").expect("drawn");
        assert!(first.starts_with("census ["), "{drawn:?}");
        assert!(first.contains("0/4 ("), "{drawn:?}");
        assert_eq!(drawn.last().map(String::as_str), Some("<cleared>"));
    }

    #[test]
    fn short_work_draws_nothing() {
        let (term, _heard) = screen();
        let shown = term.clone();
        let target = move || ProgressDrawTarget::term_like(Box::new(shown));
        let quiet = Duration::from_secs(3600);
        let written = while_working_on(target, quiet, Count::Bytes, "generating", |bar| {
            let mut out = bar.wrap_write(Vec::new());
            std::io::Write::write_all(&mut out, b"0 0\n").expect("a Vec takes it");
            bar.position()
        });
        assert_eq!(written, 4);
        assert_eq!(
            *term.drawn.lock().expect("no panic holds it"),
            Vec::<String>::new()
        );
    }

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
