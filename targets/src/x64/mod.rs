//! x86-64: registers, operand types, the machine instruction [`Inst`] and
//! the System V calling convention's register assignment.

pub mod abi;
pub mod args;
pub mod cfi;
pub mod inst;
pub mod regs;
pub mod sse_ext;
pub mod tls;
pub mod x87;

pub use crate::obj::SymbolId;
pub use args::*;
pub use inst::{CallInfo, FixedRegs, Inst, PoolConst, Side, SymImm64};
pub use sse_ext::{
    BmiOp, FenceOp, Fma3Op, MemCtlOp, PextrOp, PinsrOp, SseXOp, VMaskOp, XmmFlagsOp, XmmToGprOp,
};
pub use tls::TlsModel;
pub use x87::X87Op;
