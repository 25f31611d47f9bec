//! A GEP index that is a bit field, scaled by an element size above 8:
//! `((x >> c) & mask) * 16` (Lua's `base + GETARG_A(i)`) is
//! `(x >> (c - 4)) & (mask << 4)` — the scaling folds into the shift and
//! the mask, as LLVM's DAG combiner does, instead of an `imul` (or `shl`)
//! after them. The address then uses the index unscaled.

use crate::lower::{LResult, Lower};
use kiln_ir::instructions::{BinaryOp, CastOp};
use kiln_ir::{InstData, Value};
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Inst, OperandSize, RegMemImm, ShiftOp};

impl Lower<'_> {
    /// `idx * scale` in a register when `idx` is a single-use (`zext` of
    /// a) single-use `and (lshr x, c), mask` or `lshr x, c` of this block,
    /// `scale` a power of two above 8 with `c` at least its log, and the
    /// scaled mask a positive 32-bit immediate; `None` (nothing emitted)
    /// otherwise.
    pub(crate) fn scaled_bitfield_index(&mut self, idx: Value, scale: u64) -> LResult<Option<Reg>> {
        if !scale.is_power_of_two() || scale <= 8 {
            return Ok(None);
        }
        let k = scale.trailing_zeros();
        let mut chain = Vec::with_capacity(3);
        let mut v = idx;
        if let Some(i) = self.sinkable(v)
            && let InstData::Cast {
                op: CastOp::ZExt,
                arg,
                ..
            } = self.f.insts[i]
        {
            chain.push(i);
            v = arg;
        }
        let width = self.int_bits(v)?;
        if !matches!(width, 32 | 64) {
            return Ok(None);
        }
        let mut mask = None;
        if let Some(i) = self.sinkable(v)
            && let InstData::Binary {
                op: BinaryOp::And,
                args,
                ..
            } = self.f.insts[i]
            && let Some(m) = self.const_int(args[1])
        {
            chain.push(i);
            mask = Some(m as u64);
            v = args[0];
        }
        let Some(i) = self.sinkable(v) else {
            return Ok(None);
        };
        let InstData::Binary {
            op: BinaryOp::LShr,
            args,
            ..
        } = self.f.insts[i]
        else {
            return Ok(None);
        };
        let Some(c) = self.const_int(args[1]).map(|c| c as u64) else {
            return Ok(None);
        };
        if c < k as u64 || c >= width as u64 {
            return Ok(None);
        }
        chain.push(i);
        let field = mask.unwrap_or(u64::MAX) & (u64::MAX >> (64 - width as u64 + c));
        let Some(scaled) = field.checked_shl(k).filter(|&m| m <= i32::MAX as u64) else {
            return Ok(None);
        };
        for &i in &chain {
            self.sink(i);
        }
        let size = if width == 32 {
            OperandSize::S32
        } else {
            OperandSize::S64
        };
        let x = self.reg(args[0])?;
        let shifted = if c > k as u64 {
            let t = self.new_int();
            self.emit(Inst::ShiftImm {
                size,
                op: ShiftOp::Shr,
                dst: t,
                src: x,
                amount: (c - k as u64) as u8,
            });
            t
        } else {
            x
        };
        let r = self.new_int();
        self.emit(Inst::Alu {
            size,
            op: AluOp::And,
            dst: r,
            src1: shifted,
            src2: RegMemImm::Imm(scaled as i32),
        });
        Ok(Some(r))
    }
}
