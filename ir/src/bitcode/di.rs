//! Debug-info metadata records (`DI*` nodes) turned into the fields the
//! `.ll` writer prints, in its order and with its rules for leaving out
//! default values, so that a node read from bitcode equals the node the
//! `.ll` parser builds from the printed text.

use super::Reader;
use super::bitstream::BResult;
use super::names;
use crate::constants::ConstData;
use crate::metadata::{MdField, MdNodeData, MdNodeKind, MdRef};
use crate::symbols::Sym;

/// Fields under construction.
struct Fields {
    list: Vec<(Option<Sym>, MdField)>,
}

impl<'a> Reader<'a> {
    /// The symbol of a static string (field names, keywords), cached by
    /// address so that the hot path does not hash the text.
    pub(crate) fn static_sym(&mut self, text: &'static str) -> Sym {
        let key = text.as_ptr() as usize ^ (text.len() << 48);
        if let Some(&s) = self.sym_cache.get(&key) {
            return s;
        }
        let s = self.m.symbols.intern(text.as_bytes());
        self.sym_cache.insert(key, s);
        s
    }

    fn fname(&mut self, name: &'static str) -> Option<Sym> {
        Some(self.static_sym(name))
    }

    fn f_int(&mut self, f: &mut Fields, name: &'static str, v: i128, skip_zero: bool) {
        if skip_zero && v == 0 {
            return;
        }
        let n = self.fname(name);
        f.list.push((n, MdField::Int(v)));
    }

    fn f_ident(&mut self, f: &mut Fields, name: &'static str, text: &'static str) {
        let n = self.fname(name);
        let s = self.static_sym(text);
        f.list.push((n, MdField::Ident(s)));
    }

    fn f_bool(&mut self, f: &mut Fields, name: &'static str, v: bool, default: Option<bool>) {
        if default == Some(v) {
            return;
        }
        self.f_ident(f, name, if v { "true" } else { "false" });
    }

    /// A metadata operand stored as id + 1.
    fn f_md(&mut self, f: &mut Fields, name: &'static str, v: u64, skip_null: bool) -> BResult<()> {
        let r = self.md_or_null(v)?;
        if r == MdRef::Null && skip_null {
            return Ok(());
        }
        let n = self.fname(name);
        f.list.push((n, MdField::Ref(r)));
        Ok(())
    }

    /// A string operand stored as id + 1.
    fn f_str(
        &mut self,
        f: &mut Fields,
        name: &'static str,
        v: u64,
        skip_empty: bool,
    ) -> BResult<()> {
        let s = match self.md_or_null(v)? {
            MdRef::Null => None,
            MdRef::String(s) => Some(s),
            _ => return self.err(format!("field {name} is not a string")),
        };
        let s = match s {
            Some(s) if !self.m.symbols.get(s).is_empty() => s,
            _ if skip_empty => return Ok(()),
            _ => self.m.symbols.intern(b""),
        };
        let n = self.fname(name);
        f.list.push((n, MdField::Str(s)));
        Ok(())
    }

    fn f_tag(&mut self, f: &mut Fields, v: u64) {
        match names::tag(v) {
            Some(t) => self.f_ident(f, "tag", t),
            None => self.f_int(f, "tag", v as i128, false),
        }
    }

    fn f_enum(
        &mut self,
        f: &mut Fields,
        name: &'static str,
        v: u64,
        table: fn(u64) -> Option<&'static str>,
        skip_zero: bool,
    ) {
        if v == 0 && skip_zero {
            return;
        }
        match table(v) {
            Some(t) => self.f_ident(f, name, t),
            None => self.f_int(f, name, v as i128, false),
        }
    }

    /// `DIFlag*` (`sp` false) or `DISPFlag*` (`sp` true) names of `v`,
    /// cached by value; nothing for 0.
    fn f_flags(&mut self, f: &mut Fields, name: &'static str, v: u64, sp: bool) {
        if v == 0 {
            return;
        }
        let key = (v, sp);
        let s = match self.flag_cache.get(&key) {
            Some(&s) => s,
            None => {
                let text = if sp {
                    names::sp_flags(v)
                } else {
                    names::di_flags(v)
                };
                let s = self.m.symbols.intern(text.as_bytes());
                self.flag_cache.insert(key, s);
                s
            }
        };
        let n = self.fname(name);
        f.list.push((n, MdField::Ident(s)));
    }

    /// A bound of a subrange: an integer when it is a constant, else a
    /// reference.
    fn f_bound(&mut self, f: &mut Fields, name: &'static str, v: u64) -> BResult<()> {
        let r = self.md_or_null(v)?;
        match r {
            MdRef::Null => Ok(()),
            MdRef::Const(c) => {
                let val = match self.m.consts.get(c) {
                    ConstData::Int { ty, val } => {
                        let bits = self.m.types.int_bits(*ty).unwrap_or(64);
                        val.as_i128(bits).unwrap_or(0)
                    }
                    _ => return self.err(format!("{name} is not an integer constant")),
                };
                self.f_int(f, name, val, false);
                Ok(())
            }
            _ => {
                let n = self.fname(name);
                f.list.push((n, MdField::Ref(r)));
                Ok(())
            }
        }
    }

    /// Builds the node of a debug-info record.
    pub(crate) fn di_record(&mut self, code: u32) -> BResult<MdNodeData> {
        let mut f = Fields { list: Vec::new() };
        let o = |r: &Self, i: usize| r.op(i);
        let oo = |r: &Self, i: usize| r.op_or(i, 0);
        let distinct = o(self, 0)? & 1 != 0;
        let (class, distinct) = match code {
            7 => {
                let line = o(self, 1)?;
                let col = o(self, 2)?;
                self.f_int(&mut f, "line", line as i128, false);
                self.f_int(&mut f, "column", col as i128, true);
                let scope = self.md_ref(o(self, 3)?)?;
                let n = self.fname("scope");
                f.list.push((n, MdField::Ref(scope)));
                let ia = self.md_or_null(oo(self, 4))?;
                if ia != MdRef::Null {
                    let n = self.fname("inlinedAt");
                    f.list.push((n, MdField::Ref(ia)));
                }
                let implicit = oo(self, 5) != 0;
                self.f_bool(&mut f, "isImplicitCode", implicit, Some(false));
                if !distinct {
                    self.md.loc_key = Some(super::metadata::LocKey {
                        line,
                        col,
                        scope,
                        ia,
                        implicit,
                    });
                }
                ("DILocation", distinct)
            }
            13 => {
                let version = o(self, 0)? >> 1;
                if version < 2 {
                    return self.err("old DISubrange encoding is not supported");
                }
                self.f_bound(&mut f, "count", o(self, 1)?)?;
                self.f_bound(&mut f, "lowerBound", oo(self, 2))?;
                self.f_bound(&mut f, "upperBound", oo(self, 3))?;
                self.f_bound(&mut f, "stride", oo(self, 4))?;
                ("DISubrange", distinct)
            }
            14 => {
                let flags = o(self, 0)?;
                let unsigned = flags & 2 != 0;
                if flags & 4 == 0 {
                    return self.err("old DIEnumerator encoding is not supported");
                }
                let bits = o(self, 1)?;
                self.f_str(&mut f, "name", o(self, 2)?, false)?;
                if bits > 64 || self.ops.len() > 4 {
                    return self.err("wide DIEnumerator values are not supported");
                }
                let raw = super::attrs::sign_rotated(o(self, 3)?);
                let v: i128 = if unsigned {
                    if bits >= 64 {
                        raw as u64 as i128
                    } else {
                        (raw as u64 & ((1u64 << bits) - 1)) as i128
                    }
                } else if bits == 0 || bits >= 64 {
                    raw as i128
                } else {
                    let s = 64 - bits;
                    ((raw << s) >> s) as i128
                };
                self.f_int(&mut f, "value", v, false);
                if unsigned {
                    self.f_bool(&mut f, "isUnsigned", true, None);
                }
                ("DIEnumerator", distinct)
            }
            15 => {
                let tag = o(self, 1)?;
                if tag != 0x24 {
                    self.f_tag(&mut f, tag);
                }
                self.f_str(&mut f, "name", o(self, 2)?, true)?;
                self.f_int(&mut f, "size", o(self, 3)? as i128, true);
                self.f_int(&mut f, "align", o(self, 4)? as i128, true);
                self.f_enum(&mut f, "encoding", o(self, 5)?, names::encoding, true);
                let fl = oo(self, 6);
                self.f_flags(&mut f, "flags", fl, false);
                ("DIBasicType", distinct)
            }
            16 => {
                self.f_str(&mut f, "filename", o(self, 1)?, false)?;
                self.f_str(&mut f, "directory", o(self, 2)?, false)?;
                let kind = oo(self, 3);
                if kind != 0 && self.ops.len() > 4 {
                    let k = match kind {
                        1 => "CSK_MD5",
                        2 => "CSK_SHA1",
                        3 => "CSK_SHA256",
                        _ => return self.err("invalid checksum kind"),
                    };
                    self.f_ident(&mut f, "checksumkind", k);
                    self.f_str(&mut f, "checksum", o(self, 4)?, false)?;
                }
                if self.ops.len() > 5 {
                    self.f_str(&mut f, "source", o(self, 5)?, true)?;
                }
                ("DIFile", distinct)
            }
            17 => {
                self.f_tag(&mut f, o(self, 1)?);
                self.f_str(&mut f, "name", o(self, 2)?, true)?;
                self.f_md(&mut f, "scope", o(self, 5)?, true)?;
                self.f_md(&mut f, "file", o(self, 3)?, true)?;
                self.f_int(&mut f, "line", o(self, 4)? as i128, true);
                self.f_md(&mut f, "baseType", o(self, 6)?, false)?;
                self.f_int(&mut f, "size", o(self, 7)? as i128, true);
                self.f_int(&mut f, "align", o(self, 8)? as i128, true);
                self.f_int(&mut f, "offset", o(self, 9)? as i128, true);
                let fl = o(self, 10)?;
                self.f_flags(&mut f, "flags", fl, false);
                self.f_md(&mut f, "extraData", oo(self, 11), true)?;
                let das = oo(self, 12);
                if das != 0 {
                    self.f_int(&mut f, "dwarfAddressSpace", (das - 1) as i128, false);
                }
                self.f_md(&mut f, "annotations", oo(self, 13), true)?;
                if oo(self, 14) != 0 {
                    return self.err("pointer authentication in DIDerivedType is not supported");
                }
                ("DIDerivedType", distinct)
            }
            18 => {
                self.f_tag(&mut f, o(self, 1)?);
                self.f_str(&mut f, "name", o(self, 2)?, true)?;
                self.f_md(&mut f, "scope", o(self, 5)?, true)?;
                self.f_md(&mut f, "file", o(self, 3)?, true)?;
                self.f_int(&mut f, "line", o(self, 4)? as i128, true);
                self.f_md(&mut f, "baseType", o(self, 6)?, true)?;
                self.f_int(&mut f, "size", o(self, 7)? as i128, true);
                self.f_int(&mut f, "align", o(self, 8)? as i128, true);
                self.f_int(&mut f, "offset", o(self, 9)? as i128, true);
                let fl = o(self, 10)?;
                self.f_flags(&mut f, "flags", fl, false);
                self.f_md(&mut f, "elements", o(self, 11)?, true)?;
                self.f_enum(&mut f, "runtimeLang", o(self, 12)?, names::language, true);
                self.f_md(&mut f, "vtableHolder", o(self, 13)?, true)?;
                self.f_md(&mut f, "templateParams", o(self, 14)?, true)?;
                self.f_str(&mut f, "identifier", o(self, 15)?, true)?;
                self.f_md(&mut f, "discriminator", oo(self, 16), true)?;
                self.f_md(&mut f, "dataLocation", oo(self, 17), true)?;
                self.f_md(&mut f, "associated", oo(self, 18), true)?;
                self.f_md(&mut f, "allocated", oo(self, 19), true)?;
                self.f_bound(&mut f, "rank", oo(self, 20))?;
                self.f_md(&mut f, "annotations", oo(self, 21), true)?;
                ("DICompositeType", distinct)
            }
            19 => {
                let fl = o(self, 1)?;
                self.f_flags(&mut f, "flags", fl, false);
                self.f_enum(&mut f, "cc", oo(self, 3), names::calling_conv, true);
                self.f_md(&mut f, "types", o(self, 2)?, false)?;
                ("DISubroutineType", distinct)
            }
            20 => {
                self.f_enum(&mut f, "language", o(self, 1)?, names::language, false);
                self.f_md(&mut f, "file", o(self, 2)?, false)?;
                self.f_str(&mut f, "producer", o(self, 3)?, true)?;
                self.f_bool(&mut f, "isOptimized", o(self, 4)? != 0, None);
                self.f_str(&mut f, "flags", o(self, 5)?, true)?;
                self.f_int(&mut f, "runtimeVersion", o(self, 6)? as i128, false);
                self.f_str(&mut f, "splitDebugFilename", o(self, 7)?, true)?;
                let ek = match o(self, 8)? {
                    0 => "NoDebug",
                    1 => "FullDebug",
                    2 => "LineTablesOnly",
                    3 => "DebugDirectivesOnly",
                    _ => return self.err("invalid emission kind"),
                };
                self.f_ident(&mut f, "emissionKind", ek);
                self.f_md(&mut f, "enums", o(self, 9)?, true)?;
                self.f_md(&mut f, "retainedTypes", o(self, 10)?, true)?;
                self.f_md(&mut f, "globals", oo(self, 12), true)?;
                self.f_md(&mut f, "imports", oo(self, 13), true)?;
                self.f_md(&mut f, "macros", oo(self, 15), true)?;
                self.f_int(&mut f, "dwoId", oo(self, 14) as i128, true);
                let sdi = if self.ops.len() > 16 {
                    oo(self, 16) != 0
                } else {
                    true
                };
                self.f_bool(&mut f, "splitDebugInlining", sdi, Some(true));
                self.f_bool(
                    &mut f,
                    "debugInfoForProfiling",
                    oo(self, 17) != 0,
                    Some(false),
                );
                match oo(self, 18) {
                    0 => {}
                    1 => self.f_ident(&mut f, "nameTableKind", "GNU"),
                    2 => self.f_ident(&mut f, "nameTableKind", "None"),
                    3 => self.f_ident(&mut f, "nameTableKind", "Apple"),
                    _ => return self.err("invalid name table kind"),
                }
                self.f_bool(&mut f, "rangesBaseAddress", oo(self, 19) != 0, Some(false));
                self.f_str(&mut f, "sysroot", oo(self, 20), true)?;
                self.f_str(&mut f, "sdk", oo(self, 21), true)?;
                ("DICompileUnit", distinct)
            }
            21 => {
                let flags0 = o(self, 0)?;
                if flags0 & 6 != 6 {
                    return self.err("old DISubprogram encoding is not supported");
                }
                self.f_str(&mut f, "name", o(self, 2)?, true)?;
                self.f_str(&mut f, "linkageName", o(self, 3)?, true)?;
                self.f_md(&mut f, "scope", o(self, 1)?, false)?;
                self.f_md(&mut f, "file", o(self, 4)?, true)?;
                self.f_int(&mut f, "line", o(self, 5)? as i128, true);
                self.f_md(&mut f, "type", o(self, 6)?, true)?;
                self.f_int(&mut f, "scopeLine", o(self, 7)? as i128, true);
                self.f_md(&mut f, "containingType", o(self, 8)?, true)?;
                let spflags = o(self, 9)?;
                let vindex = o(self, 10)?;
                if spflags & 3 != 0 || vindex != 0 {
                    self.f_int(&mut f, "virtualIndex", vindex as i128, false);
                }
                let adj = oo(self, 16) as i64 as i32;
                self.f_int(&mut f, "thisAdjustment", adj as i128, true);
                let fl = o(self, 11)?;
                self.f_flags(&mut f, "flags", fl, false);
                // Always written: no spFlags at all means the old-style
                // `isDefinition: true` to LLVM's parser.
                if spflags == 0 {
                    self.f_int(&mut f, "spFlags", 0, false);
                } else {
                    self.f_flags(&mut f, "spFlags", spflags, true);
                }
                self.f_md(&mut f, "unit", o(self, 12)?, true)?;
                self.f_md(&mut f, "templateParams", oo(self, 13), true)?;
                self.f_md(&mut f, "declaration", oo(self, 14), true)?;
                self.f_md(&mut f, "retainedNodes", oo(self, 15), true)?;
                self.f_md(&mut f, "thrownTypes", oo(self, 17), true)?;
                self.f_md(&mut f, "annotations", oo(self, 18), true)?;
                self.f_str(&mut f, "targetFuncName", oo(self, 19), true)?;
                ("DISubprogram", distinct)
            }
            22 => {
                self.f_md(&mut f, "scope", o(self, 1)?, false)?;
                self.f_md(&mut f, "file", o(self, 2)?, true)?;
                self.f_int(&mut f, "line", o(self, 3)? as i128, true);
                self.f_int(&mut f, "column", o(self, 4)? as i128, true);
                ("DILexicalBlock", distinct)
            }
            23 => {
                self.f_md(&mut f, "scope", o(self, 1)?, false)?;
                self.f_md(&mut f, "file", o(self, 2)?, true)?;
                self.f_int(&mut f, "discriminator", o(self, 3)? as i128, false);
                ("DILexicalBlockFile", distinct)
            }
            24 => {
                self.f_str(&mut f, "name", o(self, 2)?, true)?;
                self.f_md(&mut f, "scope", o(self, 1)?, false)?;
                self.f_bool(&mut f, "exportSymbols", o(self, 0)? & 2 != 0, Some(false));
                ("DINamespace", distinct)
            }
            27 => {
                let version = o(self, 0)? >> 1;
                if version < 2 {
                    return self.err("old DIGlobalVariable encoding is not supported");
                }
                self.f_str(&mut f, "name", o(self, 2)?, true)?;
                self.f_str(&mut f, "linkageName", o(self, 3)?, true)?;
                self.f_md(&mut f, "scope", o(self, 1)?, false)?;
                self.f_md(&mut f, "file", o(self, 4)?, true)?;
                self.f_int(&mut f, "line", o(self, 5)? as i128, true);
                self.f_md(&mut f, "type", o(self, 6)?, true)?;
                self.f_bool(&mut f, "isLocal", o(self, 7)? != 0, None);
                self.f_bool(&mut f, "isDefinition", o(self, 8)? != 0, None);
                self.f_md(&mut f, "declaration", oo(self, 9), true)?;
                self.f_md(&mut f, "templateParams", oo(self, 10), true)?;
                self.f_int(&mut f, "align", oo(self, 11) as i128, true);
                self.f_md(&mut f, "annotations", oo(self, 12), true)?;
                ("DIGlobalVariable", distinct)
            }
            28 => {
                let has_align = o(self, 0)? & 2 != 0;
                if !has_align {
                    return self.err("old DILocalVariable encoding is not supported");
                }
                self.f_str(&mut f, "name", o(self, 2)?, true)?;
                self.f_int(&mut f, "arg", o(self, 6)? as i128, true);
                self.f_md(&mut f, "scope", o(self, 1)?, false)?;
                self.f_md(&mut f, "file", o(self, 3)?, true)?;
                self.f_int(&mut f, "line", o(self, 4)? as i128, true);
                self.f_md(&mut f, "type", o(self, 5)?, true)?;
                let fl = o(self, 7)?;
                self.f_flags(&mut f, "flags", fl, false);
                self.f_int(&mut f, "align", oo(self, 8) as i128, true);
                self.f_md(&mut f, "annotations", oo(self, 9), true)?;
                ("DILocalVariable", distinct)
            }
            29 => {
                let version = o(self, 0)? >> 1;
                if version < 3 {
                    return self.err("old DIExpression encoding is not supported");
                }
                let mut i = 1;
                while i < self.ops.len() {
                    let code = self.ops[i];
                    let Some((name, nargs)) = names::expr_op(code) else {
                        return self.err(format!("unsupported DIExpression operation {code:#x}"));
                    };
                    let s = self.m.symbols.intern(name.as_bytes());
                    f.list.push((None, MdField::Ident(s)));
                    for a in 0..nargs {
                        let v = self.op(i + 1 + a)?;
                        if code == 0x1001 && a == 1 {
                            match names::encoding(v) {
                                Some(e) => {
                                    let s = self.m.symbols.intern(e.as_bytes());
                                    f.list.push((None, MdField::Ident(s)));
                                }
                                None => f.list.push((None, MdField::Int(v as i128))),
                            }
                        } else {
                            f.list.push((None, MdField::Int(v as i128)));
                        }
                    }
                    i += 1 + nargs;
                }
                ("DIExpression", distinct)
            }
            37 => {
                self.f_md(&mut f, "var", o(self, 1)?, true)?;
                self.f_md(&mut f, "expr", o(self, 2)?, true)?;
                ("DIGlobalVariableExpression", distinct)
            }
            40 => {
                self.f_md(&mut f, "scope", o(self, 1)?, false)?;
                self.f_str(&mut f, "name", o(self, 2)?, true)?;
                self.f_md(&mut f, "file", o(self, 3)?, true)?;
                self.f_int(&mut f, "line", o(self, 4)? as i128, true);
                ("DILabel", distinct)
            }
            47 => ("DIAssignID", true),
            25 => {
                self.f_str(&mut f, "name", o(self, 1)?, true)?;
                self.f_md(&mut f, "type", o(self, 2)?, false)?;
                self.f_bool(&mut f, "defaulted", oo(self, 3) != 0, Some(false));
                ("DITemplateTypeParameter", distinct)
            }
            31 => {
                self.f_tag(&mut f, o(self, 1)?);
                self.f_str(&mut f, "name", oo(self, 5), true)?;
                self.f_md(&mut f, "scope", o(self, 2)?, false)?;
                self.f_md(&mut f, "entity", o(self, 3)?, true)?;
                self.f_md(&mut f, "file", oo(self, 6), true)?;
                self.f_int(&mut f, "line", o(self, 4)? as i128, true);
                self.f_md(&mut f, "elements", oo(self, 7), true)?;
                ("DIImportedEntity", distinct)
            }
            26 => {
                let tag = o(self, 1)?;
                if tag != 0x30 {
                    self.f_tag(&mut f, tag);
                }
                self.f_str(&mut f, "name", o(self, 2)?, true)?;
                self.f_md(&mut f, "type", o(self, 3)?, true)?;
                self.f_bool(&mut f, "defaulted", oo(self, 4) != 0, Some(false));
                let v = if self.ops.len() > 5 {
                    oo(self, 5)
                } else {
                    oo(self, 4)
                };
                self.f_md(&mut f, "value", v, false)?;
                ("DITemplateValueParameter", distinct)
            }
            41 => {
                let tag = o(self, 1)?;
                if tag != 0x12 {
                    self.f_tag(&mut f, tag);
                }
                self.f_str(&mut f, "name", o(self, 2)?, true)?;
                self.f_md(&mut f, "stringLength", o(self, 3)?, true)?;
                self.f_md(&mut f, "stringLengthExpression", o(self, 4)?, true)?;
                self.f_md(&mut f, "stringLocationExpression", o(self, 5)?, true)?;
                self.f_int(&mut f, "size", o(self, 6)? as i128, true);
                self.f_int(&mut f, "align", o(self, 7)? as i128, true);
                self.f_enum(&mut f, "encoding", o(self, 8)?, names::encoding, true);
                ("DIStringType", distinct)
            }
            32 => {
                self.f_md(&mut f, "scope", o(self, 2)?, false)?;
                self.f_str(&mut f, "name", o(self, 3)?, true)?;
                self.f_str(&mut f, "configMacros", o(self, 4)?, true)?;
                self.f_str(&mut f, "includePath", o(self, 5)?, true)?;
                self.f_str(&mut f, "apinotes", oo(self, 6), true)?;
                self.f_md(&mut f, "file", o(self, 1)?, true)?;
                self.f_int(&mut f, "line", oo(self, 7) as i128, true);
                self.f_bool(&mut f, "isDecl", oo(self, 8) != 0, Some(false));
                ("DIModule", distinct)
            }
            33 | 34 => {
                let mt = o(self, 1)?;
                let t = match mt {
                    1 => "DW_MACINFO_define",
                    2 => "DW_MACINFO_undef",
                    3 => "DW_MACINFO_start_file",
                    4 => "DW_MACINFO_end_file",
                    0xff => "DW_MACINFO_vendor_ext",
                    _ => return self.err("invalid macinfo type"),
                };
                if code == 33 || mt != 3 {
                    self.f_ident(&mut f, "type", t);
                }
                if code == 33 {
                    self.f_int(&mut f, "line", o(self, 2)? as i128, true);
                    self.f_str(&mut f, "name", o(self, 3)?, true)?;
                    self.f_str(&mut f, "value", o(self, 4)?, true)?;
                    ("DIMacro", distinct)
                } else {
                    self.f_int(&mut f, "line", o(self, 2)? as i128, true);
                    self.f_md(&mut f, "file", o(self, 3)?, false)?;
                    self.f_md(&mut f, "nodes", o(self, 4)?, true)?;
                    ("DIMacroFile", distinct)
                }
            }
            44 => {
                self.f_md(&mut f, "scope", o(self, 1)?, false)?;
                self.f_md(&mut f, "declaration", o(self, 2)?, true)?;
                self.f_str(&mut f, "name", o(self, 3)?, true)?;
                self.f_md(&mut f, "file", o(self, 4)?, true)?;
                self.f_int(&mut f, "line", o(self, 5)? as i128, true);
                ("DICommonBlock", distinct)
            }
            30 => {
                self.f_str(&mut f, "name", o(self, 1)?, true)?;
                self.f_md(&mut f, "file", o(self, 2)?, true)?;
                self.f_int(&mut f, "line", o(self, 3)? as i128, true);
                self.f_str(&mut f, "setter", o(self, 5)?, true)?;
                self.f_str(&mut f, "getter", o(self, 4)?, true)?;
                self.f_int(&mut f, "attributes", o(self, 6)? as i128, true);
                self.f_md(&mut f, "type", o(self, 7)?, true)?;
                ("DIObjCProperty", distinct)
            }
            c => {
                let what = match c {
                    12 => "METADATA_GENERIC_DEBUG",
                    45 => "METADATA_GENERIC_SUBRANGE",
                    8 | 9 => "METADATA_OLD_NODE",
                    _ => "",
                };
                if what.is_empty() {
                    return self.err(format!("unknown metadata record code {c}"));
                }
                return self.err(format!("unsupported metadata record {what}"));
            }
        };
        let class = self.static_sym(class);
        Ok(MdNodeData {
            distinct,
            kind: MdNodeKind::Special {
                class,
                fields: f.list.into(),
            },
        })
    }
}
