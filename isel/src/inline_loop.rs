//! Counted loops inside the lowering of one IR instruction (division of
//! integers wider than 128 bits): the current block is split after the
//! instruction, a loop block runs a body a fixed number of times keeping
//! everything it carries between iterations in stack slots (so it needs no
//! block parameters: every register it defines is defined once, in it),
//! and a new block holds what follows the loop and the rest of the block.

use crate::lower::{LResult, Lower};
use kiln_targets::x64::{AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMemImm};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// Emits: what `body` emits, run `count` (at least 1) times, then what
    /// `after` emits, then the rest of the current block. Instructions
    /// emitted before the call run once, before the loop; registers they
    /// define may be used by `body` and `after`, but a value carried from
    /// one iteration to the next must go through memory.
    pub(crate) fn counted_loop(
        &mut self,
        count: u32,
        body: impl FnOnce(&mut Self) -> LResult<()>,
        after: impl FnOnce(&mut Self) -> LResult<()>,
    ) -> LResult<()> {
        let counter = self.out.new_slot(8, 8);
        let at = Amode::Slot {
            slot: counter,
            disp: 0,
        };
        let k = self.imm64(i64::from(count.max(1)));
        self.emit(Inst::Store {
            size: S64,
            src: k,
            addr: at,
        });
        let mark = self.c.cur.len();
        body(self)?;
        let (c0, c1) = (self.new_int(), self.new_int());
        self.emit(Inst::Load {
            ext: ExtMode::None64,
            dst: c0,
            addr: at,
        });
        self.emit(Inst::Alu {
            size: S64,
            op: AluOp::Sub,
            dst: c1,
            src1: c0,
            src2: RegMemImm::Imm(1),
        });
        self.emit(Inst::Store {
            size: S64,
            src: c1,
            addr: at,
        });
        let mut looped: Vec<Inst> = self.c.cur.drain(mark..).collect();
        let mark = self.c.cur.len();
        after(self)?;
        let post: Vec<Inst> = self.c.cur.drain(mark..).collect();
        let suffix = self.take_block_rest(post);
        let edges = std::mem::take(&mut self.c.edges);
        let lp = self.reserve_block();
        let cont = self.reserve_block();
        self.fill_extra_block(cont, &[], &suffix, &edges);
        looped.push(Inst::Jcc {
            cc: Cond::NE,
            taken: lp,
            not_taken: cont,
        });
        let e = self.c.edge_vregs.len() as u32;
        self.fill_extra_block(lp, &[], &looped, &[(lp, e, e), (cont, e, e)]);
        self.emit(Inst::Jmp { target: lp });
        self.c.edges.push((lp, e, e));
        Ok(())
    }
}
