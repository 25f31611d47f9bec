//! `indirectbr` and the addresses of blocks (see `crate::blockaddr`).
//!
//! A block address is the address of machine code, so `indirectbr` is a
//! `jmp *reg`. An indirect jump cannot have its edges split, and the
//! allocator places an edge's moves only before the jump of a block with
//! one successor or at the start of a block with one predecessor. So when
//! a function has one `indirectbr` (as clang and LLVM's passes emit:
//! every computed `goto` branches to one dispatch block), a destination
//! with other predecessors is reached through a block of its own that only
//! that jump reaches — its address block, which moves the phi arguments
//! and jumps on; a destination with no other predecessor is its own
//! address block. A function with several `indirectbr`s compares the
//! address with each destination's instead (correct, but linear in the
//! number of destinations).

use crate::lower::{LResult, Lower};
use cranelift_entity::EntityRef;
use kiln_ir::instructions::InstData;
use kiln_ir::{Block, Value};
use kiln_targets::x64::{Amode, Cond, Inst, OperandSize, RegMem};
use kiln_targets::{MBlock, Reg, SymbolId};

/// No reserved block.
const NONE: u32 = u32::MAX;

impl Lower<'_> {
    /// Reserves the address blocks of the destinations of the function's
    /// `indirectbr` (when it has exactly one) and records, per address-taken
    /// block, the machine block at its address. Runs after the blocks are
    /// declared and the predecessors counted.
    pub(crate) fn plan_block_addresses(&mut self) {
        let nblocks = self.f.layout.len();
        self.c.indirect_stub.clear();
        self.c.indirect_stub.resize(nblocks, NONE);
        self.c.addr_blocks.clear();
        self.c.block_sym.clear();
        let mut indirect = None;
        let mut count = 0usize;
        for &b in &self.f.layout {
            if let Some(t) = self.f.terminator(b)
                && let InstData::IndirectBr { dests, .. } = self.f.insts[t]
            {
                count += 1;
                indirect = Some(dests);
            }
        }
        self.c.one_indirectbr = count == 1;
        if let (1, Some(dests)) = (count, indirect) {
            for &d in self.f.blocks_of(dests) {
                let li = self.c.block_index[d.index()] as usize;
                if self.c.npreds[d.index()] > 1 && self.c.indirect_stub[li] == NONE {
                    self.c.indirect_stub[li] = self.reserve_block().as_u32();
                }
            }
        }
        let Some(gv) = self.fd.gv else {
            return;
        };
        let c = &mut *self.c;
        c.block_sym.clear();
        c.block_sym.resize(nblocks, NONE);
        for &(b, sym) in c.block_addrs.of_function(gv) {
            // (A table built for another module names blocks this one may
            // not have: they get no address here.)
            let Some(&li) = c.block_index.get(b.index()) else {
                continue;
            };
            let mb = match c.indirect_stub[li as usize] {
                NONE => MBlock::from_u32(li),
                stub => MBlock::from_u32(stub),
            };
            c.addr_blocks.push((sym, mb));
            c.block_sym[li as usize] = sym.0;
        }
    }

    /// `indirectbr addr, [dests]`.
    pub fn lower_indirectbr(&mut self, addr: Value, dests: &[Block]) -> LResult<()> {
        let mut distinct: Vec<Block> = Vec::with_capacity(dests.len());
        let mut seen = std::collections::HashSet::new();
        distinct.extend(dests.iter().copied().filter(|&d| seen.insert(d)));
        if distinct.is_empty() {
            self.emit(Inst::Ud2);
            return Ok(());
        }
        if self.c.one_indirectbr {
            let target = self.jump_target(addr)?;
            self.jump_indirect(target, &distinct)
        } else {
            let target = self.reg(addr)?;
            self.compare_addresses(target, &distinct)
        }
    }

    /// The operand of `jmp *`: the address loaded from memory by the jump
    /// itself when it comes from a load that can sink into it (a dispatch
    /// table's entry: `jmp *(table, index, 8)`), else a register.
    fn jump_target(&mut self, addr: Value) -> LResult<RegMem> {
        if let Some((load, ptr)) = self.sinkable_load(addr) {
            self.sink(load);
            return Ok(RegMem::Mem(self.addr(ptr)?));
        }
        Ok(RegMem::Reg(self.reg(addr)?))
    }

    /// The function's one `indirectbr`: an edge to each destination (or to
    /// its address block, filled here), then `jmp *target`.
    fn jump_indirect(&mut self, target: RegMem, dests: &[Block]) -> LResult<()> {
        for &d in dests {
            let li = self.c.block_index[d.index()];
            let to = MBlock::from_u32(li);
            let mark = self.c.cur.len();
            let (s, e) = self.phi_args(d)?;
            match self.c.indirect_stub[li as usize] {
                NONE => self.c.edges.push((to, s, e)),
                stub => {
                    let stub = MBlock::from_u32(stub);
                    self.fill_split_edge(stub, to, (s, e), mark);
                    self.c.edges.push((stub, s, s));
                }
            }
        }
        self.emit(Inst::JmpInd { target });
        Ok(())
    }

    /// One of several `indirectbr`s: `target` compared with each
    /// destination's address in turn (the last needs no comparison: any
    /// other address is undefined behaviour). Destinations whose address
    /// the module never takes cannot be reached and get no edge.
    fn compare_addresses(&mut self, target: Reg, dests: &[Block]) -> LResult<()> {
        let taken: Vec<(Block, SymbolId)> = dests
            .iter()
            .filter_map(|&d| {
                let li = self.c.block_index[d.index()] as usize;
                let sym = *self.c.block_sym.get(li)?;
                (sym != NONE).then_some((d, SymbolId(sym)))
            })
            .collect();
        let Some(&(last, _)) = taken.last() else {
            self.emit(Inst::Ud2);
            return Ok(());
        };
        if taken.len() == 1 {
            return self.lower_br(last);
        }
        let mut next = self.switch_edge(last, 1)?;
        for k in (0..taken.len() - 1).rev() {
            let (d, sym) = taken[k];
            let to = self.switch_edge(d, 1)?;
            let addr = self.new_int();
            let amode = if self.large_code() {
                self.large_amode(sym, true, 0)
            } else {
                Amode::Symbol { sym, disp: 0 }
            };
            let insts = [
                Inst::Lea {
                    size: OperandSize::S64,
                    dst: addr,
                    addr: amode,
                },
                Inst::Cmp {
                    size: OperandSize::S64,
                    lhs: target,
                    rhs: kiln_targets::x64::RegMemImm::Reg(addr),
                },
                Inst::Jcc {
                    cc: Cond::E,
                    taken: to.0,
                    not_taken: next.0,
                },
            ];
            if k == 0 {
                for i in insts {
                    self.emit(i);
                }
                self.c.edges.push(to);
                self.c.edges.push(next);
            } else {
                let b = self.new_extra_block(&insts, &[to, next]);
                next = (b, 0, 0);
            }
        }
        Ok(())
    }
}
