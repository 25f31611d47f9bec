//! The reusable per-thread selection context: per-function tables that are
//! cleared, never freed, between functions.

use crate::layout::Leaf;
use kiln_targets::x64::Inst;
use kiln_targets::{MBlock, VReg};

/// Scratch state of instruction selection, reused across functions (clear,
/// don't reallocate). Create one per thread with [`IselCtx::new`].
#[derive(Default)]
pub struct IselCtx {
    /// Uses of each value (instruction operands and phi inputs).
    pub(crate) uses: Vec<u32>,
    /// Layout index of each instruction's block.
    pub(crate) inst_block: Vec<u32>,
    /// Side-effect colour of each instruction: side-effecting instructions
    /// before it in its block.
    pub(crate) color: Vec<u32>,
    /// Instructions folded into a later consumer.
    pub(crate) sunk: Vec<bool>,
    /// Constant-offset GEPs folded into every user (see `crate::gep_fold`).
    pub(crate) inline_gep: Vec<bool>,
    /// Scratch per value: used outside its defining block (see
    /// `crate::gep_fold`).
    pub(crate) gep_elsewhere: Vec<bool>,
    /// Compares recomputed by every branch on them (see `crate::cmp_sink`).
    pub(crate) branch_icmp: Vec<bool>,
    /// Scratch per-value counters.
    pub(crate) scratch_counts: Vec<u32>,
    /// Start of each value's registers in `parts` (`u32::MAX` = none yet).
    pub(crate) vstart: Vec<u32>,
    /// Number of registers of each value (valid when `vstart` is set).
    pub(crate) vlen: Vec<u16>,
    /// Type layouts of the module identified by `layout_key`.
    pub(crate) layout: crate::layout::LayoutMemo,
    /// Per type index: whether it passed `Lower::check_value_type` (valid
    /// with `layout`).
    pub(crate) value_type_ok: Vec<bool>,
    /// Per function type index: whether it passed
    /// `Lower::check_signature` (valid with `layout`).
    pub(crate) signature_ok: Vec<bool>,
    /// Per function attribute set index: whether it holds no attribute
    /// [`crate::fn_attrs::unsupported_attr`] refuses.
    pub(crate) fn_attrs_ok: Vec<bool>,
    /// Per constant index: whether it passed [`crate::validate::check_const`]
    /// (valid with `layout`).
    pub(crate) const_ok: Vec<bool>,
    /// The module the module-wide tables belong to: its address and the
    /// sizes of its type, constant, global and function tables (a module
    /// parsed later at the same address differs in at least one of them
    /// unless it is alike).
    pub(crate) layout_key: [usize; 5],
    /// The code model in force (set with `layout_key`): the override, or
    /// the module's.
    pub(crate) code_model: crate::code_model::CodeModel,
    /// The module's [`crate::code_model::large_data_threshold`] (set with
    /// `layout_key`).
    pub(crate) large_data_threshold: u64,
    /// Whether the module has pointer types that are not 8 bytes wide
    /// ([`crate::addrspace`]; set with `layout_key`).
    pub(crate) narrow_pointers: bool,
    /// Per type (by index), the address space of a pointer inside it that
    /// is not 8 bytes wide: 0 not yet known, 1 none, `a + 2` space `a`
    /// (only filled when `narrow_pointers`; cleared with `layout_key`).
    pub(crate) narrow_memo: Vec<u64>,
    /// A code model chosen by the user over the module's flag.
    pub(crate) code_model_override: Option<crate::code_model::CodeModel>,
    /// Registers of values, consecutive per value.
    pub(crate) parts: Vec<VReg>,
    /// Static alloca slot + 1 of each value (0 = not a static alloca).
    pub(crate) slot_of: Vec<u32>,
    /// Layout index of each IR block.
    pub(crate) block_index: Vec<u32>,
    /// Distinct predecessors of each block (by layout index).
    pub(crate) npreds: Vec<u32>,
    /// Loop depth of each block (by layout index).
    pub(crate) depth: Vec<i32>,
    /// Machine instructions of the IR instruction being lowered.
    pub(crate) cur: Vec<Inst>,
    /// Machine instructions of the block, in reverse.
    pub(crate) rev: Vec<Inst>,
    /// Scratch value list.
    pub(crate) scratch_values: Vec<kiln_ir::Value>,
    /// Scratch register list.
    pub(crate) scratch_regs: Vec<kiln_targets::Reg>,
    /// The registers of a vector whose lanes are reached in registers
    /// (`crate::lane_regs`).
    pub(crate) lane_regs: Vec<kiln_targets::Reg>,
    /// Per virtual register, whether its upper 32 bits are known zero
    /// (`crate::zext_moves`).
    pub(crate) upper_zero: Vec<bool>,
    /// Scratch for type leaves.
    pub(crate) leaves: Vec<(Leaf, u64)>,
    /// Scratch chain of folded GEPs (`Lower::gep_amode`).
    pub(crate) gep_chain: Vec<kiln_ir::Inst>,
    /// Reused buffers of call lowering (see `crate::calls`).
    pub(crate) call: CallScratch,
    /// Edges of the current block: (target, start, end in `edge_vregs`).
    pub(crate) edges: Vec<(MBlock, u32, u32)>,
    /// Branch argument storage.
    pub(crate) edge_vregs: Vec<VReg>,
    /// Block parameters scratch.
    pub(crate) params: Vec<VReg>,
    /// Scratch successor list.
    pub(crate) succs: Vec<kiln_ir::Block>,
    /// What the code is for (thread-local access models).
    pub(crate) reloc_model: crate::tls::RelocModel,
    /// The function's x87 scratch slot, once an `x86_fp80` operation
    /// needed it.
    pub(crate) x87_slot: Option<kiln_targets::StackSlot>,
    /// The module's address-taken blocks (set by [`IselCtx::prepare`]).
    pub(crate) block_addrs: crate::BlockAddrs,
    /// The address-taken blocks of the function last lowered: each one's
    /// symbol and the machine block at its address.
    pub(crate) addr_blocks: Vec<(kiln_targets::SymbolId, MBlock)>,
    /// Per IR block (by layout index), the reserved block that the
    /// function's one `indirectbr` reaches it through (`u32::MAX`: none;
    /// see `crate::indirect`).
    pub(crate) indirect_stub: Vec<u32>,
    /// Per IR block (by layout index), the symbol of its address when the
    /// module takes it (`u32::MAX`: none).
    pub(crate) block_sym: Vec<u32>,
    /// Whether the function being lowered has exactly one `indirectbr`.
    pub(crate) one_indirectbr: bool,
}

/// Buffers a call's lowering fills and drains, kept to be reused by the
/// next call instead of allocated per call. Each user takes a buffer with
/// `std::mem::take` and puts it back, so a nested user finds an empty one.
#[derive(Default)]
pub(crate) struct CallScratch {
    /// The call's arguments.
    pub args: Vec<kiln_ir::Value>,
    /// Argument registers: (vreg, the physical register it is passed in).
    pub uses: Vec<(kiln_targets::Reg, kiln_targets::PReg)>,
    /// Result registers: (vreg, the physical register it comes in).
    pub defs: Vec<(kiln_targets::Reg, kiln_targets::PReg)>,
    /// Stores of stack arguments.
    pub stores: Vec<Inst>,
    /// The registers of one argument.
    pub regs: Vec<kiln_targets::Reg>,
    /// The leaves of one argument's or result's type.
    pub leaves: Vec<(Leaf, u64)>,
}

/// Takes a scratch buffer out of the context, empty (its capacity kept);
/// put it back when done.
pub(crate) fn take_empty<T>(buf: &mut Vec<T>) -> Vec<T> {
    let mut b = std::mem::take(buf);
    b.clear();
    b
}

impl IselCtx {
    /// Makes the module-wide tables (layouts, code model, pointer widths)
    /// those of `module`, recomputing them when the module changed.
    pub fn prepare(&mut self, module: &kiln_ir::Module) {
        let key = [
            std::ptr::from_ref(module) as usize,
            module.types.len(),
            module.consts.len(),
            module.globals.len(),
            module.functions.len(),
        ];
        if self.layout_key == key {
            return;
        }
        self.layout_key = key;
        self.layout.clear();
        self.value_type_ok.clear();
        self.signature_ok.clear();
        self.fn_attrs_ok.clear();
        self.const_ok.clear();
        self.code_model = self
            .code_model_override
            .unwrap_or_else(|| crate::code_model::module_code_model(module));
        self.large_data_threshold = crate::code_model::large_data_threshold(module);
        self.narrow_pointers = crate::addrspace::has_narrow_pointers(module);
        self.narrow_memo.clear();
        self.block_addrs = crate::BlockAddrs::new(module);
    }

    /// The address-taken blocks of the function [`crate::lower_function`]
    /// lowered last: each one's symbol and the machine block whose code
    /// offset is its address.
    pub fn address_blocks(&self) -> &[(kiln_targets::SymbolId, MBlock)] {
        &self.addr_blocks
    }

    /// An empty context.
    pub fn new() -> Self {
        Self::default()
    }

    pub(crate) fn reset(&mut self, nvalues: usize, ninsts: usize, nblocks: usize) {
        fn fill<T: Clone>(v: &mut Vec<T>, n: usize, x: T) {
            v.clear();
            v.resize(n, x);
        }
        fill(&mut self.uses, nvalues, 0);
        fill(&mut self.vstart, nvalues, u32::MAX);
        fill(&mut self.vlen, nvalues, 0);
        fill(&mut self.slot_of, nvalues, 0);
        fill(&mut self.inst_block, ninsts, 0);
        fill(&mut self.color, ninsts, 0);
        fill(&mut self.sunk, ninsts, false);
        fill(&mut self.inline_gep, ninsts, false);
        fill(&mut self.branch_icmp, ninsts, false);
        fill(&mut self.block_index, nblocks, 0);
        fill(&mut self.npreds, nblocks, 0);
        fill(&mut self.depth, nblocks + 1, 0);
        self.parts.clear();
        self.x87_slot = None;
        self.cur.clear();
        self.rev.clear();
        self.edges.clear();
        self.edge_vregs.clear();
    }
}
