//! DWARF names used when debug-info records are turned into the fields the
//! `.ll` writer prints: tags, encodings, languages, calling conventions,
//! expression operations and flag words.

/// `DW_TAG_*` name of a tag.
pub(crate) fn tag(v: u64) -> Option<&'static str> {
    Some(match v {
        0x01 => "DW_TAG_array_type",
        0x02 => "DW_TAG_class_type",
        0x04 => "DW_TAG_enumeration_type",
        0x05 => "DW_TAG_formal_parameter",
        0x08 => "DW_TAG_imported_declaration",
        0x0a => "DW_TAG_label",
        0x0b => "DW_TAG_lexical_block",
        0x0d => "DW_TAG_member",
        0x0f => "DW_TAG_pointer_type",
        0x10 => "DW_TAG_reference_type",
        0x11 => "DW_TAG_compile_unit",
        0x12 => "DW_TAG_string_type",
        0x13 => "DW_TAG_structure_type",
        0x15 => "DW_TAG_subroutine_type",
        0x16 => "DW_TAG_typedef",
        0x17 => "DW_TAG_union_type",
        0x18 => "DW_TAG_unspecified_parameters",
        0x19 => "DW_TAG_variant",
        0x1c => "DW_TAG_inheritance",
        0x1f => "DW_TAG_ptr_to_member_type",
        0x20 => "DW_TAG_set_type",
        0x21 => "DW_TAG_subrange_type",
        0x24 => "DW_TAG_base_type",
        0x26 => "DW_TAG_const_type",
        0x28 => "DW_TAG_enumerator",
        0x2a => "DW_TAG_friend",
        0x2e => "DW_TAG_subprogram",
        0x2f => "DW_TAG_template_type_parameter",
        0x30 => "DW_TAG_template_value_parameter",
        0x33 => "DW_TAG_variant_part",
        0x34 => "DW_TAG_variable",
        0x35 => "DW_TAG_volatile_type",
        0x37 => "DW_TAG_restrict_type",
        0x39 => "DW_TAG_namespace",
        0x3a => "DW_TAG_imported_module",
        0x3b => "DW_TAG_unspecified_type",
        0x42 => "DW_TAG_rvalue_reference_type",
        0x43 => "DW_TAG_template_alias",
        0x44 => "DW_TAG_coarray_type",
        0x45 => "DW_TAG_generic_subrange",
        0x46 => "DW_TAG_dynamic_type",
        0x47 => "DW_TAG_atomic_type",
        0x4b => "DW_TAG_immutable_type",
        0x4106 => "DW_TAG_GNU_template_template_param",
        0x4107 => "DW_TAG_GNU_template_parameter_pack",
        0x4300 => "DW_TAG_LLVM_ptrauth_type",
        _ => return None,
    })
}

/// `DW_ATE_*` name of a base-type encoding.
pub(crate) fn encoding(v: u64) -> Option<&'static str> {
    Some(match v {
        0x01 => "DW_ATE_address",
        0x02 => "DW_ATE_boolean",
        0x03 => "DW_ATE_complex_float",
        0x04 => "DW_ATE_float",
        0x05 => "DW_ATE_signed",
        0x06 => "DW_ATE_signed_char",
        0x07 => "DW_ATE_unsigned",
        0x08 => "DW_ATE_unsigned_char",
        0x09 => "DW_ATE_imaginary_float",
        0x0a => "DW_ATE_packed_decimal",
        0x0b => "DW_ATE_numeric_string",
        0x0c => "DW_ATE_edited",
        0x0d => "DW_ATE_signed_fixed",
        0x0e => "DW_ATE_unsigned_fixed",
        0x0f => "DW_ATE_decimal_float",
        0x10 => "DW_ATE_UTF",
        0x11 => "DW_ATE_UCS",
        0x12 => "DW_ATE_ASCII",
        _ => return None,
    })
}

/// `DW_LANG_*` name of a source language.
pub(crate) fn language(v: u64) -> Option<&'static str> {
    Some(match v {
        0x01 => "DW_LANG_C89",
        0x02 => "DW_LANG_C",
        0x03 => "DW_LANG_Ada83",
        0x04 => "DW_LANG_C_plus_plus",
        0x05 => "DW_LANG_Cobol74",
        0x06 => "DW_LANG_Cobol85",
        0x07 => "DW_LANG_Fortran77",
        0x08 => "DW_LANG_Fortran90",
        0x09 => "DW_LANG_Pascal83",
        0x0a => "DW_LANG_Modula2",
        0x0b => "DW_LANG_Java",
        0x0c => "DW_LANG_C99",
        0x0d => "DW_LANG_Ada95",
        0x0e => "DW_LANG_Fortran95",
        0x0f => "DW_LANG_PLI",
        0x10 => "DW_LANG_ObjC",
        0x11 => "DW_LANG_ObjC_plus_plus",
        0x12 => "DW_LANG_UPC",
        0x13 => "DW_LANG_D",
        0x14 => "DW_LANG_Python",
        0x15 => "DW_LANG_OpenCL",
        0x16 => "DW_LANG_Go",
        0x17 => "DW_LANG_Modula3",
        0x18 => "DW_LANG_Haskell",
        0x19 => "DW_LANG_C_plus_plus_03",
        0x1a => "DW_LANG_C_plus_plus_11",
        0x1b => "DW_LANG_OCaml",
        0x1c => "DW_LANG_Rust",
        0x1d => "DW_LANG_C11",
        0x1e => "DW_LANG_Swift",
        0x1f => "DW_LANG_Julia",
        0x20 => "DW_LANG_Dylan",
        0x21 => "DW_LANG_C_plus_plus_14",
        0x22 => "DW_LANG_Fortran03",
        0x23 => "DW_LANG_Fortran08",
        0x24 => "DW_LANG_RenderScript",
        0x25 => "DW_LANG_BLISS",
        0x26 => "DW_LANG_Kotlin",
        0x27 => "DW_LANG_Zig",
        0x28 => "DW_LANG_Crystal",
        0x2a => "DW_LANG_C_plus_plus_17",
        0x2b => "DW_LANG_C_plus_plus_20",
        0x2c => "DW_LANG_C17",
        0x2d => "DW_LANG_Fortran18",
        0x2e => "DW_LANG_Ada2005",
        0x2f => "DW_LANG_Ada2012",
        0x30 => "DW_LANG_HIP",
        0x31 => "DW_LANG_Assembly",
        0x32 => "DW_LANG_C_sharp",
        0x33 => "DW_LANG_Mojo",
        0x8001 => "DW_LANG_Mips_Assembler",
        0x8e57 => "DW_LANG_GOOGLE_RenderScript",
        0xb000 => "DW_LANG_BORLAND_Delphi",
        _ => return None,
    })
}

/// `DW_CC_*` name of a calling convention.
pub(crate) fn calling_conv(v: u64) -> Option<&'static str> {
    Some(match v {
        0x01 => "DW_CC_normal",
        0x02 => "DW_CC_program",
        0x03 => "DW_CC_nocall",
        0x04 => "DW_CC_pass_by_reference",
        0x05 => "DW_CC_pass_by_value",
        0x41 => "DW_CC_GNU_renesas_sh",
        0x42 => "DW_CC_GNU_borland_fastcall_i386",
        0xb0 => "DW_CC_BORLAND_safecall",
        0xb1 => "DW_CC_BORLAND_stdcall",
        0xb2 => "DW_CC_BORLAND_pascal",
        0xb3 => "DW_CC_BORLAND_msfastcall",
        0xb4 => "DW_CC_BORLAND_msreturn",
        0xb5 => "DW_CC_BORLAND_thiscall",
        0xb6 => "DW_CC_BORLAND_fastcall",
        0xc0 => "DW_CC_LLVM_vectorcall",
        0xc1 => "DW_CC_LLVM_Win64",
        0xc2 => "DW_CC_LLVM_X86_64SysV",
        0xc3 => "DW_CC_LLVM_AAPCS",
        0xc4 => "DW_CC_LLVM_AAPCS_VFP",
        0xc5 => "DW_CC_LLVM_IntelOclBicc",
        0xc6 => "DW_CC_LLVM_SpirFunction",
        0xc7 => "DW_CC_LLVM_OpenCLKernel",
        0xc8 => "DW_CC_LLVM_Swift",
        0xc9 => "DW_CC_LLVM_PreserveMost",
        0xca => "DW_CC_LLVM_PreserveAll",
        0xcb => "DW_CC_LLVM_X86RegCall",
        0xcc => "DW_CC_LLVM_M68kRTD",
        0xcd => "DW_CC_LLVM_PreserveNone",
        0xce => "DW_CC_LLVM_RISCVVectorCall",
        0xcf => "DW_CC_LLVM_SwiftTail",
        0xff => "DW_CC_GDB_IBM_OpenCL",
        _ => return None,
    })
}

/// A `DW_OP_*` operation: its name and number of arguments.
pub(crate) fn expr_op(v: u64) -> Option<(&'static str, usize)> {
    const LIT: [&str; 32] = [
        "DW_OP_lit0",
        "DW_OP_lit1",
        "DW_OP_lit2",
        "DW_OP_lit3",
        "DW_OP_lit4",
        "DW_OP_lit5",
        "DW_OP_lit6",
        "DW_OP_lit7",
        "DW_OP_lit8",
        "DW_OP_lit9",
        "DW_OP_lit10",
        "DW_OP_lit11",
        "DW_OP_lit12",
        "DW_OP_lit13",
        "DW_OP_lit14",
        "DW_OP_lit15",
        "DW_OP_lit16",
        "DW_OP_lit17",
        "DW_OP_lit18",
        "DW_OP_lit19",
        "DW_OP_lit20",
        "DW_OP_lit21",
        "DW_OP_lit22",
        "DW_OP_lit23",
        "DW_OP_lit24",
        "DW_OP_lit25",
        "DW_OP_lit26",
        "DW_OP_lit27",
        "DW_OP_lit28",
        "DW_OP_lit29",
        "DW_OP_lit30",
        "DW_OP_lit31",
    ];
    const REG: [&str; 32] = [
        "DW_OP_reg0",
        "DW_OP_reg1",
        "DW_OP_reg2",
        "DW_OP_reg3",
        "DW_OP_reg4",
        "DW_OP_reg5",
        "DW_OP_reg6",
        "DW_OP_reg7",
        "DW_OP_reg8",
        "DW_OP_reg9",
        "DW_OP_reg10",
        "DW_OP_reg11",
        "DW_OP_reg12",
        "DW_OP_reg13",
        "DW_OP_reg14",
        "DW_OP_reg15",
        "DW_OP_reg16",
        "DW_OP_reg17",
        "DW_OP_reg18",
        "DW_OP_reg19",
        "DW_OP_reg20",
        "DW_OP_reg21",
        "DW_OP_reg22",
        "DW_OP_reg23",
        "DW_OP_reg24",
        "DW_OP_reg25",
        "DW_OP_reg26",
        "DW_OP_reg27",
        "DW_OP_reg28",
        "DW_OP_reg29",
        "DW_OP_reg30",
        "DW_OP_reg31",
    ];
    const BREG: [&str; 32] = [
        "DW_OP_breg0",
        "DW_OP_breg1",
        "DW_OP_breg2",
        "DW_OP_breg3",
        "DW_OP_breg4",
        "DW_OP_breg5",
        "DW_OP_breg6",
        "DW_OP_breg7",
        "DW_OP_breg8",
        "DW_OP_breg9",
        "DW_OP_breg10",
        "DW_OP_breg11",
        "DW_OP_breg12",
        "DW_OP_breg13",
        "DW_OP_breg14",
        "DW_OP_breg15",
        "DW_OP_breg16",
        "DW_OP_breg17",
        "DW_OP_breg18",
        "DW_OP_breg19",
        "DW_OP_breg20",
        "DW_OP_breg21",
        "DW_OP_breg22",
        "DW_OP_breg23",
        "DW_OP_breg24",
        "DW_OP_breg25",
        "DW_OP_breg26",
        "DW_OP_breg27",
        "DW_OP_breg28",
        "DW_OP_breg29",
        "DW_OP_breg30",
        "DW_OP_breg31",
    ];
    Some(match v {
        0x03 => ("DW_OP_addr", 1),
        0x06 => ("DW_OP_deref", 0),
        0x08 => ("DW_OP_const1u", 1),
        0x09 => ("DW_OP_const1s", 1),
        0x0a => ("DW_OP_const2u", 1),
        0x0b => ("DW_OP_const2s", 1),
        0x0c => ("DW_OP_const4u", 1),
        0x0d => ("DW_OP_const4s", 1),
        0x0e => ("DW_OP_const8u", 1),
        0x0f => ("DW_OP_const8s", 1),
        0x10 => ("DW_OP_constu", 1),
        0x11 => ("DW_OP_consts", 1),
        0x12 => ("DW_OP_dup", 0),
        0x13 => ("DW_OP_drop", 0),
        0x14 => ("DW_OP_over", 0),
        0x15 => ("DW_OP_pick", 1),
        0x16 => ("DW_OP_swap", 0),
        0x17 => ("DW_OP_rot", 0),
        0x18 => ("DW_OP_xderef", 0),
        0x19 => ("DW_OP_abs", 0),
        0x1a => ("DW_OP_and", 0),
        0x1b => ("DW_OP_div", 0),
        0x1c => ("DW_OP_minus", 0),
        0x1d => ("DW_OP_mod", 0),
        0x1e => ("DW_OP_mul", 0),
        0x1f => ("DW_OP_neg", 0),
        0x20 => ("DW_OP_not", 0),
        0x21 => ("DW_OP_or", 0),
        0x22 => ("DW_OP_plus", 0),
        0x23 => ("DW_OP_plus_uconst", 1),
        0x24 => ("DW_OP_shl", 0),
        0x25 => ("DW_OP_shr", 0),
        0x26 => ("DW_OP_shra", 0),
        0x27 => ("DW_OP_xor", 0),
        0x29 => ("DW_OP_eq", 0),
        0x2a => ("DW_OP_ge", 0),
        0x2b => ("DW_OP_gt", 0),
        0x2c => ("DW_OP_le", 0),
        0x2d => ("DW_OP_lt", 0),
        0x2e => ("DW_OP_ne", 0),
        0x30..=0x4f => (LIT[(v - 0x30) as usize], 0),
        0x50..=0x6f => (REG[(v - 0x50) as usize], 0),
        0x70..=0x8f => (BREG[(v - 0x70) as usize], 1),
        0x90 => ("DW_OP_regx", 1),
        0x91 => ("DW_OP_fbreg", 1),
        0x92 => ("DW_OP_bregx", 2),
        0x94 => ("DW_OP_deref_size", 1),
        0x95 => ("DW_OP_xderef_size", 1),
        0x96 => ("DW_OP_nop", 0),
        0x97 => ("DW_OP_push_object_address", 0),
        0x9c => ("DW_OP_call_frame_cfa", 0),
        0x9f => ("DW_OP_stack_value", 0),
        0xa3 => ("DW_OP_entry_value", 1),
        0xa6 => ("DW_OP_deref_type", 2),
        0xe0 => ("DW_OP_GNU_push_tls_address", 0),
        0xf3 => ("DW_OP_GNU_entry_value", 1),
        0x1000 => ("DW_OP_LLVM_fragment", 2),
        0x1001 => ("DW_OP_LLVM_convert", 2),
        0x1002 => ("DW_OP_LLVM_tag_offset", 1),
        0x1003 => ("DW_OP_LLVM_entry_value", 1),
        0x1004 => ("DW_OP_LLVM_implicit_pointer", 0),
        0x1005 => ("DW_OP_LLVM_arg", 1),
        0x1006 => ("DW_OP_LLVM_extract_bits_sext", 2),
        0x1007 => ("DW_OP_LLVM_extract_bits_zext", 2),
        _ => return None,
    })
}

/// `DIFlag*` names joined with ` | ` (empty for 0).
pub(crate) fn di_flags(mut v: u64) -> String {
    let mut parts: Vec<String> = Vec::new();
    match v & 3 {
        1 => parts.push("DIFlagPrivate".into()),
        2 => parts.push("DIFlagProtected".into()),
        3 => parts.push("DIFlagPublic".into()),
        _ => {}
    }
    v &= !3;
    match v & (3 << 16) {
        0x10000 => parts.push("DIFlagSingleInheritance".into()),
        0x20000 => parts.push("DIFlagMultipleInheritance".into()),
        0x30000 => parts.push("DIFlagVirtualInheritance".into()),
        _ => {}
    }
    v &= !(3 << 16);
    // `FwdDecl | Virtual` together are one name, as LLVM's `splitFlags`
    // writes them.
    const INDIRECT_VIRTUAL_BASE: u64 = (1 << 2) | (1 << 5);
    if v & INDIRECT_VIRTUAL_BASE == INDIRECT_VIRTUAL_BASE {
        parts.push("DIFlagIndirectVirtualBase".into());
        v &= !INDIRECT_VIRTUAL_BASE;
    }
    const SINGLE: &[(u64, &str)] = &[
        (1 << 2, "DIFlagFwdDecl"),
        (1 << 3, "DIFlagAppleBlock"),
        (1 << 4, "DIFlagReservedBit4"),
        (1 << 5, "DIFlagVirtual"),
        (1 << 6, "DIFlagArtificial"),
        (1 << 7, "DIFlagExplicit"),
        (1 << 8, "DIFlagPrototyped"),
        (1 << 9, "DIFlagObjcClassComplete"),
        (1 << 10, "DIFlagObjectPointer"),
        (1 << 11, "DIFlagVector"),
        (1 << 12, "DIFlagStaticMember"),
        (1 << 13, "DIFlagLValueReference"),
        (1 << 14, "DIFlagRValueReference"),
        (1 << 15, "DIFlagExportSymbols"),
        (1 << 18, "DIFlagIntroducedVirtual"),
        (1 << 19, "DIFlagBitField"),
        (1 << 20, "DIFlagNoReturn"),
        (1 << 22, "DIFlagTypePassByValue"),
        (1 << 23, "DIFlagTypePassByReference"),
        (1 << 24, "DIFlagEnumClass"),
        (1 << 25, "DIFlagThunk"),
        (1 << 26, "DIFlagNonTrivial"),
        (1 << 27, "DIFlagBigEndian"),
        (1 << 28, "DIFlagLittleEndian"),
        (1 << 29, "DIFlagAllCallsDescribed"),
    ];
    for &(bit, name) in SINGLE {
        if v & bit != 0 {
            parts.push(name.into());
            v &= !bit;
        }
    }
    if v != 0 {
        parts.push(v.to_string());
    }
    parts.join(" | ")
}

/// `DISPFlag*` names joined with ` | ` (empty for 0).
pub(crate) fn sp_flags(mut v: u64) -> String {
    let mut parts: Vec<String> = Vec::new();
    match v & 3 {
        1 => parts.push("DISPFlagVirtual".into()),
        2 => parts.push("DISPFlagPureVirtual".into()),
        3 => parts.push("3".into()),
        _ => {}
    }
    v &= !3;
    const SINGLE: &[(u64, &str)] = &[
        (1 << 2, "DISPFlagLocalToUnit"),
        (1 << 3, "DISPFlagDefinition"),
        (1 << 4, "DISPFlagOptimized"),
        (1 << 5, "DISPFlagPure"),
        (1 << 6, "DISPFlagElemental"),
        (1 << 7, "DISPFlagRecursive"),
        (1 << 8, "DISPFlagMainSubprogram"),
        (1 << 9, "DISPFlagDeleted"),
        (1 << 11, "DISPFlagObjCDirect"),
    ];
    for &(bit, name) in SINGLE {
        if v & bit != 0 {
            parts.push(name.into());
            v &= !bit;
        }
    }
    if v != 0 {
        parts.push(v.to_string());
    }
    parts.join(" | ")
}
