//! Instruction selection: lowers an `ir::Function` to the x86-64
//! `MachFunc<x64::Inst>` with virtual registers — type legalisation, the
//! System V ABI for arguments, returns and calls, pattern-matched selection
//! (one backward walk per block with use counts: addresses folded into
//! addressing modes, single-use loads into ALU operands, compare+branch,
//! compare+cmov, immediates, LEA forms), phi elimination into block
//! parameters and branch arguments (critical edges split), and the bytes of
//! global variables.
//!
//! Entry points: [`lower_function`] (which also calls `MachFunc::finish`;
//! calling it again is harmless) and [`lower_global_data`]. Keep one
//! [`IselCtx`] per thread and reuse it across functions.

mod addrspace;
mod asm;
mod atomics;
mod blockaddr;
mod build_vector;
mod call_conv;
mod calls;
mod cmp_remat;
mod cmp_sink;
pub mod code_model;
mod const_expr;
mod control;
mod ctx;
mod data;
mod div_const;
mod error;
mod float;
mod fn_attrs;
mod fp128;
mod fpcast;
mod fpclass;
mod fpclass_f80;
mod fpclass_lanes;
mod fpkind;
mod fpmath;
mod gep_fold;
mod half;
mod indirect;
mod inline_loop;
mod inst;
mod int;
mod intrinsics;
mod lane_bits;
mod lane_regs;
mod lanes;
pub mod layout;
mod locs;
mod logic_br;
mod lower;
mod mask_bits;
mod masked_mem;
mod memory;
mod multiword;
pub mod onepass;
mod scalarize;
mod scaled_index;
mod stack_protector;
mod switch;
mod tailcall;
mod tls;
mod validate;
mod values;
mod varargs;
mod vector;
mod wide;
mod wide_div;
mod wide_fp;
mod wide_vec;
mod word_shuffle;
mod x87;
mod zext_moves;

pub use blockaddr::BlockAddrs;
pub use ctx::IselCtx;
pub use data::lower_global_data;
pub use error::IselError;
pub use lower::lower_function;
pub use onepass::{Onepass, OnepassCtx, lower_onepass};
pub use tls::{RelocModel, tls_model};
