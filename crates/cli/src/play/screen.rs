//! The full-screen terminal: raw mode and the alternate screen while
//! playing, restored on every way out (quit, Ctrl-C, an error, a panic),
//! the screen drawn from a [`Playable`], and keys read as [`Keys`].

use super::wrap::Line;
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

/// The whole screen for one game, line by line: text, and the board's
/// drawing.
pub fn screen_lines(
    game: &mut dyn Playable,
    (number, of): (usize, usize),
    message: &str,
) -> Vec<Line> {
    let mut lines = vec![
        Line::Text(format!("abbott play · dataset {number} of {of}")),
        Line::Text(game.title()),
        Line::Text(String::new()),
    ];
    lines.extend(game.board().into_iter().map(Line::Drawing));
    lines.push(Line::Text(String::new()));
    lines.extend(game.state().into_iter().map(Line::Text));
    let optimum = game
        .optimum()
        .map_or_else(|| "none (no way to the goal)".into(), |n| n.to_string());
    lines.push(Line::Text(format!(
        "moves {} · optimum from the start {optimum}",
        game.moves()
    )));
    lines.push(Line::Text(String::new()));
    lines.push(Line::Text(message.to_owned()));
    lines.push(Line::Text(KEYS_HELP.to_owned()));
    lines
}

/// The screen's lines, text wrapped to a terminal of `(columns, rows)`, if
/// they fit it; else the first two, a note saying so, and the last two
/// (the message and the keys), so that the player can still switch
/// datasets or quit.
pub fn fit(lines: Vec<Line>, (columns, rows): (u16, u16)) -> Vec<String> {
    let columns = usize::from(columns);
    let wrap_all =
        |lines: &[Line]| -> Vec<String> { lines.iter().flat_map(|l| l.wrapped(columns)).collect() };
    let wrapped = wrap_all(&lines);
    let drawing = (lines.iter())
        .filter(|l| matches!(l, Line::Drawing(_)))
        .map(Line::width)
        .max()
        .unwrap_or(0);
    if drawing <= columns && wrapped.len() <= usize::from(rows) {
        return wrapped;
    }
    let text = lines.iter().map(Line::width).max().unwrap_or(0);
    let note = format!(
        "this screen needs {} x {} characters and the terminal has {columns} x {rows}: \
         enlarge it, or play in the page (abbott render --html)",
        drawing.max(text.min(columns)),
        wrapped.len()
    );
    let n = lines.len();
    let mut kept: Vec<Line> = lines.iter().take(2).cloned().collect();
    kept.push(Line::Text(note));
    kept.extend(lines.into_iter().skip(n.saturating_sub(2)));
    wrap_all(&kept)
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
        let lines: Vec<Line> = (0..30).map(|k| Line::Text(format!("line {k}"))).collect();
        let texts: Vec<String> = (0..30).map(|k| format!("line {k}")).collect();
        assert_eq!(fit(lines.clone(), (80, 30)), texts);
        let fitted = fit(lines, (80, 20));
        assert_eq!(fitted.len(), 6, "the note wraps over two lines");
        assert_eq!(fitted[0], "line 0");
        assert!(
            fitted[2]
                .starts_with("this screen needs 7 x 30 characters and the terminal has 80 x 20")
        );
        assert_eq!(fitted[5], "line 29");
    }

    #[test]
    fn text_wraps_to_a_narrow_terminal_and_a_board_too_wide_is_noted() {
        let text = |s: &str| Line::Text(s.into());
        let board = format!("┌{}┐", "─".repeat(40));
        let lines = vec![
            text("abbott play · dataset 1 of 3"),
            text(""),
            Line::Drawing(board.clone()),
            text(""),
            text(KEYS_HELP),
        ];
        let fitted = fit(lines.clone(), (60, 10));
        assert_eq!(fitted.len(), 6, "{fitted:?}");
        assert!(fitted.iter().all(|l| l.chars().count() <= 60), "{fitted:?}");
        assert_eq!(fitted[2], board);
        assert_eq!(fitted[4..].join(" "), KEYS_HELP, "every word kept");
        let narrow = fit(lines, (30, 40));
        assert!(
            narrow[2].starts_with("this screen needs 42 x"),
            "{narrow:?}"
        );
        assert!(narrow.iter().all(|l| l.chars().count() <= 30), "{narrow:?}");
        assert!(narrow.join(" ").ends_with(KEYS_HELP), "{narrow:?}");
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
