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
use kiln_targets::x64::cfi::{self, CODE_ALIGN, DATA_ALIGN, DWARF_RA};
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

const DW_EH_PE_PCREL_SDATA4: u8 = 0x1b;
const DW_EH_PE_PCREL_SDATA8: u8 = 0x1c;

/// Writes `.eh_frame` for `funcs`; `wide` asks for 8-byte FDE addresses.
pub(crate) fn write_eh_frame(funcs: &[FuncUnwind<'_>], wide: bool) -> SectionBuf {
    let mut b = SectionBuf::default();
    // CIE.
    b.u32(0);
    b.u32(0); // CIE id
    b.u8(1); // version
    b.cstr("zR");
    b.uleb(CODE_ALIGN);
    b.sleb(DATA_ALIGN);
    b.uleb(DWARF_RA as u64);
    b.uleb(1); // augmentation data length
    b.u8(if wide {
        DW_EH_PE_PCREL_SDATA8
    } else {
        DW_EH_PE_PCREL_SDATA4
    });
    let mut program = Vec::new();
    cfi::initial_instructions(&mut program);
    b.extend(&program);
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
        program.clear();
        cfi::frame_instructions(f.steps, &mut program);
        b.extend(&program);
        finish_entry(&mut b, start);
    }
    b
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
}
