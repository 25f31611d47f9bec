//! The few inline-assembly statements clang's C output contains, matched by
//! template and constraints: alignment directives, `nop` and empty
//! compiler barriers (no code), zstd's `cmp; cmova` select, and `cpuid`,
//! which is modelled as a CPU reporting no features (all outputs zero —
//! callers then take their portable paths). Anything else is an error.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::function::CallId;
use kiln_targets::Reg;
use kiln_targets::x64::{Cond, Inst, OperandSize, RegMem, RegMemImm};

impl Lower<'_> {
    /// Lowers a call whose callee is inline assembly number `asm`.
    pub fn lower_inline_asm(&mut self, asm: u32, call: CallId, res: Option<Value>) -> LResult<()> {
        let ia = &self.f.inline_asms[asm as usize];
        let tpl = String::from_utf8_lossy(&ia.template).into_owned();
        let cons = String::from_utf8_lossy(&ia.constraints).into_owned();
        let args: Vec<Value> = self.f.values_of(self.f.calls[call].args).to_vec();
        let t = tpl.trim();
        if res.is_none()
            && args.is_empty()
            && (t.is_empty() || t == "nop" || t.starts_with(".p2align") || t.starts_with(".align"))
        {
            return Ok(());
        }
        if t == "cpuid" {
            if let Some(v) = res {
                let (s, n) = self.def_parts(v)?;
                for k in 0..n {
                    let d = Reg::virt(self.c.parts[s + k]);
                    self.emit(Inst::MovImm {
                        size: OperandSize::S32,
                        dst: d,
                        imm: 0,
                    });
                }
            }
            return Ok(());
        }
        if t == "cmp $1, $2\ncmova $3, $0" && cons.starts_with("=r,r,r,r,0") && args.len() == 4 {
            // $0 = ($2 >u $1) ? $3 : $4
            let size = if self.int_bits(args[0])? <= 32 {
                OperandSize::S32
            } else {
                OperandSize::S64
            };
            let a1 = self.reg(args[0])?;
            let a2 = self.reg(args[1])?;
            let a3 = self.reg(args[2])?;
            let a4 = self.reg(args[3])?;
            let d = self.def1(res.ok_or_else(|| self.err("asm without result"))?)?;
            self.emit(Inst::Cmp {
                size,
                lhs: a2,
                rhs: RegMemImm::Reg(a1),
            });
            // The selected values are as wide as the result (pointers in
            // zstd), not as the compared integers.
            let value_size = match self.int_bits(args[2]) {
                Ok(b) if b <= 32 => OperandSize::S32,
                _ => OperandSize::S64,
            };
            self.emit(Inst::Cmov {
                size: value_size,
                cc: Cond::A,
                dst: d,
                src_false: a4,
                src_true: RegMem::Reg(a3),
            });
            return Ok(());
        }
        Err(self.err(format!(
            "inline assembly \"{}\" is not supported",
            tpl.escape_default()
        )))
    }
}
