//! The one mapping a link lives in, and its page protections: written while
//! read-write, then code made read-execute and constants read-only. The
//! mapping is never writable and executable at once.

use crate::error::JitError;
use memmap2::MmapMut;

/// Page size used for laying out sections (protections apply per page).
pub const PAGE: u64 = 4096;

/// The largest alignment the JIT honours for a definition: 1 TiB (only
/// the most aligned definition keeps its place next to the others; see
/// `data_layout`).
pub const MAX_ALIGN: u64 = 1 << 40;

/// A read-write anonymous mapping holding `len` bytes (zeroed) that start
/// at an address aligned to `align` (a power of two) and such that the
/// byte at offset `anchor.0` from that start is aligned to `anchor.1` (a
/// power of two, a multiple of `align`; `anchor.0` a multiple of
/// `align`): the mapping and the offset of that start in it. The mapping
/// reserves no swap: pages are backed only when touched, so huge
/// zero-initialised data costs address space, not memory.
pub fn allocate(
    len: u64,
    align: u64,
    anchor: Option<(u64, u64)>,
) -> Result<(MmapMut, usize), JitError> {
    let align = align.max(PAGE);
    let (anchor_off, anchor_align) = anchor.unwrap_or((0, align));
    let slack = anchor_align.max(align) - PAGE;
    let size = len
        .max(PAGE)
        .checked_add(slack)
        .filter(|&n| n <= isize::MAX as u64)
        .ok_or_else(|| JitError::Memory(format!("cannot map {len} bytes")))?;
    let map = memmap2::MmapOptions::new()
        .len(size as usize)
        .no_reserve_swap()
        .map_anon()
        .map_err(|e| JitError::Memory(format!("cannot map {size} bytes: {e}")))?;
    let start = map.as_ptr() as u64;
    let at = start.wrapping_add(anchor_off);
    let pad = at.next_multiple_of(anchor_align.max(align)) - at;
    debug_assert!((start + pad).is_multiple_of(align));
    Ok((map, pad as usize))
}

/// How a range of the mapping is protected once linking is done.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Access {
    /// Read and execute (code).
    Execute,
    /// Read only (constants, the GOT).
    Read,
}

/// Applies `access` to `len` bytes at `offset` of `map`, a page-aligned
/// part of a mapping from [`allocate`]. After this, the caller must not
/// write to that range through `map`.
pub fn protect(map: &[u8], offset: u64, len: u64, access: Access) -> Result<(), JitError> {
    if len == 0 {
        return Ok(());
    }
    debug_assert!(offset.is_multiple_of(PAGE));
    let prot = match access {
        Access::Execute => region::Protection::READ_EXECUTE,
        Access::Read => region::Protection::READ,
    };
    let start = map.as_ptr().wrapping_add(offset as usize);
    // SAFETY: the range lies inside `map`, part of a live mapping (offset +
    // len ≤ map.len(), checked by the layout); changing its protection cannot
    // invalidate Rust references because the caller writes to the range no
    // more, and the mapping outlives every use of the code in it.
    unsafe { region::protect(start, len as usize, prot) }
        .map_err(|e| JitError::Memory(format!("cannot protect pages: {e}")))
}
