//! Instructions: opcodes, flags, and the compact per-instruction record
//! [`InstData`]. Rare or large payloads (calls, switches, landing pads, ...)
//! live in side tables of the [`crate::Function`], referenced by index.

use crate::constants::Const;
use crate::function::{Block, BlockList, CallId, IndexList, SideId, Value, ValueList};
use crate::types::Type;
use cranelift_entity::packed_option::PackedOption;

/// Instruction and constant-expression flags, one bit each. Which bits are
/// meaningful depends on the opcode (the printer prints only those).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct InstFlags(pub u16);

impl InstFlags {
    /// `nuw` (integer arithmetic, `trunc`, `getelementptr`).
    pub const NUW: u16 = 1 << 0;
    /// `nsw`
    pub const NSW: u16 = 1 << 1;
    /// `exact` (udiv/sdiv/lshr/ashr)
    pub const EXACT: u16 = 1 << 2;
    /// `disjoint` (or)
    pub const DISJOINT: u16 = 1 << 3;
    /// `nneg` (zext, uitofp)
    pub const NNEG: u16 = 1 << 4;
    /// `samesign` (icmp)
    pub const SAMESIGN: u16 = 1 << 5;
    /// `inbounds` (getelementptr)
    pub const INBOUNDS: u16 = 1 << 6;
    /// `nusw` (getelementptr)
    pub const NUSW: u16 = 1 << 7;
    /// `volatile` (load, store, cmpxchg, atomicrmw)
    pub const VOLATILE: u16 = 1 << 8;
    /// `weak` (cmpxchg)
    pub const WEAK: u16 = 1 << 9;
    /// `inalloca` (alloca); fast-math flags are separate ([`FastMath`]).
    pub const INALLOCA: u16 = 1 << 10;
    /// `swifterror` (alloca)
    pub const SWIFTERROR: u16 = 1 << 11;

    /// Whether `bit` is set.
    #[inline]
    pub fn has(self, bit: u16) -> bool {
        self.0 & bit != 0
    }
}

/// Fast-math flags (`nnan ninf nsz arcp contract afn reassoc`; `fast` is all).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct FastMath(pub u8);

impl FastMath {
    /// `nnan`
    pub const NNAN: u8 = 1 << 0;
    /// `ninf`
    pub const NINF: u8 = 1 << 1;
    /// `nsz`
    pub const NSZ: u8 = 1 << 2;
    /// `arcp`
    pub const ARCP: u8 = 1 << 3;
    /// `contract`
    pub const CONTRACT: u8 = 1 << 4;
    /// `afn`
    pub const AFN: u8 = 1 << 5;
    /// `reassoc`
    pub const REASSOC: u8 = 1 << 6;
    /// `fast` = every flag.
    pub const FAST: u8 = 0x7f;
}

/// An alignment as log2 of bytes; [`Align::NONE`] when not given.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Align(pub u8);

impl Align {
    /// No alignment written.
    pub const NONE: Align = Align(0xff);

    /// From a byte count that must be a power of two.
    pub fn from_bytes(bytes: u64) -> Option<Align> {
        bytes
            .is_power_of_two()
            .then(|| Align(bytes.trailing_zeros() as u8))
    }

    /// The alignment in bytes, if written.
    pub fn bytes(self) -> Option<u64> {
        (self != Align::NONE).then(|| 1u64 << self.0)
    }
}

/// Atomic memory orderings.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Ordering {
    /// Not atomic.
    NotAtomic,
    /// `unordered`
    Unordered,
    /// `monotonic`
    Monotonic,
    /// `acquire`
    Acquire,
    /// `release`
    Release,
    /// `acq_rel`
    AcqRel,
    /// `seq_cst`
    SeqCst,
}

/// A synchronisation scope: 0 is the system scope, 1 `singlethread`, larger
/// values index the module's `syncscope("...")` names
/// ([`crate::Module::sync_scopes`]) at `n - 2`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct SyncScope(pub u8);

impl SyncScope {
    /// The default (whole system).
    pub const SYSTEM: SyncScope = SyncScope(0);
    /// `syncscope("singlethread")`
    pub const SINGLE_THREAD: SyncScope = SyncScope(1);
}

macro_rules! name_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $v:ident = $s:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum $name { $($(#[$vm])* $v),* }
        impl $name {
            /// Every variant.
            pub const ALL: &'static [$name] = &[$($name::$v),*];
            /// The keyword as written in `.ll`.
            pub fn name(self) -> &'static str { match self { $($name::$v => $s),* } }
            /// The variant for a `.ll` keyword.
            pub fn from_name(s: &[u8]) -> Option<$name> {
                match s { $(x if x == $s.as_bytes() => Some($name::$v),)* _ => None }
            }
        }
    };
}

name_enum!(
    /// Two-operand arithmetic and logic operators.
    BinaryOp {
        /// add
        Add = "add", /// sub
        Sub = "sub", /// mul
        Mul = "mul", /// udiv
        UDiv = "udiv", /// sdiv
        SDiv = "sdiv", /// urem
        URem = "urem", /// srem
        SRem = "srem", /// shl
        Shl = "shl", /// lshr
        LShr = "lshr", /// ashr
        AShr = "ashr", /// and
        And = "and", /// or
        Or = "or", /// xor
        Xor = "xor", /// fadd
        FAdd = "fadd", /// fsub
        FSub = "fsub", /// fmul
        FMul = "fmul", /// fdiv
        FDiv = "fdiv", /// frem
        FRem = "frem",
    }
);

impl BinaryOp {
    /// Whether the operator works on floating point.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinaryOp::FAdd | BinaryOp::FSub | BinaryOp::FMul | BinaryOp::FDiv | BinaryOp::FRem
        )
    }
}

name_enum!(
    /// Conversion operators.
    CastOp {
        /// trunc
        Trunc = "trunc", /// zext
        ZExt = "zext", /// sext
        SExt = "sext", /// fptrunc
        FpTrunc = "fptrunc", /// fpext
        FpExt = "fpext", /// fptoui
        FpToUi = "fptoui", /// fptosi
        FpToSi = "fptosi", /// uitofp
        UiToFp = "uitofp", /// sitofp
        SiToFp = "sitofp", /// ptrtoint
        PtrToInt = "ptrtoint", /// inttoptr
        IntToPtr = "inttoptr", /// bitcast
        Bitcast = "bitcast", /// addrspacecast
        AddrSpaceCast = "addrspacecast",
    }
);

name_enum!(
    /// `icmp` predicates.
    IntPredicate {
        /// eq
        Eq = "eq", /// ne
        Ne = "ne", /// ugt
        Ugt = "ugt", /// uge
        Uge = "uge", /// ult
        Ult = "ult", /// ule
        Ule = "ule", /// sgt
        Sgt = "sgt", /// sge
        Sge = "sge", /// slt
        Slt = "slt", /// sle
        Sle = "sle",
    }
);

name_enum!(
    /// `fcmp` predicates.
    FloatPredicate {
        /// false
        False = "false", /// oeq
        Oeq = "oeq", /// ogt
        Ogt = "ogt", /// oge
        Oge = "oge", /// olt
        Olt = "olt", /// ole
        Ole = "ole", /// one
        One = "one", /// ord
        Ord = "ord", /// ueq
        Ueq = "ueq", /// ugt
        Ugt = "ugt", /// uge
        Uge = "uge", /// ult
        Ult = "ult", /// ule
        Ule = "ule", /// une
        Une = "une", /// uno
        Uno = "uno", /// true
        True = "true",
    }
);

name_enum!(
    /// `atomicrmw` operations.
    RmwOp {
        /// xchg
        Xchg = "xchg", /// add
        Add = "add", /// sub
        Sub = "sub", /// and
        And = "and", /// nand
        Nand = "nand", /// or
        Or = "or", /// xor
        Xor = "xor", /// max
        Max = "max", /// min
        Min = "min", /// umax
        UMax = "umax", /// umin
        UMin = "umin", /// fadd
        FAdd = "fadd", /// fsub
        FSub = "fsub", /// fmax
        FMax = "fmax", /// fmin
        FMin = "fmin", /// uinc_wrap
        UIncWrap = "uinc_wrap", /// udec_wrap
        UDecWrap = "udec_wrap", /// usub_cond
        USubCond = "usub_cond", /// usub_sat
        USubSat = "usub_sat",
    }
);

name_enum!(
    /// `tail`/`musttail`/`notail` markers of a call.
    TailKind {
        /// no marker
        None = "", /// tail
        Tail = "tail", /// musttail
        MustTail = "musttail", /// notail
        NoTail = "notail",
    }
);

impl Ordering {
    /// The keyword as written in `.ll`.
    pub fn name(self) -> &'static str {
        match self {
            Ordering::NotAtomic => "",
            Ordering::Unordered => "unordered",
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }

    /// The ordering for a `.ll` keyword.
    pub fn from_name(s: &[u8]) -> Option<Ordering> {
        Some(match s {
            b"unordered" => Ordering::Unordered,
            b"monotonic" => Ordering::Monotonic,
            b"acquire" => Ordering::Acquire,
            b"release" => Ordering::Release,
            b"acq_rel" => Ordering::AcqRel,
            b"seq_cst" => Ordering::SeqCst,
            _ => return None,
        })
    }
}

/// One instruction. At most 16 bytes (see the size test); the result value,
/// if any, is in [`crate::Function::inst_result`] and carries the result type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InstData {
    // ---- terminators ----
    /// `ret void` (`arg` none) or `ret T v`.
    Ret {
        /// The returned value.
        arg: PackedOption<Value>,
    },
    /// `br label %dest`
    Br {
        /// Target.
        dest: Block,
    },
    /// `br i1 %c, label %t, label %f`
    CondBr {
        /// Condition.
        cond: Value,
        /// [then, else]
        dests: [Block; 2],
    },
    /// `switch`; cases in [`crate::function::SwitchData`].
    Switch {
        /// Index into [`crate::Function::switches`].
        data: SideId,
    },
    /// `indirectbr ptr %a, [label %b, ...]`
    IndirectBr {
        /// Address.
        addr: Value,
        /// Possible destinations.
        dests: BlockList,
    },
    /// `invoke`; see [`crate::function::CallData`] (kind `Invoke`).
    Invoke {
        /// Index into [`crate::Function::calls`].
        call: CallId,
    },
    /// `callbr`; see [`crate::function::CallData`] (kind `CallBr`).
    CallBr {
        /// Index into [`crate::Function::calls`].
        call: CallId,
    },
    /// `resume T %v`
    Resume {
        /// The exception value.
        arg: Value,
    },
    /// `catchswitch within %p [label ...] unwind ...`
    CatchSwitch {
        /// Index into [`crate::Function::catch_switches`].
        data: SideId,
    },
    /// `catchret from %pad to label %bb`
    CatchRet {
        /// The catchpad.
        pad: Value,
        /// Continuation.
        dest: Block,
    },
    /// `cleanupret from %pad unwind label %bb` / `unwind to caller`
    CleanupRet {
        /// The cleanuppad.
        pad: Value,
        /// Unwind destination; none = to caller.
        unwind: PackedOption<Block>,
    },
    /// `unreachable`
    Unreachable,

    // ---- ordinary instructions ----
    /// `fneg`
    FNeg {
        /// Fast-math flags.
        fmf: FastMath,
        /// Operand.
        arg: Value,
    },
    /// Binary operators.
    Binary {
        /// Operator.
        op: BinaryOp,
        /// nuw/nsw/exact/disjoint.
        flags: InstFlags,
        /// Fast-math flags (float operators).
        fmf: FastMath,
        /// [lhs, rhs]
        args: [Value; 2],
    },
    /// Casts; the destination type is the result's type.
    Cast {
        /// Operator.
        op: CastOp,
        /// nuw/nsw (trunc), nneg (zext, uitofp).
        flags: InstFlags,
        /// Fast-math flags (fptrunc, fpext, ...).
        fmf: FastMath,
        /// Operand.
        arg: Value,
    },
    /// `icmp [samesign] pred T a, b`
    ICmp {
        /// Predicate.
        pred: IntPredicate,
        /// samesign.
        flags: InstFlags,
        /// [lhs, rhs]
        args: [Value; 2],
    },
    /// `fcmp [fmf] pred T a, b`
    FCmp {
        /// Predicate.
        pred: FloatPredicate,
        /// Fast-math flags.
        fmf: FastMath,
        /// [lhs, rhs]
        args: [Value; 2],
    },
    /// `select [fmf] i1 c, T a, T b`
    Select {
        /// Fast-math flags.
        fmf: FastMath,
        /// [cond, true value, false value]
        args: [Value; 3],
    },
    /// `freeze T v`
    Freeze {
        /// Operand.
        arg: Value,
    },
    /// `phi [fmf] T [v, %bb], ...`; `args[i]` flows in from `blocks[i]`.
    Phi {
        /// Fast-math flags.
        fmf: FastMath,
        /// Incoming values.
        args: ValueList,
        /// Incoming blocks.
        blocks: BlockList,
    },
    /// `alloca [inalloca] [swifterror] T[, Ty N][, align A][, addrspace(S)]`;
    /// the address space is the result pointer's.
    Alloca {
        /// inalloca / swifterror.
        flags: InstFlags,
        /// Alignment.
        align: Align,
        /// The allocated type.
        ty: Type,
        /// Element count, if written.
        count: PackedOption<Value>,
    },
    /// `load [atomic] [volatile] T, ptr p [syncscope] [ordering], align A`
    Load {
        /// volatile.
        flags: InstFlags,
        /// Alignment.
        align: Align,
        /// Ordering (NotAtomic for plain loads).
        ordering: Ordering,
        /// Sync scope.
        scope: SyncScope,
        /// Address.
        ptr: Value,
    },
    /// `store [atomic] [volatile] T v, ptr p ...`
    Store {
        /// volatile.
        flags: InstFlags,
        /// Alignment.
        align: Align,
        /// Ordering.
        ordering: Ordering,
        /// Sync scope.
        scope: SyncScope,
        /// [value, address]
        args: [Value; 2],
    },
    /// `fence [syncscope] ordering`
    Fence {
        /// Ordering.
        ordering: Ordering,
        /// Sync scope.
        scope: SyncScope,
    },
    /// `cmpxchg [weak] [volatile] ptr p, T cmp, T new [syncscope] succ fail[, align A]`
    CmpXchg {
        /// weak, volatile.
        flags: InstFlags,
        /// Alignment.
        align: Align,
        /// [success, failure] orderings.
        orderings: [Ordering; 2],
        /// Sync scope.
        scope: SyncScope,
        /// [ptr, cmp, new]
        args: ValueList,
    },
    /// `atomicrmw [volatile] op ptr p, T v [syncscope] ordering[, align A]`
    AtomicRmw {
        /// Operation.
        op: RmwOp,
        /// volatile.
        flags: InstFlags,
        /// Alignment.
        align: Align,
        /// Ordering.
        ordering: Ordering,
        /// Sync scope.
        scope: SyncScope,
        /// [ptr, value]
        args: [Value; 2],
    },
    /// `getelementptr [inbounds|nusw|nuw] T, ptr p, idx...`; `args[0]` is the base.
    Gep {
        /// inbounds / nusw / nuw.
        flags: InstFlags,
        /// Source element type.
        source_ty: Type,
        /// [base, indices...]
        args: ValueList,
    },
    /// `extractelement <n x T> v, Ti idx`
    ExtractElement {
        /// [vector, index]
        args: [Value; 2],
    },
    /// `insertelement <n x T> v, T elt, Ti idx`
    InsertElement {
        /// [vector, element, index]
        args: [Value; 3],
    },
    /// `shufflevector v1, v2, mask`
    ShuffleVector {
        /// [v1, v2]
        args: [Value; 2],
        /// The mask constant (vector of i32, with poison/undef lanes).
        mask: Const,
    },
    /// `extractvalue agg, idx...`
    ExtractValue {
        /// Aggregate.
        agg: Value,
        /// Indices.
        indices: IndexList,
    },
    /// `insertvalue agg, T v, idx...`
    InsertValue {
        /// [aggregate, value]
        args: [Value; 2],
        /// Indices.
        indices: IndexList,
    },
    /// `call`; see [`crate::function::CallData`].
    Call {
        /// Index into [`crate::Function::calls`].
        call: CallId,
    },
    /// `va_arg ptr %ap, T`; the type is the result's.
    VaArg {
        /// The va_list pointer.
        arg: Value,
    },
    /// `landingpad T cleanup? clauses...`
    LandingPad {
        /// Index into [`crate::Function::landing_pads`].
        data: SideId,
    },
    /// `catchpad within %cs [args...]`
    CatchPad {
        /// [catchswitch, args...]
        args: ValueList,
    },
    /// `cleanuppad within %parent [args...]` (parent may be `none`).
    CleanupPad {
        /// [parent, args...]
        args: ValueList,
    },
}

impl InstData {
    /// Whether this instruction ends a basic block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstData::Ret { .. }
                | InstData::Br { .. }
                | InstData::CondBr { .. }
                | InstData::Switch { .. }
                | InstData::IndirectBr { .. }
                | InstData::Invoke { .. }
                | InstData::CallBr { .. }
                | InstData::Resume { .. }
                | InstData::CatchSwitch { .. }
                | InstData::CatchRet { .. }
                | InstData::CleanupRet { .. }
                | InstData::Unreachable
        )
    }

    /// The `.ll` opcode keyword.
    pub fn opcode_name(&self) -> &'static str {
        match self {
            InstData::Ret { .. } => "ret",
            InstData::Br { .. } | InstData::CondBr { .. } => "br",
            InstData::Switch { .. } => "switch",
            InstData::IndirectBr { .. } => "indirectbr",
            InstData::Invoke { .. } => "invoke",
            InstData::CallBr { .. } => "callbr",
            InstData::Resume { .. } => "resume",
            InstData::CatchSwitch { .. } => "catchswitch",
            InstData::CatchRet { .. } => "catchret",
            InstData::CleanupRet { .. } => "cleanupret",
            InstData::Unreachable => "unreachable",
            InstData::FNeg { .. } => "fneg",
            InstData::Binary { op, .. } => op.name(),
            InstData::Cast { op, .. } => op.name(),
            InstData::ICmp { .. } => "icmp",
            InstData::FCmp { .. } => "fcmp",
            InstData::Select { .. } => "select",
            InstData::Freeze { .. } => "freeze",
            InstData::Phi { .. } => "phi",
            InstData::Alloca { .. } => "alloca",
            InstData::Load { .. } => "load",
            InstData::Store { .. } => "store",
            InstData::Fence { .. } => "fence",
            InstData::CmpXchg { .. } => "cmpxchg",
            InstData::AtomicRmw { .. } => "atomicrmw",
            InstData::Gep { .. } => "getelementptr",
            InstData::ExtractElement { .. } => "extractelement",
            InstData::InsertElement { .. } => "insertelement",
            InstData::ShuffleVector { .. } => "shufflevector",
            InstData::ExtractValue { .. } => "extractvalue",
            InstData::InsertValue { .. } => "insertvalue",
            InstData::Call { .. } => "call",
            InstData::VaArg { .. } => "va_arg",
            InstData::LandingPad { .. } => "landingpad",
            InstData::CatchPad { .. } => "catchpad",
            InstData::CleanupPad { .. } => "cleanuppad",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inst_data_is_16_bytes() {
        assert_eq!(std::mem::size_of::<InstData>(), 16);
    }

    #[test]
    fn keyword_tables_round_trip() {
        for op in BinaryOp::ALL {
            assert_eq!(BinaryOp::from_name(op.name().as_bytes()), Some(*op));
        }
        for op in CastOp::ALL {
            assert_eq!(CastOp::from_name(op.name().as_bytes()), Some(*op));
        }
        for p in FloatPredicate::ALL {
            assert_eq!(FloatPredicate::from_name(p.name().as_bytes()), Some(*p));
        }
    }
}
