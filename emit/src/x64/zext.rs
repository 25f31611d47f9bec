//! Redundant zero extensions: on x86-64 every write of a 32-bit register
//! clears the upper half, so `mov r32, r32` of the same register right
//! after an instruction that wrote it that way changes nothing and is
//! dropped. Instruction selection cannot always know (an `i32` value may
//! arrive with garbage above it); the emitter, seeing the encoded
//! neighbour, can.

use kiln_targets::Reg;
use kiln_targets::x64::{Inst, OperandSize};

/// The GPR (hardware number) that `inst` writes as a 32-bit (or narrower,
/// zero-extending) result, clearing bits 32–63; `None` for anything else.
pub(crate) fn zero_extending_def(inst: &Inst) -> Option<u8> {
    inst.zero_extending_def().and_then(hw)
}

/// Whether `inst` is `mov r32, r32` of register `reg` onto itself.
pub(crate) fn is_self_zext(inst: &Inst, reg: u8) -> bool {
    matches!(*inst, Inst::MovRR { size: OperandSize::S32, dst, src }
        if hw(dst) == Some(reg) && hw(src) == Some(reg))
}

fn hw(r: Reg) -> Option<u8> {
    r.as_physical().map(|p| p.hw())
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_targets::x64::regs::{RAX, RCX};
    use kiln_targets::x64::{AluOp, RegMemImm};

    #[test]
    fn a_32_bit_write_makes_the_self_move_redundant() {
        let (rax, rcx) = (Reg::phys(RAX), Reg::phys(RCX));
        let add = |size| Inst::Alu {
            size,
            op: AluOp::Add,
            dst: rax,
            src1: rax,
            src2: RegMemImm::Reg(rcx),
        };
        assert_eq!(zero_extending_def(&add(OperandSize::S32)), Some(0));
        assert_eq!(zero_extending_def(&add(OperandSize::S64)), None);
        let zext = |dst, src| Inst::MovRR {
            size: OperandSize::S32,
            dst,
            src,
        };
        assert!(is_self_zext(&zext(rax, rax), 0));
        assert!(!is_self_zext(&zext(rax, rcx), 0));
        assert!(!is_self_zext(&zext(rcx, rcx), 0));
    }
}
