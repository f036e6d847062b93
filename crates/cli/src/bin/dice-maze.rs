//! `dice-maze [FILE]...`: the judge output for every dice maze in each FILE
//! (standard input when none is given, or for `-`).

use cli::Puzzle;
use cli::args::SolveArgs;
use std::process::ExitCode;

fn main() -> ExitCode {
    let kind = cli::kind::of(abbott_judge::Chosen::statement(Puzzle::DiceMaze));
    let args = SolveArgs::parse_for(Puzzle::DiceMaze, kind.about());
    cli::exit::finish(cli::run(cli::Mode::maze_files(
        Puzzle::DiceMaze,
        &args.files,
    )))
}
