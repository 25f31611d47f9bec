//! The generic machine-function container, [`MachFunc<I>`], and the trait
//! every target's instruction type implements, [`MachInst`].
//!
//! Layout: blocks are in layout order and own contiguous instruction ranges;
//! the last instruction of every block is its terminator. SSA phis are
//! expressed as block parameters and branch arguments (one list per
//! successor edge), so that the allocator resolves each edge as one parallel
//! move. Critical edges (from a block with several successors to a block
//! with several predecessors) must be split by instruction selection.

use crate::obj::SymbolId;
use crate::operand::{Constraint, Operand, OperandKind, OperandPos, OperandVisitor};
use crate::reg::{PRegSet, Reg, RegClass, VReg};
use cranelift_entity::{EntityRef, PrimaryMap, entity_impl};
use std::ops::Range;

/// A machine basic block.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MBlock(u32);
entity_impl!(MBlock, "mb");

/// A stack slot of the frame (a static `alloca`, an aggregate temporary…),
/// placed by the emitter once the frame is laid out.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StackSlot(u32);
entity_impl!(StackSlot, "ss");

/// Size and alignment of a [`StackSlot`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct SlotData {
    /// Size in bytes.
    pub size: u32,
    /// Alignment in bytes (a power of two).
    pub align: u32,
    /// A local array: with a stack protector it is placed next to the
    /// guard word, so that overflowing it reaches the guard first (as
    /// LLVM lays such frames out).
    pub array: bool,
}

/// How the prologue must probe a large frame (LLVM's `"probe-stack"` and
/// `"stack-probe-size"` function attributes).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum StackProbe {
    /// No probing.
    #[default]
    None,
    /// Inline page-by-page probes (`"probe-stack"="inline-asm"`).
    Inline,
    /// Call the named function (`"probe-stack"="__chkstk"` and the like).
    Call(SymbolId),
}

/// What instruction selection tells the emitter about the frame.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct FrameRequest {
    /// Stack probing.
    pub probe: StackProbe,
    /// Probe interval in bytes (`"stack-probe-size"`, default 4096).
    pub probe_size: u32,
    /// Bytes of the outgoing-argument area (the largest over the calls),
    /// addressed by [`crate::x64::Amode::OutgoingArg`].
    pub outgoing_args_size: u32,
    /// The function has dynamic `alloca`s (so `rsp` moves).
    pub dynamic_alloca: bool,
    /// Alignment the outgoing-argument area needs (a stack argument aligned
    /// to more than 16 bytes makes the prologue realign `rsp`).
    pub outgoing_align: u32,
    /// A stack protector: the guard word from `%fs:0x28` is kept in the
    /// frame and checked before returning; a mismatch calls this symbol
    /// (`__stack_chk_fail`).
    pub stack_guard: Option<SymbolId>,
    /// The function may not keep data below `rsp` (`noredzone`).
    pub no_red_zone: bool,
    /// The function calls a `returns_twice` function (`setjmp`, `vfork`):
    /// its second return reads stack homes as they are then, while the
    /// allocator's extents end at the first, so no two values may share a
    /// spill slot (LLVM stops colouring stack slots likewise).
    pub unshared_spill_slots: bool,
}

impl Default for FrameRequest {
    fn default() -> Self {
        FrameRequest {
            probe: StackProbe::None,
            probe_size: 4096,
            outgoing_args_size: 0,
            dynamic_alloca: false,
            outgoing_align: 16,
            stack_guard: None,
            no_red_zone: false,
            unshared_spill_slots: false,
        }
    }
}

/// What kind of control transfer ends a block.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Terminator {
    /// Not a terminator.
    None,
    /// Leaves the function (return, tail call, trap, unreachable).
    Ret,
    /// Transfers to the block's successors.
    Branch,
}

/// A target's machine instruction. `Copy` and small (each target pins its
/// size in a test).
pub trait MachInst: Copy + std::fmt::Debug {
    /// Per-function side tables for rare, large payloads (call argument
    /// lists, jump tables), referenced from instructions by index.
    type Side: Default;

    /// Visits every register field, in a fixed order (see [`OperandVisitor`]).
    fn visit_operands(&mut self, side: &mut Self::Side, v: &mut impl OperandVisitor);

    /// Physical registers whose contents the instruction destroys without
    /// naming them as operands (a call's caller-saved registers).
    fn clobbers(&self, side: &Self::Side) -> PRegSet;

    /// `Some((dst, src))` when the instruction is a plain register-to-register
    /// copy within one class (a coalescing candidate).
    fn as_move(&self) -> Option<(Reg, Reg)>;

    /// Whether, and how, the instruction ends a block.
    fn terminator(&self) -> Terminator;

    /// Whether the instruction may be re-executed anywhere to recompute its
    /// single def from constants (no uses, no memory, flags untouched), so
    /// that an allocator can rematerialise the value instead of reloading
    /// it ([`Edit::Remat`](crate::ra::Edit::Remat)).
    fn is_remat(&self) -> bool {
        false
    }
}

/// Per-block data of a [`MachFunc`].
#[derive(Clone, Debug, Default)]
pub struct MBlockData {
    /// Instruction indices of the block.
    pub insts: Range<u32>,
    /// Range into [`MachFunc::succ_list`].
    pub succs: Range<u32>,
    /// Range into [`MachFunc::pred_list`].
    pub preds: Range<u32>,
    /// Range into [`MachFunc::param_list`].
    pub params: Range<u32>,
    /// Per successor, a range into [`MachFunc::edge_arg_list`] (same order
    /// as the successors), stored in [`MachFunc::edge_args`] from this index.
    pub edge_args_start: u32,
    /// Loop nesting depth (0 outside loops), for spill costs.
    pub loop_depth: u32,
}

/// A machine function: instructions of type `I` over virtual registers,
/// grouped into blocks, plus what the allocator needs precomputed.
pub struct MachFunc<I: MachInst> {
    /// Instructions in layout order.
    pub insts: Vec<I>,
    /// Blocks in layout order; block 0 is the entry.
    pub blocks: PrimaryMap<MBlock, MBlockData>,
    /// Successor lists.
    pub succ_list: Vec<MBlock>,
    /// Predecessor lists (computed by [`MachFunc::finish`]).
    pub pred_list: Vec<MBlock>,
    /// Block parameter lists.
    pub param_list: Vec<VReg>,
    /// Branch argument lists.
    pub edge_arg_list: Vec<VReg>,
    /// Ranges into `edge_arg_list`, one per (block, successor).
    pub edge_args: Vec<Range<u32>>,
    /// Frame slots.
    pub slots: PrimaryMap<StackSlot, SlotData>,
    /// The instructions' side tables.
    pub side: I::Side,
    /// Frame requirements.
    pub frame: FrameRequest,
    /// Number of virtual registers allocated so far (indices `0..num_vregs`).
    pub num_vregs: u32,
    /// The allocator's operands, flattened by [`MachFunc::finish`].
    pub operands: Vec<Operand>,
    /// Per instruction, the start of its operands in `operands` (one extra
    /// entry at the end).
    pub operand_starts: Vec<u32>,
    /// Sparse clobber sets, sorted by instruction index.
    pub clobber_list: Vec<(u32, PRegSet)>,
    /// Source locations: `(instruction index, location)` where the
    /// location changes, sorted by index (see [`MachFunc::set_loc`]); an
    /// instruction has the location of the last entry at or before it. A
    /// location is an opaque id chosen by instruction selection (the IR
    /// `!DILocation` node index + 1), 0 for "none". Empty without debug
    /// information.
    pub locs: Vec<(u32, u32)>,
}

impl<I: MachInst> Default for MachFunc<I> {
    fn default() -> Self {
        MachFunc {
            insts: Vec::new(),
            blocks: PrimaryMap::new(),
            succ_list: Vec::new(),
            pred_list: Vec::new(),
            param_list: Vec::new(),
            edge_arg_list: Vec::new(),
            edge_args: Vec::new(),
            slots: PrimaryMap::new(),
            side: I::Side::default(),
            frame: FrameRequest::default(),
            num_vregs: 0,
            operands: Vec::new(),
            operand_starts: Vec::new(),
            clobber_list: Vec::new(),
            locs: Vec::new(),
        }
    }
}

/// A successor edge given to [`MachFunc::end_block`]: the target block and
/// the values passed to its parameters.
pub struct Edge<'a> {
    /// Successor block.
    pub target: MBlock,
    /// Branch arguments, one per parameter of `target`.
    pub args: &'a [VReg],
}

impl<I: MachInst> MachFunc<I> {
    /// An empty function.
    pub fn new() -> Self {
        Self::default()
    }

    /// Clears everything, keeping allocations (for a reusable context).
    pub fn clear(&mut self) {
        self.insts.clear();
        self.blocks.clear();
        self.succ_list.clear();
        self.pred_list.clear();
        self.param_list.clear();
        self.edge_arg_list.clear();
        self.edge_args.clear();
        self.slots.clear();
        self.side = I::Side::default();
        self.frame = FrameRequest::default();
        self.num_vregs = 0;
        self.operands.clear();
        self.operand_starts.clear();
        self.clobber_list.clear();
        self.locs.clear();
    }

    /// Records that the instructions from index `at` on come from source
    /// location `loc` (0: none). Calls come in nondecreasing `at` order; an
    /// entry is added only where the location changes, and a later call at
    /// the same index replaces the earlier one.
    #[inline]
    pub fn set_loc(&mut self, at: u32, loc: u32) {
        if let Some(&(last_at, _)) = self.locs.last()
            && last_at == at
        {
            self.locs.pop();
        }
        let current = self.locs.last().map_or(0, |&(_, l)| l);
        if current != loc {
            self.locs.push((at, loc));
        }
    }

    /// A fresh virtual register.
    pub fn new_vreg(&mut self, class: RegClass) -> VReg {
        let v = VReg::new(self.num_vregs, class);
        self.num_vregs += 1;
        v
    }

    /// A fresh stack slot.
    pub fn new_slot(&mut self, size: u32, align: u32) -> StackSlot {
        self.slots.push(SlotData {
            size,
            align,
            array: false,
        })
    }

    /// A new stack slot for a local array (see [`SlotData::array`]).
    pub fn new_array_slot(&mut self, size: u32, align: u32) -> StackSlot {
        self.slots.push(SlotData {
            size,
            align,
            array: true,
        })
    }

    /// Declares the blocks `0..n` (in layout order) before filling them.
    pub fn declare_blocks(&mut self, n: usize) {
        for _ in 0..n {
            self.blocks.push(MBlockData::default());
        }
    }

    /// Starts filling `block` (blocks are filled in layout order), with its
    /// parameters.
    pub fn begin_block(&mut self, block: MBlock, params: &[VReg]) {
        let start = self.insts.len() as u32;
        let p0 = self.param_list.len() as u32;
        self.param_list.extend_from_slice(params);
        let data = &mut self.blocks[block];
        data.insts = start..start;
        data.params = p0..self.param_list.len() as u32;
    }

    /// Appends an instruction to the block being filled.
    pub fn push(&mut self, inst: I) {
        self.insts.push(inst);
    }

    /// Ends `block` (its last pushed instruction is the terminator) with its
    /// successor edges.
    pub fn end_block(&mut self, block: MBlock, edges: &[Edge<'_>], loop_depth: u32) {
        self.end_block_with(block, edges.iter().map(|e| (e.target, e.args)), loop_depth);
    }

    /// [`Self::end_block`] with the edges as (target, branch arguments)
    /// pairs from an iterator, so that a caller need not collect them.
    pub fn end_block_with<'e>(
        &mut self,
        block: MBlock,
        edges: impl IntoIterator<Item = (MBlock, &'e [VReg])>,
        loop_depth: u32,
    ) {
        let end = self.insts.len() as u32;
        let s0 = self.succ_list.len() as u32;
        let e0 = self.edge_args.len() as u32;
        for (target, args) in edges {
            self.succ_list.push(target);
            let a0 = self.edge_arg_list.len() as u32;
            self.edge_arg_list.extend_from_slice(args);
            self.edge_args.push(a0..self.edge_arg_list.len() as u32);
        }
        let data = &mut self.blocks[block];
        data.insts.end = end;
        data.succs = s0..self.succ_list.len() as u32;
        data.edge_args_start = e0;
        data.loop_depth = loop_depth;
    }

    /// Computes predecessor lists and flattens operands and clobbers; call
    /// once after all blocks are filled, before allocation.
    pub fn finish(&mut self) {
        self.compute_preds();
        self.flatten_operands();
    }

    /// [`Self::finish`] for a function whose registers are all physical
    /// already (no allocator runs): computes the predecessor lists only;
    /// [`Self::clobber_list`] is left as the producer filled it.
    pub fn finish_preallocated(&mut self) {
        self.compute_preds();
        self.operands.clear();
        self.operand_starts.clear();
    }

    fn compute_preds(&mut self) {
        let n = self.blocks.len();
        let mut counts = vec![0u32; n + 1];
        for b in self.blocks.values() {
            for s in &self.succ_list[b.succs.start as usize..b.succs.end as usize] {
                counts[s.index() + 1] += 1;
            }
        }
        for i in 0..n {
            counts[i + 1] += counts[i];
        }
        self.pred_list.clear();
        self.pred_list
            .resize(counts[n] as usize, MBlock::from_u32(0));
        let mut fill = counts.clone();
        for (b, data) in self.blocks.iter() {
            for s in &self.succ_list[data.succs.start as usize..data.succs.end as usize] {
                self.pred_list[fill[s.index()] as usize] = b;
                fill[s.index()] += 1;
            }
        }
        for (i, data) in self.blocks.values_mut().enumerate() {
            data.preds = counts[i]..counts[i + 1];
        }
    }

    fn flatten_operands(&mut self) {
        struct Collect<'a>(&'a mut Vec<Operand>);
        impl OperandVisitor for Collect<'_> {
            fn operand(
                &mut self,
                reg: &mut Reg,
                kind: OperandKind,
                pos: OperandPos,
                constraint: Constraint,
            ) {
                if let Some(vreg) = reg.as_virtual() {
                    self.0.push(Operand {
                        vreg,
                        constraint,
                        kind,
                        pos,
                    });
                }
            }
        }
        self.operands.clear();
        self.operand_starts.clear();
        self.clobber_list.clear();
        for (i, inst) in self.insts.iter_mut().enumerate() {
            self.operand_starts.push(self.operands.len() as u32);
            inst.visit_operands(&mut self.side, &mut Collect(&mut self.operands));
            let clobbers = inst.clobbers(&self.side);
            if !clobbers.is_empty() {
                self.clobber_list.push((i as u32, clobbers));
            }
        }
        self.operand_starts.push(self.operands.len() as u32);
    }

    /// Successors of `block`.
    pub fn succs(&self, block: MBlock) -> &[MBlock] {
        let r = &self.blocks[block].succs;
        &self.succ_list[r.start as usize..r.end as usize]
    }

    /// Predecessors of `block` (after [`MachFunc::finish`]).
    pub fn preds(&self, block: MBlock) -> &[MBlock] {
        let r = &self.blocks[block].preds;
        &self.pred_list[r.start as usize..r.end as usize]
    }

    /// Parameters of `block`.
    pub fn params(&self, block: MBlock) -> &[VReg] {
        let r = &self.blocks[block].params;
        &self.param_list[r.start as usize..r.end as usize]
    }

    /// Arguments that `block` passes to its `succ_index`-th successor.
    pub fn edge_args(&self, block: MBlock, succ_index: usize) -> &[VReg] {
        let r = &self.edge_args[self.blocks[block].edge_args_start as usize + succ_index];
        &self.edge_arg_list[r.start as usize..r.end as usize]
    }

    /// The allocator's operands of instruction `inst` (after [`MachFunc::finish`]).
    pub fn inst_operands(&self, inst: usize) -> &[Operand] {
        let a = self.operand_starts[inst] as usize;
        let b = self.operand_starts[inst + 1] as usize;
        &self.operands[a..b]
    }

    /// Clobbers of instruction `inst` (after [`MachFunc::finish`]).
    pub fn inst_clobbers(&self, inst: usize) -> PRegSet {
        match self
            .clobber_list
            .binary_search_by_key(&(inst as u32), |&(i, _)| i)
        {
            Ok(k) => self.clobber_list[k].1,
            Err(_) => PRegSet::empty(),
        }
    }
}

#[cfg(test)]
mod loc_tests {
    use super::MachFunc;
    use crate::x64::Inst;

    #[test]
    fn set_loc_records_only_changes() {
        let mut f = MachFunc::<Inst>::new();
        f.set_loc(0, 0);
        f.set_loc(2, 7);
        f.set_loc(3, 7);
        f.set_loc(5, 9);
        f.set_loc(5, 7);
        f.set_loc(6, 0);
        f.set_loc(8, 0);
        assert_eq!(f.locs, vec![(2, 7), (6, 0)]);
        f.set_loc(8, 4);
        f.set_loc(8, 0);
        assert_eq!(f.locs, vec![(2, 7), (6, 0)]);
        f.clear();
        assert!(f.locs.is_empty());
    }
}
