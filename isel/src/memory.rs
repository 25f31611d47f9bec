//! Addresses (GEP and alloca folding into x86 addressing modes), loads,
//! stores, dynamic allocas and inline memory copies.

use crate::addrspace::unsupported_addrspace;
use crate::layout::{Leaf, leaves, struct_fields};
use crate::lower::{LResult, Lower};
use crate::mask_bits::MASK_IN_AGGREGATE;
use crate::values::const_addr;
use kiln_ir::instructions::Ordering;
use kiln_ir::types::TypeData;
use kiln_ir::{Inst as IrInst, InstData, Type, Value, ValueDef};
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Amode, ExtMode, Inst, OperandSize, RegMemImm, Segment, ShiftOp, XmmMemOp,
};

/// What one GEP index does (see [`Lower::gep_step`]).
pub(crate) enum GepStep {
    /// Into a struct field, at this byte offset.
    Field {
        /// Offset of the field.
        disp: u64,
    },
    /// Over elements of this many bytes.
    Scaled {
        /// Element size.
        size: u64,
    },
}

impl Lower<'_> {
    /// The memory operand of an access through pointer `ptr`: its address
    /// ([`Self::ptr_amode`]) in the segment of its address space (see
    /// [`Self::access_segment`]).
    pub fn addr(&mut self, ptr: Value) -> LResult<Amode> {
        let seg = self.access_segment(ptr)?;
        let a = self.ptr_amode(ptr)?;
        Ok(match seg {
            Some(seg) => self.in_segment(a, seg),
            None => a,
        })
    }

    /// The segment of a memory access through pointer `ptr`: none for
    /// address space 0, FS/GS/SS for 257/256/258 (the pointer is an offset
    /// into the segment, as LLVM's x86 back-end reads it), an error for any
    /// other address space.
    pub fn access_segment(&self, ptr: Value) -> LResult<Option<Segment>> {
        let ty = self.f.values[ptr].ty;
        match self.m.types.ptr_addrspace(ty) {
            Some(0) => Ok(None),
            Some(a) => match Segment::of_addrspace(a) {
                Some(seg) => Ok(Some(seg)),
                None => Err(self.err(unsupported_addrspace(a))),
            },
            None => Err(self.err(format!(
                "memory access through a value of type {}",
                crate::layout::type_name(self.m, ty)
            ))),
        }
    }

    /// Memory operand `a` in segment `seg` (other forms than base + index
    /// go through a register first: the segment base is added to the
    /// address `a` computes, as for a pointer in a register).
    pub fn in_segment(&mut self, a: Amode, seg: Segment) -> Amode {
        let seg = Some(seg);
        match a {
            Amode::Base { base, disp, .. } => Amode::Base { base, disp, seg },
            Amode::BaseIndex {
                base,
                index,
                shift,
                disp,
                ..
            } => Amode::BaseIndex {
                base,
                index,
                shift,
                disp,
                seg,
            },
            _ => {
                let base = self.amode_reg(a);
                Amode::Base { base, disp: 0, seg }
            }
        }
    }

    /// The address pointer `ptr` holds, as an addressing mode (no segment:
    /// for `lea` and further arithmetic), folding static allocas, globals,
    /// inline GEPs and single-use GEPs.
    pub fn ptr_amode(&mut self, ptr: Value) -> LResult<Amode> {
        match self.folded_gep(ptr) {
            Some(i) => self.gep_amode(i),
            None => self.addr_unfolded(ptr),
        }
    }

    /// The GEP that `ptr`'s address folds in (an inline GEP, or a GEP
    /// sunk into this use, which marks it sunk); `None` for a static
    /// alloca or any other pointer.
    fn folded_gep(&mut self, ptr: Value) -> Option<IrInst> {
        if self.static_slot(ptr).is_some() {
            return None;
        }
        if let Some(i) = self.inline_gep(ptr) {
            return Some(i);
        }
        if let ValueDef::Inst(i) = self.f.values[ptr].def
            && matches!(self.f.insts[i], InstData::Gep { .. })
            && self.sinkable(ptr).is_some()
            && self.m.types.vector(self.f.values[ptr].ty).is_none()
        {
            self.sink(i);
            return Some(i);
        }
        None
    }

    /// The memory operand for pointer `ptr` that is no folded GEP.
    fn addr_unfolded(&mut self, ptr: Value) -> LResult<Amode> {
        if let Some(slot) = self.static_slot(ptr) {
            return Ok(Amode::Slot { slot, disp: 0 });
        }
        if let ValueDef::Const(c) = self.f.values[ptr].def {
            match const_addr(self.m, &mut self.c.layout, c) {
                Some((Some(g), off)) => return self.global_amode(g, off),
                Some((None, x)) => {
                    let r = self.imm64(x);
                    return Ok(Amode::base(r, 0));
                }
                None => {}
            }
        }
        let r = self.reg(ptr)?;
        Ok(Amode::base(r, 0))
    }

    /// The address computed by GEP `i` as a memory operand. A chain of
    /// GEPs folded into each other is walked iteratively (a function may
    /// hold 100,000 of them in a row), its root addressed first.
    pub fn gep_amode(&mut self, i: IrInst) -> LResult<Amode> {
        let mut chain = crate::ctx::take_empty(&mut self.c.gep_chain);
        chain.push(i);
        let r = self.gep_chain_amode(&mut chain);
        self.c.gep_chain = chain;
        r
    }

    /// [`Self::gep_amode`] of the GEP in `chain` (its only element), using
    /// `chain` for the GEPs folded into it.
    fn gep_chain_amode(&mut self, chain: &mut Vec<IrInst>) -> LResult<Amode> {
        let root = loop {
            let InstData::Gep { args, .. } = self.f.insts[*chain.last().unwrap()] else {
                unreachable!("folded GEPs are GEPs")
            };
            let base = self.f.values_of(args)[0];
            match self.folded_gep(base) {
                Some(j) => chain.push(j),
                None => break base,
            }
        };
        let mut a = self.addr_unfolded(root)?;
        for &j in chain.iter().rev() {
            a = self.apply_gep(j, a)?;
        }
        Ok(a)
    }

    /// Steps index `k` (value `idx`) of a GEP into `*ty`, the type it
    /// indexes: a struct field (a constant index, at a byte offset) or an
    /// element scaled by its size; what cannot be indexed is named in the
    /// error.
    pub(crate) fn gep_step(
        &mut self,
        ty: &mut Type,
        k: usize,
        idx: Value,
    ) -> Result<GepStep, &'static str> {
        if k == 0 {
            return Ok(GepStep::Scaled {
                size: self.layout_of(*ty).0,
            });
        }
        match self.m.types.get(*ty) {
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let fi = self.const_int(idx).ok_or("non-constant struct index")? as usize;
                let field = struct_fields(self.m, *ty)
                    .and_then(|(fields, _)| fields.get(fi).copied())
                    .ok_or("struct index past the last field")?;
                let disp = self.field_off(*ty, fi);
                *ty = field;
                Ok(GepStep::Field { disp })
            }
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                *ty = *elem;
                Ok(GepStep::Scaled {
                    size: self.layout_of(*ty).0,
                })
            }
            _ => Err("getelementptr into a non-aggregate type"),
        }
    }

    /// Address `a` (GEP `i`'s base) advanced by GEP `i`'s indices.
    fn apply_gep(&mut self, i: IrInst, mut a: Amode) -> LResult<Amode> {
        let InstData::Gep {
            source_ty, args, ..
        } = self.f.insts[i]
        else {
            unreachable!()
        };
        let args = self.f.values_of(args);
        let mut disp: i64 = 0;
        let mut ty = source_ty;
        for (k, &idx) in args[1..].iter().enumerate() {
            let size = match self.gep_step(&mut ty, k, idx).map_err(|e| self.err(e))? {
                GepStep::Field { disp: d } => {
                    disp += d as i64;
                    continue;
                }
                GepStep::Scaled { size } => size,
            };
            if let Some(c) = self.const_int(idx) {
                disp = disp.wrapping_add(c.wrapping_mul(size as i64));
                continue;
            }
            if self.m.types.vector(self.f.values[idx].ty).is_some() {
                return Err(self.err("getelementptr with vector indices"));
            }
            if let Some(r) = self.scaled_bitfield_index(idx, size)? {
                a = self.add_index(a, r, 1);
                continue;
            }
            let bits = self.int_bits(idx)?;
            let r = self.reg(idx)?;
            let r = self.sext64(r, bits);
            a = self.add_index(a, r, size);
        }
        Ok(self.add_disp(a, disp))
    }

    /// `a + index * scale`.
    pub fn add_index(&mut self, a: Amode, index: Reg, scale: u64) -> Amode {
        if scale == 0 {
            return a;
        }
        let (index, shift) = match scale {
            1 => (index, 0),
            2 => (index, 1),
            4 => (index, 2),
            8 => (index, 3),
            _ => {
                let r = self.new_int();
                if let Ok(s) = i32::try_from(scale) {
                    self.emit(Inst::ImulImm {
                        size: OperandSize::S64,
                        dst: r,
                        src: kiln_targets::x64::RegMem::Reg(index),
                        imm: s,
                    });
                } else {
                    let k = self.imm64(scale as i64);
                    self.emit(Inst::Imul {
                        size: OperandSize::S64,
                        dst: r,
                        src1: index,
                        src2: kiln_targets::x64::RegMem::Reg(k),
                    });
                }
                (r, 0)
            }
        };
        let seg = a.segment();
        let (base, disp) = match a {
            Amode::Base { base, disp, .. } => (base, disp),
            _ => (self.amode_reg(a), 0),
        };
        Amode::BaseIndex {
            base,
            index,
            shift,
            disp,
            seg,
        }
    }

    /// Width in bits of integer (or pointer: 64) value `v`.
    pub fn int_bits(&self, v: Value) -> LResult<u32> {
        self.type_bits(self.f.values[v].ty)
    }

    /// Width in bits of an integer or pointer type.
    pub fn type_bits(&self, ty: Type) -> LResult<u32> {
        match self.m.types.get(ty) {
            TypeData::Int(b) => Ok(*b),
            TypeData::Ptr(_) => Ok(64),
            _ => Err(self.err(format!(
                "expected an integer, got {}",
                crate::layout::type_name(self.m, ty)
            ))),
        }
    }

    /// A GEP used as a value: `lea`.
    pub fn lower_gep(&mut self, i: IrInst, res: Value) -> LResult<()> {
        if self.m.types.vector(self.f.values[res].ty).is_some() {
            return self.scalar_gep(i, res);
        }
        let a = self.gep_amode(i)?;
        let dst = self.def1(res)?;
        match a {
            Amode::Base {
                base,
                disp: 0,
                seg: None,
            } => self.emit(Inst::MovRR {
                size: OperandSize::S64,
                dst,
                src: base,
            }),
            _ => self.emit(Inst::Lea {
                size: OperandSize::S64,
                dst,
                addr: a,
            }),
        }
        Ok(())
    }

    /// The register-sized leaves of `ty` with their offsets, in the
    /// context's reusable vector (give it back to `self.c.leaves` when done).
    fn take_leaves(&mut self, ty: Type) -> LResult<Vec<(Leaf, u64)>> {
        let mut lv = crate::ctx::take_empty(&mut self.c.leaves);
        // Scalars without the general walk.
        match self.m.types.get(ty) {
            TypeData::Int(b @ 1..=64) => lv.push((Leaf::Int(*b), 0)),
            TypeData::Ptr(_) => lv.push((Leaf::Int(64), 0)),
            TypeData::Float => lv.push((Leaf::F32, 0)),
            TypeData::Double => lv.push((Leaf::F64, 0)),
            _ => {
                if let Err(e) = leaves(self.m, ty, 0, &mut lv) {
                    self.c.leaves = lv;
                    return Err(self.err(e));
                }
            }
        }
        Ok(lv)
    }

    /// Loads a value of type `ty` from `a` into `out` (one entry per register).
    pub fn load_into(&mut self, ty: Type, a: Amode, out: &[Reg]) -> LResult<()> {
        let lv = self.take_leaves(ty)?;
        let mut k = 0;
        for &(leaf, off) in &lv {
            let at = self.add_disp(a, off as i64);
            match leaf {
                Leaf::Int(bits) => {
                    self.load_int(bits, at, out[k]);
                }
                Leaf::Wide(_) | Leaf::F80 => {
                    let bits = if let Leaf::Wide(b) = leaf { b } else { 80 };
                    self.emit(Inst::Load {
                        ext: ExtMode::None64,
                        dst: out[k],
                        addr: at,
                    });
                    let hi = self.add_disp(at, 8);
                    self.load_int(bits - 64, hi, out[k + 1]);
                }
                Leaf::Vec(n) if !matches!(n, 2 | 4 | 8 | 16) => {
                    let slot = self.out.new_slot(16, 16);
                    let tmp = Amode::Slot { slot, disp: 0 };
                    self.copy_inline(tmp, at, n as u64);
                    self.emit(Inst::XmmLoad {
                        op: XmmMemOp::Movdqu,
                        dst: out[k],
                        addr: tmp,
                    });
                }
                Leaf::Vec(16) if k == 0 && self.is_mask_type(ty) => {
                    // A lane mask is bit-packed in memory (mask_bits.rs).
                    self.load_mask(ty, a, out)?;
                    break;
                }
                Leaf::Vec(16) if self.aggregate_holds_mask(ty) => {
                    return Err(self.err(MASK_IN_AGGREGATE));
                }
                Leaf::Vec(2) | Leaf::F16 => self.load_f16(at, out[k]),
                Leaf::F32 | Leaf::F64 | Leaf::Vec(_) | Leaf::F128 => {
                    let op = xmm_mem_op(leaf);
                    self.emit(Inst::XmmLoad {
                        op,
                        dst: out[k],
                        addr: at,
                    });
                }
            }
            k += leaf.nregs();
        }
        self.c.leaves = lv;
        Ok(())
    }

    pub(crate) fn load_int(&mut self, bits: u32, a: Amode, dst: Reg) {
        let bytes = bits.div_ceil(8);
        let ext = match bytes {
            1 => ExtMode::ZeroExt8,
            2 => ExtMode::ZeroExt16,
            4 => ExtMode::None32,
            8 => ExtMode::None64,
            _ => {
                // 3, 5, 6, 7 bytes: a wide low part and the rest, combined.
                let (lo_bytes, lo_ext) = if bytes == 3 {
                    (2, ExtMode::ZeroExt16)
                } else {
                    (4, ExtMode::None32)
                };
                let lo = self.new_int();
                self.emit(Inst::Load {
                    ext: lo_ext,
                    dst: lo,
                    addr: a,
                });
                let hi = self.new_int();
                let hi_at = self.add_disp(a, lo_bytes as i64);
                let hi_ext = if bytes - lo_bytes == 1 {
                    ExtMode::ZeroExt8
                } else {
                    ExtMode::ZeroExt16
                };
                let hi2 = if bytes - lo_bytes == 3 {
                    // 7 bytes: 2 + 1 more.
                    let a2 = self.new_int();
                    self.emit(Inst::Load {
                        ext: ExtMode::ZeroExt16,
                        dst: a2,
                        addr: hi_at,
                    });
                    let b2 = self.new_int();
                    let at3 = self.add_disp(hi_at, 2);
                    self.emit(Inst::Load {
                        ext: ExtMode::ZeroExt8,
                        dst: b2,
                        addr: at3,
                    });
                    let s = self.new_int();
                    self.emit(Inst::ShiftImm {
                        size: OperandSize::S64,
                        op: ShiftOp::Shl,
                        dst: s,
                        src: b2,
                        amount: 16,
                    });
                    let o = self.new_int();
                    self.emit(Inst::Alu {
                        size: OperandSize::S64,
                        op: AluOp::Or,
                        dst: o,
                        src1: a2,
                        src2: RegMemImm::Reg(s),
                    });
                    o
                } else {
                    self.emit(Inst::Load {
                        ext: hi_ext,
                        dst: hi,
                        addr: hi_at,
                    });
                    hi
                };
                let s = self.new_int();
                self.emit(Inst::ShiftImm {
                    size: OperandSize::S64,
                    op: ShiftOp::Shl,
                    dst: s,
                    src: hi2,
                    amount: (lo_bytes * 8) as u8,
                });
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op: AluOp::Or,
                    dst,
                    src1: lo,
                    src2: RegMemImm::Reg(s),
                });
                return;
            }
        };
        self.emit(Inst::Load { ext, dst, addr: a });
    }

    /// Stores the registers of a value of type `ty` (as from `all_regs`) to `a`.
    pub fn store_regs(&mut self, ty: Type, regs: &[Reg], a: Amode) -> LResult<()> {
        let lv = self.take_leaves(ty)?;
        let mut k = 0;
        for &(leaf, off) in &lv {
            let at = self.add_disp(a, off as i64);
            match leaf {
                Leaf::Int(bits) => self.store_int(bits, regs[k], at),
                Leaf::Wide(_) | Leaf::F80 => {
                    let bits = if let Leaf::Wide(b) = leaf { b } else { 80 };
                    self.emit(Inst::Store {
                        size: OperandSize::S64,
                        src: regs[k],
                        addr: at,
                    });
                    let hi = self.add_disp(at, 8);
                    self.store_int(bits - 64, regs[k + 1], hi);
                }
                Leaf::Vec(n) if !matches!(n, 2 | 4 | 8 | 16) => {
                    let slot = self.out.new_slot(16, 16);
                    let tmp = Amode::Slot { slot, disp: 0 };
                    self.emit(Inst::XmmStore {
                        op: XmmMemOp::Movdqu,
                        src: regs[k],
                        addr: tmp,
                    });
                    self.copy_inline(at, tmp, n as u64);
                }
                Leaf::Vec(16) if k == 0 && self.is_mask_type(ty) => {
                    // A lane mask is bit-packed in memory (mask_bits.rs).
                    self.store_mask(ty, regs, a)?;
                    break;
                }
                Leaf::Vec(16) if self.aggregate_holds_mask(ty) => {
                    return Err(self.err(MASK_IN_AGGREGATE));
                }
                Leaf::Vec(2) | Leaf::F16 => self.store_f16(regs[k], at),
                Leaf::F32 | Leaf::F64 | Leaf::Vec(_) | Leaf::F128 => {
                    let op = xmm_mem_op(leaf);
                    self.emit(Inst::XmmStore {
                        op,
                        src: regs[k],
                        addr: at,
                    });
                }
            }
            k += leaf.nregs();
        }
        self.c.leaves = lv;
        Ok(())
    }

    pub(crate) fn store_int(&mut self, bits: u32, src: Reg, a: Amode) {
        let size = match bits {
            8 => Some(OperandSize::S8),
            16 => Some(OperandSize::S16),
            32 => Some(OperandSize::S32),
            64 => Some(OperandSize::S64),
            _ => None,
        };
        if let Some(size) = size {
            self.emit(Inst::Store { size, src, addr: a });
            return;
        }
        // Odd widths: store the zero-extended value's store-size bytes.
        let v = self.zext(src, bits, OperandSize::S64);
        let bytes = bits.div_ceil(8);
        let mut done = 0;
        let mut cur = v;
        while done < bytes {
            let (size, n) = match bytes - done {
                1 => (OperandSize::S8, 1),
                2 | 3 => (OperandSize::S16, 2),
                _ if bytes - done >= 8 => (OperandSize::S64, 8),
                _ => (OperandSize::S32, 4),
            };
            let at = self.add_disp(a, done as i64);
            self.emit(Inst::Store {
                size,
                src: cur,
                addr: at,
            });
            done += n;
            if done < bytes {
                let s = self.new_int();
                self.emit(Inst::ShiftImm {
                    size: OperandSize::S64,
                    op: ShiftOp::Shr,
                    dst: s,
                    src: cur,
                    amount: (n * 8) as u8,
                });
                cur = s;
            }
        }
    }

    /// `load`.
    pub fn lower_load(&mut self, ptr: Value, res: Value) -> LResult<()> {
        let a = self.addr(ptr)?;
        let ty = self.f.values[res].ty;
        let (s, n) = self.def_parts(res)?;
        if n == 1 {
            let r = [Reg::virt(self.c.parts[s])];
            return self.load_into(ty, a, &r);
        }
        let regs: Vec<Reg> = self.c.parts[s..s + n]
            .iter()
            .map(|&r| Reg::virt(r))
            .collect();
        self.load_into(ty, a, &regs)
    }

    /// `store`.
    pub fn lower_store(&mut self, val: Value, ptr: Value, ordering: Ordering) -> LResult<()> {
        let ty = self.f.values[val].ty;
        // Immediate stores of small integer constants.
        if let Some(c) = self.const_int(val)
            && let TypeData::Int(bits @ (8 | 16 | 32 | 64)) | TypeData::Ptr(bits @ 64) =
                *self.normalized_int(ty)
            && (bits <= 32 || i32::try_from(c).is_ok())
            && ordering != Ordering::SeqCst
        {
            let a = self.addr(ptr)?;
            let size = match bits {
                8 => OperandSize::S8,
                16 => OperandSize::S16,
                32 => OperandSize::S32,
                _ => OperandSize::S64,
            };
            self.emit(Inst::StoreImm {
                size,
                imm: c as i32,
                addr: a,
            });
            return Ok(());
        }
        let mut regs = crate::ctx::take_empty(&mut self.c.scratch_regs);
        let r = self.store_value(val, ptr, ordering, ty, &mut regs);
        self.c.scratch_regs = regs;
        r
    }

    fn store_value(
        &mut self,
        val: Value,
        ptr: Value,
        ordering: Ordering,
        ty: Type,
        regs: &mut Vec<Reg>,
    ) -> LResult<()> {
        self.all_regs(val, regs)?;
        let a = self.addr(ptr)?;
        if ordering == Ordering::SeqCst {
            let bits = 8 * self.layout_of(ty).0 as u32;
            let size = match bits {
                8 => OperandSize::S8,
                16 => OperandSize::S16,
                32 => OperandSize::S32,
                64 => OperandSize::S64,
                _ => return Err(self.err("seq_cst store of an odd-width integer")),
            };
            // `float`/`double` go through a general register (`movd`/`movq`).
            let src = if regs[0].class() == kiln_targets::RegClass::Float {
                let g = self.new_int();
                self.emit(Inst::XmmToGpr {
                    size: if size == OperandSize::S64 {
                        size
                    } else {
                        OperandSize::S32
                    },
                    dst: g,
                    src: regs[0],
                });
                g
            } else {
                regs[0]
            };
            let old = self.new_int();
            self.emit(Inst::Xchg {
                size,
                addr: a,
                src,
                dst: old,
            });
            return Ok(());
        }
        self.store_regs(ty, regs, a)
    }

    fn normalized_int(&self, ty: Type) -> &TypeData {
        static PTR64: TypeData = TypeData::Ptr(64);
        match self.m.types.get(ty) {
            TypeData::Ptr(0) => &PTR64,
            t => t,
        }
    }

    /// A dynamic `alloca` (or a static one outside the entry block).
    pub fn lower_dyn_alloca(
        &mut self,
        ty: Type,
        count: Option<Value>,
        align: Option<u64>,
        res: Value,
    ) -> LResult<()> {
        let (size, a) = self.layout_of(ty);
        let align = align.unwrap_or(a).max(16);
        let bytes = match count {
            None => self.imm64(size as i64),
            Some(c) => {
                if let Some(k) = self.const_int(c) {
                    self.imm64(k.wrapping_mul(size as i64))
                } else {
                    let bits = self.int_bits(c)?;
                    let r = self.reg(c)?;
                    let r = self.zext(r, bits, OperandSize::S64);
                    let t = self.new_int();
                    match i32::try_from(size) {
                        Ok(imm) => self.emit(Inst::ImulImm {
                            size: OperandSize::S64,
                            dst: t,
                            src: kiln_targets::x64::RegMem::Reg(r),
                            imm,
                        }),
                        Err(_) => {
                            let k = self.imm64(size as i64);
                            self.emit(Inst::Imul {
                                size: OperandSize::S64,
                                dst: t,
                                src1: r,
                                src2: kiln_targets::x64::RegMem::Reg(k),
                            });
                        }
                    }
                    t
                }
            }
        };
        let dst = self.def1(res)?;
        self.out.frame.dynamic_alloca = true;
        self.emit(Inst::AllocaDyn {
            size: bytes,
            dst,
            align: align as u32,
        });
        Ok(())
    }

    /// Copies `len` bytes from `src` to `dst` with loads and stores
    /// (small constant sizes).
    pub fn copy_inline(&mut self, dst: Amode, src: Amode, len: u64) {
        let mut off = 0u64;
        while off < len {
            let rest = len - off;
            if rest >= 16 {
                let t = self.new_float();
                let s = self.add_disp(src, off as i64);
                self.emit(Inst::XmmLoad {
                    op: XmmMemOp::Movdqu,
                    dst: t,
                    addr: s,
                });
                let d = self.add_disp(dst, off as i64);
                self.emit(Inst::XmmStore {
                    op: XmmMemOp::Movdqu,
                    src: t,
                    addr: d,
                });
                off += 16;
                continue;
            }
            let (size, ext, n) = match rest {
                8.. => (OperandSize::S64, ExtMode::None64, 8),
                4..=7 => (OperandSize::S32, ExtMode::None32, 4),
                2 | 3 => (OperandSize::S16, ExtMode::ZeroExt16, 2),
                _ => (OperandSize::S8, ExtMode::ZeroExt8, 1),
            };
            let t = self.new_int();
            let s = self.add_disp(src, off as i64);
            self.emit(Inst::Load {
                ext,
                dst: t,
                addr: s,
            });
            let d = self.add_disp(dst, off as i64);
            self.emit(Inst::Store {
                size,
                src: t,
                addr: d,
            });
            off += n;
        }
    }

    /// Copies `len` bytes with `rep movsb`.
    pub fn copy_rep(&mut self, dst: Amode, src: Amode, len: Reg) {
        let d = self.new_int();
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst: d,
            addr: dst,
        });
        let s = self.new_int();
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst: s,
            addr: src,
        });
        let n = self.new_int();
        self.emit(Inst::MovRR {
            size: OperandSize::S64,
            dst: n,
            src: len,
        });
        self.emit(Inst::RepMovsb {
            dst: d,
            src: s,
            count: n,
        });
    }
}

/// The XMM load/store form for a float or vector leaf.
pub(crate) fn xmm_mem_op(leaf: Leaf) -> XmmMemOp {
    match leaf {
        Leaf::F32 | Leaf::Vec(2 | 4) | Leaf::F16 => XmmMemOp::Movss,
        Leaf::F64 | Leaf::Vec(8) => XmmMemOp::Movsd,
        _ => XmmMemOp::Movdqu,
    }
}
