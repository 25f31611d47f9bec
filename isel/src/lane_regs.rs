//! Vector lanes at constant positions, in registers: `extractelement` and
//! `insertelement` with a constant index and `shufflevector`, as
//! `pshufd`/`shufps`/`punpcklqdq`/`insertps`, `pinsr*`/`pextr*` and
//! `movd`/`movq`, instead of a round trip through a stack temporary (a
//! vector store, a lane store and a vector reload stall on store
//! forwarding). 8- and 16-bit shuffles: splats, `pshufb` with SSSE3, and
//! the SSE2 forms of [`crate::word_shuffle`]; `<N x i1>` masks to integers
//! as `movmsk*`. What fits none of these (a variable index, `i1` lanes,
//! lanes that straddle registers, other two-source byte shuffles without
//! SSSE3) keeps the memory path in [`crate::scalarize`].

use crate::lower::{LResult, Lower};
use crate::scalarize::LaneKind;
use kiln_ir::{ConstData, Value, ValueDef};
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, ExtMode, Inst, OperandSize, PextrOp, PinsrOp, RegMem, RegMemImm, ShiftOp, SseImmOp,
    SseOp, SseXOp, XmmToGprOp,
};

/// A vector type whose lanes sit at fixed positions of 16-byte registers.
#[derive(Copy, Clone)]
struct RegLanes {
    /// Bytes per lane: 1, 2, 4 or 8.
    esize: u32,
    /// Lanes in the vector.
    n: u32,
    /// Whether lanes are `float`/`double` (kept in XMM registers as scalars).
    float: bool,
}

impl RegLanes {
    /// Lanes per 16-byte register.
    fn per_reg(self) -> u32 {
        16 / self.esize
    }
}

/// `shufps`/`pshufd` immediate selecting 32-bit lanes `s[0..4]`.
fn sel4(s: [u32; 4]) -> u8 {
    (s[0] | s[1] << 2 | s[2] << 4 | s[3] << 6) as u8
}

impl Lower<'_> {
    /// The lane layout of vector value `v`, if its lanes can be reached in
    /// registers.
    fn reg_lanes(&self, v: Value) -> Option<RegLanes> {
        let info = self.vec_info(self.f.values[v].ty).ok()?;
        let (esize, float) = match info.kind {
            LaneKind::Int(b @ (8 | 16 | 32 | 64)) => (b / 8, false),
            LaneKind::Float(d) => (if d { 8 } else { 4 }, true),
            _ => return None,
        };
        Some(RegLanes {
            esize,
            n: info.n,
            float,
        })
    }

    /// The lane layout of vector `v` and constant lane index `k`, when the
    /// lane exists and can be reached in registers.
    fn const_lane(&self, v: Value, k: i64) -> Option<(RegLanes, u32)> {
        let l = self.reg_lanes(v)?;
        let k = u32::try_from(k).ok().filter(|&k| k < l.n)?;
        Some((l, k))
    }

    /// Whether `v` is an `undef`/`poison` constant (any lanes will do).
    pub(crate) fn is_undef_vector(&self, v: Value) -> bool {
        matches!(self.f.values[v].def, ValueDef::Const(c)
            if matches!(self.m.consts.get(c), ConstData::Undef(_) | ConstData::Poison(_)))
    }

    /// `pshufd dst, src, imm`.
    fn pshufd_into(&mut self, dst: Reg, src: Reg, imm: u8) {
        self.emit(Inst::SseImm {
            op: SseImmOp::Pshufd,
            dst,
            src1: src,
            src2: RegMem::Reg(src),
            imm,
        });
    }

    /// `pshufd` into a fresh register.
    fn pshufd(&mut self, src: Reg, imm: u8) -> Reg {
        let dst = self.new_float();
        self.pshufd_into(dst, src, imm);
        dst
    }

    /// `dst = shufps(a, b, imm)` (`dst` a copy of `a`).
    fn shufps_into(&mut self, dst: Reg, a: Reg, b: Reg, imm: u8) {
        self.emit(Inst::SseImm {
            op: SseImmOp::Shufps,
            dst,
            src1: a,
            src2: RegMem::Reg(b),
            imm,
        });
    }

    /// `shufps` into a fresh register.
    fn shufps(&mut self, a: Reg, b: Reg, imm: u8) -> Reg {
        let dst = self.new_float();
        self.shufps_into(dst, a, b, imm);
        dst
    }

    /// `extractelement` of constant lane `k` in registers; `false` when
    /// the memory path must do it.
    pub(crate) fn extract_lane_in_regs(&mut self, v: Value, k: i64, res: Value) -> LResult<bool> {
        let Some((l, k)) = self.const_lane(v, k) else {
            return Ok(false);
        };
        let mut parts = std::mem::take(&mut self.c.lane_regs);
        parts.clear();
        let r = self.all_regs(v, &mut parts);
        let src = r.map(|()| parts.get((k / l.per_reg()) as usize).copied());
        self.c.lane_regs = parts;
        let Some(src) = src? else {
            return Ok(false);
        };
        let q = k % l.per_reg();
        let dst = self.def1(res)?;
        match (l.esize, l.float) {
            (_, true) if q == 0 => self.copy_reg(dst, src),
            (4, true) => self.pshufd_into(dst, src, sel4([q; 4])),
            (_, true) => self.pshufd_into(dst, src, 0xEE),
            (8, false) => {
                let t = if q == 0 { src } else { self.pshufd(src, 0xEE) };
                self.emit(Inst::XmmToGpr {
                    size: OperandSize::S64,
                    dst,
                    src: t,
                });
            }
            (4, false) => {
                let t = if q == 0 {
                    src
                } else {
                    self.pshufd(src, sel4([q; 4]))
                };
                self.emit(Inst::XmmToGpr {
                    size: OperandSize::S32,
                    dst,
                    src: t,
                });
            }
            (2, _) => self.emit(Inst::Pextr {
                op: PextrOp::Pextrw,
                dst,
                src,
                imm: q as u8,
            }),
            (_, _) if self.has_target_feature("sse4.1") => self.emit(Inst::Pextr {
                op: PextrOp::Pextrb,
                dst,
                src,
                imm: q as u8,
            }),
            (_, _) => {
                // A byte: its word, shifted down for an odd lane, then
                // zero-extended.
                let word = self.new_int();
                self.emit(Inst::Pextr {
                    op: PextrOp::Pextrw,
                    dst: word,
                    src,
                    imm: (q / 2) as u8,
                });
                let byte = if q.is_multiple_of(2) {
                    word
                } else {
                    let t = self.new_int();
                    self.emit(Inst::ShiftImm {
                        size: OperandSize::S32,
                        op: ShiftOp::Shr,
                        dst: t,
                        src: word,
                        amount: 8,
                    });
                    t
                };
                self.emit(Inst::MovExtRR {
                    ext: ExtMode::ZeroExt8,
                    dst,
                    src: byte,
                });
            }
        }
        Ok(true)
    }

    /// `insertelement` at constant lane `k` in registers; `false` when the
    /// memory path must do it.
    pub(crate) fn insert_lane_in_regs(
        &mut self,
        v: Value,
        elt: Value,
        k: i64,
        res: Value,
    ) -> LResult<bool> {
        let Some((l, k)) = self.const_lane(v, k) else {
            return Ok(false);
        };
        let undef = self.is_undef_vector(v);
        let mut src = std::mem::take(&mut self.c.lane_regs);
        src.clear();
        let r = if undef {
            Ok(())
        } else {
            self.all_regs(v, &mut src)
        };
        let (s, n) = match r.and_then(|()| self.def_parts(res)) {
            Ok(x) => x,
            Err(e) => {
                self.c.lane_regs = src;
                return Err(e);
            }
        };
        let p = (k / l.per_reg()) as usize;
        if p >= n || (!undef && src.len() != n) {
            self.c.lane_regs = src;
            return Ok(false);
        }
        // The new lane: in a general register (integers) and in lane 0 of
        // an XMM register.
        // SSE4.1 inserts integers (and bytes) straight from a general
        // register; so do 8/16-bit inserts into a defined vector.
        let sse41 = !undef && l.esize != 2 && self.has_target_feature("sse4.1");
        let needs_xmm = undef || (l.esize >= 4 && !sse41);
        let lane = if l.float {
            self.reg(elt).map(|x| (None, x))
        } else if !needs_xmm {
            self.reg(elt).map(|g| (Some(g), g))
        } else {
            self.reg(elt).map(|g| {
                let x = self.new_float();
                self.emit(Inst::GprToXmm {
                    size: if l.esize == 8 {
                        OperandSize::S64
                    } else {
                        OperandSize::S32
                    },
                    dst: x,
                    src: RegMem::Reg(g),
                });
                (Some(g), x)
            })
        };
        let (g, e) = match lane {
            Ok(x) => x,
            Err(err) => {
                self.c.lane_regs = src;
                return Err(err);
            }
        };
        // The other registers are copied (from `e` when `v` is undefined:
        // any value will do, but they must be defined). `e` is the lane in
        // an XMM register, except where `needs_xmm` is false (then only
        // the general register `g` is read below).
        for i in (0..n).filter(|&i| i != p) {
            let d = Reg::virt(self.c.parts[s + i]);
            self.copy_reg(d, src.get(i).copied().unwrap_or(e));
        }
        let old = (!undef).then(|| src[p]);
        self.c.lane_regs = src;
        let dst = Reg::virt(self.c.parts[s + p]);
        let q = k % l.per_reg();
        match (l.esize, old, g) {
            (_, None, _) if q == 0 => self.copy_reg(dst, e),
            (1 | 2, _, Some(g)) => {
                self.insert_narrow_lane(l.esize, dst, old.unwrap_or(e), g, q, sse41)
            }
            (4 | 8, Some(old), Some(g)) if sse41 => self.emit(Inst::Pinsr {
                op: if l.esize == 8 {
                    PinsrOp::Pinsrq
                } else {
                    PinsrOp::Pinsrd
                },
                dst,
                src1: old,
                src2: RegMem::Reg(g),
                imm: q as u8,
            }),
            (4, None, _) => self.pshufd_into(dst, e, 0),
            (_, None, _) => self.pshufd_into(dst, e, 0x44),
            (8, Some(old), _) if q == 0 => self.shufps_into(dst, e, old, sel4([0, 1, 2, 3])),
            (8, Some(old), _) => self.emit(Inst::Sse {
                op: SseOp::Punpcklqdq,
                dst,
                src1: old,
                src2: RegMem::Reg(e),
            }),
            (_, Some(old), _) if sse41 => self.emit(Inst::SseX {
                op: SseXOp::Insertps,
                dst,
                src1: old,
                src2: RegMem::Reg(e),
                imm: (q << 4) as u8,
            }),
            (_, Some(old), _) => {
                // Two `shufps`: gather the new lane and the neighbours it
                // must keep, then place them.
                match q {
                    0 => {
                        let t = self.shufps(e, old, sel4([0, 0, 1, 1]));
                        self.shufps_into(dst, t, old, sel4([0, 2, 2, 3]));
                    }
                    1 => {
                        let t = self.shufps(old, e, sel4([0, 0, 0, 0]));
                        self.shufps_into(dst, t, old, sel4([0, 2, 2, 3]));
                    }
                    2 => {
                        let t = self.shufps(e, old, sel4([0, 0, 3, 3]));
                        self.shufps_into(dst, old, t, sel4([0, 1, 0, 2]));
                    }
                    _ => {
                        let t = self.shufps(e, old, sel4([0, 0, 2, 2]));
                        self.shufps_into(dst, old, t, sel4([0, 1, 2, 0]));
                    }
                }
            }
        }
        Ok(true)
    }

    /// `dst = base` with 8- or 16-bit lane `q` replaced by the low bits of
    /// general register `g`: `pinsrw`, `pinsrb` (SSE4.1), or for a byte
    /// without SSE4.1 the byte merged into its word (`pextrw`, `pinsrw`).
    fn insert_narrow_lane(&mut self, esize: u32, dst: Reg, base: Reg, g: Reg, q: u32, sse41: bool) {
        let (op, src2, imm) = if esize == 2 {
            (PinsrOp::Pinsrw, g, q)
        } else if sse41 {
            (PinsrOp::Pinsrb, g, q)
        } else {
            let word = self.new_int();
            self.emit(Inst::Pextr {
                op: PextrOp::Pextrw,
                dst: word,
                src: base,
                imm: (q / 2) as u8,
            });
            let (keep, byte) = if q.is_multiple_of(2) {
                (0xFF00, self.alu32_imm(AluOp::And, g, 0xFF))
            } else {
                let b = self.alu32_imm(AluOp::And, g, 0xFF);
                let t = self.new_int();
                self.emit(Inst::ShiftImm {
                    size: OperandSize::S32,
                    op: ShiftOp::Shl,
                    dst: t,
                    src: b,
                    amount: 8,
                });
                (0x00FF, t)
            };
            let kept = self.alu32_imm(AluOp::And, word, keep);
            let merged = self.new_int();
            self.emit(Inst::Alu {
                size: OperandSize::S32,
                op: AluOp::Or,
                dst: merged,
                src1: kept,
                src2: RegMemImm::Reg(byte),
            });
            (PinsrOp::Pinsrw, merged, q / 2)
        };
        self.emit(Inst::Pinsr {
            op,
            dst,
            src1: base,
            src2: RegMem::Reg(src2),
            imm: imm as u8,
        });
    }

    /// `src op imm` (32 bits) into a fresh register.
    fn alu32_imm(&mut self, op: AluOp, src: Reg, imm: i32) -> Reg {
        let dst = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op,
            dst,
            src1: src,
            src2: RegMemImm::Imm(imm),
        });
        dst
    }

    /// `shufflevector` of 32- and 64-bit lanes within one register each,
    /// in registers (`lanes[j]`: the lane of `a ++ b` for result lane `j`,
    /// `None` for poison); `false` when the memory path must do it.
    pub(crate) fn shuffle_in_regs(
        &mut self,
        a: Value,
        b: Value,
        lanes: &[Option<u32>],
        res: Value,
    ) -> LResult<bool> {
        let Some(l) = self.reg_lanes(a) else {
            return Ok(false);
        };
        if l.n > l.per_reg()
            || lanes.len() as u32 > l.per_reg()
            || lanes.iter().flatten().any(|&x| x >= 2 * l.n)
        {
            return Ok(false);
        }
        let Some(r) = self.reg_lanes(res) else {
            return Ok(false);
        };
        if r.esize != l.esize {
            return Ok(false);
        }
        if l.esize < 4 {
            return self.narrow_shuffle_in_regs(l, a, b, lanes, res);
        }
        // Result lane j in 32-bit units: (source is b, 32-bit lane).
        let mut pick = [(false, 0u32); 4];
        let w = l.esize / 4;
        for (j, lane) in lanes.iter().enumerate() {
            let (from_b, x) = match *lane {
                Some(x) if x >= l.n => (true, x - l.n),
                Some(x) => (false, x),
                None => continue,
            };
            for h in 0..w {
                pick[j * w as usize + h as usize] = (from_b, x * w + h);
            }
        }
        // Undefined lanes follow a defined neighbour's source, so that
        // fewer sources are mixed.
        let defined: Vec<bool> = (0..4)
            .map(|u| lanes.get(u / w as usize).is_some_and(|x| x.is_some()))
            .collect();
        for u in 0..4 {
            if !defined[u]
                && let Some(d) = (0..4).find(|&d| defined[d])
            {
                pick[u] = (pick[d].0, 0);
            }
        }
        let xa = self.reg(a)?;
        let xb = if pick.iter().any(|p| p.0) {
            self.reg(b)?
        } else {
            xa
        };
        let src = |p: (bool, u32)| if p.0 { xb } else { xa };
        let dst = self.def1(res)?;
        let idx = |u: usize| pick[u].1;
        if pick.iter().all(|p| p.0 == pick[0].0) {
            self.pshufd_into(dst, src(pick[0]), sel4([idx(0), idx(1), idx(2), idx(3)]));
        } else if pick[0].0 == pick[1].0 && pick[2].0 == pick[3].0 {
            let (x, y) = (src(pick[0]), src(pick[2]));
            self.shufps_into(dst, x, y, sel4([idx(0), idx(1), idx(2), idx(3)]));
        } else {
            let lo = self.shufps(
                src(pick[0]),
                src(pick[1]),
                sel4([idx(0), idx(0), idx(1), idx(1)]),
            );
            let hi = self.shufps(
                src(pick[2]),
                src(pick[3]),
                sel4([idx(2), idx(2), idx(3), idx(3)]),
            );
            self.shufps_into(dst, lo, hi, sel4([0, 2, 0, 2]));
        }
        Ok(true)
    }
}

impl Lower<'_> {
    /// `bitcast <N x i1> to iN` of a mask filling one register (`N` of 2,
    /// 4, 8 or 16; each lane all ones or all zeros) as `movmskpd`,
    /// `movmskps` or `pmovmskb` (after `packsswb` for 16-bit lanes);
    /// `false` when the mask has another shape.
    pub(crate) fn mask_bits_in_regs(&mut self, v: Value, res: Value) -> LResult<bool> {
        let Ok(info) = self.vec_info(self.f.values[v].ty) else {
            return Ok(false);
        };
        let LaneKind::Mask(w) = info.kind else {
            return Ok(false);
        };
        if info.bytes != 16 || w * info.n != 16 {
            return Ok(false);
        }
        let x = self.reg(v)?;
        let dst = self.def1(res)?;
        let op = match info.n {
            2 => XmmToGprOp::Movmskpd,
            4 => XmmToGprOp::Movmskps,
            16 => XmmToGprOp::Pmovmskb,
            8 => {
                let packed = self.new_float();
                self.emit(Inst::SseX {
                    op: SseXOp::Packsswb,
                    dst: packed,
                    src1: x,
                    src2: RegMem::Reg(x),
                    imm: 0,
                });
                let bits = self.new_int();
                self.emit(Inst::XmmToGprX {
                    op: XmmToGprOp::Pmovmskb,
                    size: OperandSize::S32,
                    dst: bits,
                    src: RegMem::Reg(packed),
                });
                self.emit(Inst::MovExtRR {
                    ext: ExtMode::ZeroExt8,
                    dst,
                    src: bits,
                });
                return Ok(true);
            }
            _ => return Ok(false),
        };
        self.emit(Inst::XmmToGprX {
            op,
            size: OperandSize::S32,
            dst,
            src: RegMem::Reg(x),
        });
        Ok(true)
    }
}

impl Lower<'_> {
    /// [`Lower::shuffle_in_regs`] for 8- and 16-bit lanes: a splat of one
    /// lane (`psrldq`, `punpckl*`, `pshufd`), or with SSSE3 any mask as
    /// `pshufb` of each source by a constant (`por` of the two).
    fn narrow_shuffle_in_regs(
        &mut self,
        l: RegLanes,
        a: Value,
        b: Value,
        lanes: &[Option<u32>],
        res: Value,
    ) -> LResult<bool> {
        let mut defined = lanes.iter().flatten();
        let Some(&first) = defined.next() else {
            return Ok(false);
        };
        if defined.all(|&x| x == first) {
            let (v, k) = if first >= l.n {
                (b, first - l.n)
            } else {
                (a, first)
            };
            let x = self.reg(v)?;
            let t = if k == 0 {
                x
            } else {
                let t = self.new_float();
                self.emit(Inst::SseImm {
                    op: SseImmOp::PsrldqImm,
                    dst: t,
                    src1: x,
                    src2: RegMem::Reg(x),
                    imm: (k * l.esize) as u8,
                });
                t
            };
            let mut t = t;
            let unpacks: &[SseOp] = if l.esize == 1 {
                &[SseOp::Punpcklbw, SseOp::Punpcklwd]
            } else {
                &[SseOp::Punpcklwd]
            };
            for &op in unpacks {
                let u = self.new_float();
                self.emit(Inst::Sse {
                    op,
                    dst: u,
                    src1: t,
                    src2: RegMem::Reg(t),
                });
                t = u;
            }
            let dst = self.def1(res)?;
            self.pshufd_into(dst, t, 0);
            return Ok(true);
        }
        if !self.has_target_feature("ssse3") {
            return self.sse2_narrow_shuffle(l.esize, l.n, a, b, lanes, res);
        }
        // Byte j of the result takes byte `sel[j]` of a source (0x80: zero).
        let mut from_a = [0x80u8; 16];
        let mut from_b = [0x80u8; 16];
        let e = l.esize as usize;
        for (j, lane) in lanes.iter().enumerate() {
            let Some(x) = *lane else { continue };
            let (sel, x) = if x >= l.n {
                (&mut from_b, x - l.n)
            } else {
                (&mut from_a, x)
            };
            for h in 0..e {
                sel[j * e + h] = (x as usize * e + h) as u8;
            }
        }
        let uses_b = from_b.iter().any(|&x| x != 0x80);
        let uses_a = from_a.iter().any(|&x| x != 0x80) || !uses_b;
        let mut parts = [None, None];
        for (k, (v, sel, used)) in [(a, from_a, uses_a), (b, from_b, uses_b)]
            .into_iter()
            .enumerate()
        {
            if !used {
                continue;
            }
            let x = self.reg(v)?;
            let mask = self.pool16(sel);
            let t = self.new_float();
            self.emit(Inst::SseX {
                op: SseXOp::Pshufb,
                dst: t,
                src1: x,
                src2: mask,
                imm: 0,
            });
            parts[k] = Some(t);
        }
        let dst = self.def1(res)?;
        match parts {
            [Some(x), Some(y)] => self.emit(Inst::Sse {
                op: SseOp::Por,
                dst,
                src1: x,
                src2: RegMem::Reg(y),
            }),
            [Some(x), None] | [None, Some(x)] => self.copy_reg(dst, x),
            [None, None] => return Err(self.err("internal: a shuffle with no source")),
        }
        Ok(true)
    }
}
