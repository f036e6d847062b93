//! `abbott play` driven through tmux as a player would: keys sent with
//! `send-keys`, the screen read with `capture-pane`. Without tmux the tests
//! say so and pass, except under CI (`CI=true`), where `.ci/run` installs
//! it and its absence is a failure.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const ABBOTT: &str = env!("CARGO_BIN_EXE_abbott");

fn testdata(rel: &str) -> String {
    format!("{}/../../testdata/{rel}", env!("CARGO_MANIFEST_DIR"))
}

/// A tmux server of the test's own, with one window running a command.
struct Tmux {
    socket: String,
}

impl Tmux {
    /// Starts `abbott args...` in a 120 x 40 window, or `None` without tmux.
    fn start(name: &str, args: &[&str]) -> Option<Tmux> {
        Tmux::start_after(name, "", args)
    }

    /// [`Tmux::start`] with `before` (shell words ending in `&&`, or
    /// nothing) ahead of abbott.
    fn start_after(name: &str, before: &str, args: &[&str]) -> Option<Tmux> {
        Tmux::start_sized(name, (120, 40), before, args)
    }

    /// [`Tmux::start_after`] in a window of `(columns, rows)`.
    fn start_sized(
        name: &str,
        (columns, rows): (u16, u16),
        before: &str,
        args: &[&str],
    ) -> Option<Tmux> {
        let found = Command::new("tmux")
            .arg("-V")
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !found {
            assert!(
                std::env::var("CI").is_err(),
                "tmux is needed under CI (.ci/run installs it)"
            );
            eprintln!("tmux not found: the play test is skipped (apt-get install tmux)");
            return None;
        }
        let tmux = Tmux {
            socket: format!("abbott-play-{name}-{}", std::process::id()),
        };
        let command = std::iter::once(ABBOTT)
            .chain(args.iter().copied())
            .map(|a| format!("'{a}'"))
            .collect::<Vec<_>>()
            .join(" ");
        let status = tmux
            .command()
            .args(["new-session", "-d", "-s", "play"])
            .args(["-x", &columns.to_string(), "-y", &rows.to_string()])
            .arg(format!("{before}{command}; echo EXIT=$?; sleep 30"))
            .status()
            .expect("tmux runs");
        assert!(status.success(), "tmux new-session");
        Some(tmux)
    }

    fn command(&self) -> Command {
        let mut command = Command::new("tmux");
        command.args(["-L", &self.socket]);
        command
    }

    fn keys(&self, keys: &[&str]) {
        for key in keys {
            let status = self
                .command()
                .args(["send-keys", "-t", "play", key])
                .status()
                .expect("tmux send-keys");
            assert!(status.success());
        }
    }

    fn screen(&self) -> String {
        let out = self
            .command()
            .args(["capture-pane", "-p", "-t", "play"])
            .output()
            .expect("tmux capture-pane");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The screen once it shows `text`; fails after a minute (a busy
    /// machine can take seconds to start the cube's tables).
    fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "waited for {text:?}; the screen shows:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(30));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.command().arg("kill-server").status();
    }
}

/// Fails unless `screen` shows every one of `texts`.
fn assert_shows(screen: &str, texts: &[&str]) {
    for shown in texts {
        assert!(screen.contains(shown), "{shown}: {screen}");
    }
}

#[test]
fn a_dice_maze_is_played_with_moves_refusals_hints_and_undo() {
    let sample = testdata("dice-maze/sample.in");
    let Some(tmux) = Tmux::start("dice", &["play", "dice-maze", &sample]) else {
        return;
    };
    let screen = tmux.wait_for("moves 0 · optimum from the start 8");
    assert!(screen.contains("  1 │ * │[2]│ 4 │"), "{screen}");
    assert!(screen.contains("the die [ ] at (1,2): top 5"), "{screen}");
    tmux.keys(&["h"]);
    tmux.wait_for("hint: roll south (8 moves left at best)");
    tmux.keys(&["Down"]);
    let screen = tmux.wait_for("moves 1 · optimum");
    assert!(screen.contains("  2 │ 5 │[5]│ 6 │"), "{screen}");
    assert!(screen.contains("the die [ ] at (2,2): top 6"), "{screen}");
    tmux.keys(&["Left"]);
    tmux.wait_for("refused: the square (2,1) needs a 5 on top; the die shows 6");
    tmux.keys(&["h"]);
    tmux.wait_for("hint: roll east (7 moves left at best)");
    tmux.keys(&["u"]);
    let screen = tmux.wait_for("undone");
    assert!(screen.contains("moves 0 · optimum"), "{screen}");
    assert!(screen.contains("  1 │ * │[2]│ 4 │"), "{screen}");
    // Follow the hints to the end. Each wait names what only the new
    // screen shows, so that a screen not yet redrawn is never read.
    for played in 0..8 {
        tmux.keys(&["h"]);
        let left = 8 - played;
        let unit = if left == 1 { "move" } else { "moves" };
        let screen = tmux.wait_for(&format!("({left} {unit} left at best)"));
        let word = screen
            .split("hint: roll ")
            .nth(1)
            .and_then(|rest| rest.split(' ').next())
            .expect("a heading");
        let key = match word {
            "north" => "Up",
            "east" => "Right",
            "south" => "Down",
            "west" => "Left",
            other => panic!("not a heading: {other}"),
        };
        tmux.keys(&[key]);
        let _ = tmux.wait_for(&format!("moves {} ·", played + 1));
    }
    tmux.wait_for("solved in 8 moves, the optimum is 8");
    tmux.keys(&["q"]);
    let screen = tmux.wait_for("EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    assert!(
        !screen.contains("abbott play ·"),
        "quitting leaves the alternate screen for the main one: {screen}"
    );
}

#[test]
fn the_cube_and_the_arrow_maze_are_played_too() {
    let Some(tmux) = Tmux::start("cube", &["play", "cube-puzzle"]) else {
        return;
    };
    let screen = tmux.wait_for("dataset 1 of 8");
    assert_shows(
        &screen,
        &[
            "roll cubes into the hole until the tops show the pattern",
            "the board",
            "the pattern",
            "x →",
        ],
    );
    // Previous from the first dataset wraps round to the last, and next
    // from the last back to the first.
    tmux.keys(&["p"]);
    tmux.wait_for("dataset 8 of 8");
    tmux.keys(&["n"]);
    tmux.wait_for("dataset 1 of 8");
    tmux.keys(&["n"]);
    tmux.wait_for("dataset 2 of 8");
    tmux.keys(&["h"]);
    tmux.wait_for("hint: roll a cube east (3 moves left at best)");
    tmux.keys(&["Down"]);
    tmux.wait_for(
        "refused: no cube can roll S into the hole at (x,y) = (2,1): the hole is on the north edge",
    );
    tmux.keys(&["Right"]);
    let screen = tmux.wait_for("moves 1 ·");
    assert!(screen.contains("the hole at (x,y) = (1,1)"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_for("EXIT=0");
    drop(tmux);

    let sample = testdata("arrow-maze/sample.in");
    let Some(tmux) = Tmux::start("arrow", &["play", "arrow-maze", &sample]) else {
        return;
    };
    let screen = tmux.wait_for("moves 0 · optimum from the start 14");
    assert_shows(
        &screen,
        &[
            "SAMPLE: walk from S (3,1) (leaving heading N) to G (3,3), turning only as the signs allow",
            "at the entrance, to leave heading north",
            "column →",
        ],
    );
    tmux.keys(&["Right"]);
    tmux.wait_for("refused: the walker must leave the entrance heading N");
    tmux.keys(&["Up"]);
    let screen = tmux.wait_for("moves 1 ·");
    assert!(screen.contains("ways on: north"), "{screen}");
    assert!(screen.contains("arrived heading north"), "{screen}");
    tmux.keys(&["h"]);
    tmux.wait_for("hint: step ");
    // Ctrl-C quits and gives the terminal back.
    tmux.keys(&["C-c"]);
    tmux.wait_for("EXIT=0");
}

#[test]
fn a_terminal_of_60_columns_wraps_the_text_and_keeps_the_board_whole() {
    let sample = testdata("dice-maze/sample.in");
    let Some(tmux) = Tmux::start_sized("narrow", (60, 30), "", &["play", "dice-maze", &sample])
    else {
        return;
    };
    let screen = tmux.wait_for("moves 0 · optimum from the start 8");
    let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let title = "DICEMAZE1: roll the die from (1,2) and back, onto squares";
    let keys =
        "arrows move · u undo · r redo · x restart · h hint · n/p next/previous dataset · q quit";
    for text in [title, keys] {
        assert!(words(&screen).contains(text), "{text}:\n{screen}");
    }
    assert!(screen.contains("  1 │ * │[2]│ 4 │"), "{screen}");
    assert!(!screen.contains("this screen needs"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_for("EXIT=0");
}

/// The arrow key for a heading's word.
fn key_of(word: &str) -> &'static str {
    match word {
        "north" => "Up",
        "east" => "Right",
        "south" => "Down",
        "west" => "Left",
        other => panic!("not a heading: {other}"),
    }
}

/// Asks for a hint and plays it until the screen says solved, `made`
/// moves having been made: the moves made in all and the moves left the
/// first hint promised.
fn follow_hints(tmux: &Tmux, verb: &str, mut made: usize) -> (usize, usize) {
    let mut promised = None;
    loop {
        tmux.keys(&["h"]);
        // A move clears the message, so this is the new hint's.
        let screen = tmux.wait_for("left at best)");
        let hint = screen
            .split(&format!("hint: {verb} "))
            .nth(1)
            .expect("a hint");
        let left: usize = hint
            .split(['(', ' '])
            .nth(2)
            .and_then(|n| n.parse().ok())
            .expect("the moves left");
        promised.get_or_insert(left);
        tmux.keys(&[key_of(hint.split(' ').next().expect("a heading"))]);
        made += 1;
        let screen = tmux.wait_for(&format!("moves {made} ·"));
        if screen.contains("solved in") {
            return (made, promised.expect("one hint at least"));
        }
    }
}

#[test]
fn cube_datasets_on_2x3_and_3x4_are_played_to_the_pattern_by_hints() {
    let dir = std::env::temp_dir().join(format!("abbott-play-boards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let oblong = dir.join("2x3.in");
    std::fs::write(&oblong, "1 1\nB R W\nE W W\n0 0\n").expect("written");
    let path = oblong.to_string_lossy().into_owned();
    let Some(tmux) = Tmux::start("cube2x3", &["play", "cube-puzzle", "--board", "2x3", &path])
    else {
        return;
    };
    let screen = tmux.wait_for("moves 0 · optimum from the start 7");
    assert_shows(
        &screen,
        &[
            "the tops show the pattern (2x3 board)",
            "the hole at (x,y) = (1,1)",
        ],
    );
    tmux.keys(&["Down"]);
    tmux.wait_for(
        "refused: no cube can roll S into the hole at (x,y) = (1,1): the hole is on the north edge",
    );
    // The whole-board table gives every hint, the first of seven.
    assert_eq!(follow_hints(&tmux, "roll a cube", 0), (7, 7));
    tmux.wait_for("solved in 7 moves, the optimum is 7");
    tmux.keys(&["q"]);
    tmux.wait_for("EXIT=0");
    drop(tmux);

    // 3 x 4: the solver's rolls are the route; a roll off it makes the
    // hints search a new one from there.
    let wide = dir.join("3x4.in");
    std::fs::write(&wide, "1 1\nW B W W\nW E W W\nW W W W\n0 0\n").expect("written");
    let path = wide.to_string_lossy().into_owned();
    let Some(tmux) = Tmux::start("cube3x4", &["play", "cube-puzzle", "--board", "3x4", &path])
    else {
        return;
    };
    tmux.wait_for("moves 0 · optimum from the start 10");
    tmux.keys(&["h"]);
    let screen = tmux.wait_for("(10 moves left at best)");
    let first = screen
        .split("hint: roll a cube ")
        .nth(1)
        .and_then(|h| h.split(' ').next())
        .map(key_of)
        .expect("a heading");
    // The hole starts at (1,1): cubes roll north and west into it.
    let detour = if first == "Up" { "Left" } else { "Up" };
    tmux.keys(&[detour]);
    tmux.wait_for("moves 1 ·");
    let (made, promised) = follow_hints(&tmux, "roll a cube", 1);
    assert!(promised == 9 || promised == 11, "{promised} rolls left");
    assert_eq!(made, 1 + promised);
    tmux.wait_for(&format!("solved in {made} moves, the optimum is 10"));
    tmux.keys(&["q"]);
    tmux.wait_for("EXIT=0");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_board_needs_the_cube_and_a_file() {
    for (args, message) in [
        (
            &["play", "dice-maze", "--board", "2x3"][..],
            "error: --board applies to the cube puzzle only\n",
        ),
        (
            &["play", "cube-puzzle", "--board", "2x3"][..],
            "error: --board 2x3 needs a FILE: the embedded sample is on the 3x3 board\n",
        ),
    ] {
        let out = Command::new(ABBOTT)
            .args(args)
            .stdin(Stdio::null())
            .output()
            .expect("abbott runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), message);
    }
}

#[test]
fn play_refuses_to_start_without_a_terminal() {
    let out = Command::new(ABBOTT)
        .args(["play", "dice-maze"])
        .stdin(Stdio::null())
        .output()
        .expect("abbott runs");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: abbott play needs a terminal: standard output is not one\n"
    );
}

#[test]
fn a_dataset_refused_its_memory_is_named_by_its_number_and_line_before_playing() {
    // The 4 x 4 search needs the boards near its start (about 250 MB): under
    // a 150 MB address space the file's first dataset is refused.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("fifteen.in");
    let text = "1 1\nB E W W\nW W W W\nW W W W\nW W W W\n0 0\n";
    std::fs::write(&path, text).expect("written");
    let path = path.to_str().expect("a UTF-8 path");
    let args = ["play", "cube-puzzle", "--board", "4x4", path];
    let Some(tmux) = Tmux::start_after("memory", "ulimit -v 150000 && ", &args) else {
        return;
    };
    let screen = tmux.wait_for("EXIT=");
    let head = format!("error: {path}: dataset 1 (line 1): needs ");
    assert!(screen.contains(&head), "{screen}");
    assert!(screen.contains("EXIT=1"), "{screen}");
    assert!(!screen.contains("memory allocation of"), "{screen}");
}

#[test]
fn a_4x4_hint_off_the_route_says_it_is_searching_first() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("4x4.in");
    let text = "1 1\nW B W W\nW E W W\nW W W W\nW W W W\n0 0\n";
    std::fs::write(&path, text).expect("written");
    let path = path.to_str().expect("a UTF-8 path");
    let args = ["play", "cube-puzzle", "--board", "4x4", path];
    let Some(tmux) = Tmux::start("cube4x4", &args) else {
        return;
    };
    tmux.wait_for("moves 0 · optimum from the start 10");
    // The route's first roll is west: north leaves it, and the hint after
    // searches a new route (a second or two), saying so first.
    tmux.keys(&["Up"]);
    tmux.wait_for("moves 1 ·");
    tmux.keys(&["h"]);
    tmux.wait_for("searching for a shortest way on from here...");
    let screen = tmux.wait_for("left at best)");
    assert!(!screen.contains("searching"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_for("EXIT=0");
}
