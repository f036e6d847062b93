//! The integration tests of the binaries and the library, as one test
//! binary: each file beside this one is a module here (one binary per file
//! would link everything again for each). `cargo xtask tidy` checks that no
//! file of this folder is left out.

mod binaries;
mod docs;
mod hostile;
mod judges;
mod memory;
mod packages;
mod pictures;
mod play;
mod properties;
mod samples;
mod tester;
