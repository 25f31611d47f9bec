//! `zext i32 → i64` of a value whose register already has zero upper
//! bits is a plain copy. Selection emits such extensions as `mov r32, r32`
//! before it has seen the value's definition (blocks are selected
//! bottom-up); this pass, run once per function that emitted any, turns
//! each one whose source was written by a zero-extending 32-bit
//! instruction into a 64-bit move, which the allocators coalesce away.

use kiln_targets::MachFunc;
use kiln_targets::x64::{Inst, OperandSize};

/// Rewrites redundant 32-bit zero extensions of `func` into moves;
/// `upper_zero` is reusable scratch (one flag per virtual register).
pub(crate) fn zext_as_moves(func: &mut MachFunc<Inst>, upper_zero: &mut Vec<bool>) {
    upper_zero.clear();
    upper_zero.resize(func.num_vregs as usize, false);
    for inst in &func.insts {
        if let Some(v) = inst.zero_extending_def().and_then(|r| r.as_virtual()) {
            upper_zero[v.index()] = true;
        }
    }
    for inst in &mut func.insts {
        if let Inst::MovRR {
            size: size @ OperandSize::S32,
            src,
            ..
        } = inst
            && src
                .as_virtual()
                .is_some_and(|v| upper_zero.get(v.index()).copied().unwrap_or(false))
        {
            *size = OperandSize::S64;
        }
    }
}
