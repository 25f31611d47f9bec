//! The fields each specialized metadata class takes in LLVM 19's `.ll`
//! syntax (`LLParser::parse<Class>`): which names are valid and which are
//! required. Unknown, repeated and missing required fields are errors, as
//! in `llvm-as-19`.

/// A class's fields: `(name, required)`, at most 64.
pub(crate) type Fields = &'static [(&'static [u8], bool)];

/// The fields of `class`; `None` for classes written without named fields
/// (`DIExpression`, `DIArgList`) or unknown to this table.
pub(crate) fn class_fields(class: &[u8]) -> Option<Fields> {
    const R: bool = true;
    const O: bool = false;
    Some(match class {
        b"DILocation" => &[
            (b"line", O),
            (b"column", O),
            (b"scope", R),
            (b"inlinedAt", O),
            (b"isImplicitCode", O),
        ],
        b"DIAssignID" => &[],
        b"GenericDINode" => &[(b"tag", R), (b"header", O), (b"operands", O)],
        b"DISubrange" | b"DIGenericSubrange" => &[
            (b"count", O),
            (b"lowerBound", O),
            (b"upperBound", O),
            (b"stride", O),
        ],
        b"DIEnumerator" => &[(b"name", R), (b"value", R), (b"isUnsigned", O)],
        b"DIBasicType" => &[
            (b"tag", O),
            (b"name", O),
            (b"size", O),
            (b"align", O),
            (b"encoding", O),
            (b"flags", O),
        ],
        b"DIStringType" => &[
            (b"tag", O),
            (b"name", O),
            (b"stringLength", O),
            (b"stringLengthExpression", O),
            (b"stringLocationExpression", O),
            (b"size", O),
            (b"align", O),
            (b"encoding", O),
        ],
        b"DIDerivedType" => &[
            (b"tag", R),
            (b"name", O),
            (b"file", O),
            (b"line", O),
            (b"scope", O),
            (b"baseType", R),
            (b"size", O),
            (b"align", O),
            (b"offset", O),
            (b"flags", O),
            (b"extraData", O),
            (b"dwarfAddressSpace", O),
            (b"annotations", O),
            (b"ptrAuthKey", O),
            (b"ptrAuthIsAddressDiscriminated", O),
            (b"ptrAuthExtraDiscriminator", O),
            (b"ptrAuthIsaPointer", O),
            (b"ptrAuthAuthenticatesNullValues", O),
        ],
        b"DICompositeType" => &[
            (b"tag", R),
            (b"name", O),
            (b"file", O),
            (b"line", O),
            (b"scope", O),
            (b"baseType", O),
            (b"size", O),
            (b"align", O),
            (b"offset", O),
            (b"flags", O),
            (b"elements", O),
            (b"runtimeLang", O),
            (b"vtableHolder", O),
            (b"templateParams", O),
            (b"identifier", O),
            (b"discriminator", O),
            (b"dataLocation", O),
            (b"associated", O),
            (b"allocated", O),
            (b"rank", O),
            (b"annotations", O),
        ],
        b"DISubroutineType" => &[(b"flags", O), (b"cc", O), (b"types", R)],
        b"DIFile" => &[
            (b"filename", R),
            (b"directory", R),
            (b"checksumkind", O),
            (b"checksum", O),
            (b"source", O),
        ],
        b"DICompileUnit" => &[
            (b"language", R),
            (b"file", R),
            (b"producer", O),
            (b"isOptimized", O),
            (b"flags", O),
            (b"runtimeVersion", O),
            (b"splitDebugFilename", O),
            (b"emissionKind", O),
            (b"enums", O),
            (b"retainedTypes", O),
            (b"globals", O),
            (b"imports", O),
            (b"macros", O),
            (b"dwoId", O),
            (b"splitDebugInlining", O),
            (b"debugInfoForProfiling", O),
            (b"nameTableKind", O),
            (b"rangesBaseAddress", O),
            (b"sysroot", O),
            (b"sdk", O),
        ],
        b"DISubprogram" => &[
            (b"scope", O),
            (b"name", O),
            (b"linkageName", O),
            (b"file", O),
            (b"line", O),
            (b"type", O),
            (b"isLocal", O),
            (b"isDefinition", O),
            (b"scopeLine", O),
            (b"containingType", O),
            (b"virtuality", O),
            (b"virtualIndex", O),
            (b"thisAdjustment", O),
            (b"flags", O),
            (b"spFlags", O),
            (b"isOptimized", O),
            (b"unit", O),
            (b"templateParams", O),
            (b"declaration", O),
            (b"retainedNodes", O),
            (b"thrownTypes", O),
            (b"annotations", O),
            (b"targetFuncName", O),
        ],
        b"DILexicalBlock" => &[(b"scope", R), (b"file", O), (b"line", O), (b"column", O)],
        b"DILexicalBlockFile" => &[(b"scope", R), (b"file", O), (b"discriminator", R)],
        b"DICommonBlock" => &[
            (b"scope", R),
            (b"declaration", O),
            (b"name", O),
            (b"file", O),
            (b"line", O),
        ],
        b"DINamespace" => &[(b"scope", R), (b"name", O), (b"exportSymbols", O)],
        b"DIMacro" => &[(b"type", R), (b"line", O), (b"name", R), (b"value", O)],
        b"DIMacroFile" => &[(b"type", O), (b"line", O), (b"file", R), (b"nodes", O)],
        b"DIModule" => &[
            (b"scope", R),
            (b"name", R),
            (b"configMacros", O),
            (b"includePath", O),
            (b"apinotes", O),
            (b"file", O),
            (b"line", O),
            (b"isDecl", O),
        ],
        b"DITemplateTypeParameter" => &[(b"name", O), (b"type", R), (b"defaulted", O)],
        b"DITemplateValueParameter" => &[
            (b"tag", O),
            (b"name", O),
            (b"type", O),
            (b"defaulted", O),
            (b"value", R),
        ],
        b"DIGlobalVariable" => &[
            (b"name", O),
            (b"scope", O),
            (b"linkageName", O),
            (b"file", O),
            (b"line", O),
            (b"type", O),
            (b"isLocal", O),
            (b"isDefinition", O),
            (b"templateParams", O),
            (b"declaration", O),
            (b"align", O),
            (b"annotations", O),
        ],
        b"DILocalVariable" => &[
            (b"scope", R),
            (b"name", O),
            (b"arg", O),
            (b"file", O),
            (b"line", O),
            (b"type", O),
            (b"flags", O),
            (b"align", O),
            (b"annotations", O),
        ],
        b"DILabel" => &[(b"scope", R), (b"name", R), (b"file", R), (b"line", R)],
        b"DIGlobalVariableExpression" => &[(b"var", R), (b"expr", R)],
        b"DIObjCProperty" => &[
            (b"name", O),
            (b"file", O),
            (b"line", O),
            (b"setter", O),
            (b"getter", O),
            (b"attributes", O),
            (b"type", O),
        ],
        b"DIImportedEntity" => &[
            (b"tag", R),
            (b"scope", R),
            (b"entity", O),
            (b"file", O),
            (b"line", O),
            (b"name", O),
            (b"elements", O),
        ],
        _ => return None,
    })
}

/// Whether `class` requires a non-null `scope:` (LLVM's `MDField` with
/// `AllowNull` false).
pub(crate) fn scope_not_null(class: &[u8]) -> bool {
    matches!(
        class,
        b"DILocation" | b"DILexicalBlock" | b"DILexicalBlockFile" | b"DILocalVariable" | b"DILabel"
    )
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
            for (i, (a, _)) in fields.iter().enumerate() {
                assert!(fields[i + 1..].iter().all(|(b, _)| a != b));
            }
        }
        assert!(class_fields(b"DIExpression").is_none());
    }
}
