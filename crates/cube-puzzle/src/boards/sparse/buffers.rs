//! The search's buffers, used again from one hole and layer to the next so
//! that the system need not give their pages again.

use dice_core::memory::{self, OutOfMemory};

/// The vector of `spare` that holds the most, taken out of it, or a new
/// one.
pub(super) fn take_largest(spare: &mut Vec<Vec<u32>>) -> Vec<u32> {
    let largest = (0..spare.len()).max_by_key(|&i| spare[i].capacity());
    largest.map_or_else(Vec::new, |i| spare.swap_remove(i))
}

/// Makes `buffer` at least `len` long, its values kept: grown in place
/// where the system can, so that the pages it holds are not given again.
pub(super) fn lengthen<T: Copy + Default>(
    buffer: &mut Vec<T>,
    len: usize,
) -> Result<(), OutOfMemory> {
    if buffer.len() < len {
        memory::reserve(buffer, len - buffer.len())?;
        buffer.resize(len, T::default());
    }
    Ok(())
}
