//! The names a dice maze may carry at the edges of its grammar: every
//! printable ASCII character but the blank (the statement's "non-blank
//! characters"), and the C library's format directives and escapes, which
//! a solution that prints a name as a format (`printf(name)`) misprints.
//! Written once for the package's secret data and for `abbott test`'s
//! random mazes.

use dice_core::rng::SplitMix64;
use dice_core::strict::MAX_NAME_CHARS;

/// C's format directives and escapes, as they stand in a name: a
/// conversion of each kind a `printf` reads an argument for (`%d`, `%s`),
/// the one that writes (`%n`), the escaped percent, a positional and a
/// padded one, and the backslash escapes and the quote as a C string
/// literal spells them (`\n` is a backslash and an `n`).
pub const C_DIRECTIVES: [&str; 9] = ["%d", "%s", "%n", "%%", "%5$s", "%-20s", "\\n", "\\\\", "\""];

/// The characters of [`C_DIRECTIVES`] that make a name of one character.
pub const C_SINGLES: [&str; 3] = ["%", "\\", "\""];

/// Every character a name may hold: printable ASCII but the blank, in
/// code order.
pub fn characters() -> impl Iterator<Item = char> {
    '!'..='~'
}

/// Names of [`MAX_NAME_CHARS`] characters in which every character of
/// [`characters`] stands first in one, inside another and last in a
/// third: the k-th name begins with the k-th character and ends with the
/// next. A percent sign always comes doubled (`%%`, which `printf` prints
/// as one), so that no name here makes `printf` read an argument: a
/// solution that prints names as formats answers these wrong, never
/// crashes on them.
pub fn every_character() -> Vec<String> {
    let all: Vec<char> = characters().collect();
    let token = |c: char| {
        if c == '%' {
            "%%".to_string()
        } else {
            c.to_string()
        }
    };
    let mut inner = (0..).map(|k| all[k % all.len()]).peekable();
    (0..all.len())
        .map(|k| {
            let first = token(all[k]);
            let last = token(all[(k + 1) % all.len()]);
            let mut name = first;
            // The next inner character waits for the next name when it
            // does not fit in this one.
            while let Some(&c) = inner.peek()
                && name.len() + token(c).len() + last.len() <= MAX_NAME_CHARS
            {
                name.push_str(&token(c));
                inner.next();
            }
            // A doubled percent that no longer fits is made up with dots.
            while name.len() + last.len() < MAX_NAME_CHARS {
                name.push('.');
            }
            name + &last
        })
        .collect()
}

/// Names made of [`C_DIRECTIVES`]: each alone, each inside other text in
/// a short name and in one of [`MAX_NAME_CHARS`] characters (at a place
/// of its own), all but the longest together in one name of that length, and
/// [`C_SINGLES`] alone.
pub fn c_directives() -> Vec<String> {
    let mut out: Vec<String> = C_SINGLES.iter().map(|s| s.to_string()).collect();
    out.extend(C_DIRECTIVES.iter().map(|d| d.to_string()));
    out.extend(C_DIRECTIVES.iter().map(|d| format!("a{d}Z")));
    for (k, d) in C_DIRECTIVES.iter().enumerate() {
        let before = (3 * k) % (MAX_NAME_CHARS - d.len() + 1);
        let after = MAX_NAME_CHARS - d.len() - before;
        out.push(format!("{}{d}{}", "x".repeat(before), "Y".repeat(after)));
    }
    // All but the longest, which has names of its own, fit in one.
    let together: String = C_DIRECTIVES
        .iter()
        .filter(|d| d.len() < 5)
        .copied()
        .collect();
    out.push(format!("{together:-<MAX_NAME_CHARS$}"));
    out
}

/// A random name, most often `R` and `index`, else one that tries a
/// solution's printing: a directive of [`C_DIRECTIVES`] or [`C_SINGLES`]
/// alone, inside random characters, or random characters of random
/// length (never `END`, which ends the input).
pub fn random(rng: &mut SplitMix64, index: u64) -> String {
    let all: Vec<char> = characters().collect();
    let text = |rng: &mut SplitMix64, n: u64| -> String {
        (0..n)
            .map(|_| all[rng.below(all.len() as u64) as usize])
            .collect()
    };
    let directive = |rng: &mut SplitMix64| C_DIRECTIVES[rng.below(9) as usize];
    let name = match rng.below(8) {
        0 => directive(rng).to_string(),
        1 => C_SINGLES[rng.below(3) as usize].to_string(),
        2 | 3 => {
            let d = directive(rng);
            let room = (MAX_NAME_CHARS - d.len()) as u64;
            let before = rng.below(room + 1);
            let after = rng.below(room - before + 1);
            format!("{}{d}{}", text(rng, before), text(rng, after))
        }
        4 => {
            let n = 1 + rng.below(MAX_NAME_CHARS as u64);
            text(rng, n)
        }
        _ => format!("R{index}"),
    };
    if name == "END" {
        format!("R{index}")
    } else {
        name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_character_stands_first_inside_and_last() {
        let names = every_character();
        assert_eq!(names.len(), 94);
        for c in characters() {
            assert!(names.iter().any(|n| n.starts_with(c)), "{c} first");
            assert!(names.iter().any(|n| n.ends_with(c)), "{c} last");
            let inside = |n: &String| n[1..n.len() - 1].contains(c);
            assert!(names.iter().any(inside), "{c} inside");
        }
        for n in &names {
            assert_eq!(n.len(), MAX_NAME_CHARS, "{n}");
            // Percent signs come in pairs only.
            assert!(n.replace("%%", "").find('%').is_none(), "{n}");
        }
    }

    #[test]
    fn directives_stand_alone_inside_and_at_every_length() {
        let names = c_directives();
        for d in C_DIRECTIVES {
            assert!(names.iter().any(|n| n == d), "{d} alone");
            let inside = |n: &&String| n.contains(d) && n.len() > d.len();
            assert!(names.iter().filter(inside).any(|n| n.len() < 10), "{d}");
            assert!(names.iter().filter(inside).any(|n| n.len() == 20), "{d}");
        }
        for length in [1, 2, 20] {
            assert!(names.iter().any(|n| n.len() == length), "{length}");
        }
        assert!(names.iter().all(|n| n.len() <= MAX_NAME_CHARS));
    }

    #[test]
    fn random_names_are_names_and_often_directives() {
        let mut rng = SplitMix64::new(5);
        let names: Vec<String> = (0..400).map(|k| random(&mut rng, k)).collect();
        for n in &names {
            assert!((1..=MAX_NAME_CHARS).contains(&n.len()), "{n}");
            assert!(n.chars().all(|c| c.is_ascii_graphic()), "{n}");
            assert_ne!(n, "END");
        }
        let tricky = names
            .iter()
            .filter(|n| n.contains(['%', '\\', '"']))
            .count();
        assert!(tricky > 100, "{tricky}");
        assert!(names.iter().any(|n| n.contains("%%")));
    }
}
