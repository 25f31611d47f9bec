//! The generated program: functions of structured statements over typed
//! SSA values, printed as `.ll` text (`print.rs`) and evaluated by the
//! reference evaluator (`eval.rs`).

use super::wide::Wide;

/// A first-class type of the generated subset.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum Ty {
    /// An integer of this many bits (1 to 256).
    Int(u32),
    /// `float`.
    F32,
    /// `double`.
    F64,
    /// A vector of integers: lanes, lane width.
    Vec(u32, u32),
}

impl Ty {
    /// The integer width, for integer types.
    pub fn width(self) -> u32 {
        match self {
            Ty::Int(w) => w,
            _ => panic!("generator bug: {self:?} is not an integer"),
        }
    }

    /// Whether this is `float` or `double`.
    pub fn is_float(self) -> bool {
        matches!(self, Ty::F32 | Ty::F64)
    }

    /// Size in bits of the value (not of its memory).
    pub fn bits(self) -> u32 {
        match self {
            Ty::Int(w) => w,
            Ty::F32 => 32,
            Ty::F64 => 64,
            Ty::Vec(n, w) => n * w,
        }
    }
}

/// A value's number (`%vN`).
pub type Id = u32;

/// An operand.
#[derive(Clone, Debug)]
pub enum Op {
    /// A value defined earlier.
    Val(Id),
    /// An integer constant of this width.
    Int(u32, Wide),
    /// A `float` constant (bits).
    F32(u32),
    /// A `double` constant (bits).
    F64(u64),
    /// `zeroinitializer` of a vector type.
    ZeroVec,
    /// A vector with every lane this constant of the lane width.
    Splat(u32, Wide),
}

/// Integer binary operators (on scalars and lane-wise on vectors).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum IntBin {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
    /// Shift amount below the width (made so by the generator).
    Shl,
    /// As `Shl`.
    LShr,
    /// As `Shl`.
    AShr,
    /// Divisor non-zero.
    UDiv,
    /// Divisor non-zero.
    URem,
    /// Divisor non-zero and not -1.
    SDiv,
    /// Divisor non-zero and not -1.
    SRem,
}

/// Integer comparison predicates.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum IPred {
    Eq,
    Ne,
    Ult,
    Ule,
    Ugt,
    Uge,
    Slt,
    Sle,
    Sgt,
    Sge,
}

/// Floating-point binary operators.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FBin {
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
}

/// Floating-point comparison predicates (`fcmp`), by LLVM name.
pub const FPREDS: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// Casts.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Cast {
    Trunc,
    ZExt,
    SExt,
    /// Integer to floating point, signed.
    SIToFP,
    /// Integer to floating point, unsigned.
    UIToFP,
    FPExt,
    FPTrunc,
    /// Same size, no float source (floats go through [`Expr::FloatBits`]).
    Bitcast,
}

/// Intrinsics on integers of one type: name (`llvm.NAME.iN`), operands.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum IntIntr {
    Ctpop,
    Ctlz,
    Cttz,
    Bswap,
    Bitreverse,
    Abs,
    UMin,
    UMax,
    SMin,
    SMax,
    Fshl,
    Fshr,
    UAddSat,
    SAddSat,
    USubSat,
    SSubSat,
}

/// `llvm.*.with.overflow` operations.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Ovf {
    SAdd,
    UAdd,
    SSub,
    USub,
    SMul,
    UMul,
}

/// Intrinsics on floating-point values of one type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FIntr {
    Fabs,
    Sqrt,
    Floor,
    Ceil,
    Trunc,
    Copysign,
    Minimum,
    Maximum,
    Fma,
}

/// The right-hand side of a value definition.
#[derive(Clone, Debug)]
pub enum Expr {
    /// Integer (or integer-vector) arithmetic.
    Bin(IntBin, Ty, Op, Op),
    /// `icmp` on scalar integers → `i1`.
    ICmp(IPred, Ty, Op, Op),
    /// `icmp` on integer vectors, sign-extended back to the vector type.
    VCmpSext(IPred, Ty, Op, Op),
    /// `select i1`.
    Select(Op, Ty, Op, Op),
    /// A cast from the first type to the second.
    Cast(Cast, Ty, Op, Ty),
    /// Floating-point arithmetic.
    FBin(FBin, Ty, Op, Op),
    /// `fneg`.
    FNeg(Ty, Op),
    /// `fcmp` (index into [`FPREDS`]) → `i1`.
    FCmp(usize, Ty, Op, Op),
    /// The bits of a float as the same-width integer, NaNs made the one
    /// quiet NaN first (`fcmp uno` + `select` + `bitcast`).
    FloatBits(Ty, Op),
    /// An integer intrinsic.
    IntIntr(IntIntr, Ty, Vec<Op>),
    /// Result (`false`) or overflow bit (`true`) of an overflow intrinsic.
    Overflow(Ovf, Ty, Op, Op, bool),
    /// A floating-point intrinsic.
    FIntr(FIntr, Ty, Vec<Op>),
    /// `llvm.vector.reduce.{add,xor,umax}` of an integer vector.
    Reduce(&'static str, Ty, Op),
    /// `extractelement` at a constant lane.
    Extract(Ty, Op, u32),
    /// `insertelement` at a constant lane.
    Insert(Ty, Op, Op, u32),
    /// A call of a generated function with these arguments.
    Call(usize, Vec<Op>),
    /// A load from a local array slot at an index below its length.
    Load(usize, Op),
}

/// A statement.
#[derive(Clone, Debug)]
pub enum Stmt {
    /// `%vN = expr` (of type `Ty`).
    Let(Id, Ty, Expr),
    /// A store to a local array slot at an index below its length.
    Store(usize, Op, Op),
    /// A two-way branch joined by phis (value, type, from then, from else).
    If {
        cond: Op,
        then: Vec<Stmt>,
        els: Vec<Stmt>,
        phis: Vec<(Id, Ty, Op, Op)>,
    },
    /// A counted loop of `trips` (≥ 1) iterations: `counter` (i32) runs
    /// from 0; each carried value is a phi (id, type, initial value) given
    /// the corresponding `next` operand at the end of each iteration; after
    /// the loop, each `out` is the last iteration's `next`.
    Loop {
        trips: u32,
        counter: Id,
        carried: Vec<(Id, Ty, Op)>,
        body: Vec<Stmt>,
        next: Vec<Op>,
        outs: Vec<Id>,
    },
    /// A `switch` on an integer: distinct case values with their bodies,
    /// a default body, and phis (value, type, operand from the default then
    /// from each case).
    Switch {
        ty: Ty,
        sel: Op,
        cases: Vec<(Wide, Vec<Stmt>)>,
        default: Vec<Stmt>,
        phis: Vec<(Id, Ty, Vec<Op>)>,
    },
}

/// A generated function: returns an `i64` hash of what it computed.
#[derive(Clone, Debug)]
pub struct Func {
    /// Parameters (value, type).
    pub params: Vec<(Id, Ty)>,
    /// Local arrays: element type, length (a power of two).
    pub slots: Vec<(Ty, u32)>,
    /// The body.
    pub body: Vec<Stmt>,
    /// The `i64` returned.
    pub ret: Op,
}

/// A generated program: functions (each calls only earlier ones) and the
/// calls `main` makes, whose `i64` results it folds into its exit value.
#[derive(Clone, Debug)]
pub struct Program {
    /// The functions, `@f0` ...
    pub funcs: Vec<Func>,
    /// `main`'s calls: function and constant arguments.
    pub main_calls: Vec<(usize, Vec<Op>)>,
}

/// The multiplier of `main`'s fold (FNV-1a's 64-bit prime).
pub const FOLD_PRIME: u64 = 0x100_0000_01b3;
