//! Every instruction of the LangRef with its flags, plus values, blocks,
//! forward references, numbering and source offsets.

use super::*;
use crate::function::{CallKind, Clause, MdOperand};
use crate::instructions::{
    Align, BinaryOp, CastOp, FastMath, FloatPredicate, InstFlags, IntPredicate, Ordering, RmwOp,
    SyncScope, TailKind,
};
use crate::module::CallConv;

/// The first instruction of `@f` built from `params` and `body`.
fn first(params: &str, body_src: &str) -> (Module, InstData) {
    let m = parse(&in_fn(params, body_src));
    let d = *insts(&m, "f")[0].1;
    (m, d)
}

#[test]
fn binary_operators_and_flags() {
    let ops = [
        ("add", BinaryOp::Add),
        ("sub", BinaryOp::Sub),
        ("mul", BinaryOp::Mul),
        ("udiv", BinaryOp::UDiv),
        ("sdiv", BinaryOp::SDiv),
        ("urem", BinaryOp::URem),
        ("srem", BinaryOp::SRem),
        ("shl", BinaryOp::Shl),
        ("lshr", BinaryOp::LShr),
        ("ashr", BinaryOp::AShr),
        ("and", BinaryOp::And),
        ("or", BinaryOp::Or),
        ("xor", BinaryOp::Xor),
    ];
    for (name, op) in ops {
        let (_, d) = first("i32 %a", &format!("  %r = {name} i32 %a, 1"));
        assert!(
            matches!(d, InstData::Binary { op: o, .. } if o == op),
            "{name}"
        );
    }
    for (name, op) in [
        ("fadd", BinaryOp::FAdd),
        ("fsub", BinaryOp::FSub),
        ("fmul", BinaryOp::FMul),
        ("fdiv", BinaryOp::FDiv),
        ("frem", BinaryOp::FRem),
    ] {
        let (_, d) = first("double %a", &format!("  %r = {name} double %a, 1.0"));
        assert!(
            matches!(d, InstData::Binary { op: o, .. } if o == op),
            "{name}"
        );
    }
    let (_, d) = first("i32 %a", "  %r = add nuw nsw i32 %a, 1");
    let InstData::Binary { flags, .. } = d else {
        panic!()
    };
    assert_eq!(flags.0, InstFlags::NUW | InstFlags::NSW);
    let (_, d) = first("i32 %a", "  %r = sdiv exact i32 %a, 2");
    assert!(matches!(d, InstData::Binary { flags, .. } if flags.0 == InstFlags::EXACT));
    let (_, d) = first("i32 %a", "  %r = or disjoint i32 %a, 2");
    assert!(matches!(d, InstData::Binary { flags, .. } if flags.0 == InstFlags::DISJOINT));
    let (_, d) = first(
        "<2 x float> %a",
        "  %r = fmul nnan ninf nsz arcp contract afn reassoc <2 x float> %a, %a",
    );
    assert!(matches!(d, InstData::Binary { fmf, .. } if fmf.0 == FastMath::FAST));
    let (_, d) = first("float %a", "  %r = fneg fast float %a");
    assert!(matches!(d, InstData::FNeg { fmf, .. } if fmf.0 == FastMath::FAST));
    // Flags of other operators end the flag list.
    assert_eq!(
        err(&in_fn("i32 %a", "  %r = sdiv nuw i32 %a, 2")),
        (2, 13, "expected type".into())
    );
}

#[test]
fn casts_and_their_flags() {
    let cases = [
        (
            "trunc nuw nsw i64 %a to i32",
            "i64 %a",
            CastOp::Trunc,
            InstFlags::NUW | InstFlags::NSW,
        ),
        (
            "zext nneg i32 %a to i64",
            "i32 %a",
            CastOp::ZExt,
            InstFlags::NNEG,
        ),
        ("sext i8 %a to i32", "i8 %a", CastOp::SExt, 0),
        (
            "fptrunc double %a to float",
            "double %a",
            CastOp::FpTrunc,
            0,
        ),
        ("fpext float %a to x86_fp80", "float %a", CastOp::FpExt, 0),
        ("fptoui double %a to i32", "double %a", CastOp::FpToUi, 0),
        ("fptosi double %a to i32", "double %a", CastOp::FpToSi, 0),
        (
            "uitofp nneg i32 %a to half",
            "i32 %a",
            CastOp::UiToFp,
            InstFlags::NNEG,
        ),
        ("sitofp i32 %a to bfloat", "i32 %a", CastOp::SiToFp, 0),
        ("ptrtoint ptr %a to i64", "ptr %a", CastOp::PtrToInt, 0),
        ("inttoptr i64 %a to ptr", "i64 %a", CastOp::IntToPtr, 0),
        (
            "bitcast <2 x i32> %a to i64",
            "<2 x i32> %a",
            CastOp::Bitcast,
            0,
        ),
        (
            "addrspacecast ptr %a to ptr addrspace(5)",
            "ptr %a",
            CastOp::AddrSpaceCast,
            0,
        ),
    ];
    for (src, params, op, fl) in cases {
        let (_, d) = first(params, &format!("  %r = {src}"));
        assert!(
            matches!(d, InstData::Cast { op: o, flags, .. } if o == op && flags.0 == fl),
            "{src}"
        );
    }
    // Fast-math flags on casts are LLVM 20 syntax; LLVM 19 expects a type.
    assert_eq!(
        err(&in_fn(
            "double %a",
            "  %r = fptrunc nnan double %a to float"
        )),
        (2, 16, "expected type".into())
    );
    assert_eq!(
        err(&in_fn("i32 %a", "  %r = inttoptr i32 %a to i32")),
        (
            2,
            17,
            "invalid cast opcode for cast from 'i32' to 'i32'".into()
        )
    );
}

#[test]
fn comparisons_select_freeze() {
    let (m, d) = first("i32 %a", "  %r = icmp samesign ult i32 %a, 3");
    assert!(
        matches!(d, InstData::ICmp { pred: IntPredicate::Ult, flags, .. } if flags.0 == InstFlags::SAMESIGN)
    );
    let f = body(&m, "f");
    assert_eq!(
        vty(&m, f, f.inst_result(insts(&m, "f")[0].0).unwrap()),
        "i1"
    );
    for p in IntPredicate::ALL {
        first("ptr %a", &format!("  %r = icmp {} ptr %a, null", p.name()));
    }
    for p in FloatPredicate::ALL {
        let (_, d) = first(
            "double %a",
            &format!("  %r = fcmp fast {} double %a, 0.0", p.name()),
        );
        assert!(matches!(d, InstData::FCmp { pred, .. } if pred == *p));
    }
    let (m, _) = first(
        "<4 x i32> %a",
        "  %r = icmp eq <4 x i32> %a, zeroinitializer",
    );
    let f = body(&m, "f");
    assert_eq!(
        vty(&m, f, f.inst_result(insts(&m, "f")[0].0).unwrap()),
        "<4 x i1>"
    );
    let (_, d) = first(
        "i1 %c, float %a",
        "  %r = select nnan i1 %c, float %a, float 1.0",
    );
    assert!(matches!(d, InstData::Select { fmf, .. } if fmf.0 == FastMath::NNAN));
    let (_, d) = first("i32 %a", "  %r = freeze i32 %a");
    assert!(matches!(d, InstData::Freeze { .. }));
}

#[test]
fn terminators() {
    let m = parse(
        "define i32 @f(i32 %x, ptr %a) {\nentry:\n  switch i32 %x, label %d [\n    i32 0, label %one\n    i32 7, label %two\n  ]\n\
         one:\n  br i1 true, label %two, label %d\ntwo:\n  indirectbr ptr %a, [label %one, label %d]\n\
         d:\n  br label %u\nu:\n  unreachable\n}\n",
    );
    let f = body(&m, "f");
    let all = insts(&m, "f");
    let InstData::Switch { data } = all[0].1 else {
        panic!()
    };
    let sw = &f.switches[*data];
    assert_eq!(sw.cases.len(), 2);
    assert_eq!(int_of(&m, sw.cases[1].0), 7);
    assert!(matches!(all[1].1, InstData::CondBr { .. }));
    let InstData::IndirectBr { dests, .. } = all[2].1 else {
        panic!()
    };
    assert_eq!(f.blocks_of(*dests).len(), 2);
    assert!(matches!(all[3].1, InstData::Br { .. }));
    assert!(matches!(all[4].1, InstData::Unreachable));
    let m = parse("define i32 @g() {\n  ret i32 5\n}\ndefine void @h() {\n  ret void\n}\n");
    assert!(matches!(insts(&m, "g")[0].1, InstData::Ret { arg } if arg.is_some()));
    assert!(matches!(insts(&m, "h")[0].1, InstData::Ret { arg } if arg.is_none()));
    assert_eq!(
        err(&in_fn(
            "",
            "  switch i32 0, label %x [ i32 1, label %x\n i32 1, label %x ]\nx:"
        )),
        (3, 2, "duplicate case value in switch".into())
    );
}

#[test]
fn memory_instructions() {
    let (m, d) = first(
        "i32 %n",
        "  %p = alloca inalloca swifterror i32, i32 %n, align 16, addrspace(5)",
    );
    let InstData::Alloca {
        flags,
        align,
        count,
        ..
    } = d
    else {
        panic!()
    };
    assert_eq!(flags.0, InstFlags::INALLOCA | InstFlags::SWIFTERROR);
    assert_eq!(align.bytes(), Some(16));
    assert!(count.is_some());
    let f = body(&m, "f");
    assert_eq!(
        vty(&m, f, f.inst_result(insts(&m, "f")[0].0).unwrap()),
        "ptr addrspace(5)"
    );
    let (_, d) = first("ptr %p", "  %v = load volatile i64, ptr %p, align 8");
    assert!(
        matches!(d, InstData::Load { flags, align, ordering: Ordering::NotAtomic, .. } if flags.has(InstFlags::VOLATILE) && align == Align(3))
    );
    let (m, d) = first(
        "ptr %p",
        "  %v = load atomic volatile i32, ptr %p syncscope(\"agent\") acquire, align 4",
    );
    assert!(matches!(
        d,
        InstData::Load {
            ordering: Ordering::Acquire,
            scope: SyncScope(2),
            ..
        }
    ));
    assert_eq!(m.symbols.get(m.sync_scopes[0]), b"agent");
    let (_, d) = first(
        "ptr %p",
        "  store atomic i32 1, ptr %p syncscope(\"singlethread\") release, align 4",
    );
    assert!(matches!(
        d,
        InstData::Store {
            ordering: Ordering::Release,
            scope: SyncScope::SINGLE_THREAD,
            ..
        }
    ));
    let (_, d) = first("", "  fence syncscope(\"singlethread\") seq_cst");
    assert!(matches!(
        d,
        InstData::Fence {
            ordering: Ordering::SeqCst,
            scope: SyncScope::SINGLE_THREAD
        }
    ));
    let (m, d) = first(
        "ptr %p",
        "  %r = cmpxchg weak volatile ptr %p, i32 0, i32 1 acq_rel monotonic, align 4",
    );
    let InstData::CmpXchg {
        flags, orderings, ..
    } = d
    else {
        panic!()
    };
    assert_eq!(flags.0, InstFlags::WEAK | InstFlags::VOLATILE);
    assert_eq!(orderings, [Ordering::AcqRel, Ordering::Monotonic]);
    let f = body(&m, "f");
    assert_eq!(
        vty(&m, f, f.inst_result(insts(&m, "f")[0].0).unwrap()),
        "{ i32, i1 }"
    );
    for op in RmwOp::ALL {
        let (ty, v) = if matches!(op, RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin) {
            ("float", "1.0")
        } else {
            ("i32", "1")
        };
        let (_, d) = first(
            "ptr %p",
            &format!(
                "  %r = atomicrmw volatile {} ptr %p, {ty} {v} monotonic, align 4",
                op.name()
            ),
        );
        assert!(matches!(d, InstData::AtomicRmw { op: o, .. } if o == *op));
    }
}

#[test]
fn getelementptr() {
    let (m, d) = first(
        "ptr %p, i64 %i",
        "  %q = getelementptr inbounds nuw { i32, [4 x i8] }, ptr %p, i64 %i, i32 1, i64 2",
    );
    let InstData::Gep {
        flags,
        source_ty,
        args,
    } = d
    else {
        panic!()
    };
    assert_eq!(flags.0, InstFlags::INBOUNDS | InstFlags::NUW);
    assert_eq!(tn(&m, source_ty), "{ i32, [4 x i8] }");
    assert_eq!(body(&m, "f").values_of(args).len(), 4);
    let (m, d) = first(
        "<2 x ptr> %p",
        "  %q = getelementptr nusw i8, <2 x ptr> %p, i64 1",
    );
    assert!(matches!(d, InstData::Gep { flags, .. } if flags.0 == InstFlags::NUSW));
    let f = body(&m, "f");
    assert_eq!(
        vty(&m, f, f.inst_result(insts(&m, "f")[0].0).unwrap()),
        "<2 x ptr>"
    );
    let (m, _) = first(
        "ptr %p, <4 x i64> %i",
        "  %q = getelementptr i32, ptr %p, <4 x i64> %i",
    );
    let f = body(&m, "f");
    assert_eq!(
        vty(&m, f, f.inst_result(insts(&m, "f")[0].0).unwrap()),
        "<4 x ptr>"
    );
}

#[test]
fn vector_and_aggregate_instructions() {
    let (m, d) = first("<4 x i32> %v", "  %e = extractelement <4 x i32> %v, i64 1");
    assert!(matches!(d, InstData::ExtractElement { .. }));
    let f = body(&m, "f");
    assert_eq!(
        vty(&m, f, f.inst_result(insts(&m, "f")[0].0).unwrap()),
        "i32"
    );
    let (_, d) = first(
        "<4 x i32> %v",
        "  %e = insertelement <4 x i32> %v, i32 1, i32 0",
    );
    assert!(matches!(d, InstData::InsertElement { .. }));
    let (m, d) = first(
        "<2 x float> %v",
        "  %s = shufflevector <2 x float> %v, <2 x float> poison, <3 x i32> <i32 1, i32 0, i32 poison>",
    );
    assert!(matches!(d, InstData::ShuffleVector { .. }));
    let f = body(&m, "f");
    assert_eq!(
        vty(&m, f, f.inst_result(insts(&m, "f")[0].0).unwrap()),
        "<3 x float>"
    );
    let (m, d) = first(
        "{ i32, { i8, ptr } } %a",
        "  %x = extractvalue { i32, { i8, ptr } } %a, 1, 1",
    );
    let InstData::ExtractValue { indices, .. } = d else {
        panic!()
    };
    let f = body(&m, "f");
    assert_eq!(f.indices(indices), &[1, 1]);
    assert_eq!(
        vty(&m, f, f.inst_result(insts(&m, "f")[0].0).unwrap()),
        "ptr"
    );
    let (m, d) = first("[2 x i8] %a", "  %x = insertvalue [2 x i8] %a, i8 3, 1");
    let InstData::InsertValue { indices, .. } = d else {
        panic!()
    };
    assert_eq!(body(&m, "f").indices(indices), &[1]);
}

#[test]
fn phi_with_forward_references() {
    let m = parse(
        "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %j\nb:\n  br label %j\n\
         j:\n  %p = phi fast float [ 1.0, %a ], [ %q, %b ]\n  %q = fadd float %p, 1.0\n  %r = phi i32 [0, %a], [1, %b]\n  ret i32 %r\n}\n",
    );
    let f = body(&m, "f");
    let all = insts(&m, "f");
    let InstData::Phi { fmf, args, blocks } = all[3].1 else {
        panic!()
    };
    assert_eq!(fmf.0, FastMath::FAST);
    assert_eq!(f.values_of(*args).len(), 2);
    assert_eq!(f.blocks_of(*blocks).len(), 2);
    // The forward-referenced %q is the fadd's result.
    assert_eq!(f.values_of(*args)[1], f.inst_result(all[4].0).unwrap());
    assert_eq!(
        f.values[f.values_of(*args)[1]].def,
        ValueDef::Inst(all[4].0)
    );
}

#[test]
fn calls() {
    let m = parse(
        "declare i32 @g(i32, ...)\ndeclare void @v()\n\
         define void @f(ptr %fp) {\n  %a = tail call fastcc noundef i32 (i32, ...) @g(i32 noundef zeroext 1, ptr byval(i32) align 4 null) #0 [ \"deopt\"(i32 1), \"funclet\"(token none) ]\n\
           musttail call void @v()\n  notail call cc 42 void %fp() nounwind \"x\"=\"y\"\n  %b = call fast double @llvm.sqrt.f64(double 2.0)\n\
           call void asm sideeffect alignstack inteldialect unwind \"nop\", \"~{dirflag}\"()\n  call addrspace(0) void @v()\n  ret void\n}\n\
         declare double @llvm.sqrt.f64(double)\nattributes #0 = { nounwind \"frame-pointer\"=\"all\" }\n",
    );
    let f = body(&m, "f");
    let all = insts(&m, "f");
    let InstData::Call { call } = all[0].1 else {
        panic!()
    };
    let c = &f.calls[*call];
    assert_eq!(c.tail, TailKind::Tail);
    assert_eq!(c.cc, CallConv::FAST);
    assert_eq!(tn(&m, c.fn_ty), "i32 (i32, ...)");
    assert_eq!(f.values_of(c.args).len(), 2);
    assert_eq!(c.bundles.len(), 2);
    assert_eq!(m.symbols.get(c.bundles[0].tag), b"deopt");
    assert_eq!(
        m.attrs.get(c.attrs.func).len(),
        2,
        "group #0 resolved on the call site"
    );
    assert_eq!(m.attrs.get(c.attrs.param(0)).len(), 2);
    assert!(!c.attrs.ret.is_empty());
    let InstData::Call { call } = all[1].1 else {
        panic!()
    };
    assert_eq!(f.calls[*call].tail, TailKind::MustTail);
    let InstData::Call { call } = all[2].1 else {
        panic!()
    };
    let c = &f.calls[*call];
    assert_eq!((c.tail, c.cc), (TailKind::NoTail, CallConv(42)));
    assert_eq!(tn(&m, c.fn_ty), "void ()");
    let InstData::Call { call } = all[3].1 else {
        panic!()
    };
    assert_eq!(f.calls[*call].fmf.0, FastMath::FAST);
    let InstData::Call { call } = all[4].1 else {
        panic!()
    };
    let callee = f.calls[*call].callee;
    let ValueDef::InlineAsm(i) = f.values[callee].def else {
        panic!()
    };
    let asm = &f.inline_asms[i as usize];
    assert!(asm.side_effect && asm.align_stack && asm.intel_dialect && asm.can_unwind);
    assert_eq!(&*asm.constraints, b"~{dirflag}");
    let InstData::Call { call } = all[5].1 else {
        panic!()
    };
    assert_eq!(f.calls[*call].addrspace, Some(0));
}

#[test]
fn invoke_callbr_and_eh_pads() {
    let m = parse(
        "declare void @g()\ndeclare i32 @__gxx_personality_v0(...)\n\
         define void @f() personality ptr @__gxx_personality_v0 {\nentry:\n  invoke void @g() to label %ok unwind label %lp\n\
         ok:\n  callbr void asm \"\", \"!i\"() to label %done [label %lp2]\n\
         lp:\n  %l = landingpad { ptr, i32 } cleanup catch ptr null filter [1 x ptr] [ptr null]\n  resume { ptr, i32 } %l\n\
         lp2:\n  br label %done\ndone:\n  ret void\n}\n",
    );
    let f = body(&m, "f");
    let all = insts(&m, "f");
    let InstData::Invoke { call } = all[0].1 else {
        panic!()
    };
    assert!(matches!(f.calls[*call].kind, CallKind::Invoke { .. }));
    let InstData::CallBr { call } = all[1].1 else {
        panic!()
    };
    assert!(
        matches!(&f.calls[*call].kind, CallKind::CallBr { indirect, .. } if indirect.len() == 1)
    );
    let InstData::LandingPad { data } = all[2].1 else {
        panic!()
    };
    let lp = &f.landing_pads[*data];
    assert!(lp.cleanup);
    assert!(matches!(
        &*lp.clauses,
        [Clause::Catch(_), Clause::Filter(_)]
    ));
    assert!(matches!(all[3].1, InstData::Resume { .. }));
    assert!(m.func_of(gv(&m, "f")).unwrap().personality.is_some());

    let m = parse(
        "declare void @g()\ndefine void @f() personality ptr @p {\nentry:\n  invoke void @g() to label %ok unwind label %cs\n\
         cs:\n  %s = catchswitch within none [label %h] unwind to caller\nh:\n  %c = catchpad within %s [ptr null, i32 64, ptr null]\n\
           catchret from %c to label %ok\nok:\n  invoke void @g() to label %done unwind label %cl\n\
         cl:\n  %cp = cleanuppad within none []\n  cleanupret from %cp unwind to caller\ndone:\n  ret void\n}\ndeclare i32 @p(...)\n",
    );
    let f = body(&m, "f");
    let all = insts(&m, "f");
    let InstData::CatchSwitch { data } = all[1].1 else {
        panic!()
    };
    assert!(f.catch_switches[*data].unwind.is_none());
    let InstData::CatchPad { args } = all[2].1 else {
        panic!()
    };
    assert_eq!(f.values_of(*args).len(), 4);
    assert!(matches!(all[3].1, InstData::CatchRet { .. }));
    assert!(matches!(all[6].1, InstData::CleanupRet { unwind, .. } if unwind.is_none()));
}

#[test]
fn va_arg_and_metadata_arguments() {
    let m = parse(
        "declare void @llvm.dbg.value(metadata, metadata, metadata)\n\
         define i32 @f(ptr %ap) {\n  %x = va_arg ptr %ap, i32\n  call void @llvm.dbg.value(metadata i32 %x, metadata !1, metadata !DIExpression())\n  ret i32 %x\n}\n\
         !1 = !{}\n",
    );
    let f = body(&m, "f");
    let all = insts(&m, "f");
    assert!(matches!(all[0].1, InstData::VaArg { .. }));
    let InstData::Call { call } = all[1].1 else {
        panic!()
    };
    let args = f.values_of(f.calls[*call].args);
    let ValueDef::Metadata(i) = f.values[args[0]].def else {
        panic!()
    };
    assert_eq!(
        f.md_operands[i as usize],
        MdOperand::Value(f.inst_result(all[0].0).unwrap())
    );
    assert_eq!(vty(&m, f, args[0]), "metadata");
    let ValueDef::Metadata(i) = f.values[args[1]].def else {
        panic!()
    };
    assert!(matches!(f.md_operands[i as usize], MdOperand::Md(_)));
}

#[test]
fn numbering_names_and_offsets() {
    let src = "define i32 @f(i32, i32 %named) {\n  %3 = add i32 %0, %named\n  call void @g()\n  %4 = add i32 %3, 1\n  br label %\"blk x\"\n\"blk x\":\n  %5 = call i32 @h()\n  ret i32 %5\n}\ndeclare void @g()\ndeclare i32 @h()\n";
    let m = parse(src);
    let f = body(&m, "f");
    assert_eq!(f.params.len(), 2);
    assert_eq!(
        m.symbols.get(f.value_names[f.params[1]].expand().unwrap()),
        b"named"
    );
    assert_eq!(f.layout.len(), 2);
    let b1 = f.layout[1];
    assert_eq!(m.symbols.get(f.blocks[b1].name.expand().unwrap()), b"blk x");
    assert_eq!(f.blocks[b1].first, 4);
    assert_eq!(f.blocks[f.layout[0]].end, 4);
    // Offsets: the result name of `%3 = ...` and the label.
    let (i0, _) = insts(&m, "f")[0];
    assert_eq!(f.inst_offsets[i0] as usize, src.find("%3 =").unwrap());
    assert_eq!(
        f.block_offsets[b1] as usize,
        src.find("\"blk x\":").unwrap()
    );
    let fn_off = m.globals[gv(&m, "f")].offset as usize;
    assert_eq!(fn_off, 0);
    // Unnamed non-void results take the next number.
    let m = parse(
        "define i32 @f() {\n  call i32 @h()\n  %2 = add i32 %1, 1\n  ret i32 %2\n}\ndeclare i32 @h()\n",
    );
    assert_eq!(insts(&m, "f").len(), 3);
    // Numbers may skip but must increase.
    parse("define void @f() {\n  %5 = add i32 1, 1\n  br label %9\n9:\n  ret void\n}\n");
    assert_eq!(
        err("define void @f() {\n  %5 = add i32 1, 1\n  %4 = add i32 1, 1\n  ret void\n}\n"),
        (
            3,
            3,
            "instruction expected to be numbered '%6' or greater".into()
        )
    );
}

#[test]
fn every_opcode_is_recognized() {
    let m = parse(
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/parser/tests/all_opcodes.ll"
        ))
        .unwrap(),
    );
    let mut seen = std::collections::BTreeSet::new();
    for f in m.functions.values() {
        if let Some(b) = &f.body {
            for d in b.insts.values() {
                seen.insert(d.opcode_name());
            }
        }
    }
    for op in [
        "ret",
        "br",
        "switch",
        "indirectbr",
        "invoke",
        "callbr",
        "resume",
        "catchswitch",
        "catchret",
        "cleanupret",
        "unreachable",
        "fneg",
        "add",
        "fadd",
        "sub",
        "fsub",
        "mul",
        "fmul",
        "udiv",
        "sdiv",
        "fdiv",
        "urem",
        "srem",
        "frem",
        "shl",
        "lshr",
        "ashr",
        "and",
        "or",
        "xor",
        "extractelement",
        "insertelement",
        "shufflevector",
        "extractvalue",
        "insertvalue",
        "alloca",
        "load",
        "store",
        "fence",
        "cmpxchg",
        "atomicrmw",
        "getelementptr",
        "trunc",
        "zext",
        "sext",
        "fptrunc",
        "fpext",
        "fptoui",
        "fptosi",
        "uitofp",
        "sitofp",
        "ptrtoint",
        "inttoptr",
        "bitcast",
        "addrspacecast",
        "icmp",
        "fcmp",
        "phi",
        "select",
        "freeze",
        "call",
        "va_arg",
        "landingpad",
        "catchpad",
        "cleanuppad",
    ] {
        assert!(seen.contains(op), "{op} missing");
    }
}
