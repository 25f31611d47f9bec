//! Unwind tables for JIT code: an in-memory `.eh_frame` (one CIE, an FDE per
//! function with absolute addresses) registered with the process's unwinder
//! (`__register_frame` of libgcc), so that `backtrace()`, C++ exceptions and
//! Rust panics thrown by code that JIT code calls unwind through JIT frames.

use kiln_targets::unit::UnwindStep;
use kiln_targets::x64::cfi;

unsafe extern "C" {
    /// libgcc: registers the `.eh_frame` section starting at `begin`
    /// (entries up to a zero terminator). The table must stay valid until
    /// deregistered.
    fn __register_frame(begin: *const u8);
    /// libgcc: forgets the table registered at `begin`.
    fn __deregister_frame(begin: *const u8);
}

/// `DW_EH_PE_absptr`: FDE addresses are absolute 8-byte values.
const DW_EH_PE_ABSPTR: u8 = 0x00;

/// One function of the JIT's code, as its FDE describes it.
pub struct FrameInfo<'a> {
    /// Address of its first instruction.
    pub start: u64,
    /// Length of its instructions.
    pub len: u64,
    /// Prologue steps with the code offset just after each.
    pub steps: &'a [(u32, UnwindStep)],
}

/// A registered `.eh_frame` table; deregistered when dropped (before the
/// code it describes is unmapped: [`crate::Linked`] declares it first).
pub struct RegisteredFrames {
    /// The table: CIE, FDEs, zero terminator. Never moved or changed while
    /// registered (a boxed slice's heap bytes stay put).
    table: Box<[u8]>,
}

impl RegisteredFrames {
    /// Builds and registers the table for `funcs`; `None` if there is
    /// nothing to describe.
    pub fn register(funcs: &[FrameInfo<'_>]) -> Option<RegisteredFrames> {
        if funcs.is_empty() {
            return None;
        }
        let table = build_table(funcs).into_boxed_slice();
        // SAFETY: `table` is a well-formed `.eh_frame` section ending in a
        // zero terminator, whose FDEs describe code that stays mapped while
        // `self` lives; it is deregistered in `drop` before being freed.
        unsafe { __register_frame(table.as_ptr()) };
        Some(RegisteredFrames { table })
    }
}

impl Drop for RegisteredFrames {
    fn drop(&mut self) {
        // SAFETY: `table` was registered in `register` and not since.
        unsafe { __deregister_frame(self.table.as_ptr()) };
    }
}

/// The `.eh_frame` bytes: a `zR` CIE with absolute pointers, one FDE per
/// function, then a zero terminator.
fn build_table(funcs: &[FrameInfo<'_>]) -> Vec<u8> {
    let mut t = Vec::new();
    let mut program = Vec::new();
    // CIE.
    t.extend_from_slice(&[0; 4]);
    t.extend_from_slice(&0u32.to_le_bytes()); // CIE id
    t.push(1); // version
    t.extend_from_slice(b"zR\0");
    cfi::uleb(&mut t, cfi::CODE_ALIGN);
    cfi::sleb(&mut t, cfi::DATA_ALIGN);
    cfi::uleb(&mut t, cfi::DWARF_RA as u64);
    cfi::uleb(&mut t, 1); // augmentation data length
    t.push(DW_EH_PE_ABSPTR);
    cfi::initial_instructions(&mut program);
    t.extend_from_slice(&program);
    finish_entry(&mut t, 0);
    for f in funcs {
        let start = t.len();
        t.extend_from_slice(&[0; 4]);
        let cie_distance = (t.len()) as u32; // back to the CIE at 0
        t.extend_from_slice(&cie_distance.to_le_bytes());
        t.extend_from_slice(&f.start.to_le_bytes());
        t.extend_from_slice(&f.len.to_le_bytes());
        cfi::uleb(&mut t, 0); // augmentation data length
        program.clear();
        cfi::frame_instructions(f.steps, &mut program);
        t.extend_from_slice(&program);
        finish_entry(&mut t, start);
    }
    t.extend_from_slice(&[0; 4]);
    t
}

/// Pads the entry that starts at `start` with `DW_CFA_nop` to a multiple of
/// 8 bytes and fills in its length.
fn finish_entry(t: &mut Vec<u8>, start: usize) {
    while !(t.len() - start).is_multiple_of(8) {
        t.push(0);
    }
    let len = (t.len() - start - 4) as u32;
    t[start..start + 4].copy_from_slice(&len.to_le_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_layout() {
        let steps = [(1, UnwindStep::PushFrameReg), (4, UnwindStep::SetFrameReg)];
        let t = build_table(&[FrameInfo {
            start: 0x1122_3344_5566_7788,
            len: 40,
            steps: &steps,
        }]);
        let cie_len = u32::from_le_bytes(t[0..4].try_into().unwrap()) as usize;
        assert_eq!((cie_len + 4) % 8, 0);
        let fde = cie_len + 4;
        let fde_len = u32::from_le_bytes(t[fde..fde + 4].try_into().unwrap()) as usize;
        assert_eq!(
            u32::from_le_bytes(t[fde + 4..fde + 8].try_into().unwrap()) as usize,
            fde + 4,
            "CIE pointer"
        );
        assert_eq!(
            u64::from_le_bytes(t[fde + 8..fde + 16].try_into().unwrap()),
            0x1122_3344_5566_7788
        );
        assert_eq!(
            u64::from_le_bytes(t[fde + 16..fde + 24].try_into().unwrap()),
            40
        );
        assert_eq!(&t[fde + 4 + fde_len..], &[0, 0, 0, 0], "terminator");
    }
}
