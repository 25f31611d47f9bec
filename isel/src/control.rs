//! Terminators: returns, branches (compare+branch fusion), unreachable
//! (`switch` and `indirectbr` are in `crate::switch`).

use crate::layout::{Leaf, leaves};
use crate::lower::{LResult, Lower};
use kiln_ir::attributes::AttrKind;
use kiln_ir::{Block, Value};
use kiln_targets::x64::abi::SysvRets;
use kiln_targets::x64::{Cond, Inst, OperandSize, RegMemImm};
use kiln_targets::{PReg, Reg};

impl Lower<'_> {
    /// `ret`.
    pub fn lower_ret(&mut self, arg: Option<Value>) -> LResult<()> {
        if self.follows_musttail() {
            return Ok(());
        }
        let mut pairs: Vec<(Reg, PReg)> = Vec::new();
        let mut rets = SysvRets::new();
        if let (Some(v), Some(hidden)) = (arg, self.demoted) {
            let ty = self.f.values[v].ty;
            let mut regs = Vec::new();
            self.all_regs(v, &mut regs)?;
            self.store_regs(ty, &regs, kiln_targets::x64::Amode::base(hidden, 0))?;
            let r = self.new_int();
            self.copy_reg(r, hidden);
            pairs.push((r, kiln_targets::x64::regs::RAX));
        } else if let Some(v) = arg {
            let ty = self.f.values[v].ty;
            let mut regs = Vec::new();
            self.all_regs(v, &mut regs)?;
            let mut lv = Vec::new();
            leaves(self.m, ty, 0, &mut lv).map_err(|e| self.err(e))?;
            let ra = self.fd.attrs.ret;
            let zext = self.m.attrs.has(ra, AttrKind::ZeroExt);
            let sext = self.m.attrs.has(ra, AttrKind::SignExt);
            let mut k = 0;
            // x86_fp80 parts go to st(0), st(1): pushed last to first.
            let mut x87 = Vec::new();
            for (leaf, _) in lv {
                if leaf == Leaf::F80 {
                    x87.push((regs[k], regs[k + 1]));
                    k += 2;
                    continue;
                }
                for part in 0..leaf.nregs() {
                    let src = regs[k + part];
                    let preg = if leaf.is_float() {
                        rets.float()
                    } else {
                        rets.int()
                    }
                    .ok_or_else(|| {
                        self.err("return value needs more than two registers of a class")
                    })?;
                    let r = if leaf.is_float() {
                        self.new_float()
                    } else {
                        self.new_int()
                    };
                    match leaf {
                        Leaf::Int(bits) if bits < 32 && (zext || sext) => {
                            if zext {
                                self.zext_into(r, src, bits)
                            } else {
                                self.sext_into(r, src, bits, OperandSize::S32)
                            }
                        }
                        _ => self.copy_reg(r, src),
                    }
                    pairs.push((r, preg));
                }
                k += leaf.nregs();
            }
            for &pair in x87.iter().rev() {
                self.f80_to_st0(pair);
            }
        } else if let Some(s) = self.sret {
            let p = self.reg(s)?;
            let r = self.new_int();
            self.copy_reg(r, p);
            pairs.push((r, kiln_targets::x64::regs::RAX));
        }
        let rets = self.out.side.push_fixed(&pairs);
        self.emit(Inst::Ret { rets });
        Ok(())
    }

    /// `br label %dest`.
    pub fn lower_br(&mut self, dest: Block) -> LResult<()> {
        let t = self.edge_to(dest, false)?;
        self.emit(Inst::Jmp { target: t });
        Ok(())
    }

    /// `br i1 %c, label %t, label %f`.
    pub fn lower_condbr(&mut self, cond: Value, t: Block, e: Block) -> LResult<()> {
        if t == e {
            return self.lower_br(t);
        }
        if self.lower_logical_condbr(cond, t, e)? {
            return Ok(());
        }
        let tt = self.edge_to(t, true)?;
        let ee = self.edge_to(e, true)?;
        let cc = if let Some(k) = self.const_int(cond) {
            // Constant condition: still a two-way terminator.
            let r = self.imm64(k & 1);
            self.emit(Inst::Test {
                size: OperandSize::S8,
                lhs: r,
                rhs: RegMemImm::Imm(1),
            });
            Cond::NE
        } else {
            self.cond_flags(cond)?
        };
        self.emit(Inst::Jcc {
            cc,
            taken: tt,
            not_taken: ee,
        });
        Ok(())
    }
}
