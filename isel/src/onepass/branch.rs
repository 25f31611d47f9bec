//! Block ends: branches, switches (a chain of compares), and the stores of
//! phi operands into the phis' homes on each edge.

use super::ops::bits_of;
use super::regs::{CALLEE_SAVED, CALLER_SAVED, ConstVal, SCRATCH, is_xmm, r};
use super::{GResult, Gen, NO_REG, Unsupported};
use cranelift_entity::EntityRef;
use kiln_ir::function::Function;
use kiln_ir::function::SideId;
use kiln_ir::{Block, InstData, Value, ValueDef};
use kiln_targets::MBlock;
use kiln_targets::mir::Edge;
use kiln_targets::x64::{AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMemImm, XmmMemOp};

/// An extra machine block: its instructions (terminator included) in
/// `OnepassCtx::edge_insts` and its successors.
#[derive(Clone, Debug)]
pub(super) struct ExtraBlock {
    /// Range in `edge_insts`.
    pub insts: (u32, u32),
    /// Successors (the second only for a conditional jump).
    pub succs: [MBlock; 2],
    /// Number of successors (1 or 2).
    pub nsuccs: u8,
    /// The successors of a jump-table block (instead of `succs`).
    pub many: Option<Vec<MBlock>>,
}

/// The fewest cases a switch needs for a jump table.
const TABLE_MIN_CASES: usize = 4;

/// The widest range of case values a jump table covers.
const TABLE_MAX_RANGE: u128 = 4096;

/// The most cases a switch may have for a chain of compares (one per
/// case); a switch with more is covered only when its cases fill a jump
/// table ([`table_fits`]).
pub(super) const CHAIN_MAX_CASES: usize = 64;

/// Whether the case values `keys` (`None`: not an integer the path
/// reads) make a jump table: at least [`TABLE_MIN_CASES`], spanning at
/// most [`TABLE_MAX_RANGE`] values of which they fill a third.
pub(super) fn table_fits(keys: impl Iterator<Item = Option<i64>>) -> bool {
    let (mut n, mut lo, mut hi) = (0usize, i64::MAX, i64::MIN);
    for k in keys {
        let Some(k) = k else { return false };
        n += 1;
        lo = lo.min(k);
        hi = hi.max(k);
    }
    if n < TABLE_MIN_CASES {
        return false;
    }
    let range = (i128::from(hi) - i128::from(lo) + 1) as u128;
    range <= TABLE_MAX_RANGE && range <= 3 * n as u128
}

impl Gen<'_> {
    /// The machine block of IR block `b`.
    fn mblock(&self, b: Block) -> MBlock {
        MBlock::from_u32(self.c.block_pos[b.index()])
    }

    /// Ends the current block with successors `succs`; every register is
    /// forgotten.
    pub(super) fn end_block_plain(&mut self, succs: &[MBlock]) {
        let mb = MBlock::from_u32(self.cur_block);
        self.out
            .end_block_with(mb, succs.iter().map(|&t| (t, &[][..])), 0);
        self.end_block_regs();
    }

    /// Appends the instructions from `start` on (just emitted into the
    /// current block) to a new extra block ending in `term`, and returns it.
    fn split_extra(&mut self, start: usize, term: Inst, succs: [MBlock; 2], nsuccs: u8) -> MBlock {
        let id = MBlock::from_u32(self.nblocks + self.c.edges.len() as u32);
        let s = self.c.edge_insts.len() as u32;
        self.c.edge_insts.extend(self.out.insts.drain(start..));
        self.c.edge_insts.push(term);
        let e = self.c.edge_insts.len() as u32;
        self.c.edges.push(ExtraBlock {
            insts: (s, e),
            succs,
            nsuccs,
            many: None,
        });
        id
    }

    /// The block a branch from the current block to `dest` jumps to: `dest`
    /// itself, or, when `dest` has phis and `edge_block`, a new block that
    /// stores their operands and jumps on.
    fn edge_target(&mut self, from: Block, dest: Block) -> GResult<MBlock> {
        let target = self.mblock(dest);
        if !self.c.has_phis[dest.index()] {
            return Ok(target);
        }
        let start = self.out.insts.len();
        self.phi_stores(from, dest)?;
        Ok(self.split_extra(start, Inst::Jmp { target }, [target, target], 1))
    }

    /// `br label %dest`.
    pub(super) fn br(&mut self, dest: Block) -> GResult<()> {
        let from = self.f.layout[self.cur_block as usize];
        if self.c.has_phis[dest.index()] {
            self.phi_stores(from, dest)?;
        }
        let target = self.mblock(dest);
        self.emit(Inst::Jmp { target });
        self.end_block_plain(&[target]);
        Ok(())
    }

    /// `br i1 %cond, label %t, label %e`.
    pub(super) fn cond_br(&mut self, cond: Value, dests: [Block; 2]) -> GResult<()> {
        let f = self.f;
        let cc = if self.c.vals[cond.index()].fused {
            let ValueDef::Inst(ci) = f.values[cond].def else {
                return Err(Unsupported);
            };
            let InstData::ICmp { pred, args, .. } = f.insts[ci] else {
                return Err(Unsupported);
            };
            let cc = self.compare(pred, args)?;
            self.consume(cond);
            cc
        } else {
            let c = self.opnd(cond)?;
            self.emit(Inst::Test {
                size: OperandSize::S8,
                lhs: r(c),
                rhs: RegMemImm::Imm(1),
            });
            Cond::NE
        };
        let from = f.layout[self.cur_block as usize];
        let mut taken = self.edge_target(from, dests[0])?;
        let mut not_taken = self.edge_target(from, dests[1])?;
        // Fall through to the next block when it is the taken one.
        let mut cc = cc;
        if taken.as_u32() == self.cur_block + 1 && not_taken != taken {
            (taken, not_taken, cc) = (not_taken, taken, cc.invert());
        }
        self.emit(Inst::Jcc {
            cc,
            taken,
            not_taken,
        });
        self.end_block_plain(&[taken, not_taken]);
        Ok(())
    }

    /// `switch`: compares against each case in turn.
    pub(super) fn switch(&mut self, data: SideId) -> GResult<()> {
        let f: &Function = self.f;
        let sw = &f.switches[data];
        let bits = bits_of(self, f.values[sw.cond].ty);
        let size = match bits {
            0..=8 => OperandSize::S8,
            9..=16 => OperandSize::S16,
            17..=32 => OperandSize::S32,
            _ => OperandSize::S64,
        };
        let c = self.opnd(sw.cond)?;
        let from = f.layout[self.cur_block as usize];
        // Each target block once (its edge block, if any, made once).
        let mut done: Vec<Block> = Vec::new();
        let mut target_of = |g: &mut Self, b: Block| -> GResult<MBlock> {
            match g.c.switch_target[b.index()] {
                0 => {
                    let t = g.edge_target(from, b)?;
                    g.c.switch_target[b.index()] = t.as_u32() + 1;
                    done.push(b);
                    Ok(t)
                }
                t => Ok(MBlock::from_u32(t - 1)),
            }
        };
        let default = target_of(self, sw.default)?;
        let mut cases = Vec::with_capacity(sw.cases.len());
        for &(k, b) in sw.cases.iter() {
            let t = target_of(self, b)?;
            let x = match self.m.consts.get(k) {
                kiln_ir::constants::ConstData::Int { val, .. } if bits == 1 => {
                    i64::from(!val.is_zero())
                }
                kiln_ir::constants::ConstData::Int { val, .. } => {
                    val.as_i128(bits).ok_or(Unsupported)? as i64
                }
                _ => return Err(Unsupported),
            };
            cases.push((x, t));
        }
        for b in done {
            self.c.switch_target[b.index()] = 0;
        }
        if self.jump_table(c, bits, &cases, default)? {
            return Ok(());
        }
        // The chain: this block tests the first case, each extra block the
        // next; the last one's "not equal" edge is the default.
        let n = cases.len();
        if n == 0 {
            self.emit(Inst::Jmp { target: default });
            self.end_block_plain(&[default]);
            return Ok(());
        }
        let first_extra = self.nblocks + self.c.edges.len() as u32;
        for (k, &(x, t)) in cases.iter().enumerate() {
            let next = if k + 1 == n {
                default
            } else {
                MBlock::from_u32(first_extra + k as u32)
            };
            let start = self.out.insts.len();
            let rhs = match i32::try_from(x) {
                Ok(imm) if bits <= 32 || i64::from(imm) == x => RegMemImm::Imm(imm),
                _ => {
                    self.emit(Inst::MovImm {
                        size: OperandSize::S64,
                        dst: r(SCRATCH),
                        imm: x,
                    });
                    RegMemImm::Reg(r(SCRATCH))
                }
            };
            self.emit(Inst::Cmp {
                size,
                lhs: r(c),
                rhs,
            });
            let jcc = Inst::Jcc {
                cc: Cond::E,
                taken: t,
                not_taken: next,
            };
            if k == 0 {
                self.emit(jcc);
                self.end_block_plain(&[t, next]);
            } else {
                self.split_extra(start, jcc, [t, next], 2);
            }
        }
        Ok(())
    }

    /// A dense switch (at least [`TABLE_MIN_CASES`] cases filling at least a
    /// third of their range) as a bounds check and a jump table: this block
    /// computes the index and branches to `default` when it is out of
    /// range, an extra block jumps through the table. `false` (nothing
    /// emitted) for a sparse switch.
    fn jump_table(
        &mut self,
        c: u8,
        bits: u32,
        cases: &[(i64, MBlock)],
        default: MBlock,
    ) -> GResult<bool> {
        if !table_fits(cases.iter().map(|k| Some(k.0))) {
            return Ok(false);
        }
        let lo = cases.iter().map(|k| k.0).min().unwrap_or(0);
        let hi = cases.iter().map(|k| k.0).max().unwrap_or(0);
        let range = (i128::from(hi) - i128::from(lo) + 1) as u128;
        let mut table = vec![default; range as usize];
        for &(x, t) in cases {
            table[(i128::from(x) - i128::from(lo)) as usize] = t;
        }
        // index = sign-extended condition - lo, compared unsigned.
        let t = self.take_reg(0);
        let ext = match bits {
            1 | 8 => Some(ExtMode::SignExt8),
            16 => Some(ExtMode::SignExt16),
            32 => Some(ExtMode::SignExt32),
            _ => None,
        };
        match ext {
            Some(ext) => self.emit(Inst::MovExtRR {
                ext,
                dst: r(t),
                src: r(c),
            }),
            None => self.copy_reg(t, c),
        }
        if lo != 0 {
            let sub = match i32::try_from(lo) {
                Ok(k) => RegMemImm::Imm(k),
                Err(_) => {
                    self.emit(Inst::MovImm {
                        size: OperandSize::S64,
                        dst: r(SCRATCH),
                        imm: lo,
                    });
                    RegMemImm::Reg(r(SCRATCH))
                }
            };
            self.emit(Inst::Alu {
                size: OperandSize::S64,
                op: AluOp::Sub,
                dst: r(t),
                src1: r(t),
                src2: sub,
            });
        }
        self.emit(Inst::Cmp {
            size: OperandSize::S64,
            lhs: r(t),
            rhs: RegMemImm::Imm((range - 1) as i32),
        });
        let table_block = MBlock::from_u32(self.nblocks + self.c.edges.len() as u32);
        self.emit(Inst::Jcc {
            cc: Cond::A,
            taken: default,
            not_taken: table_block,
        });
        self.end_block_plain(&[default, table_block]);
        // The table block: the index is still in `t`.
        self.lock(t);
        let tmp1 = self.take_reg(0);
        let tmp2 = self.take_reg(0);
        let start = self.out.insts.len();
        let id = self.out.side.jump_tables.len() as u32;
        // The distinct targets, in table order (linear: a table has up to
        // TABLE_MAX_RANGE entries).
        let mut succs: Vec<MBlock> = Vec::new();
        for &b in &table {
            let i = b.index();
            if i >= self.c.table_seen.len() {
                self.c.table_seen.resize(i + 1, false);
            }
            if !self.c.table_seen[i] {
                self.c.table_seen[i] = true;
                succs.push(b);
            }
        }
        for b in &succs {
            self.c.table_seen[b.index()] = false;
        }
        self.out.side.jump_tables.push(table);
        let jump = Inst::JmpTable {
            index: r(t),
            tmp1: r(tmp1),
            tmp2: r(tmp2),
            table: id,
        };
        let s = self.c.edge_insts.len() as u32;
        self.c.edge_insts.extend(self.out.insts.drain(start..));
        self.c.edge_insts.push(jump);
        let e = self.c.edge_insts.len() as u32;
        self.c.edges.push(ExtraBlock {
            insts: (s, e),
            succs: [default, default],
            nsuccs: 0,
            many: Some(succs),
        });
        Ok(true)
    }

    /// Stores the operands flowing from `from` into the phis of `to` into
    /// their homes, as one parallel copy (a phi of `to` read by another is
    /// loaded before any home is written). Uses only free registers and
    /// the scratch register, so that the registers' contents stay valid for
    /// another edge out of the same block.
    fn phi_stores(&mut self, from: Block, to: Block) -> GResult<()> {
        let f = self.f;
        let mut pairs: Vec<(Value, Value)> = Vec::new();
        for i in f.block_insts(to) {
            let InstData::Phi { args, blocks, .. } = f.insts[i] else {
                break;
            };
            let phi = f.inst_result(i).ok_or(Unsupported)?;
            let k = f
                .blocks_of(blocks)
                .iter()
                .position(|&b| b == from)
                .ok_or(Unsupported)?;
            pairs.push((phi, f.values_of(args)[k]));
        }
        // Incoming values that are phis of `to`, not in a register: loaded
        // into free registers first.
        let mut temps: Vec<(Value, u8)> = Vec::new();
        let mut used: u16 = 0;
        for &(phi, v) in &pairs {
            if v == phi || self.c.vals[v.index()].reg != NO_REG {
                continue;
            }
            let is_phi_here = pairs.iter().any(|&(p, _)| p == v);
            if !is_phi_here || temps.iter().any(|t| t.0 == v) {
                continue;
            }
            let hw = CALLER_SAVED
                .iter()
                .chain(CALLEE_SAVED.iter())
                .copied()
                .find(|&h| self.owner(h).is_none() && used & (1 << h) == 0 && !self.is_locked(h))
                .ok_or(Unsupported)?;
            used |= 1 << hw;
            self.lock(hw);
            let home = self.home(v);
            self.emit(Inst::Load {
                ext: ExtMode::None64,
                dst: r(hw),
                addr: Amode::Slot {
                    slot: home,
                    disp: 0,
                },
            });
            temps.push((v, hw));
        }
        for &(phi, v) in &pairs {
            if v == phi {
                self.consume(v);
                continue;
            }
            let home = self.home(phi);
            let dst = Amode::Slot {
                slot: home,
                disp: 0,
            };
            let src = match temps.iter().find(|t| t.0 == v) {
                Some(&(_, hw)) => hw,
                None => self.phi_source(v)?,
            };
            if src == NO_REG {
                // An immediate, stored by phi_source.
                let Some(ConstVal::Imm(x)) = self.const_of(v)? else {
                    return Err(Unsupported);
                };
                self.emit(Inst::StoreImm {
                    size: OperandSize::S64,
                    imm: x as i32,
                    addr: dst,
                });
            } else if is_xmm(src) {
                self.emit(Inst::XmmStore {
                    op: XmmMemOp::Movsd,
                    src: r(src),
                    addr: dst,
                });
            } else {
                self.emit(Inst::Store {
                    size: OperandSize::S64,
                    src: r(src),
                    addr: dst,
                });
            }
            self.consume(v);
        }
        Ok(())
    }

    /// A register holding phi operand `v` without disturbing the register
    /// file: its own register, or the scratch register loaded from its
    /// home, its alloca or a constant; [`NO_REG`] for a constant that fits
    /// a 32-bit immediate.
    fn phi_source(&mut self, v: Value) -> GResult<u8> {
        if let Some(slot) = self.c.vals[v.index()].alloca {
            self.emit(Inst::Lea {
                size: OperandSize::S64,
                dst: r(SCRATCH),
                addr: Amode::Slot { slot, disp: 0 },
            });
            return Ok(SCRATCH);
        }
        if let Some(cv) = self.const_of(v)? {
            if let ConstVal::Imm(x) = cv
                && i32::try_from(x).is_ok()
            {
                return Ok(NO_REG);
            }
            self.materialize(cv, SCRATCH);
            return Ok(SCRATCH);
        }
        let s = self.c.vals[v.index()];
        if s.reg != NO_REG {
            return Ok(s.reg);
        }
        if !(s.global || s.in_home) {
            return Err(Unsupported);
        }
        let home = self.home(v);
        self.emit(Inst::Load {
            ext: ExtMode::None64,
            dst: r(SCRATCH),
            addr: Amode::Slot {
                slot: home,
                disp: 0,
            },
        });
        Ok(SCRATCH)
    }

    /// Appends the extra blocks after the IR blocks.
    pub(super) fn finish_extra_blocks(&mut self) {
        let edges = std::mem::take(&mut self.c.edges);
        for (k, e) in edges.iter().enumerate() {
            let mb = MBlock::from_u32(self.nblocks + k as u32);
            self.out.blocks.push(Default::default());
            self.out.begin_block(mb, &[]);
            for j in e.insts.0..e.insts.1 {
                self.out.push(self.c.edge_insts[j as usize]);
            }
            let targets = e.many.as_deref().unwrap_or(&e.succs[..e.nsuccs as usize]);
            let succs: Vec<Edge<'_>> = targets
                .iter()
                .map(|&target| Edge { target, args: &[] })
                .collect();
            self.out.end_block(mb, &succs, 0);
        }
        self.c.edges = edges;
    }
}
