//! `PARAMATTR_GROUP` and `PARAMATTR` blocks: attribute groups and the
//! attribute lists of functions and call sites.

use super::Reader;
use super::bitstream::{BResult, Entry};
use crate::attributes::{Attr, AttrArg, AttrKind, AttrList, AttrSet};

/// Bitcode attribute kind numbers (LLVM's `ATTR_KIND_*`).
fn attr_kind(code: u64) -> Option<AttrKind> {
    use AttrKind as K;
    Some(match code {
        1 => K::Align,
        2 => K::AlwaysInline,
        3 => K::ByVal,
        4 => K::InlineHint,
        5 => K::InReg,
        6 => K::MinSize,
        7 => K::Naked,
        8 => K::Nest,
        9 => K::NoAlias,
        10 => K::NoBuiltin,
        11 => K::NoCapture,
        12 => K::NoDuplicate,
        13 => K::NoImplicitFloat,
        14 => K::NoInline,
        15 => K::NonLazyBind,
        16 => K::NoRedZone,
        17 => K::NoReturn,
        18 => K::NoUnwind,
        19 => K::OptSize,
        20 => K::ReadNone,
        21 => K::ReadOnly,
        22 => K::Returned,
        23 => K::ReturnsTwice,
        24 => K::SignExt,
        25 => K::AlignStack,
        26 => K::Ssp,
        27 => K::SspReq,
        28 => K::SspStrong,
        29 => K::StructRet,
        30 => K::SanitizeAddress,
        31 => K::SanitizeThread,
        32 => K::SanitizeMemory,
        33 => K::UwTable,
        34 => K::ZeroExt,
        35 => K::Builtin,
        36 => K::Cold,
        37 => K::OptNone,
        38 => K::InAlloca,
        39 => K::NonNull,
        40 => K::JumpTable,
        41 => K::Dereferenceable,
        42 => K::DereferenceableOrNull,
        43 => K::Convergent,
        44 => K::SafeStack,
        46 => K::SwiftSelf,
        47 => K::SwiftError,
        48 => K::NoRecurse,
        51 => K::AllocSize,
        52 => K::WriteOnly,
        53 => K::Speculatable,
        54 => K::StrictFp,
        55 => K::SanitizeHwAddress,
        56 => K::NoCfCheck,
        57 => K::OptForFuzzing,
        58 => K::ShadowCallStack,
        59 => K::SpeculativeLoadHardening,
        60 => K::ImmArg,
        61 => K::WillReturn,
        62 => K::NoFree,
        63 => K::NoSync,
        64 => K::SanitizeMemTag,
        65 => K::Preallocated,
        66 => K::NoMerge,
        67 => K::NullPointerIsValid,
        68 => K::NoUndef,
        69 => K::ByRef,
        70 => K::MustProgress,
        71 => K::NoCallback,
        72 => K::Hot,
        73 => K::NoProfile,
        74 => K::VScaleRange,
        75 => K::SwiftAsync,
        76 => K::NoSanitizeCoverage,
        77 => K::ElementType,
        78 => K::DisableSanitizerInstrumentation,
        79 => K::NoSanitizeBounds,
        80 => K::AllocAlign,
        81 => K::AllocPtr,
        82 => K::AllocKind,
        83 => K::PresplitCoroutine,
        84 => K::FnRetThunkExtern,
        85 => K::SkipProfile,
        86 => K::Memory,
        87 => K::NoFpClass,
        88 => K::OptDebug,
        89 => K::Writable,
        90 => K::CoroDestroyOnlyWhenComplete,
        91 => K::DeadOnUnwind,
        92 => K::Range,
        93 => K::SanitizeNumericalStability,
        94 => K::Initializes,
        95 => K::HybridPatchable,
        96 => K::SanitizeRealtime,
        97 => K::SanitizeRealtimeBlocking,
        98 => K::CoroElideSafe,
        99 => K::NoExt,
        100 => K::NoDivergenceSource,
        101 => K::SanitizeType,
        102 => K::Captures,
        _ => return None,
    })
}

/// The memory effects mask of a function attribute of bitcode before LLVM
/// 16 (readnone, readonly, writeonly, argmemonly, inaccessiblememonly,
/// inaccessiblemem_or_argmemonly), to be combined with `&`.
fn old_memory_attr(code: u64) -> Option<u64> {
    Some(match code {
        20 => 0,
        21 => 0b01_0101,
        52 => 0b10_1010,
        45 => 0b00_0011,
        49 => 0b00_1100,
        50 => 0b00_1111,
        _ => return None,
    })
}

/// `none`, `read`, `write`, `readwrite`.
fn mod_ref(v: u64) -> &'static str {
    match v & 3 {
        0 => "none",
        1 => "read",
        2 => "write",
        _ => "readwrite",
    }
}

/// The text inside `memory(...)` for an encoded memory-effects value.
fn memory_text(v: u64) -> String {
    let arg = v & 3;
    let inacc = (v >> 2) & 3;
    let other = (v >> 4) & 3;
    let mut s = String::new();
    let all = arg | inacc | other;
    if other != 0 || all == other {
        s.push_str(mod_ref(other));
    }
    for (mr, name) in [(arg, "argmem: "), (inacc, "inaccessiblemem: ")] {
        if mr == other {
            continue;
        }
        if !s.is_empty() {
            s.push_str(", ");
        }
        s.push_str(name);
        s.push_str(mod_ref(mr));
    }
    s
}

fn nofpclass_text(mut mask: u64) -> String {
    const NAMES: &[(u64, &str)] = &[
        (0x3ff, "all"),
        (0x3, "nan"),
        (0x1, "snan"),
        (0x2, "qnan"),
        (0x204, "inf"),
        (0x4, "ninf"),
        (0x200, "pinf"),
        (0x60, "zero"),
        (0x20, "nzero"),
        (0x40, "pzero"),
        (0x90, "sub"),
        (0x10, "nsub"),
        (0x80, "psub"),
        (0x108, "norm"),
        (0x8, "nnorm"),
        (0x100, "pnorm"),
    ];
    if mask == 0 {
        return "none".into();
    }
    let mut parts: Vec<String> = Vec::new();
    for &(bits, name) in NAMES {
        if mask & bits == bits {
            parts.push(name.into());
            mask &= !bits;
        }
    }
    if mask != 0 {
        parts.push(format!("0x{mask:x}"));
    }
    parts.join(" ")
}

/// Sign-rotated value (low bit is the sign) back to a signed integer.
pub(crate) fn sign_rotated(v: u64) -> i64 {
    if v & 1 == 0 {
        (v >> 1) as i64
    } else if v != 1 {
        -((v >> 1) as i64)
    } else {
        i64::MIN
    }
}

/// Sign-extends the low `bits` of `v`.
fn sext(v: i64, bits: u64) -> i128 {
    if bits == 0 || bits >= 64 {
        return v as i128;
    }
    let shift = 64 - bits;
    ((v << shift) >> shift) as i128
}

impl<'a> Reader<'a> {
    /// Reads a `PARAMATTR_GROUP` block (already entered).
    pub(crate) fn attr_group_block(&mut self) -> BResult<()> {
        let mut attrs: Vec<Attr> = Vec::new();
        loop {
            match self.next()? {
                Entry::EndBlock => return Ok(()),
                Entry::SubBlock(_) => self.bs.skip_block()?,
                Entry::Record(3, _) => {
                    let id = self.op(0)?;
                    let idx = self.op(1)?;
                    let Ok(idx) = u32::try_from(idx) else {
                        return self.err("invalid attribute index");
                    };
                    attrs.clear();
                    let mut i = 2;
                    // Memory attributes of bitcode before LLVM 16 become
                    // `memory(...)`, as LLVM upgrades them.
                    let mut me: u64 = 0b11_1111;
                    while i < self.ops.len() {
                        if idx == u32::MAX
                            && self.ops[i] == 0
                            && let Some(&code) = self.ops.get(i + 1)
                            && let Some(mask) = old_memory_attr(code)
                        {
                            me &= mask;
                            i += 2;
                            continue;
                        }
                        let a = self.one_attr(&mut i)?;
                        attrs.push(a);
                    }
                    if me != 0b11_1111 {
                        let text = memory_text(me);
                        let a = Attr::Raw(
                            AttrKind::Memory,
                            Some(self.m.symbols.intern(text.as_bytes())),
                        );
                        let at = attrs
                            .iter()
                            .position(|x| match x {
                                Attr::Str(..) => true,
                                _ => matches!(
                                    x.kind(),
                                    Some(
                                        AttrKind::NoFpClass
                                            | AttrKind::AlignStack
                                            | AttrKind::UwTable
                                            | AttrKind::VScaleRange
                                            | AttrKind::Range
                                            | AttrKind::Initializes
                                    )
                                ),
                            })
                            .unwrap_or(attrs.len());
                        attrs.insert(at, a);
                    }
                    let set = self.m.attrs.intern(&attrs);
                    self.attr_groups.insert(id, (idx, set));
                }
                Entry::Record(c, _) => {
                    return self.err(format!("unknown record code {c} in PARAMATTR_GROUP"));
                }
            }
        }
    }

    /// A null-terminated string at operand `*i`.
    fn attr_string(&mut self, i: &mut usize) -> BResult<crate::symbols::Sym> {
        self.scratch.clear();
        loop {
            let c = self.op(*i)?;
            *i += 1;
            if c == 0 {
                break;
            }
            if c > 255 {
                return self.err("character out of range in attribute string");
            }
            self.scratch.push(c as u8);
        }
        let s = std::mem::take(&mut self.scratch);
        let sym = self.m.symbols.intern(&s);
        self.scratch = s;
        Ok(sym)
    }

    fn one_attr(&mut self, i: &mut usize) -> BResult<Attr> {
        let kind = self.op(*i)?;
        *i += 1;
        match kind {
            3 | 4 => {
                let key = self.attr_string(i)?;
                let val = if kind == 4 {
                    Some(self.attr_string(i)?)
                } else {
                    None
                };
                return Ok(Attr::Str(key, val));
            }
            _ => {}
        }
        let code = self.op(*i)?;
        *i += 1;
        let Some(k) = attr_kind(code) else {
            return self.err(format!("unknown attribute kind {code}"));
        };
        match kind {
            0 => match k.arg() {
                AttrArg::None => Ok(Attr::Flag(k)),
                AttrArg::Raw => Ok(Attr::Raw(k, None)),
                AttrArg::Type => Ok(Attr::Type(k, None)),
                AttrArg::Int => self.err(format!("attribute {} needs a value", k.name())),
            },
            1 => {
                let v = self.op(*i)?;
                *i += 1;
                let text = match k {
                    AttrKind::Memory => memory_text(v),
                    AttrKind::NoFpClass => nofpclass_text(v),
                    AttrKind::UwTable => {
                        return Ok(Attr::Raw(
                            k,
                            (v == 1).then(|| self.m.symbols.intern(b"sync")),
                        ));
                    }
                    AttrKind::AllocSize => {
                        let elem = v >> 32;
                        let num = v & 0xffff_ffff;
                        if num == 0xffff_ffff {
                            format!("{elem}")
                        } else {
                            format!("{elem},{num}")
                        }
                    }
                    AttrKind::VScaleRange => format!("{},{}", v >> 32, v & 0xffff_ffff),
                    AttrKind::AllocKind => {
                        let names = [
                            "alloc",
                            "realloc",
                            "free",
                            "uninitialized",
                            "zeroed",
                            "aligned",
                        ];
                        let parts: Vec<&str> = names
                            .iter()
                            .enumerate()
                            .filter(|(b, _)| v & (1 << b) != 0)
                            .map(|(_, n)| *n)
                            .collect();
                        format!("\"{}\"", parts.join(","))
                    }
                    _ => match k.arg() {
                        AttrArg::Int => return Ok(Attr::Int(k, v)),
                        AttrArg::None => return Ok(Attr::Flag(k)),
                        _ => format!("{v}"),
                    },
                };
                Ok(Attr::Raw(k, Some(self.m.symbols.intern(text.as_bytes()))))
            }
            6 => {
                let t = self.ty(self.op(*i)?)?;
                *i += 1;
                Ok(Attr::Type(k, Some(t)))
            }
            5 => Ok(Attr::Type(k, None)),
            7 => {
                let bits = self.op(*i)?;
                *i += 1;
                if bits > 64 {
                    return self.err("wide range attributes are not supported");
                }
                let lo = sign_rotated(self.op(*i)?);
                let hi = sign_rotated(self.op(*i + 1)?);
                *i += 2;
                let text = format!("i{bits} {}, {}", sext(lo, bits), sext(hi, bits));
                Ok(Attr::Raw(k, Some(self.m.symbols.intern(text.as_bytes()))))
            }
            8 => {
                let n = self.op(*i)?;
                let bits = self.op(*i + 1)?;
                *i += 2;
                if bits > 64 {
                    return self.err("wide range lists are not supported");
                }
                let mut text = String::new();
                for k in 0..n {
                    if *i + 1 >= self.ops.len() {
                        return self.err("range list too short");
                    }
                    let lo = sign_rotated(self.op(*i)?);
                    let hi = sign_rotated(self.op(*i + 1)?);
                    *i += 2;
                    if k > 0 {
                        text.push_str(", ");
                    }
                    text.push_str(&format!("({}, {})", sext(lo, bits), sext(hi, bits)));
                }
                Ok(Attr::Raw(k, Some(self.m.symbols.intern(text.as_bytes()))))
            }
            _ => self.err(format!("unknown attribute encoding {kind}")),
        }
    }

    /// Reads a `PARAMATTR` block (already entered).
    pub(crate) fn attr_block(&mut self) -> BResult<()> {
        loop {
            match self.next()? {
                Entry::EndBlock => return Ok(()),
                Entry::SubBlock(_) => self.bs.skip_block()?,
                Entry::Record(2, _) => {
                    let mut list = Vec::with_capacity(self.ops.len());
                    for k in 0..self.ops.len() {
                        let g = self.op(k)?;
                        match self.attr_groups.get(&g) {
                            Some(&(idx, set)) => list.push((idx, set)),
                            None => return self.err(format!("invalid attribute group id {g}")),
                        }
                    }
                    self.attr_lists.push(list);
                }
                Entry::Record(1, _) => {
                    return self.err("unsupported record PARAMATTR_CODE_ENTRY_OLD");
                }
                Entry::Record(c, _) => {
                    return self.err(format!("unknown record code {c} in PARAMATTR"));
                }
            }
        }
    }

    /// The attribute list with 1-based id `id` (0: none).
    pub(crate) fn attr_list(&mut self, id: u64) -> BResult<AttrList> {
        if id == 0 {
            return Ok(AttrList::default());
        }
        if let Some(Some(l)) = self.attr_cache.get(id as usize) {
            return Ok(l.clone());
        }
        let l = self.build_attr_list(id)?;
        if self.attr_cache.len() <= id as usize {
            self.attr_cache.resize(self.attr_lists.len() + 1, None);
        }
        if let Some(slot) = self.attr_cache.get_mut(id as usize) {
            *slot = Some(l.clone());
        }
        Ok(l)
    }

    fn build_attr_list(&self, id: u64) -> BResult<AttrList> {
        let mut out = AttrList::default();
        let Some(list) = self.attr_lists.get(id as usize - 1) else {
            return self.err(format!("invalid attribute list id {id}"));
        };
        let mut params: Vec<AttrSet> = Vec::new();
        for &(idx, set) in list {
            match idx {
                u32::MAX => out.func = set,
                0 => out.ret = set,
                i => {
                    let p = (i - 1) as usize;
                    if p >= 1 << 16 {
                        return self.err("attribute parameter index too large");
                    }
                    if params.len() <= p {
                        params.resize(p + 1, AttrSet::EMPTY);
                    }
                    params[p] = set;
                }
            }
        }
        out.params = params.into();
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_effects_print_like_llvm() {
        assert_eq!(memory_text(0), "none");
        assert_eq!(memory_text(0b01_0101), "read");
        assert_eq!(memory_text(0b11_1111), "readwrite");
        assert_eq!(memory_text(0b00_0011), "argmem: readwrite");
        assert_eq!(
            memory_text(0b00_1111),
            "argmem: readwrite, inaccessiblemem: readwrite"
        );
        assert_eq!(memory_text(0b01_0111), "read, argmem: readwrite");
        // Old attributes combined: readonly + argmemonly.
        assert_eq!(memory_text(0b01_0101 & 0b00_0011), "argmem: read");
    }

    #[test]
    fn fp_classes_and_sign_rotation() {
        assert_eq!(nofpclass_text(0x3), "nan");
        assert_eq!(nofpclass_text(0x3ff), "all");
        assert_eq!(nofpclass_text(0x204 | 0x1), "snan inf");
        assert_eq!(sign_rotated(4), 2);
        assert_eq!(sign_rotated(5), -2);
        assert_eq!(sign_rotated(1), i64::MIN);
    }
}
