//! The intrinsics clang emits: memory (memcpy/memmove/memset inline for
//! small constant sizes, else libcalls), markers that produce no code,
//! stack save/restore, integer bit and saturation operations, overflow
//! arithmetic, floating-point math (SSE or libm), traps, objectsize,
//! vector reductions and `va_*`. Anything else is an error naming it.

use crate::int::{exact_size, opsize};
use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::function::CallId;
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Amode, BitOp, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, SseOp,
    UnaryOp, XmmMemOp,
};

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
    ] {
        if s.starts_with(b) && (s.len() == b.len() || s.as_bytes()[b.len()] == b'.') {
            return b;
        }
    }
    s.split('.').next().unwrap_or(s)
}

impl Lower<'_> {
    /// Lowers a call to intrinsic `name`.
    pub fn lower_intrinsic(&mut self, name: &str, call: CallId, res: Option<Value>) -> LResult<()> {
        let args: Vec<Value> = self.f.values_of(self.f.calls[call].args).to_vec();
        let b = base(name);
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
                let d = self.def1(r().unwrap())?;
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
            "ptrmask" if !self.is_vector(args[0]) => {
                let p = self.reg(args[0])?;
                let m = self.reg(args[1])?;
                let d = self.def1(r().unwrap())?;
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
                let d = self.def1(r().unwrap())?;
                self.emit(Inst::GetSp { dst: d });
                Ok(())
            }
            "stackrestore" => {
                let x = self.reg(args[0])?;
                self.emit(Inst::SetSp { src: x });
                Ok(())
            }
            "frameaddress" | "returnaddress" => {
                // Walk the frame-pointer chain.
                let levels = self.const_int(args[0]).unwrap_or(0);
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
                        addr: Amode::Base { base: fp, disp: 0 },
                    });
                    fp = n;
                }
                let d = self.def1(r().unwrap())?;
                if b == "returnaddress" {
                    self.emit(Inst::Load {
                        ext: ExtMode::None64,
                        dst: d,
                        addr: Amode::Base { base: fp, disp: 8 },
                    });
                } else {
                    self.copy_reg(d, fp);
                }
                Ok(())
            }
            "vector.reduce.fadd" | "vector.reduce.fmul" => {
                self.lower_freduce(b, Some(args[0]), args[1], r().unwrap())
            }
            "vector.reduce.fmax"
            | "vector.reduce.fmin"
            | "vector.reduce.fmaximum"
            | "vector.reduce.fminimum" => self.lower_freduce(b, None, args[0], r().unwrap()),
            "fma" if args.first().is_some_and(|&a| self.is_vector(a)) => {
                self.lower_vector_fma(&args, r().unwrap())
            }
            "trap" | "ubsantrap" => {
                self.emit(Inst::Ud2);
                Ok(())
            }
            "debugtrap" => {
                self.emit(Inst::Int3);
                Ok(())
            }
            "objectsize" => self.lower_objectsize(&args, r().unwrap()),
            "load.relative" => {
                let p = self.reg(args[0])?;
                let o = self.reg(args[1])?;
                let t = self.new_int();
                self.emit(Inst::Load {
                    ext: ExtMode::SignExt32,
                    dst: t,
                    addr: Amode::BaseIndex {
                        base: p,
                        index: o,
                        shift: 0,
                        disp: 0,
                    },
                });
                let d = self.def1(r().unwrap())?;
                self.emit(Inst::Lea {
                    size: OperandSize::S64,
                    dst: d,
                    addr: Amode::BaseIndex {
                        base: p,
                        index: t,
                        shift: 0,
                        disp: 0,
                    },
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
            "is.fpclass" if !self.is_vector(args[0]) => {
                self.lower_is_fpclass(args[0], args[1], r().map_err(|_| self.err("no result"))?)
            }
            "x86" if name == "llvm.x86.sse2.pmovmskb.128" => {
                self.lanes_to_bits(args[0], 16, 7, r().map_err(|_| self.err("no result"))?)
            }
            _ if args.first().is_some_and(|&a| self.is_vector(a))
                && !b.starts_with("vector.reduce")
                && !matches!(b, "fabs" | "sqrt" | "copysign" | "fmuladd") =>
            {
                Err(self.err(format!("vector intrinsic {name} is not supported yet")))
            }
            "abs" | "smin" | "smax" | "umin" | "umax" | "ctpop" | "ctlz" | "cttz" | "bswap"
            | "fshl" | "fshr" | "sadd.with.overflow" | "uadd.with.overflow"
            | "ssub.with.overflow" | "usub.with.overflow" | "smul.with.overflow"
            | "umul.with.overflow" | "sadd.sat" | "uadd.sat" | "ssub.sat" | "usub.sat"
            | "bitreverse" => self.lower_int_intrinsic(
                name,
                b,
                &args,
                r().map_err(|_| self.err("intrinsic without a result"))?,
            ),
            "fabs" | "sqrt" | "copysign" | "fmuladd" | "floor" | "ceil" | "trunc" | "rint"
            | "nearbyint" | "round" | "roundeven" | "fma" | "minnum" | "maxnum" | "minimum"
            | "maximum" | "pow" | "exp" | "exp2" | "log" | "log2" | "log10" | "sin" | "cos"
            | "ldexp" | "powi" => self.lower_float_intrinsic(
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

    fn lower_memcpy(&mut self, overlap: bool, args: &[Value]) -> LResult<()> {
        let len = self.const_int(args[2]);
        if let Some(n) = len
            && (0..=if overlap { 32 } else { 128 }).contains(&n)
        {
            let d = self.addr(args[0])?;
            let s = self.addr(args[1])?;
            if !overlap {
                self.copy_inline(d, s, n as u64);
                return Ok(());
            }
            // memmove: all loads first.
            let mut tmp = Vec::new();
            let mut off = 0i64;
            while off < n {
                let (ext, size, k) = match n - off {
                    8.. => (ExtMode::None64, OperandSize::S64, 8),
                    4..=7 => (ExtMode::None32, OperandSize::S32, 4),
                    2 | 3 => (ExtMode::ZeroExt16, OperandSize::S16, 2),
                    _ => (ExtMode::ZeroExt8, OperandSize::S8, 1),
                };
                let t = self.new_int();
                let a = self.add_disp(s, off);
                self.emit(Inst::Load {
                    ext,
                    dst: t,
                    addr: a,
                });
                tmp.push((t, size, off));
                off += k;
            }
            for (t, size, off) in tmp {
                let a = self.add_disp(d, off);
                self.emit(Inst::Store {
                    size,
                    src: t,
                    addr: a,
                });
            }
            return Ok(());
        }
        let d = self.reg(args[0])?;
        let s = self.reg(args[1])?;
        let n = self.reg(args[2])?;
        let bits = self.int_bits(args[2])?;
        let n = self.zext(n, bits, OperandSize::S64);
        let ret = self.new_int();
        self.libcall(
            if overlap { "memmove" } else { "memcpy" },
            &[d, s, n],
            &[ret],
        )
    }

    fn lower_memset(&mut self, args: &[Value]) -> LResult<()> {
        let len = self.const_int(args[2]);
        let val = self.const_int(args[1]);
        if let (Some(n), Some(v)) = (len, val)
            && (0..=256).contains(&n)
        {
            let d = self.addr(args[0])?;
            let byte = (v as u8) as u64;
            let pat = byte * 0x0101_0101_0101_0101;
            let mut off = 0i64;
            let wide = if n >= 16 {
                Some(self.imm64(pat as i64))
            } else {
                None
            };
            let xmm = if n >= 32 {
                let x = self.new_float();
                self.emit(Inst::GprToXmm {
                    size: OperandSize::S64,
                    dst: x,
                    src: RegMem::Reg(wide.unwrap()),
                });
                let y = self.new_float();
                self.emit(Inst::Sse {
                    op: SseOp::Punpcklqdq,
                    dst: y,
                    src1: x,
                    src2: RegMem::Reg(x),
                });
                Some(y)
            } else {
                None
            };
            while off < n {
                let a = self.add_disp(d, off);
                let rest = n - off;
                if rest >= 16
                    && let Some(x) = xmm
                {
                    self.emit(Inst::XmmStore {
                        op: XmmMemOp::Movdqu,
                        src: x,
                        addr: a,
                    });
                    off += 16;
                } else if rest >= 8 {
                    match wide {
                        Some(w) => self.emit(Inst::Store {
                            size: OperandSize::S64,
                            src: w,
                            addr: a,
                        }),
                        None => self.emit(Inst::StoreImm {
                            size: OperandSize::S64,
                            imm: pat as u32 as i32,
                            addr: a,
                        }),
                    }
                    if wide.is_none() && pat as u32 as i32 as i64 as u64 != pat {
                        // Pattern does not sign-extend: write the high half too.
                        let a4 = self.add_disp(a, 4);
                        self.emit(Inst::StoreImm {
                            size: OperandSize::S32,
                            imm: pat as u32 as i32,
                            addr: a4,
                        });
                    }
                    off += 8;
                } else {
                    let (size, k) = match rest {
                        4..=7 => (OperandSize::S32, 4),
                        2 | 3 => (OperandSize::S16, 2),
                        _ => (OperandSize::S8, 1),
                    };
                    self.emit(Inst::StoreImm {
                        size,
                        imm: pat as u32 as i32,
                        addr: a,
                    });
                    off += k;
                }
            }
            return Ok(());
        }
        let d = self.reg(args[0])?;
        let v = self.reg(args[1])?;
        let v = self.zext(v, 8, OperandSize::S32);
        let n = self.reg(args[2])?;
        let bits = self.int_bits(args[2])?;
        let n = self.zext(n, bits, OperandSize::S64);
        let ret = self.new_int();
        self.libcall("memset", &[d, v, n], &[ret])
    }

    fn lower_int_intrinsic(
        &mut self,
        name: &str,
        b: &str,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        let bits = self.int_bits(args[0])?;
        if bits == 128
            && matches!(
                b,
                "sadd.with.overflow"
                    | "uadd.with.overflow"
                    | "ssub.with.overflow"
                    | "usub.with.overflow"
            )
        {
            let (al, ah) = self.pair(args[0])?;
            let (bl, bh) = self.pair(args[1])?;
            let (s, _) = self.def_parts(res)?;
            let (dl, dh, ovf) = (
                Reg::virt(self.c.parts[s]),
                Reg::virt(self.c.parts[s + 1]),
                Reg::virt(self.c.parts[s + 2]),
            );
            let add = b.contains("add");
            for (op, d, x, y) in [
                (if add { AluOp::Add } else { AluOp::Sub }, dl, al, bl),
                (if add { AluOp::Adc } else { AluOp::Sbb }, dh, ah, bh),
            ] {
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op,
                    dst: d,
                    src1: x,
                    src2: RegMemImm::Reg(y),
                });
            }
            let cc = if b.starts_with('s') { Cond::O } else { Cond::B };
            self.emit(Inst::Setcc { cc, dst: ovf });
            return Ok(());
        }
        if bits > 64 {
            return Err(self.err(format!("intrinsic {name} on i{bits} is not supported yet")));
        }
        let size = opsize(bits);
        match b {
            "abs" => {
                let x = self.reg(args[0])?;
                let x = self.sext(x, bits, size);
                let n = self.new_int();
                self.emit(Inst::Unary {
                    size,
                    op: UnaryOp::Neg,
                    dst: n,
                    src: x,
                });
                let d = self.def1(res)?;
                self.emit(Inst::Cmov {
                    size,
                    cc: Cond::S,
                    dst: d,
                    src_false: n,
                    src_true: RegMem::Reg(x),
                });
            }
            "smin" | "smax" | "umin" | "umax" => {
                let signed = b.starts_with('s');
                let x = self.reg(args[0])?;
                let y = self.reg(args[1])?;
                let (x, y) = if signed {
                    (self.sext(x, bits, size), self.sext(y, bits, size))
                } else {
                    (self.zext(x, bits, size), self.zext(y, bits, size))
                };
                self.emit(Inst::Cmp {
                    size,
                    lhs: x,
                    rhs: RegMemImm::Reg(y),
                });
                // dst = (x < y) == min ? x : y
                let cc = match b {
                    "smin" => Cond::L,
                    "smax" => Cond::G,
                    "umin" => Cond::B,
                    _ => Cond::A,
                };
                let d = self.def1(res)?;
                self.emit(Inst::Cmov {
                    size,
                    cc,
                    dst: d,
                    src_false: y,
                    src_true: RegMem::Reg(x),
                });
            }
            "ctpop" => {
                let x = self.reg(args[0])?;
                let x = self.zext(x, bits, size);
                let d = self.def1(res)?;
                self.emit(Inst::BitCount {
                    size,
                    op: BitOp::Popcnt,
                    dst: d,
                    src: RegMem::Reg(x),
                });
            }
            "ctlz" | "cttz" => {
                let w: i64 = if size == OperandSize::S32 { 32 } else { 64 };
                let x = self.reg(args[0])?;
                let x = self.zext(x, bits, size);
                let t = self.new_int();
                let d = self.def1(res)?;
                if b == "cttz" {
                    self.emit(Inst::BitCount {
                        size,
                        op: BitOp::Bsf,
                        dst: t,
                        src: RegMem::Reg(x),
                    });
                    let m = self.new_int();
                    self.emit(Inst::MovImm {
                        size: OperandSize::S32,
                        dst: m,
                        imm: bits as i64,
                    });
                    self.emit(Inst::Cmov {
                        size,
                        cc: Cond::E,
                        dst: d,
                        src_false: t,
                        src_true: RegMem::Reg(m),
                    });
                } else {
                    self.emit(Inst::BitCount {
                        size,
                        op: BitOp::Bsr,
                        dst: t,
                        src: RegMem::Reg(x),
                    });
                    let m = self.new_int();
                    self.emit(Inst::MovImm {
                        size: OperandSize::S32,
                        dst: m,
                        imm: 2 * w - 1,
                    });
                    let c = self.new_int();
                    self.emit(Inst::Cmov {
                        size,
                        cc: Cond::E,
                        dst: c,
                        src_false: t,
                        src_true: RegMem::Reg(m),
                    });
                    let e = if w == bits as i64 { d } else { self.new_int() };
                    self.emit(Inst::Alu {
                        size,
                        op: AluOp::Xor,
                        dst: e,
                        src1: c,
                        src2: RegMemImm::Imm((w - 1) as i32),
                    });
                    if e != d {
                        self.emit(Inst::Lea {
                            size,
                            dst: d,
                            addr: Amode::Base {
                                base: e,
                                disp: -(w as i32 - bits as i32),
                            },
                        });
                    }
                }
            }
            "bitreverse" => {
                // Reverse all 64 bits of the zero-extended value, then
                // shift the result down to the width.
                let x = self.reg(args[0])?;
                let mut v = self.zext(x, bits, OperandSize::S64);
                for (sh, pat) in [
                    (1u8, 0x5555_5555_5555_5555u64),
                    (2, 0x3333_3333_3333_3333),
                    (4, 0x0f0f_0f0f_0f0f_0f0f),
                ] {
                    let m = self.imm64(pat as i64);
                    let a = self.new_int();
                    self.emit(Inst::ShiftImm {
                        size: OperandSize::S64,
                        op: ShiftOp::Shr,
                        dst: a,
                        src: v,
                        amount: sh,
                    });
                    let a2 = self.new_int();
                    self.emit(Inst::Alu {
                        size: OperandSize::S64,
                        op: AluOp::And,
                        dst: a2,
                        src1: a,
                        src2: RegMemImm::Reg(m),
                    });
                    let b2 = self.new_int();
                    self.emit(Inst::Alu {
                        size: OperandSize::S64,
                        op: AluOp::And,
                        dst: b2,
                        src1: v,
                        src2: RegMemImm::Reg(m),
                    });
                    let b3 = self.new_int();
                    self.emit(Inst::ShiftImm {
                        size: OperandSize::S64,
                        op: ShiftOp::Shl,
                        dst: b3,
                        src: b2,
                        amount: sh,
                    });
                    let o = self.new_int();
                    self.emit(Inst::Alu {
                        size: OperandSize::S64,
                        op: AluOp::Or,
                        dst: o,
                        src1: a2,
                        src2: RegMemImm::Reg(b3),
                    });
                    v = o;
                }
                let sw = self.new_int();
                self.emit(Inst::Unary {
                    size: OperandSize::S64,
                    op: UnaryOp::Bswap,
                    dst: sw,
                    src: v,
                });
                let d = self.def1(res)?;
                self.emit(Inst::ShiftImm {
                    size: OperandSize::S64,
                    op: ShiftOp::Shr,
                    dst: d,
                    src: sw,
                    amount: (64 - bits) as u8,
                });
            }
            "bswap" => {
                let x = self.reg(args[0])?;
                let d = self.def1(res)?;
                match bits {
                    16 => self.emit(Inst::ShiftImm {
                        size: OperandSize::S16,
                        op: ShiftOp::Rol,
                        dst: d,
                        src: x,
                        amount: 8,
                    }),
                    32 | 64 => self.emit(Inst::Unary {
                        size,
                        op: UnaryOp::Bswap,
                        dst: d,
                        src: x,
                    }),
                    _ => return Err(self.err(format!("{name} on i{bits}"))),
                }
            }
            "fshl" | "fshr" => {
                let left = b == "fshl";
                let x = self.reg(args[0])?;
                if args[0] == args[1]
                    && let Some(k) = self.const_int(args[2])
                    && exact_size(bits).is_some()
                {
                    // Rotate by a constant.
                    let k = (k as u64 % bits as u64) as u8;
                    let d = self.def1(res)?;
                    self.emit(Inst::ShiftImm {
                        size: exact_size(bits).unwrap(),
                        op: if left { ShiftOp::Rol } else { ShiftOp::Ror },
                        dst: d,
                        src: x,
                        amount: k,
                    });
                    return Ok(());
                }
                let y = self.reg(args[1])?;
                let c = self.reg(args[2])?;
                let cnt = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S32,
                    op: AluOp::And,
                    dst: cnt,
                    src1: c,
                    src2: RegMemImm::Imm(bits as i32 - 1),
                });
                let d = self.def1(res)?;
                match bits {
                    16 | 32 | 64 => {
                        let s = exact_size(bits).unwrap();
                        let (src1, src2) = if left { (x, y) } else { (y, x) };
                        self.emit(Inst::ShiftDoubleCl {
                            size: s,
                            left,
                            dst: d,
                            src1,
                            src2,
                            amount: cnt,
                        });
                    }
                    8 => {
                        // (x << 8 | y) shifted, as 32 bits.
                        let xz = self.zext(x, 8, OperandSize::S32);
                        let yz = self.zext(y, 8, OperandSize::S32);
                        let xs = self.new_int();
                        self.emit(Inst::ShiftImm {
                            size: OperandSize::S32,
                            op: ShiftOp::Shl,
                            dst: xs,
                            src: xz,
                            amount: 8,
                        });
                        let w = self.new_int();
                        self.emit(Inst::Alu {
                            size: OperandSize::S32,
                            op: AluOp::Or,
                            dst: w,
                            src1: xs,
                            src2: RegMemImm::Reg(yz),
                        });
                        if left {
                            let t = self.new_int();
                            self.emit(Inst::ShiftCl {
                                size: OperandSize::S32,
                                op: ShiftOp::Shl,
                                dst: t,
                                src: w,
                                amount: cnt,
                            });
                            self.emit(Inst::ShiftImm {
                                size: OperandSize::S32,
                                op: ShiftOp::Shr,
                                dst: d,
                                src: t,
                                amount: 8,
                            });
                        } else {
                            self.emit(Inst::ShiftCl {
                                size: OperandSize::S32,
                                op: ShiftOp::Shr,
                                dst: d,
                                src: w,
                                amount: cnt,
                            });
                        }
                    }
                    _ => return Err(self.err(format!("{name} on i{bits}"))),
                }
            }
            _ => return self.lower_overflow_intrinsic(name, b, args, res, bits),
        }
        Ok(())
    }

    fn lower_overflow_intrinsic(
        &mut self,
        name: &str,
        b: &str,
        args: &[Value],
        res: Value,
        bits: u32,
    ) -> LResult<()> {
        let size = exact_size(bits).ok_or_else(|| self.err(format!("{name} on i{bits}")))?;
        let x = self.reg(args[0])?;
        let y = self.reg(args[1])?;
        if b.ends_with(".sat") {
            let d = self.def1(res)?;
            let t = self.new_int();
            let (op, signed) = match b {
                "uadd.sat" => (AluOp::Add, false),
                "usub.sat" => (AluOp::Sub, false),
                "sadd.sat" => (AluOp::Add, true),
                _ => (AluOp::Sub, true),
            };
            // Saturation value, computed before the flags.
            let sat = if signed {
                // x < 0 ? MIN : MAX  ==  (x >> (bits-1)) ^ MAX
                let xs = self.sext(x, bits, OperandSize::S64);
                let s = self.new_int();
                self.emit(Inst::ShiftImm {
                    size: OperandSize::S64,
                    op: ShiftOp::Sar,
                    dst: s,
                    src: xs,
                    amount: 63,
                });
                let max = self.imm64(((1u64 << (bits - 1)) - 1) as i64);
                let v = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op: AluOp::Xor,
                    dst: v,
                    src1: s,
                    src2: RegMemImm::Reg(max),
                });
                v
            } else if op == AluOp::Add {
                self.imm64(-1)
            } else {
                self.imm64(0)
            };
            self.emit(Inst::Alu {
                size,
                op,
                dst: t,
                src1: x,
                src2: RegMemImm::Reg(y),
            });
            self.emit(Inst::Cmov {
                size: OperandSize::S64,
                cc: if signed { Cond::O } else { Cond::B },
                dst: d,
                src_false: t,
                src_true: RegMem::Reg(sat),
            });
            return Ok(());
        }
        let (s, _) = self.def_parts(res)?;
        let val = Reg::virt(self.c.parts[s]);
        let ovf = Reg::virt(self.c.parts[s + 1]);
        let cc = match b {
            "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow"
            | "usub.with.overflow" => {
                let op = if b.contains("add") {
                    AluOp::Add
                } else {
                    AluOp::Sub
                };
                self.emit(Inst::Alu {
                    size,
                    op,
                    dst: val,
                    src1: x,
                    src2: RegMemImm::Reg(y),
                });
                if b.starts_with('s') { Cond::O } else { Cond::B }
            }
            "smul.with.overflow" if bits >= 16 => {
                self.emit(Inst::Imul {
                    size,
                    dst: val,
                    src1: x,
                    src2: RegMem::Reg(y),
                });
                Cond::O
            }
            "umul.with.overflow" if bits >= 16 => {
                let lo = self.new_int();
                self.copy_reg(lo, x);
                let hi = self.new_int();
                self.emit(Inst::MulWide {
                    size,
                    signed: false,
                    src1: lo,
                    src2: y,
                    dst_lo: val,
                    dst_hi: hi,
                });
                Cond::O
            }
            "smul.with.overflow" | "umul.with.overflow" => {
                // i8: multiply in 32 bits, overflow when the product does
                // not survive a round trip through 8 bits.
                let signed = b.starts_with('s');
                let (xs, ys) = if signed {
                    (
                        self.sext(x, bits, OperandSize::S32),
                        self.sext(y, bits, OperandSize::S32),
                    )
                } else {
                    (
                        self.zext(x, bits, OperandSize::S32),
                        self.zext(y, bits, OperandSize::S32),
                    )
                };
                let p = self.new_int();
                self.emit(Inst::Imul {
                    size: OperandSize::S32,
                    dst: p,
                    src1: xs,
                    src2: RegMem::Reg(ys),
                });
                self.copy_reg(val, p);
                let back = if signed {
                    self.sext(p, bits, OperandSize::S32)
                } else {
                    self.zext(p, bits, OperandSize::S32)
                };
                self.emit(Inst::Cmp {
                    size: OperandSize::S32,
                    lhs: back,
                    rhs: RegMemImm::Reg(p),
                });
                Cond::NE
            }
            _ => return Err(self.err(format!("intrinsic {name} is not supported"))),
        };
        self.emit(Inst::Setcc { cc, dst: ovf });
        Ok(())
    }

    fn lower_float_intrinsic(
        &mut self,
        name: &str,
        b: &str,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        let ty = self.f.values[res].ty;
        let packed = self.is_vector(res);
        if packed && !matches!(b, "fabs" | "sqrt" | "copysign" | "fmuladd") {
            return Err(self.err(format!("vector intrinsic {name} is not supported yet")));
        }
        let double = match self.m.types.vector(ty) {
            Some((e, _, _)) => self.float_kind(e)?,
            None => self.float_kind(ty)?,
        };
        let pk = |s: SseOp| -> SseOp {
            if !packed {
                return s;
            }
            match s {
                SseOp::Mulsd => SseOp::Mulpd,
                SseOp::Mulss => SseOp::Mulps,
                SseOp::Addsd => SseOp::Addpd,
                SseOp::Addss => SseOp::Addps,
                SseOp::Sqrtsd => SseOp::Sqrtpd,
                SseOp::Sqrtss => SseOp::Sqrtps,
                o => o,
            }
        };
        let x = self.reg(args[0])?;
        match b {
            "fabs" => {
                let m = self.pool_splat(if double { !(1u64 << 63) } else { 0x7fff_ffff }, double);
                let d = self.def1(res)?;
                self.emit(Inst::Sse {
                    op: if double { SseOp::Andpd } else { SseOp::Andps },
                    dst: d,
                    src1: x,
                    src2: m,
                });
            }
            "sqrt" => {
                let d = self.def1(res)?;
                self.sse_unary(pk(if double { SseOp::Sqrtsd } else { SseOp::Sqrtss }), x, d);
            }
            "copysign" => {
                let y = self.reg(args[1])?;
                let mag = self.pool_splat(if double { !(1u64 << 63) } else { 0x7fff_ffff }, double);
                let sgn = self.pool_splat(if double { 1u64 << 63 } else { 0x8000_0000 }, double);
                let a = self.new_float();
                self.emit(Inst::Sse {
                    op: SseOp::Andps,
                    dst: a,
                    src1: x,
                    src2: mag,
                });
                let s = self.new_float();
                self.emit(Inst::Sse {
                    op: SseOp::Andps,
                    dst: s,
                    src1: y,
                    src2: sgn,
                });
                let d = self.def1(res)?;
                self.emit(Inst::Sse {
                    op: SseOp::Orps,
                    dst: d,
                    src1: a,
                    src2: RegMem::Reg(s),
                });
            }
            "fmuladd" => {
                let y = self.reg(args[1])?;
                let z = self.reg(args[2])?;
                let p = self.new_float();
                self.emit(Inst::Sse {
                    op: pk(if double { SseOp::Mulsd } else { SseOp::Mulss }),
                    dst: p,
                    src1: x,
                    src2: RegMem::Reg(y),
                });
                let d = self.def1(res)?;
                self.emit(Inst::Sse {
                    op: pk(if double { SseOp::Addsd } else { SseOp::Addss }),
                    dst: d,
                    src1: p,
                    src2: RegMem::Reg(z),
                });
            }
            "minimum" | "maximum" => {
                let y = self.reg(args[1])?;
                let d = self.def1(res)?;
                self.lower_fminimum(b == "maximum", double, x, y, d);
            }
            "powi" => {
                // pow(x, (double) n).
                let n = self.reg(args[1])?;
                let nb = self.int_bits(args[1])?;
                let n = self.sext(n, nb, OperandSize::S64);
                let nf = self.new_float();
                self.emit(Inst::CvtIntToFloat {
                    size: OperandSize::S64,
                    double,
                    dst: nf,
                    src: RegMem::Reg(n),
                });
                let d = self.def1(res)?;
                self.libcall(if double { "pow" } else { "powf" }, &[x, nf], &[d])?;
            }
            _ => {
                let base = match b {
                    "minnum" => "fmin",
                    "maxnum" => "fmax",
                    other => other,
                };
                let lib = if double {
                    base.to_string()
                } else {
                    format!("{base}f")
                };
                let mut regs = vec![x];
                for &a in &args[1..] {
                    regs.push(self.reg(a)?);
                }
                let d = self.def1(res)?;
                self.libcall(&lib, &regs, &[d])?;
            }
        }
        Ok(())
    }

    /// `llvm.vector.reduce.*` on integer vectors, lane by lane.
    fn lower_reduce(&mut self, name: &str, b: &str, v: Value, res: Value) -> LResult<()> {
        let info = self.vec_info(self.f.values[v].ty)?;
        if let crate::scalarize::LaneKind::Float(_) = info.kind {
            return Err(self.err(format!("intrinsic {name} on floats is not supported yet")));
        }
        let slot = self.out.new_slot(info.bytes, 16);
        self.spill_at(v, slot, 0)?;
        let signed = b.ends_with("smax") || b.ends_with("smin");
        let size = OperandSize::S64;
        let mut acc = self.lane_int(&info, Amode::Slot { slot, disp: 0 }, signed);
        for k in 1..info.n {
            let t = self.lane_int(
                &info,
                Amode::Slot {
                    slot,
                    disp: info.off(k),
                },
                signed,
            );
            let nacc = self.new_int();
            match b {
                "vector.reduce.add" => self.emit(Inst::Alu {
                    size,
                    op: AluOp::Add,
                    dst: nacc,
                    src1: acc,
                    src2: RegMemImm::Reg(t),
                }),
                "vector.reduce.and" | "vector.reduce.or" | "vector.reduce.xor" => {
                    self.emit(Inst::Alu {
                        size,
                        op: match b {
                            "vector.reduce.and" => AluOp::And,
                            "vector.reduce.or" => AluOp::Or,
                            _ => AluOp::Xor,
                        },
                        dst: nacc,
                        src1: acc,
                        src2: RegMemImm::Reg(t),
                    })
                }
                "vector.reduce.mul" => self.emit(Inst::Imul {
                    size,
                    dst: nacc,
                    src1: acc,
                    src2: RegMem::Reg(t),
                }),
                _ => {
                    self.emit(Inst::Cmp {
                        size,
                        lhs: acc,
                        rhs: RegMemImm::Reg(t),
                    });
                    let cc = match b {
                        "vector.reduce.smax" => Cond::G,
                        "vector.reduce.smin" => Cond::L,
                        "vector.reduce.umax" => Cond::A,
                        _ => Cond::B,
                    };
                    self.emit(Inst::Cmov {
                        size,
                        cc,
                        dst: nacc,
                        src_false: t,
                        src_true: RegMem::Reg(acc),
                    });
                }
            }
            acc = nacc;
        }
        let d = self.def1(res)?;
        self.copy_reg(d, acc);
        Ok(())
    }
}

impl Lower<'_> {
    /// The size of the object `p` points into and `p`'s offset in it, when
    /// known statically (static allocas and global variables, through
    /// constant GEPs).
    fn known_object(&self, p: Value) -> Option<(u64, i64)> {
        if let Some(slot) = self.static_slot(p) {
            return Some((self.out.slots[slot].size as u64, 0));
        }
        match self.f.values[p].def {
            kiln_ir::ValueDef::Const(c) => {
                let (Some(g), off) = crate::values::const_addr(self.m, c)? else {
                    return None;
                };
                let gd = &self.m.globals[g];
                let kiln_ir::module::GlobalKind::Var(_) = gd.kind else {
                    return None;
                };
                Some((crate::layout::size_align(self.m, gd.value_type).0, off))
            }
            kiln_ir::ValueDef::Inst(i) => {
                let kiln_ir::InstData::Gep {
                    source_ty, args, ..
                } = self.f.insts[i]
                else {
                    return None;
                };
                let args = self.f.values_of(args);
                let (size, mut off) = self.known_object(args[0])?;
                let mut ty = source_ty;
                for (k, &idx) in args[1..].iter().enumerate() {
                    let c = self.const_int(idx)?;
                    if k == 0 {
                        off += c * crate::layout::size_align(self.m, ty).0 as i64;
                        continue;
                    }
                    match self.m.types.get(ty) {
                        kiln_ir::types::TypeData::Array { elem, .. } => {
                            ty = *elem;
                            off += c * crate::layout::size_align(self.m, ty).0 as i64;
                        }
                        _ => {
                            off += crate::layout::field_offset(self.m, ty, c as usize) as i64;
                            ty = crate::layout::struct_fields(self.m, ty)?.0[c as usize];
                        }
                    }
                }
                Some((size, off))
            }
            _ => None,
        }
    }

    /// `llvm.objectsize(p, min, nullunknown, dynamic)`.
    pub(crate) fn lower_objectsize(&mut self, args: &[Value], res: Value) -> LResult<()> {
        let min = self.const_int(args[1]).unwrap_or(0) & 1 != 0;
        let v = match self.known_object(args[0]) {
            Some((size, off)) if off >= 0 => (size as i64 - off).max(0),
            _ => {
                if min {
                    0
                } else {
                    -1
                }
            }
        };
        let d = self.def1(res)?;
        self.emit(Inst::MovImm {
            size: OperandSize::S64,
            dst: d,
            imm: v,
        });
        Ok(())
    }

    /// `llvm.minimum`/`llvm.maximum`: NaN-propagating, and -0 < +0.
    pub(crate) fn lower_fminimum(&mut self, max: bool, double: bool, x: Reg, y: Reg, d: Reg) {
        use kiln_targets::x64::SseImmOp;
        let cmp = if double {
            SseImmOp::Cmpsd
        } else {
            SseImmOp::Cmpss
        };
        let r1 = self.new_float();
        self.emit(Inst::Sse {
            op: match (max, double) {
                (false, false) => SseOp::Minss,
                (false, true) => SseOp::Minsd,
                (true, false) => SseOp::Maxss,
                (true, true) => SseOp::Maxsd,
            },
            dst: r1,
            src1: x,
            src2: RegMem::Reg(y),
        });
        // Equal operands (±0): or/and of the bits.
        let eq = self.new_float();
        self.emit(Inst::SseImm {
            op: cmp,
            dst: eq,
            src1: x,
            src2: RegMem::Reg(y),
            imm: 0,
        });
        let bits = self.new_float();
        self.emit(Inst::Sse {
            op: if max { SseOp::Andps } else { SseOp::Orps },
            dst: bits,
            src1: x,
            src2: RegMem::Reg(y),
        });
        let r2 = self.new_float();
        self.float_blend(eq, bits, r1, r2);
        // Unordered: x + y is a NaN.
        let un = self.new_float();
        self.emit(Inst::SseImm {
            op: cmp,
            dst: un,
            src1: x,
            src2: RegMem::Reg(y),
            imm: 3,
        });
        let sum = self.new_float();
        self.emit(Inst::Sse {
            op: if double { SseOp::Addsd } else { SseOp::Addss },
            dst: sum,
            src1: x,
            src2: RegMem::Reg(y),
        });
        self.float_blend(un, sum, r2, d);
    }
}

impl Lower<'_> {
    /// Floating-point reductions, in lane order.
    fn lower_freduce(
        &mut self,
        b: &str,
        start: Option<Value>,
        v: Value,
        res: Value,
    ) -> LResult<()> {
        let info = self.vec_info(self.f.values[v].ty)?;
        let crate::scalarize::LaneKind::Float(double) = info.kind else {
            return Err(self.err("float reduction of a non-float vector"));
        };
        let slot = self.out.new_slot(info.bytes, 16);
        self.spill_at(v, slot, 0)?;
        let op = if double {
            XmmMemOp::Movsd
        } else {
            XmmMemOp::Movss
        };
        let lane = |this: &mut Self, k: u32| {
            let r = this.new_float();
            this.emit(Inst::XmmLoad {
                op,
                dst: r,
                addr: Amode::Slot {
                    slot,
                    disp: info.off(k),
                },
            });
            r
        };
        let (mut acc, first) = match start {
            Some(s) => (self.reg(s)?, 0),
            None => (lane(self, 0), 1),
        };
        for k in first..info.n {
            let x = lane(self, k);
            let n = self.new_float();
            match b {
                "vector.reduce.fadd" | "vector.reduce.fmul" => self.emit(Inst::Sse {
                    op: match (b, double) {
                        ("vector.reduce.fadd", false) => SseOp::Addss,
                        ("vector.reduce.fadd", true) => SseOp::Addsd,
                        (_, false) => SseOp::Mulss,
                        (_, true) => SseOp::Mulsd,
                    },
                    dst: n,
                    src1: acc,
                    src2: RegMem::Reg(x),
                }),
                "vector.reduce.fmaximum" | "vector.reduce.fminimum" => {
                    self.lower_fminimum(b == "vector.reduce.fmaximum", double, acc, x, n)
                }
                _ => {
                    let f = match (b == "vector.reduce.fmax", double) {
                        (true, true) => "fmax",
                        (true, false) => "fmaxf",
                        (false, true) => "fmin",
                        (false, false) => "fminf",
                    };
                    self.libcall(f, &[acc, x], &[n])?;
                }
            }
            acc = n;
        }
        let d = self.def1(res)?;
        self.copy_reg(d, acc);
        Ok(())
    }

    /// `llvm.fma` on vectors: the libcall per lane.
    fn lower_vector_fma(&mut self, args: &[Value], res: Value) -> LResult<()> {
        let info = self.vec_info(self.f.values[res].ty)?;
        let crate::scalarize::LaneKind::Float(double) = info.kind else {
            return Err(self.err("fma on a non-float vector"));
        };
        let bytes = info.bytes as i32;
        let slot = self.out.new_slot(4 * info.bytes, 16);
        for (k, &a) in args.iter().enumerate().take(3) {
            self.spill_at(a, slot, k as i32 * bytes)?;
        }
        let op = if double {
            XmmMemOp::Movsd
        } else {
            XmmMemOp::Movss
        };
        for l in 0..info.n {
            let mut regs = Vec::new();
            for k in 0..3 {
                let r = self.new_float();
                self.emit(Inst::XmmLoad {
                    op,
                    dst: r,
                    addr: Amode::Slot {
                        slot,
                        disp: k * bytes + info.off(l),
                    },
                });
                regs.push(r);
            }
            let d = self.new_float();
            self.libcall(if double { "fma" } else { "fmaf" }, &regs, &[d])?;
            self.emit(Inst::XmmStore {
                op,
                src: d,
                addr: Amode::Slot {
                    slot,
                    disp: 3 * bytes + info.off(l),
                },
            });
        }
        let (s, n) = self.def_parts(res)?;
        for p in 0..n {
            let d = Reg::virt(self.c.parts[s + p]);
            self.emit(Inst::XmmLoad {
                op: XmmMemOp::Movdqu,
                dst: d,
                addr: Amode::Slot {
                    slot,
                    disp: 3 * bytes + 16 * p as i32,
                },
            });
        }
        Ok(())
    }
}
