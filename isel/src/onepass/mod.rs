//! One-pass code generation for `-O0` input: instruction selection and
//! register allocation in a single forward walk over the IR, producing a
//! machine function whose registers are all physical, ready for the
//! emitter without a separate allocator.
//!
//! This is the design TPDE uses for unoptimised code, and what `llc -O0`
//! approximates with FastISel and RegAllocFast: one analysis pass counts
//! each value's uses and marks the values that live in more than one block
//! (used in another block, or phis); those get a stack *home*, stored right
//! after their definition, and registers only cache them within a block.
//! Every other value gets a register at its definition and gives it back
//! at its last use; when registers run out one is spilled, and at a call
//! the values still needed move to callee-saved registers or their homes.
//! Phis are stored into their homes on each incoming edge (an edge from a
//! block with several successors gets its own block for the stores).
//!
//! The walk covers the IR that clang emits for C at `-O0` on integers,
//! pointers, `float` and `double`: allocas, loads and stores,
//! `getelementptr`, arithmetic, comparisons, casts, `select` (of integers),
//! `phi`, calls (`byval` and `sret` too), branches, switches and the common
//! intrinsics. A function using anything else — other floating-point
//! formats, vectors, aggregates in registers, variadic definitions,
//! atomics, exceptions, inline asm, debug locations, unusual attributes or
//! calling conventions — is reported as
//! [`Onepass::Unsupported`] before any code is produced, and the caller
//! compiles it through the staged pipeline (selection, allocator, emitter)
//! instead, so every function still compiles, and errors are still
//! reported by the staged path's checks.

mod analyze;
mod bits;
mod branch;
mod calls;
mod float;

mod fold;
mod mem;
mod memory;
mod ops;
mod regs;
mod shift_div;
#[cfg(test)]
mod tests;
mod varargs;

use crate::ctx::IselCtx;
use crate::layout::LayoutMemo;
use kiln_ir::{FuncId, Function, Module, Value};
use kiln_targets::x64::Inst;
use kiln_targets::{MBlock, MachFunc, PRegSet, StackSlot};
use regs::RegFile;

/// What [`lower_onepass`] did with a function.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Onepass {
    /// Compiled: the machine function is filled, every register physical.
    /// `clobbered` holds the callee-saved registers it uses (the emitter
    /// saves them) and every other register it writes.
    Done {
        /// Registers the function's code writes.
        clobbered: PRegSet,
    },
    /// The function uses something the one-pass walk does not cover; the
    /// machine function is left in an unspecified state.
    Unsupported,
}

/// Reusable scratch state of the one-pass code generator (keep one per
/// thread; it is cleared for each function).
#[derive(Default)]
pub struct OnepassCtx {
    /// Per IR value (by index), its state during the walk.
    vals: Vec<ValState>,
    /// Per IR block (by index), its position in the layout.
    block_pos: Vec<u32>,
    /// Per IR block (by index), whether it starts with a phi.
    has_phis: Vec<bool>,
    /// Extra blocks (phi stores on an edge out of a multi-way branch, the
    /// compares of a switch): their instructions, in creation order.
    edge_insts: Vec<Inst>,
    /// The extra blocks, numbered after the IR blocks.
    edges: Vec<branch::ExtraBlock>,
    /// Scratch list of values.
    scratch: Vec<Value>,
    /// Per IR instruction (by index), the number of instructions with side
    /// effects before it in its block.
    color: Vec<u32>,
    /// The shapes of the folded `getelementptr`s ([`ValState::shape`]).
    shapes: Vec<fold::GepShape>,
    /// Per IR block (by index), the machine block a switch being lowered
    /// branches to for it, plus one (0: none yet); reset after each switch.
    switch_target: Vec<u32>,
    /// Per machine block (by index), whether a jump table being built
    /// already lists it as a successor; reset after each table.
    table_seen: Vec<bool>,
}

/// The state of one IR value during the walk.
#[derive(Copy, Clone, Debug)]
pub(crate) struct ValState {
    /// Uses not yet reached.
    pub uses: u32,
    /// Layout position of the defining block (0 for parameters).
    pub def_block: u32,
    /// Lives in more than one block: has a home, written at definition.
    pub global: bool,
    /// The register holding the value (hardware number), or [`NO_REG`].
    pub reg: u8,
    /// Whether the home holds the current value.
    pub in_home: bool,
    /// The home slot, if one was given.
    pub home: Option<StackSlot>,
    /// The frame slot of a static `alloca` (the value is its address).
    pub alloca: Option<StackSlot>,
    /// An `icmp` whose only use is the branch right after it: computed
    /// into the flags by the branch.
    pub fused: bool,
    /// A load or `getelementptr` whose only user computes it as a memory
    /// operand (see `fold`): no code of its own.
    pub deferred: bool,
    /// The instruction of the last use reached by the analysis.
    pub user: u32,
    /// The register the value's only use wants it in (an argument
    /// register of a call, `rax` of a return), or [`NO_REG`].
    pub hint: u8,
    /// For a folded `getelementptr`, its index in `OnepassCtx::shapes`.
    pub shape: u32,
    /// Uses as the address of a load or store.
    pub addr_uses: u32,
}

/// No register.
pub(crate) const NO_REG: u8 = 0xff;

impl Default for ValState {
    fn default() -> Self {
        ValState {
            uses: 0,
            def_block: 0,
            global: false,
            reg: NO_REG,
            in_home: false,
            home: None,
            alloca: None,
            fused: false,
            deferred: false,
            user: u32::MAX,
            hint: NO_REG,
            shape: u32::MAX,
            addr_uses: 0,
        }
    }
}

/// Per-function state of the walk.
pub(crate) struct Gen<'a> {
    pub m: &'a Module,
    pub f: &'a Function,
    pub fid: FuncId,
    pub out: &'a mut MachFunc<Inst>,
    pub c: &'a mut OnepassCtx,
    pub memo: &'a mut LayoutMemo,
    pub isel: &'a IselCtx,
    pub regs: RegFile,
    /// Layout position of the block being generated.
    pub cur_block: u32,
    /// Bytes of the outgoing-argument area (largest over the calls).
    pub outgoing: u32,
    /// Number of IR blocks (edge blocks come after them).
    pub nblocks: u32,
    /// The `sret` parameter, returned in `rax`.
    pub sret: Option<Value>,
    /// A variadic function's register save area and fixed-parameter use.
    pub va: Option<crate::lower::VaInfo>,
}

/// Why the walk stopped: the function uses something it does not cover.
pub(crate) struct Unsupported;

/// The walk's result type.
pub(crate) type GResult<T> = Result<T, Unsupported>;

/// Compiles function `fid` of `module` in one pass into `out` (cleared
/// first), or reports that it uses something the pass does not cover.
/// `isel` supplies the module-wide decisions of the staged selector (code
/// model, layouts), prepared by [`IselCtx::prepare`].
pub fn lower_onepass(
    module: &Module,
    fid: FuncId,
    isel: &mut IselCtx,
    ctx: &mut OnepassCtx,
    out: &mut MachFunc<Inst>,
) -> Onepass {
    let fd = &module.functions[fid];
    let Some(f) = fd.body.as_ref() else {
        return Onepass::Unsupported;
    };
    isel.prepare(module);
    if !analyze::module_supported(isel) || !crate::fn_attrs::attrs_supported(isel, module, fd) {
        return Onepass::Unsupported;
    }
    // Address-taken blocks need their address blocks (`crate::indirect`).
    if fd
        .gv
        .is_some_and(|gv| !isel.block_addrs.of_function(gv).is_empty())
    {
        return Onepass::Unsupported;
    }
    out.clear();
    let mut memo = std::mem::take(&mut isel.layout);
    let result = {
        let mut g = Gen {
            m: module,
            f,
            fid,
            out,
            c: ctx,
            memo: &mut memo,
            isel,
            regs: RegFile::default(),
            cur_block: 0,
            outgoing: 0,
            nblocks: f.layout.len() as u32,
            sret: None,
            va: None,
        };
        g.run()
    };
    isel.layout = memo;
    match result {
        Ok(clobbered) => Onepass::Done { clobbered },
        Err(Unsupported) => Onepass::Unsupported,
    }
}

impl Gen<'_> {
    fn run(&mut self) -> GResult<PRegSet> {
        self.analyze()?;
        let f = self.f;
        let nblocks = f.layout.len();
        self.out.declare_blocks(nblocks);
        self.c.edge_insts.clear();
        self.c.edges.clear();
        for li in 0..nblocks {
            self.cur_block = li as u32;
            let mb = MBlock::from_u32(li as u32);
            self.out.begin_block(mb, &[]);
            if li == 0 {
                self.lower_params()?;
            }
            let b = f.layout[li];
            for i in f.block_insts(b) {
                self.lower_inst(i)?;
            }
        }
        self.finish_extra_blocks();
        self.out.frame.outgoing_args_size = self.outgoing.div_ceil(16) * 16;
        crate::lower::function_frame(self.m, &self.m.functions[self.fid], &mut self.out.frame);
        self.out.finish_preallocated();
        Ok(self.regs.clobbered)
    }

    /// Appends an instruction to the current block.
    #[inline]
    pub fn emit(&mut self, inst: Inst) {
        self.out.push(inst);
    }
}
