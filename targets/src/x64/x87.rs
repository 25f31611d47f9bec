//! x87 operations on `x86_fp80` values, for [`super::Inst::X87`].
//!
//! Instruction selection keeps an `x86_fp80` value in a pair of GPRs (the
//! 64-bit significand, then the 16-bit sign and exponent) and runs every x87
//! operation through one 48-byte frame scratch slot laid out as
//! [`X87_A`] (first operand), [`X87_B`] (second operand), [`X87_R`]
//! (result) and [`X87_CW`] (two 16-bit control words). Isel stores the
//! operands with ordinary stores, emits one `X87` instruction and loads the
//! result back; the x87 register stack is empty before and after each
//! operation, except that [`X87Op::PopSt0`] takes the `st(0)` a call left
//! and [`X87Op::PushSt0`] leaves the `st(0)` a return hands back.

/// Byte offset of the first operand in the scratch slot.
pub const X87_A: i32 = 0;
/// Byte offset of the second operand.
pub const X87_B: i32 = 16;
/// Byte offset of the result.
pub const X87_R: i32 = 32;
/// Byte offset of the saved control word (the rounding-mode control word
/// follows at `X87_CW + 2`).
pub const X87_CW: i32 = 44;
/// Size of the scratch slot (16-byte aligned).
pub const X87_SCRATCH_SIZE: u32 = 48;

/// One x87 operation over the scratch slot (`A`, `B`, `R` as above).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum X87Op {
    /// `R = A + B` (80-bit).
    Add,
    /// `R = A - B`.
    Sub,
    /// `R = A * B`.
    Mul,
    /// `R = A / B`.
    Div,
    /// `R = sqrt(A)`.
    Sqrt,
    /// Sets ZF, PF and CF from comparing `A` with `B` exactly as
    /// `ucomisd A, B` would (`fucomip`); writes nothing.
    Cmp,
    /// `R` (80-bit) = the `float` at `A`.
    FromF32,
    /// `R` (80-bit) = the `double` at `A`.
    FromF64,
    /// `R` (`float`) = `A` rounded.
    ToF32,
    /// `R` (`double`) = `A` rounded.
    ToF64,
    /// `R` (80-bit) = the signed 64-bit integer at `A`.
    FromI64,
    /// `R` (80-bit) = the 64-bit integer at `A` plus the `float` at `B`
    /// (isel puts 2^64 there when the integer's top bit is set: unsigned).
    FromU64,
    /// `R` (64-bit integer) = `A` truncated toward zero (`fistp` under a
    /// temporarily changed rounding mode; clobbers `r11`).
    ToI64,
    /// `fstp tbyte [R]`: stores and pops the `st(0)` a call returned.
    PopSt0,
    /// `fld tbyte [A]`: pushes the value a `ret` returns in `st(0)`.
    PushSt0,
}

impl X87Op {
    /// Every operation (for tests).
    pub const ALL: [X87Op; 15] = [
        X87Op::Add,
        X87Op::Sub,
        X87Op::Mul,
        X87Op::Div,
        X87Op::Sqrt,
        X87Op::Cmp,
        X87Op::FromF32,
        X87Op::FromF64,
        X87Op::ToF32,
        X87Op::ToF64,
        X87Op::FromI64,
        X87Op::FromU64,
        X87Op::ToI64,
        X87Op::PopSt0,
        X87Op::PushSt0,
    ];
}
