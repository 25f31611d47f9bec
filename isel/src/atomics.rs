//! Atomics under the x86 memory model: `cmpxchg` (`lock cmpxchg`),
//! `atomicrmw` xchg/add/sub (`xchg`, `lock xadd`); loads and stores are
//! plain moves except seq_cst stores (`xchg`, see memory.rs); fences are
//! `mfence` for seq_cst and nothing otherwise. An atomic load or store
//! that is not one naturally aligned move of 1 to 8 bytes calls libatomic
//! as LLVM does (`__atomic_load_16`/`__atomic_store_16` for an aligned
//! `i128`) or is refused: two moves would not be atomic.

use crate::int::exact_size;
use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::{Align, Ordering, RmwOp};
use kiln_targets::Reg;
use kiln_targets::x64::{Amode, Cond, Inst, OperandSize, UnaryOp};

/// The C11 memory-order number libatomic takes for `ordering`.
fn c_memory_order(ordering: Ordering) -> i64 {
    match ordering {
        Ordering::NotAtomic | Ordering::Unordered | Ordering::Monotonic => 0,
        Ordering::Acquire => 2,
        Ordering::Release => 3,
        Ordering::AcqRel => 4,
        Ordering::SeqCst => 5,
    }
}

/// How an atomic access of a type is made.
enum AtomicAccess {
    /// One move of 1, 2, 4 or 8 bytes at a naturally aligned address.
    Move,
    /// `__atomic_load_16` / `__atomic_store_16`: an `i128` aligned to 16.
    Libcall16,
}

impl Lower<'_> {
    /// How an atomic load or store of `ty` aligned to `align` is made, or
    /// the error naming why it is not.
    fn atomic_access(
        &mut self,
        what: &str,
        ty: kiln_ir::Type,
        align: Align,
    ) -> LResult<AtomicAccess> {
        let (size, natural) = self.layout_of(ty);
        let align = align.bytes().unwrap_or(natural);
        let int128 = self.m.types.int_bits(ty) == Some(128);
        match size {
            1 | 2 | 4 | 8 if align >= size => Ok(AtomicAccess::Move),
            16 if int128 && align >= 16 => Ok(AtomicAccess::Libcall16),
            _ => Err(self.err(format!(
                "atomic {what} of {} ({size} bytes) aligned to {align}: not supported \
                 (LLVM calls libatomic's generic __atomic_{what})",
                crate::layout::type_name(self.m, ty)
            ))),
        }
    }

    /// `load atomic`: a plain move on x86 (every aligned load of up to 8
    /// bytes is atomic and acquiring), else libatomic.
    pub fn lower_atomic_load(
        &mut self,
        ptr: Value,
        res: Value,
        align: Align,
        ordering: Ordering,
    ) -> LResult<()> {
        let ty = self.f.values[res].ty;
        match self.atomic_access("load", ty, align)? {
            AtomicAccess::Move => self.lower_load(ptr, res),
            AtomicAccess::Libcall16 => {
                let p = self.reg(ptr)?;
                let order = self.imm64(c_memory_order(ordering));
                let (s, _) = self.def_parts(res)?;
                let rets = [Reg::virt(self.c.parts[s]), Reg::virt(self.c.parts[s + 1])];
                self.libcall("__atomic_load_16", &[p, order], &rets)
            }
        }
    }

    /// `store atomic`: a plain move (`xchg` for seq_cst, see memory.rs),
    /// else libatomic.
    pub fn lower_atomic_store(
        &mut self,
        val: Value,
        ptr: Value,
        align: Align,
        ordering: Ordering,
    ) -> LResult<()> {
        let ty = self.f.values[val].ty;
        match self.atomic_access("store", ty, align)? {
            AtomicAccess::Move => self.lower_store(val, ptr, ordering),
            AtomicAccess::Libcall16 => {
                let mut parts = Vec::with_capacity(2);
                self.all_regs(val, &mut parts)?;
                let p = self.reg(ptr)?;
                let order = self.imm64(c_memory_order(ordering));
                self.libcall("__atomic_store_16", &[p, parts[0], parts[1], order], &[])
            }
        }
    }

    /// `cmpxchg ptr, cmp, new` → `{T old, i1 success}`.
    pub fn lower_cmpxchg(&mut self, p: Value, e: Value, n: Value, res: Value) -> LResult<()> {
        let bits = self.int_bits(e)?;
        let size = exact_size(bits)
            .ok_or_else(|| self.err(format!("cmpxchg on i{bits} is not supported")))?;
        let ex = self.reg(e)?;
        let expected = self.new_int();
        self.copy_reg(expected, ex);
        let replacement = self.reg(n)?;
        let a = self.addr(p)?;
        let (s, _) = self.def_parts(res)?;
        let old = Reg::virt(self.c.parts[s]);
        let ok = Reg::virt(self.c.parts[s + 1]);
        self.emit(Inst::LockCmpxchg {
            size,
            addr: a,
            expected,
            replacement,
            old,
        });
        self.emit(Inst::Setcc {
            cc: Cond::E,
            dst: ok,
        });
        Ok(())
    }

    /// `atomicrmw`.
    pub fn lower_atomicrmw(&mut self, op: RmwOp, p: Value, v: Value, res: Value) -> LResult<()> {
        if self.m.types.is_float(self.f.values[v].ty) {
            return self.rmw_float_loop(op, p, v, res);
        }
        let bits = self.int_bits(v)?;
        let size: OperandSize = exact_size(bits)
            .ok_or_else(|| self.err(format!("atomicrmw on i{bits} is not supported")))?;
        let x = self.reg(v)?;
        let src = match op {
            RmwOp::Xchg | RmwOp::Add => x,
            RmwOp::Sub => {
                let t = self.new_int();
                self.emit(Inst::Unary {
                    size: OperandSize::S64,
                    op: UnaryOp::Neg,
                    dst: t,
                    src: x,
                });
                t
            }
            RmwOp::And
            | RmwOp::Or
            | RmwOp::Xor
            | RmwOp::Nand
            | RmwOp::Max
            | RmwOp::Min
            | RmwOp::UMax
            | RmwOp::UMin
            | RmwOp::UIncWrap
            | RmwOp::UDecWrap
            | RmwOp::USubCond
            | RmwOp::USubSat => return self.rmw_loop(op, size, bits, p, x, res),
            _ => {
                return Err(self.err(format!("atomicrmw {} is not supported yet", op.name())));
            }
        };
        let a = self.addr(p)?;
        let dst = self.def1(res)?;
        if op == RmwOp::Xchg {
            self.emit(Inst::Xchg {
                size,
                addr: a,
                src,
                dst,
            });
        } else {
            self.emit(Inst::LockXadd {
                size,
                addr: a,
                src,
                dst,
            });
        }
        Ok(())
    }
}

impl Lower<'_> {
    /// `atomicrmw` as a `lock cmpxchg` loop: the current block is split
    /// after this instruction (the already-lowered rest moves to a new
    /// block), and a loop block retries until the exchange succeeds.
    fn rmw_loop(
        &mut self,
        op: RmwOp,
        size: OperandSize,
        bits: u32,
        p: Value,
        x: Reg,
        res: Value,
    ) -> LResult<()> {
        use kiln_targets::x64::{AluOp, ExtMode, RegMem, RegMemImm};
        let a = self.addr(p)?;
        let old0 = self.new_int();
        let ext = match bits {
            8 => ExtMode::ZeroExt8,
            16 => ExtMode::ZeroExt16,
            32 => ExtMode::None32,
            _ => ExtMode::None64,
        };
        self.emit(Inst::Load {
            ext,
            dst: old0,
            addr: a,
        });
        let dst = self.def1(res)?;
        // The rest of the block becomes `cont`.
        let suffix: Vec<Inst> = self.take_block_rest(Vec::new());
        let edges = std::mem::take(&mut self.c.edges);
        let lp = self.reserve_block();
        let retry = self.reserve_block();
        let cont = self.reserve_block();
        self.fill_extra_block(cont, &[], &suffix, &edges);
        // Loop body.
        let oldp = self.new_int();
        let mut body = Vec::new();
        let new = self.new_int();
        let sz = if bits <= 32 {
            OperandSize::S32
        } else {
            OperandSize::S64
        };
        match op {
            RmwOp::And | RmwOp::Or | RmwOp::Xor => body.push(Inst::Alu {
                size: sz,
                op: match op {
                    RmwOp::And => AluOp::And,
                    RmwOp::Or => AluOp::Or,
                    _ => AluOp::Xor,
                },
                dst: new,
                src1: oldp,
                src2: RegMemImm::Reg(x),
            }),
            RmwOp::Nand => {
                let t = self.new_int();
                body.push(Inst::Alu {
                    size: sz,
                    op: AluOp::And,
                    dst: t,
                    src1: oldp,
                    src2: RegMemImm::Reg(x),
                });
                body.push(Inst::Unary {
                    size: sz,
                    op: UnaryOp::Not,
                    dst: new,
                    src: t,
                });
            }
            RmwOp::UIncWrap | RmwOp::UDecWrap | RmwOp::USubCond | RmwOp::USubSat => {
                // Operands compared as zero-extended 64-bit values.
                let (o, v) = (self.new_int(), self.new_int());
                let e = match bits {
                    8 => ExtMode::ZeroExt8,
                    16 => ExtMode::ZeroExt16,
                    _ => ExtMode::None32,
                };
                if bits == 64 {
                    body.push(Inst::MovRR {
                        size: OperandSize::S64,
                        dst: o,
                        src: oldp,
                    });
                    body.push(Inst::MovRR {
                        size: OperandSize::S64,
                        dst: v,
                        src: x,
                    });
                } else if bits == 32 {
                    body.push(Inst::MovRR {
                        size: OperandSize::S32,
                        dst: o,
                        src: oldp,
                    });
                    body.push(Inst::MovRR {
                        size: OperandSize::S32,
                        dst: v,
                        src: x,
                    });
                } else {
                    body.push(Inst::MovExtRR {
                        ext: e,
                        dst: o,
                        src: oldp,
                    });
                    body.push(Inst::MovExtRR {
                        ext: e,
                        dst: v,
                        src: x,
                    });
                }
                let s64 = OperandSize::S64;
                match op {
                    RmwOp::UIncWrap => {
                        // old >= v ? 0 : old + 1
                        let inc = self.new_int();
                        body.push(Inst::Lea {
                            size: s64,
                            dst: inc,
                            addr: kiln_targets::x64::Amode::base(o, 1),
                        });
                        let z = self.new_int();
                        body.push(Inst::MovImm {
                            size: s64,
                            dst: z,
                            imm: 0,
                        });
                        body.push(Inst::Cmp {
                            size: s64,
                            lhs: o,
                            rhs: RegMemImm::Reg(v),
                        });
                        body.push(Inst::Cmov {
                            size: s64,
                            cc: Cond::AE,
                            dst: new,
                            src_false: inc,
                            src_true: RegMem::Reg(z),
                        });
                    }
                    RmwOp::UDecWrap => {
                        // (old == 0 || old > v) ? v : old - 1
                        let dec = self.new_int();
                        body.push(Inst::Lea {
                            size: s64,
                            dst: dec,
                            addr: kiln_targets::x64::Amode::base(o, -1),
                        });
                        let t = self.new_int();
                        body.push(Inst::Cmp {
                            size: s64,
                            lhs: o,
                            rhs: RegMemImm::Reg(v),
                        });
                        body.push(Inst::Cmov {
                            size: s64,
                            cc: Cond::A,
                            dst: t,
                            src_false: dec,
                            src_true: RegMem::Reg(v),
                        });
                        body.push(Inst::Test {
                            size: s64,
                            lhs: o,
                            rhs: RegMemImm::Reg(o),
                        });
                        body.push(Inst::Cmov {
                            size: s64,
                            cc: Cond::E,
                            dst: new,
                            src_false: t,
                            src_true: RegMem::Reg(v),
                        });
                    }
                    _ => {
                        // old >= v ? old - v : (usub_cond: old, usub_sat: 0)
                        let d = self.new_int();
                        body.push(Inst::Alu {
                            size: s64,
                            op: AluOp::Sub,
                            dst: d,
                            src1: o,
                            src2: RegMemImm::Reg(v),
                        });
                        let other = if op == RmwOp::USubCond {
                            o
                        } else {
                            let z = self.new_int();
                            body.push(Inst::MovImm {
                                size: s64,
                                dst: z,
                                imm: 0,
                            });
                            z
                        };
                        body.push(Inst::Cmp {
                            size: s64,
                            lhs: o,
                            rhs: RegMemImm::Reg(v),
                        });
                        body.push(Inst::Cmov {
                            size: s64,
                            cc: Cond::AE,
                            dst: new,
                            src_false: other,
                            src_true: RegMem::Reg(d),
                        });
                    }
                }
            }
            _ => {
                // min/max: compare the old value with the operand.
                body.push(Inst::Cmp {
                    size,
                    lhs: oldp,
                    rhs: RegMemImm::Reg(x),
                });
                let cc = match op {
                    RmwOp::Max => Cond::G,
                    RmwOp::Min => Cond::L,
                    RmwOp::UMax => Cond::A,
                    _ => Cond::B,
                };
                body.push(Inst::Cmov {
                    size: OperandSize::S64,
                    cc,
                    dst: new,
                    src_false: x,
                    src_true: RegMem::Reg(oldp),
                });
            }
        }
        let lp_blocks = LoopBlocks { lp, retry, cont };
        self.finish_cmpxchg_loop(body, size, a, new, [oldp, old0, dst], lp_blocks)
    }
}

impl Lower<'_> {
    /// Floating-point `atomicrmw` (xchg, fadd, fsub, fmax, fmin): a
    /// compare-exchange loop on the bits.
    fn rmw_float_loop(&mut self, op: RmwOp, p: Value, v: Value, res: Value) -> LResult<()> {
        use kiln_targets::x64::{ExtMode, RegMem, SseOp};
        let double = self.float_kind(self.f.values[v].ty)?;
        let (size, ext) = if double {
            (OperandSize::S64, ExtMode::None64)
        } else {
            (OperandSize::S32, ExtMode::None32)
        };
        let sop = match (op, double) {
            (RmwOp::FAdd, false) => Some(SseOp::Addss),
            (RmwOp::FAdd, true) => Some(SseOp::Addsd),
            (RmwOp::FSub, false) => Some(SseOp::Subss),
            (RmwOp::FSub, true) => Some(SseOp::Subsd),
            (RmwOp::FMax, false) => Some(SseOp::Maxss),
            (RmwOp::FMax, true) => Some(SseOp::Maxsd),
            (RmwOp::FMin, false) => Some(SseOp::Minss),
            (RmwOp::FMin, true) => Some(SseOp::Minsd),
            (RmwOp::Xchg, _) => None,
            _ => return Err(self.err(format!("atomicrmw {} on floats", op.name()))),
        };
        let x = self.reg(v)?;
        let a = self.addr(p)?;
        let old0 = self.new_int();
        self.emit(Inst::Load {
            ext,
            dst: old0,
            addr: a,
        });
        let old_int = self.new_int();
        let dst = self.def1(res)?;
        let suffix = self.take_block_rest(vec![Inst::GprToXmm {
            size,
            dst,
            src: RegMem::Reg(old_int),
        }]);
        let edges = std::mem::take(&mut self.c.edges);
        let lp = self.reserve_block();
        let retry = self.reserve_block();
        let cont = self.reserve_block();
        self.fill_extra_block(cont, &[], &suffix, &edges);
        let oldp = self.new_int();
        let mut body = Vec::new();
        let new = self.new_int();
        match sop {
            Some(sop) => {
                let of = self.new_float();
                body.push(Inst::GprToXmm {
                    size,
                    dst: of,
                    src: RegMem::Reg(oldp),
                });
                let nf = self.new_float();
                body.push(Inst::Sse {
                    op: sop,
                    dst: nf,
                    src1: of,
                    src2: RegMem::Reg(x),
                });
                body.push(Inst::XmmToGpr {
                    size,
                    dst: new,
                    src: nf,
                });
            }
            None => body.push(Inst::XmmToGpr {
                size,
                dst: new,
                src: x,
            }),
        }
        let lp_blocks = LoopBlocks { lp, retry, cont };
        self.finish_cmpxchg_loop(body, size, a, new, [oldp, old0, old_int], lp_blocks)
    }
}

/// The blocks of a `cmpxchg` retry loop: the loop, the back edge, the exit.
struct LoopBlocks {
    lp: kiln_targets::MBlock,
    retry: kiln_targets::MBlock,
    cont: kiln_targets::MBlock,
}

impl Lower<'_> {
    /// Ends a `cmpxchg` retry loop whose `body` computed `new` from `oldp`
    /// (the loop's parameter, first `old0`): `lock cmpxchg` of `new` at `a`
    /// into `old`, back to the loop while it fails, to `cont` when it
    /// succeeds; the current block enters the loop.
    fn finish_cmpxchg_loop(
        &mut self,
        mut body: Vec<Inst>,
        size: OperandSize,
        a: Amode,
        new: Reg,
        [oldp, old0, old]: [Reg; 3],
        LoopBlocks { lp, retry, cont }: LoopBlocks,
    ) -> LResult<()> {
        let expected = self.new_int();
        body.push(Inst::MovRR {
            size: OperandSize::S64,
            dst: expected,
            src: oldp,
        });
        body.push(Inst::LockCmpxchg {
            size,
            addr: a,
            expected,
            replacement: new,
            old,
        });
        body.push(Inst::Jcc {
            cc: Cond::NE,
            taken: retry,
            not_taken: cont,
        });
        let e0 = self.c.edge_vregs.len() as u32;
        self.c.edge_vregs.push(crate::lower::vreg(old));
        let e1 = self.c.edge_vregs.len() as u32;
        self.c.edge_vregs.push(crate::lower::vreg(old0));
        let e2 = self.c.edge_vregs.len() as u32;
        self.fill_extra_block(
            lp,
            &[crate::lower::vreg(oldp)],
            &body,
            &[(retry, e0, e0), (cont, e0, e0)],
        );
        self.fill_extra_block(retry, &[], &[Inst::Jmp { target: lp }], &[(lp, e0, e1)]);
        self.emit(Inst::Jmp { target: lp });
        self.c.edges.push((lp, e1, e2));
        Ok(())
    }
}
