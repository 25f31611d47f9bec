//! Intrinsics may only be called: LLVM 19's verifier rejects any other use
//! of a function whose name starts with `llvm.` ("Invalid user of
//! intrinsic instruction!", `Function::hasAddressTaken` in
//! `visitFunction`, and "Cannot take the address of an intrinsic!" in
//! `visitInstruction`): as an instruction operand other than a call's
//! callee, inside a constant (a constant expression, an aggregate,
//! `dso_local_equivalent`, `no_cfi`), as a global's initializer, an
//! alias's aliasee, an ifunc's resolver, or a function's personality,
//! prefix or prologue. Metadata may refer to one (that is no use in LLVM),
//! and so may a `"clang.arc.attachedcall"` bundle. Only a few intrinsics
//! may be invoked ("Cannot invoke an intrinsic other than donothing,
//! ...").
//!
//! The constants that are such functions' addresses are found once per
//! module (a bit per constant); the operand walk of every instruction
//! counts its operands among them (a bit test per constant operand).

use super::{Fx, Verifier};
use crate::constants::{Const, ConstData};
use crate::diagnostics::Diagnostic;
use crate::function::{Inst, Value};
use crate::instructions::InstData;
use crate::intrinsics::{Lookup, lookup};
use crate::module::GlobalKind;

/// The constants that are the address of a function named `llvm.*`, as a
/// bit per constant; empty when the module has none.
#[derive(Clone, Default)]
pub(super) struct IntrinsicConsts {
    bits: Vec<u64>,
}

impl IntrinsicConsts {
    /// Whether constant `c` is the address of an intrinsic.
    #[inline]
    pub(super) fn has(&self, c: Const) -> bool {
        let i = c.as_u32() as usize;
        self.bits
            .get(i / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }
}

impl<'m> Verifier<'m> {
    /// Finds the constants that are addresses of intrinsics.
    pub(super) fn intrinsic_consts(m: &crate::module::Module) -> IntrinsicConsts {
        let mut set = IntrinsicConsts::default();
        for (gv, g) in m.globals.iter() {
            if !matches!(g.kind, GlobalKind::Func(_))
                || !g
                    .name
                    .is_some_and(|n| m.symbols.get(n).starts_with(b"llvm."))
            {
                continue;
            }
            let Some(ty) = m.types.find(&crate::types::TypeData::Ptr(g.addrspace)) else {
                continue;
            };
            let Some(c) = m.consts.find(&ConstData::Global { ty, gv }) else {
                continue;
            };
            let i = c.as_u32() as usize;
            if set.bits.len() <= i / 64 {
                set.bits.resize(m.consts.len().div_ceil(64), 0);
            }
            set.bits[i / 64] |= 1 << (i % 64);
        }
        set
    }

    /// Reports intrinsics used in constants, initializers, aliases,
    /// ifuncs and function personalities, prefixes and prologues.
    pub(super) fn check_intrinsic_const_users(&mut self) {
        let m = self.m;
        if self.intrinsic_consts.bits.is_empty() {
            return;
        }
        let named = |c: Const| self.intrinsic_name(c);
        let mut problems: Vec<(usize, String)> = Vec::new();
        for (_, d) in m.consts.iter() {
            let direct = match d {
                ConstData::DsoLocalEquivalent { gv, ty } | ConstData::NoCfi { gv, ty } => m
                    .consts
                    .find(&ConstData::Global { ty: *ty, gv: *gv })
                    .filter(|&c| self.intrinsic_consts.has(c)),
                _ => None,
            };
            let inner = d.operands().iter().copied();
            if let Some(c) =
                direct.or_else(|| inner.into_iter().find(|&c| self.intrinsic_consts.has(c)))
            {
                let at = self.intrinsic_offset(c);
                problems.push((
                    at,
                    format!(
                        "intrinsic {} is used in a constant; an intrinsic may only be called",
                        named(c)
                    ),
                ));
            }
        }
        for (gv, g) in m.globals.iter() {
            let (what, c) = match &g.kind {
                GlobalKind::Var(v) => ("the initializer of", v.init),
                GlobalKind::Alias { aliasee } => ("the aliasee of", Some(*aliasee)),
                GlobalKind::IFunc { resolver } => ("the resolver of", Some(*resolver)),
                GlobalKind::Func(f) => {
                    let fd = &m.functions[*f];
                    let c = [fd.personality, fd.prefix, fd.prologue]
                        .into_iter()
                        .flatten()
                        .find(|&c| self.intrinsic_consts.has(c));
                    ("the personality, prefix or prologue of", c)
                }
            };
            if let Some(c) = c.filter(|&c| self.intrinsic_consts.has(c)) {
                let msg = format!(
                    "intrinsic {} is {what} '{}'; an intrinsic may only be called",
                    named(c),
                    self.gname(gv)
                );
                problems.push((g.offset as usize, msg));
            }
        }
        for (at, msg) in problems {
            self.diags.push(Diagnostic::new(at, msg));
        }
    }

    /// The source offset of the declaration behind intrinsic address `c`.
    fn intrinsic_offset(&self, c: Const) -> usize {
        match self.m.consts.get(c) {
            ConstData::Global { gv, .. } => self.m.globals[*gv].offset as usize,
            _ => 0,
        }
    }

    /// Reports an instruction with operands that are intrinsics beyond the
    /// callee of a call and the operands of a `"clang.arc.attachedcall"`
    /// bundle; and an `invoke` or `callbr` of an intrinsic LLVM does not
    /// allow to be invoked.
    #[cold]
    #[inline(never)]
    pub(super) fn check_intrinsic_operands(&mut self, fx: &Fx<'m>, inst: Inst) {
        let f = fx.f;
        let cd = match f.insts[inst] {
            InstData::Call { call } | InstData::Invoke { call } | InstData::CallBr { call } => {
                f.calls.get(call)
            }
            _ => None,
        };
        let ic = std::mem::take(&mut self.intrinsic_consts);
        let intrinsic = |v| Verifier::as_const(f, v).filter(|&c| ic.has(c));
        let mut uses = 0;
        f.for_each_operand(inst, |v| uses += usize::from(intrinsic(v).is_some()));
        let callee = cd.and_then(|cd| intrinsic(cd.callee).map(|c| (cd.callee, c)));
        if let Some((_, c)) = callee
            && !matches!(f.insts[inst], InstData::Call { .. })
            && !self.invocable(c)
        {
            let msg = format!(
                "'{}' of intrinsic {}: only llvm.donothing, the llvm.seh scopes, coro.resume, coro.destroy, coro.await.suspend, patchpoints, statepoints and wasm.rethrow may be invoked",
                f.insts[inst].opcode_name(),
                self.intrinsic_name(c)
            );
            self.inst_err(fx, inst, msg);
        }
        let mut allowed: Vec<Value> = callee.map(|(v, _)| v).into_iter().collect();
        for b in cd.map_or(&[][..], |cd| &cd.bundles[..]) {
            if self.m.symbols.get(b.tag) == b"clang.arc.attachedcall" {
                allowed.extend(b.args.iter().copied().filter(|&v| intrinsic(v).is_some()));
            }
        }
        if uses <= allowed.len() {
            self.intrinsic_consts = ic;
            return;
        }
        // Name the first operand not among the allowed uses.
        let mut taken = None;
        f.for_each_operand(inst, |v| {
            if taken.is_some() || intrinsic(v).is_none() {
                return;
            }
            match allowed.iter().position(|&a| a == v) {
                Some(i) => {
                    allowed.swap_remove(i);
                }
                None => taken = Some(v),
            }
        });
        self.intrinsic_consts = ic;
        let name = taken.map_or_else(String::new, |v| format!(" '{}'", self.val(fx, v)));
        let msg = format!(
            "'{}' takes the address of intrinsic{name}; an intrinsic may only be called",
            f.insts[inst].opcode_name()
        );
        self.inst_err(fx, inst, msg);
    }

    /// `'@name'` of the intrinsic whose address is `c`.
    fn intrinsic_name(&self, c: Const) -> String {
        match self.m.consts.get(c) {
            ConstData::Global { gv, .. } => format!("'{}'", self.gname(*gv)),
            _ => "an intrinsic".to_string(),
        }
    }

    /// Whether the intrinsic whose address is `c` may be invoked (LLVM
    /// 19's list in `Verifier::visitInstruction`).
    fn invocable(&self, c: Const) -> bool {
        let ConstData::Global { gv, .. } = self.m.consts.get(c) else {
            return false;
        };
        let Some(name) = self.m.globals[*gv].name else {
            return false;
        };
        match lookup(self.m.symbols.get(name)) {
            Lookup::Known(i) => INVOCABLE.contains(&i.name),
            Lookup::Target => self.m.symbols.get(name).starts_with(b"llvm.wasm.rethrow"),
            Lookup::Unknown => false,
        }
    }
}

/// The target-independent intrinsics LLVM 19 allows as the callee of an
/// `invoke` or `callbr`.
const INVOCABLE: &[&str] = &[
    "llvm.coro.await.suspend.bool",
    "llvm.coro.await.suspend.handle",
    "llvm.coro.await.suspend.void",
    "llvm.coro.destroy",
    "llvm.coro.resume",
    "llvm.donothing",
    "llvm.experimental.gc.statepoint",
    "llvm.experimental.patchpoint",
    "llvm.experimental.patchpoint.void",
    "llvm.seh.scope.begin",
    "llvm.seh.scope.end",
    "llvm.seh.try.begin",
    "llvm.seh.try.end",
];
