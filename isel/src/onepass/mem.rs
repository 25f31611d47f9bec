//! Small constant-size `memcpy`, `memmove` and `memset` expanded into moves
//! (as the staged selector and `llc` do); larger ones call the C library.

use super::regs::{ConstVal, SCRATCH, r};
use super::{GResult, Gen};
use kiln_ir::Value;
use kiln_targets::x64::{Amode, ExtMode, Inst, OperandSize};

/// The largest `memcpy` expanded inline (bytes).
const MEMCPY_INLINE_MAX: i64 = 64;
/// The largest `memset` with a constant byte expanded inline (bytes).
const MEMSET_INLINE_MAX: i64 = 64;

/// The chunks of an `n`-byte copy: (offset, width in bytes).
fn chunks(n: i64) -> impl Iterator<Item = (i64, i64)> {
    let mut off = 0;
    std::iter::from_fn(move || {
        if off >= n {
            return None;
        }
        let k = match n - off {
            8.. => 8,
            4..=7 => 4,
            2 | 3 => 2,
            _ => 1,
        };
        let c = (off, k);
        off += k;
        Some(c)
    })
}

/// The load form and store width of a `k`-byte chunk.
fn chunk_forms(k: i64) -> (ExtMode, OperandSize) {
    match k {
        8 => (ExtMode::None64, OperandSize::S64),
        4 => (ExtMode::None32, OperandSize::S32),
        2 => (ExtMode::ZeroExt16, OperandSize::S16),
        _ => (ExtMode::ZeroExt8, OperandSize::S8),
    }
}

/// `a` displaced by `d` more bytes (`None` if the displacement overflows).
pub(super) fn displaced(a: Amode, d: i64) -> Option<Amode> {
    let add = |disp: i32| i32::try_from(i64::from(disp) + d).ok();
    Some(match a {
        Amode::Base { base, disp, seg } => Amode::Base {
            base,
            disp: add(disp)?,
            seg,
        },
        Amode::BaseIndex {
            base,
            index,
            shift,
            disp,
            seg,
        } => Amode::BaseIndex {
            base,
            index,
            shift,
            disp: add(disp)?,
            seg,
        },
        Amode::Slot { slot, disp } => Amode::Slot {
            slot,
            disp: add(disp)?,
        },
        Amode::Symbol { sym, disp } => Amode::Symbol {
            sym,
            disp: add(disp)?,
        },
        _ => return None,
    })
}

impl Gen<'_> {
    /// The constant integer `v`, if it is one.
    fn const_int(&mut self, v: Value) -> GResult<Option<i64>> {
        Ok(match self.const_of(v)? {
            Some(ConstVal::Imm(x)) => Some(x),
            _ => None,
        })
    }

    /// Expands `memcpy`/`memmove` (`libc` names which) or `memset` with
    /// `args` inline when the size is a small constant; `false` (nothing
    /// emitted, no use counted) when it is not.
    pub(super) fn inline_memory(&mut self, libc: &str, args: &[Value]) -> GResult<bool> {
        let Some(n) = self.const_int(args[2])? else {
            return Ok(false);
        };
        let pieces = chunks(n.max(0)).count();
        let fits = match libc {
            "memcpy" => (0..=MEMCPY_INLINE_MAX).contains(&n),
            "memmove" => (0..=16).contains(&n) && pieces <= 2,
            _ => (0..=MEMSET_INLINE_MAX).contains(&n) && self.const_int(args[1])?.is_some(),
        };
        if !fits {
            return Ok(false);
        }
        let dst = self.address(args[0])?;
        if libc == "memset" {
            let byte = self.const_int(args[1])?.unwrap_or(0) as u8;
            self.consume(args[1]);
            let pattern = (u64::from(byte) * 0x0101_0101_0101_0101) as i64;
            self.emit(Inst::MovImm {
                size: OperandSize::S64,
                dst: r(SCRATCH),
                imm: pattern,
            });
            for (off, k) in chunks(n) {
                let (_, size) = chunk_forms(k);
                let Some(addr) = displaced(dst, off) else {
                    return Err(super::Unsupported);
                };
                self.emit(Inst::Store {
                    size,
                    src: r(SCRATCH),
                    addr,
                });
            }
        } else {
            let src = self.address(args[1])?;
            // memmove reads everything (two chunks at most) before writing.
            let temp = if libc == "memmove" && pieces == 2 {
                self.take_reg(0)
            } else {
                SCRATCH
            };
            let regs = [SCRATCH, temp];
            let moves: Vec<(i64, i64)> = chunks(n).collect();
            let batch = if libc == "memmove" { moves.len() } else { 1 };
            for group in moves.chunks(batch.max(1)) {
                for (j, &(off, k)) in group.iter().enumerate() {
                    let (ext, _) = chunk_forms(k);
                    let addr = displaced(src, off).ok_or(super::Unsupported)?;
                    self.emit(Inst::Load {
                        ext,
                        dst: r(regs[j]),
                        addr,
                    });
                }
                for (j, &(off, k)) in group.iter().enumerate() {
                    let (_, size) = chunk_forms(k);
                    let addr = displaced(dst, off).ok_or(super::Unsupported)?;
                    self.emit(Inst::Store {
                        size,
                        src: r(regs[j]),
                        addr,
                    });
                }
            }
        }
        for &a in &args[2..] {
            self.consume(a);
        }
        self.regs.clobbered.insert(kiln_targets::x64::regs::R11);
        Ok(true)
    }
}
