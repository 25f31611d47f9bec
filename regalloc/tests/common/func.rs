//! A fake target for the allocator tests: a function given directly as
//! blocks of instructions carrying their operands, clobbers and moves.

use kiln_targets::{
    Constraint, MBlock, MachineEnv, Operand, OperandKind, OperandPos, PReg, PRegSet, RaFunction,
    RegClass, Terminator, VReg,
};
use std::ops::Range;

/// One instruction of the fake target.
#[derive(Clone, Debug)]
pub struct TInst {
    pub ops: Vec<Operand>,
    pub clobbers: PRegSet,
    pub mv: Option<(VReg, VReg)>,
    pub term: Terminator,
}

/// One block.
#[derive(Clone, Debug, Default)]
pub struct TBlock {
    pub insts: Range<usize>,
    pub succs: Vec<MBlock>,
    pub preds: Vec<MBlock>,
    pub params: Vec<VReg>,
    pub args: Vec<Vec<VReg>>,
    pub depth: u32,
}

/// A fake-target function.
#[derive(Clone, Debug, Default)]
pub struct TestFunc {
    pub blocks: Vec<TBlock>,
    pub insts: Vec<TInst>,
    pub num_vregs: usize,
    /// Whether an instruction that only defines one register ("a
    /// constant") may be rematerialised.
    pub remat: bool,
}

impl RaFunction for TestFunc {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }
    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    fn num_vregs(&self) -> usize {
        self.num_vregs
    }
    fn block_insts(&self, b: MBlock) -> Range<usize> {
        self.blocks[b.as_u32() as usize].insts.clone()
    }
    fn block_succs(&self, b: MBlock) -> &[MBlock] {
        &self.blocks[b.as_u32() as usize].succs
    }
    fn block_preds(&self, b: MBlock) -> &[MBlock] {
        &self.blocks[b.as_u32() as usize].preds
    }
    fn block_params(&self, b: MBlock) -> &[VReg] {
        &self.blocks[b.as_u32() as usize].params
    }
    fn branch_args(&self, b: MBlock, k: usize) -> &[VReg] {
        &self.blocks[b.as_u32() as usize].args[k]
    }
    fn block_loop_depth(&self, b: MBlock) -> u32 {
        self.blocks[b.as_u32() as usize].depth
    }
    fn terminator(&self, i: usize) -> Terminator {
        self.insts[i].term
    }
    fn inst_operands(&self, i: usize) -> &[Operand] {
        &self.insts[i].ops
    }
    fn inst_clobbers(&self, i: usize) -> PRegSet {
        self.insts[i].clobbers
    }
    fn inst_move(&self, i: usize) -> Option<(VReg, VReg)> {
        self.insts[i].mv
    }
    fn inst_is_remat(&self, i: usize) -> bool {
        let inst = &self.insts[i];
        self.remat
            && inst.clobbers.is_empty()
            && inst.mv.is_none()
            && inst.term == Terminator::None
            && matches!(inst.ops[..], [op] if op == def(op.vreg))
    }
}

pub fn op(vreg: VReg, kind: OperandKind, pos: OperandPos, constraint: Constraint) -> Operand {
    Operand {
        vreg,
        constraint,
        kind,
        pos,
    }
}
pub fn use_(v: VReg) -> Operand {
    Operand::reg_use(v)
}
pub fn def(v: VReg) -> Operand {
    Operand::reg_def(v)
}
pub fn fixed_use(v: VReg, p: PReg) -> Operand {
    op(v, OperandKind::Use, OperandPos::Early, Constraint::Fixed(p))
}
pub fn fixed_def(v: VReg, p: PReg) -> Operand {
    op(v, OperandKind::Def, OperandPos::Late, Constraint::Fixed(p))
}
pub fn reuse_def(v: VReg, n: u8) -> Operand {
    op(v, OperandKind::Def, OperandPos::Late, Constraint::Reuse(n))
}
pub fn early_def(v: VReg) -> Operand {
    op(v, OperandKind::Def, OperandPos::Early, Constraint::Reg)
}
pub fn late_use(v: VReg) -> Operand {
    op(v, OperandKind::Use, OperandPos::Late, Constraint::Reg)
}

pub fn ireg(n: u8) -> PReg {
    PReg::new(RegClass::Int, n)
}
pub fn freg(n: u8) -> PReg {
    PReg::new(RegClass::Float, n)
}

/// Builds a [`TestFunc`] block by block, in layout order.
#[derive(Default)]
pub struct Builder {
    pub f: TestFunc,
    cur: Option<usize>,
}

impl Builder {
    pub fn new() -> Builder {
        Builder::default()
    }
    pub fn vreg(&mut self, class: RegClass) -> VReg {
        let v = VReg::new(self.f.num_vregs as u32, class);
        self.f.num_vregs += 1;
        v
    }
    pub fn int(&mut self) -> VReg {
        self.vreg(RegClass::Int)
    }
    pub fn float(&mut self) -> VReg {
        self.vreg(RegClass::Float)
    }
    /// Declares `n` more blocks; returns the first.
    pub fn blocks(&mut self, n: usize) -> usize {
        let b = self.f.blocks.len();
        for _ in 0..n {
            self.f.blocks.push(TBlock::default());
        }
        b
    }
    /// Starts filling block `b` (blocks must be filled in index order).
    pub fn begin(&mut self, b: usize, params: &[VReg], depth: u32) {
        let start = self.f.insts.len();
        let blk = &mut self.f.blocks[b];
        blk.insts = start..start;
        blk.params = params.to_vec();
        blk.depth = depth;
        self.cur = Some(b);
    }
    pub fn inst(&mut self, ops: Vec<Operand>) {
        self.push(TInst {
            ops,
            clobbers: PRegSet::empty(),
            mv: None,
            term: Terminator::None,
        });
    }
    pub fn push(&mut self, i: TInst) {
        self.f.insts.push(i);
        let b = self.cur.unwrap();
        self.f.blocks[b].insts.end = self.f.insts.len();
    }
    pub fn mov(&mut self, dst: VReg, src: VReg) {
        self.push(TInst {
            ops: vec![use_(src), def(dst)],
            clobbers: PRegSet::empty(),
            mv: Some((dst, src)),
            term: Terminator::None,
        });
    }
    pub fn call(&mut self, uses: Vec<Operand>, defs: Vec<Operand>, clobbers: PRegSet) {
        let mut ops = uses;
        ops.extend(defs);
        self.push(TInst {
            ops,
            clobbers,
            mv: None,
            term: Terminator::None,
        });
    }
    /// Ends the current block with a terminator using `ops` and the given edges.
    pub fn end(&mut self, ops: Vec<Operand>, edges: Vec<(usize, Vec<VReg>)>) {
        let term = if edges.is_empty() {
            Terminator::Ret
        } else {
            Terminator::Branch
        };
        self.push(TInst {
            ops,
            clobbers: PRegSet::empty(),
            mv: None,
            term,
        });
        let b = self.cur.take().unwrap();
        for (s, args) in edges {
            self.f.blocks[b].succs.push(MBlock::from_u32(s as u32));
            self.f.blocks[b].args.push(args);
        }
    }
    pub fn finish(mut self) -> TestFunc {
        for b in 0..self.f.blocks.len() {
            for k in 0..self.f.blocks[b].succs.len() {
                let s = self.f.blocks[b].succs[k].as_u32() as usize;
                self.f.blocks[s].preds.push(MBlock::from_u32(b as u32));
            }
        }
        self.f
    }
}

/// An x86-64-like environment: 8 caller-saved and 5 callee-saved GPRs
/// (scratch 11), 15 XMM registers (scratch 15).
pub fn env_x64() -> MachineEnv {
    MachineEnv {
        preferred: [
            [0, 1, 2, 6, 7, 8, 9, 10].map(ireg).to_vec(),
            (0..15).map(freg).collect(),
        ],
        non_preferred: [[3, 12, 13, 14, 15].map(ireg).to_vec(), Vec::new()],
        scratch: [ireg(11), freg(15)],
    }
}

/// A tiny environment: `ni` caller-saved + `nc` callee-saved GPRs, `nf`
/// caller-saved float registers (+1 callee-saved float if `fc`).
pub fn env_small(ni: u8, nc: u8, nf: u8, fc: bool) -> MachineEnv {
    let mut fnp = Vec::new();
    if fc {
        fnp.push(freg(nf));
    }
    MachineEnv {
        preferred: [(0..ni).map(ireg).collect(), (0..nf).map(freg).collect()],
        non_preferred: [(ni..ni + nc).map(ireg).collect(), fnp],
        scratch: [ireg(30), freg(30)],
    }
}

/// The caller-saved registers of `env` (what a call clobbers).
pub fn call_clobbers(env: &MachineEnv) -> PRegSet {
    let mut s = PRegSet::empty();
    for c in 0..2 {
        for &p in &env.preferred[c] {
            s.insert(p);
        }
        s.insert(env.scratch[c]);
    }
    s
}
