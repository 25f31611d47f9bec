//! Memory instructions: atomic access rules (orderings, sizes,
//! alignment), `cmpxchg`, and `getelementptr` indexing.

use super::{Fx, Verifier};
use crate::constants::ConstData;
use crate::function::{Inst, Value};
use crate::instructions::{Align, Ordering};
use crate::types::{Type, TypeData};

impl<'m> Verifier<'m> {
    /// Size in bits of a scalar or fixed vector that atomics accept.
    pub(super) fn atomic_bits(&self, t: Type) -> Option<u64> {
        let scalar_bits = |t: Type| -> Option<u64> {
            Some(match self.td(t) {
                TypeData::Int(b) => *b as u64,
                TypeData::Ptr(a) => self.m.datalayout.pointer_size_bits(*a) as u64,
                TypeData::Half | TypeData::BFloat => 16,
                TypeData::Float => 32,
                TypeData::Double => 64,
                TypeData::X86Fp80 => 80,
                TypeData::Fp128 | TypeData::PpcFp128 => 128,
                _ => return None,
            })
        };
        match self.m.types.vector(t) {
            Some((e, n, false)) => scalar_bits(e).map(|b| b * n as u64),
            Some(_) => None,
            None => scalar_bits(t),
        }
    }

    /// LLVM's `checkAtomicMemAccessSize`: at least a byte, a power of two.
    pub(super) fn check_atomic_size(&mut self, fx: &Fx<'m>, inst: Inst, t: Type) {
        let Some(bits) = self.atomic_bits(t) else {
            return;
        };
        let op = fx.f.insts[inst].opcode_name();
        if bits < 8 {
            let msg = format!(
                "atomic '{op}' of type '{}' must access at least one byte",
                self.t(t)
            );
            self.inst_err(fx, inst, msg);
        } else if !bits.is_power_of_two() {
            let msg = format!(
                "atomic '{op}' of type '{}' must access a power-of-two number of bits",
                self.t(t)
            );
            self.inst_err(fx, inst, msg);
        }
    }

    /// Rules shared by atomic loads and stores.
    pub(super) fn check_atomic_access(&mut self, fx: &Fx<'m>, inst: Inst, t: Type, align: Align) {
        let op = fx.f.insts[inst].opcode_name();
        if align == Align::NONE {
            self.inst_err(
                fx,
                inst,
                format!("atomic '{op}' must have an explicit alignment"),
            );
        }
        let scalar_ok =
            matches!(self.td(t), TypeData::Int(_) | TypeData::Ptr(_)) || self.m.types.is_float(t);
        if !scalar_ok {
            let msg = format!(
                "atomic '{op}' must access an integer, pointer or floating-point type, not '{}'",
                self.t(t)
            );
            self.inst_err(fx, inst, msg);
        } else {
            self.check_atomic_size(fx, inst, t);
        }
    }

    pub(super) fn check_cmpxchg(
        &mut self,
        fx: &Fx<'m>,
        inst: Inst,
        align: Align,
        orderings: [Ordering; 2],
        args: &[Value],
    ) {
        let Some(rt) = self.result_ty(fx, inst) else {
            return;
        };
        let &[ptr, cmp, new] = args else {
            let msg = format!(
                "'cmpxchg' has {} operands; it takes a pointer, a compare value and a new value",
                args.len()
            );
            self.inst_err(fx, inst, msg);
            return;
        };
        self.check_pointer_operand(fx, inst, ptr, "address");
        self.check_align(fx, inst, align);
        let (ct, nt) = (self.vt(fx, cmp), self.vt(fx, new));
        if !matches!(self.td(ct), TypeData::Int(_) | TypeData::Ptr(_)) {
            let msg = format!(
                "'cmpxchg' operands must be integers or pointers, not '{}'",
                self.t(ct)
            );
            self.inst_err(fx, inst, msg);
        } else if ct != nt {
            let msg = format!(
                "'cmpxchg' compare and new values have different types ('{}' and '{}')",
                self.t(ct),
                self.t(nt)
            );
            self.inst_err(fx, inst, msg);
        } else {
            self.check_atomic_size(fx, inst, ct);
            let ok = self
                .m
                .types
                .struct_fields(rt)
                .is_some_and(|fs| fs == [ct, self.m.types.common.i1])
                && matches!(self.td(rt), TypeData::Struct { packed: false, .. });
            if !ok {
                let msg = format!(
                    "'cmpxchg' result type must be '{{ {}, i1 }}', not '{}'",
                    self.t(ct),
                    self.t(rt)
                );
                self.inst_err(fx, inst, msg);
            }
        }
        let [success, failure] = orderings;
        let name = |o: Ordering| {
            if o == Ordering::NotAtomic {
                "none"
            } else {
                o.name()
            }
        };
        if matches!(success, Ordering::NotAtomic | Ordering::Unordered) {
            let msg = format!(
                "'cmpxchg' success ordering must be at least monotonic, not '{}'",
                name(success)
            );
            self.inst_err(fx, inst, msg);
        }
        if matches!(failure, Ordering::NotAtomic | Ordering::Unordered) {
            let msg = format!(
                "'cmpxchg' failure ordering must be at least monotonic, not '{}'",
                name(failure)
            );
            self.inst_err(fx, inst, msg);
        } else if matches!(failure, Ordering::Release | Ordering::AcqRel) {
            let msg = format!("'cmpxchg' failure ordering cannot be '{}'", failure.name());
            self.inst_err(fx, inst, msg);
        }
    }

    /// The constant index of a struct step in a GEP: an `i32` constant (or a
    /// splat of one for vector indices). `Err` explains what is wrong.
    pub(super) fn struct_index(&self, fx: &Fx<'m>, v: Value) -> Result<u64, &'static str> {
        let i32t = self.m.types.common.i32;
        let t = self.vt(fx, v);
        if self.m.types.scalar(t) != i32t {
            return Err("must be an 'i32' constant");
        }
        if matches!(self.vcount(t), Some((_, true))) {
            return Err("cannot be a scalable vector");
        }
        let Some(mut c) = Verifier::as_const(fx.f, v) else {
            return Err("must be a constant");
        };
        loop {
            match self.m.consts.get(c) {
                ConstData::Int { val, .. } => return val.as_u64().ok_or("is out of range"),
                ConstData::Zero(_) => return Ok(0),
                ConstData::Splat { elem, .. } => c = *elem,
                ConstData::Vector { elems, .. } => {
                    let Some(&first) = elems.first() else {
                        return Err("must be a constant");
                    };
                    if elems.iter().any(|&e| e != first) {
                        return Err("must be the same constant in every lane");
                    }
                    c = first;
                }
                _ => return Err("must be an integer constant"),
            }
        }
    }

    pub(super) fn check_gep(&mut self, fx: &Fx<'m>, inst: Inst, source_ty: Type, args: &[Value]) {
        let Some(rt) = self.result_ty(fx, inst) else {
            return;
        };
        let Some((&base, indices)) = args.split_first() else {
            self.inst_err(fx, inst, "'getelementptr' has no base pointer".to_string());
            return;
        };
        let bt = self.vt(fx, base);
        let common = self.m.types.common;
        let scalar_bt = if bt == common.ptr {
            bt
        } else {
            self.m.types.scalar(bt)
        };
        let Some(addrspace) = self.m.types.ptr_addrspace(scalar_bt) else {
            let msg = format!(
                "'getelementptr' base must be a pointer or a vector of pointers, not '{}'",
                self.t(bt)
            );
            self.inst_err(fx, inst, msg);
            return;
        };
        if !self.is_sized(source_ty) {
            let msg = format!(
                "'getelementptr' source element type '{}' is unsized",
                self.t(source_ty)
            );
            self.inst_err(fx, inst, msg);
            return;
        }
        let mut width = if bt == common.ptr {
            None
        } else {
            self.vcount(bt)
        };
        for (k, &ix) in indices.iter().enumerate() {
            let it = self.vt(fx, ix);
            // The commonest index types, scalar integers.
            if it == common.i64 || it == common.i32 {
                continue;
            }
            if !self.is_int_or_vec(it) {
                let msg = format!(
                    "'getelementptr' index {} has type '{}'; indices must be integers or vectors of integers",
                    k + 1,
                    self.t(it)
                );
                self.inst_err(fx, inst, msg);
                return;
            }
            if let Some(c) = self.vcount(it) {
                match width {
                    None => width = Some(c),
                    Some(w) if w != c => {
                        let msg =
                            "'getelementptr' vector operands have different lengths".to_string();
                        self.inst_err(fx, inst, msg);
                        return;
                    }
                    _ => {}
                }
            }
        }
        let mut cur = source_ty;
        for (k, &ix) in indices.iter().enumerate().skip(1) {
            cur = match self.td(cur) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let n = self.m.types.struct_fields(cur).map_or(0, |f| f.len());
                    let field = match self.struct_index(fx, ix) {
                        Ok(i) if i < n as u64 => i as usize,
                        Ok(i) => {
                            let msg = format!(
                                "'getelementptr' index {} ({i}) is out of range for struct type '{}' with {n} field{}",
                                k + 1,
                                self.t(cur),
                                if n == 1 { "" } else { "s" }
                            );
                            self.inst_err(fx, inst, msg);
                            return;
                        }
                        Err(why) => {
                            let msg = format!(
                                "'getelementptr' index {} into struct type '{}' {why}",
                                k + 1,
                                self.t(cur)
                            );
                            self.inst_err(fx, inst, msg);
                            return;
                        }
                    };
                    self.m.types.struct_fields(cur).map_or(cur, |f| f[field])
                }
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
                _ => {
                    let msg = format!(
                        "'getelementptr' index {} steps into '{}', which is not an aggregate or vector",
                        k + 1,
                        self.t(cur)
                    );
                    self.inst_err(fx, inst, msg);
                    return;
                }
            };
        }
        let ok = match (self.td(rt), width) {
            (TypeData::Ptr(a), None) => *a == addrspace,
            (
                TypeData::Vector {
                    elem,
                    len,
                    scalable,
                },
                Some(w),
            ) => (*len, *scalable) == w && self.m.types.ptr_addrspace(*elem) == Some(addrspace),
            _ => false,
        };
        if !ok {
            let p = if addrspace == 0 {
                "ptr".to_string()
            } else {
                format!("ptr addrspace({addrspace})")
            };
            let want = match width {
                None => p,
                Some((n, false)) => format!("<{n} x {p}>"),
                Some((n, true)) => format!("<vscale x {n} x {p}>"),
            };
            let msg = format!(
                "'getelementptr' result type must be '{want}', not '{}'",
                self.t(rt)
            );
            self.inst_err(fx, inst, msg);
        }
    }
}
