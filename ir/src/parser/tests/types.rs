//! Every type of the LangRef, typed-pointer syntax and type definitions.

use super::*;
use crate::types::TypeData;

/// The value type of global `@g` declared as `@g = external global <ty>`.
fn global_type(ty: &str) -> String {
    let m = parse(&format!("@g = external global {ty}\n"));
    tn(&m, m.globals[gv(&m, "g")].value_type)
}

#[test]
fn primitive_types() {
    for t in [
        "i1",
        "i8",
        "i16",
        "i32",
        "i64",
        "i128",
        "i7",
        "i8388608",
        "half",
        "bfloat",
        "float",
        "double",
        "x86_fp80",
        "fp128",
        "ppc_fp128",
        "ptr",
        "ptr addrspace(1)",
        "ptr addrspace(16777215)",
    ] {
        assert_eq!(global_type(t), t, "{t}");
    }
    // x86_amx is only valid in some positions; it parses as a type.
    let m = parse("declare x86_amx @f(x86_amx)\n");
    let fty = m.globals[gv(&m, "f")].value_type;
    assert_eq!(tn(&m, fty), "x86_amx (x86_amx)");
}

#[test]
fn x86_mmx_is_upgraded() {
    assert_eq!(global_type("x86_mmx"), "<1 x i64>");
}

#[test]
fn aggregate_and_vector_types() {
    for t in [
        "[4 x i32]",
        "[0 x i8]",
        "[2 x [3 x ptr]]",
        "{ i32, ptr }",
        "{}",
        "<{ i8, i32 }>",
        "<4 x float>",
        "<vscale x 4 x i32>",
        "<2 x ptr addrspace(3)>",
        "{ <2 x i64>, [1 x { i8 }] }",
    ] {
        assert_eq!(global_type(t), t, "{t}");
    }
}

#[test]
fn function_and_target_types() {
    let m = parse(
        "declare void @f(ptr, target(\"spirv.Image\", void, 1, 0), target(\"aarch64.svcount\"))\ndeclare i32 @g(i8, ...)\n",
    );
    let fty = m.globals[gv(&m, "f")].value_type;
    assert_eq!(
        tn(&m, fty),
        "void (ptr, target(\"spirv.Image\", void, 1, 0), target(\"aarch64.svcount\"))"
    );
    assert_eq!(tn(&m, m.globals[gv(&m, "g")].value_type), "i32 (i8, ...)");
    let m = parse("declare void @v(...)\n");
    assert_eq!(tn(&m, m.globals[gv(&m, "v")].value_type), "void (...)");
}

#[test]
fn typed_pointers_become_ptr() {
    for (t, want) in [
        ("i8*", "ptr"),
        ("i32**", "ptr"),
        ("i8 addrspace(1)*", "ptr addrspace(1)"),
        ("[4 x i8]*", "ptr"),
        ("{ i32, i8* }", "{ i32, ptr }"),
        ("void (i32)*", "ptr"),
        ("i32 (i8*, ...)*", "ptr"),
        ("<4 x i8*>", "<4 x ptr>"),
        ("void ()* addrspace(2)*", "ptr addrspace(2)"),
    ] {
        assert_eq!(global_type(t), want, "{t}");
    }
    let m = parse("%T = type { i32 }\n@g = external global %T*\n");
    assert_eq!(tn(&m, m.globals[gv(&m, "g")].value_type), "ptr");
}

#[test]
fn named_numbered_opaque_and_packed_definitions() {
    let m = parse(
        "%A = type { %B*, i32 }\n%B = type opaque\n%0 = type { i8 }\n%1 = type <{ i8, i16 }>\n\
         %\"quoted name\" = type { %A }\n%alias = type i64\n%R = type { %R* }\n\
         @g = external global { %A, %0, %1, %\"quoted name\", %alias }\n",
    );
    let ty = m.globals[gv(&m, "g")].value_type;
    assert_eq!(tn(&m, ty), "{ %A, %2, %3, %quoted name, i64 }");
    let structs = m.types.named_structs();
    let a = structs
        .iter()
        .find(|s| s.name.is_some_and(|n| m.symbols.get(n) == b"A"))
        .unwrap();
    let body = a.body.as_ref().unwrap();
    assert_eq!(tn(&m, body.fields[0]), "ptr");
    let b = structs
        .iter()
        .find(|s| s.name.is_some_and(|n| m.symbols.get(n) == b"B"))
        .unwrap();
    assert!(b.body.is_none(), "opaque struct has no body");
    let packed = structs
        .iter()
        .filter(|s| s.name.is_none())
        .find(|s| s.body.as_ref().is_some_and(|b| b.packed));
    assert!(packed.is_some());
}

#[test]
fn forward_referenced_struct_gets_its_body() {
    let m = parse("@g = external global %S\n%S = type { i32, double }\n");
    let ty = m.globals[gv(&m, "g")].value_type;
    assert!(matches!(m.types.get(ty), TypeData::Named(_)));
    assert_eq!(m.types.named_body(ty).unwrap().fields.len(), 2);
}

#[test]
fn numbered_types_may_skip_numbers_but_must_increase() {
    parse("%0 = type { i8 }\n%3 = type { i16 }\n");
    assert_eq!(
        err("%2 = type { i8 }\n%1 = type { i16 }\n"),
        (2, 1, "type expected to be numbered '%3' or greater".into())
    );
}

#[test]
fn self_referential_structs() {
    let m = parse(
        "%T = type { i32, %T* }\n%1 = type { %1*, [2 x %T] }\n@g = global %T { i32 0, %T* @g }\n",
    );
    let ty = m.globals[gv(&m, "g")].value_type;
    assert_eq!(m.types.named_body(ty).unwrap().fields.len(), 2);
    assert_eq!(
        m.types.named_structs().len(),
        2,
        "no stray forward-referenced copies"
    );
}
