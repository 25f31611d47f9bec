//! Calls, invokes and callbrs: the callee and arguments against the call's
//! function type, intrinsic signatures and `immarg` operands, and the basic
//! `musttail` rules.

use super::{Fx, Verifier};
use crate::attributes::AttrKind;
use crate::constants::ConstData;
use crate::function::{Block, CallData, CallId, CallKind, Inst, Value, ValueDef};
use crate::instructions::{InstData, TailKind};
use crate::module::CallConv;
use crate::types::{Type, TypeData};

/// `tailcc` and `swifttailcc`, under which `musttail` does not require
/// matching prototypes.
const TAIL_CCS: [CallConv; 2] = [CallConv(18), CallConv(20)];

impl<'m> Verifier<'m> {
    pub(super) fn check_call(&mut self, fx: &Fx<'m>, b: Block, inst: Inst, call: CallId) {
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
        let intrinsic = self.intrinsic_type(fx, cd.callee);
        if let Some(decl_ty) = intrinsic
            && decl_ty != cd.fn_ty
        {
            let msg = format!(
                "'{op}' of intrinsic '{}' has type '{}' but the intrinsic is declared as '{}'",
                self.val(fx, cd.callee),
                self.t(cd.fn_ty),
                self.t(decl_ty)
            );
            self.inst_err(fx, inst, msg);
        } else if intrinsic.is_some() {
            self.check_intrinsic_signature(fx, inst, cd.callee, cd.fn_ty);
        }
        if count_ok {
            self.check_call_attr_types(fx, inst, cd);
        }
        if let Some(msg) = self.call_site_problem(fx, cd, ret, params.len()) {
            self.inst_err(fx, inst, format!("'{op}': {msg}"));
        }
        if (self.swifterror_used || intrinsic.is_some())
            && let Some(msg) = self.call_value_problem(fx, cd, params.len())
        {
            self.inst_err(fx, inst, format!("'{op}': {msg}"));
        }
        self.check_immargs(fx, inst, cd.callee, args);
        if matches!(cd.kind, CallKind::CallBr { .. }) && !is_asm {
            let msg = format!(
                "'callbr' callee '{}' must be inline asm (only asm goto is supported)",
                self.val(fx, cd.callee)
            );
            self.inst_err(fx, inst, msg);
        }
        if let CallKind::Invoke { normal, unwind } = cd.kind {
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
    pub(super) fn check_musttail(&mut self, fx: &Fx<'m>, b: Block, inst: Inst, call: CallId) {
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

    pub(super) fn as_const_undef(&self, fx: &Fx<'m>, v: Value) -> bool {
        Verifier::as_const(fx.f, v).is_some_and(|c| {
            matches!(
                self.m.consts.get(c),
                ConstData::Undef(_) | ConstData::Poison(_)
            )
        })
    }

    /// The declared type of `v` if it is an intrinsic (a function whose
    /// name starts with `llvm.`).
    pub(super) fn intrinsic_type(&self, fx: &Fx<'m>, v: Value) -> Option<Type> {
        let c = Verifier::as_const(fx.f, v)?;
        let ConstData::Global { gv, .. } = self.m.consts.get(c) else {
            return None;
        };
        let g = self.m.globals.get(*gv)?;
        let name = self.m.symbols.get(g.name?);
        (name.starts_with(b"llvm.") && matches!(g.kind, crate::module::GlobalKind::Func(_)))
            .then_some(g.value_type)
    }

    /// Arguments of an intrinsic call whose declaration marks the
    /// parameter `immarg` must be integer or floating-point constants.
    pub(super) fn check_immargs(&mut self, fx: &Fx<'m>, inst: Inst, callee: Value, args: &[Value]) {
        if self.intrinsic_type(fx, callee).is_none() {
            return;
        }
        let Some(c) = Verifier::as_const(fx.f, callee) else {
            return;
        };
        let ConstData::Global { gv, .. } = self.m.consts.get(c) else {
            return;
        };
        let Some(decl) = self.m.func_of(*gv) else {
            return;
        };
        for (i, &a) in args.iter().enumerate() {
            if !self
                .m
                .attrs
                .has(decl.attrs.param(i), crate::attributes::AttrKind::ImmArg)
            {
                continue;
            }
            let imm = Verifier::as_const(fx.f, a).is_some_and(|c| {
                matches!(
                    self.m.consts.get(c),
                    ConstData::Int { .. } | ConstData::Float { .. }
                )
            });
            if !imm {
                let msg = format!(
                    "'{}' argument {} ('{}') must be an integer or floating-point constant: the intrinsic's parameter is 'immarg'",
                    fx.f.insts[inst].opcode_name(),
                    i + 1,
                    self.val(fx, a)
                );
                self.inst_err(fx, inst, msg);
            }
        }
    }

    /// Whether `v` is a function whose name starts with `llvm.`.
    pub(super) fn is_intrinsic_callee(&self, fx: &Fx<'m>, v: Value) -> bool {
        self.intrinsic_type(fx, v).is_some()
    }

    /// LLVM's rules for call sites that depend on the callee: an indirect
    /// call (or inline asm) returns neither `token` nor `x86_amx`;
    /// `preallocated` as a function attribute only on
    /// `llvm.call.preallocated.arg`, on an argument only with either a
    /// `"preallocated"` bundle or `musttail`.
    fn call_site_problem(
        &self,
        fx: &Fx<'m>,
        cd: &CallData,
        ret: Type,
        fixed_params: usize,
    ) -> Option<&'static str> {
        let m = self.m;
        // A direct call: to a function of the call's own type (LLVM's
        // `getCalledFunction`; a call through another type is indirect).
        let callee = Verifier::as_const(fx.f, cd.callee).and_then(|c| match m.consts.get(c) {
            ConstData::Global { gv, .. } => {
                let g = m.globals.get(*gv)?;
                (matches!(g.kind, crate::module::GlobalKind::Func(_)) && g.value_type == cd.fn_ty)
                    .then_some(g)
            }
            _ => None,
        });
        if callee.is_none() {
            match m.types.get(ret) {
                TypeData::Token => return Some("Return type cannot be token for indirect call!"),
                TypeData::X86Amx => {
                    return Some("Return type cannot be x86_amx for indirect call!");
                }
                _ => {}
            }
        }
        if m.attrs.has(cd.attrs.func, AttrKind::Preallocated) {
            let name = callee.and_then(|g| g.name).map(|n| m.symbols.get(n));
            if name != Some(b"llvm.call.preallocated.arg") {
                return Some(
                    "preallocated as a call site attribute can only be on llvm.call.preallocated.arg",
                );
            }
        }
        let with_preallocated =
            (0..fixed_params).any(|i| m.attrs.has(cd.attrs.param(i), AttrKind::Preallocated));
        if with_preallocated {
            let bundle = cd
                .bundles
                .iter()
                .any(|b| m.symbols.get(b.tag) == b"preallocated");
            let musttail = cd.tail == TailKind::MustTail;
            if bundle == musttail {
                return Some(
                    "preallocated operand either requires a preallocated bundle or the call to be musttail (but not both)",
                );
            }
        }
        None
    }
}
