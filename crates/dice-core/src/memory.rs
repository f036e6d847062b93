//! Memory as a resource that can run out. The tables whose size comes from
//! the input (search states, class and parity tables, lists of boards) are
//! reserved with `Vec::try_reserve_exact` through these helpers, so that a
//! refusal is an [`OutOfMemory`] error the caller can report, like a
//! malformed line, instead of the standard library's abort.
//!
//! ```
//! use dice_core::memory::{self, OutOfMemory};
//!
//! let states = memory::table(1 << 20, 0u8)?;
//! assert_eq!(states.len(), 1 << 20);
//! // No system grants half the address space for one table.
//! let refused = memory::table(usize::MAX / 2, 0u8).expect_err("too large");
//! assert_eq!(refused.bytes, usize::MAX / 2);
//! assert!(refused.to_string().starts_with("needs about "));
//! # Ok::<(), OutOfMemory>(())
//! ```

use std::fmt;
use std::mem::size_of;

/// The system refused memory for a table: how much the work needed.
///
/// `bytes` is at least the table refused; callers that already hold other
/// large tables for the same work add them ([`OutOfMemory::holding`]), so
/// that the figure says what the work needs in all (`needs about 400 MB`).
/// Work that grows as it goes and was refused part way says so
/// ([`OutOfMemory::part_way`]: `needs more than 14 MB`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "needs {} {} of memory and the system refused it",
    if *.part_way { "more than" } else { "about" },
    Size(*.bytes)
)]
pub struct OutOfMemory {
    /// The bytes the work needed, the refused table included.
    pub bytes: usize,
    /// Whether the work would have needed more after `bytes`: it was
    /// refused part way through tables that grow as it goes.
    pub part_way: bool,
}

impl OutOfMemory {
    /// The refusal of a table of `len` values of `T`.
    pub fn of<T>(len: usize) -> OutOfMemory {
        OutOfMemory {
            bytes: len.saturating_mul(size_of::<T>()),
            part_way: false,
        }
    }

    /// The same refusal, made part way through work that would have
    /// needed more.
    #[must_use]
    pub fn part_way(self) -> OutOfMemory {
        OutOfMemory {
            part_way: true,
            ..self
        }
    }

    /// Ends the process as the standard library does when an allocation
    /// fails (`memory allocation of N bytes failed`, then an abort): for the
    /// infallible conveniences beside the fallible calls, as `Vec::reserve`
    /// stands beside `Vec::try_reserve`.
    pub fn abort(self) -> ! {
        let layout = std::alloc::Layout::from_size_align(self.bytes.min(isize::MAX as usize), 1)
            .expect("a size of at most isize::MAX with alignment 1 is a layout");
        std::alloc::handle_alloc_error(layout)
    }

    /// The same refusal, counting `held` more bytes that the work holds
    /// beside the refused table.
    #[must_use]
    pub fn holding(self, held: usize) -> OutOfMemory {
        OutOfMemory {
            bytes: self.bytes.saturating_add(held),
            ..self
        }
    }
}

/// The system refused the memory of the work on one dataset of a file
/// (a validator's search for a promise, say): which dataset, where it
/// begins, and how much it needed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("dataset {number} (line {line}): {refused}")]
pub struct DatasetRefused {
    /// The dataset's number in its file, from 1.
    pub number: usize,
    /// The line where the dataset begins.
    pub line: usize,
    /// What the system refused.
    pub refused: OutOfMemory,
}

/// A table of `len` copies of `value`, or the refusal.
pub fn table<T: Clone>(len: usize, value: T) -> Result<Vec<T>, OutOfMemory> {
    let mut vec = Vec::new();
    refill(&mut vec, len, value)?;
    Ok(vec)
}

/// A table of `len` zeros whose pages the system zeroes on first touch,
/// as `vec![0; len]` makes it, so that the parts a search never reaches
/// cost nothing; or the refusal.
///
/// The standard library has no fallible form of that allocation, so the
/// memory is first asked for fallibly and given back, then taken as
/// `vec![0; len]`: only another thread of the process taking the memory in
/// between can still make the second ask abort.
pub fn zeroed<T: Zero>(len: usize) -> Result<Vec<T>, OutOfMemory> {
    drop(with_capacity::<T>(len)?);
    Ok(vec![T::ZERO; len])
}

/// The integer types whose zero tables [`zeroed`] makes.
pub trait Zero: Clone {
    /// Zero.
    const ZERO: Self;
}

impl Zero for u8 {
    const ZERO: u8 = 0;
}

impl Zero for u64 {
    const ZERO: u64 = 0;
}

/// An empty vector with room for `len` values, or the refusal.
pub fn with_capacity<T>(len: usize) -> Result<Vec<T>, OutOfMemory> {
    let mut vec = Vec::new();
    reserve(&mut vec, len)?;
    Ok(vec)
}

/// Makes room for `additional` more values in `vec` (exactly, as
/// `Vec::reserve_exact` does), or gives the refusal, `vec` unchanged.
pub fn reserve<T>(vec: &mut Vec<T>, additional: usize) -> Result<(), OutOfMemory> {
    vec.try_reserve_exact(additional)
        .map_err(|_| OutOfMemory::of::<T>(vec.len().saturating_add(additional)))
}

/// Makes room for `additional` more values in `vec`, growing it as `push`
/// and `extend` do (at least doubling), or gives the refusal.
pub fn grow<T>(vec: &mut Vec<T>, additional: usize) -> Result<(), OutOfMemory> {
    vec.try_reserve(additional)
        .map_err(|_| OutOfMemory::of::<T>(vec.len().saturating_add(additional)))
}

/// Appends `value` to `vec`, growing it as `push` does, or gives the
/// refusal.
#[inline]
pub fn push<T>(vec: &mut Vec<T>, value: T) -> Result<(), OutOfMemory> {
    if vec.len() == vec.capacity() {
        grow(vec, 1)?;
    }
    vec.push(value);
    Ok(())
}

/// Makes `vec` hold `len` copies of `value`, reusing its buffer when it is
/// large enough, or gives the refusal (`vec` is then empty).
pub fn refill<T: Clone>(vec: &mut Vec<T>, len: usize, value: T) -> Result<(), OutOfMemory> {
    vec.clear();
    reserve(vec, len)?;
    vec.resize(len, value);
    Ok(())
}

/// The bytes `vec`'s buffer holds, for [`OutOfMemory::holding`].
pub fn held<T>(vec: &Vec<T>) -> usize {
    vec.capacity().saturating_mul(size_of::<T>())
}

/// A size in bytes as people read one: two significant figures in MB or
/// GB (`400 MB`, `1.6 GB`), at least `1 MB`.
struct Size(usize);

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const MB: f64 = 1e6;
        const GB: f64 = 1e9;
        let bytes = self.0 as f64;
        if bytes < 9.95 * MB {
            let mb = (bytes / MB).round().max(1.0);
            write!(f, "{mb} MB")
        } else if bytes < 0.995 * GB {
            write!(f, "{} MB", round_two(bytes / MB))
        } else {
            write!(f, "{} GB", round_two(bytes / GB))
        }
    }
}

/// `x` (at least 1) rounded to two significant figures, written without
/// the float's stray digits (`1.7`, not `1.7000000000000002`).
fn round_two(x: f64) -> String {
    let magnitude = x.log10().floor() as i32;
    let scale = 10f64.powi(magnitude - 1);
    let rounded = (x / scale).round() * scale;
    let decimals = usize::try_from(1 - magnitude).unwrap_or(0);
    format!("{rounded:.decimals$}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dataset_refused_names_its_number_and_line() {
        let refused = DatasetRefused {
            number: 4,
            line: 17,
            refused: OutOfMemory::of::<u64>(52_500_000),
        };
        let said = "dataset 4 (line 17): needs about 420 MB of memory and the system refused it";
        assert_eq!(refused.to_string(), said);
    }

    #[test]
    fn sizes_read_in_two_figures() {
        let said = |bytes: usize| Size(bytes).to_string();
        assert_eq!(said(0), "1 MB");
        assert_eq!(said(1_400_000), "1 MB");
        assert_eq!(said(9_400_000), "9 MB");
        assert_eq!(said(57_423_072), "57 MB");
        assert_eq!(said(403_046_496), "400 MB");
        assert_eq!(said(994_000_000), "990 MB");
        assert_eq!(said(1_590_000_000), "1.6 GB");
        assert_eq!(said(24_000_000_000), "24 GB");
        assert_eq!(said(1_700_000_000), "1.7 GB");
        assert_eq!(said(2_230_000_000), "2.2 GB");
    }

    #[test]
    fn a_refusal_says_what_the_work_needs_and_leaves_the_vector_as_it_was() {
        let mut vec = vec![7u32; 10];
        let refused = reserve(&mut vec, usize::MAX / 8).expect_err("too large");
        assert_eq!(refused, OutOfMemory::of::<u32>(10 + usize::MAX / 8));
        assert_eq!(vec, [7; 10]);
        let refused = grow(&mut vec, usize::MAX / 8).expect_err("too large");
        assert_eq!(refused.bytes, (10 + usize::MAX / 8) * 4);
        let refused = OutOfMemory::of::<u64>(125_000).holding(399_000_000);
        assert_eq!(
            refused.to_string(),
            "needs about 400 MB of memory and the system refused it"
        );
        assert_eq!(
            refused.part_way().holding(10_000_000).to_string(),
            "needs more than 410 MB of memory and the system refused it"
        );
        let refused = refill(&mut vec, usize::MAX / 4, 1).expect_err("too large");
        assert_eq!(refused.bytes, usize::MAX / 4 * 4);
        assert!(vec.is_empty());
        assert!(with_capacity::<u64>(usize::MAX / 16).is_err());
        assert!(zeroed::<u64>(usize::MAX / 16).is_err());
        assert_eq!(zeroed::<u8>(3), Ok(vec![0; 3]));
    }

    #[test]
    fn tables_are_filled_and_buffers_reused() {
        let mut vec = table(1000, 3u8).expect("small");
        assert_eq!(vec, [3; 1000]);
        let before = vec.as_ptr();
        refill(&mut vec, 500, 9).expect("smaller");
        assert_eq!((vec.len(), vec.as_ptr()), (500, before));
        assert!(vec.iter().all(|&v| v == 9));
        assert_eq!(held(&vec), 1000);
        let mut grown = with_capacity::<u16>(2).expect("small");
        for v in 0..100 {
            push(&mut grown, v).expect("small");
        }
        assert_eq!(grown, (0..100).collect::<Vec<_>>());
    }
}
