//! The full-screen terminal: raw mode and the alternate screen while
//! playing, restored on every way out (quit, Ctrl-C, an error, a panic),
//! the screen drawn from a [`Playable`], and keys read as [`Keys`].

use super::{KEYS_HELP, Keys, Playable, act};
use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::{cursor, execute, queue, terminal};
use dice_core::Heading;
use std::io::{self, Write};

/// Raw mode and the alternate screen, left when dropped.
struct Terminal;

impl Terminal {
    fn enter() -> io::Result<Terminal> {
        terminal::enable_raw_mode()?;
        let guard = Terminal;
        execute!(io::stdout(), terminal::EnterAlternateScreen, cursor::Hide)?;
        Ok(guard)
    }
}

/// Puts the terminal back as it was: cursor shown, main screen, cooked mode.
fn restore() {
    let _ = execute!(io::stdout(), cursor::Show, terminal::LeaveAlternateScreen);
    let _ = terminal::disable_raw_mode();
}

impl Drop for Terminal {
    fn drop(&mut self) {
        restore();
    }
}

/// The key's meaning, if it has one. Ctrl-C quits: in raw mode it arrives
/// as a key, not a signal.
pub fn key_meaning(key: KeyEvent) -> Option<Keys> {
    if key.kind != KeyEventKind::Press {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return (key.code == KeyCode::Char('c')).then_some(Keys::Quit);
    }
    Some(match key.code {
        KeyCode::Up | KeyCode::Char('w') => Keys::Move(Heading::North),
        KeyCode::Right | KeyCode::Char('d') => Keys::Move(Heading::East),
        KeyCode::Down | KeyCode::Char('s') => Keys::Move(Heading::South),
        KeyCode::Left | KeyCode::Char('a') => Keys::Move(Heading::West),
        KeyCode::Char('u') | KeyCode::Backspace => Keys::Undo,
        KeyCode::Char('r') => Keys::Redo,
        KeyCode::Char('x') => Keys::Restart,
        KeyCode::Char('h') | KeyCode::Char('?') => Keys::Hint,
        KeyCode::Char('n') | KeyCode::PageDown => Keys::Next,
        KeyCode::Char('p') | KeyCode::PageUp => Keys::Previous,
        KeyCode::Char('q') | KeyCode::Esc => Keys::Quit,
        _ => return None,
    })
}

/// The whole screen for one game, line by line.
pub fn screen_lines(
    game: &mut dyn Playable,
    (number, of): (usize, usize),
    message: &str,
) -> Vec<String> {
    let mut lines = vec![
        format!("abbott play · dataset {number} of {of}"),
        game.title(),
        String::new(),
    ];
    lines.extend(game.board());
    lines.push(String::new());
    lines.extend(game.state());
    let optimum = game
        .optimum()
        .map_or_else(|| "none (no way to the goal)".into(), |n| n.to_string());
    lines.push(format!(
        "moves {} · optimum from the start {optimum}",
        game.moves()
    ));
    lines.push(String::new());
    lines.push(message.to_owned());
    lines.push(KEYS_HELP.to_owned());
    lines
}

/// The screen's lines if they fit a terminal of `(columns, rows)`; else
/// the first two, a note saying so, and the last two (the message and the
/// keys), so that the player can still switch datasets or quit.
pub fn fit(lines: Vec<String>, (columns, rows): (u16, u16)) -> Vec<String> {
    let width = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    if width <= usize::from(columns) && lines.len() <= usize::from(rows) {
        return lines;
    }
    let note = format!(
        "this screen needs {width} x {} characters and the terminal has {columns} x {rows}: \
         enlarge it, or play in the page (abbott render --html)",
        lines.len()
    );
    let n = lines.len();
    let mut out: Vec<String> = lines.iter().take(2).cloned().collect();
    out.push(note);
    out.extend(lines.into_iter().skip(n.saturating_sub(2)));
    out
}

/// Plays `games` until the player quits. The terminal is restored however
/// this returns, and before a panic's message is printed.
pub fn play(mut games: Vec<Box<dyn Playable + '_>>) -> io::Result<()> {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
    let _terminal = Terminal::enter()?;
    let mut current = 0;
    let mut message = String::from("arrow keys move; h shows the first move of a shortest way on");
    loop {
        let n = games.len();
        let Some(game) = games.get_mut(current) else {
            return Ok(());
        };
        game.prepare();
        draw(game.as_mut(), (current + 1, n), &message)?;
        let Event::Key(key) = event::read()? else {
            continue;
        };
        let Some(meaning) = key_meaning(key) else {
            continue;
        };
        message = match meaning {
            Keys::Quit => return Ok(()),
            Keys::Next => {
                current = (current + 1) % n;
                String::new()
            }
            Keys::Previous => {
                current = (current + n - 1) % n;
                String::new()
            }
            Keys::Hint if game.hint_may_wait() => {
                // Keys typed while it searches wait in the terminal and
                // are answered in order afterwards.
                draw(game.as_mut(), (current + 1, n), SEARCHING)?;
                act(game.as_mut(), Keys::Hint)
            }
            other => act(game.as_mut(), other),
        };
    }
}

/// What the screen says while a hint is searched for.
pub const SEARCHING: &str =
    "searching for a shortest way on from here... (keys typed meanwhile are answered after it)";

/// Clears the terminal and draws the screen of `game`, dataset `number`
/// of `of`, with `message`, cut to the terminal's size.
fn draw(game: &mut dyn Playable, (number, of): (usize, usize), message: &str) -> io::Result<()> {
    let lines = screen_lines(game, (number, of), message);
    let lines = fit(lines, terminal::size().unwrap_or((u16::MAX, u16::MAX)));
    let mut out = io::stdout().lock();
    queue!(out, terminal::Clear(terminal::ClearType::All))?;
    for (row, line) in lines.iter().enumerate() {
        queue!(out, cursor::MoveTo(0, row as u16))?;
        out.write_all(line.as_bytes())?;
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_screen_too_large_says_so_and_keeps_the_keys() {
        let lines: Vec<String> = (0..30).map(|k| format!("line {k}")).collect();
        assert_eq!(fit(lines.clone(), (80, 30)), lines);
        let fitted = fit(lines, (80, 20));
        assert_eq!(fitted.len(), 5);
        assert_eq!(fitted[0], "line 0");
        assert!(
            fitted[2]
                .starts_with("this screen needs 7 x 30 characters and the terminal has 80 x 20")
        );
        assert_eq!(fitted[4], "line 29");
    }

    #[test]
    fn keys_mean_what_the_help_line_says() {
        let press = |code| key_meaning(KeyEvent::new(code, KeyModifiers::NONE));
        let meanings = [
            (KeyCode::Up, Keys::Move(Heading::North)),
            (KeyCode::Char('w'), Keys::Move(Heading::North)),
            (KeyCode::Right, Keys::Move(Heading::East)),
            (KeyCode::Char('d'), Keys::Move(Heading::East)),
            (KeyCode::Down, Keys::Move(Heading::South)),
            (KeyCode::Char('s'), Keys::Move(Heading::South)),
            (KeyCode::Left, Keys::Move(Heading::West)),
            (KeyCode::Char('a'), Keys::Move(Heading::West)),
            (KeyCode::Char('u'), Keys::Undo),
            (KeyCode::Backspace, Keys::Undo),
            (KeyCode::Char('r'), Keys::Redo),
            (KeyCode::Char('x'), Keys::Restart),
            (KeyCode::Char('h'), Keys::Hint),
            (KeyCode::Char('?'), Keys::Hint),
            (KeyCode::Char('n'), Keys::Next),
            (KeyCode::PageDown, Keys::Next),
            (KeyCode::Char('p'), Keys::Previous),
            (KeyCode::PageUp, Keys::Previous),
            (KeyCode::Char('q'), Keys::Quit),
            (KeyCode::Esc, Keys::Quit),
        ];
        for (code, meaning) in meanings {
            assert_eq!(press(code), Some(meaning), "{code:?}");
        }
        assert_eq!(press(KeyCode::Char('z')), None);
        let release =
            KeyEvent::new_with_kind(KeyCode::Up, KeyModifiers::NONE, KeyEventKind::Release);
        assert_eq!(key_meaning(release), None, "only presses count");
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(key_meaning(ctrl_c), Some(Keys::Quit));
        let ctrl_q = KeyEvent::new(KeyCode::Char('q'), KeyModifiers::CONTROL);
        assert_eq!(key_meaning(ctrl_q), None, "other control keys mean nothing");
    }
}
