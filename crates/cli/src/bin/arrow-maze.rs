//! `arrow-maze [FILE]...`: the judge output for every arrow maze in each FILE
//! (standard input when none is given, or for `-`).

use cli::Puzzle;
use cli::args::SolveArgs;
use std::process::ExitCode;

fn main() -> ExitCode {
    let kind = cli::kind::of(abbott_judge::Chosen::statement(Puzzle::ArrowMaze));
    let args = SolveArgs::parse_for(Puzzle::ArrowMaze, kind.about());
    cli::exit::finish(cli::run(cli::Mode::maze_files(
        Puzzle::ArrowMaze,
        &args.files,
    )))
}
