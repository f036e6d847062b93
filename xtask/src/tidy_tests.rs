//! The unit tests of `cargo xtask tidy`: reading paths, resolving them to
//! modules, finding circles.

use super::*;

fn names(paths: Vec<Vec<String>>) -> Vec<String> {
    paths.into_iter().map(|p| p.join("::")).collect()
}

#[test]
fn paths_are_read_single_and_in_groups() {
    let text = "use crate::a::B;\nuse super::{c::D, e, f::{G, h::I}};\nfn x() { mycrate::z(); }";
    assert_eq!(names(paths_after(text, "crate::")), ["a::B"]);
    assert_eq!(
        names(paths_after(text, "super::")),
        ["c::D", "e", "f::G", "f::h::I"]
    );
}

#[test]
fn a_circle_is_found_and_a_chain_is_not() {
    let graph = |pairs: &[(&str, &str)]| {
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (a, b) in pairs {
            edges
                .entry(a.to_string())
                .or_default()
                .insert(b.to_string());
        }
        edges
    };
    let chain = graph(&[("census", "whole"), ("strategy", "census")]);
    assert_eq!(cycle_in(&chain), None);
    let circle = graph(&[("distances", "search"), ("search", "distances")]);
    assert_eq!(
        cycle_in(&circle),
        Some(vec![
            "distances".into(),
            "search".into(),
            "distances".into()
        ])
    );
}

#[test]
fn imports_resolve_through_modules_and_re_exports() {
    let module = |p: &str| p.split("::").map(String::from).collect::<ModPath>();
    let exports = Exports {
        by_module: [(
            module("boards"),
            [("pattern_depths".to_string(), module("boards::parity"))].into(),
        )]
        .into(),
        modules: [module("boards"), module("boards::parity"), module("solve")].into(),
    };
    let path = |p: &str| p.split("::").map(String::from).collect::<Vec<_>>();
    let top = Vec::new();
    assert_eq!(
        exports.resolve(&top, &path("boards::pattern_depths")),
        Some(module("boards::parity"))
    );
    assert_eq!(
        exports.resolve(&top, &path("solve::Solver")),
        Some(module("solve"))
    );
    assert_eq!(
        exports.resolve(&module("boards"), &path("parity::X")),
        Some(module("boards::parity"))
    );
    assert_eq!(exports.resolve(&top, &path("Unknown")), None);
}
