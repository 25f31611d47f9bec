//! Atomics under the x86 memory model: `cmpxchg` (`lock cmpxchg`),
//! `atomicrmw` xchg/add/sub (`xchg`, `lock xadd`); loads and stores are
//! plain moves except seq_cst stores (`xchg`, see memory.rs); fences are
//! `mfence` for seq_cst and nothing otherwise.

use crate::int::exact_size;
use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::RmwOp;
use kiln_targets::Reg;
use kiln_targets::x64::{Cond, Inst, OperandSize, UnaryOp};

impl Lower<'_> {
    /// `cmpxchg ptr, cmp, new` → `{T old, i1 success}`.
    pub fn lower_cmpxchg(&mut self, p: Value, e: Value, n: Value, res: Value) -> LResult<()> {
        let bits = self.int_bits(e)?;
        let size = exact_size(bits)
            .ok_or_else(|| self.err(format!("cmpxchg on i{bits} is not supported")))?;
        let ex = self.reg(e)?;
        let expected = self.new_int();
        self.copy_reg(expected, ex);
        let replacement = self.reg(n)?;
        let a = self.addr(p)?;
        let (s, _) = self.def_parts(res)?;
        let old = Reg::virt(self.c.parts[s]);
        let ok = Reg::virt(self.c.parts[s + 1]);
        self.emit(Inst::LockCmpxchg {
            size,
            addr: a,
            expected,
            replacement,
            old,
        });
        self.emit(Inst::Setcc {
            cc: Cond::E,
            dst: ok,
        });
        Ok(())
    }

    /// `atomicrmw`.
    pub fn lower_atomicrmw(&mut self, op: RmwOp, p: Value, v: Value, res: Value) -> LResult<()> {
        let bits = self.int_bits(v)?;
        let size: OperandSize = exact_size(bits)
            .ok_or_else(|| self.err(format!("atomicrmw on i{bits} is not supported")))?;
        let x = self.reg(v)?;
        let src = match op {
            RmwOp::Xchg | RmwOp::Add => x,
            RmwOp::Sub => {
                let t = self.new_int();
                self.emit(Inst::Unary {
                    size: OperandSize::S64,
                    op: UnaryOp::Neg,
                    dst: t,
                    src: x,
                });
                t
            }
            _ => {
                return Err(self.err(format!(
                    "atomicrmw {} (needs a compare-exchange loop) is not supported yet",
                    op.name()
                )));
            }
        };
        let a = self.addr(p)?;
        let dst = self.def1(res)?;
        if op == RmwOp::Xchg {
            self.emit(Inst::Xchg {
                size,
                addr: a,
                src,
                dst,
            });
        } else {
            self.emit(Inst::LockXadd {
                size,
                addr: a,
                src,
                dst,
            });
        }
        Ok(())
    }
}
