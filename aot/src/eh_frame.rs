//! `.eh_frame` for x86-64: one CIE, and per function an FDE whose CFI
//! replays the prologue's unwind steps (`push rbp`, `mov rbp, rsp`, pushes
//! of callee-saved registers), as LLVM writes them.
//!
//! The CIE says: return address in DWARF register 16 at CFA - 8, CFA =
//! rsp + 8 on entry, FDE addresses pc-relative signed 4-byte
//! (`DW_EH_PE_pcrel | DW_EH_PE_sdata4`, relocated with `R_X86_64_PC32`
//! against the code section's symbol, so that preemptible functions need
//! no dynamic relocation) — or, when some code is in a large section
//! (large code model, possibly beyond 2 GiB of `.eh_frame`), signed 8-byte
//! (`DW_EH_PE_sdata8`, `R_X86_64_PC64`), as LLVM writes them then.
//!
//! Epilogues are described when the steps include them
//! ([`UnwindStep::FrameRegRestored`] .. [`UnwindStep::EpilogueEnd`], with
//! `DW_CFA_remember_state`/`DW_CFA_restore_state`); the emitter does not
//! report them yet, so from `pop rbp` to `ret` the CFA rule is stale.
//! Synchronous unwinding (exceptions, `backtrace()`, gdb in callees) never
//! stops there.

use crate::sectbuf::SectionBuf;
use kiln_targets::unit::UnwindStep;
use object::elf;
use object::write::SectionId;

/// One function's code and prologue, as `.eh_frame` needs it.
#[derive(Clone, Debug)]
pub(crate) struct FuncUnwind<'a> {
    /// Section holding the function.
    pub section: SectionId,
    /// Offset of its first byte in the section.
    pub offset: u64,
    /// Length of its instructions.
    pub len: u64,
    /// Prologue steps with the offset just after each.
    pub steps: &'a [(u32, UnwindStep)],
}

const DW_CFA_ADVANCE_LOC: u8 = 0x40;
const DW_CFA_OFFSET: u8 = 0x80;
const DW_CFA_ADVANCE_LOC1: u8 = 0x02;
const DW_CFA_ADVANCE_LOC2: u8 = 0x03;
const DW_CFA_ADVANCE_LOC4: u8 = 0x04;
const DW_CFA_DEF_CFA: u8 = 0x0c;
const DW_CFA_DEF_CFA_REGISTER: u8 = 0x0d;
const DW_CFA_DEF_CFA_OFFSET: u8 = 0x0e;
const DW_CFA_OFFSET_EXTENDED: u8 = 0x05;
const DW_CFA_REMEMBER_STATE: u8 = 0x0a;
const DW_CFA_RESTORE_STATE: u8 = 0x0b;
const DW_EH_PE_PCREL_SDATA4: u8 = 0x1b;
const DW_EH_PE_PCREL_SDATA8: u8 = 0x1c;

/// DWARF register numbers of x86-64 hardware registers 0-15.
const DWARF_REG: [u8; 16] = [0, 2, 1, 3, 7, 6, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15];
const DWARF_RSP: u8 = 7;
const DWARF_RBP: u8 = 6;
const DWARF_RA: u8 = 16;

/// Writes `.eh_frame` for `funcs`; `wide` asks for 8-byte FDE addresses.
pub(crate) fn write_eh_frame(funcs: &[FuncUnwind<'_>], wide: bool) -> SectionBuf {
    let mut b = SectionBuf::default();
    // CIE.
    b.u32(0);
    b.u32(0); // CIE id
    b.u8(1); // version
    b.cstr("zR");
    b.uleb(1); // code alignment
    b.sleb(-8); // data alignment
    b.uleb(DWARF_RA as u64);
    b.uleb(1); // augmentation data length
    b.u8(if wide {
        DW_EH_PE_PCREL_SDATA8
    } else {
        DW_EH_PE_PCREL_SDATA4
    });
    b.u8(DW_CFA_DEF_CFA);
    b.uleb(DWARF_RSP as u64);
    b.uleb(8);
    offset(&mut b, DWARF_RA, 8);
    finish_entry(&mut b, 0);
    for f in funcs {
        let start = b.len();
        b.u32(0);
        b.u32((b.len()) as u32); // distance back to the CIE at 0
        if wide {
            b.reloc(8, f.section, f.offset as i64, elf::R_X86_64_PC64);
            b.u64(f.len);
        } else {
            b.reloc(4, f.section, f.offset as i64, elf::R_X86_64_PC32);
            b.u32(f.len as u32);
        }
        b.uleb(0); // augmentation data length
        let mut at = 0u32;
        for &(off, step) in f.steps {
            if matches!(step, UnwindStep::StackAlloc { .. }) {
                continue;
            }
            advance(&mut b, off.saturating_sub(at));
            at = at.max(off);
            match step {
                UnwindStep::PushFrameReg => {
                    b.u8(DW_CFA_DEF_CFA_OFFSET);
                    b.uleb(16);
                    offset(&mut b, DWARF_RBP, 16);
                }
                UnwindStep::SetFrameReg => {
                    b.u8(DW_CFA_DEF_CFA_REGISTER);
                    b.uleb(DWARF_RBP as u64);
                }
                UnwindStep::SaveReg { hw, offset: o } => {
                    let reg = DWARF_REG.get(hw as usize).copied().unwrap_or(hw);
                    offset(&mut b, reg, o);
                }
                UnwindStep::FrameRegRestored => {
                    b.u8(DW_CFA_REMEMBER_STATE);
                    b.u8(DW_CFA_DEF_CFA);
                    b.uleb(DWARF_RSP as u64);
                    b.uleb(8);
                }
                UnwindStep::EpilogueEnd => b.u8(DW_CFA_RESTORE_STATE),
                UnwindStep::StackAlloc { .. } => {}
            }
        }
        finish_entry(&mut b, start);
    }
    b
}

/// `DW_CFA_offset reg, off/8` (register saved at CFA - `off`).
fn offset(b: &mut SectionBuf, reg: u8, off: u32) {
    if reg < 64 {
        b.u8(DW_CFA_OFFSET | reg);
    } else {
        b.u8(DW_CFA_OFFSET_EXTENDED);
        b.uleb(reg as u64);
    }
    b.uleb((off / 8) as u64);
}

/// Advances the CFI location by `delta` bytes.
fn advance(b: &mut SectionBuf, delta: u32) {
    match delta {
        0 => {}
        1..=0x3f => b.u8(DW_CFA_ADVANCE_LOC | delta as u8),
        0x40..=0xff => {
            b.u8(DW_CFA_ADVANCE_LOC1);
            b.u8(delta as u8);
        }
        0x100..=0xffff => {
            b.u8(DW_CFA_ADVANCE_LOC2);
            b.u16(delta as u16);
        }
        _ => {
            b.u8(DW_CFA_ADVANCE_LOC4);
            b.u32(delta);
        }
    }
}

/// Pads the entry that starts at `start` with `DW_CFA_nop` to a multiple of
/// 8 bytes and fills in its length.
fn finish_entry(b: &mut SectionBuf, start: usize) {
    while !(b.len() - start).is_multiple_of(8) {
        b.u8(0);
    }
    let len = (b.len() - start - 4) as u32;
    b.patch_u32(start, len);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A section id to relocate against (of a scratch object).
    fn text_section() -> SectionId {
        let mut obj = object::write::Object::new(
            object::BinaryFormat::Elf,
            object::Architecture::X86_64,
            object::Endianness::Little,
        );
        obj.section_id(object::write::StandardSection::Text)
    }

    #[test]
    fn prologue_and_epilogue_cfi() {
        let text = text_section();
        let steps = [
            (1, UnwindStep::PushFrameReg),
            (4, UnwindStep::SetFrameReg),
            (5, UnwindStep::SaveReg { hw: 3, offset: 24 }),
            (9, UnwindStep::StackAlloc { size: 8 }),
            (20, UnwindStep::FrameRegRestored),
            (21, UnwindStep::EpilogueEnd),
        ];
        let b = write_eh_frame(
            &[FuncUnwind {
                section: text,
                offset: 0,
                len: 30,
                steps: &steps,
            }],
            false,
        );
        let fde = &b.bytes[24..];
        // length, CIE pointer, pc begin, pc range, augmentation length 0.
        assert_eq!(&fde[4..8], &28u32.to_le_bytes());
        assert_eq!(&fde[12..16], &30u32.to_le_bytes());
        assert_eq!(
            &fde[17..35],
            [
                0x41, 0x0e, 16, 0x86, 2, // push rbp
                0x43, 0x0d, 6, // mov rbp, rsp
                0x41, 0x83, 3, // push rbx
                0x4f, 0x0a, 0x0c, 7, 8, // leave: remember, CFA = rsp + 8
                0x41, 0x0b, // after ret: restore
            ]
        );
        assert_eq!(b.relocs.len(), 1);
        assert_eq!(b.len() % 8, 0);
    }

    #[test]
    fn wide_addresses_for_large_code() {
        let text = text_section();
        let steps = [(1, UnwindStep::PushFrameReg)];
        let f = FuncUnwind {
            section: text,
            offset: 16,
            len: 30,
            steps: &steps,
        };
        let b = write_eh_frame(std::slice::from_ref(&f), true);
        // CIE augmentation data: the FDE pointer encoding.
        assert_eq!(b.bytes[16], DW_EH_PE_PCREL_SDATA8);
        let fde = &b.bytes[24..];
        assert_eq!(&fde[16..24], &30u64.to_le_bytes());
        assert_eq!(b.relocs.len(), 1);
        assert_eq!(b.relocs[0].r_type, elf::R_X86_64_PC64);
        assert_eq!(b.relocs[0].offset, 24 + 8);
    }

    #[test]
    fn advance_forms() {
        let mut b = SectionBuf::default();
        advance(&mut b, 1);
        advance(&mut b, 0x40);
        advance(&mut b, 0x100);
        advance(&mut b, 0x10000);
        assert_eq!(
            b.bytes,
            [
                0x41, 0x02, 0x40, 0x03, 0x00, 0x01, 0x04, 0x00, 0x00, 0x01, 0x00
            ]
        );
    }
}
