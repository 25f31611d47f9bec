//! Aggregate and vector operands: `extractvalue`/`insertvalue` indices and
//! `shufflevector` masks.

use super::{Fx, Verifier};
use crate::constants::{Const, ConstData};
use crate::function::{Inst, Value};
use crate::types::{Type, TypeData};

impl<'m> Verifier<'m> {
    /// The member type reached by `extractvalue`/`insertvalue` indices
    /// (structs and arrays only), reporting the first invalid step.
    pub(super) fn walk_indices(
        &mut self,
        fx: &Fx<'m>,
        inst: Inst,
        agg: Type,
        idx: &[u32],
    ) -> Option<Type> {
        let op = fx.f.insts[inst].opcode_name();
        if idx.is_empty() {
            self.inst_err(fx, inst, format!("'{op}' needs at least one index"));
            return None;
        }
        let mut cur = agg;
        for (k, &i) in idx.iter().enumerate() {
            let next = match self.td(cur) {
                TypeData::Struct { .. } | TypeData::Named(_) => self
                    .m
                    .types
                    .struct_fields(cur)
                    .and_then(|f| f.get(i as usize).copied()),
                TypeData::Array { elem, len } => (u64::from(i) < *len).then_some(*elem),
                _ => {
                    let msg = format!(
                        "'{op}' index {} steps into '{}', which is not a struct or array",
                        k + 1,
                        self.t(cur)
                    );
                    self.inst_err(fx, inst, msg);
                    return None;
                }
            };
            match next {
                Some(t) => cur = t,
                None => {
                    let msg = format!(
                        "'{op}' index {} ({i}) is out of range for '{}'",
                        k + 1,
                        self.t(cur)
                    );
                    self.inst_err(fx, inst, msg);
                    return None;
                }
            }
        }
        Some(cur)
    }

    pub(super) fn check_shuffle(&mut self, fx: &Fx<'m>, inst: Inst, args: [Value; 2], mask: Const) {
        let Some(rt) = self.result_ty(fx, inst) else {
            return;
        };
        let (a, c) = (self.vt(fx, args[0]), self.vt(fx, args[1]));
        let Some((elem, n, scalable)) = self.m.types.vector(a) else {
            let msg = format!(
                "'shufflevector' operands must be vectors, not '{}'",
                self.t(a)
            );
            self.inst_err(fx, inst, msg);
            return;
        };
        if a != c {
            let msg = format!(
                "'shufflevector' operands have different types ('{}' and '{}')",
                self.t(a),
                self.t(c)
            );
            self.inst_err(fx, inst, msg);
            return;
        }
        let mt = self.m.consts.type_of(mask, self.m.types.common.token);
        let Some((melem, mlen, mscalable)) = self.m.types.vector(mt) else {
            let msg = format!(
                "'shufflevector' mask must be a vector of 'i32', not '{}'",
                self.t(mt)
            );
            self.inst_err(fx, inst, msg);
            return;
        };
        if melem != self.m.types.common.i32 || mscalable != scalable {
            let msg = format!(
                "'shufflevector' mask type '{}' must be a {}vector of 'i32'",
                self.t(mt),
                if scalable { "scalable " } else { "fixed " }
            );
            self.inst_err(fx, inst, msg);
            return;
        }
        let limit = 2 * n as u64;
        let lane_ok = |c: Const| match self.m.consts.get(c) {
            ConstData::Int { val, .. } => val.as_u64().is_some_and(|x| x < limit),
            ConstData::Undef(_) | ConstData::Poison(_) => true,
            _ => false,
        };
        let ok = match self.m.consts.get(mask) {
            ConstData::Zero(_) | ConstData::Undef(_) | ConstData::Poison(_) => true,
            ConstData::Splat { elem, .. } if scalable => {
                matches!(self.m.consts.get(*elem), ConstData::Int { val, .. } if val.is_zero())
            }
            _ if scalable => false,
            ConstData::Splat { elem, .. } => lane_ok(*elem),
            ConstData::Vector { elems, .. } => elems.iter().all(|&e| lane_ok(e)),
            _ => false,
        };
        if !ok {
            let msg = if scalable {
                "'shufflevector' mask for scalable vectors must be zeroinitializer, undef or poison"
                    .to_string()
            } else {
                format!(
                    "'shufflevector' mask elements must be constants below {limit}, undef or poison"
                )
            };
            self.inst_err(fx, inst, msg);
            return;
        }
        let good = self.m.types.vector(rt) == Some((elem, mlen, scalable));
        if !good {
            let want = format!(
                "<{}{mlen} x {}>",
                if scalable { "vscale x " } else { "" },
                self.t(elem)
            );
            let msg = format!(
                "'shufflevector' result type must be '{want}', not '{}'",
                self.t(rt)
            );
            self.inst_err(fx, inst, msg);
        }
    }
}
