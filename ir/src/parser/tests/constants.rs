//! Every constant form: literals in every syntax, aggregates, global
//! addresses, special constants and constant expressions.

use super::*;
use crate::constants::{BlockName, ExprOp};
use crate::instructions::{BinaryOp, CastOp, FloatPredicate, InstFlags, IntPredicate};

/// The initializer of `@g = global <ty> <val>`.
fn cst(ty_val: &str) -> (Module, Const) {
    let m = parse(&format!("@g = global {ty_val}\n"));
    let c = init(&m, "g");
    (m, c)
}

fn int(ty_val: &str) -> u128 {
    let (m, c) = cst(ty_val);
    int_of(&m, c)
}

fn float(ty_val: &str) -> u128 {
    let (m, c) = cst(ty_val);
    float_of(&m, c)
}

#[test]
fn integers() {
    assert_eq!(int("i32 42"), 42);
    assert_eq!(int("i32 -1"), 0xffff_ffff);
    assert_eq!(int("i8 255"), 255);
    assert_eq!(int("i8 256"), 0, "truncated like LLVM");
    assert_eq!(int("i1 true"), 1);
    assert_eq!(int("i1 false"), 0);
    assert_eq!(int("i64 -9223372036854775808"), 1 << 63);
    assert_eq!(
        int("i128 170141183460469231731687303715884105727"),
        (1 << 127) - 1
    );
    assert_eq!(int("i128 -1"), u128::MAX);
    assert_eq!(int("i37 -1"), (1 << 37) - 1);
    assert_eq!(int("i32 u0xFF"), 0xff);
    assert_eq!(int("i32 s0xFF"), 0xffff_ffff);
    // LLVM sign-extends `s0x` from the active bits: every non-zero one narrower
    // than the type is negative (checked against llvm-as-19/llvm-dis-19).
    assert_eq!(int("i16 s0x7F"), 0xffff);
    assert_eq!(int("i16 s0x0"), 0);
    assert_eq!(int("i64 u0xFFFFFFFFFFFFFFFF"), u64::MAX as u128);
}

#[test]
fn wide_integers_are_big() {
    let (m, c) = cst("i256 -2");
    match m.consts.get(c) {
        ConstData::Int {
            val: IntValue::Big(w),
            ..
        } => assert_eq!(&**w, &[!1u64, !0, !0, !0]),
        d => panic!("{d:?}"),
    }
    let (m, c) = cst("i200 340282366920938463463374607431768211456");
    match m.consts.get(c) {
        ConstData::Int {
            val: IntValue::Big(w),
            ..
        } => assert_eq!(&**w, &[0, 0, 1, 0]),
        d => panic!("{d:?}"),
    }
    let (m, c) = cst("i129 s0x1");
    match m.consts.get(c) {
        ConstData::Int {
            val: IntValue::Big(w),
            ..
        } => assert_eq!(&**w, &[!0, !0, 1]),
        d => panic!("{d:?}"),
    }
}

#[test]
fn floats_in_every_syntax() {
    assert_eq!(float("double 1.5"), 1.5f64.to_bits() as u128);
    assert_eq!(float("double -0.0"), (-0.0f64).to_bits() as u128);
    assert_eq!(float("double 1.0e10"), 1.0e10f64.to_bits() as u128);
    assert_eq!(float("double +2.5E-3"), 2.5e-3f64.to_bits() as u128);
    assert_eq!(float("double 0x7FF8000000000000"), 0x7ff8_0000_0000_0000);
    assert_eq!(float("float 0.5"), 0x3f00_0000);
    assert_eq!(float("float 0x3FB99999A0000000"), 0x3dcc_cccd);
    assert_eq!(float("float 0x7FF0000000000000"), 0x7f80_0000);
    assert_eq!(float("half 1.0"), 0x3c00);
    assert_eq!(float("half 0xH7E00"), 0x7e00);
    assert_eq!(float("bfloat 1.0"), 0x3f80);
    assert_eq!(float("bfloat 0xR3F80"), 0x3f80);
    assert_eq!(
        float("x86_fp80 0xK3FFF8000000000000000"),
        0x3fff_8000_0000_0000_0000
    );
    assert_eq!(
        float("fp128 0xL00000000000000003FFF000000000000"),
        0x3fff << 112
    );
    assert_eq!(
        float("ppc_fp128 0xM3FF00000000000000000000000000000"),
        0x3ff0_0000_0000_0000
    );
}

#[test]
fn float_literals_must_fit_their_type() {
    assert_eq!(
        err("@g = global float 0.1\n"),
        (1, 19, "floating point constant invalid for type".into())
    );
    assert_eq!(
        err("@g = global half 1.0e10\n"),
        (1, 18, "floating point constant invalid for type".into())
    );
    assert_eq!(
        err("@g = global i32 1.0\n"),
        (1, 17, "floating point constant invalid for type".into())
    );
    assert_eq!(
        err("@g = global float 0xH3C00\n"),
        (
            1,
            19,
            "floating point constant does not have type 'float'".into()
        )
    );
    // LLVM's lexer reads decimal and `0x` literals as doubles, which only
    // the IEEE formats up to double accept.
    assert_eq!(
        err("@g = global x86_fp80 1.5\n"),
        (
            1,
            22,
            "floating point constant does not have type 'x86_fp80'".into()
        )
    );
    assert_eq!(
        err("@g = global x86_fp80 0x3FF0000000000000\n"),
        (
            1,
            22,
            "floating point constant does not have type 'x86_fp80'".into()
        )
    );
    assert_eq!(
        err("@g = global fp128 2.0\n"),
        (
            1,
            19,
            "floating point constant does not have type 'fp128'".into()
        )
    );
    assert_eq!(
        err("@g = global ppc_fp128 1.0\n"),
        (
            1,
            23,
            "floating point constant does not have type 'ppc_fp128'".into()
        )
    );
    assert_eq!(
        err("@g = global double 1\n"),
        (1, 20, "integer constant must have integer type".into())
    );
}

#[test]
fn special_constants() {
    let (m, c) = cst("ptr null");
    assert!(matches!(m.consts.get(c), ConstData::Null(_)));
    let (m, c) = cst("i32 undef");
    assert!(matches!(m.consts.get(c), ConstData::Undef(_)));
    let (m, c) = cst("<2 x i8> poison");
    assert!(matches!(m.consts.get(c), ConstData::Poison(_)));
    let (m, c) = cst("{ i32, [2 x ptr] } zeroinitializer");
    assert!(matches!(m.consts.get(c), ConstData::Zero(_)));
    let (m, c) = cst("target(\"spirv.Event\") zeroinitializer");
    assert!(matches!(m.consts.get(c), ConstData::Zero(_)));
    let m = parse("define void @f() {\n  %p = cleanuppad within none []\n  ret void\n}\n");
    let f = body(&m, "f");
    let InstData::CleanupPad { args } = insts(&m, "f")[0].1 else {
        panic!()
    };
    let parent = f.values_of(*args)[0];
    assert!(matches!(m.consts.get(vconst(f, parent)), ConstData::None));
}

#[test]
fn aggregates() {
    let (m, c) = cst("{ i32, i8 } { i32 1, i8 2 }");
    let ConstData::Struct { elems, .. } = m.consts.get(c) else {
        panic!()
    };
    assert_eq!(int_of(&m, elems[0]), 1);
    assert_eq!(int_of(&m, elems[1]), 2);
    let (m, c) = cst("<{ i8, i32 }> <{ i8 1, i32 2 }>");
    assert!(matches!(m.consts.get(c), ConstData::Struct { .. }));
    let (m, c) = cst("[3 x i16] [i16 1, i16 2, i16 3]");
    let ConstData::Array { elems, .. } = m.consts.get(c) else {
        panic!()
    };
    assert_eq!(elems.len(), 3);
    let (m, c) = cst("[0 x i8] []");
    assert!(matches!(m.consts.get(c), ConstData::Array { elems, .. } if elems.is_empty()));
    let (m, c) = cst("<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>");
    assert!(matches!(m.consts.get(c), ConstData::Vector { elems, .. } if elems.len() == 4));
    let (m, c) = cst("[6 x i8] c\"hi\\0A\\\\\\22\\00\"");
    let ConstData::Bytes { data, .. } = m.consts.get(c) else {
        panic!()
    };
    assert_eq!(&**data, b"hi\n\\\"\0");
    let (m, c) = cst("<4 x i32> splat (i32 7)");
    let ConstData::Splat { elem, .. } = m.consts.get(c) else {
        panic!()
    };
    assert_eq!(int_of(&m, *elem), 7);
}

#[test]
fn aggregate_mismatches() {
    assert_eq!(
        err("@g = global [2 x i32] [i32 1, i64 2]\n"),
        (1, 24, "array element #1 is not of type 'i32".into())
    );
    assert_eq!(
        err("@g = global [2 x i32] [i32 1]\n"),
        (
            1,
            23,
            "constant expression type mismatch: got type '[1 x i32]' but expected '[2 x i32]'"
                .into()
        )
    );
    assert_eq!(
        err("@g = global { i32 } { i32 1, i32 2 }\n"),
        (
            1,
            21,
            "initializer with struct type has wrong # elements".into()
        )
    );
    assert_eq!(
        err("@g = global { i32 } { i64 1 }\n"),
        (
            1,
            21,
            "element 0 of struct initializer doesn't match struct element type".into()
        )
    );
    assert_eq!(
        err("@g = global [3 x i8] c\"ab\"\n"),
        (
            1,
            22,
            "constant expression type mismatch: got type '[2 x i8]' but expected '[3 x i8]'".into()
        )
    );
    assert_eq!(
        err("@g = global <2 x i8> <i8 1, i8 2, i8 3>\n"),
        (
            1,
            22,
            "constant expression type mismatch: got type '<3 x i8>' but expected '<2 x i8>'".into()
        )
    );
}

#[test]
fn global_addresses_and_friends() {
    let m = parse(
        "@a = global i32 0\n@p = global ptr @a\n@q = global ptr addrspace(1) @b\n@b = addrspace(1) global i8 0\n\
         @e = global ptr dso_local_equivalent @f\n@n = global ptr no_cfi @f\n\
         @ba = global ptr blockaddress(@f, %bb)\n@bn = global ptr blockaddress(@f, %1)\n\
         @pa = global ptr ptrauth (ptr @f, i32 0, i64 1, ptr @a)\n\
         define void @f() {\nbb:\n  br label %1\n1:\n  ret void\n}\n",
    );
    let ConstData::Global { gv: g, .. } = m.consts.get(init(&m, "p")) else {
        panic!()
    };
    assert_eq!(*g, gv(&m, "a"));
    let ConstData::Global { gv: g, .. } = m.consts.get(init(&m, "q")) else {
        panic!()
    };
    assert_eq!(*g, gv(&m, "b"));
    assert!(matches!(
        m.consts.get(init(&m, "e")),
        ConstData::DsoLocalEquivalent { .. }
    ));
    assert!(matches!(
        m.consts.get(init(&m, "n")),
        ConstData::NoCfi { .. }
    ));
    let ConstData::BlockAddress { func, block, .. } = m.consts.get(init(&m, "ba")) else {
        panic!()
    };
    assert_eq!(*func, gv(&m, "f"));
    assert!(matches!(block, BlockName::Named(s) if m.symbols.get(*s) == b"bb"));
    assert!(matches!(
        m.consts.get(init(&m, "bn")),
        ConstData::BlockAddress {
            block: BlockName::Numbered(1),
            ..
        }
    ));
    assert!(
        matches!(m.consts.get(init(&m, "pa")), ConstData::PtrAuth { ops, .. } if ops.len() == 4)
    );
}

#[test]
fn globals_are_in_definition_order_despite_forward_references() {
    let m = parse("@a = global ptr @c\n@b = global ptr @a\ndeclare void @c()\n");
    let names: Vec<_> = m
        .globals
        .values()
        .map(|g| m.symbols.get_str(g.name.unwrap()).into_owned())
        .collect();
    assert_eq!(names, ["a", "b", "c"]);
    let ConstData::Global { gv: g, .. } = m.consts.get(init(&m, "a")) else {
        panic!()
    };
    assert_eq!(*g, gv(&m, "c"));
    assert_eq!(m.global_names.len(), 3);
}

/// The expression behind `@g`.
fn expr(src: &str) -> (Module, ExprOp, InstFlags, Option<(i64, i64)>, Vec<Const>) {
    let m = parse(src);
    let c = init(&m, "g");
    let ConstData::Expr {
        op,
        flags,
        inrange,
        ops,
        ..
    } = m.consts.get(c).clone()
    else {
        panic!("{:?}", m.consts.get(c))
    };
    (m, op, flags, inrange, ops.to_vec())
}

#[test]
fn cast_expressions() {
    let cases = [
        ("i32 trunc (i64 1 to i32)", CastOp::Trunc),
        ("i64 zext (i32 1 to i64)", CastOp::ZExt),
        ("i64 sext (i32 1 to i64)", CastOp::SExt),
        ("float fptrunc (double 1.0 to float)", CastOp::FpTrunc),
        ("double fpext (float 1.0 to double)", CastOp::FpExt),
        ("i32 fptoui (float 1.0 to i32)", CastOp::FpToUi),
        ("i32 fptosi (float 1.0 to i32)", CastOp::FpToSi),
        ("float uitofp (i32 1 to float)", CastOp::UiToFp),
        ("float sitofp (i32 1 to float)", CastOp::SiToFp),
        ("i64 ptrtoint (ptr @a to i64)", CastOp::PtrToInt),
        ("ptr inttoptr (i64 8 to ptr)", CastOp::IntToPtr),
        ("ptr bitcast (ptr @a to ptr)", CastOp::Bitcast),
        ("<2 x i32> bitcast (i64 1 to <2 x i32>)", CastOp::Bitcast),
        (
            "ptr addrspace(1) addrspacecast (ptr @a to ptr addrspace(1))",
            CastOp::AddrSpaceCast,
        ),
    ];
    for (src, want) in cases {
        let (_, op, ..) = expr(&format!("@a = global i8 0\n@g = global {src}\n"));
        assert_eq!(op, ExprOp::Cast(want), "{src}");
    }
    assert_eq!(
        err("@g = global ptr bitcast (i32 1 to ptr)\n"),
        (
            1,
            17,
            "invalid cast opcode for cast from 'i32' to 'ptr'".into()
        )
    );
}

#[test]
fn binary_expressions_with_flags() {
    let (m, op, flags, _, ops) = expr(
        "@a = global i8 0\n@g = global i64 add nuw nsw (i64 ptrtoint (ptr @a to i64), i64 8)\n",
    );
    assert_eq!(op, ExprOp::Binary(BinaryOp::Add));
    assert!(flags.has(InstFlags::NUW) && flags.has(InstFlags::NSW));
    assert_eq!(int_of(&m, ops[1]), 8);
    for (o, b) in [
        ("sub", BinaryOp::Sub),
        ("mul", BinaryOp::Mul),
        ("shl", BinaryOp::Shl),
        ("xor", BinaryOp::Xor),
        ("and", BinaryOp::And),
        ("or", BinaryOp::Or),
        ("lshr", BinaryOp::LShr),
        ("ashr", BinaryOp::AShr),
    ] {
        let (_, op, ..) = expr(&format!("@g = global i32 {o} (i32 6, i32 2)\n"));
        assert_eq!(op, ExprOp::Binary(b));
    }
    let (_, op, ..) = expr("@g = global float fadd (float 1.0, float 2.0)\n");
    assert_eq!(op, ExprOp::Binary(BinaryOp::FAdd));
}

#[test]
fn gep_expressions() {
    let (m, op, flags, inrange, ops) = expr(
        "@a = global [4 x i32] zeroinitializer\n@g = global ptr getelementptr inbounds nuw ([4 x i32], ptr @a, i64 0, i64 2)\n",
    );
    assert!(matches!(op, ExprOp::Gep(t) if tn(&m, t) == "[4 x i32]"));
    assert!(flags.has(InstFlags::INBOUNDS) && flags.has(InstFlags::NUW));
    assert_eq!(inrange, None);
    assert_eq!(ops.len(), 3);
    let (_, _, flags, inrange, _) = expr(
        "@vt = global { [3 x ptr] } zeroinitializer\n@g = global ptr getelementptr inbounds nusw inrange(-8, 16) ({ [3 x ptr] }, ptr @vt, i32 0, i32 0, i32 2)\n",
    );
    assert!(flags.has(InstFlags::NUSW));
    assert_eq!(inrange, Some((-8, 16)));
    // Typed-pointer era form.
    let (m, _, _, _, ops) = expr(
        "@s = global [3 x i8] c\"ab\\00\"\n@g = global i8* getelementptr ([3 x i8], [3 x i8]* @s, i32 0, i32 0)\n",
    );
    assert_eq!(
        tn(&m, m.consts.type_of(ops[0], m.types.common.token)),
        "ptr"
    );
    assert_eq!(
        err(
            "@s = global {i32} zeroinitializer\n@g = global ptr getelementptr ({i32}, ptr @s, i32 0, i32 1)\n"
        ),
        (2, 39, "invalid getelementptr indices".into())
    );
}

#[test]
fn vector_and_aggregate_expressions() {
    let (_, op, ..) = expr("@g = global i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 1)\n");
    assert_eq!(op, ExprOp::ExtractElement);
    let (_, op, ..) =
        expr("@g = global <2 x i32> insertelement (<2 x i32> zeroinitializer, i32 5, i32 0)\n");
    assert_eq!(op, ExprOp::InsertElement);
    let (m, op, ..) = expr(
        "@g = global <4 x i32> shufflevector (<2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>)\n",
    );
    assert_eq!(op, ExprOp::ShuffleVector);
    assert_eq!(
        tn(&m, m.consts.type_of(init(&m, "g"), m.types.common.token)),
        "<4 x i32>"
    );
    let (_, op, ..) = expr("@a = global i8 0\n@g = global i1 icmp eq (ptr @a, ptr null)\n");
    assert_eq!(op, ExprOp::ICmp(IntPredicate::Eq));
    let (_, op, ..) = expr(
        "@g = global <2 x i1> fcmp olt (<2 x float> zeroinitializer, <2 x float> zeroinitializer)\n",
    );
    assert_eq!(op, ExprOp::FCmp(FloatPredicate::Olt));
    let (_, op, ..) = expr("@g = global i32 select (i1 true, i32 1, i32 2)\n");
    assert_eq!(op, ExprOp::Select);
    let (m, op, _, _, ops) =
        expr("@g = global i8 extractvalue ({ i32, [2 x i8] } zeroinitializer, 1, 0)\n");
    assert_eq!(op, ExprOp::ExtractValue);
    assert_eq!((int_of(&m, ops[1]), int_of(&m, ops[2])), (1, 0));
    let (_, op, ..) = expr("@g = global { i32 } insertvalue ({ i32 } zeroinitializer, i32 3, 0)\n");
    assert_eq!(op, ExprOp::InsertValue);
}

#[test]
fn constants_are_interned_and_deduplicated_per_function() {
    let m = parse(
        "define i32 @f(i32 %x) {\n  %a = add i32 %x, 7\n  %b = add i32 %a, 7\n  ret i32 %b\n}\n@g = global i32 7\n",
    );
    let f = body(&m, "f");
    let ops: Vec<Value> = insts(&m, "f")
        .iter()
        .filter_map(|(_, d)| match d {
            InstData::Binary { args, .. } => Some(args[1]),
            _ => None,
        })
        .collect();
    assert_eq!(ops[0], ops[1], "one value per constant per function");
    assert_eq!(vconst(f, ops[0]), init(&m, "g"), "one constant per module");
}
