//! The one mapping a link lives in, and its page protections: written while
//! read-write, then code made read-execute and constants read-only. The
//! mapping is never writable and executable at once.

use crate::error::JitError;
use memmap2::MmapMut;

/// Page size used for laying out sections (protections apply per page).
pub const PAGE: u64 = 4096;

/// A read-write anonymous mapping of `len` bytes (zeroed).
pub fn allocate(len: u64) -> Result<MmapMut, JitError> {
    let len = len.max(PAGE) as usize;
    MmapMut::map_anon(len).map_err(|e| JitError::Memory(format!("cannot map {len} bytes: {e}")))
}

/// How a range of the mapping is protected once linking is done.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Access {
    /// Read and execute (code).
    Execute,
    /// Read only (constants, the GOT).
    Read,
}

/// Applies `access` to `len` bytes at `offset` of `map` (page-aligned).
/// After this, the caller must not write to that range through `map`.
pub fn protect(map: &MmapMut, offset: u64, len: u64, access: Access) -> Result<(), JitError> {
    if len == 0 {
        return Ok(());
    }
    debug_assert!(offset.is_multiple_of(PAGE));
    let prot = match access {
        Access::Execute => region::Protection::READ_EXECUTE,
        Access::Read => region::Protection::READ,
    };
    let start = map.as_ptr().wrapping_add(offset as usize);
    // SAFETY: the range lies inside the live mapping `map` (offset + len ≤
    // map.len(), checked by the layout); changing its protection cannot
    // invalidate Rust references because the caller writes to the range no
    // more, and the mapping outlives every use of the code in it.
    unsafe { region::protect(start, len as usize, prot) }
        .map_err(|e| JitError::Memory(format!("cannot protect pages: {e}")))
}
