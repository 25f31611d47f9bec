//! `call`, `invoke` and `callbr`: calling conventions, call-site
//! attributes and `#N` groups, inline-asm callees, argument lists (including
//! `metadata` operands) and operand bundles.

use super::instructions::InstOut;
use super::lexer::{Kw, Tok};
use super::{AttrTarget, PResult, Parser};
use crate::attributes::{AttrList, ParamAttrs};
use crate::function::{
    Bundle, CallData, CallKind, InlineAsm, Value, ValueData, ValueDef, ValueList,
};
use crate::instructions::{FastMath, InstData, TailKind};
use crate::module::CallConv;
use crate::types::{Type, TypeData};

/// The parts every kind of call shares.
struct CallParts {
    fn_ty: Type,
    ret: Type,
    callee: Value,
    args: ValueList,
    attrs: AttrList,
    addrspace: Option<u32>,
    bundles: Box<[Bundle]>,
    fn_attrs: super::attributes::FnAttrs,
}

/// Entries of the cache of implicit call function types (a power of two).
pub(crate) const FN_TYPE_CACHE: usize = 1024;

impl<'a> Parser<'a> {
    /// After `call` (and any tail marker).
    pub(crate) fn parse_call(&mut self, tail: TailKind) -> PResult<InstOut> {
        let at = self.tok.start;
        let fmf = self.parse_fmf()?;
        let cc = self.parse_opt_cc()?;
        let p = self.parse_call_parts()?;
        if fmf.0 != 0 && !self.fp_math_type(p.ret) {
            return self.err_at(
                at,
                "fast-math-flags specified for call without floating-point scalar or vector \
                 return type",
            );
        }
        self.finish_call(CallKind::Call, tail, fmf, cc, p, |call| InstData::Call {
            call,
        })
    }

    /// After `invoke`.
    pub(crate) fn parse_invoke(&mut self) -> PResult<InstOut> {
        let cc = self.parse_opt_cc()?;
        let p = self.parse_call_parts()?;
        self.expect_kw(Kw::To)?;
        let normal = self.parse_label_ref()?;
        self.expect_kw(Kw::Unwind)?;
        let unwind = self.parse_label_ref()?;
        self.finish_call(
            CallKind::Invoke { normal, unwind },
            TailKind::None,
            FastMath(0),
            cc,
            p,
            |call| InstData::Invoke { call },
        )
    }

    /// After `callbr`.
    pub(crate) fn parse_callbr(&mut self) -> PResult<InstOut> {
        let cc = self.parse_opt_cc()?;
        let p = self.parse_call_parts()?;
        self.expect_kw(Kw::To)?;
        let fallthrough = self.parse_label_ref()?;
        self.expect(Tok::LSquare, "'[' in callbr")?;
        let mut indirect = Vec::new();
        if !self.at(Tok::RSquare) {
            loop {
                indirect.push(self.parse_label_ref()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RSquare, "']' at end of block list")?;
        self.finish_call(
            CallKind::CallBr {
                fallthrough,
                indirect: indirect.into_boxed_slice(),
            },
            TailKind::None,
            FastMath(0),
            cc,
            p,
            |call| InstData::CallBr { call },
        )
    }

    fn finish_call(
        &mut self,
        kind: CallKind,
        tail: TailKind,
        fmf: FastMath,
        cc: CallConv,
        p: CallParts,
        make: fn(crate::function::CallId) -> InstData,
    ) -> PResult<InstOut> {
        let call = self.f.calls.push(CallData {
            kind,
            tail,
            fmf,
            cc,
            fn_ty: p.fn_ty,
            callee: p.callee,
            args: p.args,
            attrs: p.attrs,
            addrspace: p.addrspace,
            bundles: p.bundles,
        });
        if let Some(fid) = self.fs.func {
            self.defer_groups(AttrTarget::Call(fid, call), &p.fn_attrs);
        }
        self.inst(make(call), Some(p.ret), false)
    }

    /// `[ret attrs] [addrspace(N)] T callee(args) [fn attrs] [bundles]`
    fn parse_call_parts(&mut self) -> PResult<CallParts> {
        let ret_attrs = self.parse_ret_attrs()?;
        let addrspace = if self.at_kw(Kw::AddrSpace) {
            Some(self.parse_addrspace_parens()?)
        } else {
            None
        };
        let tat = self.tok.start;
        let ty = self.parse_ret_type()?;
        let explicit = self
            .m
            .types
            .function(ty)
            .map(|(r, p, v)| (r, p.to_vec(), v));
        let ret = match &explicit {
            Some((r, _, _)) => *r,
            None => ty,
        };
        if !self.valid_return_type(ret) {
            return self.err_at(tat, "invalid function return type");
        }
        let callee = if self.at_kw(Kw::Asm) {
            self.parse_inline_asm()?
        } else {
            let aspace = addrspace.unwrap_or_else(|| self.m.datalayout.program_addrspace());
            let pty = self.m.types.ptr(aspace);
            self.parse_value(pty)?
        };
        // Arguments.
        self.expect(Tok::LParen, "'(' in call")?;
        let vbase = self.s_values.len();
        let tbase = self.s_types.len();
        let sbase = self.s_sets.len();
        self.s_types.push(ret);
        let mut any_attrs = false;
        let mut first = true;
        while !self.at(Tok::RParen) {
            if !first {
                self.expect(Tok::Comma, "',' in argument list")?;
            }
            first = false;
            {
                if self.eat(Tok::DotDotDot) {
                    // `musttail` forwarding of varargs.
                    break;
                }
                let aat = self.tok.start;
                let aty = self.parse_type()?;
                let i = self.s_values.len() - vbase;
                if let Some((_, params, vararg)) = &explicit {
                    match params.get(i) {
                        Some(&pt) if pt != aty => {
                            return self.err_at(
                                aat,
                                format!("argument is not of expected type '{}'", self.type_str(pt)),
                            );
                        }
                        None if !vararg => return self.err_at(aat, "too many arguments specified"),
                        _ => {}
                    }
                }
                let attrs = self.parse_param_attrs()?;
                any_attrs |= !attrs.is_empty();
                let v = self.parse_value(aty)?;
                self.s_values.push(v);
                self.s_types.push(aty);
                self.s_sets.push(attrs);
            }
        }
        self.expect(Tok::RParen, "')' at end of argument list")?;
        let nargs = self.s_values.len() - vbase;
        let fn_ty = match &explicit {
            Some((_, params, _)) => {
                if nargs < params.len() {
                    return self.err_at(tat, "not enough parameters specified for call");
                }
                ty
            }
            None => self.implicit_fn_type(tbase),
        };
        let args = ValueList::from_slice(&self.s_values[vbase..], &mut self.f.value_pool);
        let params: ParamAttrs = if any_attrs {
            self.s_sets[sbase..].into()
        } else {
            ParamAttrs::default()
        };
        self.s_values.truncate(vbase);
        self.s_types.truncate(tbase);
        self.s_sets.truncate(sbase);
        let fn_attrs = self.parse_fn_attrs(false)?;
        let bundles = if self.at(Tok::LSquare) {
            self.parse_bundles()?
        } else {
            Box::default()
        };
        Ok(CallParts {
            fn_ty,
            ret,
            callee,
            args,
            attrs: AttrList {
                func: fn_attrs.set,
                ret: ret_attrs,
                params,
            },
            addrspace,
            bundles,
            fn_attrs,
        })
    }

    /// The function type `s_types[base]` (return) `(s_types[base+1..])`,
    /// cached so repeated call signatures do not allocate.
    fn implicit_fn_type(&mut self, base: usize) -> Type {
        let key = &self.s_types[base..];
        // A direct-mapped cache in front of the type table.
        let mut h = 0x9E37_79B9u32;
        for t in key {
            h = (h ^ t.as_u32()).wrapping_mul(0x0100_0193).rotate_left(7);
        }
        let slot = (h as usize) % FN_TYPE_CACHE;
        let cached = self.fn_type_cache[slot];
        if cached != u32::MAX {
            let t = Type::from_u32(cached);
            if let TypeData::Function {
                ret,
                params,
                vararg: false,
            } = self.m.types.get(t)
                && *ret == key[0]
                && **params == key[1..]
            {
                return t;
            }
        }
        let ty = self.m.types.intern(TypeData::Function {
            ret: key[0],
            params: key[1..].into(),
            vararg: false,
        });
        self.fn_type_cache[slot] = ty.as_u32();
        ty
    }

    /// `[ "tag"(T v, ...), ... ]`
    fn parse_bundles(&mut self) -> PResult<Box<[Bundle]>> {
        self.expect(Tok::LSquare, "'['")?;
        let mut out = Vec::new();
        if !self.at(Tok::RSquare) {
            loop {
                let tag = self.parse_str("operand bundle tag")?;
                self.expect(Tok::LParen, "'(' after operand bundle tag")?;
                let base = self.s_values.len();
                if !self.at(Tok::RParen) {
                    loop {
                        let (_, v) = self.parse_typed_value()?;
                        self.s_values.push(v);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RParen, "')' at end of operand bundle")?;
                let args: Box<[Value]> = self.s_values[base..].into();
                self.s_values.truncate(base);
                out.push(Bundle { tag, args });
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RSquare, "']' at end of operand bundles")?;
        Ok(out.into_boxed_slice())
    }

    /// `asm [sideeffect] [alignstack] [inteldialect] [unwind] "asm", "constraints"`
    fn parse_inline_asm(&mut self) -> PResult<Value> {
        self.expect_kw(Kw::Asm)?;
        let side_effect = self.eat_kw(Kw::SideEffect);
        let align_stack = self.eat_kw(Kw::AlignStack);
        let intel_dialect = self.eat_kw(Kw::IntelDialect);
        let can_unwind = self.eat_kw(Kw::Unwind);
        let template = self.parse_str_bytes("asm string")?;
        self.expect(Tok::Comma, "',' after inline asm string")?;
        let constraints = self.parse_str_bytes("asm constraint string")?;
        let idx = self.f.inline_asms.len() as u32;
        self.f.inline_asms.push(InlineAsm {
            template: template.into_boxed_slice(),
            constraints: constraints.into_boxed_slice(),
            side_effect,
            align_stack,
            intel_dialect,
            can_unwind,
        });
        let ptr = self.m.types.common.ptr;
        Ok(self.f.values.push(ValueData {
            ty: ptr,
            def: ValueDef::InlineAsm(idx),
        }))
    }
}
