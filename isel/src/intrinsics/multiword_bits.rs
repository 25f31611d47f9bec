//! Bit-counting intrinsics on integers wider than 128 bits (ctpop, ctlz,
//! cttz), from 64-bit counts of the parts: the top part zero-extended from
//! the bits it holds, the counts combined with `cmov`s.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::x64::{AluOp, Amode, BitOp, Cond, Inst, OperandSize, RegMem, RegMemImm};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// `llvm.<b>.iN` for N > 128; `Ok(false)` when `b` is not one of these.
    pub(super) fn lower_multiword_bit_intrinsic(
        &mut self,
        b: &str,
        args: &[Value],
        res: Value,
        bits: u32,
    ) -> LResult<bool> {
        if !matches!(b, "ctpop" | "ctlz" | "cttz") {
            return Ok(false);
        }
        let mut x = Vec::new();
        self.all_regs(args[0], &mut x)?;
        let x = self.normalized_top(&x, bits, false);
        let n = x.len();
        let count = match b {
            "ctpop" => {
                let mut acc = None;
                for &p in &x {
                    let c = self.new_int();
                    self.emit(Inst::BitCount {
                        size: S64,
                        op: BitOp::Popcnt,
                        dst: c,
                        src: RegMem::Reg(p),
                    });
                    acc = Some(match acc {
                        None => c,
                        Some(a) => {
                            let t = self.new_int();
                            self.alu64(AluOp::Add, t, a, c);
                            t
                        }
                    });
                }
                acc.expect("at least one part")
            }
            _ => {
                // The count over 64 * n bits is decided by the highest
                // (ctlz) or lowest (cttz) nonzero part k: 64 * (the parts
                // beyond k) + the count in part k. Start from the part that
                // decides last and let each closer part override.
                let ctlz = b == "ctlz";
                let order: Vec<usize> = if ctlz {
                    (0..n).collect()
                } else {
                    (0..n).rev().collect()
                };
                let beyond = |k: usize| 64 * if ctlz { n - 1 - k } else { k } as i32;
                let mut acc = None;
                for k in order {
                    let c = self.count64(b, x[k]);
                    let here = self.new_int();
                    self.emit(Inst::Lea {
                        size: S64,
                        dst: here,
                        addr: Amode::base(c, beyond(k)),
                    });
                    acc = Some(match acc {
                        None => here,
                        Some(prev) => {
                            self.emit(Inst::Test {
                                size: S64,
                                lhs: x[k],
                                rhs: RegMemImm::Reg(x[k]),
                            });
                            let t = self.new_int();
                            self.emit(Inst::Cmov {
                                size: S64,
                                cc: Cond::NE,
                                dst: t,
                                src_false: prev,
                                src_true: RegMem::Reg(here),
                            });
                            t
                        }
                    });
                }
                let padded = acc.expect("at least one part");
                let pad = 64 * n as i32 - bits as i32;
                let t = self.new_int();
                if ctlz {
                    // The zero bits above the width were counted.
                    self.emit(Inst::Lea {
                        size: S64,
                        dst: t,
                        addr: Amode::base(padded, -pad),
                    });
                } else {
                    // Zero counts the padding too: at most the width.
                    let w = self.imm64(bits as i64);
                    self.emit(Inst::Cmp {
                        size: S64,
                        lhs: padded,
                        rhs: RegMemImm::Reg(w),
                    });
                    self.emit(Inst::Cmov {
                        size: S64,
                        cc: Cond::A,
                        dst: t,
                        src_false: padded,
                        src_true: RegMem::Reg(w),
                    });
                }
                t
            }
        };
        let d = self.dst_parts(res)?;
        self.copy_reg(d[0], count);
        for &r in &d[1..] {
            self.emit(Inst::MovImm {
                size: S64,
                dst: r,
                imm: 0,
            });
        }
        Ok(true)
    }
}
