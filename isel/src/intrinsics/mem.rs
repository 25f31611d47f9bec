//! Memory intrinsics: memcpy/memmove/memset (inline for small constant
//! sizes, else libcalls) and objectsize.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{ExtMode, Inst, OperandSize, RegMem, SseOp, XmmMemOp};

/// The largest constant size memcpy (or memmove, `overlap`) expands inline:
/// 128 bytes for memcpy; memmove loads everything before storing, 32 bytes
/// (64 through a segment, where a libcall is impossible, as llc-19 does).
fn memcpy_inline_max(overlap: bool, segmented: bool) -> u32 {
    match (overlap, segmented) {
        (false, _) => 128,
        (true, false) => 32,
        (true, true) => 64,
    }
}

impl Lower<'_> {
    pub(super) fn lower_memcpy(&mut self, overlap: bool, args: &[Value]) -> LResult<()> {
        let len = self.const_int(args[2]);
        let segmented =
            self.access_segment(args[0])?.is_some() || self.access_segment(args[1])?.is_some();
        let inline_max = memcpy_inline_max(overlap, segmented);
        if let Some(n) = len
            && (0..=inline_max as i64).contains(&n)
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
        let name = if overlap { "memmove" } else { "memcpy" };
        self.libcall_pointer(args[0], name, inline_max)?;
        self.libcall_pointer(args[1], name, inline_max)?;
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

    pub(super) fn lower_memset(&mut self, args: &[Value]) -> LResult<()> {
        let len = self.const_int(args[2]);
        let val = self.const_int(args[1]);
        let segmented = self.access_segment(args[0])?.is_some();
        if let Some(n) = len
            && (0..=256).contains(&n)
            && (val.is_some() || segmented)
        {
            let d = self.addr(args[0])?;
            let byte = (val.unwrap_or(0) as u8) as u64;
            let pat = byte * 0x0101_0101_0101_0101;
            let mut off = 0i64;
            let wide = match val {
                // A variable byte (through a segment, where the libcall
                // cannot go): its pattern, byte * 0x0101…01, in a register.
                None => Some(self.byte_pattern(args[1])?),
                Some(_) if n >= 16 => Some(self.imm64(pat as i64)),
                Some(_) => None,
            };
            let xmm = if let Some(w) = wide.filter(|_| n >= 32) {
                let x = self.new_float();
                self.emit(Inst::GprToXmm {
                    size: OperandSize::S64,
                    dst: x,
                    src: RegMem::Reg(w),
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
                    match wide.filter(|_| val.is_none()) {
                        Some(w) => self.emit(Inst::Store {
                            size,
                            src: w,
                            addr: a,
                        }),
                        None => self.emit(Inst::StoreImm {
                            size,
                            imm: pat as u32 as i32,
                            addr: a,
                        }),
                    }
                    off += k;
                }
            }
            return Ok(());
        }
        self.libcall_pointer(args[0], "memset", 256)?;
        let d = self.reg(args[0])?;
        let v = self.reg(args[1])?;
        let v = self.zext(v, 8, OperandSize::S32);
        let n = self.reg(args[2])?;
        let bits = self.int_bits(args[2])?;
        let n = self.zext(n, bits, OperandSize::S64);
        let ret = self.new_int();
        self.libcall("memset", &[d, v, n], &[ret])
    }

    /// `byte * 0x0101_0101_0101_0101` for an `i8` value: the byte in every
    /// byte of a register.
    fn byte_pattern(&mut self, byte: Value) -> LResult<Reg> {
        let v = self.reg(byte)?;
        let v = self.zext(v, 8, OperandSize::S64);
        let k = self.imm64(0x0101_0101_0101_0101);
        let w = self.new_int();
        self.emit(Inst::Imul {
            size: OperandSize::S64,
            dst: w,
            src1: v,
            src2: RegMem::Reg(k),
        });
        Ok(w)
    }

    /// Checks that pointer `p` of a memory intrinsic can go to the libc
    /// function `name`: only flat pointers can (LLVM's x86 back-end refuses
    /// the others too: "cannot lower memory intrinsic in address space").
    fn libcall_pointer(&self, p: Value, name: &str, inline_max: u32) -> LResult<()> {
        if self.access_segment(p)?.is_none() {
            return Ok(());
        }
        let a = self.m.types.ptr_addrspace(self.f.values[p].ty).unwrap_or(0);
        Err(self.err(format!(
            "{name} through address space {a} needs a constant size of at most {inline_max} bytes (expanded inline; the libc function cannot take a segment)"
        )))
    }

    /// The size of the object `p` points into and `p`'s offset in it, when
    /// known statically (static allocas and global variables, through
    /// constant GEPs).
    pub(super) fn known_object(&mut self, p: Value) -> Option<(u64, i64)> {
        // Walk down the chain of GEPs to the object (iteratively: a chain
        // may be 100,000 GEPs long), then add their offsets.
        let mut geps = Vec::new();
        let mut base = p;
        let size = loop {
            if let Some(slot) = self.static_slot(base) {
                break self.out.slots[slot].size as u64;
            }
            match self.f.values[base].def {
                kiln_ir::ValueDef::Const(c) => {
                    let (Some(g), off) = crate::values::const_addr(self.m, &mut self.c.layout, c)?
                    else {
                        return None;
                    };
                    let gd = &self.m.globals[g];
                    let kiln_ir::module::GlobalKind::Var(_) = gd.kind else {
                        return None;
                    };
                    geps.push(Err(off));
                    break self.layout_of(gd.value_type).0;
                }
                kiln_ir::ValueDef::Inst(i) => {
                    let kiln_ir::InstData::Gep { args, .. } = self.f.insts[i] else {
                        return None;
                    };
                    geps.push(Ok(i));
                    base = self.f.values_of(args)[0];
                }
                _ => return None,
            }
        };
        let mut off: i64 = 0;
        for g in geps {
            let i = match g {
                Ok(i) => i,
                Err(o) => {
                    off = off.wrapping_add(o);
                    continue;
                }
            };
            let kiln_ir::InstData::Gep {
                source_ty, args, ..
            } = self.f.insts[i]
            else {
                return None;
            };
            let mut ty = source_ty;
            for (k, &idx) in self.f.values_of(args)[1..].iter().enumerate() {
                let c = self.const_int(idx)?;
                if k == 0 {
                    let s = self.layout_of(ty).0 as i64;
                    off = off.wrapping_add(c.wrapping_mul(s));
                    continue;
                }
                match self.m.types.get(ty) {
                    kiln_ir::types::TypeData::Array { elem, .. } => {
                        ty = *elem;
                        let s = self.layout_of(ty).0 as i64;
                        off = off.wrapping_add(c.wrapping_mul(s));
                    }
                    _ => {
                        let field = *crate::layout::struct_fields(self.m, ty)?
                            .0
                            .get(usize::try_from(c).ok()?)?;
                        let fo = self.field_off(ty, c as usize) as i64;
                        off = off.wrapping_add(fo);
                        ty = field;
                    }
                }
            }
        }
        Some((size, off))
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
}
