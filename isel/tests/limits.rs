//! Hostile sizes and nesting: self-containing types, sizes past the
//! address space, deep and exponentially shared types and constants, huge
//! zero-initialised and initialised globals, huge allocas. Each must give a
//! clear error or the right data object, without materialising zeros.

use kiln_ir::constants::{ConstData, ExprOp};
use kiln_ir::instructions::BinaryOp;
use kiln_ir::module::GlobalKind;
use kiln_isel::{IselCtx, IselError, lower_function, lower_global_data};
use kiln_targets::{DataKind, DataObject, MachFunc};

fn parse(src: &str) -> kiln_ir::Module {
    kiln_ir::parse_module(src.as_bytes()).expect("parse")
}

fn global(m: &kiln_ir::Module, name: &str) -> Result<Option<DataObject>, IselError> {
    lower_global_data(
        m,
        &mut Default::default(),
        &kiln_isel::BlockAddrs::new(m),
        m.global_by_name(name.as_bytes()).expect("global"),
    )
}

fn function(
    m: &kiln_ir::Module,
    name: &str,
) -> Result<MachFunc<kiln_targets::x64::Inst>, IselError> {
    let gv = m.global_by_name(name.as_bytes()).expect("function");
    let GlobalKind::Func(fid) = m.globals[gv].kind else {
        panic!("not a function")
    };
    let mut mf = MachFunc::new();
    lower_function(m, fid, &mut IselCtx::new(), &mut mf)?;
    Ok(mf)
}

fn function_err(m: &kiln_ir::Module, name: &str) -> IselError {
    match function(m, name) {
        Ok(_) => panic!("@{name} lowered without an error"),
        Err(e) => e,
    }
}

fn global_err(src: &str, name: &str) -> IselError {
    global(&parse(src), name).expect_err("an error")
}

#[test]
fn self_containing_struct_is_an_error_at_the_global() {
    let e = global_err(
        "%a = type { i8, %a }\n@g = global %a zeroinitializer\n",
        "g",
    );
    assert!(e.message.contains("type %a contains itself"), "{e}");
    assert!(e.offset.is_some_and(|o| o > 0), "located: {e:?}");
    // Through an array and another struct.
    let e = global_err(
        "%a = type { [2 x %b] }\n%b = type { i32, %a }\n@g = global %b zeroinitializer\n",
        "g",
    );
    assert!(e.message.contains("contains itself"), "{e}");
}

#[test]
fn self_containing_struct_is_an_error_in_a_function() {
    let m = parse(
        "%a = type { %a }\ndefine void @f() {\n  %v = extractvalue %a zeroinitializer, 0\n  ret void\n}\n",
    );
    let e = function_err(&m, "f");
    assert!(e.message.contains("contains itself"), "{e}");
    assert!(e.offset.is_some_and(|o| o > 0), "located: {e:?}");
}

#[test]
fn sizes_past_the_address_space_are_errors() {
    for ty in [
        "[18446744073709551615 x i8]",
        "[4294967296 x [4294967296 x i8]]",
        "{ [281474976710656 x i8], i8 }",
        "<4294967295 x i8388608>",
    ] {
        let e = global_err(&format!("@g = global {ty} zeroinitializer\n"), "g");
        assert!(e.message.contains("larger than 2^48 bytes"), "{ty}: {e}");
    }
}

#[test]
fn exponentially_shared_types_are_laid_out_once_each() {
    // %t69 has 2^70 bytes but only 70 distinct types: laid out in linear
    // time, the size error names the first type past the limit.
    let mut src = String::from("%t0 = type { i8, i8 }\n");
    for k in 1..70 {
        src += &format!("%t{k} = type {{ %t{}, %t{} }}\n", k - 1, k - 1);
    }
    src += "@g = global %t69 zeroinitializer\n@h = global %t40 zeroinitializer\n";
    let m = parse(&src);
    let e = global(&m, "g").expect_err("too large");
    assert!(e.message.contains("type %t48 is larger than 2^48"), "{e}");
    let h = global(&m, "h").unwrap().unwrap();
    assert_eq!((h.size, h.kind), (1 << 41, DataKind::Zero));
}

#[test]
fn deep_type_nesting_is_an_error() {
    let mut ty = String::from("i8");
    for _ in 0..300 {
        ty = format!("[1 x {ty}]");
    }
    let e = global_err(&format!("@g = global {ty} zeroinitializer\n"), "g");
    assert!(e.message.contains("more than 200 levels deep"), "{e}");
    // Within the limit: fine.
    let mut ty = String::from("i8");
    for _ in 0..150 {
        ty = format!("{{ {ty} }}");
    }
    let g = global(&parse(&format!("@g = global {ty} zeroinitializer\n")), "g")
        .unwrap()
        .unwrap();
    assert_eq!(g.size, 1);
}

#[test]
fn huge_zero_globals_are_zero_fill_without_bytes() {
    let m = parse(
        "@a = global [1099511627776 x i8] zeroinitializer
@b = global <4294967295 x i32> zeroinitializer
@c = constant [1099511627776 x i8] zeroinitializer
@t = thread_local global [1099511627776 x i8] undef
@s = global { i32, [1099511627776 x i16], [2 x i8] } { i32 0, [1099511627776 x i16] zeroinitializer, [2 x i8] c\"\\00\\00\" }
@p = global [1099511627776 x ptr] poison
@small = constant [16 x i8] zeroinitializer
",
    );
    let check = |name: &str, size: u64, align: u64, kind: DataKind| {
        let g = global(&m, name).unwrap().unwrap();
        assert_eq!((g.size, g.align, g.kind), (size, align, kind), "@{name}");
        assert!(g.bytes.is_empty() && g.relocs.is_empty(), "@{name}");
    };
    check("a", 1 << 40, 1, DataKind::Zero);
    // 4294967295 lanes of 4 bytes, padded to the natural alignment 2^34.
    check("b", 1 << 34, 1 << 34, DataKind::Zero);
    // Too large to write as read-only bytes: zero fill (writing it is UB).
    check("c", 1 << 40, 1, DataKind::Zero);
    check("t", 1 << 40, 1, DataKind::ThreadZero);
    check("s", 4 + (2 << 40) + 4, 4, DataKind::Zero);
    check("p", 8 << 40, 8, DataKind::Zero);
    // A small read-only zero object keeps its bytes in .rodata.
    let small = global(&m, "small").unwrap().unwrap();
    assert_eq!((small.kind, small.bytes.len()), (DataKind::ReadOnly, 16));
}

#[test]
fn huge_initialised_data_is_an_error() {
    let e = global_err(
        "@g = global { i8, [300000000 x i8] } { i8 1, [300000000 x i8] zeroinitializer }\n",
        "g",
    );
    assert!(
        e.message.contains("larger than kiln's limit of 256 MiB"),
        "{e}"
    );
}

/// A `getelementptr i8` chain `depth` deep over `@x`.
fn gep_chain(depth: usize) -> String {
    let mut c = String::from("@x");
    for _ in 0..depth {
        c = format!("getelementptr (i8, ptr {c}, i64 1)");
    }
    c
}

#[test]
fn deep_constant_expressions_are_errors() {
    let src = format!(
        "@x = global [8 x i8] zeroinitializer\n@g = global ptr {}\ndefine ptr @f() {{\n  ret ptr {}\n}}\n",
        gep_chain(300),
        gep_chain(300)
    );
    let m = parse(&src);
    let e = global(&m, "g").expect_err("too deep");
    assert!(e.message.contains("more than 256 levels deep"), "{e}");
    let e = function_err(&m, "f");
    assert!(e.message.contains("more than 256 levels deep"), "{e}");
    assert!(e.offset.is_some_and(|o| o > 0), "located: {e:?}");
    // 200 levels fold to one relocation with addend 200.
    let m = parse(&format!(
        "@x = global [8 x i8] zeroinitializer\n@g = global ptr {}\n",
        gep_chain(200)
    ));
    let g = global(&m, "g").unwrap().unwrap();
    assert_eq!(g.relocs.len(), 1);
    assert_eq!(g.relocs[0].addend, 200);
}

#[test]
fn exponentially_shared_constant_expressions_are_errors() {
    // c_k = add(c_{k-1}, c_{k-1}) over ptrtoint @x: 60 distinct constants
    // whose tree has 2^60 nodes (only bitcode can deliver this shape).
    let mut m = parse("@x = global i64 0\n@g = global i64 0\n");
    let i64t = m.types.common.i64;
    let x = m.global_by_name(b"x").unwrap();
    let ptr = m.types.common.ptr;
    let gx = m.consts.intern(ConstData::Global { ty: ptr, gv: x });
    let mut c = m.consts.intern(ConstData::Expr {
        ty: i64t,
        op: ExprOp::Cast(kiln_ir::instructions::CastOp::PtrToInt),
        flags: Default::default(),
        inrange: None,
        ops: Box::new([gx]),
    });
    for _ in 0..60 {
        c = m.consts.intern(ConstData::Expr {
            ty: i64t,
            op: ExprOp::Binary(BinaryOp::Sub),
            flags: Default::default(),
            inrange: None,
            ops: Box::new([c, c]),
        });
    }
    let g = m.global_by_name(b"g").unwrap();
    let GlobalKind::Var(var) = &mut m.globals[g].kind else {
        panic!()
    };
    var.init = Some(c);
    let e = global(&m, "g").expect_err("too large");
    assert!(e.message.contains("more than 10000 operations"), "{e}");
}

#[test]
fn huge_allocas_are_allocated_at_run_time() {
    let m = parse(
        "define void @f() {
  %a = alloca [1099511627776 x i8]
  %b = alloca [200000000 x i8]
  %c = alloca [200000000 x i8]
  store volatile i8 1, ptr %a
  store volatile i8 1, ptr %b
  store volatile i8 1, ptr %c
  ret void
}
",
    );
    let mf = function(&m, "f").unwrap();
    // %b fits the 256 MiB of frame slots; %a and %c are dynamic.
    let slots: Vec<_> = mf.slots.values().map(|s| s.size).collect();
    assert_eq!(slots, [200000000], "{slots:?}");
    assert!(mf.frame.dynamic_alloca);
}

#[test]
fn over_aligned_allocas_are_errors() {
    let m = parse("define void @f() {\n  %a = alloca i8, align 4294967296\n  ret void\n}\n");
    let e = function_err(&m, "f");
    assert!(e.message.contains("at most 2^30"), "{e}");
}
