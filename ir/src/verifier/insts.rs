//! Operand and result types of every instruction kind, atomic orderings,
//! alignments, calls, switches, aggregates and exception-handling pads.

use super::casts::cast_error;
use super::{Fx, Verifier};
use crate::constants::{Const, ConstData};
use crate::function::{Block, Inst, Value};
use crate::instructions::{Align, InstData, Ordering, RmwOp};
use crate::types::{Type, TypeData};

/// Displays an instruction's opcode keyword.
#[derive(Clone, Copy)]
struct OpName<'a>(&'a InstData);

impl std::fmt::Display for OpName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.opcode_name())
    }
}

/// LLVM's largest alignment: 2^32 bytes.
const MAX_ALIGN_LOG2: u8 = 32;

impl<'m> Verifier<'m> {
    #[inline]
    pub(super) fn vt(&self, fx: &Fx<'m>, v: Value) -> Type {
        fx.f.values[v].ty
    }

    pub(super) fn is_int_or_vec(&self, t: Type) -> bool {
        matches!(self.td(self.m.types.scalar(t)), TypeData::Int(_))
    }

    pub(super) fn is_fp_or_vec(&self, t: Type) -> bool {
        self.m.types.is_float(self.m.types.scalar(t))
    }

    pub(super) fn is_ptr_or_vec(&self, t: Type) -> bool {
        matches!(self.td(self.m.types.scalar(t)), TypeData::Ptr(_))
    }

    pub(super) fn is_void(&self, t: Type) -> bool {
        matches!(self.td(t), TypeData::Void)
    }

    /// Vector element count (`(len, scalable)`), `None` for scalars.
    pub(super) fn vcount(&self, t: Type) -> Option<(u32, bool)> {
        self.m.types.vector(t).map(|(_, n, s)| (n, s))
    }

    /// Whether `t` is `i1`, or `<N x i1>` with the element count of `like`.
    pub(super) fn is_bool_like(&self, t: Type, like: Type) -> bool {
        let i1 = self.m.types.common.i1;
        match (self.vcount(like), self.m.types.vector(t)) {
            (None, None) => t == i1,
            (Some(c), Some((e, n, s))) => e == i1 && (n, s) == c,
            _ => false,
        }
    }

    /// The result type of `inst`, reporting its absence.
    #[inline]
    pub(super) fn result_ty(&mut self, fx: &Fx<'m>, inst: Inst) -> Option<Type> {
        let r =
            fx.f.inst_result(inst)
                .and_then(|v| fx.f.values.get(v))
                .map(|d| d.ty);
        if r.is_none() {
            self.no_result(fx, inst);
        }
        r
    }

    #[cold]
    #[inline(never)]
    fn no_result(&mut self, fx: &Fx<'m>, inst: Inst) {
        let msg = format!("'{}' has no result value", fx.f.insts[inst].opcode_name());
        self.inst_err(fx, inst, msg);
    }

    #[inline]
    pub(super) fn check_align(&mut self, fx: &Fx<'m>, inst: Inst, align: Align) {
        if align != Align::NONE && align.0 > MAX_ALIGN_LOG2 {
            self.bad_align(fx, inst, align);
        }
    }

    #[cold]
    #[inline(never)]
    fn bad_align(&mut self, fx: &Fx<'m>, inst: Inst, align: Align) {
        {
            let msg = format!(
                "'{}' alignment 2^{} is larger than LLVM's maximum of 2^32 bytes",
                fx.f.insts[inst].opcode_name(),
                align.0
            );
            self.inst_err(fx, inst, msg);
        }
    }

    /// Checks the types and other operand rules of one instruction whose
    /// operands all exist.
    pub(super) fn check_inst(
        &mut self,
        fx: &Fx<'m>,
        b: Block,
        inst: Inst,
        landingpad_ty: &mut Option<Type>,
    ) {
        let f = fx.f;
        let data = &f.insts[inst];
        // The opcode keyword, for messages (looked up only when needed).
        let op = OpName(data);
        match *data {
            InstData::Ret { arg } => {
                let Some(rt) = fx.ret else { return };
                match arg.expand() {
                    None if !self.is_void(rt) => {
                        let msg = format!("'ret void' in a function that returns '{}'", self.t(rt));
                        self.inst_err(fx, inst, msg);
                    }
                    Some(v) if self.is_void(rt) => {
                        let msg = format!(
                            "'ret' returns a value of type '{}' from a function that returns 'void'",
                            self.t(self.vt(fx, v))
                        );
                        self.inst_err(fx, inst, msg);
                    }
                    Some(v) if self.vt(fx, v) != rt => {
                        let msg = format!(
                            "'ret' returns a value of type '{}' but the function returns '{}'",
                            self.t(self.vt(fx, v)),
                            self.t(rt)
                        );
                        self.inst_err(fx, inst, msg);
                    }
                    _ => {}
                }
            }
            InstData::Br { .. } | InstData::Unreachable => {}
            InstData::CondBr { cond, .. } => {
                let t = self.vt(fx, cond);
                if t != self.m.types.common.i1 {
                    let msg = format!("'br' condition must be 'i1', not '{}'", self.t(t));
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::Switch { data } => self.check_switch(fx, inst, data),
            InstData::IndirectBr { addr, .. } => {
                let t = self.vt(fx, addr);
                if !matches!(self.td(t), TypeData::Ptr(_)) {
                    let msg = format!(
                        "'indirectbr' address must be a pointer, not '{}'",
                        self.t(t)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::Invoke { call } | InstData::CallBr { call } | InstData::Call { call } => {
                self.check_call(fx, b, inst, call)
            }
            InstData::Resume { .. } => self.require_personality(fx, inst),
            InstData::CatchSwitch { data } => {
                self.require_personality(fx, inst);
                let Some(cs) = f.catch_switches.get(data) else {
                    return;
                };
                if !self.is_none_or_pad(fx, cs.parent) {
                    let msg = "'catchswitch' parent must be 'none' or a 'catchpad'/'cleanuppad'"
                        .to_string();
                    self.inst_err(fx, inst, msg);
                }
                if cs.handlers.is_empty() {
                    self.inst_err(
                        fx,
                        inst,
                        "'catchswitch' needs at least one handler".to_string(),
                    );
                }
                for &h in cs.handlers.iter() {
                    if !matches!(self.first_non_phi(fx, h), Some(InstData::CatchPad { .. })) {
                        let msg = format!(
                            "'catchswitch' handler '{}' must begin with a 'catchpad'",
                            self.blk(fx, h)
                        );
                        self.inst_err(fx, inst, msg);
                    }
                }
                if let Some(u) = cs.unwind
                    && !Self::is_eh_pad(self.first_non_phi(fx, u))
                {
                    let msg = format!(
                        "'catchswitch' unwind destination '{}' must begin with an exception-handling pad",
                        self.blk(fx, u)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::CatchRet { pad, .. } => {
                if !matches!(Self::def_inst(fx, pad), Some(InstData::CatchPad { .. })) {
                    let msg = format!(
                        "'catchret' operand '{}' must be a 'catchpad'",
                        self.val(fx, pad)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::CleanupRet { pad, unwind } => {
                if !matches!(Self::def_inst(fx, pad), Some(InstData::CleanupPad { .. })) {
                    let msg = format!(
                        "'cleanupret' operand '{}' must be a 'cleanuppad'",
                        self.val(fx, pad)
                    );
                    self.inst_err(fx, inst, msg);
                }
                if let Some(u) = unwind.expand()
                    && !Self::is_eh_pad(self.first_non_phi(fx, u))
                {
                    let msg = format!(
                        "'cleanupret' unwind destination '{}' must begin with an exception-handling pad",
                        self.blk(fx, u)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::FNeg { arg, .. } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                let t = self.vt(fx, arg);
                if !self.is_fp_or_vec(t) {
                    let msg = format!(
                        "'fneg' operand must be floating point or a vector of floating point, not '{}'",
                        self.t(t)
                    );
                    self.inst_err(fx, inst, msg);
                } else if rt != t {
                    let msg = format!(
                        "'fneg' result type '{}' differs from its operand type '{}'",
                        self.t(rt),
                        self.t(t)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::Binary { op: bop, args, .. } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                let (a, c) = (self.vt(fx, args[0]), self.vt(fx, args[1]));
                if a != c {
                    let msg = format!(
                        "'{op}' operands have different types ('{}' and '{}')",
                        self.t(a),
                        self.t(c)
                    );
                    self.inst_err(fx, inst, msg);
                } else if bop.is_float() && !self.is_fp_or_vec(a) {
                    let msg = format!(
                        "'{op}' operands must be floating point or vectors of floating point, not '{}'",
                        self.t(a)
                    );
                    self.inst_err(fx, inst, msg);
                } else if !bop.is_float() && !self.is_int_or_vec(a) {
                    let msg = format!(
                        "'{op}' operands must be integers or vectors of integers, not '{}'",
                        self.t(a)
                    );
                    self.inst_err(fx, inst, msg);
                } else if rt != a {
                    let msg = format!(
                        "'{op}' result type '{}' differs from its operand type '{}'",
                        self.t(rt),
                        self.t(a)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::Cast { op: cop, arg, .. } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                let st = self.vt(fx, arg);
                if let Some(why) = cast_error(&self.m.types, cop, st, rt) {
                    let msg = format!(
                        "invalid '{op}' from '{}' to '{}': {why}",
                        self.t(st),
                        self.t(rt)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::ICmp { args, .. } | InstData::FCmp { args, .. } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                let (a, c) = (self.vt(fx, args[0]), self.vt(fx, args[1]));
                let is_icmp = matches!(data, InstData::ICmp { .. });
                if a != c {
                    let msg = format!(
                        "'{op}' operands have different types ('{}' and '{}')",
                        self.t(a),
                        self.t(c)
                    );
                    self.inst_err(fx, inst, msg);
                } else if is_icmp && !self.is_int_or_vec(a) && !self.is_ptr_or_vec(a) {
                    let msg = format!(
                        "'icmp' operands must be integers or pointers (or vectors of them), not '{}'",
                        self.t(a)
                    );
                    self.inst_err(fx, inst, msg);
                } else if !is_icmp && !self.is_fp_or_vec(a) {
                    let msg = format!(
                        "'fcmp' operands must be floating point or vectors of floating point, not '{}'",
                        self.t(a)
                    );
                    self.inst_err(fx, inst, msg);
                } else if !self.is_bool_like(rt, a) {
                    let want = match self.vcount(a) {
                        None => "i1".to_string(),
                        Some((n, false)) => format!("<{n} x i1>"),
                        Some((n, true)) => format!("<vscale x {n} x i1>"),
                    };
                    let msg = format!("'{op}' result type must be '{want}', not '{}'", self.t(rt));
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::Select { args, .. } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                let (ct, a, c) = (
                    self.vt(fx, args[0]),
                    self.vt(fx, args[1]),
                    self.vt(fx, args[2]),
                );
                let err = if a != c {
                    Some(format!(
                        "'select' values have different types ('{}' and '{}')",
                        self.t(a),
                        self.t(c)
                    ))
                } else if matches!(self.td(a), TypeData::Token) {
                    Some("'select' values cannot have type 'token'".to_string())
                } else if let Some((e, n, s)) = self.m.types.vector(ct) {
                    if e != self.m.types.common.i1 {
                        Some(format!(
                            "'select' vector condition must be a vector of 'i1', not '{}'",
                            self.t(ct)
                        ))
                    } else if self.vcount(a) != Some((n, s)) {
                        Some(format!(
                            "'select' condition '{}' and values '{}' must be vectors of the same length",
                            self.t(ct),
                            self.t(a)
                        ))
                    } else {
                        None
                    }
                } else if ct != self.m.types.common.i1 {
                    Some(format!(
                        "'select' condition must be 'i1' or a vector of 'i1', not '{}'",
                        self.t(ct)
                    ))
                } else {
                    None
                };
                if let Some(msg) = err {
                    self.inst_err(fx, inst, msg);
                } else if rt != a {
                    let msg = format!(
                        "'select' result type '{}' differs from its values' type '{}'",
                        self.t(rt),
                        self.t(a)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::Freeze { arg } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                let t = self.vt(fx, arg);
                if rt != t {
                    let msg = format!(
                        "'freeze' result type '{}' differs from its operand type '{}'",
                        self.t(rt),
                        self.t(t)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::Phi { args, blocks, .. } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                if matches!(
                    self.td(rt),
                    TypeData::Token | TypeData::Void | TypeData::Label | TypeData::Metadata
                ) {
                    let msg = format!("'phi' cannot have type '{}'", self.t(rt));
                    self.inst_err(fx, inst, msg);
                    return;
                }
                let (args, blocks) = (f.values_of(args), f.blocks_of(blocks));
                for (&v, &pb) in args.iter().zip(blocks) {
                    let t = self.vt(fx, v);
                    if t != rt {
                        let msg = format!(
                            "'phi' incoming value '{}' from '{}' has type '{}' but the phi has type '{}'",
                            self.val(fx, v),
                            self.blk(fx, pb),
                            self.t(t),
                            self.t(rt)
                        );
                        self.inst_err(fx, inst, msg);
                        break;
                    }
                }
            }
            InstData::Alloca {
                align, ty, count, ..
            } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                if !self.is_sized(ty) {
                    let msg = format!("'alloca' of unsized type '{}'", self.t(ty));
                    self.inst_err(fx, inst, msg);
                }
                if let Some(n) = count.expand() {
                    let t = self.vt(fx, n);
                    if !matches!(self.td(t), TypeData::Int(_)) {
                        let msg = format!(
                            "'alloca' element count must be an integer, not '{}'",
                            self.t(t)
                        );
                        self.inst_err(fx, inst, msg);
                    }
                }
                // LLVM 19 accepts any address space for the result.
                if !matches!(self.td(rt), TypeData::Ptr(_)) {
                    let msg = format!("'alloca' result must be a pointer, not '{}'", self.t(rt));
                    self.inst_err(fx, inst, msg);
                }
                self.check_align(fx, inst, align);
            }
            InstData::Load {
                align,
                ordering,
                ptr,
                ..
            } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                self.check_pointer_operand(fx, inst, ptr, "address");
                if !self.is_sized(rt) {
                    let msg = format!("'load' of unsized type '{}'", self.t(rt));
                    self.inst_err(fx, inst, msg);
                }
                self.check_align(fx, inst, align);
                if ordering != Ordering::NotAtomic {
                    if matches!(ordering, Ordering::Release | Ordering::AcqRel) {
                        let msg = format!("'load' cannot have '{}' ordering", ordering.name());
                        self.inst_err(fx, inst, msg);
                    }
                    self.check_atomic_access(fx, inst, rt, align);
                }
            }
            InstData::Store {
                align,
                ordering,
                args,
                ..
            } => {
                self.check_pointer_operand(fx, inst, args[1], "address");
                let vt = self.vt(fx, args[0]);
                if !self.is_sized(vt) {
                    let msg = format!("'store' of unsized type '{}'", self.t(vt));
                    self.inst_err(fx, inst, msg);
                }
                self.check_align(fx, inst, align);
                if ordering != Ordering::NotAtomic {
                    if matches!(ordering, Ordering::Acquire | Ordering::AcqRel) {
                        let msg = format!("'store' cannot have '{}' ordering", ordering.name());
                        self.inst_err(fx, inst, msg);
                    }
                    self.check_atomic_access(fx, inst, vt, align);
                }
            }
            InstData::Fence { ordering, .. } => {
                if !matches!(
                    ordering,
                    Ordering::Acquire | Ordering::Release | Ordering::AcqRel | Ordering::SeqCst
                ) {
                    let msg = format!(
                        "'fence' ordering must be acquire, release, acq_rel or seq_cst, not '{}'",
                        if ordering == Ordering::NotAtomic {
                            "none"
                        } else {
                            ordering.name()
                        }
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::CmpXchg {
                align,
                orderings,
                args,
                ..
            } => self.check_cmpxchg(fx, inst, align, orderings, f.values_of(args)),
            InstData::AtomicRmw {
                op: rop,
                align,
                ordering,
                args,
                ..
            } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                self.check_pointer_operand(fx, inst, args[0], "address");
                self.check_align(fx, inst, align);
                let vt = self.vt(fx, args[1]);
                let name = rop.name();
                let err = match rop {
                    RmwOp::Xchg => (!matches!(self.td(vt), TypeData::Int(_) | TypeData::Ptr(_))
                        && !self.m.types.is_float(vt))
                    .then_some("an integer, floating-point or pointer type"),
                    RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin => {
                        (!self.is_fp_or_vec(vt) || matches!(self.vcount(vt), Some((_, true))))
                            .then_some("a floating-point type or a fixed vector of floating point")
                    }
                    _ => (!matches!(self.td(vt), TypeData::Int(_))).then_some("an integer type"),
                };
                if let Some(want) = err {
                    let msg = format!(
                        "'atomicrmw {name}' operand must have {want}, not '{}'",
                        self.t(vt)
                    );
                    self.inst_err(fx, inst, msg);
                } else {
                    self.check_atomic_size(fx, inst, vt);
                }
                if matches!(ordering, Ordering::NotAtomic | Ordering::Unordered) {
                    let msg = format!(
                        "'atomicrmw' ordering must be at least monotonic, not '{}'",
                        if ordering == Ordering::NotAtomic {
                            "none"
                        } else {
                            ordering.name()
                        }
                    );
                    self.inst_err(fx, inst, msg);
                }
                if rt != vt {
                    let msg = format!(
                        "'atomicrmw' result type '{}' differs from its operand type '{}'",
                        self.t(rt),
                        self.t(vt)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::Gep {
                source_ty, args, ..
            } => self.check_gep(fx, inst, source_ty, f.values_of(args)),
            InstData::ExtractElement { args } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                let (vt, it) = (self.vt(fx, args[0]), self.vt(fx, args[1]));
                let Some((elem, _, _)) = self.m.types.vector(vt) else {
                    let msg = format!(
                        "'extractelement' operand must be a vector, not '{}'",
                        self.t(vt)
                    );
                    self.inst_err(fx, inst, msg);
                    return;
                };
                if !matches!(self.td(it), TypeData::Int(_)) {
                    let msg = format!(
                        "'extractelement' index must be an integer, not '{}'",
                        self.t(it)
                    );
                    self.inst_err(fx, inst, msg);
                } else if rt != elem {
                    let msg = format!(
                        "'extractelement' result type '{}' differs from the element type '{}'",
                        self.t(rt),
                        self.t(elem)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::InsertElement { args } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                let (vt, et, it) = (
                    self.vt(fx, args[0]),
                    self.vt(fx, args[1]),
                    self.vt(fx, args[2]),
                );
                let Some((elem, _, _)) = self.m.types.vector(vt) else {
                    let msg = format!(
                        "'insertelement' operand must be a vector, not '{}'",
                        self.t(vt)
                    );
                    self.inst_err(fx, inst, msg);
                    return;
                };
                let err = if et != elem {
                    Some(format!(
                        "'insertelement' value has type '{}' but the vector's elements are '{}'",
                        self.t(et),
                        self.t(elem)
                    ))
                } else if !matches!(self.td(it), TypeData::Int(_)) {
                    Some(format!(
                        "'insertelement' index must be an integer, not '{}'",
                        self.t(it)
                    ))
                } else if rt != vt {
                    Some(format!(
                        "'insertelement' result type '{}' differs from the vector type '{}'",
                        self.t(rt),
                        self.t(vt)
                    ))
                } else {
                    None
                };
                if let Some(msg) = err {
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::ShuffleVector { args, mask } => self.check_shuffle(fx, inst, args, mask),
            InstData::ExtractValue { agg, indices } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                let at = self.vt(fx, agg);
                let Some(et) = self.walk_indices(fx, inst, at, f.indices(indices)) else {
                    return;
                };
                if rt != et {
                    let msg = format!(
                        "'extractvalue' result type '{}' differs from the indexed member type '{}'",
                        self.t(rt),
                        self.t(et)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::InsertValue { args, indices } => {
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                let (at, vt) = (self.vt(fx, args[0]), self.vt(fx, args[1]));
                let Some(et) = self.walk_indices(fx, inst, at, f.indices(indices)) else {
                    return;
                };
                if vt != et {
                    let msg = format!(
                        "'insertvalue' value has type '{}' but the indexed member has type '{}'",
                        self.t(vt),
                        self.t(et)
                    );
                    self.inst_err(fx, inst, msg);
                } else if rt != at {
                    let msg = format!(
                        "'insertvalue' result type '{}' differs from the aggregate type '{}'",
                        self.t(rt),
                        self.t(at)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::VaArg { .. } => {
                // LLVM accepts any operand type for the va_list.
                let Some(rt) = self.result_ty(fx, inst) else {
                    return;
                };
                if !self.is_sized(rt) {
                    let msg = format!("'va_arg' of unsized type '{}'", self.t(rt));
                    self.inst_err(fx, inst, msg);
                }
            }
            InstData::LandingPad { data } => {
                self.check_landingpad(fx, b, inst, data, landingpad_ty)
            }
            InstData::CatchPad { args } => {
                self.require_personality(fx, inst);
                let parent = f.values_of(args).first().copied();
                if !parent.is_some_and(|p| {
                    matches!(Self::def_inst(fx, p), Some(InstData::CatchSwitch { .. }))
                }) {
                    self.inst_err(
                        fx,
                        inst,
                        "'catchpad' must be within a 'catchswitch'".to_string(),
                    );
                }
            }
            InstData::CleanupPad { args } => {
                self.require_personality(fx, inst);
                let parent = f.values_of(args).first().copied();
                if !parent.is_some_and(|p| self.is_none_or_pad(fx, p)) {
                    let msg = "'cleanuppad' parent must be 'none' or a 'catchpad'/'cleanuppad'"
                        .to_string();
                    self.inst_err(fx, inst, msg);
                }
            }
        }
    }

    #[inline]
    pub(super) fn check_pointer_operand(&mut self, fx: &Fx<'m>, inst: Inst, v: Value, what: &str) {
        let t = self.vt(fx, v);
        if !matches!(self.td(t), TypeData::Ptr(_)) {
            self.not_a_pointer(fx, inst, t, what);
        }
    }

    #[cold]
    #[inline(never)]
    fn not_a_pointer(&mut self, fx: &Fx<'m>, inst: Inst, t: Type, what: &str) {
        {
            let msg = format!(
                "'{}' {what} operand must be a pointer, not '{}'",
                fx.f.insts[inst].opcode_name(),
                self.t(t)
            );
            self.inst_err(fx, inst, msg);
        }
    }

    pub(super) fn check_switch(&mut self, fx: &Fx<'m>, inst: Inst, data: crate::function::SideId) {
        let Some(sw) = fx.f.switches.get(data) else {
            self.inst_err(
                fx,
                inst,
                "'switch' refers to a missing case table".to_string(),
            );
            return;
        };
        let ct = self.vt(fx, sw.cond);
        if !matches!(self.td(ct), TypeData::Int(_)) {
            let msg = format!(
                "'switch' condition must be an integer, not '{}'",
                self.t(ct)
            );
            self.inst_err(fx, inst, msg);
            return;
        }
        let mut keys = std::mem::take(&mut self.keys);
        keys.clear();
        for &(c, _) in sw.cases.iter() {
            match self.m.consts.get(c) {
                ConstData::Int { ty, .. } if *ty == ct => keys.push(c.as_u32()),
                ConstData::Int { ty, .. } => {
                    let msg = format!(
                        "'switch' case value {} has type '{}' but the condition has type '{}'",
                        self.cstr(c),
                        self.t(*ty),
                        self.t(ct)
                    );
                    self.inst_err(fx, inst, msg);
                }
                _ => {
                    let msg = format!(
                        "'switch' case value {} is not an integer constant",
                        self.cstr(c)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
        }
        // Integer constants are interned, so equal values share a handle.
        keys.sort_unstable();
        if let Some(w) = keys.windows(2).find(|w| w[0] == w[1]) {
            let msg = format!(
                "'switch' has duplicate case value {}",
                self.cstr(Const::from_u32(w[0]))
            );
            self.inst_err(fx, inst, msg);
        }
        self.keys = keys;
    }

    /// A constant as text, with its type (`i32 7`).
    pub(super) fn cstr(&self, c: Const) -> String {
        let ty = self.m.consts.type_of(c, self.m.types.common.token);
        let mut s = self.t(ty);
        s.push(' ');
        super::names::push_const(&mut s, self.m, c);
        s
    }
}
