//! The target-independent masked memory intrinsics — `llvm.masked.load`,
//! `store`, `gather`, `scatter`, `expandload` and `compressstore` — lane
//! by lane, as LLVM scalarizes them for targets without masked vector
//! instructions. The vector operands are spilled to a stack temporary;
//! each lane's address is selected by its mask bit (with `cmov`) between
//! the real address and the lane's own place in the temporary, so a
//! masked-off lane never touches memory and no lane is reordered: lanes
//! are accessed from the lowest to the highest, as LLVM specifies for
//! scatters to overlapping addresses.

use crate::lower::{LResult, Lower};
use crate::scalarize::{LaneKind, VecInfo};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{Amode, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm};

/// Which masked memory operation a call is.
#[derive(Copy, Clone, PartialEq, Eq)]
enum MaskedOp {
    /// `load(ptr, align, mask, passthru)`: lane `k` from `ptr + k * size`.
    Load,
    /// `store(value, ptr, align, mask)`.
    Store,
    /// `gather(ptrs, align, mask, passthru)`: lane `k` from `ptrs[k]`.
    Gather,
    /// `scatter(value, ptrs, align, mask)`.
    Scatter,
    /// `expandload(ptr, mask, passthru)`: the enabled lanes, in order,
    /// from consecutive elements at `ptr`.
    Expand,
    /// `compressstore(value, ptr, mask)`: the enabled lanes, in order, to
    /// consecutive elements at `ptr`.
    Compress,
}

impl MaskedOp {
    /// The operation named by `llvm.masked.<op>.…`, with its argument count.
    fn parse(name: &str) -> Option<(MaskedOp, usize)> {
        let op = name.strip_prefix("llvm.masked.")?.split('.').next()?;
        Some(match op {
            "load" => (MaskedOp::Load, 4),
            "store" => (MaskedOp::Store, 4),
            "gather" => (MaskedOp::Gather, 4),
            "scatter" => (MaskedOp::Scatter, 4),
            "expandload" => (MaskedOp::Expand, 3),
            "compressstore" => (MaskedOp::Compress, 3),
            _ => return None,
        })
    }

    /// Whether the operation reads memory (and defines a result).
    fn loads(self) -> bool {
        matches!(self, MaskedOp::Load | MaskedOp::Gather | MaskedOp::Expand)
    }
}

/// One data lane's width in memory: bytes, the load's extension and the
/// store's size.
fn lane_access(info: &VecInfo) -> Option<(i32, ExtMode, OperandSize)> {
    Some(match info.kind {
        LaneKind::Int(8) => (1, ExtMode::ZeroExt8, OperandSize::S8),
        LaneKind::Int(16) => (2, ExtMode::ZeroExt16, OperandSize::S16),
        LaneKind::Int(32) | LaneKind::Float(false) => (4, ExtMode::None32, OperandSize::S32),
        LaneKind::Int(64) | LaneKind::Float(true) => (8, ExtMode::None64, OperandSize::S64),
        _ => return None,
    })
}

impl Lower<'_> {
    /// Lowers a call to `llvm.masked.*` (`name`) with `args`, defining `res`
    /// for the loading forms.
    pub(crate) fn lower_masked_mem(
        &mut self,
        name: &str,
        args: &[Value],
        res: Option<Value>,
    ) -> LResult<()> {
        let Some((op, nargs)) = MaskedOp::parse(name) else {
            return Err(self.err(format!("intrinsic {name} is not supported")));
        };
        if args.len() != nargs {
            return Err(self.err(format!(
                "intrinsic {name} called with {} arguments; it takes {nargs}",
                args.len()
            )));
        }
        // The data vector (the pass-through value for loads), the address
        // operand and the mask.
        let (data, addr, mask) = match op {
            MaskedOp::Load | MaskedOp::Gather => (args[3], args[0], args[2]),
            MaskedOp::Store | MaskedOp::Scatter => (args[0], args[1], args[3]),
            MaskedOp::Expand => (args[2], args[0], args[1]),
            MaskedOp::Compress => (args[0], args[1], args[2]),
        };
        let data_ty = self.f.values[data].ty;
        let info = self.vec_info(data_ty)?;
        let mask_info = self.vec_info(self.f.values[mask].ty)?;
        let vector_addr = matches!(op, MaskedOp::Gather | MaskedOp::Scatter);
        let addr_info = if vector_addr {
            Some(self.vec_info(self.f.values[addr].ty)?)
        } else {
            None
        };
        if !matches!(mask_info.kind, LaneKind::Mask(_))
            || mask_info.n != info.n
            || addr_info.is_some_and(|a| a.n != info.n || a.kind != LaneKind::Int(64))
        {
            return Err(self.err(format!("intrinsic {name} has operands of mismatched types")));
        }
        let Some((w, ext, size)) = lane_access(&info) else {
            return Err(self.err(format!(
                "intrinsic {name} on vectors of {} is not supported yet",
                crate::layout::type_name(
                    self.m,
                    self.m.types.vector(data_ty).map_or(data_ty, |t| t.0)
                )
            )));
        };
        if op.loads() {
            match res {
                Some(r) if self.f.values[r].ty == data_ty => {}
                _ => {
                    return Err(self.err(format!(
                        "intrinsic {name} must return its pass-through operand's type"
                    )));
                }
            }
        }
        if matches!(op, MaskedOp::Load | MaskedOp::Store)
            && self.masked_vmaskmov(op == MaskedOp::Load, &info, &mask_info, args, res)?
        {
            return Ok(());
        }
        // data | mask | addresses | 8 bytes for masked-off stores
        let db = info.bytes as i32;
        let mb = mask_info.bytes as i32;
        let ab = addr_info.map_or(0, |a| a.bytes as i32);
        let slot = self.out.new_slot((db + mb + ab + 8) as u32, 16);
        self.spill_at(data, slot, 0)?;
        self.spill_at(mask, slot, db)?;
        let base = if vector_addr {
            self.spill_at(addr, slot, db + mb)?;
            None
        } else {
            Some(self.reg(addr)?)
        };
        let at = |disp: i32| Amode::Slot { slot, disp };
        let mut cur = base;
        for k in 0..info.n {
            let lane = info.off(k);
            let m = self.lane_int(&mask_info, at(db + mask_info.off(k)), false);
            // The lane's real address.
            let real = match op {
                MaskedOp::Gather | MaskedOp::Scatter => {
                    let p = self.new_int();
                    self.emit(Inst::Load {
                        ext: ExtMode::None64,
                        dst: p,
                        addr: at(db + mb + 8 * k as i32),
                    });
                    p
                }
                MaskedOp::Load | MaskedOp::Store => {
                    let p = self.new_int();
                    let b = base.ok_or_else(|| self.err("masked access without a base"))?;
                    self.emit(Inst::Lea {
                        size: OperandSize::S64,
                        dst: p,
                        addr: Amode::base(b, lane),
                    });
                    p
                }
                MaskedOp::Expand | MaskedOp::Compress => {
                    cur.ok_or_else(|| self.err("masked access without a base"))?
                }
            };
            // Masked-off lanes use the temporary: a load keeps the
            // pass-through lane, a store writes the spare bytes.
            let safe = self.new_int();
            self.emit(Inst::Lea {
                size: OperandSize::S64,
                dst: safe,
                addr: at(if op.loads() { lane } else { db + mb + ab }),
            });
            let p = self.select_on_mask(m, real, safe);
            let v = self.new_int();
            if op.loads() {
                self.emit(Inst::Load {
                    ext,
                    dst: v,
                    addr: Amode::base(p, 0),
                });
                self.emit(Inst::Store {
                    size,
                    src: v,
                    addr: at(lane),
                });
            } else {
                self.emit(Inst::Load {
                    ext,
                    dst: v,
                    addr: at(lane),
                });
                self.emit(Inst::Store {
                    size,
                    src: v,
                    addr: Amode::base(p, 0),
                });
            }
            if let Some(c) = cur.filter(|_| matches!(op, MaskedOp::Expand | MaskedOp::Compress)) {
                // The next enabled lane's element follows this one's.
                let next = self.new_int();
                self.emit(Inst::Lea {
                    size: OperandSize::S64,
                    dst: next,
                    addr: Amode::base_index(c, m, w.trailing_zeros() as u8, 0),
                });
                cur = Some(next);
            }
        }
        if let Some(r) = res.filter(|_| op.loads()) {
            self.reload_at(r, slot, 0)?;
        }
        Ok(())
    }

    /// `masked.load`/`masked.store` with AVX's `vmaskmovps`/`vmaskmovpd`
    /// (they move 32- or 64-bit lanes bitwise, so integer lanes use them
    /// too): for data of one or two whole 16-byte registers, the mask's
    /// lanes widened to the data's. Masked-off lanes of a load are zero,
    /// then take the pass-through value's. `Ok(false)` when the form does
    /// not apply (no AVX, other lane sizes or lengths).
    fn masked_vmaskmov(
        &mut self,
        load: bool,
        info: &VecInfo,
        mask_info: &VecInfo,
        args: &[Value],
        res: Option<Value>,
    ) -> LResult<bool> {
        use kiln_targets::x64::{SseImmOp, SseOp, VMaskOp};
        let (esize, vop) = match info.kind {
            LaneKind::Int(32) | LaneKind::Float(false) => (4, VMaskOp::Ps),
            LaneKind::Int(64) | LaneKind::Float(true) => (8, VMaskOp::Pd),
            _ => return Ok(false),
        };
        let bytes = info.n * esize;
        if !matches!(bytes, 16 | 32) || mask_info.n > 16 || !self.has_target_feature("avx") {
            return Ok(false);
        }
        let (data, ptr, mask) = if load {
            (args[3], args[0], args[2])
        } else {
            (args[0], args[1], args[3])
        };
        let m = self.reg(mask)?;
        // The mask per 16-byte part, in lanes of `esize` bytes.
        let masks: Vec<Reg> = if bytes == 16 {
            vec![m]
        } else {
            let widen = match esize {
                4 => SseOp::Punpcklwd,
                _ => SseOp::Punpckldq,
            };
            let hi = self.new_float();
            self.emit(Inst::SseImm {
                op: SseImmOp::Pshufd,
                dst: hi,
                src1: m,
                src2: RegMem::Reg(m),
                imm: 0xEE,
            });
            [m, hi]
                .into_iter()
                .map(|half| {
                    let w = self.new_float();
                    self.emit(Inst::Sse {
                        op: widen,
                        dst: w,
                        src1: half,
                        src2: RegMem::Reg(half),
                    });
                    w
                })
                .collect()
        };
        let p = self.reg(ptr)?;
        let mut parts = Vec::with_capacity(2);
        self.all_regs(data, &mut parts)?;
        if parts.len() != masks.len() {
            return Ok(false);
        }
        if !load {
            for (k, (&d, &mk)) in parts.iter().zip(&masks).enumerate() {
                self.emit(Inst::VMaskMov {
                    op: vop,
                    store: true,
                    data: d,
                    mask: mk,
                    addr: Amode::base(p, 16 * k as i32),
                });
            }
            return Ok(true);
        }
        let r = res.ok_or_else(|| self.err("masked.load without a result"))?;
        let (s, n) = self.def_parts(r)?;
        for k in 0..n {
            let t = self.new_float();
            self.emit(Inst::VMaskMov {
                op: vop,
                store: false,
                data: t,
                mask: masks[k],
                addr: Amode::base(p, 16 * k as i32),
            });
            let keep = self.new_float();
            self.emit(Inst::Sse {
                op: SseOp::Pandn,
                dst: keep,
                src1: masks[k],
                src2: RegMem::Reg(parts[k]),
            });
            let d = Reg::virt(self.c.parts[s + k]);
            self.emit(Inst::Sse {
                op: SseOp::Por,
                dst: d,
                src1: t,
                src2: RegMem::Reg(keep),
            });
        }
        Ok(true)
    }

    /// `m != 0 ? real : safe` (`m` is a mask lane as 0 or 1).
    fn select_on_mask(&mut self, m: Reg, real: Reg, safe: Reg) -> Reg {
        self.emit(Inst::Test {
            size: OperandSize::S32,
            lhs: m,
            rhs: RegMemImm::Reg(m),
        });
        let p = self.new_int();
        self.emit(Inst::Cmov {
            size: OperandSize::S64,
            cc: Cond::NE,
            dst: p,
            src_false: safe,
            src_true: RegMem::Reg(real),
        });
        p
    }
}
