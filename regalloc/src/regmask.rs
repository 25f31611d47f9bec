//! Register sets as bit masks over [`PReg::index`], and the choice of a
//! free register that linear scan and the fast allocator share.

use kiln_targets::PReg;

/// A bit per [`PReg::index`].
pub type Mask = u128;

/// The bit of `p`.
#[inline]
pub fn bit(p: PReg) -> Mask {
    1u128 << p.index()
}

/// The registers in `m`, lowest index first.
pub fn regs_of(mut m: Mask) -> impl Iterator<Item = PReg> {
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        Some(PReg::from_index(i))
    })
}

/// A register of `free` (a mask over register indices): `hint` if it is in
/// `free`, else the callee-saved ones (`callee`) first if `callee_first`,
/// else the caller-saved ones first; lowest index within a group. Shared
/// by linear scan and the fast allocator.
#[inline]
pub(crate) fn pick_free(
    free: Mask,
    callee: Mask,
    hint: Option<PReg>,
    callee_first: bool,
) -> Option<PReg> {
    if free == 0 {
        return None;
    }
    if let Some(h) = hint
        && free & bit(h) != 0
    {
        return Some(h);
    }
    let first = if callee_first {
        free & callee
    } else {
        free & !callee
    };
    let pool = if first != 0 { first } else { free };
    Some(PReg::from_index(pool.trailing_zeros() as usize))
}
