//! What to do, resolved once from the parsed arguments (ripgrep's
//! `HiArgs` -> `Mode` is the model): clap parses into [`crate::args`],
//! [`Mode::resolve`] checks every rule across options once and gives
//! either a [`Mode`] whose parts need no further checking, or a typed
//! [`Refusal`] (exit code 2, mapped in [`crate::exit`]).

use crate::args::{
    AbbottArgs, BatchArgs, CheckArgs, Command, CubeArgs, CubeSolveArgs, GenerateArgs, PackageArgs,
    PlayArgs, RenderArgs, TestArgs, ValidateArgs,
};
use crate::batch::Threads;
use crate::check::Form;
use crate::exit::Inputs;
use crate::refusal::Refusal;
use crate::render::Drawing;
use crate::validate::ExitCodes;
use abbott_judge::output::{Options, OutputFormat};
use abbott_judge::puzzle::{Chosen, Puzzle};
use abbott_judge::{Claims, Length};
use cube_puzzle::Shape;
use dice_core::strict::Limits;
use std::path::PathBuf;

/// Answering every dataset of the inputs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solve {
    /// The puzzle and its board.
    pub chosen: Chosen,
    /// The files, in order.
    pub inputs: Inputs,
    /// How many threads.
    pub threads: Threads,
    /// The format, and the cube's rolls.
    pub options: Options,
}

/// Testing a contestant's program on a puzzle (the cube on its board).
#[derive(Debug)]
pub struct Test {
    /// The puzzle and its board.
    pub chosen: Chosen,
    /// The session's settings as given.
    pub args: TestArgs,
    /// abbott's own executable, the launcher of each run, if the system
    /// tells where it is.
    pub launcher: Option<PathBuf>,
}

/// What abbott is asked to do.
#[derive(Debug)]
pub enum Mode {
    /// Answer every dataset of the inputs.
    Solve(Solve),
    /// The cube puzzle's census.
    Census(crate::census::Request),
    /// Check a claimed output.
    Check(crate::check::Request),
    /// Validate judge input strictly.
    Validate(crate::validate::Request),
    /// Draw every dataset.
    Render(crate::render::Request),
    /// Write the page for any file (no datasets of its own) here.
    BlankPage(PathBuf),
    /// Random datasets.
    Generate(crate::generate::Request),
    /// Write a problem package.
    Package(PackageArgs),
    /// Play in the terminal.
    Play(PlayArgs),
    /// Test a contestant's program.
    Test(Test),
    /// Launch one run of a tested program.
    Guard(abbott_tester::Guard),
    /// Launch the runs a tester asks for.
    Serve,
    /// The samples and their answers.
    Demo,
}

impl Mode {
    /// What `abbott`'s arguments ask for, or why it is refused.
    pub fn resolve(args: AbbottArgs) -> Result<Mode, Refusal> {
        Ok(match args.command {
            Command::DiceMaze(batch) => Mode::Solve(maze_solve(Puzzle::DiceMaze, &batch)),
            Command::ArrowMaze(batch) => Mode::Solve(maze_solve(Puzzle::ArrowMaze, &batch)),
            Command::CubePuzzle(cube) => Mode::Solve(cube_solve(&cube)?),
            // Every board has a census: refused, if it is, for memory when
            // it starts.
            Command::Census { board, spread, .. } => Mode::Census(crate::census::Request {
                board: board.unwrap_or(Shape::STATEMENT),
                args: spread,
            }),
            Command::Check(check) => Mode::Check(resolve_check(check)?),
            Command::Validate(validate) => Mode::Validate(resolve_validate(validate)?),
            Command::Render(render) => match (render.blank, render.html) {
                (true, Some(page)) => Mode::BlankPage(page),
                (_, html) => Mode::Render(resolve_render(RenderArgs { html, ..render })?),
            },
            Command::Generate(args) => Mode::Generate(resolve_generate(args)?),
            Command::Package(args) => Mode::Package(args),
            Command::Play(args) => Mode::Play(resolve_play(args)?),
            Command::Test(args) => Mode::Test(Test {
                chosen: Chosen::new(args.puzzle, args.board)?,
                args,
                launcher: std::env::current_exe().ok(),
            }),
            Command::Guard(args) => Mode::Guard(crate::tester::guard(args)),
            Command::Serve => Mode::Serve,
            Command::Demo => Mode::Demo,
        })
    }

    /// What the `cube-puzzle` binary's arguments ask for.
    pub fn resolve_cube(args: CubeSolveArgs) -> Result<Mode, Refusal> {
        Ok(Mode::Solve(Solve {
            chosen: Chosen::new(Puzzle::CubePuzzle, args.board)?,
            inputs: Inputs::new(&args.files),
            threads: Threads::from_jobs(args.jobs, Threads::ONE),
            options: Options::default(),
        }))
    }

    /// What a maze binary's arguments (`files`) ask for.
    pub fn maze_files(puzzle: Puzzle, files: &[PathBuf]) -> Mode {
        Mode::Solve(Solve {
            chosen: Chosen::statement(puzzle),
            inputs: Inputs::new(files),
            threads: Threads::ONE,
            options: Options::default(),
        })
    }
}

/// `abbott dice-maze` or `abbott arrow-maze`.
fn maze_solve(puzzle: Puzzle, batch: &BatchArgs) -> Solve {
    Solve {
        chosen: Chosen::statement(puzzle),
        inputs: Inputs::new(&batch.files),
        threads: Threads::from_jobs(batch.jobs, Threads::AllCores),
        options: Options {
            format: batch.format,
            moves: false,
        },
    }
}

/// `abbott cube-puzzle`: on the statement's board the judge answers use
/// every core by default; other boards and the rolls keep a solver per
/// thread (sharing the lists near starts, but each meeting searches on
/// its own), so they use one unless `-j` says more.
fn cube_solve(cube: &CubeArgs) -> Result<Solve, Refusal> {
    let chosen = Chosen::new(Puzzle::CubePuzzle, cube.board)?;
    if cube.moves && cube.batch.format == OutputFormat::Json {
        return Err(Refusal::MovesWithJson);
    }
    let options = Options {
        format: cube.batch.format,
        moves: cube.moves,
    };
    let plain = chosen.board == Shape::STATEMENT && options == Options::default();
    let default = if plain {
        Threads::AllCores
    } else {
        Threads::ONE
    };
    Ok(Solve {
        chosen,
        inputs: Inputs::new(&cube.batch.files),
        threads: Threads::from_jobs(cube.batch.jobs, default),
        options,
    })
}

/// `abbott check`: the form from `--icpc`, `--testlib` and the number of
/// files (clap has already tied `--icpc`/`--testlib` to a third file).
fn resolve_check(check: CheckArgs) -> Result<crate::check::Request, Refusal> {
    let chosen = Chosen::new(check.puzzle, check.board)?;
    let form = match (check.icpc, check.testlib, check.third) {
        (true, _, Some(feedback_dir)) => Form::Icpc {
            input: check.input,
            answer: check.second,
            feedback_dir,
        },
        (_, true, Some(answer)) => Form::Testlib {
            input: check.input,
            output: check.second,
            answer,
        },
        (_, _, Some(_)) => return Err(Refusal::ThreeFilesNeedAForm),
        (_, _, None) => Form::Report {
            input: check.input,
            output: check.second,
            length: if check.allow_longer {
                Length::AnyLegal
            } else {
                Length::Shortest
            },
            claims: match (check.moves, check.puzzle) {
                (false, _) => Claims::Answers,
                (true, Puzzle::CubePuzzle) => Claims::WithRolls,
                (true, _) => return Err(Refusal::MovesOnMaze),
            },
        },
    };
    Ok(crate::check::Request { chosen, form })
}

/// `abbott validate`.
fn resolve_validate(validate: ValidateArgs) -> Result<crate::validate::Request, Refusal> {
    Ok(crate::validate::Request {
        chosen: Chosen::new(validate.puzzle, validate.board)?,
        input: validate.file.unwrap_or_else(|| PathBuf::from("-")),
        limits: if validate.extended {
            Limits::Extended
        } else {
            Limits::Original
        },
        codes: if validate.icpc {
            ExitCodes::Icpc
        } else {
            ExitCodes::Plain
        },
    })
}

/// `abbott render` (clap keeps `--svg` and `--html` apart).
fn resolve_render(render: RenderArgs) -> Result<crate::render::Request, Refusal> {
    let drawing = match (render.svg, render.html) {
        (Some(dir), _) => Drawing::Svg(dir),
        (None, Some(page)) => Drawing::Html(page),
        (None, None) => Drawing::Terminal,
    };
    Ok(crate::render::Request {
        chosen: Chosen::new(
            render
                .puzzle
                .expect("clap asks for a puzzle unless --blank"),
            render.board,
        )?,
        input: render.file.unwrap_or_else(|| PathBuf::from("-")),
        drawing,
    })
}

/// `abbott generate`: every option must fit the puzzle.
fn resolve_generate(args: GenerateArgs) -> Result<crate::generate::Request, Refusal> {
    let options = crate::kind::of(Chosen::statement(args.puzzle)).misfits(&args);
    if !options.is_empty() {
        return Err(Refusal::Misfit {
            cube: args.puzzle == Puzzle::CubePuzzle,
            options,
        });
    }
    Ok(crate::generate::Request {
        chosen: Chosen::new(args.puzzle, args.board)?,
        args,
    })
}

/// `abbott play`: `--board` is the cube's, and a board other than the
/// statement's needs a file (the embedded sample is on 3 x 3).
fn resolve_play(args: PlayArgs) -> Result<PlayArgs, Refusal> {
    let chosen = Chosen::new(args.puzzle, args.board)?;
    if args.file.is_none() && chosen.board != Shape::STATEMENT {
        return Err(Refusal::BoardNeedsFile(chosen.board));
    }
    Ok(args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn resolved(line: &str) -> Result<Mode, Refusal> {
        let args = AbbottArgs::try_parse_from(line.split(' ')).expect("parsed");
        Mode::resolve(args)
    }

    fn refusal(line: &str) -> String {
        resolved(line).expect_err("refused").to_string()
    }

    #[test]
    fn a_board_is_refused_for_every_maze_command_once() {
        for command in [
            "check dice-maze a b --board 2x3",
            "validate arrow-maze --board 2x3",
            "render dice-maze --board 3x4",
            "test arrow-maze --board 2x3 -- true",
        ] {
            assert_eq!(
                refusal(&format!("abbott {command}")),
                "--board applies to the cube puzzle only",
                "{command}"
            );
        }
        let Ok(Mode::Render(render)) = resolved("abbott render cube-puzzle --board 3x4") else {
            panic!("a cube board is taken");
        };
        assert_eq!(render.chosen.to_string(), "cube-puzzle on 3x4");
        assert_eq!(render.input, PathBuf::from("-"));
        let Ok(Mode::BlankPage(page)) = resolved("abbott render --blank --html any.html") else {
            panic!("the page for any file");
        };
        assert_eq!(page, PathBuf::from("any.html"));
        let Ok(Mode::Test(test)) = resolved("abbott test cube-puzzle --board 4x4 -- ./cube") else {
            panic!("a cube board is taken by test");
        };
        assert_eq!(test.chosen.to_string(), "cube-puzzle on 4x4");
    }

    #[test]
    fn generate_options_that_do_not_fit_the_puzzle_are_named() {
        assert_eq!(
            refusal("abbott generate cube-puzzle --rows 5 --winding"),
            "--rows, --winding do not apply to the cube puzzle (--board picks the board, --steps the answer)"
        );
        assert_eq!(
            refusal("abbott generate dice-maze --steps 5"),
            "--steps applies to the cube puzzle only (mazes take --rows, --cols, --winding, --min-moves)"
        );
        assert_eq!(
            refusal("abbott generate arrow-maze --steps 5 --board 2x3"),
            "--steps, --board apply to the cube puzzle only (mazes take --rows, --cols, --winding, --min-moves)"
        );
        assert_eq!(
            refusal("abbott generate cube-puzzle --min-moves 3"),
            "--min-moves does not apply to the cube puzzle (--board picks the board, --steps the answer)"
        );
        for fits in [
            "abbott generate dice-maze --rows 5 --min-moves 3",
            "abbott generate cube-puzzle --board 2x4 --steps 3",
            "abbott generate cube-puzzle --board 4x4",
        ] {
            assert!(resolved(fits).is_ok(), "{fits}");
        }
        let line = "abbott generate arrow-maze --winding --min-moves 5000";
        assert!(AbbottArgs::try_parse_from(line.split(' ')).is_err());
    }

    #[test]
    fn check_forms_follow_the_flags_and_the_number_of_files() {
        assert_eq!(
            refusal("abbott check dice-maze in out third"),
            Refusal::ThreeFilesNeedAForm.to_string()
        );
        let Ok(Mode::Check(check)) = resolved("abbott check cube-puzzle --board 2x3 --icpc i a f")
        else {
            panic!("the ICPC form");
        };
        assert!(matches!(check.form, Form::Icpc { .. }));
        assert_eq!(check.chosen.board, "2x3".parse().expect("a shape"));
        assert_eq!(
            refusal("abbott check dice-maze in out --moves"),
            Refusal::MovesOnMaze.to_string()
        );
        let Ok(Mode::Check(check)) = resolved("abbott check cube-puzzle i o --moves") else {
            panic!("the report with rolls");
        };
        assert!(matches!(
            check.form,
            Form::Report {
                claims: Claims::WithRolls,
                ..
            }
        ));
        let Ok(Mode::Check(check)) = resolved("abbott check arrow-maze i o --allow-longer") else {
            panic!("the report");
        };
        assert!(matches!(
            check.form,
            Form::Report {
                length: Length::AnyLegal,
                ..
            }
        ));
    }

    #[test]
    fn threads_default_by_what_is_answered_and_every_board_has_a_census() {
        let threads = |line: &str| match resolved(line) {
            Ok(Mode::Solve(solve)) => solve.threads,
            other => panic!("{other:?}"),
        };
        let one = Threads::ONE;
        assert_eq!(threads("abbott cube-puzzle"), Threads::AllCores);
        assert_eq!(threads("abbott cube-puzzle --moves"), one);
        assert_eq!(threads("abbott cube-puzzle --board 4x4"), one);
        let two = Threads::Exactly(std::num::NonZeroUsize::new(2).expect("2"));
        assert_eq!(threads("abbott cube-puzzle --board 4x4 -j 2"), two);
        assert_eq!(threads("abbott dice-maze"), Threads::AllCores);
        assert_eq!(Threads::AllCores.pool_size(), 0);
        assert!(matches!(
            resolved("abbott census cube-puzzle --board 4x4"),
            Ok(Mode::Census(_))
        ));
        assert_eq!(
            refusal("abbott cube-puzzle --moves --format json"),
            "--moves is for the judge format: --format json always gives the rolls"
        );
        assert!(matches!(
            resolved("abbott census cube-puzzle --board 2x3"),
            Ok(Mode::Census(_))
        ));
        let stdin = Inputs::new(&[]);
        assert_eq!(
            stdin.paths().collect::<Vec<_>>(),
            [std::path::Path::new("-")]
        );
    }
}
