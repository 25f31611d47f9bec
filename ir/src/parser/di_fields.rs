//! The fields each specialized metadata class takes in LLVM 19's `.ll`
//! syntax (`LLParser::parse<Class>`): which names are valid, which are
//! required, and what kind of value each takes (LLVM's `MDUnsignedField`,
//! `MDStringField`, `DwarfTagField`, ...). Unknown, repeated and missing
//! required fields and values of the wrong kind are errors, as in
//! `llvm-as-19`.

/// The kind of value a field takes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum FieldKind {
    /// An unsigned integer up to the bound (`MDUnsignedField`).
    Unsigned(u64),
    /// A signed integer in the range (`MDSignedField`).
    Signed(i64, i64),
    /// A signed integer in the range or metadata, `null` allowed when the
    /// flag is set (`MDSignedOrMDField`).
    SignedOrMd(i64, i64, bool),
    /// Any integer (`MDAPSIntField`).
    AnyInt,
    /// A string constant; empty allowed when the flag is set
    /// (`MDStringField`).
    Str(bool),
    /// `true` or `false` (`MDBoolField`).
    Bool,
    /// Metadata, `null` allowed when the flag is set (`MDField`).
    Md(bool),
    /// A DWARF constant: an integer up to its bound or a known name.
    Named(Named),
    /// `DIFlag*` names or 32-bit integers joined by `|` (`DIFlagField`).
    DiFlags,
    /// `DISPFlag*` names or 32-bit integers joined by `|`
    /// (`DISPFlagField`).
    SpFlags,
    /// Not checked here (`GenericDINode`'s `operands: {...}`).
    Any,
}

/// The DWARF constants written by name.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Named {
    /// `DW_TAG_*`.
    Tag,
    /// `DW_LANG_*`.
    Language,
    /// `DW_ATE_*`.
    Encoding,
    /// `DW_VIRTUALITY_*`.
    Virtuality,
    /// `DW_CC_*`.
    CallingConv,
    /// `DW_MACINFO_*`.
    Macinfo,
    /// `NoDebug`, `FullDebug`, `LineTablesOnly`, `DebugDirectivesOnly`.
    EmissionKind,
    /// `Default`, `GNU`, `None`, `Apple`.
    NameTableKind,
    /// `CSK_MD5`, `CSK_SHA1`, `CSK_SHA256`.
    ChecksumKind,
}

/// A class's fields: `(name, required, kind)`, at most 64.
pub(crate) type Fields = &'static [(&'static [u8], bool, FieldKind)];

use FieldKind as K;
const LINE: FieldKind = K::Unsigned(u32::MAX as u64);
const COL: FieldKind = K::Unsigned(u16::MAX as u64);
const U32: FieldKind = K::Unsigned(u32::MAX as u64);
const U64: FieldKind = K::Unsigned(u64::MAX);
const SOM: FieldKind = K::SignedOrMd(i64::MIN, i64::MAX, true);
const S: FieldKind = K::Str(true);
const SNE: FieldKind = K::Str(false);
const B: FieldKind = K::Bool;
const MD: FieldKind = K::Md(true);
const MDNN: FieldKind = K::Md(false);
const ANY: FieldKind = K::Any;
const DIF: FieldKind = K::DiFlags;
const SPF: FieldKind = K::SpFlags;
const TAG: FieldKind = K::Named(Named::Tag);
const LANG: FieldKind = K::Named(Named::Language);
const ATE: FieldKind = K::Named(Named::Encoding);
const VIRT: FieldKind = K::Named(Named::Virtuality);
const CC: FieldKind = K::Named(Named::CallingConv);
const MAC: FieldKind = K::Named(Named::Macinfo);
const EMIT: FieldKind = K::Named(Named::EmissionKind);
const NTK: FieldKind = K::Named(Named::NameTableKind);
const CSK: FieldKind = K::Named(Named::ChecksumKind);

/// The fields of `class`; `None` for classes written without named fields
/// (`DIExpression`, `DIArgList`) or unknown to this table.
pub(crate) fn class_fields(class: &[u8]) -> Option<Fields> {
    const R: bool = true;
    const O: bool = false;
    Some(match class {
        b"DILocation" => &[
            (b"line", O, LINE),
            (b"column", O, COL),
            (b"scope", R, MDNN),
            (b"inlinedAt", O, MD),
            (b"isImplicitCode", O, B),
        ],
        b"DIAssignID" => &[],
        b"GenericDINode" => &[(b"tag", R, TAG), (b"header", O, S), (b"operands", O, ANY)],
        b"DISubrange" => &[
            (b"count", O, K::SignedOrMd(-1, i64::MAX, false)),
            (b"lowerBound", O, SOM),
            (b"upperBound", O, SOM),
            (b"stride", O, SOM),
        ],
        b"DIGenericSubrange" => &[
            (b"count", O, SOM),
            (b"lowerBound", O, SOM),
            (b"upperBound", O, SOM),
            (b"stride", O, SOM),
        ],
        b"DIEnumerator" => &[
            (b"name", R, S),
            (b"value", R, K::AnyInt),
            (b"isUnsigned", O, B),
        ],
        b"DIBasicType" => &[
            (b"tag", O, TAG),
            (b"name", O, S),
            (b"size", O, U64),
            (b"align", O, U32),
            (b"encoding", O, ATE),
            (b"flags", O, DIF),
        ],
        b"DIStringType" => &[
            (b"tag", O, TAG),
            (b"name", O, S),
            (b"stringLength", O, MD),
            (b"stringLengthExpression", O, MD),
            (b"stringLocationExpression", O, MD),
            (b"size", O, U64),
            (b"align", O, U32),
            (b"encoding", O, ATE),
        ],
        b"DIDerivedType" => &[
            (b"tag", R, TAG),
            (b"name", O, S),
            (b"file", O, MD),
            (b"line", O, LINE),
            (b"scope", O, MD),
            (b"baseType", R, MD),
            (b"size", O, U64),
            (b"align", O, U32),
            (b"offset", O, U64),
            (b"flags", O, DIF),
            (b"extraData", O, MD),
            (b"dwarfAddressSpace", O, U32),
            (b"annotations", O, MD),
            (b"ptrAuthKey", O, K::Unsigned(7)),
            (b"ptrAuthIsAddressDiscriminated", O, B),
            (b"ptrAuthExtraDiscriminator", O, K::Unsigned(0xffff)),
            (b"ptrAuthIsaPointer", O, B),
            (b"ptrAuthAuthenticatesNullValues", O, B),
        ],
        b"DICompositeType" => &[
            (b"tag", R, TAG),
            (b"name", O, S),
            (b"file", O, MD),
            (b"line", O, LINE),
            (b"scope", O, MD),
            (b"baseType", O, MD),
            (b"size", O, U64),
            (b"align", O, U32),
            (b"offset", O, U64),
            (b"flags", O, DIF),
            (b"elements", O, MD),
            (b"runtimeLang", O, LANG),
            (b"vtableHolder", O, MD),
            (b"templateParams", O, MD),
            (b"identifier", O, S),
            (b"discriminator", O, MD),
            (b"dataLocation", O, MD),
            (b"associated", O, MD),
            (b"allocated", O, MD),
            (b"rank", O, SOM),
            (b"annotations", O, MD),
        ],
        b"DISubroutineType" => &[(b"flags", O, DIF), (b"cc", O, CC), (b"types", R, MD)],
        b"DIFile" => &[
            (b"filename", R, S),
            (b"directory", R, S),
            (b"checksumkind", O, CSK),
            (b"checksum", O, S),
            (b"source", O, S),
        ],
        b"DICompileUnit" => &[
            (b"language", R, LANG),
            (b"file", R, MDNN),
            (b"producer", O, S),
            (b"isOptimized", O, B),
            (b"flags", O, S),
            (b"runtimeVersion", O, U32),
            (b"splitDebugFilename", O, S),
            (b"emissionKind", O, EMIT),
            (b"enums", O, MD),
            (b"retainedTypes", O, MD),
            (b"globals", O, MD),
            (b"imports", O, MD),
            (b"macros", O, MD),
            (b"dwoId", O, U64),
            (b"splitDebugInlining", O, B),
            (b"debugInfoForProfiling", O, B),
            (b"nameTableKind", O, NTK),
            (b"rangesBaseAddress", O, B),
            (b"sysroot", O, S),
            (b"sdk", O, S),
        ],
        b"DISubprogram" => &[
            (b"scope", O, MD),
            (b"name", O, S),
            (b"linkageName", O, S),
            (b"file", O, MD),
            (b"line", O, LINE),
            (b"type", O, MD),
            (b"isLocal", O, B),
            (b"isDefinition", O, B),
            (b"scopeLine", O, LINE),
            (b"containingType", O, MD),
            (b"virtuality", O, VIRT),
            (b"virtualIndex", O, U32),
            (
                b"thisAdjustment",
                O,
                K::Signed(i32::MIN as i64, i32::MAX as i64),
            ),
            (b"flags", O, DIF),
            (b"spFlags", O, SPF),
            (b"isOptimized", O, B),
            (b"unit", O, MD),
            (b"templateParams", O, MD),
            (b"declaration", O, MD),
            (b"retainedNodes", O, MD),
            (b"thrownTypes", O, MD),
            (b"annotations", O, MD),
            (b"targetFuncName", O, S),
        ],
        b"DILexicalBlock" => &[
            (b"scope", R, MDNN),
            (b"file", O, MD),
            (b"line", O, LINE),
            (b"column", O, COL),
        ],
        b"DILexicalBlockFile" => &[
            (b"scope", R, MDNN),
            (b"file", O, MD),
            (b"discriminator", R, U32),
        ],
        b"DICommonBlock" => &[
            (b"scope", R, MD),
            (b"declaration", O, MD),
            (b"name", O, S),
            (b"file", O, MD),
            (b"line", O, LINE),
        ],
        b"DINamespace" => &[(b"scope", R, MD), (b"name", O, S), (b"exportSymbols", O, B)],
        b"DIMacro" => &[
            (b"type", R, MAC),
            (b"line", O, LINE),
            (b"name", R, S),
            (b"value", O, S),
        ],
        b"DIMacroFile" => &[
            (b"type", O, MAC),
            (b"line", O, LINE),
            (b"file", R, MD),
            (b"nodes", O, MD),
        ],
        b"DIModule" => &[
            (b"scope", R, MD),
            (b"name", R, S),
            (b"configMacros", O, S),
            (b"includePath", O, S),
            (b"apinotes", O, S),
            (b"file", O, MD),
            (b"line", O, LINE),
            (b"isDecl", O, B),
        ],
        b"DITemplateTypeParameter" => &[(b"name", O, S), (b"type", R, MD), (b"defaulted", O, B)],
        b"DITemplateValueParameter" => &[
            (b"tag", O, TAG),
            (b"name", O, S),
            (b"type", O, MD),
            (b"defaulted", O, B),
            (b"value", R, MD),
        ],
        b"DIGlobalVariable" => &[
            (b"name", O, SNE),
            (b"scope", O, MD),
            (b"linkageName", O, S),
            (b"file", O, MD),
            (b"line", O, LINE),
            (b"type", O, MD),
            (b"isLocal", O, B),
            (b"isDefinition", O, B),
            (b"templateParams", O, MD),
            (b"declaration", O, MD),
            (b"align", O, U32),
            (b"annotations", O, MD),
        ],
        b"DILocalVariable" => &[
            (b"scope", R, MDNN),
            (b"name", O, S),
            (b"arg", O, COL),
            (b"file", O, MD),
            (b"line", O, LINE),
            (b"type", O, MD),
            (b"flags", O, DIF),
            (b"align", O, U32),
            (b"annotations", O, MD),
        ],
        b"DILabel" => &[
            (b"scope", R, MDNN),
            (b"name", R, S),
            (b"file", R, MD),
            (b"line", R, LINE),
        ],
        b"DIGlobalVariableExpression" => &[(b"var", R, MD), (b"expr", R, MD)],
        b"DIObjCProperty" => &[
            (b"name", O, S),
            (b"file", O, MD),
            (b"line", O, LINE),
            (b"setter", O, S),
            (b"getter", O, S),
            (b"attributes", O, U32),
            (b"type", O, MD),
        ],
        b"DIImportedEntity" => &[
            (b"tag", R, TAG),
            (b"scope", R, MD),
            (b"entity", O, MD),
            (b"file", O, MD),
            (b"line", O, LINE),
            (b"name", O, S),
            (b"elements", O, MD),
        ],
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_fit_the_seen_mask_and_have_unique_fields() {
        for class in [
            &b"DILocation"[..],
            b"DIDerivedType",
            b"DICompositeType",
            b"DICompileUnit",
            b"DISubprogram",
        ] {
            let fields = class_fields(class).expect("known class");
            assert!(fields.len() <= 64);
            for (i, (a, _, _)) in fields.iter().enumerate() {
                assert!(fields[i + 1..].iter().all(|(b, _, _)| a != b));
            }
        }
        assert!(class_fields(b"DIExpression").is_none());
    }
}
