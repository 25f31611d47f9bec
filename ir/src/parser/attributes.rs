//! Attributes: parameter/return attribute lists, function attributes with
//! `#N` group references (resolved at the end of the module, so forward
//! references work), and `attributes #N = { ... }` definitions.

use super::lexer::{Kw, Tok};
use super::{AttrTarget, PResult, Parser, PendingAttrs};
use crate::attributes::{Attr, AttrArg, AttrKind, AttrSet, position};
use crate::instructions::Align;

/// Function attributes as written at one place: the inline set, the `#N`
/// groups referenced (a range of `Parser::pending_groups`), and the function
/// alignment if `align N` appeared among them.
pub(crate) struct FnAttrs {
    pub set: AttrSet,
    pub groups: (u32, u32),
    pub align: Align,
}

impl<'a> Parser<'a> {
    /// Whether the current token can start a parameter or return attribute.
    #[inline]
    pub(crate) fn at_param_attr_start(&self) -> bool {
        matches!(
            self.tok.kind,
            Tok::Attr(_) | Tok::Kw(Kw::Align) | Tok::Kw(Kw::AlignStack) | Tok::Str
        )
    }

    /// Parameter attributes (possibly none).
    #[inline]
    pub(crate) fn parse_param_attrs(&mut self) -> PResult<AttrSet> {
        self.parse_value_attrs(position::PARAM)
    }

    /// Return-value attributes (possibly none).
    #[inline]
    pub(crate) fn parse_ret_attrs(&mut self) -> PResult<AttrSet> {
        self.parse_value_attrs(position::RET)
    }

    /// An error unless an attribute of kind `k` at the current token may
    /// be written at `pos` (LLVM rejects `nonnull` on a function, `nounwind`
    /// on a parameter, ...).
    #[inline]
    fn check_attr_position(&self, k: AttrKind, pos: u8) -> PResult<()> {
        if k.positions() & pos != 0 {
            return Ok(());
        }
        let what = match pos {
            position::FN => "functions",
            position::RET => "return values",
            _ => "parameters",
        };
        self.err(format!("this attribute does not apply to {what}"))
    }

    /// Parameter (`pos` is [`position::PARAM`]) or return attributes.
    fn parse_value_attrs(&mut self, pos: u8) -> PResult<AttrSet> {
        if !self.at_param_attr_start() {
            return Ok(AttrSet::EMPTY);
        }
        let base = self.s_attrs.len();
        // Fast path: a lone flag attribute (`noundef`), cached by kind.
        if let Tok::Attr(k) = self.tok.kind
            && k.arg() == AttrArg::None
        {
            self.check_attr_position(k, pos)?;
            self.bump();
            if !self.at_param_attr_start() {
                let i = k as usize;
                if let Some(&Some(s)) = self.flag_sets.get(i) {
                    return Ok(s);
                }
                let s = self.m.attrs.intern(&[Attr::Flag(k)]);
                if self.flag_sets.len() <= i {
                    self.flag_sets.resize(i + 1, None);
                }
                self.flag_sets[i] = Some(s);
                return Ok(s);
            }
            self.s_attrs.push(Attr::Flag(k));
        }
        while self.at_param_attr_start() {
            match self.tok.kind {
                Tok::Attr(k) => self.check_attr_position(k, pos)?,
                Tok::Kw(Kw::AlignStack) => self.check_attr_position(AttrKind::AlignStack, pos)?,
                _ => {}
            }
            let a = self.parse_one_attr(false)?;
            self.s_attrs.push(a);
        }
        let set = self.m.attrs.intern_list(&self.s_attrs[base..]);
        self.s_attrs.truncate(base);
        Ok(set)
    }

    /// Function attributes after a parameter list: keywords, strings, `#N`
    /// references, and (where `fn_align` is set) `align N` as the function's
    /// alignment.
    pub(crate) fn parse_fn_attrs(&mut self, fn_align: bool) -> PResult<FnAttrs> {
        let base = self.s_attrs.len();
        let gstart = self.pending_groups.len() as u32;
        let mut align = Align::NONE;
        loop {
            match self.tok.kind {
                Tok::AttrGrpId(n) => {
                    self.bump();
                    self.pending_groups.push(n);
                }
                Tok::Kw(Kw::Align) if fn_align => {
                    align = self.parse_align()?;
                }
                Tok::Attr(_) | Tok::Kw(Kw::Align) | Tok::Kw(Kw::AlignStack) | Tok::Str => {
                    if let Tok::Attr(k) = self.tok.kind {
                        self.check_attr_position(k, position::FN)?;
                    }
                    let a = self.parse_one_attr(false)?;
                    self.s_attrs.push(a);
                }
                _ => break,
            }
        }
        let set = if self.s_attrs.len() == base {
            AttrSet::EMPTY
        } else {
            self.m.attrs.intern_list(&self.s_attrs[base..])
        };
        self.s_attrs.truncate(base);
        Ok(FnAttrs {
            set,
            groups: (gstart, self.pending_groups.len() as u32),
            align,
        })
    }

    /// Records that `target` must get the attributes of the groups in `fa`
    /// merged in at the end of the module; returns the inline set for now.
    pub(crate) fn defer_groups(&mut self, target: AttrTarget, fa: &FnAttrs) -> AttrSet {
        if fa.groups.0 != fa.groups.1 {
            self.pending_attrs.push(PendingAttrs {
                target,
                inline: fa.set,
                groups: fa.groups,
            });
        }
        fa.set
    }

    /// One attribute at the current token.
    fn parse_one_attr(&mut self, in_group: bool) -> PResult<Attr> {
        let t = self.tok;
        match t.kind {
            Tok::Str => {
                self.bump();
                let key = self.name_sym(t)?;
                let val = if self.eat(Tok::Equal) {
                    Some(self.parse_str("attribute value string")?)
                } else {
                    None
                };
                Ok(Attr::Str(key, val))
            }
            Tok::Kw(Kw::Align) => {
                self.bump();
                let v = if in_group {
                    self.parse_group_align()?
                } else {
                    self.parse_attr_int(false, true)?
                };
                Ok(Attr::Int(AttrKind::Align, v))
            }
            Tok::Kw(Kw::AlignStack) => {
                self.bump();
                let v = if in_group {
                    self.parse_group_align()?
                } else {
                    self.parse_stack_align()?
                };
                Ok(Attr::Int(AttrKind::AlignStack, v))
            }
            Tok::Attr(k) => {
                self.bump();
                match k.arg() {
                    AttrArg::None => Ok(Attr::Flag(k)),
                    AttrArg::Int => {
                        let v = self.parse_attr_int(in_group, false)?;
                        Ok(Attr::Int(k, v))
                    }
                    AttrArg::Type => {
                        if self.eat(Tok::LParen) {
                            let ty = self.parse_type()?;
                            self.expect(Tok::RParen, "')'")?;
                            Ok(Attr::Type(k, Some(ty)))
                        } else {
                            Ok(Attr::Type(k, None))
                        }
                    }
                    AttrArg::Raw => {
                        let parens_required = matches!(
                            k,
                            AttrKind::Memory
                                | AttrKind::AllocSize
                                | AttrKind::Range
                                | AttrKind::NoFpClass
                                | AttrKind::AllocKind
                                | AttrKind::VScaleRange
                                | AttrKind::Initializes
                        );
                        if parens_required || self.at(Tok::LParen) {
                            let (open, close) = match k {
                                AttrKind::Memory => self.parse_memory_attr_args()?,
                                AttrKind::AllocSize => self.parse_alloc_size_attr_args()?,
                                AttrKind::Range => self.parse_range_attr_args()?,
                                AttrKind::NoFpClass => self.parse_nofpclass_attr_args()?,
                                AttrKind::AllocKind => self.parse_alloc_kind_attr_args()?,
                                AttrKind::VScaleRange => self.parse_vscale_range_attr_args()?,
                                AttrKind::Initializes => self.parse_initializes_attr_args()?,
                                _ => self.skip_balanced_parens()?,
                            };
                            let raw =
                                self.src[open.end as usize..close.start as usize].trim_ascii();
                            Ok(Attr::Raw(k, Some(self.m.symbols.intern(raw))))
                        } else {
                            Ok(Attr::Raw(k, None))
                        }
                    }
                }
            }
            _ => self.err("expected attribute"),
        }
    }

    /// `=N` after `align` or `alignstack` in an attribute group (LLVM
    /// requires the `=` there and reads a 32-bit number). LLVM stores a
    /// number that is not a power of two unchecked; kiln rejects it rather
    /// than use another alignment.
    fn parse_group_align(&mut self) -> PResult<u64> {
        self.expect(Tok::Equal, "'=' here")?;
        let at = self.tok.start;
        let v = self.parse_u32("32-bit integer")?;
        self.align_value(v.into(), at)?;
        Ok(v.into())
    }

    /// `(N)` after `alignstack` outside attribute groups: parentheses
    /// required, a 32-bit power of two.
    fn parse_stack_align(&mut self) -> PResult<u64> {
        self.expect(Tok::LParen, "'('")?;
        let at = self.tok.start;
        let v = self.parse_u32("32-bit integer")?;
        self.expect(Tok::RParen, "')'")?;
        if !v.is_power_of_two() {
            return self.err_at(at, "stack alignment is not a power of two");
        }
        Ok(v.into())
    }

    /// The integer of `align 8`, `align(8)` or `dereferenceable(8)`
    /// (`alignstack=8` is [`Parser::parse_group_align`]).
    fn parse_attr_int(&mut self, in_group: bool, pow2: bool) -> PResult<u64> {
        let paren = self.eat(Tok::LParen);
        if !paren && in_group {
            self.eat(Tok::Equal);
        }
        let at = self.tok.start;
        let v = self.parse_u64("integer")?;
        if paren {
            self.expect(Tok::RParen, "')'")?;
        }
        if pow2 {
            self.align_value(v, at)?;
        }
        Ok(v)
    }

    /// `attributes #N = { ... }`
    pub(crate) fn parse_attr_group_def(&mut self) -> PResult<()> {
        let at = self.bump().start;
        let Tok::AttrGrpId(n) = self.tok.kind else {
            return self.err("expected attribute group id");
        };
        self.bump();
        self.expect(Tok::Equal, "'=' here")?;
        self.expect(Tok::LBrace, "'{' here")?;
        let base = self.s_attrs.len();
        while !self.at(Tok::RBrace) {
            match self.tok.kind {
                Tok::Attr(_) | Tok::Kw(Kw::Align) | Tok::Kw(Kw::AlignStack) | Tok::Str => {
                    // Groups hold function attributes only, as in LLVM.
                    if let Tok::Attr(k) = self.tok.kind {
                        self.check_attr_position(k, position::FN)?;
                    }
                    let a = self.parse_one_attr(true)?;
                    self.s_attrs.push(a);
                }
                _ => return self.err("unterminated attribute group"),
            }
        }
        self.bump();
        if self.s_attrs.len() == base {
            return self.err_at(at, "attribute group has no attributes");
        }
        // A group defined again adds to the first definition; within it,
        // a repeated attribute is the last written.
        let mut merged: Vec<Attr> = self
            .attr_groups
            .remove(&n)
            .map(Vec::from)
            .unwrap_or_default();
        crate::attributes::merge_last_wins(&mut merged, &self.s_attrs[base..]);
        self.s_attrs.truncate(base);
        self.attr_groups.insert(n, merged.into());
        Ok(())
    }

    /// An optional calling convention: a named one or `cc N`.
    pub(crate) fn parse_opt_cc(&mut self) -> PResult<crate::module::CallConv> {
        use crate::module::{CALL_CONV_NAMES, CallConv};
        match self.tok.kind {
            Tok::Cc(i) => {
                self.bump();
                Ok(CallConv(CALL_CONV_NAMES[i as usize].1))
            }
            Tok::Kw(Kw::Cc) => {
                self.bump();
                let v = self.parse_u32("calling convention number")?;
                Ok(CallConv(v))
            }
            // `cc11`, as LLVM's printer writes unnamed conventions.
            Tok::Word => {
                let text = self.text(self.tok);
                let number = text
                    .strip_prefix(b"cc")
                    .filter(|d| !d.is_empty() && d.iter().all(u8::is_ascii_digit))
                    .and_then(|d| std::str::from_utf8(d).ok()?.parse::<u32>().ok());
                match number {
                    Some(v) => {
                        self.bump();
                        Ok(CallConv(v))
                    }
                    None => Ok(CallConv::C),
                }
            }
            _ => Ok(CallConv::C),
        }
    }
}
