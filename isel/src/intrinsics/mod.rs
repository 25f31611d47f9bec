//! The intrinsics clang emits: memory (memcpy/memmove/memset inline for
//! small constant sizes, else libcalls), markers that produce no code,
//! stack save/restore, integer bit and saturation operations, overflow
//! arithmetic, floating-point math (SSE or libm), traps, objectsize,
//! vector reductions and `va_*`. Anything else is an error naming it.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::function::CallId;
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMemImm};

/// `llvm.name.suffix…` → `name` (the base name after `llvm.`).
fn base(name: &str) -> &str {
    let s = &name[5..];
    // Multi-part base names first.
    for b in [
        "lifetime.start",
        "lifetime.end",
        "dbg.declare",
        "dbg.value",
        "dbg.assign",
        "dbg.label",
        "experimental.noalias.scope.decl",
        "invariant.start",
        "invariant.end",
        "sadd.with.overflow",
        "uadd.with.overflow",
        "ssub.with.overflow",
        "usub.with.overflow",
        "smul.with.overflow",
        "umul.with.overflow",
        "sadd.sat",
        "uadd.sat",
        "ssub.sat",
        "usub.sat",
        "sshl.sat",
        "ushl.sat",
        "smul.fix.sat",
        "umul.fix.sat",
        "smul.fix",
        "umul.fix",
        "sdiv.fix.sat",
        "udiv.fix.sat",
        "sdiv.fix",
        "udiv.fix",
        "vector.reduce.add",
        "vector.reduce.mul",
        "vector.reduce.and",
        "vector.reduce.or",
        "vector.reduce.xor",
        "vector.reduce.smax",
        "vector.reduce.smin",
        "vector.reduce.fadd",
        "vector.reduce.fmul",
        "vector.reduce.fmax",
        "vector.reduce.fmin",
        "vector.reduce.fmaximum",
        "vector.reduce.fminimum",
        "vector.reduce.umax",
        "vector.reduce.umin",
        "is.fpclass",
        "load.relative",
        "threadlocal.address",
        "var.annotation",
        "ptr.annotation",
        "is.constant",
        "thread.pointer",
    ] {
        if s.starts_with(b) && (s.len() == b.len() || s.as_bytes()[b.len()] == b'.') {
            return b;
        }
    }
    s.split('.').next().unwrap_or(s)
}

/// The number of arguments intrinsic `b` (a [`base`] name) takes at least;
/// the verifier does not check intrinsic signatures, so a misdeclared one
/// must give an error here rather than an out-of-range operand.
fn min_args(b: &str) -> usize {
    match b {
        "memcpy" | "memmove" | "memset" | "memcpy.inline" | "memset.inline" | "objectsize"
        | "prefetch" => 4,
        "fshl" | "fshr" | "fmuladd" | "fma" | "smul.fix" | "umul.fix" | "smul.fix.sat"
        | "umul.fix.sat" | "sdiv.fix" | "udiv.fix" | "sdiv.fix.sat" | "udiv.fix.sat" => 3,
        "abs" | "ctlz" | "cttz" | "smin" | "smax" | "umin" | "umax" | "copysign" | "minnum"
        | "maxnum" | "minimum" | "maximum" | "pow" | "powi" | "ldexp" | "expect" | "is.fpclass"
        | "ptrmask" | "vector.reduce.fadd" | "vector.reduce.fmul" | "scmp" | "ucmp" => 2,
        b if b.ends_with(".with.overflow") || b.ends_with(".sat") && !b.starts_with("fpto") => 2,
        "load.relative" => 2,
        "ctpop"
        | "bswap"
        | "bitreverse"
        | "fabs"
        | "sqrt"
        | "floor"
        | "ceil"
        | "trunc"
        | "rint"
        | "nearbyint"
        | "round"
        | "roundeven"
        | "exp"
        | "exp2"
        | "exp10"
        | "log"
        | "log2"
        | "log10"
        | "sin"
        | "cos"
        | "tan"
        | "asin"
        | "acos"
        | "atan"
        | "sinh"
        | "cosh"
        | "tanh"
        | "lrint"
        | "llrint"
        | "lround"
        | "llround"
        | "stackrestore"
        | "frameaddress"
        | "returnaddress"
        | "threadlocal.address"
        | "fptosi.sat"
        | "fptoui.sat"
        | "frexp"
        | "is.constant" => 1,
        b if b.starts_with("vector.reduce.") => 1,
        _ => 0,
    }
}

impl Lower<'_> {
    /// Lowers a call to intrinsic `name`.
    pub fn lower_intrinsic(&mut self, name: &str, call: CallId, res: Option<Value>) -> LResult<()> {
        let args: Vec<Value> = self.f.values_of(self.f.calls[call].args).to_vec();
        let b = base(name);
        let want = min_args(b);
        if args.len() < want {
            return Err(self.err(format!(
                "intrinsic {name} called with {} arguments; it takes {want}",
                args.len()
            )));
        }
        let r = || res.ok_or(());
        match b {
            "lifetime.start"
            | "lifetime.end"
            | "dbg.declare"
            | "dbg.value"
            | "dbg.assign"
            | "dbg.label"
            | "assume"
            | "experimental.noalias.scope.decl"
            | "prefetch"
            | "sideeffect"
            | "donothing"
            | "invariant.end"
            | "var.annotation"
            | "codeview.annotation"
            | "pseudoprobe" => Ok(()),
            "va_end" => Ok(()),
            "threadlocal.address" => self.lower_threadlocal_address(args[0], res),
            "va_start" => self.lower_va_start(args[0]),
            "va_copy" => self.lower_va_copy(args[0], args[1]),
            "invariant.start" => match res {
                Some(v) => {
                    let d = self.def1(v)?;
                    self.emit(Inst::MovImm {
                        size: OperandSize::S64,
                        dst: d,
                        imm: 0,
                    });
                    Ok(())
                }
                None => Ok(()),
            },
            "expect" | "ptr.annotation" | "launder" | "strip" => match res {
                Some(v) => self.lower_copy(args[0], v),
                None => Ok(()),
            },
            "is.constant" => {
                let d = self.def1(r().map_err(|_| self.err("intrinsic without a result"))?)?;
                let k = self.const_int(args[0]).is_some() as i64;
                self.emit(Inst::MovImm {
                    size: OperandSize::S32,
                    dst: d,
                    imm: k,
                });
                Ok(())
            }
            "memcpy" | "memmove" | "memcpy.inline" => self.lower_memcpy(b == "memmove", &args),
            "memset" => self.lower_memset(&args),
            "fptosi" | "fptoui" if name.contains(".sat.") && !self.is_vector(args[0]) => self
                .lower_fp_to_int_sat(
                    b == "fptosi",
                    args[0],
                    r().map_err(|_| self.err("intrinsic without a result"))?,
                ),
            "ptrmask" if !self.is_vector(args[0]) => {
                let p = self.reg(args[0])?;
                let m = self.reg(args[1])?;
                let d = self.def1(r().map_err(|_| self.err("intrinsic without a result"))?)?;
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op: AluOp::And,
                    dst: d,
                    src1: p,
                    src2: RegMemImm::Reg(m),
                });
                Ok(())
            }
            "stacksave" => {
                let d = self.def1(r().map_err(|_| self.err("intrinsic without a result"))?)?;
                self.emit(Inst::GetSp { dst: d });
                Ok(())
            }
            "stackrestore" => {
                let x = self.reg(args[0])?;
                self.emit(Inst::SetSp { src: x });
                Ok(())
            }
            "readcyclecounter" => {
                // rdtsc; shl rdx, 32; or rax, rdx
                let (lo, hi) = (self.new_int(), self.new_int());
                self.emit(Inst::Rdtsc { lo, hi });
                let high = self.new_int();
                self.emit(Inst::ShiftImm {
                    size: OperandSize::S64,
                    op: kiln_targets::x64::ShiftOp::Shl,
                    dst: high,
                    src: hi,
                    amount: 32,
                });
                let d = self.def1(r().map_err(|_| self.err("intrinsic without a result"))?)?;
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op: kiln_targets::x64::AluOp::Or,
                    dst: d,
                    src1: high,
                    src2: kiln_targets::x64::RegMemImm::Reg(lo),
                });
                Ok(())
            }
            "thread.pointer" => {
                // mov d, fs:[0] (the TCB's self pointer, as LLVM reads it)
                let zero = self.imm64(0);
                let d = self.def1(r().map_err(|_| self.err("intrinsic without a result"))?)?;
                self.emit(Inst::Load {
                    ext: ExtMode::None64,
                    dst: d,
                    addr: Amode::Base {
                        base: zero,
                        disp: 0,
                        seg: Some(kiln_targets::x64::Segment::Fs),
                    },
                });
                Ok(())
            }
            "frameaddress" | "returnaddress" => {
                // Walk the frame-pointer chain (a bounded number of loads:
                // the depth is any constant the input gives).
                const MAX_LEVELS: i64 = 1 << 16;
                let levels = self.const_int(args[0]).unwrap_or(0);
                if !(0..=MAX_LEVELS).contains(&levels) {
                    return Err(self.err(format!(
                        "llvm.{b} of frame {levels}: more than {MAX_LEVELS} frames up is not supported"
                    )));
                }
                let mut fp = self.new_int();
                self.emit(Inst::MovRR {
                    size: OperandSize::S64,
                    dst: fp,
                    src: Reg::phys(kiln_targets::x64::regs::RBP),
                });
                for _ in 0..levels {
                    let n = self.new_int();
                    self.emit(Inst::Load {
                        ext: ExtMode::None64,
                        dst: n,
                        addr: Amode::base(fp, 0),
                    });
                    fp = n;
                }
                let d = self.def1(r().map_err(|_| self.err("intrinsic without a result"))?)?;
                if b == "returnaddress" {
                    self.emit(Inst::Load {
                        ext: ExtMode::None64,
                        dst: d,
                        addr: Amode::base(fp, 8),
                    });
                } else {
                    self.copy_reg(d, fp);
                }
                Ok(())
            }
            "vector.reduce.fadd" | "vector.reduce.fmul" => self.lower_freduce(
                b,
                Some(args[0]),
                args[1],
                r().map_err(|_| self.err("intrinsic without a result"))?,
            ),
            "vector.reduce.fmax"
            | "vector.reduce.fmin"
            | "vector.reduce.fmaximum"
            | "vector.reduce.fminimum" => self.lower_freduce(
                b,
                None,
                args[0],
                r().map_err(|_| self.err("intrinsic without a result"))?,
            ),
            "fmuladd" if self.fused_fmuladd_op(args[0]).is_some() => {
                let op = self
                    .fused_fmuladd_op(args[0])
                    .ok_or_else(|| self.err("no FMA"))?;
                self.lower_fused_fmuladd(op, &args, r().map_err(|_| self.err("no result"))?)
            }
            "fma" if args.first().is_some_and(|&a| self.is_vector(a)) => self.lower_vector_fma(
                &args,
                r().map_err(|_| self.err("intrinsic without a result"))?,
            ),
            "trap" | "ubsantrap" => {
                self.emit(Inst::Ud2);
                Ok(())
            }
            "debugtrap" => {
                self.emit(Inst::Int3);
                Ok(())
            }
            "objectsize" => self.lower_objectsize(
                &args,
                r().map_err(|_| self.err("intrinsic without a result"))?,
            ),
            "load.relative" => {
                let p = self.reg(args[0])?;
                let o = self.reg(args[1])?;
                let t = self.new_int();
                self.emit(Inst::Load {
                    ext: ExtMode::SignExt32,
                    dst: t,
                    addr: Amode::base_index(p, o, 0, 0),
                });
                let d = self.def1(r().map_err(|_| self.err("intrinsic without a result"))?)?;
                self.emit(Inst::Lea {
                    size: OperandSize::S64,
                    dst: d,
                    addr: Amode::base_index(p, t, 0, 0),
                });
                Ok(())
            }
            "smax" | "smin" | "umax" | "umin" | "abs"
                if args.first().is_some_and(|&a| self.is_vector(a)) =>
            {
                use crate::lanes::LaneOp;
                let op = match b {
                    "smax" => LaneOp::Pick(Cond::G, true),
                    "smin" => LaneOp::Pick(Cond::L, true),
                    "umax" => LaneOp::Pick(Cond::A, false),
                    "umin" => LaneOp::Pick(Cond::B, false),
                    _ => LaneOp::Abs,
                };
                let n = if b == "abs" { 1 } else { 2 };
                self.lanewise(op, &args[..n], r().map_err(|_| self.err("no result"))?)
            }
            "sadd.sat" | "uadd.sat" | "ssub.sat" | "usub.sat" | "sshl.sat" | "ushl.sat"
            | "ctpop" | "bswap" | "fshl" | "fshr" | "bitreverse" | "ctlz" | "cttz" | "scmp"
            | "ucmp"
                if args.first().is_some_and(|&a| self.is_vector(a)) =>
            {
                use crate::lanes::LaneOp;
                let (op, n) = match b {
                    "ctpop" => (LaneOp::Popcnt, 1),
                    "bswap" => {
                        // LLVM's verifier rejects bswap of an odd number
                        // of bytes (the lanewise step has no 8-bit form).
                        let lane = self.m.types.vector(self.f.values[args[0]].ty);
                        if lane.and_then(|(e, _, _)| self.m.types.int_bits(e)) == Some(8) {
                            return Err(self.err(format!(
                                "{name} on i8 lanes is invalid (bswap needs an even number of bytes)"
                            )));
                        }
                        (LaneOp::Bswap, 1)
                    }
                    "bitreverse" => (LaneOp::Bitreverse, 1),
                    "ctlz" => (LaneOp::Ctlz, 1),
                    "cttz" => (LaneOp::Cttz, 1),
                    "fshl" | "fshr" => (LaneOp::Funnel(b == "fshl"), 3),
                    "sshl.sat" | "ushl.sat" => (LaneOp::ShlSat(b.starts_with('s')), 2),
                    "scmp" | "ucmp" => (LaneOp::Cmp3(b == "scmp"), 2),
                    _ => (LaneOp::Sat(b.contains("add"), b.starts_with('s')), 2),
                };
                self.lanewise(op, &args[..n], r().map_err(|_| self.err("no result"))?)
            }
            "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow"
            | "usub.with.overflow" | "smul.with.overflow" | "umul.with.overflow"
                if args.first().is_some_and(|&a| self.is_vector(a)) =>
            {
                self.lower_vector_overflow(
                    b,
                    args[0],
                    args[1],
                    r().map_err(|_| self.err("no result"))?,
                )
            }
            "frexp" => self.lower_frexp(name, args[0], r().map_err(|_| self.err("no result"))?),
            "is.fpclass" if !self.is_vector(args[0]) => {
                self.lower_is_fpclass(args[0], args[1], r().map_err(|_| self.err("no result"))?)
            }
            "is.fpclass" => self.lower_vector_is_fpclass(
                args[0],
                args[1],
                r().map_err(|_| self.err("no result"))?,
            ),
            "x86" => self.lower_x86_intrinsic(name, &args, res),
            "masked" => self.lower_masked_mem(name, &args, res),
            "fptosi" | "fptoui" if name.contains(".sat.") => self.lower_vector_fp_lanes(
                name,
                b,
                &args,
                r().map_err(|_| self.err("intrinsic without a result"))?,
            ),
            _ if args.first().is_some_and(|&a| self.is_vector(a))
                && !b.starts_with("vector.reduce")
                && !matches!(
                    b,
                    "fabs"
                        | "sqrt"
                        | "copysign"
                        | "fmuladd"
                        | "floor"
                        | "ceil"
                        | "trunc"
                        | "rint"
                        | "nearbyint"
                        | "round"
                        | "roundeven"
                        | "minnum"
                        | "maxnum"
                        | "minimum"
                        | "maximum"
                        | "pow"
                        | "exp"
                        | "exp2"
                        | "log"
                        | "log2"
                        | "log10"
                        | "sin"
                        | "cos"
                        | "tan"
                        | "asin"
                        | "acos"
                        | "atan"
                        | "sinh"
                        | "cosh"
                        | "tanh"
                        | "exp10"
                        | "powi"
                        | "ldexp"
                        | "lrint"
                        | "llrint"
                        | "lround"
                        | "llround"
                ) =>
            {
                Err(self.err(format!("vector intrinsic {name} is not supported yet")))
            }
            "abs" | "smin" | "smax" | "umin" | "umax" | "ctpop" | "ctlz" | "cttz" | "bswap"
            | "fshl" | "fshr" | "sadd.with.overflow" | "uadd.with.overflow"
            | "ssub.with.overflow" | "usub.with.overflow" | "smul.with.overflow"
            | "umul.with.overflow" | "sadd.sat" | "uadd.sat" | "ssub.sat" | "usub.sat"
            | "bitreverse" | "scmp" | "ucmp" | "sshl.sat" | "ushl.sat" | "smul.fix"
            | "umul.fix" | "smul.fix.sat" | "umul.fix.sat" | "sdiv.fix" | "udiv.fix"
            | "sdiv.fix.sat" | "udiv.fix.sat" => self.lower_int_intrinsic(
                name,
                b,
                &args,
                r().map_err(|_| self.err("intrinsic without a result"))?,
            ),
            "fabs" | "sqrt" | "copysign" | "fmuladd" | "floor" | "ceil" | "trunc" | "rint"
            | "nearbyint" | "round" | "roundeven" | "fma" | "minnum" | "maxnum" | "minimum"
            | "maximum" | "pow" | "exp" | "exp2" | "log" | "log2" | "log10" | "sin" | "cos"
            | "ldexp" | "powi" | "exp10" | "tan" | "asin" | "acos" | "atan" | "sinh" | "cosh"
            | "tanh" | "lrint" | "llrint" | "lround" | "llround" => self.lower_float_intrinsic(
                name,
                b,
                &args,
                r().map_err(|_| self.err("intrinsic without a result"))?,
            ),
            b if b.starts_with("vector.reduce") => self.lower_reduce(
                name,
                b,
                args[0],
                r().map_err(|_| self.err("intrinsic without a result"))?,
            ),
            _ => Err(self.err(format!("intrinsic {name} is not supported"))),
        }
    }
}

mod bits;
mod frexp;
mod int_any;
mod math;
mod mem;
mod multiword_bits;
mod overflow_odd;
mod overflow_parts;
mod reduce;
mod vec_fp_lanes;
mod vec_overflow;
mod vec_overflow_lanes;
mod wide_bits;
mod wide_int;
mod x86;
