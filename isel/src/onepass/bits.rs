//! Bit intrinsics on 32- and 64-bit integers: `llvm.ctlz` and `llvm.cttz`
//! as `bsr`/`bsf` (with a `cmov` for zero unless the result is poison
//! there), and `llvm.fshl`/`fshr` of a value with itself as a rotation.
//! Other widths and funnel shifts of two values take the staged path.

use super::regs::{SCRATCH, r};
use super::{GResult, Gen, Unsupported};
use kiln_ir::Value;
use kiln_targets::x64::regs::R11;
use kiln_targets::x64::{AluOp, BitOp, Cond, Inst, RegMem, RegMemImm, ShiftOp};

/// Whether the one-pass path covers intrinsic `name` (after `llvm.`)
/// called with `args`.
pub(super) fn covered_bit_intrinsic(name: &[u8], args: &[Value]) -> bool {
    match name {
        b"ctlz.i32" | b"ctlz.i64" | b"cttz.i32" | b"cttz.i64" => true,
        b"fshl.i32" | b"fshl.i64" | b"fshr.i32" | b"fshr.i64" => {
            args.len() == 3 && args[0] == args[1]
        }
        _ => false,
    }
}

impl Gen<'_> {
    /// Lowers a [`covered_bit_intrinsic`] call with result `v`.
    pub(super) fn bit_intrinsic(&mut self, name: &[u8], args: &[Value], v: Value) -> GResult<()> {
        let bits = if name.ends_with(b"i64") { 64 } else { 32 };
        if name.starts_with(b"fsh") {
            let [x, _, count] = *args else {
                return Err(Unsupported);
            };
            // The second operand is the first again: one use fewer.
            self.consume(x);
            let sop = if name.starts_with(b"fshl") {
                ShiftOp::Rol
            } else {
                ShiftOp::Ror
            };
            let d = self.shift_by(sop, [x, count], bits, v)?;
            self.defined(v, d);
            return Ok(());
        }
        let size = super::ops::op_size(bits);
        let x = *args.first().ok_or(Unsupported)?;
        let zero_poison = match args.get(1) {
            Some(&z) => matches!(self.imm32(z)?, Some(k) if k != 0),
            None => false,
        };
        for &a in &args[1..] {
            self.consume(a);
        }
        let s = self.opnd(x)?;
        let d = self.result_reg_after_reads(v, None);
        let ctlz = name.starts_with(b"ctlz");
        self.emit(Inst::BitCount {
            size,
            op: if ctlz { BitOp::Bsr } else { BitOp::Bsf },
            dst: r(d),
            src: RegMem::Reg(r(s)),
        });
        if !zero_poison {
            // Zero sets ZF: ctlz gives `bits` (2 bits - 1 before the xor
            // below), cttz gives `bits`.
            let k = if ctlz { 2 * bits - 1 } else { bits };
            self.emit(Inst::MovImm {
                size,
                dst: r(SCRATCH),
                imm: i64::from(k),
            });
            self.regs.clobbered.insert(R11);
            self.emit(Inst::Cmov {
                size,
                cc: Cond::E,
                dst: r(d),
                src_false: r(d),
                src_true: RegMem::Reg(r(SCRATCH)),
            });
        }
        if ctlz {
            self.emit(Inst::Alu {
                size,
                op: AluOp::Xor,
                dst: r(d),
                src1: r(d),
                src2: RegMemImm::Imm(bits as i32 - 1),
            });
        }
        self.defined(v, d);
        Ok(())
    }
}
