//! Operand and result types of every instruction kind, atomic orderings,
//! alignments, calls, switches, aggregates and exception-handling pads.

use super::casts::cast_error;
use super::{Fx, Verifier};
use crate::constants::{Const, ConstData};
use crate::function::{Block, CallId, CallKind, Clause, Inst, Value, ValueDef};
use crate::instructions::{Align, InstData, Ordering, RmwOp, TailKind};
use crate::module::CallConv;
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

/// `tailcc` and `swifttailcc`, under which `musttail` does not require
/// matching prototypes.
const TAIL_CCS: [CallConv; 2] = [CallConv(18), CallConv(20)];

impl<'m> Verifier<'m> {
    #[inline]
    fn vt(&self, fx: &Fx<'m>, v: Value) -> Type {
        fx.f.values[v].ty
    }

    fn is_int_or_vec(&self, t: Type) -> bool {
        matches!(self.td(self.m.types.scalar(t)), TypeData::Int(_))
    }

    fn is_fp_or_vec(&self, t: Type) -> bool {
        self.m.types.is_float(self.m.types.scalar(t))
    }

    fn is_ptr_or_vec(&self, t: Type) -> bool {
        matches!(self.td(self.m.types.scalar(t)), TypeData::Ptr(_))
    }

    fn is_void(&self, t: Type) -> bool {
        matches!(self.td(t), TypeData::Void)
    }

    /// Vector element count (`(len, scalable)`), `None` for scalars.
    fn vcount(&self, t: Type) -> Option<(u32, bool)> {
        self.m.types.vector(t).map(|(_, n, s)| (n, s))
    }

    /// Whether `t` is `i1`, or `<N x i1>` with the element count of `like`.
    fn is_bool_like(&self, t: Type, like: Type) -> bool {
        let i1 = self.m.types.common.i1;
        match (self.vcount(like), self.m.types.vector(t)) {
            (None, None) => t == i1,
            (Some(c), Some((e, n, s))) => e == i1 && (n, s) == c,
            _ => false,
        }
    }

    /// The result type of `inst`, reporting its absence.
    fn result_ty(&mut self, fx: &Fx<'m>, inst: Inst) -> Option<Type> {
        let r =
            fx.f.inst_result(inst)
                .and_then(|v| fx.f.values.get(v))
                .map(|d| d.ty);
        if r.is_none() {
            let msg = format!("'{}' has no result value", fx.f.insts[inst].opcode_name());
            self.inst_err(fx, inst, msg);
        }
        r
    }

    fn check_align(&mut self, fx: &Fx<'m>, inst: Inst, align: Align) {
        if align != Align::NONE && align.0 > MAX_ALIGN_LOG2 {
            let msg = format!(
                "'{}' alignment 2^{} is larger than LLVM's maximum of 2^32 bytes",
                fx.f.insts[inst].opcode_name(),
                align.0
            );
            self.inst_err(fx, inst, msg);
        }
    }

    /// Size in bits of a scalar or fixed vector that atomics accept.
    fn atomic_bits(&self, t: Type) -> Option<u64> {
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
    fn check_atomic_size(&mut self, fx: &Fx<'m>, inst: Inst, t: Type) {
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

    /// Whether the first non-phi instruction of block `b` is an EH pad.
    fn first_non_phi(&self, fx: &Fx<'m>, b: Block) -> Option<&'m InstData> {
        let f = fx.f;
        let bd = f.blocks.get(b)?;
        (bd.first..bd.end.min(f.insts.len() as u32))
            .map(|i| &f.insts[Inst::from_u32(i)])
            .find(|d| !matches!(d, InstData::Phi { .. }))
    }

    fn is_eh_pad(d: Option<&InstData>) -> bool {
        matches!(
            d,
            Some(
                InstData::LandingPad { .. }
                    | InstData::CatchPad { .. }
                    | InstData::CleanupPad { .. }
                    | InstData::CatchSwitch { .. }
            )
        )
    }

    /// The instruction defining `v`, if an instruction does.
    fn def_inst(fx: &Fx<'m>, v: Value) -> Option<&'m InstData> {
        match fx.f.values.get(v)?.def {
            ValueDef::Inst(i) => fx.f.insts.get(i),
            _ => None,
        }
    }

    fn require_personality(&mut self, fx: &Fx<'m>, inst: Inst) {
        if fx.fd.personality.is_none() {
            let msg = format!(
                "'{}' needs a function with a personality",
                fx.f.insts[inst].opcode_name()
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

    /// Whether `v` is the `none` token or a funclet pad.
    fn is_none_or_pad(&self, fx: &Fx<'m>, v: Value) -> bool {
        match fx.f.values.get(v).map(|d| d.def) {
            Some(ValueDef::Const(c)) => matches!(self.m.consts.get(c), ConstData::None),
            Some(ValueDef::Inst(i)) => matches!(
                fx.f.insts.get(i),
                Some(InstData::CatchPad { .. } | InstData::CleanupPad { .. })
            ),
            _ => false,
        }
    }

    fn check_pointer_operand(&mut self, fx: &Fx<'m>, inst: Inst, v: Value, what: &str) {
        let t = self.vt(fx, v);
        if !matches!(self.td(t), TypeData::Ptr(_)) {
            let msg = format!(
                "'{}' {what} operand must be a pointer, not '{}'",
                fx.f.insts[inst].opcode_name(),
                self.t(t)
            );
            self.inst_err(fx, inst, msg);
        }
    }

    /// Rules shared by atomic loads and stores.
    fn check_atomic_access(&mut self, fx: &Fx<'m>, inst: Inst, t: Type, align: Align) {
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

    fn check_switch(&mut self, fx: &Fx<'m>, inst: Inst, data: crate::function::SideId) {
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
    fn cstr(&self, c: Const) -> String {
        let ty = self.m.consts.type_of(c, self.m.types.common.token);
        let mut s = self.t(ty);
        s.push(' ');
        super::names::push_const(&mut s, self.m, c);
        s
    }

    fn check_call(&mut self, fx: &Fx<'m>, b: Block, inst: Inst, call: CallId) {
        let f = fx.f;
        let op = f.insts[inst].opcode_name();
        let Some(cd) = f.calls.get(call) else {
            self.inst_err(fx, inst, format!("'{op}' refers to missing call data"));
            return;
        };
        let kind_ok = matches!(
            (&f.insts[inst], &cd.kind),
            (InstData::Call { .. }, CallKind::Call)
                | (InstData::Invoke { .. }, CallKind::Invoke { .. })
                | (InstData::CallBr { .. }, CallKind::CallBr { .. })
        );
        if !kind_ok {
            self.inst_err(fx, inst, format!("'{op}' has call data of another kind"));
            return;
        }
        let Some((ret, params, vararg)) = self.m.types.function(cd.fn_ty) else {
            let msg = format!(
                "'{op}' has type '{}', which is not a function type",
                self.t(cd.fn_ty)
            );
            self.inst_err(fx, inst, msg);
            return;
        };
        let is_asm = matches!(f.values[cd.callee].def, ValueDef::InlineAsm(_));
        let callee_ty = self.vt(fx, cd.callee);
        if !is_asm && !matches!(self.td(callee_ty), TypeData::Ptr(_)) {
            let msg = format!(
                "'{op}' callee '{}' must be a pointer, not '{}'",
                self.val(fx, cd.callee),
                self.t(callee_ty)
            );
            self.inst_err(fx, inst, msg);
        }
        let args = f.values_of(cd.args);
        let count_ok = if vararg {
            args.len() >= params.len()
        } else {
            args.len() == params.len()
        };
        if !count_ok {
            let msg = format!(
                "'{op}' passes {} argument{} but the function type '{}' takes {}{}",
                args.len(),
                if args.len() == 1 { "" } else { "s" },
                self.t(cd.fn_ty),
                if vararg { "at least " } else { "" },
                params.len()
            );
            self.inst_err(fx, inst, msg);
        }
        for (i, (&a, &p)) in args.iter().zip(params).enumerate() {
            let at = self.vt(fx, a);
            if at != p {
                let msg = format!(
                    "'{op}' argument {} ('{}') has type '{}' but parameter {} of '{}' has type '{}'",
                    i + 1,
                    self.val(fx, a),
                    self.t(at),
                    i + 1,
                    self.t(cd.fn_ty),
                    self.t(p)
                );
                self.inst_err(fx, inst, msg);
                break;
            }
        }
        let result = f
            .inst_result(inst)
            .and_then(|v| f.values.get(v))
            .map(|d| d.ty);
        match result {
            None if !self.is_void(ret) => {
                let msg = format!(
                    "'{op}' of a function returning '{}' has no result value",
                    self.t(ret)
                );
                self.inst_err(fx, inst, msg);
            }
            Some(rt) if rt != ret => {
                let msg = format!(
                    "'{op}' result type '{}' differs from the return type '{}' of its function type",
                    self.t(rt),
                    self.t(ret)
                );
                self.inst_err(fx, inst, msg);
            }
            _ => {}
        }
        if matches!(cd.kind, CallKind::CallBr { .. }) && !is_asm {
            let msg = format!(
                "'callbr' callee '{}' must be inline asm (only asm goto is supported)",
                self.val(fx, cd.callee)
            );
            self.inst_err(fx, inst, msg);
        }
        if let CallKind::Invoke { normal, unwind } = cd.kind {
            self.require_personality(fx, inst);
            if !Self::is_eh_pad(self.first_non_phi(fx, unwind)) {
                let msg = format!(
                    "'invoke' unwind destination '{}' must begin with an exception-handling pad such as 'landingpad'",
                    self.blk(fx, unwind)
                );
                self.inst_err(fx, inst, msg);
            } else if normal == unwind {
                let msg = "'invoke' normal and unwind destinations must differ".to_string();
                self.inst_err(fx, inst, msg);
            }
        }
        if cd.tail == TailKind::MustTail {
            self.check_musttail(fx, b, inst, call);
        }
    }

    /// The basic `musttail` rules: followed by `ret` (of the call's result),
    /// same calling convention, and (except under `tailcc`/`swifttailcc`)
    /// matching prototypes.
    fn check_musttail(&mut self, fx: &Fx<'m>, b: Block, inst: Inst, call: CallId) {
        let f = fx.f;
        let cd = &f.calls[call];
        if !matches!(f.insts[inst], InstData::Call { .. }) {
            return;
        }
        if matches!(f.values[cd.callee].def, ValueDef::InlineAsm(_)) {
            self.inst_err(fx, inst, "'musttail' cannot call inline asm".to_string());
            return;
        }
        let end = f.blocks[b].end;
        let mut ret_val = f.inst_result(inst);
        let mut next = inst.as_u32() + 1;
        if next < end
            && let InstData::Cast {
                op: crate::instructions::CastOp::Bitcast,
                arg,
                ..
            } = f.insts[Inst::from_u32(next)]
        {
            if Some(arg) != ret_val {
                self.inst_err(
                    fx,
                    inst,
                    "the 'bitcast' after a 'musttail' call must use the call's result".to_string(),
                );
                return;
            }
            ret_val = f.inst_result(Inst::from_u32(next));
            next += 1;
        }
        let ret = (next < end).then(|| f.insts[Inst::from_u32(next)]);
        let Some(InstData::Ret { arg }) = ret else {
            self.inst_err(
                fx,
                inst,
                "a 'musttail' call must be followed by 'ret' (optionally after a 'bitcast')"
                    .to_string(),
            );
            return;
        };
        if let Some(r) = arg.expand() {
            let undef = Self::as_const_undef(self, fx, r);
            if Some(r) != ret_val && !undef {
                self.inst_err(
                    fx,
                    inst,
                    "the 'ret' after a 'musttail' call must return the call's result".to_string(),
                );
            }
        }
        if fx.fd.cc != cd.cc {
            self.inst_err(
                fx,
                inst,
                "'musttail' call and caller must use the same calling convention".to_string(),
            );
        }
        let caller = fx
            .gv
            .and_then(|g| self.m.globals.get(g))
            .and_then(|g| self.m.types.function(g.value_type));
        let (Some((cret, cparams, cvar)), Some((ret, params, var))) =
            (caller, self.m.types.function(cd.fn_ty))
        else {
            return;
        };
        if cvar != var {
            self.inst_err(
                fx,
                inst,
                "'musttail' call and caller must both be varargs or neither".to_string(),
            );
        } else if cret != ret {
            let msg = format!(
                "'musttail' call returns '{}' but the caller returns '{}'",
                self.t(ret),
                self.t(cret)
            );
            self.inst_err(fx, inst, msg);
        } else if !TAIL_CCS.contains(&cd.cc)
            && !self.is_intrinsic_callee(fx, cd.callee)
            && cparams != params
        {
            self.inst_err(
                fx,
                inst,
                "'musttail' call and caller must have the same parameter types".to_string(),
            );
        }
    }

    fn as_const_undef(&self, fx: &Fx<'m>, v: Value) -> bool {
        Verifier::as_const(fx.f, v).is_some_and(|c| {
            matches!(
                self.m.consts.get(c),
                ConstData::Undef(_) | ConstData::Poison(_)
            )
        })
    }

    /// Whether `v` is a function whose name starts with `llvm.`.
    fn is_intrinsic_callee(&self, fx: &Fx<'m>, v: Value) -> bool {
        let Some(c) = Verifier::as_const(fx.f, v) else {
            return false;
        };
        let ConstData::Global { gv, .. } = self.m.consts.get(c) else {
            return false;
        };
        self.m
            .globals
            .get(*gv)
            .and_then(|g| g.name)
            .is_some_and(|s| self.m.symbols.get(s).starts_with(b"llvm."))
    }

    fn check_cmpxchg(
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
    fn struct_index(&self, fx: &Fx<'m>, v: Value) -> Result<u64, &'static str> {
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

    fn check_gep(&mut self, fx: &Fx<'m>, inst: Inst, source_ty: Type, args: &[Value]) {
        let Some(rt) = self.result_ty(fx, inst) else {
            return;
        };
        let Some((&base, indices)) = args.split_first() else {
            self.inst_err(fx, inst, "'getelementptr' has no base pointer".to_string());
            return;
        };
        let bt = self.vt(fx, base);
        let Some(addrspace) = self.m.types.ptr_addrspace(self.m.types.scalar(bt)) else {
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
        let mut width = self.vcount(bt);
        for (k, &ix) in indices.iter().enumerate() {
            let it = self.vt(fx, ix);
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

    /// The member type reached by `extractvalue`/`insertvalue` indices
    /// (structs and arrays only), reporting the first invalid step.
    fn walk_indices(&mut self, fx: &Fx<'m>, inst: Inst, agg: Type, idx: &[u32]) -> Option<Type> {
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

    fn check_shuffle(&mut self, fx: &Fx<'m>, inst: Inst, args: [Value; 2], mask: Const) {
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

    fn check_landingpad(
        &mut self,
        fx: &Fx<'m>,
        b: Block,
        inst: Inst,
        data: crate::function::SideId,
        landingpad_ty: &mut Option<Type>,
    ) {
        let f = fx.f;
        let Some(rt) = self.result_ty(fx, inst) else {
            return;
        };
        self.require_personality(fx, inst);
        match *landingpad_ty {
            None => *landingpad_ty = Some(rt),
            Some(t) if t != rt => {
                let msg = format!(
                    "'landingpad' has type '{}' but an earlier one in the function has type '{}'",
                    self.t(rt),
                    self.t(t)
                );
                self.inst_err(fx, inst, msg);
            }
            _ => {}
        }
        let Some(lp) = f.landing_pads.get(data) else {
            self.inst_err(
                fx,
                inst,
                "'landingpad' refers to a missing clause table".to_string(),
            );
            return;
        };
        if !lp.cleanup && lp.clauses.is_empty() {
            self.inst_err(
                fx,
                inst,
                "'landingpad' needs at least one clause or 'cleanup'".to_string(),
            );
        }
        for cl in lp.clauses.iter() {
            match *cl {
                Clause::Catch(v) => {
                    let t = self.vt(fx, v);
                    if !matches!(self.td(t), TypeData::Ptr(_)) {
                        let msg = format!(
                            "'landingpad' catch clause must be a pointer, not '{}'",
                            self.t(t)
                        );
                        self.inst_err(fx, inst, msg);
                    }
                }
                Clause::Filter(v) => {
                    let t = self.vt(fx, v);
                    if !matches!(self.td(t), TypeData::Array { .. }) {
                        let msg = format!(
                            "'landingpad' filter clause must be an array constant, not '{}'",
                            self.t(t)
                        );
                        self.inst_err(fx, inst, msg);
                    }
                }
            }
        }
        // Only the unwind edges of invokes may lead here.
        let mut bad: Option<u32> = None;
        for &p in self.cfg.preds(b.as_u32()) {
            let term = f.terminator(Block::from_u32(p));
            let ok = term
                .and_then(|t| match f.insts[t] {
                    InstData::Invoke { call } => f.calls.get(call),
                    _ => None,
                })
                .is_some_and(|c| matches!(c.kind, CallKind::Invoke { normal, unwind } if unwind == b && normal != b));
            if !ok {
                bad = Some(p);
                break;
            }
        }
        if let Some(p) = bad {
            let msg = format!(
                "block with a 'landingpad' may only be reached by the unwind edge of an 'invoke', but '{}' branches to it",
                self.blk(fx, Block::from_u32(p))
            );
            self.inst_err(fx, inst, msg);
        }
    }
}
