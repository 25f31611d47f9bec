//! The instruction set: dispatch on the opcode and the terminators,
//! arithmetic, comparisons, casts, phi, select, vector and aggregate
//! instructions, va_arg and the exception-handling pads. Calls are in
//! `calls.rs`, memory operations in `memory.rs`.

use super::exprs::{binary_op, cast_op};
use super::lexer::{Kw, Tok};
use super::{PResult, Parser};
use crate::constants::ConstData;
use crate::function::{BlockList, CatchSwitchData, Clause, LandingPadData, SwitchData, ValueList};
use crate::instructions::{FastMath, InstData, InstFlags, TailKind};
use crate::types::{Type, TypeData};
use cranelift_entity::packed_option::PackedOption;

/// What parsing an instruction yields once it is appended (see
/// [`Parser::inst`]): whether it is a terminator, and whether a trailing `,`
/// was consumed before metadata attachments.
pub(crate) type InstOut = (bool, bool);

impl<'a> Parser<'a> {
    /// Parses the instruction at the opcode.
    pub(crate) fn parse_inst_body(&mut self) -> PResult<InstOut> {
        let t = self.tok;
        let Tok::Kw(k) = t.kind else {
            if t.kind == Tok::Eof {
                return self.err("found end of file when expecting more instructions");
            }
            return self.err("expected instruction opcode");
        };
        if let Some(op) = binary_op(k) {
            self.bump();
            return self.parse_binary(op);
        }
        if let Some(op) = cast_op(k) {
            self.bump();
            return self.parse_cast(op);
        }
        match k {
            Kw::Load
            | Kw::Store
            | Kw::Alloca
            | Kw::GetElementPtr
            | Kw::Fence
            | Kw::CmpXchg
            | Kw::AtomicRmw => self.parse_memory_inst(k),
            Kw::Call => {
                self.bump();
                self.parse_call(TailKind::None)
            }
            Kw::Tail | Kw::MustTail | Kw::NoTail => {
                self.bump();
                self.expect_kw(Kw::Call)?;
                let tail = match k {
                    Kw::Tail => TailKind::Tail,
                    Kw::MustTail => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                self.parse_call(tail)
            }
            Kw::Invoke => {
                self.bump();
                self.parse_invoke()
            }
            Kw::CallBr => {
                self.bump();
                self.parse_callbr()
            }
            Kw::Ret => {
                self.bump();
                let at = self.tok.start;
                let want = self.fs.ret_ty.unwrap_or(self.m.types.common.void);
                if self.at_kw(Kw::Void) {
                    if want != self.m.types.common.void {
                        return self.err_at(
                            at,
                            format!(
                                "value doesn't match function result type '{}'",
                                self.type_str(want)
                            ),
                        );
                    }
                    self.bump();
                    return self.inst(
                        InstData::Ret {
                            arg: PackedOption::default(),
                        },
                        None,
                        false,
                    );
                }
                let (ty, v) = self.parse_typed_value()?;
                if ty != want {
                    return self.err_at(
                        at,
                        format!(
                            "value doesn't match function result type '{}'",
                            self.type_str(want)
                        ),
                    );
                }
                self.inst(InstData::Ret { arg: v.into() }, None, false)
            }
            Kw::Br => {
                self.bump();
                if self.at_kw(Kw::Label) {
                    let dest = self.parse_label_ref()?;
                    return self.inst(InstData::Br { dest }, None, false);
                }
                let at = self.tok.start;
                let ty = self.parse_type()?;
                if ty != self.m.types.common.i1 {
                    return self.err_at(at, "branch condition must have 'i1' type");
                }
                let cond = self.parse_value(ty)?;
                self.expect(Tok::Comma, "',' after branch condition")?;
                let a = self.parse_label_ref()?;
                self.expect(Tok::Comma, "',' after true destination")?;
                let b = self.parse_label_ref()?;
                self.inst(
                    InstData::CondBr {
                        cond,
                        dests: [a, b],
                    },
                    None,
                    false,
                )
            }
            Kw::Switch => {
                self.bump();
                self.parse_switch()
            }
            Kw::IndirectBr => {
                self.bump();
                let (_, addr) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after indirectbr address")?;
                self.expect(Tok::LSquare, "'[' with destination list")?;
                let base = self.s_blocks.len();
                if !self.at(Tok::RSquare) {
                    loop {
                        let b = self.parse_label_ref()?;
                        self.s_blocks.push(b);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RSquare, "']' at end of block list")?;
                let dests = BlockList::from_slice(&self.s_blocks[base..], &mut self.f.block_pool);
                self.s_blocks.truncate(base);
                self.inst(InstData::IndirectBr { addr, dests }, None, false)
            }
            Kw::Resume => {
                self.bump();
                let (_, arg) = self.parse_typed_value()?;
                self.inst(InstData::Resume { arg }, None, false)
            }
            Kw::Unreachable => {
                self.bump();
                self.inst(InstData::Unreachable, None, false)
            }
            Kw::CatchSwitch => {
                self.bump();
                self.parse_catchswitch()
            }
            Kw::CatchRet => {
                self.bump();
                self.expect_kw(Kw::From)?;
                let token = self.m.types.common.token;
                let pad = self.parse_value(token)?;
                self.expect_kw(Kw::To)?;
                let dest = self.parse_label_ref()?;
                self.inst(InstData::CatchRet { pad, dest }, None, false)
            }
            Kw::CleanupRet => {
                self.bump();
                self.expect_kw(Kw::From)?;
                let token = self.m.types.common.token;
                let pad = self.parse_value(token)?;
                self.expect_kw(Kw::Unwind)?;
                let unwind = if self.eat_kw(Kw::To) {
                    self.expect_kw(Kw::Caller)?;
                    PackedOption::default()
                } else {
                    self.parse_label_ref()?.into()
                };
                self.inst(InstData::CleanupRet { pad, unwind }, None, false)
            }
            Kw::CatchPad | Kw::CleanupPad => {
                self.bump();
                self.parse_pad(k == Kw::CatchPad)
            }
            Kw::LandingPad => {
                self.bump();
                self.parse_landingpad()
            }
            Kw::FNeg => {
                self.bump();
                let fmf = self.parse_fmf()?;
                let at = self.tok.start;
                let (ty, arg) = self.parse_typed_value()?;
                if !self.m.types.is_float(self.m.types.scalar(ty)) {
                    return self.err_at(at, "invalid operand type for instruction");
                }
                self.inst(InstData::FNeg { fmf, arg }, Some(ty), false)
            }
            Kw::ICmp | Kw::FCmp => {
                self.bump();
                self.parse_compare(k == Kw::ICmp)
            }
            Kw::Select => {
                let op_at = self.bump().start;
                let fmf = self.parse_fmf()?;
                let at = self.tok.start;
                let (cty, c) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after select condition")?;
                let (ty, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after select value")?;
                let (ty2, b) = self.parse_typed_value()?;
                if ty != ty2 || self.m.types.int_bits(self.m.types.scalar(cty)) != Some(1) {
                    return self.err_at(at, "invalid select operands");
                }
                if fmf.0 != 0 && !self.fp_math_type(ty) {
                    return self.err_at(
                        op_at,
                        "fast-math-flags specified for select without floating-point scalar \
                         or vector return type",
                    );
                }
                self.inst(
                    InstData::Select {
                        fmf,
                        args: [c, a, b],
                    },
                    Some(ty),
                    false,
                )
            }
            Kw::Freeze => {
                self.bump();
                let (ty, arg) = self.parse_typed_value()?;
                self.inst(InstData::Freeze { arg }, Some(ty), false)
            }
            Kw::Phi => {
                let op_at = self.bump().start;
                self.parse_phi(op_at)
            }
            Kw::VaArg => {
                self.bump();
                let (_, arg) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after vaarg operand")?;
                let ty = self.parse_type()?;
                self.inst(InstData::VaArg { arg }, Some(ty), false)
            }
            Kw::ExtractElement => {
                self.bump();
                let at = self.tok.start;
                let (vty, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after extract value")?;
                let (ity, i) = self.parse_typed_value()?;
                let Some((elem, _, _)) = self.m.types.vector(vty) else {
                    return self.err_at(at, "invalid extractelement operands");
                };
                if self.m.types.int_bits(ity).is_none() {
                    return self.err_at(at, "invalid extractelement operands");
                }
                self.inst(InstData::ExtractElement { args: [v, i] }, Some(elem), false)
            }
            Kw::InsertElement => {
                self.bump();
                let at = self.tok.start;
                let (vty, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after insertelement value")?;
                let (ety, e) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after insertelement value")?;
                let (ity, i) = self.parse_typed_value()?;
                match self.m.types.vector(vty) {
                    Some((el, _, _)) if el == ety && self.m.types.int_bits(ity).is_some() => {}
                    _ => return self.err_at(at, "invalid insertelement operands"),
                }
                self.inst(
                    InstData::InsertElement { args: [v, e, i] },
                    Some(vty),
                    false,
                )
            }
            Kw::ShuffleVector => {
                self.bump();
                let at = self.tok.start;
                let (aty, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after shuffle mask")?;
                let (bty, b) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after shuffle value")?;
                let (mty, mv) = self.parse_typed_value()?;
                let mask = self.value_const(mv);
                let rty = self.shuffle_result(aty, bty, mty);
                let (Some(rty), Some(mask)) = (rty, mask) else {
                    return self.err_at(at, "invalid shufflevector operands");
                };
                self.inst(
                    InstData::ShuffleVector { args: [a, b], mask },
                    Some(rty),
                    false,
                )
            }
            Kw::ExtractValue => {
                self.bump();
                let at = self.tok.start;
                let (aty, agg) = self.parse_typed_value()?;
                let (ty, ate) = self.parse_aggregate_indices(aty, "extractvalue", at)?;
                let indices = self.f.push_indices(&self.s_idx);
                self.inst(InstData::ExtractValue { agg, indices }, Some(ty), ate)
            }
            Kw::InsertValue => {
                self.bump();
                let at = self.tok.start;
                let (aty, agg) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after insertvalue operand")?;
                let vat = self.tok.start;
                let (vty, v) = self.parse_typed_value()?;
                let (ety, ate) = self.parse_aggregate_indices(aty, "insertvalue", at)?;
                if ety != vty {
                    return self.err_at(
                        vat,
                        format!(
                            "insertvalue operand and field disagree in type: '{}' instead of '{}'",
                            self.type_str(vty),
                            self.type_str(ety)
                        ),
                    );
                }
                let indices = self.f.push_indices(&self.s_idx);
                self.inst(
                    InstData::InsertValue {
                        args: [agg, v],
                        indices,
                    },
                    Some(aty),
                    ate,
                )
            }
            _ => self.err("expected instruction opcode"),
        }
    }

    /// `, i, j, ...` of extractvalue/insertvalue, walking `ty`; returns the
    /// indexed type and whether a comma before metadata was consumed.
    fn parse_aggregate_indices(&mut self, ty: Type, what: &str, at: u32) -> PResult<(Type, bool)> {
        self.s_idx.clear();
        let mut cur = ty;
        let mut ate = false;
        while self.eat(Tok::Comma) {
            if self.at(Tok::MetadataVar) {
                ate = true;
                break;
            }
            let idx = self.parse_u32("index")?;
            match self.m.types.aggregate_element(cur, idx as u64) {
                Some(e) if self.m.types.is_aggregate(cur) => cur = e,
                _ => return self.err_at(at, format!("invalid indices for {what}")),
            }
            self.s_idx.push(idx);
        }
        if self.s_idx.is_empty() {
            return self.err("expected index");
        }
        Ok((cur, ate))
    }

    /// Fast-math flags.
    pub(crate) fn parse_fmf(&mut self) -> PResult<FastMath> {
        let mut f = 0u8;
        loop {
            f |= match self.tok.kind {
                Tok::Kw(Kw::Nnan) => FastMath::NNAN,
                Tok::Kw(Kw::Ninf) => FastMath::NINF,
                Tok::Kw(Kw::Nsz) => FastMath::NSZ,
                Tok::Kw(Kw::Arcp) => FastMath::ARCP,
                Tok::Kw(Kw::Contract) => FastMath::CONTRACT,
                Tok::Kw(Kw::Afn) => FastMath::AFN,
                Tok::Kw(Kw::Reassoc) => FastMath::REASSOC,
                Tok::Kw(Kw::Fast) => FastMath::FAST,
                _ => return Ok(FastMath(f)),
            };
            self.bump();
        }
    }

    /// `op [flags] T a, b`
    fn parse_binary(&mut self, op: crate::instructions::BinaryOp) -> PResult<InstOut> {
        use crate::instructions::BinaryOp as B;
        let (flags, fmf) = if op.is_float() {
            (InstFlags(0), self.parse_fmf()?)
        } else {
            let allowed = match op {
                B::Add | B::Sub | B::Mul | B::Shl => InstFlags::NUW | InstFlags::NSW,
                B::UDiv | B::SDiv | B::LShr | B::AShr => InstFlags::EXACT,
                B::Or => InstFlags::DISJOINT,
                _ => 0,
            };
            (self.parse_flags_in(allowed)?, FastMath(0))
        };
        let at = self.tok.start;
        let (ty, a) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "',' in arithmetic operation")?;
        let b = self.parse_value(ty)?;
        let scalar = self.m.types.scalar(ty);
        let ok = if op.is_float() {
            self.m.types.is_float(scalar)
        } else {
            self.m.types.int_bits(scalar).is_some()
        };
        if !ok {
            return self.err_at(at, "invalid operand type for instruction");
        }
        self.inst(
            InstData::Binary {
                op,
                flags,
                fmf,
                args: [a, b],
            },
            Some(ty),
            false,
        )
    }

    /// `cast [flags] T v to T2`
    fn parse_cast(&mut self, op: crate::instructions::CastOp) -> PResult<InstOut> {
        use crate::instructions::CastOp as C;
        let allowed = match op {
            C::Trunc => InstFlags::NUW | InstFlags::NSW,
            C::ZExt | C::UiToFp => InstFlags::NNEG,
            _ => 0,
        };
        let flags = self.parse_flags_in(allowed)?;
        // LLVM 19's LLParser takes no fast-math flags on casts (`fptrunc
        // nnan` is "expected type"); only its bitcode reader may set them.
        let fmf = FastMath(0);
        let at = self.tok.start;
        let (sty, arg) = self.parse_typed_value()?;
        if !self.at_kw(Kw::To) {
            return self.err("expected 'to' after cast value");
        }
        self.bump();
        let dty = self.parse_type()?;
        if !self.cast_valid(op, sty, dty) {
            return self.err_at(
                at,
                format!(
                    "invalid cast opcode for cast from '{}' to '{}'",
                    self.type_str(sty),
                    self.type_str(dty)
                ),
            );
        }
        self.inst(
            InstData::Cast {
                op,
                flags,
                fmf,
                arg,
            },
            Some(dty),
            false,
        )
    }

    /// `icmp [samesign] pred T a, b` / `fcmp [fmf] pred T a, b`
    fn parse_compare(&mut self, int: bool) -> PResult<InstOut> {
        let flags = if int {
            self.parse_flags_in(InstFlags::SAMESIGN)?
        } else {
            InstFlags(0)
        };
        let fmf = if int { FastMath(0) } else { self.parse_fmf()? };
        let pt = self.tok;
        let data_pred = if int {
            match super::exprs::int_predicate(pt.kind) {
                Some(p) => Ok(p),
                None => return self.err("expected icmp predicate (e.g. 'eq')"),
            }
        } else {
            match super::exprs::float_predicate(pt.kind) {
                Some(p) => Err(p),
                None => return self.err("expected fcmp predicate (e.g. 'oeq')"),
            }
        };
        self.bump();
        let at = self.tok.start;
        let (ty, a) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "',' after compare value")?;
        let b = self.parse_value(ty)?;
        let scalar = self.m.types.scalar(ty);
        let rty = self.cmp_result_type(ty);
        match data_pred {
            Ok(pred) => {
                if self.m.types.int_bits(scalar).is_none()
                    && self.m.types.ptr_addrspace(scalar).is_none()
                {
                    return self.err_at(at, "icmp requires integer operands");
                }
                self.inst(
                    InstData::ICmp {
                        pred,
                        flags,
                        args: [a, b],
                    },
                    Some(rty),
                    false,
                )
            }
            Err(pred) => {
                if !self.m.types.is_float(scalar) {
                    return self.err_at(at, "fcmp requires floating point operands");
                }
                self.inst(
                    InstData::FCmp {
                        pred,
                        fmf,
                        args: [a, b],
                    },
                    Some(rty),
                    false,
                )
            }
        }
    }

    /// `phi [fmf] T [v, %bb], ...`
    fn parse_phi(&mut self, op_at: u32) -> PResult<InstOut> {
        let fmf = self.parse_fmf()?;
        let ty = self.parse_type()?;
        if fmf.0 != 0 && !self.fp_math_type(ty) {
            return self.err_at(
                op_at,
                "fast-math-flags specified for phi without floating-point scalar or vector \
                 return type",
            );
        }
        let vbase = self.s_values.len();
        let bbase = self.s_blocks.len();
        let mut ate = false;
        loop {
            self.expect(Tok::LSquare, "'[' in phi value list")?;
            let v = self.parse_value(ty)?;
            self.expect(Tok::Comma, "',' after insertelement value")?;
            let b = self.block_ref()?;
            self.expect(Tok::RSquare, "']' in phi value list")?;
            self.s_values.push(v);
            self.s_blocks.push(b);
            if !self.eat(Tok::Comma) {
                break;
            }
            if self.at(Tok::MetadataVar) {
                ate = true;
                break;
            }
        }
        let args = ValueList::from_slice(&self.s_values[vbase..], &mut self.f.value_pool);
        let blocks = BlockList::from_slice(&self.s_blocks[bbase..], &mut self.f.block_pool);
        self.s_values.truncate(vbase);
        self.s_blocks.truncate(bbase);
        self.inst(InstData::Phi { fmf, args, blocks }, Some(ty), ate)
    }

    /// `switch T v, label %d [ T c, label %b ... ]`
    fn parse_switch(&mut self) -> PResult<InstOut> {
        let at = self.tok.start;
        let (ty, cond) = self.parse_typed_value()?;
        if self.m.types.int_bits(ty).is_none() {
            return self.err_at(at, "switch condition must have integer type");
        }
        self.expect(Tok::Comma, "',' after switch condition")?;
        let default = self.parse_label_ref()?;
        self.expect(Tok::LSquare, "'[' with switch table")?;
        let mut cases = Vec::new();
        self.s_case_set.clear();
        while !self.at(Tok::RSquare) {
            let cat = self.tok.start;
            let cty = self.parse_type()?;
            if cty != ty {
                return self.err_at(cat, "switch case value must have the condition's type");
            }
            if matches!(self.tok.kind, Tok::LocalVar(_) | Tok::LocalId(_)) {
                return self.err("case value is not a constant integer");
            }
            let c = self.parse_const(ty)?;
            if !matches!(self.m.consts.get(c), ConstData::Int { .. }) {
                return self.err_at(cat, "case value is not a constant integer");
            }
            if self.s_case_set.insert(c, ()).is_some() {
                return self.err_at(cat, "duplicate case value in switch");
            }
            self.expect(Tok::Comma, "',' after case value")?;
            let b = self.parse_label_ref()?;
            cases.push((c, b));
        }
        self.bump();
        let data = self.f.switches.push(SwitchData {
            cond,
            default,
            cases: cases.into_boxed_slice(),
        });
        self.inst(InstData::Switch { data }, None, false)
    }

    /// `catchswitch within %p [label %a, ...] unwind (to caller | label %b)`
    fn parse_catchswitch(&mut self) -> PResult<InstOut> {
        self.expect_kw(Kw::Within)?;
        let token = self.m.types.common.token;
        let parent = self.parse_value(token)?;
        self.expect(Tok::LSquare, "'[' with catchswitch labels")?;
        let mut handlers = Vec::new();
        loop {
            handlers.push(self.parse_label_ref()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RSquare, "']' after catchswitch labels")?;
        self.expect_kw(Kw::Unwind)?;
        let unwind = if self.eat_kw(Kw::To) {
            self.expect_kw(Kw::Caller)?;
            None
        } else {
            Some(self.parse_label_ref()?)
        };
        let data = self.f.catch_switches.push(CatchSwitchData {
            parent,
            handlers: handlers.into_boxed_slice(),
            unwind,
        });
        self.inst(InstData::CatchSwitch { data }, Some(token), false)
    }

    /// `catchpad within %cs [args]` / `cleanuppad within %p [args]`
    fn parse_pad(&mut self, catch: bool) -> PResult<InstOut> {
        self.expect_kw(Kw::Within)?;
        let token = self.m.types.common.token;
        let parent = self.parse_value(token)?;
        let base = self.s_values.len();
        self.s_values.push(parent);
        self.expect(Tok::LSquare, "'[' here")?;
        if !self.at(Tok::RSquare) {
            loop {
                let (_, v) = self.parse_typed_value()?;
                self.s_values.push(v);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RSquare, "']' here")?;
        let args = ValueList::from_slice(&self.s_values[base..], &mut self.f.value_pool);
        self.s_values.truncate(base);
        let data = if catch {
            InstData::CatchPad { args }
        } else {
            InstData::CleanupPad { args }
        };
        self.inst(data, Some(token), false)
    }

    /// `landingpad T [cleanup] (catch T v | filter T v)*`
    fn parse_landingpad(&mut self) -> PResult<InstOut> {
        let ty = self.parse_type()?;
        let cleanup = self.eat_kw(Kw::Cleanup);
        let mut clauses = Vec::new();
        loop {
            let catch = match self.tok.kind {
                Tok::Kw(Kw::Catch) => true,
                Tok::Kw(Kw::Filter) => false,
                _ => break,
            };
            self.bump();
            let (cty, v) = self.parse_typed_value()?;
            if !catch && !matches!(self.m.types.get(cty), TypeData::Array { .. }) {
                return self.err("'filter' clause has an invalid type");
            }
            clauses.push(if catch {
                Clause::Catch(v)
            } else {
                Clause::Filter(v)
            });
        }
        if !cleanup && clauses.is_empty() {
            return self.err("landingpad instruction needs at least one clause or cleanup");
        }
        let data = self.f.landing_pads.push(LandingPadData {
            cleanup,
            clauses: clauses.into_boxed_slice(),
        });
        self.inst(InstData::LandingPad { data }, Some(ty), false)
    }
}
