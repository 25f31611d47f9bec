//! The values of specialized-metadata fields, checked against the kind
//! LLVM 19's parser gives each field ([`FieldKind`]): integers in their
//! range, strings, `true`/`false`, metadata, and DWARF constants and flags
//! by name. What LLVM rejects would otherwise be truncated, misread or
//! dropped when debug information is written.

use super::di_fields::{FieldKind, Named};
use super::dwarf_names as names;
use super::{PResult, Parser};
use crate::metadata::{MdField, MdRef};

impl Named {
    /// The largest integer accepted in place of a name.
    fn max(self) -> u64 {
        match self {
            Named::Tag | Named::Language => 0xffff,
            Named::Encoding | Named::CallingConv | Named::Macinfo => 0xff,
            Named::Virtuality => 2,
            Named::EmissionKind | Named::NameTableKind => 3,
            Named::ChecksumKind => 0,
        }
    }

    /// Whether `word` is a valid name; `None` when it is not even of the
    /// constant's family (LLVM's lexer would not give it the right token).
    fn accepts(self, word: &[u8]) -> Option<bool> {
        let (prefix, list): (&[u8], &[&str]) = match self {
            Named::Tag => (b"DW_TAG_", names::TAGS),
            Named::Language => (b"DW_LANG_", names::LANGUAGES),
            Named::Encoding => (b"DW_ATE_", names::ENCODINGS),
            Named::Virtuality => (b"DW_VIRTUALITY_", names::VIRTUALITIES),
            Named::CallingConv => (b"DW_CC_", names::CALLING_CONVENTIONS),
            Named::Macinfo => (b"DW_MACINFO_", names::MACINFO_TYPES),
            Named::ChecksumKind => (b"CSK_", &["CSK_MD5", "CSK_SHA1", "CSK_SHA256"]),
            Named::EmissionKind => (
                b"",
                &[
                    "DebugDirectivesOnly",
                    "FullDebug",
                    "LineTablesOnly",
                    "NoDebug",
                ],
            ),
            Named::NameTableKind => (b"", &["Apple", "Default", "GNU", "None"]),
        };
        if prefix.is_empty() {
            return names::known(list, word).then_some(true);
        }
        word.starts_with(prefix).then(|| names::known(list, word))
    }

    /// LLVM's messages: for a value that is no name of the family, and for
    /// an unknown name of it.
    fn messages(self) -> (&'static str, &'static str) {
        match self {
            Named::Tag => ("expected DWARF tag", "invalid DWARF tag"),
            Named::Language => ("expected DWARF language", "invalid DWARF language"),
            Named::Encoding => (
                "expected DWARF type attribute encoding",
                "invalid DWARF type attribute encoding",
            ),
            Named::Virtuality => (
                "expected DWARF virtuality code",
                "invalid DWARF virtuality code",
            ),
            Named::CallingConv => (
                "expected DWARF calling convention",
                "invalid DWARF calling convention",
            ),
            Named::Macinfo => ("expected DWARF macinfo type", "invalid DWARF macinfo type"),
            Named::EmissionKind => ("expected emission kind", "invalid emission kind"),
            Named::NameTableKind => ("expected nameTable kind", "invalid nameTable kind"),
            Named::ChecksumKind => ("invalid checksum kind", "invalid checksum kind"),
        }
    }
}

impl<'a> Parser<'a> {
    /// Checks the value `v` (at `at`) of field `field` against `kind`.
    pub(super) fn check_md_field_value(
        &self,
        field: &[u8],
        kind: FieldKind,
        v: MdField,
        at: u32,
    ) -> PResult<()> {
        let name = || String::from_utf8_lossy(field).into_owned();
        match kind {
            FieldKind::Unsigned(max) => self.check_md_unsigned(field, max, v, at),
            FieldKind::Signed(min, max) => match v {
                MdField::Int(i) => self.check_md_signed(field, min, max, i, at),
                _ => self.err_at(at, "expected signed integer"),
            },
            FieldKind::SignedOrMd(min, max, allow_null) => match v {
                MdField::Int(i) => self.check_md_signed(field, min, max, i, at),
                MdField::Ref(MdRef::Null) if !allow_null => {
                    self.err_at(at, format!("'{}' cannot be null", name()))
                }
                MdField::Ref(_) => Ok(()),
                _ => self.err_at(at, "expected metadata operand"),
            },
            FieldKind::AnyInt => match v {
                MdField::Int(_) => Ok(()),
                _ => self.err_at(at, "expected integer"),
            },
            FieldKind::Str(allow_empty) => match v {
                MdField::Str(s) if !allow_empty && self.m.symbols.get(s).is_empty() => {
                    self.err_at(at, format!("'{}' cannot be empty", name()))
                }
                MdField::Str(_) => Ok(()),
                _ => self.err_at(at, "expected string constant"),
            },
            FieldKind::Bool => match v {
                MdField::Ident(s) if matches!(self.m.symbols.get(s), b"true" | b"false") => Ok(()),
                _ => self.err_at(at, "expected 'true' or 'false'"),
            },
            FieldKind::Md(allow_null) => match v {
                MdField::Ref(MdRef::Null) if !allow_null => {
                    self.err_at(at, format!("'{}' cannot be null", name()))
                }
                MdField::Ref(_) => Ok(()),
                _ => self.err_at(at, "expected metadata operand"),
            },
            FieldKind::Named(n) => match v {
                MdField::Int(_) => self.check_md_unsigned(field, n.max(), v, at),
                MdField::Ident(s) => {
                    let word = self.m.symbols.get(s);
                    let (expected, invalid) = n.messages();
                    match n.accepts(word) {
                        Some(true) => Ok(()),
                        Some(false) => self
                            .err_at(at, format!("{invalid} '{}'", String::from_utf8_lossy(word))),
                        None => self.err_at(at, expected),
                    }
                }
                _ => self.err_at(at, n.messages().0),
            },
            FieldKind::DiFlags => self.check_md_flags(v, at, b"DIFlag", names::DI_FLAGS, ""),
            FieldKind::SpFlags => {
                self.check_md_flags(v, at, b"DISPFlag", names::SP_FLAGS, "subprogram ")
            }
            FieldKind::Any => Ok(()),
        }
    }

    /// An `MDUnsignedField` up to `max`.
    fn check_md_unsigned(&self, field: &[u8], max: u64, v: MdField, at: u32) -> PResult<()> {
        match v {
            MdField::Int(i) if i < 0 => self.err_at(at, "expected unsigned integer"),
            MdField::Int(i) if i > max as i128 => self.err_at(
                at,
                format!(
                    "value for '{}' too large, limit is {max}",
                    String::from_utf8_lossy(field)
                ),
            ),
            MdField::Int(_) => Ok(()),
            _ => self.err_at(at, "expected unsigned integer"),
        }
    }

    /// An `MDSignedField` in `min..=max`.
    fn check_md_signed(&self, field: &[u8], min: i64, max: i64, i: i128, at: u32) -> PResult<()> {
        let field = String::from_utf8_lossy(field);
        if i < min as i128 {
            return self.err_at(at, format!("value for '{field}' too small, limit is {min}"));
        }
        if i > max as i128 {
            return self.err_at(at, format!("value for '{field}' too large, limit is {max}"));
        }
        Ok(())
    }

    /// `DIFlag*`/`DISPFlag*` names or 32-bit integers joined by `|`.
    fn check_md_flags(
        &self,
        v: MdField,
        at: u32,
        prefix: &[u8],
        list: &[&str],
        what: &str,
    ) -> PResult<()> {
        let word_ok = |w: &[u8]| -> PResult<()> {
            if w.first().is_some_and(u8::is_ascii_digit) {
                let fits = std::str::from_utf8(w)
                    .ok()
                    .and_then(|d| d.parse::<u32>().ok());
                return match fits {
                    Some(_) => Ok(()),
                    None => self.err_at(at, "expected 32-bit integer (too large)"),
                };
            }
            if !w.starts_with(prefix) {
                return self.err_at(at, "expected debug info flag");
            }
            if !names::known(list, w) {
                return self.err_at(
                    at,
                    format!(
                        "invalid {what}debug info flag '{}'",
                        String::from_utf8_lossy(w)
                    ),
                );
            }
            Ok(())
        };
        match v {
            MdField::Int(i) if i < 0 => self.err_at(at, "expected debug info flag"),
            MdField::Int(i) if i > u32::MAX as i128 => {
                self.err_at(at, "expected 32-bit integer (too large)")
            }
            MdField::Int(_) => Ok(()),
            MdField::Ident(s) => {
                for w in self.m.symbols.get(s).split(|&c| c == b'|') {
                    word_ok(w.trim_ascii())?;
                }
                Ok(())
            }
            _ => self.err_at(at, "expected debug info flag"),
        }
    }

    /// An element of `!DIExpression(...)`: an unsigned integer, a
    /// `DW_OP_*` operation or a `DW_ATE_*` encoding.
    pub(super) fn check_di_expression_elem(&self, v: MdField, at: u32) -> PResult<()> {
        match v {
            MdField::Int(i) if i < 0 => self.err_at(at, "expected unsigned integer"),
            MdField::Int(i) if i > u64::MAX as i128 => {
                self.err_at(at, "element too large, limit is 18446744073709551615")
            }
            MdField::Int(_) => Ok(()),
            MdField::Ident(s) => {
                let w = self.m.symbols.get(s);
                let text = || String::from_utf8_lossy(w).into_owned();
                if w.starts_with(b"DW_OP_") {
                    if !names::known(names::OPS, w) {
                        return self.err_at(at, format!("invalid DWARF op '{}'", text()));
                    }
                } else if w.starts_with(b"DW_ATE_") {
                    if !names::known(names::ENCODINGS, w) {
                        return self
                            .err_at(at, format!("invalid DWARF attribute encoding '{}'", text()));
                    }
                } else {
                    return self.err_at(at, "expected unsigned integer");
                }
                Ok(())
            }
            _ => self.err_at(at, "expected unsigned integer"),
        }
    }
}
