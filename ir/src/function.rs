//! Function bodies: blocks, instructions, SSA values and the side tables for
//! rare, large instruction payloads.
//!
//! Instructions of a block are contiguous in [`Function::insts`] (the parser
//! and the bitcode reader create them in order), so a block is a range.

use crate::attributes::AttrList;
use crate::constants::Const;
use crate::instructions::{FastMath, InstData, TailKind};
use crate::metadata::MdRef;
use crate::symbols::Sym;
use crate::types::Type;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityList, ListPool, PrimaryMap, SecondaryMap, entity_impl};

/// A basic block of a function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "bb");

/// An instruction of a function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Inst(u32);
entity_impl!(Inst, "inst");

/// An SSA value used inside a function: a parameter, an instruction result,
/// a constant, or a metadata operand.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "v");

/// An index into one of a function's side tables (switches, landing pads,
/// catch switches).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SideId(u32);
entity_impl!(SideId, "side");

/// An index into [`Function::calls`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CallId(u32);
entity_impl!(CallId, "call");

/// A pooled list of values ([`Function::value_pool`]).
pub type ValueList = EntityList<Value>;
/// A pooled list of blocks ([`Function::block_pool`]).
pub type BlockList = EntityList<Block>;

/// A list of `u32` indices (for `extractvalue`/`insertvalue`), stored in
/// [`Function::index_pool`] as `[len, i0, i1, ...]` starting at this offset.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct IndexList(pub u32);

/// Where a [`Value`] comes from.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    /// The N-th parameter.
    Param(u32),
    /// The result of an instruction.
    Inst(Inst),
    /// A module constant (including global addresses).
    Const(Const),
    /// A metadata operand of a call (`metadata ...`), index into
    /// [`Function::md_operands`].
    Metadata(u32),
    /// An inline-asm callee, index into [`Function::inline_asms`].
    InlineAsm(u32),
}

/// A value's type and definition.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ValueData {
    /// Type of the value.
    pub ty: Type,
    /// Definition.
    pub def: ValueDef,
}

/// A basic block: name and instruction range.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct BlockData {
    /// `%name`, or `None` for numbered blocks.
    pub name: PackedOption<Sym>,
    /// First instruction.
    pub first: u32,
    /// One past the last instruction.
    pub end: u32,
}

/// What kind of call a [`CallData`] is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CallKind {
    /// `call`
    Call,
    /// `invoke ... to label %normal unwind label %unwind`
    Invoke {
        /// Normal continuation.
        normal: Block,
        /// Landing pad block.
        unwind: Block,
    },
    /// `callbr ... to label %fallthrough [label %indirect, ...]`
    CallBr {
        /// Fallthrough destination.
        fallthrough: Block,
        /// Indirect destinations.
        indirect: Box<[Block]>,
    },
}

/// An operand bundle: `"tag"(T v, ...)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Bundle {
    /// The tag (`"deopt"`, `"funclet"`, ...).
    pub tag: Sym,
    /// The operands.
    pub args: Box<[Value]>,
}

/// A call, invoke or callbr.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CallData {
    /// call / invoke / callbr with its destinations.
    pub kind: CallKind,
    /// tail / musttail / notail.
    pub tail: TailKind,
    /// Fast-math flags.
    pub fmf: FastMath,
    /// Calling convention (see [`crate::module::CallConv`]).
    pub cc: crate::module::CallConv,
    /// The callee's function type.
    pub fn_ty: Type,
    /// The callee (a function, any pointer value, or inline asm).
    pub callee: Value,
    /// Arguments (values in [`Function::value_pool`]).
    pub args: ValueList,
    /// Return, parameter and function attributes of the call site.
    pub attrs: AttrList,
    /// Address space written as `addrspace(N)` on the call, if any.
    pub addrspace: Option<u32>,
    /// Operand bundles.
    pub bundles: Box<[Bundle]>,
}

/// A `switch`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SwitchData {
    /// The switched-on integer.
    pub cond: Value,
    /// Default destination.
    pub default: Block,
    /// `(case value, destination)` pairs.
    pub cases: Box<[(Const, Block)]>,
}

/// A clause of a `landingpad`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Clause {
    /// `catch T v`
    Catch(Value),
    /// `filter T v`
    Filter(Value),
}

/// A `landingpad`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LandingPadData {
    /// Whether `cleanup` is written.
    pub cleanup: bool,
    /// Clauses.
    pub clauses: Box<[Clause]>,
}

/// A `catchswitch`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CatchSwitchData {
    /// Parent pad (`none` constant value for top level).
    pub parent: Value,
    /// Handler blocks.
    pub handlers: Box<[Block]>,
    /// Unwind destination; none = to caller.
    pub unwind: Option<Block>,
}

/// An inline assembly callee: `asm [sideeffect] [alignstack] [inteldialect]
/// [unwind] "template", "constraints"`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InlineAsm {
    /// The assembly template (unescaped bytes).
    pub template: Box<[u8]>,
    /// The constraint string.
    pub constraints: Box<[u8]>,
    /// `sideeffect`
    pub side_effect: bool,
    /// `alignstack`
    pub align_stack: bool,
    /// `inteldialect`
    pub intel_dialect: bool,
    /// `unwind`
    pub can_unwind: bool,
}

/// A metadata operand inside a function: an argument `metadata ...` of a call
/// or an operand of a debug record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MdOperand {
    /// A module-level metadata reference (`!5`, `!"str"`, `!{}`, `!DIExpression()`).
    Md(MdRef),
    /// A value wrapped as metadata (`metadata i32 %x`, or the location of a
    /// debug record).
    Value(Value),
    /// `!DIArgList(T v, ...)`
    ArgList(Box<[Value]>),
}

/// Kind of a debug record (`#dbg_value`, ...).
#[repr(u32)]
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DbgRecordKind {
    /// `#dbg_value(loc, var, expr, dbgloc)`
    Value,
    /// `#dbg_declare(loc, var, expr, dbgloc)`
    Declare,
    /// `#dbg_assign(loc, var, expr, id, addr, addrexpr, dbgloc)`
    Assign,
    /// `#dbg_label(label, dbgloc)`
    Label,
}

/// A debug record attached before an instruction (LLVM 19's replacement for
/// `llvm.dbg.*` calls).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DbgRecord {
    /// The instruction the record precedes.
    pub before: Inst,
    /// Which record.
    pub kind: DbgRecordKind,
    /// The operands in written order.
    pub operands: Box<[MdOperand]>,
}

/// A metadata attachment `!kind !node` on an instruction.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct MdAttachment {
    /// The instruction.
    pub inst: Inst,
    /// The kind name without `!` (`tbaa`, `range`, `llvm.loop`, ...).
    pub kind: Sym,
    /// The node.
    pub node: MdRef,
}

/// A function body.
#[derive(Clone, Debug, Default)]
pub struct Function {
    /// Blocks in layout order (the first is the entry block).
    pub layout: Vec<Block>,
    /// Block data.
    pub blocks: PrimaryMap<Block, BlockData>,
    /// Instructions; each block's are contiguous.
    pub insts: PrimaryMap<Inst, InstData>,
    /// Values.
    pub values: PrimaryMap<Value, ValueData>,
    /// Names of named values (`%x`); unnamed values are numbered by the printer.
    pub value_names: SecondaryMap<Value, PackedOption<Sym>>,
    /// The parameters, in order.
    pub params: Vec<Value>,
    /// The result value of each instruction (none for void results).
    pub inst_results: SecondaryMap<Inst, PackedOption<Value>>,
    /// Pool for [`ValueList`]s.
    pub value_pool: ListPool<Value>,
    /// Pool for [`BlockList`]s.
    pub block_pool: ListPool<Block>,
    /// Storage for [`IndexList`]s.
    pub index_pool: Vec<u32>,
    /// Calls, invokes and callbrs.
    pub calls: PrimaryMap<CallId, CallData>,
    /// Switches.
    pub switches: PrimaryMap<SideId, SwitchData>,
    /// Landing pads.
    pub landing_pads: PrimaryMap<SideId, LandingPadData>,
    /// Catch switches.
    pub catch_switches: PrimaryMap<SideId, CatchSwitchData>,
    /// Inline-asm callees.
    pub inline_asms: Vec<InlineAsm>,
    /// Metadata operands of calls.
    pub md_operands: Vec<MdOperand>,
    /// `!dbg` location of each instruction.
    pub debug_locs: SecondaryMap<Inst, PackedOption<crate::metadata::MdNode>>,
    /// Other metadata attachments, ordered by instruction.
    pub attachments: Vec<MdAttachment>,
    /// Debug records, ordered by the instruction they precede.
    pub dbg_records: Vec<DbgRecord>,
    /// Byte offset in the source text of each instruction (0 if unknown);
    /// used for diagnostics.
    pub inst_offsets: SecondaryMap<Inst, u32>,
    /// Byte offset of each block's label (or first instruction).
    pub block_offsets: SecondaryMap<Block, u32>,
}

impl Function {
    /// The instructions of `block`, in order.
    #[inline]
    pub fn block_insts(
        &self,
        block: Block,
    ) -> impl DoubleEndedIterator<Item = Inst> + ExactSizeIterator {
        let b = &self.blocks[block];
        (b.first..b.end).map(Inst::from_u32)
    }

    /// The last instruction of `block` (its terminator when well formed).
    pub fn terminator(&self, block: Block) -> Option<Inst> {
        let b = &self.blocks[block];
        (b.end > b.first).then(|| Inst::from_u32(b.end - 1))
    }

    /// The result value of `inst`, if it has one.
    #[inline]
    pub fn inst_result(&self, inst: Inst) -> Option<Value> {
        self.inst_results[inst].expand()
    }

    /// The type of `v`.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }

    /// The values of a pooled list.
    #[inline]
    pub fn values_of(&self, list: ValueList) -> &[Value] {
        list.as_slice(&self.value_pool)
    }

    /// The blocks of a pooled list.
    #[inline]
    pub fn blocks_of(&self, list: BlockList) -> &[Block] {
        list.as_slice(&self.block_pool)
    }

    /// The indices of an [`IndexList`].
    pub fn indices(&self, list: IndexList) -> &[u32] {
        let start = list.0 as usize;
        let len = self.index_pool[start] as usize;
        &self.index_pool[start + 1..start + 1 + len]
    }

    /// Stores `indices` and returns their handle.
    pub fn push_indices(&mut self, indices: &[u32]) -> IndexList {
        let h = IndexList(self.index_pool.len() as u32);
        self.index_pool.push(indices.len() as u32);
        self.index_pool.extend_from_slice(indices);
        h
    }

    /// The constant behind `v`, if `v` is one.
    #[inline]
    pub fn as_const(&self, v: Value) -> Option<Const> {
        match self.values[v].def {
            ValueDef::Const(c) => Some(c),
            _ => None,
        }
    }

    /// The successors of the block ending in terminator `inst`, in operand
    /// order (may repeat a block).
    pub fn successors(&self, inst: Inst, out: &mut Vec<Block>) {
        out.clear();
        match &self.insts[inst] {
            InstData::Br { dest } => out.push(*dest),
            InstData::CondBr { dests, .. } => out.extend_from_slice(dests),
            InstData::Switch { data } => {
                let s = &self.switches[*data];
                out.push(s.default);
                out.extend(s.cases.iter().map(|c| c.1));
            }
            InstData::IndirectBr { dests, .. } => out.extend_from_slice(self.blocks_of(*dests)),
            InstData::Invoke { call } | InstData::CallBr { call } => {
                match &self.calls[*call].kind {
                    CallKind::Invoke { normal, unwind } => {
                        out.extend_from_slice(&[*normal, *unwind])
                    }
                    CallKind::CallBr {
                        fallthrough,
                        indirect,
                    } => {
                        out.push(*fallthrough);
                        out.extend_from_slice(indirect);
                    }
                    CallKind::Call => {}
                }
            }
            InstData::CatchSwitch { data } => {
                let cs = &self.catch_switches[*data];
                out.extend_from_slice(&cs.handlers);
                out.extend(cs.unwind);
            }
            InstData::CatchRet { dest, .. } => out.push(*dest),
            InstData::CleanupRet { unwind, .. } => out.extend(unwind.expand()),
            _ => {}
        }
    }

    /// Calls `f` for every value operand of `inst` (not blocks, not constants
    /// inside constants), in operand order.
    pub fn for_each_operand(&self, inst: Inst, mut f: impl FnMut(Value)) {
        match &self.insts[inst] {
            InstData::Ret { arg } => arg.expand().into_iter().for_each(&mut f),
            InstData::CondBr { cond, .. } => f(*cond),
            InstData::Switch { data } => f(self.switches[*data].cond),
            InstData::IndirectBr { addr, .. } => f(*addr),
            InstData::Invoke { call } | InstData::CallBr { call } | InstData::Call { call } => {
                let c = &self.calls[*call];
                f(c.callee);
                self.values_of(c.args).iter().copied().for_each(&mut f);
                for b in c.bundles.iter() {
                    b.args.iter().copied().for_each(&mut f);
                }
            }
            InstData::Resume { arg } | InstData::FNeg { arg, .. } | InstData::Freeze { arg } => {
                f(*arg)
            }
            InstData::Cast { arg, .. } | InstData::VaArg { arg } => f(*arg),
            InstData::CatchSwitch { data } => f(self.catch_switches[*data].parent),
            InstData::CatchRet { pad, .. } | InstData::CleanupRet { pad, .. } => f(*pad),
            InstData::Br { .. } | InstData::Unreachable | InstData::Fence { .. } => {}
            InstData::Binary { args, .. }
            | InstData::ICmp { args, .. }
            | InstData::FCmp { args, .. }
            | InstData::Store { args, .. }
            | InstData::AtomicRmw { args, .. }
            | InstData::ExtractElement { args }
            | InstData::ShuffleVector { args, .. }
            | InstData::InsertValue { args, .. } => args.iter().copied().for_each(&mut f),
            InstData::Select { args, .. } | InstData::InsertElement { args } => {
                args.iter().copied().for_each(&mut f)
            }
            InstData::Phi { args, .. }
            | InstData::CmpXchg { args, .. }
            | InstData::Gep { args, .. }
            | InstData::CatchPad { args }
            | InstData::CleanupPad { args } => {
                self.values_of(*args).iter().copied().for_each(&mut f)
            }
            InstData::Alloca { count, .. } => count.expand().into_iter().for_each(&mut f),
            InstData::Load { ptr, .. } => f(*ptr),
            InstData::ExtractValue { agg, .. } => f(*agg),
            InstData::LandingPad { data } => {
                for c in self.landing_pads[*data].clauses.iter() {
                    match c {
                        Clause::Catch(v) | Clause::Filter(v) => f(*v),
                    }
                }
            }
        }
    }
}
