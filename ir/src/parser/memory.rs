//! Memory instructions: `alloca`, `load`, `store`, `getelementptr`,
//! `fence`, `cmpxchg` and `atomicrmw`, with alignment, volatility, atomic
//! orderings and sync scopes.

use super::instructions::InstOut;
use super::lexer::{Kw, Tok};
use super::{PResult, Parser};
use crate::attributes::AttrKind;
use crate::function::ValueList;
use crate::instructions::{Align, InstData, InstFlags, Ordering, RmwOp, SyncScope};
use crate::types::TypeData;
use cranelift_entity::packed_option::PackedOption;

impl<'a> Parser<'a> {
    /// Dispatches the memory instruction at keyword `k`.
    pub(crate) fn parse_memory_inst(&mut self, k: Kw) -> PResult<InstOut> {
        let at = self.bump().start;
        match k {
            Kw::Alloca => self.parse_alloca(),
            Kw::Load => self.parse_load(),
            Kw::Store => self.parse_store(),
            Kw::GetElementPtr => self.parse_gep(at),
            Kw::Fence => {
                let (scope, ordering) = self.parse_scope_and_ordering()?;
                if ordering == Ordering::Monotonic {
                    return self.err("fence cannot be monotonic");
                }
                if ordering == Ordering::Unordered {
                    return self.err("fence cannot be unordered");
                }
                self.inst(InstData::Fence { ordering, scope }, None, false)
            }
            Kw::CmpXchg => self.parse_cmpxchg(),
            _ => self.parse_atomicrmw(at),
        }
    }

    /// `syncscope("name")`, if present.
    fn parse_opt_scope(&mut self) -> PResult<SyncScope> {
        if !self.eat_kw(Kw::SyncScope) {
            return Ok(SyncScope::SYSTEM);
        }
        self.expect(Tok::LParen, "'(' in syncscope")?;
        let at = self.tok.start;
        let name = self.parse_str_bytes("syncscope name")?;
        self.expect(Tok::RParen, "')' in syncscope")?;
        if name == b"singlethread" {
            return Ok(SyncScope::SINGLE_THREAD);
        }
        let sym = self.m.symbols.intern(&name);
        let idx = match self.m.sync_scopes.iter().position(|&s| s == sym) {
            Some(i) => i,
            None => {
                self.m.sync_scopes.push(sym);
                self.m.sync_scopes.len() - 1
            }
        };
        match u8::try_from(idx + 2) {
            Ok(v) => Ok(SyncScope(v)),
            Err(_) => self.err_at(at, "too many distinct sync scopes"),
        }
    }

    /// An atomic ordering keyword.
    fn parse_ordering(&mut self) -> PResult<Ordering> {
        let o = match self.tok.kind {
            Tok::Kw(Kw::Unordered) => Ordering::Unordered,
            Tok::Kw(Kw::Monotonic) => Ordering::Monotonic,
            Tok::Kw(Kw::Acquire) => Ordering::Acquire,
            Tok::Kw(Kw::Release) => Ordering::Release,
            Tok::Kw(Kw::AcqRel) => Ordering::AcqRel,
            Tok::Kw(Kw::SeqCst) => Ordering::SeqCst,
            _ => return self.err("Expected ordering on atomic instruction"),
        };
        self.bump();
        Ok(o)
    }

    fn parse_scope_and_ordering(&mut self) -> PResult<(SyncScope, Ordering)> {
        let scope = self.parse_opt_scope()?;
        let ordering = self.parse_ordering()?;
        Ok((scope, ordering))
    }

    /// `, align N` and/or the comma before metadata; returns (align, ate).
    fn parse_opt_comma_align(&mut self) -> PResult<(Align, bool)> {
        let mut align = Align::NONE;
        while self.eat(Tok::Comma) {
            if self.at_kw(Kw::Align) {
                align = self.parse_align()?;
            } else if self.at(Tok::MetadataVar) {
                return Ok((align, true));
            } else {
                return self.err("expected metadata or 'align'");
            }
        }
        Ok((align, false))
    }

    /// `alloca [inalloca] [swifterror] T [, Ty N] [, align A] [, addrspace(S)]`
    fn parse_alloca(&mut self) -> PResult<InstOut> {
        let mut flags = 0u16;
        loop {
            match self.tok.kind {
                Tok::Attr(AttrKind::InAlloca) => flags |= InstFlags::INALLOCA,
                Tok::Attr(AttrKind::SwiftError) => flags |= InstFlags::SWIFTERROR,
                _ => break,
            }
            self.bump();
        }
        let tat = self.tok.start;
        let ty = self.parse_type()?;
        if !self.sized(ty) && !matches!(self.m.types.get(ty), TypeData::TargetExt { .. }) {
            return self.err_at(tat, "Cannot allocate unsized type");
        }
        let mut align = Align::NONE;
        let mut count = PackedOption::default();
        let mut aspace = self.m.datalayout.alloca_addrspace();
        let mut ate = false;
        while self.eat(Tok::Comma) {
            match self.tok.kind {
                Tok::Kw(Kw::Align) => align = self.parse_align()?,
                Tok::Kw(Kw::AddrSpace) => aspace = self.parse_addrspace_parens()?,
                Tok::MetadataVar => {
                    ate = true;
                    break;
                }
                _ if count.is_none() && align == Align::NONE => {
                    let cat = self.tok.start;
                    let (cty, v) = self.parse_typed_value()?;
                    if self.m.types.int_bits(cty).is_none() {
                        return self.err_at(cat, "element count must have integer type");
                    }
                    count = v.into();
                }
                _ => return self.err("expected metadata or 'align'"),
            }
        }
        let rty = self.m.types.ptr(aspace);
        self.inst(
            InstData::Alloca {
                flags: InstFlags(flags),
                align,
                ty,
                count,
            },
            Some(rty),
            ate,
        )
    }

    /// `load [atomic] [volatile] T, ptr p [syncscope] [ordering] [, align A]`
    fn parse_load(&mut self) -> PResult<InstOut> {
        let atomic = self.eat_kw(Kw::Atomic);
        let volatile = self.eat_kw(Kw::Volatile);
        let tat = self.tok.start;
        let ty = self.parse_type()?;
        self.expect(Tok::Comma, "comma after load's type")?;
        let pat = self.tok.start;
        let (pty, ptr) = self.parse_typed_value()?;
        if self.m.types.ptr_addrspace(pty).is_none() {
            return self.err_at(pat, "load operand must be a pointer");
        }
        if !self.sized(ty) {
            return self.err_at(tat, "loading unsized types is not allowed");
        }
        let (scope, ordering) = if atomic {
            self.parse_scope_and_ordering()?
        } else {
            (SyncScope::SYSTEM, Ordering::NotAtomic)
        };
        if matches!(ordering, Ordering::Release | Ordering::AcqRel) {
            return self.err_at(pat, "atomic load cannot use Release ordering");
        }
        let (align, ate) = self.parse_opt_comma_align()?;
        if atomic && align == Align::NONE {
            return self.err_at(pat, "atomic load must have explicit non-zero alignment");
        }
        let flags = InstFlags(if volatile { InstFlags::VOLATILE } else { 0 });
        self.inst(
            InstData::Load {
                flags,
                align,
                ordering,
                scope,
                ptr,
            },
            Some(ty),
            ate,
        )
    }

    /// `store [atomic] [volatile] T v, ptr p [syncscope] [ordering] [, align A]`
    fn parse_store(&mut self) -> PResult<InstOut> {
        let atomic = self.eat_kw(Kw::Atomic);
        let volatile = self.eat_kw(Kw::Volatile);
        let tat = self.tok.start;
        let (ty, val) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "',' after store operand")?;
        let pat = self.tok.start;
        let (pty, ptr) = self.parse_typed_value()?;
        if self.m.types.ptr_addrspace(pty).is_none() {
            return self.err_at(pat, "store operand must be a pointer");
        }
        if !self.sized(ty) {
            return self.err_at(tat, "storing unsized types is not allowed");
        }
        let (scope, ordering) = if atomic {
            self.parse_scope_and_ordering()?
        } else {
            (SyncScope::SYSTEM, Ordering::NotAtomic)
        };
        if matches!(ordering, Ordering::Acquire | Ordering::AcqRel) {
            return self.err_at(tat, "atomic store cannot use Acquire ordering");
        }
        let (align, ate) = self.parse_opt_comma_align()?;
        if atomic && align == Align::NONE {
            return self.err_at(tat, "atomic store must have explicit non-zero alignment");
        }
        let flags = InstFlags(if volatile { InstFlags::VOLATILE } else { 0 });
        self.inst(
            InstData::Store {
                flags,
                align,
                ordering,
                scope,
                args: [val, ptr],
            },
            None,
            ate,
        )
    }

    /// `cmpxchg [weak] [volatile] ptr p, T cmp, T new [syncscope] succ fail [, align A]`
    fn parse_cmpxchg(&mut self) -> PResult<InstOut> {
        let mut flags = 0u16;
        if self.eat_kw(Kw::Weak) {
            flags |= InstFlags::WEAK;
        }
        if self.eat_kw(Kw::Volatile) {
            flags |= InstFlags::VOLATILE;
        }
        let pat = self.tok.start;
        let (pty, ptr) = self.parse_typed_value()?;
        if self.m.types.ptr_addrspace(pty).is_none() {
            return self.err_at(pat, "cmpxchg operand must be a pointer");
        }
        self.expect(Tok::Comma, "',' after cmpxchg address")?;
        let (ty, cmp) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "',' after cmpxchg cmp operand")?;
        let nat = self.tok.start;
        let (nty, new) = self.parse_typed_value()?;
        if nty != ty {
            return self.err_at(nat, "compare value and new value type do not match");
        }
        let scope = self.parse_opt_scope()?;
        let succ = self.parse_ordering()?;
        let fail = self.parse_ordering()?;
        if succ == Ordering::Unordered {
            return self.err("invalid cmpxchg success ordering");
        }
        if matches!(
            fail,
            Ordering::Unordered | Ordering::Release | Ordering::AcqRel
        ) {
            return self.err("invalid cmpxchg failure ordering");
        }
        let (align, ate) = self.parse_opt_comma_align()?;
        let scalar_ok =
            self.m.types.int_bits(ty).is_some() || self.m.types.ptr_addrspace(ty).is_some();
        if !scalar_ok {
            return self.err_at(nat, "cmpxchg operand must be an integer or pointer type");
        }
        let args = ValueList::from_slice(&[ptr, cmp, new], &mut self.f.value_pool);
        let i1 = self.m.types.common.i1;
        let rty = self.m.types.intern(TypeData::Struct {
            fields: Box::new([ty, i1]),
            packed: false,
        });
        self.inst(
            InstData::CmpXchg {
                flags: InstFlags(flags),
                align,
                orderings: [succ, fail],
                scope,
                args,
            },
            Some(rty),
            ate,
        )
    }

    /// `atomicrmw [volatile] op ptr p, T v [syncscope] ordering [, align A]`
    fn parse_atomicrmw(&mut self, at: u32) -> PResult<InstOut> {
        let volatile = self.eat_kw(Kw::Volatile);
        let ot = self.tok;
        let Some(op) = RmwOp::from_name(self.text(ot)) else {
            return self.err("expected binary operation in atomicrmw");
        };
        self.bump();
        let pat = self.tok.start;
        let (pty, ptr) = self.parse_typed_value()?;
        if self.m.types.ptr_addrspace(pty).is_none() {
            return self.err_at(pat, "atomicrmw operand must be a pointer");
        }
        self.expect(Tok::Comma, "',' after atomicrmw address")?;
        let vat = self.tok.start;
        let (ty, val) = self.parse_typed_value()?;
        let (scope, ordering) = self.parse_scope_and_ordering()?;
        if ordering == Ordering::Unordered {
            return self.err_at(at, "atomicrmw cannot be unordered");
        }
        let (align, ate) = self.parse_opt_comma_align()?;
        let float_op = matches!(op, RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin);
        let (ok, what) = if float_op {
            (
                self.m.types.is_float(self.m.types.scalar(ty)),
                "a floating point type",
            )
        } else if op == RmwOp::Xchg {
            let ok = self.m.types.int_bits(ty).is_some()
                || self.m.types.is_float(ty)
                || self.m.types.ptr_addrspace(ty).is_some();
            (ok, "an integer, floating point, or pointer type")
        } else {
            (self.m.types.int_bits(ty).is_some(), "an integer")
        };
        if !ok {
            return self.err_at(
                vat,
                format!("atomicrmw {} operand must be {what}", op.name()),
            );
        }
        let flags = InstFlags(if volatile { InstFlags::VOLATILE } else { 0 });
        self.inst(
            InstData::AtomicRmw {
                op,
                flags,
                align,
                ordering,
                scope,
                args: [ptr, val],
            },
            Some(ty),
            ate,
        )
    }

    /// `getelementptr [flags] T, ptr p {, T idx}*`
    fn parse_gep(&mut self, at: u32) -> PResult<InstOut> {
        let flags = self.parse_gep_flags()?;
        let src_ty = self.parse_type()?;
        self.expect(Tok::Comma, "',' after getelementptr's type")?;
        let bat = self.tok.start;
        let (bty, base) = self.parse_typed_value()?;
        let vbase = self.s_values.len();
        let tbase = self.s_types.len();
        self.s_values.push(base);
        let mut ate = false;
        while self.eat(Tok::Comma) {
            if self.at(Tok::MetadataVar) {
                ate = true;
                break;
            }
            let (ity, v) = self.parse_typed_value()?;
            self.s_values.push(v);
            self.s_types.push(ity);
        }
        let n = self.s_types.len() - tbase;
        let mut consts = std::mem::take(&mut self.s_gep_consts);
        consts.clear();
        for i in 0..n {
            consts.push(self.value_const(self.s_values[vbase + 1 + i]));
        }
        let r = self.gep_result_type(src_ty, bty, tbase, &consts, bat, at);
        self.s_gep_consts = consts;
        let rty = r?;
        let args = ValueList::from_slice(&self.s_values[vbase..], &mut self.f.value_pool);
        self.s_values.truncate(vbase);
        self.s_types.truncate(tbase);
        self.inst(
            InstData::Gep {
                flags,
                source_ty: src_ty,
                args,
            },
            Some(rty),
            ate,
        )
    }
}
