//! Terminators: returns, branches (compare+branch fusion), switches (jump
//! tables when dense, compare chains otherwise), unreachable.

use crate::layout::{Leaf, leaves};
use crate::lower::{LResult, Lower};
use cranelift_entity::EntityRef;
use kiln_ir::attributes::AttrKind;
use kiln_ir::{Block, Value};
use kiln_targets::x64::abi::SysvRets;
use kiln_targets::x64::{Amode, Cond, Inst, OperandSize, RegMemImm};
use kiln_targets::{MBlock, PReg, Reg};

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
                                self.zext_into(r, src, bits, OperandSize::S32)
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

    /// The target of a switch edge to `to` taken from a machine block with
    /// several successors; split when `to` has other predecessors or the
    /// switch reaches it more than once. Returns (block, branch args).
    fn switch_edge(&mut self, to: Block, times: usize) -> LResult<(MBlock, u32, u32)> {
        let target = MBlock::new(self.c.block_index[to.index()] as usize);
        let mark = self.c.cur.len();
        let (s, e) = self.phi_args(to)?;
        if self.c.npreds[to.index()] > 1 || times > 1 {
            let split = self.split_edge(target, (s, e), mark);
            return Ok((split, s, s));
        }
        Ok((target, s, e))
    }

    /// `switch`.
    pub fn lower_switch(&mut self, data: kiln_ir::function::SideId) -> LResult<()> {
        let sw = &self.f.switches[data];
        let (cond, default) = (sw.cond, sw.default);
        let bits = self.int_bits(cond)?;
        if bits > 64 && bits <= 128 {
            return self.lower_switch_wide(data, bits);
        }
        if bits > 64 {
            return Err(self.err(format!("switch on i{bits}")));
        }
        let mask = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let mut cases: Vec<(u64, Block)> = Vec::with_capacity(sw.cases.len());
        for &(c, b) in sw.cases.iter() {
            let k = match self.m.consts.get(c) {
                kiln_ir::ConstData::Int { val, .. } => val.as_u64().unwrap_or(0) & mask,
                _ => return Err(self.err("switch case is not an integer constant")),
            };
            cases.push((k, b));
        }
        if cases.is_empty() {
            return self.lower_br(default);
        }
        let x = self.reg(cond)?;
        // A plain load of 8, 16 or 32 bits cleared the upper bits already.
        let x = if matches!(bits, 8 | 16 | 32) && self.is_plain_load(cond) {
            x
        } else {
            self.zext(x, bits, OperandSize::S64)
        };
        self.switch_on(x, cases, default, false)
    }

    /// `indirectbr`: block addresses are numbered (see `blockaddr.rs`), so
    /// this is a switch over the destinations' numbers — always through a
    /// jump table when there are a few (an interpreter's computed-goto
    /// dispatch must not walk a compare chain, however sparse its handlers
    /// lie in the layout).
    pub fn lower_indirectbr(&mut self, addr: Value, dests: &[Block]) -> LResult<()> {
        let mut cases: Vec<(u64, Block)> = Vec::new();
        for &d in dests {
            if !cases.iter().any(|c| c.1 == d) {
                cases.push((self.c.block_index[d.index()] as u64 + 1, d));
            }
        }
        let Some(&(_, default)) = cases.last() else {
            self.emit(Inst::Ud2);
            return Ok(());
        };
        cases.pop();
        if cases.is_empty() {
            return self.lower_br(default);
        }
        let x = self.reg(addr)?;
        self.switch_on(x, cases, default, true)
    }

    /// A multi-way branch on the 64-bit value `x`: a jump table when the
    /// cases are dense (or `sparse_table` allows any range up to 65536),
    /// else a compare chain.
    fn switch_on(
        &mut self,
        x: Reg,
        mut cases: Vec<(u64, Block)>,
        default: Block,
        sparse_table: bool,
    ) -> LResult<()> {
        // How often each target is reached from this switch.
        let times = |b: Block, cases: &[(u64, Block)]| {
            cases.iter().filter(|c| c.1 == b).count() + usize::from(b == default)
        };
        cases.sort_unstable_by_key(|c| c.0);
        let min = cases[0].0;
        let max = cases[cases.len() - 1].0;
        let range = max.wrapping_sub(min) as u128 + 1;
        let n = cases.len() as u128;
        if n >= 4 && (sparse_table || range <= 3 * n) && range <= 65536 {
            // Jump table: idx = x - min; if idx > range-1 goto default.
            let idx = if min == 0 {
                x
            } else if let Ok(disp) = i32::try_from((min as i64).wrapping_neg()) {
                let t = self.new_int();
                self.emit(Inst::Lea {
                    size: OperandSize::S64,
                    dst: t,
                    addr: Amode::base(x, disp),
                });
                t
            } else {
                let k = self.imm64(min as i64);
                let t = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op: kiln_targets::x64::AluOp::Sub,
                    dst: t,
                    src1: x,
                    src2: RegMemImm::Reg(k),
                });
                t
            };
            let (def_blk, ds, de) = self.switch_edge(default, 2)?;
            // Table targets.
            let mut edges: Vec<(MBlock, u32, u32)> = Vec::new();
            let mut map: Vec<(Block, MBlock)> = Vec::new();
            let mut table = vec![def_blk; range as usize];
            // The default inside the table goes through its own edge.
            let mut default_in_table = None;
            for i in 0..range as u64 {
                let target = cases
                    .binary_search_by_key(&(min.wrapping_add(i)), |c| c.0)
                    .map(|k| cases[k].1)
                    .unwrap_or(default);
                let mb = if let Some(&(_, mb)) = map.iter().find(|m| m.0 == target) {
                    mb
                } else {
                    let t = if target == default { 2 } else { 1 };
                    let (mb, s, e) = self.switch_edge(target, t)?;
                    map.push((target, mb));
                    edges.push((mb, s, e));
                    if target == default {
                        default_in_table = Some(mb);
                    }
                    mb
                };
                table[i as usize] = mb;
            }
            let _ = default_in_table;
            let tid = self.out.side.jump_tables.len() as u32;
            self.out.side.jump_tables.push(table);
            let tmp1 = self.new_int();
            let tmp2 = self.new_int();
            let jt = Inst::JmpTable {
                index: idx,
                tmp1,
                tmp2,
                table: tid,
            };
            let tblock = self.new_extra_block(&[jt], &edges);
            let r = i32::try_from(range as u64 - 1);
            match r {
                Ok(r) => self.emit(Inst::Cmp {
                    size: OperandSize::S64,
                    lhs: idx,
                    rhs: RegMemImm::Imm(r),
                }),
                Err(_) => {
                    let k = self.imm64(range as i64 - 1);
                    self.emit(Inst::Cmp {
                        size: OperandSize::S64,
                        lhs: idx,
                        rhs: RegMemImm::Reg(k),
                    })
                }
            }
            self.c.edges.push((def_blk, ds, de));
            self.c.edges.push((tblock, 0, 0));
            self.emit(Inst::Jcc {
                cc: Cond::A,
                taken: def_blk,
                not_taken: tblock,
            });
            return Ok(());
        }
        // Compare chain: block k compares with case k; the last falls to default.
        let mut targets = Vec::with_capacity(cases.len());
        for &(_, b) in &cases {
            let e = self.switch_edge(b, times(b, &cases))?;
            targets.push(e);
        }
        let dflt = self.switch_edge(default, times(default, &cases))?;
        // Build from the end: each chain block needs its successor's id.
        let mut next = dflt;
        for k in (1..cases.len()).rev() {
            let mut insts = Vec::with_capacity(3);
            let rhs = match i32::try_from(cases[k].0 as i64) {
                Ok(imm) if (cases[k].0 as i64) >= i32::MIN as i64 => RegMemImm::Imm(imm),
                _ => {
                    let r = self.new_int();
                    insts.push(Inst::MovImm {
                        size: OperandSize::S64,
                        dst: r,
                        imm: cases[k].0 as i64,
                    });
                    RegMemImm::Reg(r)
                }
            };
            insts.push(Inst::Cmp {
                size: OperandSize::S64,
                lhs: x,
                rhs,
            });
            insts.push(Inst::Jcc {
                cc: Cond::E,
                taken: targets[k].0,
                not_taken: next.0,
            });
            let b = self.new_extra_block(&insts, &[targets[k], next]);
            next = (b, 0, 0);
        }
        match i32::try_from(cases[0].0 as i64) {
            Ok(imm) => self.emit(Inst::Cmp {
                size: OperandSize::S64,
                lhs: x,
                rhs: RegMemImm::Imm(imm),
            }),
            Err(_) => {
                let r = self.imm64(cases[0].0 as i64);
                self.emit(Inst::Cmp {
                    size: OperandSize::S64,
                    lhs: x,
                    rhs: RegMemImm::Reg(r),
                })
            }
        }
        self.c.edges.push(targets[0]);
        self.c.edges.push(next);
        self.emit(Inst::Jcc {
            cc: Cond::E,
            taken: targets[0].0,
            not_taken: next.0,
        });
        Ok(())
    }
}

impl Lower<'_> {
    /// `switch` on a 65- to 128-bit value: a chain of pair comparisons.
    fn lower_switch_wide(&mut self, data: kiln_ir::function::SideId, bits: u32) -> LResult<()> {
        use kiln_targets::x64::AluOp;
        let sw = &self.f.switches[data];
        let (cond, default) = (sw.cond, sw.default);
        let mut cases: Vec<(u128, Block)> = Vec::new();
        for &(c, b) in sw.cases.iter() {
            let k = match self.m.consts.get(c) {
                kiln_ir::ConstData::Int { val, .. } => match val {
                    kiln_ir::IntValue::Small(v) => *v,
                    kiln_ir::IntValue::Big(w) => {
                        w[0] as u128 | ((w.get(1).copied().unwrap_or(0) as u128) << 64)
                    }
                },
                _ => return Err(self.err("switch case is not an integer constant")),
            };
            cases.push((k, b));
        }
        if cases.is_empty() {
            return self.lower_br(default);
        }
        let (lo, hi) = self.pair(cond)?;
        let hi = self.zext(hi, bits - 64, OperandSize::S64);
        let times = |b: Block, cases: &[(u128, Block)]| {
            cases.iter().filter(|c| c.1 == b).count() + usize::from(b == default)
        };
        let mut targets = Vec::with_capacity(cases.len());
        for &(_, b) in &cases {
            let t = times(b, &cases);
            targets.push(self.switch_edge(b, t)?);
        }
        let dflt = self.switch_edge(default, times(default, &cases))?;
        // Each test: (lo ^ klo) | (hi ^ khi) == 0.
        let test = |this: &mut Self, k: u128, out: &mut Vec<Inst>| {
            let kl = this.new_int();
            out.push(Inst::MovImm {
                size: OperandSize::S64,
                dst: kl,
                imm: k as u64 as i64,
            });
            let kh = this.new_int();
            out.push(Inst::MovImm {
                size: OperandSize::S64,
                dst: kh,
                imm: (k >> 64) as u64 as i64,
            });
            let a = this.new_int();
            out.push(Inst::Alu {
                size: OperandSize::S64,
                op: AluOp::Xor,
                dst: a,
                src1: lo,
                src2: RegMemImm::Reg(kl),
            });
            let b = this.new_int();
            out.push(Inst::Alu {
                size: OperandSize::S64,
                op: AluOp::Xor,
                dst: b,
                src1: hi,
                src2: RegMemImm::Reg(kh),
            });
            let c = this.new_int();
            out.push(Inst::Alu {
                size: OperandSize::S64,
                op: AluOp::Or,
                dst: c,
                src1: a,
                src2: RegMemImm::Reg(b),
            });
        };
        let mut next = dflt;
        for k in (1..cases.len()).rev() {
            let mut insts = Vec::new();
            test(self, cases[k].0, &mut insts);
            insts.push(Inst::Jcc {
                cc: Cond::E,
                taken: targets[k].0,
                not_taken: next.0,
            });
            let b = self.new_extra_block(&insts, &[targets[k], next]);
            next = (b, 0, 0);
        }
        let mut insts = Vec::new();
        test(self, cases[0].0, &mut insts);
        for i in insts {
            self.emit(i);
        }
        self.c.edges.push(targets[0]);
        self.c.edges.push(next);
        self.emit(Inst::Jcc {
            cc: Cond::E,
            taken: targets[0].0,
            not_taken: next.0,
        });
        Ok(())
    }
}
