//! Metadata: numbered and named nodes, specialized `!DI...` nodes, inline
//! nodes, forward references, attachments and debug records.

use super::*;
use crate::function::{DbgRecordKind, MdOperand};
use crate::metadata::{MdField, MdNodeKind, MdRef};

#[test]
fn numbered_named_and_specialized_nodes() {
    let m = parse(
        "!llvm.module.flags = !{!0, !1}\n!llvm.ident = !{!2}\n!named.empty = !{}\n\
         !0 = !{i32 7, !\"PIC Level\", i32 2}\n!1 = distinct !{!1, null, !{!\"nested\"}, ptr @g}\n\
         !2 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed, flags: DIFlagPublic | DIFlagArtificial)\n\
         !3 = !DIExpression(DW_OP_LLVM_fragment, 0, 32)\n!4 = !DIEnumerator(name: \"big\", value: -170141183460469231731687303715884105728)\n\
         !5 = !DILocation(line: 3, column: 5, scope: !6, isImplicitCode: true)\n!6 = distinct !DISubprogram(name: \"f\", type: null)\n\
         @g = global i32 0\n",
    );
    assert_eq!(m.named_metadata.len(), 3);
    let flags = m.module_flag(b"PIC Level").expect("module flag");
    assert!(matches!(flags, MdRef::Const(_)));
    let (_, refs) = &m.named_metadata[0];
    let MdRef::Node(n1) = refs[1] else { panic!() };
    let d1 = &m.metadata[n1];
    assert!(d1.distinct);
    let MdNodeKind::Tuple(ops) = &d1.kind else {
        panic!()
    };
    assert_eq!(ops[0], MdRef::Node(n1), "self reference");
    assert_eq!(ops[1], MdRef::Null);
    let (_, refs) = &m.named_metadata[1];
    let MdRef::Node(n2) = refs[0] else { panic!() };
    let MdNodeKind::Special { class, fields } = &m.metadata[n2].kind else {
        panic!()
    };
    assert_eq!(m.symbols.get(*class), b"DIBasicType");
    assert_eq!(fields.len(), 4);
    assert!(matches!(fields[1], (Some(_), MdField::Int(32))));
    let MdField::Ident(f) = fields[3].1 else {
        panic!()
    };
    assert_eq!(m.symbols.get(f), b"DIFlagPublic | DIFlagArtificial");
    // Positional fields and the smallest i128.
    let exprs: Vec<_> = m
        .metadata
        .values()
        .filter_map(|d| match &d.kind {
            MdNodeKind::Special { class, fields } if m.symbols.get(*class) == b"DIExpression" => {
                Some(fields.clone())
            }
            _ => None,
        })
        .collect();
    assert_eq!(exprs[0].len(), 3);
    assert!(exprs[0].iter().all(|(n, _)| n.is_none()));
    assert!(
        m.metadata
            .values()
            .any(|d| matches!(&d.kind, MdNodeKind::Special { fields, .. }
        if fields.iter().any(|f| f.1 == MdField::Int(i128::MIN))))
    );
}

#[test]
fn attachments_on_instructions_globals_and_functions() {
    let m = parse(
        "@g = global i32 0, !dbg !0\ndefine void @f(ptr %p) !dbg !0 {\n  %x = load i32, ptr %p, align 4, !tbaa !1, !dbg !2, !nonnull !{}\n\
           store i32 %x, ptr %p, !dbg !DILocation(line: 1, scope: !0)\n  ret void, !dbg !2\n}\n\
         !0 = distinct !{}\n!1 = !{!\"int\"}\n!2 = !DILocation(line: 2, column: 1, scope: !0)\n",
    );
    assert_eq!(m.globals[gv(&m, "g")].attachments.len(), 1);
    assert_eq!(m.globals[gv(&m, "f")].attachments.len(), 1);
    let f = body(&m, "f");
    let all = insts(&m, "f");
    assert!(f.debug_locs[all[0].0].is_some());
    assert!(f.debug_locs[all[1].0].is_some());
    assert!(f.debug_locs[all[2].0].is_some());
    assert_eq!(f.attachments.len(), 2);
    assert_eq!(m.symbols.get(f.attachments[0].kind), b"tbaa");
    assert_eq!(m.symbols.get(f.attachments[1].kind), b"nonnull");
}

#[test]
fn debug_records_precede_instructions() {
    let m = parse(
        "define void @f(i32 %a, ptr %p) !dbg !3 {\nentry:\n    #dbg_value(i32 %a, !4, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !5)\n\
         #dbg_declare(ptr %p, !4, !DIExpression(), !5)\n  %x = add i32 %a, 1, !dbg !5\n\
         #dbg_value(!DIArgList(i32 %a, i32 %x), !4, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !5)\n\
         #dbg_assign(i32 %x, !4, !DIExpression(), !6, ptr %p, !DIExpression(), !5)\n    #dbg_label(!7, !5)\n\
         #dbg_value(ptr poison, !4, !DIExpression(), !5)\n  ret void, !dbg !5\n}\n\
         !3 = distinct !DISubprogram(name: \"f\")\n!4 = !DILocalVariable(name: \"v\", scope: !3)\n!5 = !DILocation(line: 1, scope: !3)\n\
         !6 = distinct !DIAssignID()\n!7 = !DILabel(scope: !3, name: \"l\", file: null, line: 2)\n",
    );
    let f = body(&m, "f");
    let all = insts(&m, "f");
    let kinds: Vec<_> = f.dbg_records.iter().map(|r| (r.kind, r.before)).collect();
    assert_eq!(
        kinds,
        [
            (DbgRecordKind::Value, all[0].0),
            (DbgRecordKind::Declare, all[0].0),
            (DbgRecordKind::Value, all[1].0),
            (DbgRecordKind::Assign, all[1].0),
            (DbgRecordKind::Label, all[1].0),
            (DbgRecordKind::Value, all[1].0),
        ]
    );
    assert_eq!(f.dbg_records[0].operands[0], MdOperand::Value(f.params[0]));
    assert!(matches!(&f.dbg_records[2].operands[0], MdOperand::ArgList(v) if v.len() == 2));
    assert_eq!(f.dbg_records[3].operands.len(), 7);
    assert_eq!(f.dbg_records[3].operands[4], MdOperand::Value(f.params[1]));
    assert_eq!(f.dbg_records[4].operands.len(), 2);
    assert!(
        matches!(&f.dbg_records[5].operands[0], MdOperand::Value(v) if matches!(f.values[*v].def, ValueDef::Const(_)))
    );
}

#[test]
fn metadata_errors() {
    assert_eq!(
        err("define void @f() {\n  ret void, !foo !7\n}\n"),
        (2, 19, "use of undefined metadata '!7'".into())
    );
    assert_eq!(
        err("!0 = !{}\n!0 = !{}\n"),
        (2, 1, "Metadata id is already used".into())
    );
    assert_eq!(err("!0 = !{!\"abc}\n"), (1, 9, "expected integer".into()));
    assert_eq!(
        err("define void @f() {\n  #dbg_value(i32 0, !{}, !{})\n  ret void\n}\n"),
        (2, 3, "debug record expects 4 operands".into())
    );
}

#[test]
fn short_words_are_interned_exactly() {
    let m = parse(
        "!0 = !DIExpression(a: 1, ab: 2, abc: 3, abcdefghijklmnop: 4, abcdefghijklmnopq: 5, k: DW_A, k: DW_AB, k: DW_A)\n!1 = !DIExpression(a: 1)\n",
    );
    let names: Vec<String> = m
        .metadata
        .values()
        .flat_map(|d| match &d.kind {
            MdNodeKind::Special { fields, .. } => fields
                .iter()
                .map(|(n, v)| {
                    let v = match v {
                        MdField::Ident(s) => m.symbols.get_str(*s).into_owned(),
                        MdField::Int(i) => i.to_string(),
                        _ => String::new(),
                    };
                    format!("{}={v}", m.symbols.get_str(n.unwrap()))
                })
                .collect::<Vec<_>>(),
            _ => vec![],
        })
        .collect();
    assert_eq!(
        names,
        [
            "a=1",
            "ab=2",
            "abc=3",
            "abcdefghijklmnop=4",
            "abcdefghijklmnopq=5",
            "k=DW_A",
            "k=DW_AB",
            "k=DW_A",
            "a=1"
        ]
    );
}

#[test]
fn numbered_types_are_named_by_number_in_messages() {
    assert_eq!(
        err("%0 = type { i8 }\n@g = global %0 { i16 1 }\n"),
        (
            2,
            16,
            "element 0 of struct initializer doesn't match struct element type".into()
        )
    );
    assert_eq!(
        err(
            "%A = type { i8 }\n%0 = type { i8 }\ndefine void @f() {\n  %x = load %0, ptr null\n  %y = add i32 %x, 1\n  ret void\n}\n"
        ),
        (
            5,
            16,
            "'%x' defined with type '%0' but expected 'i32'".into()
        )
    );
}
