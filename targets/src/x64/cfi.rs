//! Call-frame information for x86-64 frames: the DWARF CFA programs of a
//! CIE and of each function's FDE, shared by objects' `.eh_frame` and the
//! frames the JIT registers with the process's unwinder. Framing (lengths,
//! pointer encodings, relocations) is the writer's business.

use crate::unit::UnwindStep;

/// DWARF register of the return address.
pub const DWARF_RA: u8 = 16;
/// DWARF register of the stack pointer.
pub const DWARF_RSP: u8 = 7;
/// DWARF register of the frame pointer.
pub const DWARF_RBP: u8 = 6;
/// CIE code alignment factor.
pub const CODE_ALIGN: u64 = 1;
/// CIE data alignment factor.
pub const DATA_ALIGN: i64 = -8;

/// DWARF register numbers of x86-64 hardware registers 0-15.
const DWARF_REG: [u8; 16] = [0, 2, 1, 3, 7, 6, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15];

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

/// The CIE's initial instructions: on entry the CFA is rsp + 8 and the
/// return address is at CFA - 8.
pub fn initial_instructions(out: &mut Vec<u8>) {
    out.push(DW_CFA_DEF_CFA);
    uleb(out, DWARF_RSP as u64);
    uleb(out, 8);
    offset(out, DWARF_RA, 8);
}

/// A function's FDE instructions: its prologue (and described epilogue)
/// steps, each taking effect at the code offset recorded with it.
pub fn frame_instructions(steps: &[(u32, UnwindStep)], out: &mut Vec<u8>) {
    let mut at = 0u32;
    for &(off, step) in steps {
        if matches!(step, UnwindStep::StackAlloc { .. }) {
            continue;
        }
        advance(out, off.saturating_sub(at));
        at = at.max(off);
        match step {
            UnwindStep::PushFrameReg => {
                out.push(DW_CFA_DEF_CFA_OFFSET);
                uleb(out, 16);
                offset(out, DWARF_RBP, 16);
            }
            UnwindStep::SetFrameReg => {
                out.push(DW_CFA_DEF_CFA_REGISTER);
                uleb(out, DWARF_RBP as u64);
            }
            UnwindStep::SaveReg { hw, offset: o } => {
                let reg = DWARF_REG.get(hw as usize).copied().unwrap_or(hw);
                offset(out, reg, o);
            }
            UnwindStep::FrameRegRestored => {
                out.push(DW_CFA_REMEMBER_STATE);
                out.push(DW_CFA_DEF_CFA);
                uleb(out, DWARF_RSP as u64);
                uleb(out, 8);
            }
            UnwindStep::EpilogueEnd => out.push(DW_CFA_RESTORE_STATE),
            UnwindStep::StackAlloc { .. } => {}
        }
    }
}

/// `DW_CFA_offset reg, off/8` (register saved at CFA - `off`).
fn offset(out: &mut Vec<u8>, reg: u8, off: u32) {
    if reg < 64 {
        out.push(DW_CFA_OFFSET | reg);
    } else {
        out.push(DW_CFA_OFFSET_EXTENDED);
        uleb(out, reg as u64);
    }
    uleb(out, (off / 8) as u64);
}

/// Advances the CFI location by `delta` bytes.
fn advance(out: &mut Vec<u8>, delta: u32) {
    match delta {
        0 => {}
        1..=0x3f => out.push(DW_CFA_ADVANCE_LOC | delta as u8),
        0x40..=0xff => {
            out.push(DW_CFA_ADVANCE_LOC1);
            out.push(delta as u8);
        }
        0x100..=0xffff => {
            out.push(DW_CFA_ADVANCE_LOC2);
            out.extend_from_slice(&(delta as u16).to_le_bytes());
        }
        _ => {
            out.push(DW_CFA_ADVANCE_LOC4);
            out.extend_from_slice(&delta.to_le_bytes());
        }
    }
}

/// Unsigned LEB128.
pub fn uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Signed LEB128.
pub fn sleb(out: &mut Vec<u8>, mut v: i64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        let done = (v == 0 && byte & 0x40 == 0) || (v == -1 && byte & 0x40 != 0);
        if done {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prologue_and_epilogue_programs() {
        let mut cie = Vec::new();
        initial_instructions(&mut cie);
        assert_eq!(cie, [0x0c, 7, 8, 0x90, 1]);
        let steps = [
            (1, UnwindStep::PushFrameReg),
            (4, UnwindStep::SetFrameReg),
            (5, UnwindStep::SaveReg { hw: 3, offset: 24 }),
            (9, UnwindStep::StackAlloc { size: 8 }),
            (100, UnwindStep::FrameRegRestored),
            (101, UnwindStep::EpilogueEnd),
        ];
        let mut fde = Vec::new();
        frame_instructions(&steps, &mut fde);
        assert_eq!(
            fde,
            [
                0x41, 0x0e, 16, 0x86, 2, // push rbp
                0x43, 0x0d, 6, // mov rbp, rsp
                0x41, 0x83, 3, // rbx at CFA-24
                0x02, 95, 0x0a, 0x0c, 7, 8, // pop rbp
                0x41, 0x0b, // ret
            ]
        );
    }

    #[test]
    fn advance_forms() {
        let mut b = Vec::new();
        advance(&mut b, 1);
        advance(&mut b, 0x40);
        advance(&mut b, 0x100);
        advance(&mut b, 0x10000);
        assert_eq!(
            b,
            [
                0x41, 0x02, 0x40, 0x03, 0x00, 0x01, 0x04, 0x00, 0x00, 0x01, 0x00
            ]
        );
    }

    #[test]
    fn leb128() {
        let mut v = Vec::new();
        uleb(&mut v, 624485);
        sleb(&mut v, -8);
        sleb(&mut v, 64);
        assert_eq!(v, [0xe5, 0x8e, 0x26, 0x78, 0xc0, 0x00]);
    }
}
