//! `x86_fp80` selection. A value lives in two GPRs (the 64-bit significand,
//! then the sign and exponent in the low 16 bits); each operation stores its
//! operands to the function's x87 scratch slot, runs one [`Inst::X87`]
//! and loads the result back. Sign operations (`fneg`, `fabs`, `copysign`)
//! work on the high GPR directly. Runtime functions (`fmodl`, `sinl`,
//! `__extendxftf2`, …) take `x86_fp80` arguments on the stack and return
//! one in `st(0)`, as the System V ABI says: see [`Lower::rt_call`].

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::BinaryOp;
use kiln_targets::x64::abi::{ArgLoc, SysvArgs, SysvRets};
use kiln_targets::x64::x87::{X87_A, X87_B, X87_R, X87_SCRATCH_SIZE};
use kiln_targets::x64::{
    AluOp, Amode, CallTarget, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, X87Op,
    XmmMemOp,
};
use kiln_targets::{Reg, RegClass, StackSlot};

/// An `x86_fp80` value's registers: (significand, sign and exponent).
pub(crate) type F80 = (Reg, Reg);

/// An argument or result of a runtime call.
#[derive(Copy, Clone, Debug)]
pub(crate) enum RtVal {
    /// One GPR or XMM register (by its class).
    Reg(Reg),
    /// An `x86_fp80` (passed on the stack, returned in `st(0)`).
    F80(F80),
}

impl Lower<'_> {
    /// The function's x87 scratch slot.
    fn x87_slot(&mut self) -> StackSlot {
        if let Some(s) = self.c.x87_slot {
            return s;
        }
        let s = self.out.new_slot(X87_SCRATCH_SIZE, 16);
        self.c.x87_slot = Some(s);
        s
    }

    /// `[slot + off]`.
    fn x87_at(&mut self, off: i32) -> Amode {
        let slot = self.x87_slot();
        Amode::Slot { slot, disp: off }
    }

    /// Stores an `x86_fp80` to `addr` (10 bytes).
    pub fn store_f80(&mut self, v: F80, addr: Amode) {
        self.emit(Inst::Store {
            size: OperandSize::S64,
            src: v.0,
            addr,
        });
        let hi = self.add_disp(addr, 8);
        self.emit(Inst::Store {
            size: OperandSize::S16,
            src: v.1,
            addr: hi,
        });
    }

    /// Loads an `x86_fp80` from `addr` into `dst`.
    pub fn load_f80(&mut self, addr: Amode, dst: F80) {
        self.emit(Inst::Load {
            ext: ExtMode::None64,
            dst: dst.0,
            addr,
        });
        let hi = self.add_disp(addr, 8);
        self.emit(Inst::Load {
            ext: ExtMode::ZeroExt16,
            dst: dst.1,
            addr: hi,
        });
    }

    /// Runs `op` with `a` and `b` stored to the scratch slot first.
    fn x87_run(&mut self, op: X87Op, a: Option<F80>, b: Option<F80>) {
        if let Some(a) = a {
            let at = self.x87_at(X87_A);
            self.store_f80(a, at);
        }
        if let Some(b) = b {
            let at = self.x87_at(X87_B);
            self.store_f80(b, at);
        }
        let slot = self.x87_slot();
        self.emit(Inst::X87 { op, slot });
    }

    /// Loads the 80-bit result of the last operation into `dst`.
    fn x87_result(&mut self, dst: F80) {
        let at = self.x87_at(X87_R);
        self.load_f80(at, dst);
    }

    /// A fresh register pair.
    fn new_f80(&mut self) -> F80 {
        (self.new_int(), self.new_int())
    }

    /// `fadd`/`fsub`/`fmul`/`fdiv`/`frem` on `x86_fp80`.
    pub fn lower_f80_binary(
        &mut self,
        op: BinaryOp,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        let x = self.pair(a)?;
        let y = self.pair(b)?;
        let dst = self.def2(res)?;
        let xop = match op {
            BinaryOp::FAdd => X87Op::Add,
            BinaryOp::FSub => X87Op::Sub,
            BinaryOp::FMul => X87Op::Mul,
            BinaryOp::FDiv => X87Op::Div,
            BinaryOp::FRem => {
                return self.rt_call("fmodl", &[RtVal::F80(x), RtVal::F80(y)], &[RtVal::F80(dst)]);
            }
            _ => return Err(self.err(format!("x86_fp80 operator {}", op.name()))),
        };
        self.x87_run(xop, Some(x), Some(y));
        self.x87_result(dst);
        Ok(())
    }

    /// `dst = x op y` for `fadd`/`fsub`/`fmul`/`fdiv` on register pairs.
    pub fn f80_arith(&mut self, op: BinaryOp, x: F80, y: F80, dst: F80) {
        let xop = match op {
            BinaryOp::FAdd => X87Op::Add,
            BinaryOp::FSub => X87Op::Sub,
            BinaryOp::FMul => X87Op::Mul,
            _ => X87Op::Div,
        };
        self.x87_run(xop, Some(x), Some(y));
        self.x87_result(dst);
    }

    /// `x` with the sign bit (bit 15 of the high part) combined by `op`
    /// with `mask`.
    pub fn f80_sign_op(&mut self, x: F80, op: AluOp, mask: i32, dst: F80) {
        self.copy_reg(dst.0, x.0);
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op,
            dst: dst.1,
            src1: x.1,
            src2: RegMemImm::Imm(mask),
        });
    }

    /// `fneg` on `x86_fp80`: flips the sign bit.
    pub fn lower_f80_fneg(&mut self, arg: Value, res: Value) -> LResult<()> {
        let x = self.pair(arg)?;
        let dst = self.def2(res)?;
        self.f80_sign_op(x, AluOp::Xor, 0x8000, dst);
        Ok(())
    }

    /// `llvm.sqrt.f80`.
    pub fn f80_sqrt(&mut self, x: F80, dst: F80) {
        self.x87_run(X87Op::Sqrt, Some(x), None);
        self.x87_result(dst);
    }

    /// Compares `l` with `r`, setting the flags as `ucomisd l, r` would.
    pub fn f80_cmp(&mut self, l: Value, r: Value) -> LResult<()> {
        let x = self.pair(l)?;
        let y = self.pair(r)?;
        self.x87_run(X87Op::Cmp, Some(x), Some(y));
        Ok(())
    }

    /// `float`/`double` in XMM register `x` extended to `x86_fp80`.
    pub fn f80_from_xmm(&mut self, x: Reg, double: bool, dst: F80) {
        let at = self.x87_at(X87_A);
        self.emit(Inst::XmmStore {
            op: if double {
                XmmMemOp::Movsd
            } else {
                XmmMemOp::Movss
            },
            src: x,
            addr: at,
        });
        let slot = self.x87_slot();
        let op = if double {
            X87Op::FromF64
        } else {
            X87Op::FromF32
        };
        self.emit(Inst::X87 { op, slot });
        self.x87_result(dst);
    }

    /// `x` rounded to `float`/`double` in XMM register `dst`.
    pub fn f80_to_xmm(&mut self, x: F80, double: bool, dst: Reg) {
        let op = if double { X87Op::ToF64 } else { X87Op::ToF32 };
        self.x87_run(op, Some(x), None);
        let at = self.x87_at(X87_R);
        self.emit(Inst::XmmLoad {
            op: if double {
                XmmMemOp::Movsd
            } else {
                XmmMemOp::Movss
            },
            dst,
            addr: at,
        });
    }

    /// A 64-bit integer (`unsigned` or signed) converted to `x86_fp80`
    /// (exact).
    pub fn f80_from_i64(&mut self, x: Reg, unsigned: bool, dst: F80) {
        let at = self.x87_at(X87_A);
        self.emit(Inst::Store {
            size: OperandSize::S64,
            src: x,
            addr: at,
        });
        if unsigned {
            // 2^64 as a float when the top bit is set, else 0.
            let s = self.new_int();
            self.emit(Inst::ShiftImm {
                size: OperandSize::S64,
                op: ShiftOp::Sar,
                dst: s,
                src: x,
                amount: 63,
            });
            let k = self.new_int();
            self.emit(Inst::Alu {
                size: OperandSize::S32,
                op: AluOp::And,
                dst: k,
                src1: s,
                src2: RegMemImm::Imm(0x5F80_0000),
            });
            let bt = self.x87_at(X87_B);
            self.emit(Inst::Store {
                size: OperandSize::S32,
                src: k,
                addr: bt,
            });
        }
        let slot = self.x87_slot();
        let op = if unsigned {
            X87Op::FromU64
        } else {
            X87Op::FromI64
        };
        self.emit(Inst::X87 { op, slot });
        self.x87_result(dst);
    }

    /// `x` truncated toward zero to a signed 64-bit integer.
    pub fn f80_to_i64(&mut self, x: F80) -> Reg {
        self.x87_run(X87Op::ToI64, Some(x), None);
        let r = self.new_int();
        let at = self.x87_at(X87_R);
        self.emit(Inst::Load {
            ext: ExtMode::None64,
            dst: r,
            addr: at,
        });
        r
    }

    /// `x` truncated toward zero to an unsigned 64-bit integer: values at
    /// or above 2^63 are converted after subtracting 2^63, and the top bit
    /// set again.
    pub fn f80_to_u64(&mut self, x: F80) -> Reg {
        let big = (self.imm64(i64::MIN), self.imm64(0x403E));
        let zero = self.imm64(0);
        self.x87_run(X87Op::Cmp, Some(x), Some(big));
        let sub = self.new_f80();
        for (d, b) in [(sub.0, big.0), (sub.1, big.1)] {
            self.emit(Inst::Cmov {
                size: OperandSize::S64,
                cc: Cond::AE,
                dst: d,
                src_false: zero,
                src_true: RegMem::Reg(b),
            });
        }
        let ge = self.new_int();
        self.emit(Inst::Setcc {
            cc: Cond::AE,
            dst: ge,
        });
        let y = self.new_f80();
        self.x87_run(X87Op::Sub, Some(x), Some(sub));
        self.x87_result(y);
        let i = self.f80_to_i64(y);
        let g = self.new_int();
        self.emit(Inst::MovExtRR {
            ext: ExtMode::ZeroExt8,
            dst: g,
            src: ge,
        });
        let top = self.new_int();
        self.emit(Inst::ShiftImm {
            size: OperandSize::S64,
            op: ShiftOp::Shl,
            dst: top,
            src: g,
            amount: 63,
        });
        let r = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S64,
            op: AluOp::Xor,
            dst: r,
            src1: i,
            src2: RegMemImm::Reg(top),
        });
        r
    }

    /// After a call that returns an `x86_fp80` in `st(0)`: pops it into
    /// `dst`.
    pub fn f80_from_st0(&mut self, dst: F80) {
        let slot = self.x87_slot();
        self.emit(Inst::X87 {
            op: X87Op::PopSt0,
            slot,
        });
        self.x87_result(dst);
    }

    /// Before `ret`: pushes the returned `x86_fp80` onto the x87 stack.
    pub fn f80_to_st0(&mut self, x: F80) {
        self.x87_run(X87Op::PushSt0, Some(x), None);
    }

    /// Calls runtime function `name` (from `LIBCALLS`): register arguments
    /// in order by class, `x86_fp80` arguments in 16-byte stack slots;
    /// register results in order by class, an `x86_fp80` result from
    /// `st(0)`.
    pub fn rt_call(&mut self, name: &str, args: &[RtVal], rets: &[RtVal]) -> LResult<()> {
        let sym = kiln_targets::obj::libcall_symbol(self.nglobals, name)
            .ok_or_else(|| self.err(format!("no runtime function {name}")))?;
        let mut a = SysvArgs::new();
        let mut uses = Vec::new();
        let mut stores = Vec::new();
        for &arg in args {
            match arg {
                RtVal::Reg(r) => {
                    let float = r.class() == RegClass::Float;
                    let loc = if float { a.float() } else { a.int() };
                    let ArgLoc::Reg(p) = loc else {
                        return Err(self.err("runtime call with stack register arguments"));
                    };
                    let c = if float {
                        self.new_float()
                    } else {
                        self.new_int()
                    };
                    self.copy_reg(c, r);
                    uses.push((c, p));
                }
                RtVal::F80(v) => {
                    let ArgLoc::Stack(off) = a.stack_block(16, 16) else {
                        unreachable!()
                    };
                    stores.push((v, off as i32));
                }
            }
        }
        for (v, off) in stores {
            self.store_f80(v, Amode::OutgoingArg { offset: off });
        }
        self.outgoing = self.outgoing.max(a.stack);
        let mut defs = Vec::new();
        let mut rr = SysvRets::new();
        let mut st0 = None;
        for &ret in rets {
            match ret {
                RtVal::Reg(r) => {
                    let p = if r.class() == RegClass::Float {
                        rr.float()
                    } else {
                        rr.int()
                    };
                    let p = p.ok_or_else(|| self.err("runtime call with too many results"))?;
                    defs.push((r, p));
                }
                RtVal::F80(v) => st0 = Some(v),
            }
        }
        self.emit_call(CallTarget::Direct(sym), &uses, &defs);
        if let Some(dst) = st0 {
            self.f80_from_st0(dst);
        }
        Ok(())
    }
}
