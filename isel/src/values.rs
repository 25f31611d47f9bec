//! Values in virtual registers: the registers of instruction results and
//! parameters (assigned on first mention), and constants, global addresses
//! and static allocas materialised at each use.

use crate::layout::{Leaf, leaves};
use crate::lower::{LResult, Lower};
use cranelift_entity::EntityRef;
use kiln_ir::constants::{ConstData, ExprOp};
use kiln_ir::instructions::{BinaryOp, CastOp};
use kiln_ir::types::TypeData;
use kiln_ir::{Const, GlobalValue, Type, Value, ValueDef};
use kiln_targets::x64::{Amode, ExtMode, Inst, OperandSize, PoolConst, XmmMemOp};
use kiln_targets::{Reg, RegClass, StackSlot};

impl Lower<'_> {
    /// The registers of instruction result or parameter `v`: (start, len)
    /// in `parts`, assigned on first call.
    pub fn def_parts(&mut self, v: Value) -> LResult<(usize, usize)> {
        let s = self.c.vstart[v.index()];
        if s != u32::MAX {
            return Ok((s as usize, self.c.vlen[v.index()] as usize));
        }
        let ty = self.f.values[v].ty;
        let start = self.c.parts.len();
        // Scalars without the general walk.
        let class = match self.m.types.get(ty) {
            TypeData::Int(1..=64) | TypeData::Ptr(_) => Some(RegClass::Int),
            TypeData::Float | TypeData::Double => Some(RegClass::Float),
            _ => None,
        };
        if let Some(class) = class {
            let r = self.out.new_vreg(class);
            self.c.parts.push(r);
        } else {
            let mut lv = std::mem::take(&mut self.c.leaves);
            lv.clear();
            let r = leaves(self.m, ty, 0, &mut lv);
            if let Err(e) = r {
                self.c.leaves = lv;
                return Err(self.err(e));
            }
            for &(leaf, _) in &lv {
                let class = if leaf.is_float() {
                    RegClass::Float
                } else {
                    RegClass::Int
                };
                for _ in 0..leaf.nregs() {
                    let r = self.out.new_vreg(class);
                    self.c.parts.push(r);
                }
            }
            self.c.leaves = lv;
        }
        let n = self.c.parts.len() - start;
        self.c.vstart[v.index()] = start as u32;
        self.c.vlen[v.index()] = n as u16;
        Ok((start, n))
    }

    /// Size and ABI alignment of `ty`, cached per module.
    pub fn layout_of(&mut self, ty: Type) -> (u64, u64) {
        self.c.layout.size_align(self.m, ty)
    }

    /// Size and ABI alignment of `ty`, or why it has none (see
    /// [`crate::layout::checked_size_align`]); successes are cached.
    pub fn checked_layout(&mut self, ty: Type) -> Result<(u64, u64), String> {
        self.c.layout.checked_size_align(self.m, ty)
    }

    /// Byte offset of field `index` of struct type `ty` (offsets cached
    /// per module: an access costs a lookup whatever the field's position).
    pub fn field_off(&mut self, ty: Type, index: usize) -> u64 {
        self.c.layout.field_offset(self.m, ty, index)
    }

    /// The single destination register of result `v`.
    pub fn def1(&mut self, v: Value) -> LResult<Reg> {
        let (s, n) = self.def_parts(v)?;
        if n != 1 {
            return Err(self.err(format!(
                "internal: a {n}-register value where one register was expected"
            )));
        }
        Ok(Reg::virt(self.c.parts[s]))
    }

    /// The two destination registers (low, high) of an i128 result.
    pub fn def2(&mut self, v: Value) -> LResult<(Reg, Reg)> {
        let (s, _) = self.def_parts(v)?;
        Ok((Reg::virt(self.c.parts[s]), Reg::virt(self.c.parts[s + 1])))
    }

    /// The stack slot of static alloca `v`.
    pub fn static_slot(&self, v: Value) -> Option<StackSlot> {
        let s = self.c.slot_of[v.index()];
        (s != 0).then(|| StackSlot::new(s as usize - 1))
    }

    /// Appends all registers of `v` (any type) to `out`.
    pub fn all_regs(&mut self, v: Value, out: &mut Vec<Reg>) -> LResult<()> {
        if let Some(slot) = self.static_slot(v) {
            let r = self.new_int();
            self.emit(Inst::Lea {
                size: OperandSize::S64,
                dst: r,
                addr: Amode::Slot { slot, disp: 0 },
            });
            out.push(r);
            return Ok(());
        }
        match self.f.values[v].def {
            ValueDef::Const(c) => {
                let ty = self.f.values[v].ty;
                self.const_regs(c, ty, out)
            }
            ValueDef::Inst(i) if self.c.inline_gep[i.index()] => {
                let a = self.gep_amode(i)?;
                out.push(self.amode_reg(a));
                Ok(())
            }
            ValueDef::Param(_) | ValueDef::Inst(_) => {
                let (s, n) = self.def_parts(v)?;
                out.extend(self.c.parts[s..s + n].iter().map(|&r| Reg::virt(r)));
                Ok(())
            }
            _ => Err(self.err("metadata or inline-asm operand used as a value")),
        }
    }

    /// `v` (a scalar of one register) in a register.
    pub fn reg(&mut self, v: Value) -> LResult<Reg> {
        if let Some(slot) = self.static_slot(v) {
            let r = self.new_int();
            self.emit(Inst::Lea {
                size: OperandSize::S64,
                dst: r,
                addr: Amode::Slot { slot, disp: 0 },
            });
            return Ok(r);
        }
        match self.f.values[v].def {
            ValueDef::Const(c) => {
                let ty = self.f.values[v].ty;
                // Integer constants without the general path.
                if let ConstData::Int { val, .. } = self.m.consts.get(c)
                    && let Some(bits @ 1..=64) = self.m.types.int_bits(ty)
                {
                    let x = val.as_u64().unwrap_or(0);
                    return Ok(self.imm_bits(x, bits));
                }
                let mut out = Vec::new();
                self.const_regs(c, ty, &mut out)?;
                out.first()
                    .copied()
                    .ok_or_else(|| self.err("empty constant"))
            }
            ValueDef::Inst(i) if self.c.inline_gep[i.index()] => {
                let a = self.gep_amode(i)?;
                Ok(self.amode_reg(a))
            }
            ValueDef::Param(_) | ValueDef::Inst(_) => self.def1(v),
            _ => Err(self.err("metadata or inline-asm operand used as a value")),
        }
    }

    /// An i128 value as (low, high).
    pub fn pair(&mut self, v: Value) -> LResult<(Reg, Reg)> {
        let mut out = Vec::with_capacity(2);
        self.all_regs(v, &mut out)?;
        if out.len() != 2 {
            return Err(self.err("expected a 128-bit value"));
        }
        Ok((out[0], out[1]))
    }

    /// The integer constant behind `v`, sign-extended from its width.
    pub fn const_int(&self, v: Value) -> Option<i64> {
        let ValueDef::Const(c) = self.f.values[v].def else {
            return None;
        };
        match self.m.consts.get(c) {
            ConstData::Int { ty, val } => {
                let bits = self.m.types.int_bits(*ty)?;
                if bits > 64 {
                    return val.as_i128(bits).and_then(|x| i64::try_from(x).ok());
                }
                val.as_i128(bits).map(|x| x as i64)
            }
            ConstData::Null(_) => Some(0),
            _ => None,
        }
    }

    /// An integer constant that fits a sign-extended 32-bit immediate for
    /// an operation on `bits`-wide values.
    pub fn const_imm(&self, v: Value, bits: u32) -> Option<i32> {
        let x = self.const_int(v)?;
        if bits <= 32 {
            Some(x as i32)
        } else {
            i32::try_from(x).ok()
        }
    }

    /// Materialises constant `c` of type `ty` into registers appended to `out`.
    pub fn const_regs(&mut self, c: Const, ty: Type, out: &mut Vec<Reg>) -> LResult<()> {
        let m = self.m;
        match m.consts.get(c) {
            ConstData::Int { val, .. } => {
                let bits = m.types.int_bits(ty).unwrap_or(64);
                if bits > 64 && bits <= 128 {
                    let v = match val {
                        kiln_ir::IntValue::Small(v) => *v,
                        kiln_ir::IntValue::Big(w) => {
                            w[0] as u128 | ((w.get(1).copied().unwrap_or(0) as u128) << 64)
                        }
                    };
                    out.push(self.imm64(v as u64 as i64));
                    out.push(self.imm64((v >> 64) as u64 as i64));
                } else if bits > 128 {
                    // 64-bit parts, as `leaves` splits the type.
                    let n = bits.div_ceil(64) as usize;
                    for k in 0..n {
                        let w = match val {
                            kiln_ir::IntValue::Small(v) if k < 2 => (v >> (64 * k)) as u64,
                            kiln_ir::IntValue::Small(_) => 0,
                            kiln_ir::IntValue::Big(w) => w.get(k).copied().unwrap_or(0),
                        };
                        out.push(self.imm64(w as i64));
                    }
                } else {
                    let x = val.as_u64().unwrap_or(0);
                    out.push(self.imm_bits(x, bits));
                }
            }
            ConstData::Float { bits, .. } => {
                if let TypeData::X86Fp80 = m.types.get(ty) {
                    out.push(self.imm64(*bits as u64 as i64));
                    out.push(self.imm64((*bits >> 64) as u16 as i64));
                    return Ok(());
                }
                let r = self.float_const(ty, *bits)?;
                out.push(r);
            }
            ConstData::Null(_) => out.push(self.imm64(0)),
            ConstData::Undef(_) | ConstData::Poison(_) | ConstData::Zero(_) => {
                self.zero_regs(ty, out)?;
            }
            ConstData::Struct { elems, .. } | ConstData::Array { elems, .. } => {
                let elems = elems.clone();
                for (k, &e) in elems.iter().enumerate() {
                    let ety = match m.types.get(ty) {
                        TypeData::Array { elem, .. } => *elem,
                        _ => crate::layout::struct_fields(m, ty)
                            .map(|f| f.0[k])
                            .ok_or_else(|| self.err("bad struct constant"))?,
                    };
                    self.const_regs(e, ety, out)?;
                }
            }
            ConstData::Bytes { data, .. } => {
                for &b in data.iter() {
                    out.push(self.imm_bits(b as u64, 8));
                }
            }
            ConstData::Vector { .. } | ConstData::Splat { .. } => {
                let mut bytes = Vec::new();
                let mut relocs = Vec::new();
                crate::data::const_bytes(
                    m,
                    &mut self.c.layout,
                    &self.c.block_addrs,
                    c,
                    ty,
                    &mut bytes,
                    0,
                    &mut relocs,
                    None,
                )
                .map_err(|e| self.err(e))?;
                if let Some((e, n, _)) = m.types.vector(ty)
                    && m.types.int_bits(e) == Some(1)
                {
                    // A lane mask: each i1 becomes a lane of 128/n bits
                    // (one byte when n > 16).
                    bytes = mask_bytes(m, c, n);
                }
                if !relocs.is_empty() {
                    return Err(self.err("vector constant with addresses"));
                }
                for chunk in bytes.chunks(16) {
                    let mut b = [0u8; 16];
                    b[..chunk.len()].copy_from_slice(chunk);
                    let id = self.out.side.add_const(PoolConst { bytes: b, size: 16 });
                    let r = self.new_float();
                    self.emit(Inst::XmmLoad {
                        op: XmmMemOp::Movups,
                        dst: r,
                        addr: Amode::Const { id },
                    });
                    out.push(r);
                }
            }
            ConstData::Global { .. } | ConstData::Expr { .. } => {
                if let Some((gv, off)) = const_addr(m, &mut self.c.layout, c) {
                    let r = self.new_int();
                    match gv {
                        Some(g) => {
                            let a = self.global_amode(g, off)?;
                            self.emit(Inst::Lea {
                                size: OperandSize::S64,
                                dst: r,
                                addr: a,
                            });
                        }
                        None => self.emit(Inst::MovImm {
                            size: OperandSize::S64,
                            dst: r,
                            imm: off,
                        }),
                    }
                    out.push(r);
                } else {
                    let r = self.scalar_const_expr(c, ty)?;
                    out.push(r);
                }
            }
            ConstData::DsoLocalEquivalent { gv, .. } | ConstData::NoCfi { gv, .. } => {
                let a = self.global_amode(*gv, 0)?;
                let r = self.new_int();
                self.emit(Inst::Lea {
                    size: OperandSize::S64,
                    dst: r,
                    addr: a,
                });
                out.push(r);
            }
            ConstData::BlockAddress { func, block, .. } => {
                let sym = self
                    .c
                    .block_addrs
                    .symbol(*func, *block)
                    .ok_or_else(|| self.err("blockaddress of an unknown block"))?;
                let addr = if self.large_code() {
                    self.large_amode(sym, true, 0)
                } else {
                    Amode::Symbol { sym, disp: 0 }
                };
                let r = self.new_int();
                self.emit(Inst::Lea {
                    size: OperandSize::S64,
                    dst: r,
                    addr,
                });
                out.push(r);
            }
            ConstData::None | ConstData::PtrAuth { .. } => {
                return Err(self.err("token or ptrauth constant used as a value"));
            }
        }
        Ok(())
    }

    /// Zero registers for every leaf of `ty`.
    pub fn zero_regs(&mut self, ty: Type, out: &mut Vec<Reg>) -> LResult<()> {
        let mut lv = Vec::new();
        leaves(self.m, ty, 0, &mut lv).map_err(|e| self.err(e))?;
        for (leaf, _) in lv {
            match leaf {
                Leaf::Int(_) => out.push(self.imm64(0)),
                Leaf::Wide(_) | Leaf::F80 => {
                    out.push(self.imm64(0));
                    out.push(self.imm64(0));
                }
                Leaf::F32 | Leaf::F64 | Leaf::Vec(_) | Leaf::F16 | Leaf::F128 => {
                    let id = self.out.side.add_const(PoolConst {
                        bytes: [0; 16],
                        size: 16,
                    });
                    let r = self.new_float();
                    self.emit(Inst::XmmLoad {
                        op: XmmMemOp::Movups,
                        dst: r,
                        addr: Amode::Const { id },
                    });
                    out.push(r);
                }
            }
        }
        Ok(())
    }

    /// A register holding `imm`.
    pub fn imm64(&mut self, imm: i64) -> Reg {
        let r = self.new_int();
        self.emit(Inst::MovImm {
            size: OperandSize::S64,
            dst: r,
            imm,
        });
        r
    }

    /// A register holding the low `bits` of `x` (upper bits unspecified).
    pub fn imm_bits(&mut self, x: u64, bits: u32) -> Reg {
        let r = self.new_int();
        if bits <= 32 {
            self.emit(Inst::MovImm {
                size: OperandSize::S32,
                dst: r,
                imm: (x as u32) as i64,
            });
        } else {
            self.emit(Inst::MovImm {
                size: OperandSize::S64,
                dst: r,
                imm: x as i64,
            });
        }
        r
    }

    /// A float/double constant in an XMM register (from the constant pool).
    pub fn float_const(&mut self, ty: Type, bits: u128) -> LResult<Reg> {
        let (size, op) = match self.m.types.get(ty) {
            TypeData::Float => (4u8, XmmMemOp::Movss),
            TypeData::Double => (8, XmmMemOp::Movsd),
            TypeData::Half | TypeData::BFloat => (4, XmmMemOp::Movss),
            TypeData::Fp128 => (16, XmmMemOp::Movups),
            _ => {
                return Err(self.err(format!(
                    "floating-point type {}",
                    crate::layout::type_name(self.m, ty)
                )));
            }
        };
        let b = bits.to_le_bytes();
        let id = self.out.side.add_const(PoolConst { bytes: b, size });
        let r = self.new_float();
        self.emit(Inst::XmmLoad {
            op,
            dst: r,
            addr: Amode::Const { id },
        });
        Ok(r)
    }

    /// `a` with `disp` added (through a `lea` when it would overflow).
    pub fn add_disp(&mut self, a: Amode, disp: i64) -> Amode {
        if disp == 0 {
            return a;
        }
        let fits = |d: i32| i32::try_from(d as i64 + disp).ok();
        let merged = match a {
            Amode::Base { base, disp: d, seg } => {
                fits(d).map(|d| Amode::Base { base, disp: d, seg })
            }
            Amode::BaseIndex {
                base,
                index,
                shift,
                disp: d,
                seg,
            } => fits(d).map(|d| Amode::BaseIndex {
                base,
                index,
                shift,
                disp: d,
                seg,
            }),
            Amode::Slot { slot, disp: d } => fits(d).map(|d| Amode::Slot { slot, disp: d }),
            Amode::Symbol { sym, disp: d } => fits(d).map(|d| Amode::Symbol { sym, disp: d }),
            _ => None,
        };
        if let Some(m) = merged {
            return m;
        }
        let base = self.amode_reg(a);
        let k = self.imm64(disp);
        let r = self.new_int();
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst: r,
            addr: Amode::base_index(base, k, 0, 0),
        });
        Amode::Base {
            base: r,
            disp: 0,
            seg: a.segment(),
        }
    }

    /// The address an amode denotes, in a register: for an operand in a
    /// segment, the offset into the segment (a `lea` never takes one).
    pub fn amode_reg(&mut self, a: Amode) -> Reg {
        if let Amode::Base { base, disp: 0, .. } = a {
            return base;
        }
        let a = a.without_segment();
        let r = self.new_int();
        if let Amode::Got { .. } = a {
            self.emit(Inst::Load {
                ext: ExtMode::None64,
                dst: r,
                addr: a,
            });
            return r;
        }
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst: r,
            addr: a,
        });
        r
    }
}

/// Folds an address constant to (global, byte offset); `None` global for
/// plain integers, and for expressions nested deeper than
/// [`crate::validate::MAX_CONST_DEPTH`] or larger than
/// [`crate::validate::MAX_EXPR_NODES`] (which `crate::validate` reports
/// before selection; aliases are folded here unchecked). `memo` keeps the
/// layouts of the types `getelementptr`s index.
pub(crate) fn const_addr(
    m: &kiln_ir::Module,
    memo: &mut crate::layout::LayoutMemo,
    c: Const,
) -> Option<(Option<GlobalValue>, i64)> {
    let mut budget = crate::validate::MAX_EXPR_NODES;
    fold_addr(m, memo, c, 0, &mut budget)
}

/// [`const_addr`] at nesting `depth`, visiting at most `budget` more nodes.
fn fold_addr(
    m: &kiln_ir::Module,
    memo: &mut crate::layout::LayoutMemo,
    c: Const,
    depth: u32,
    budget: &mut u64,
) -> Option<(Option<GlobalValue>, i64)> {
    if depth >= crate::validate::MAX_CONST_DEPTH || *budget == 0 {
        return None;
    }
    *budget -= 1;
    let mut const_addr =
        |memo: &mut crate::layout::LayoutMemo, m, c| fold_addr(m, memo, c, depth + 1, budget);
    match m.consts.get(c) {
        ConstData::Global { gv, .. } => Some((Some(*gv), 0)),
        ConstData::Null(_) | ConstData::Zero(_) => Some((None, 0)),
        ConstData::Int { ty, val } => {
            let bits = m.types.int_bits(*ty)?;
            Some((None, val.as_i128(bits)? as i64))
        }
        ConstData::Expr { op, ops, .. } => match op {
            ExprOp::Cast(
                CastOp::PtrToInt | CastOp::IntToPtr | CastOp::Bitcast | CastOp::AddrSpaceCast,
            ) => const_addr(memo, m, ops[0]),
            ExprOp::Binary(BinaryOp::Add) => {
                let (a, x) = const_addr(memo, m, ops[0])?;
                let (b, y) = const_addr(memo, m, ops[1])?;
                match (a, b) {
                    (Some(_), Some(_)) => None,
                    (g, None) | (None, g) => Some((g, x.wrapping_add(y))),
                }
            }
            ExprOp::Binary(BinaryOp::Sub) => {
                let (a, x) = const_addr(memo, m, ops[0])?;
                match const_addr(memo, m, ops[1])? {
                    (None, y) => Some((a, x.wrapping_sub(y))),
                    // The distance between two addresses in one global.
                    (Some(b), y) if Some(b) == a => Some((None, x.wrapping_sub(y))),
                    _ => None,
                }
            }
            ExprOp::Cast(CastOp::Trunc) => match const_addr(memo, m, ops[0])? {
                (None, x) => Some((None, x)),
                _ => None,
            },
            ExprOp::Gep(src) => {
                let (g, base) = const_addr(memo, m, ops[0])?;
                let mut off = base;
                let mut ty = *src;
                for (k, &idx) in ops[1..].iter().enumerate() {
                    let (_, i) = const_addr(memo, m, idx)?;
                    if k == 0 {
                        let size = memo.checked_size_align(m, ty).ok()?.0;
                        off = off.wrapping_add(i.wrapping_mul(size as i64));
                        continue;
                    }
                    match m.types.get(ty) {
                        TypeData::Struct { .. } | TypeData::Named(_) => {
                            let field = *crate::layout::struct_fields(m, ty)?
                                .0
                                .get(usize::try_from(i).ok()?)?;
                            off = off.wrapping_add(memo.field_offset(m, ty, i as usize) as i64);
                            ty = field;
                        }
                        TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                            ty = *elem;
                            off = off.wrapping_add(i.wrapping_mul(memo.size_align(m, ty).0 as i64));
                        }
                        _ => return None,
                    }
                }
                Some((g, off))
            }
            _ => None,
        },
        _ => None,
    }
}

/// The 16 bytes of an `<n x i1>` constant as a lane mask.
fn mask_bytes(m: &kiln_ir::Module, c: Const, n: u32) -> Vec<u8> {
    let lane = if n <= 16 { (16 / n.max(1)) as usize } else { 1 };
    let bit = |k: usize| -> bool {
        match m.consts.get(c) {
            ConstData::Vector { elems, .. } => match m.consts.get(elems[k]) {
                ConstData::Int { val, .. } => !val.is_zero(),
                _ => false,
            },
            ConstData::Splat { elem, .. } => match m.consts.get(*elem) {
                ConstData::Int { val, .. } => !val.is_zero(),
                _ => false,
            },
            _ => false,
        }
    };
    let mut out = vec![0u8; (n as usize * lane).div_ceil(16) * 16];
    for k in 0..n as usize {
        if bit(k) {
            out[k * lane..(k + 1) * lane].fill(0xff);
        }
    }
    out
}
