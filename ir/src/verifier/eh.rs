//! Exception handling: EH pads, personalities and `landingpad` rules.

use super::{Fx, Verifier};
use crate::constants::ConstData;
use crate::function::{Block, CallKind, Clause, Inst, Value, ValueDef};
use crate::instructions::InstData;
use crate::types::{Type, TypeData};

impl<'m> Verifier<'m> {
    /// Whether the first non-phi instruction of block `b` is an EH pad.
    pub(super) fn first_non_phi(&self, fx: &Fx<'m>, b: Block) -> Option<&'m InstData> {
        let f = fx.f;
        let bd = f.blocks.get(b)?;
        (bd.first..bd.end.min(f.insts.len() as u32))
            .map(|i| &f.insts[Inst::from_u32(i)])
            .find(|d| !matches!(d, InstData::Phi { .. }))
    }

    pub(super) fn is_eh_pad(d: Option<&InstData>) -> bool {
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
    pub(super) fn def_inst(fx: &Fx<'m>, v: Value) -> Option<&'m InstData> {
        match fx.f.values.get(v)?.def {
            ValueDef::Inst(i) => fx.f.insts.get(i),
            _ => None,
        }
    }

    pub(super) fn require_personality(&mut self, fx: &Fx<'m>, inst: Inst) {
        if fx.fd.personality.is_none() {
            let msg = format!(
                "'{}' needs a function with a personality",
                fx.f.insts[inst].opcode_name()
            );
            self.inst_err(fx, inst, msg);
        }
    }

    /// Whether `v` is the `none` token or a funclet pad.
    pub(super) fn is_none_or_pad(&self, fx: &Fx<'m>, v: Value) -> bool {
        match fx.f.values.get(v).map(|d| d.def) {
            Some(ValueDef::Const(c)) => matches!(self.m.consts.get(c), ConstData::None),
            Some(ValueDef::Inst(i)) => matches!(
                fx.f.insts.get(i),
                Some(InstData::CatchPad { .. } | InstData::CleanupPad { .. })
            ),
            _ => false,
        }
    }

    pub(super) fn check_landingpad(
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
