//! The integration tests, as one test binary: each file beside this one is
//! a module here. `cargo xtask tidy` checks that no file of this folder is
//! left out.

mod differential;
mod properties;
