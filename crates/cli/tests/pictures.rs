//! The pictures `abbott render` draws of each statement sample, in the
//! terminal (plain and coloured) and as SVG, compared with reviewed insta
//! snapshots: a square drawn in the wrong place, a route mark missing or an
//! arrow turned the wrong way shows up as a changed picture.

use cli::Puzzle;
use cli::render::{PlayData, Scene, svg, terminal};
use cube_puzzle::Shape;
use dice_core::Heading;

/// The scenes of `input`, which must read without error.
fn scenes_of(puzzle: Puzzle, board: Shape, input: &str) -> Vec<Scene> {
    let chosen = abbott_judge::Chosen { puzzle, board };
    let (scenes, error) = cli::kind::of(chosen).scenes(&mut input.as_bytes());
    assert!(error.is_none(), "{error:?}");
    scenes
}

/// Every scene drawn for the terminal, one after the other.
fn drawn(scenes: &[Scene], colour: bool) -> String {
    let mut out = Vec::new();
    for scene in scenes {
        terminal::draw(&mut out, scene, colour).expect("drawn into memory");
    }
    String::from_utf8(out).expect("UTF-8")
}

fn snapshot(name: &str, picture: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!(name, picture));
}

#[test]
fn each_sample_is_drawn_as_reviewed() {
    for puzzle in [Puzzle::DiceMaze, Puzzle::ArrowMaze, Puzzle::CubePuzzle] {
        let name = puzzle.name();
        let scenes = scenes_of(puzzle, Shape::STATEMENT, cli::demo::sample(puzzle));
        // The cube sample's second dataset (3 rolls) shows every colour;
        // its later ones take dozens of boards each.
        let (shown, first) = match puzzle {
            Puzzle::CubePuzzle => (&scenes[..2], &scenes[1]),
            _ => (&scenes[..], &scenes[0]),
        };
        snapshot(&format!("picture-{name}-terminal"), &drawn(shown, false));
        snapshot(
            &format!("picture-{name}-colour"),
            &drawn(std::slice::from_ref(first), true),
        );
        snapshot(&format!("picture-{name}-svg"), &svg::document(first));
    }
}

#[test]
fn each_samples_page_is_within_the_page_budget() {
    for puzzle in Puzzle::ALL {
        let name = puzzle.name();
        let input = std::fs::read_to_string(format!("../../testdata/{name}/sample.in"))
            .expect("the sample is in testdata");
        let scenes = scenes_of(puzzle, Shape::STATEMENT, &input);
        let page = cli::render::html::page(name, &scenes);
        assert!(
            page.len() <= cli::render::html::PAGE_BUDGET,
            "the {name} sample's page is {} bytes, past its budget of {}",
            page.len(),
            cli::render::html::PAGE_BUDGET
        );
    }
}

#[test]
fn a_cube_on_another_board_is_drawn_as_reviewed() {
    let input = "1 1\nW W W\nE W W\n0 0\n";
    let board: Shape = "2x3".parse().expect("a board");
    let scenes = scenes_of(Puzzle::CubePuzzle, board, input);
    snapshot("picture-cube-2x3-terminal", &drawn(&scenes, false));
    snapshot("picture-cube-2x3-svg", &svg::document(&scenes[0]));
}

#[test]
fn the_statements_cube_datasets_carry_what_the_page_plays() {
    let scenes = scenes_of(
        Puzzle::CubePuzzle,
        Shape::STATEMENT,
        cli::demo::sample(Puzzle::CubePuzzle),
    );
    let optima: Vec<Option<u32>> = scenes
        .iter()
        .map(|scene| match &scene.play {
            PlayData::Cube { optimum, .. } => {
                assert_eq!(optimum.map(|n| n as usize), Some(scene.moves.len()));
                *optimum
            }
            other => panic!("{}: a 3 x 3 dataset is played, not {other:?}", scene.title),
        })
        .collect();
    assert_eq!(optima[..2], [Some(0), Some(3)]);
    // The page replays abbott's rolls by their headings: played by the
    // rules, each dataset's headings make its pattern.
    let datasets = cube_puzzle::parse(cli::demo::sample(Puzzle::CubePuzzle)).expect("valid");
    for (scene, dataset) in scenes.iter().zip(datasets) {
        let rolls = &scene.moves;
        let mut game = cube_puzzle::play::game(dataset);
        for &heading in rolls {
            game.play(Heading::from_index(heading))
                .expect("a roll the rules allow");
        }
        assert!(game.is_solved(), "{}: {rolls:?}", scene.title);
    }
}

#[test]
fn a_drawing_is_as_wide_and_tall_as_its_grid_and_margins() {
    // 20 columns, wider than the title and the legend: a cell is 48
    // units, with a margin of one cell each side; a title row above, and
    // the legend's three lines below (14 units apart, the first 16 under
    // the grid, 12 under the last).
    let input = format!("WIDE\n1 20 1 1 5 1\n{}\nEND\n", ["-1"; 20].join(" "));
    let scenes = scenes_of(Puzzle::DiceMaze, Shape::STATEMENT, &input);
    let document = svg::document(&scenes[0]);
    assert!(
        document.contains(r#"width="1056" height="152" viewBox="0 0 1056 152""#),
        "{}",
        &document[..200]
    );
}

#[test]
fn a_small_drawing_is_as_wide_as_its_title_and_its_legend_wraps() {
    let scenes = scenes_of(
        Puzzle::CubePuzzle,
        Shape::STATEMENT,
        cli::demo::sample(Puzzle::CubePuzzle),
    );
    let document = svg::document(&scenes[1]);
    // "dataset 2: 3 rolls (judge answer 3)": 35 characters of 16 units,
    // 0.6 of the font each, after a margin of a cell and before half one.
    let width = 48 + (35 * 16 * 3_u32).div_ceil(5) + 24;
    assert!(
        document.starts_with(&format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}""#
        )),
        "{}",
        &document[..120]
    );
    let legend: Vec<&str> = (document.lines())
        .filter(|l| l.contains(r##"font-size="10" fill="#444444""##))
        .collect();
    assert!(legend.len() > 3, "{legend:?}");
    for line in &legend {
        let text = line.rsplit_once("\">").expect("a text").1;
        let n_chars = text.trim_end_matches("</text>").chars().count() as u32;
        assert!(48 + n_chars * 6 <= width, "{line}");
    }
}

#[test]
fn the_cube_s_tops_are_in_the_page_s_colours_with_their_letters() {
    let scenes = scenes_of(
        Puzzle::CubePuzzle,
        Shape::STATEMENT,
        cli::demo::sample(Puzzle::CubePuzzle),
    );
    let document = svg::document(&scenes[1]);
    let page = include_str!("../src/render/page.html");
    for (letter, colour, ink) in [
        ('W', "--white: #fbfbf7", "#1f1f24"),
        ('B', "--blue: #2c6bd6", "#ffffff"),
        ('R', "--red: #d23a2c", "#ffffff"),
    ] {
        assert!(page.contains(colour), "the page's {colour}");
        let fill = &colour[colour.len() - 7..];
        assert!(
            document.contains(&format!(r##"fill="{fill}" stroke="#999999"/>"##)),
            "{letter}: {fill}"
        );
        let label = format!(r#"fill="{ink}" stroke="{fill}""#);
        let drawn = (document.lines())
            .find(|l| l.contains(&label))
            .unwrap_or_else(|| panic!("{letter}: no label {label}"));
        assert!(drawn.ends_with(&format!(">{letter}</text>")), "{drawn}");
    }
}

#[test]
fn a_grid_over_forty_squares_wide_or_tall_is_summarised_in_the_terminal() {
    let maze = |name: &str, rows: usize, cols: usize| {
        let row = vec!["-1"; cols].join(" ");
        let grid = vec![row; rows].join("\n");
        format!("{name}\n{rows} {cols} 1 1 5 1\n{grid}\nEND\n")
    };
    for (rows, cols, summarised) in [(1, 40, false), (40, 1, false), (1, 41, true), (41, 1, true)] {
        let scenes = scenes_of(Puzzle::DiceMaze, Shape::STATEMENT, &maze("M", rows, cols));
        let picture = drawn(&scenes, false);
        let summary = format!("({rows} x {cols}: too large to draw here; try --svg)");
        assert_eq!(picture.contains(&summary), summarised, "{picture}");
        assert_eq!(picture.contains('┌'), !summarised, "{picture}");
    }
}

/// A badge of an SVG drawing: its step's number and its box (left, top,
/// width, height).
struct Badge {
    step: usize,
    rect: [f64; 4],
}

/// The numbered badges of an SVG document, in the order drawn.
fn badges(document: &str) -> Vec<Badge> {
    document
        .lines()
        .filter(|line| line.starts_with("<rect data-step="))
        .map(|line| {
            let attr = |name: &str| -> &str {
                let start = line.find(&format!(" {name}=\"")).expect(name) + name.len() + 3;
                let len = line[start..].find('"').expect("a closing quote");
                &line[start..start + len]
            };
            let number = |name| attr(name).parse::<f64>().expect("a number");
            Badge {
                step: attr("data-step").parse().expect("a step"),
                rect: ["x", "y", "width", "height"].map(number),
            }
        })
        .collect()
}

/// The boxes (left, top, width, height) of the squares' labels (14-unit
/// letters and digits) and of their lines of detail (an arrow maze's
/// signs, in 8-unit letters) in an SVG document: characters about 0.6 of
/// the font wide, rising about 0.75 of it above the baseline, none below
/// it.
fn labels(document: &str) -> Vec<[f64; 4]> {
    let label = r#" font-size="14" text-anchor="middle">"#;
    let detail = r##" font-size="8" text-anchor="middle" fill="#666666">"##;
    (document.lines())
        .filter(|line| line.starts_with("<text "))
        .filter_map(|line| {
            [(label, 14.0), (detail, 8.0)]
                .into_iter()
                .find(|(m, _)| line.contains(m))
                .map(|(m, font)| (line, m, font))
        })
        .map(|(line, marker, font)| {
            let number = |name: &str| -> f64 {
                let start = line.find(&format!(" {name}=\"")).expect(name) + name.len() + 3;
                let len = line[start..].find('"').expect("a closing quote");
                line[start..start + len].parse().expect("a number")
            };
            let text = &line[line.find(marker).expect("the label") + marker.len()..];
            let n_chars = text.trim_end_matches("</text>").chars().count() as f64;
            let width = 0.6 * font * n_chars;
            let (x, y) = (number("x"), number("y"));
            [x - width / 2.0, y - 0.75 * font, width, 0.75 * font + 1.0]
        })
        .collect()
}

/// The points of the document's one path, as `x,y` pairs.
fn path_points(document: &str) -> usize {
    let line = (document.lines())
        .find(|l| l.starts_with("<polyline"))
        .expect("a path");
    let start = line.find("points=\"").expect("points") + 8;
    let len = line[start..].find('"').expect("a closing quote");
    line[start..start + len].split(' ').count()
}

#[test]
fn the_cube_svg_numbers_every_roll_of_the_shortest_rolls_on_its_path() {
    let scenes = scenes_of(
        Puzzle::CubePuzzle,
        Shape::STATEMENT,
        cli::demo::sample(Puzzle::CubePuzzle),
    );
    for scene in &scenes {
        assert!(matches!(scene.play, PlayData::Cube { .. }), "a cube scene");
        let rolls = &scene.moves;
        let document = svg::document(scene);
        let numbers: Vec<usize> = badges(&document).iter().map(|b| b.step).collect();
        let expected: Vec<usize> = (0..=rolls.len()).collect();
        assert_eq!(
            numbers, expected,
            "{}: the start and one badge a roll",
            scene.title
        );
        assert_eq!(path_points(&document), rolls.len() + 1, "{}", scene.title);
    }
    let longest = scenes.iter().map(|s| s.steps.len()).max();
    assert!(longest > Some(30), "a sample dataset of more than 30 rolls");
}

#[test]
fn no_two_badges_overlap_nor_cover_a_label_or_signs_where_a_tour_comes_back() {
    let dice = scenes_of(
        Puzzle::DiceMaze,
        Shape::STATEMENT,
        cli::demo::sample(Puzzle::DiceMaze),
    );
    let cube = scenes_of(
        Puzzle::CubePuzzle,
        Shape::STATEMENT,
        cli::demo::sample(Puzzle::CubePuzzle),
    );
    let arrow = scenes_of(
        Puzzle::ArrowMaze,
        Shape::STATEMENT,
        cli::demo::sample(Puzzle::ArrowMaze),
    );
    let mut revisits = 0;
    let apart = |[ax, ay, aw, ah]: [f64; 4], [bx, by, bw, bh]: [f64; 4]| {
        ax + aw <= bx || bx + bw <= ax || ay + ah <= by || by + bh <= ay
    };
    for scene in dice.iter().chain(&cube).chain(&arrow) {
        let document = svg::document(scene);
        let drawn = badges(&document);
        assert_eq!(drawn.len(), scene.steps.len(), "{}", scene.title);
        let labels = labels(&document);
        assert!(!labels.is_empty(), "{}", scene.title);
        for badge in &drawn {
            for &label in &labels {
                assert!(
                    apart(badge.rect, label),
                    "{}: badge {} covers a label or signs",
                    scene.title,
                    badge.step
                );
            }
        }
        revisits += revisits_in(scene);
        for (i, a) in drawn.iter().enumerate() {
            for b in &drawn[i + 1..] {
                assert!(
                    apart(a.rect, b.rect),
                    "{}: badges {} and {} overlap",
                    scene.title,
                    a.step,
                    b.step
                );
            }
        }
    }
    // DICEMAZE2 comes back to six squares, the cube's holes and the
    // arrow sample's route to many.
    assert!(revisits > 20, "{revisits} revisits");
    let arrow_revisits: usize = arrow.iter().map(revisits_in).sum();
    assert!(
        arrow_revisits > 0,
        "the arrow sample's route comes back to a square"
    );
}

/// How many of a scene's steps come back to a square an earlier one
/// reached.
fn revisits_in(scene: &Scene) -> usize {
    let mut squares: Vec<[u32; 2]> = scene.steps.iter().map(|s| s.at).collect();
    squares.sort_unstable();
    squares.dedup();
    scene.steps.len() - squares.len()
}
