//! Address spaces 256/257/258: every memory operand of an access through
//! them carries the GS/FS/SS segment, no `lea` ever does (its result is the
//! offset), and other address spaces are errors.

use kiln_isel::{IselCtx, lower_function};
use kiln_targets::MachFunc;
use kiln_targets::x64::{Amode, Inst, RegMem, RegMemImm, Segment};

const DL: &str = "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n";

fn lower(src: &str) -> Result<MachFunc<Inst>, String> {
    let src = format!("{DL}{src}");
    let m = kiln_ir::parse_module(src.as_bytes()).expect("parse");
    let gv = m.global_by_name(b"f").expect("function");
    let kiln_ir::module::GlobalKind::Func(fid) = m.globals[gv].kind else {
        panic!("not a function")
    };
    let mut mf = MachFunc::new();
    lower_function(&m, fid, &mut IselCtx::new(), &mut mf).map_err(|e| e.message)?;
    Ok(mf)
}

/// The memory operands an instruction accesses (not `lea`'s).
fn accessed(i: &Inst) -> Option<Amode> {
    match *i {
        Inst::Load { addr, .. }
        | Inst::Store { addr, .. }
        | Inst::StoreImm { addr, .. }
        | Inst::XmmLoad { addr, .. }
        | Inst::XmmStore { addr, .. }
        | Inst::LockCmpxchg { addr, .. }
        | Inst::LockXadd { addr, .. }
        | Inst::Xchg { addr, .. } => Some(addr),
        Inst::Alu {
            src2: RegMemImm::Mem(a),
            ..
        }
        | Inst::Cmp {
            rhs: RegMemImm::Mem(a),
            ..
        }
        | Inst::Sse {
            src2: RegMem::Mem(a),
            ..
        } => Some(a),
        _ => None,
    }
}

/// Accesses with segment `seg`, accesses without, and `lea`s with a segment.
fn census(mf: &MachFunc<Inst>, seg: Segment) -> (usize, usize, usize) {
    let mut with = 0;
    let mut without = 0;
    let mut lea = 0;
    for i in &mf.insts {
        if let Inst::Lea { addr, .. } = i
            && addr.segment().is_some()
        {
            lea += 1;
        }
        match accessed(i) {
            Some(Amode::Slot { .. }) | None => {}
            Some(a) if a.segment() == Some(seg) => with += 1,
            Some(_) => without += 1,
        }
    }
    (with, without, lea)
}

#[test]
fn gs_gep_folds_into_the_operand_and_its_lea_has_no_segment() {
    let mf = lower(
        "define i64 @f(ptr addrspace(256) %p, i64 %i, i64 %x) {\n  %q = getelementptr i32, ptr addrspace(256) %p, i64 %i\n  %v = load i32, ptr addrspace(256) %q\n  %w = zext i32 %v to i64\n  %s = add i64 %x, %w\n  %r = getelementptr i64, ptr addrspace(256) %p, i64 %i\n  %ri = ptrtoint ptr addrspace(256) %r to i64\n  %t = add i64 %s, %ri\n  ret i64 %t\n}\n",
    )
    .unwrap();
    assert!(
        mf.insts.iter().any(|i| matches!(
            i,
            Inst::Load {
                addr: Amode::BaseIndex {
                    shift: 2,
                    seg: Some(Segment::Gs),
                    ..
                },
                ..
            }
        )),
        "{:?}",
        mf.insts
    );
    assert!(
        mf.insts.iter().any(|i| matches!(
            i,
            Inst::Lea {
                addr: Amode::BaseIndex {
                    shift: 3,
                    seg: None,
                    ..
                },
                ..
            }
        )),
        "{:?}",
        mf.insts
    );
    assert_eq!(census(&mf, Segment::Gs), (1, 0, 0), "{:?}", mf.insts);
}

#[test]
fn every_access_kind_through_fs_takes_the_segment() {
    let mf = lower(
        "define i64 @f(ptr addrspace(257) %p, i64 %x, <4 x float> %v) {\n  store i64 %x, ptr addrspace(257) %p\n  store i32 7, ptr addrspace(257) %p\n  %a = load i64, ptr addrspace(257) %p\n  %c = icmp ult i64 %x, %a\n  %p16 = getelementptr i8, ptr addrspace(257) %p, i64 16\n  %lv = load <4 x float>, ptr addrspace(257) %p16\n  %sv = fadd <4 x float> %v, %lv\n  store <4 x float> %sv, ptr addrspace(257) %p16\n  %r1 = atomicrmw add ptr addrspace(257) %p, i64 1 seq_cst\n  %r2 = atomicrmw xchg ptr addrspace(257) %p, i64 2 seq_cst\n  %r3 = atomicrmw or ptr addrspace(257) %p, i64 3 seq_cst\n  %r4 = cmpxchg ptr addrspace(257) %p, i64 1, i64 2 seq_cst seq_cst\n  store atomic i64 %x, ptr addrspace(257) %p seq_cst, align 8\n  %w = load i128, ptr addrspace(257) %p\n  store i128 %w, ptr addrspace(257) %p16\n  %f = load x86_fp80, ptr addrspace(257) %p\n  store x86_fp80 %f, ptr addrspace(257) %p16\n  %s = select i1 %c, i64 %r1, i64 %r2\n  %t = add i64 %s, %r3\n  ret i64 %t\n}\n",
    )
    .unwrap();
    let (with, without, lea) = census(&mf, Segment::Fs);
    assert_eq!((without, lea), (0, 0), "{:?}", mf.insts);
    assert!(with >= 16, "{with}: {:?}", mf.insts);
}

#[test]
fn displacements_beyond_32_bits_go_through_a_register_and_keep_the_segment() {
    let mf = lower(
        "define i8 @f(ptr addrspace(258) %p) {\n  %q = getelementptr i8, ptr addrspace(258) %p, i64 8589934592\n  %v = load i8, ptr addrspace(258) %q\n  ret i8 %v\n}\n",
    )
    .unwrap();
    assert_eq!(census(&mf, Segment::Ss), (1, 0, 0), "{:?}", mf.insts);
}

#[test]
fn the_null_fs_pointer_is_the_segment_base() {
    let mf =
        lower("define ptr @f() {\n  %t = load ptr, ptr addrspace(257) null\n  ret ptr %t\n}\n")
            .unwrap();
    assert_eq!(census(&mf, Segment::Fs), (1, 0, 0), "{:?}", mf.insts);
}

#[test]
fn other_address_spaces_are_errors() {
    for (src, msg) in [
        (
            "define i32 @f(ptr addrspace(1) %p) {\n  %v = load i32, ptr addrspace(1) %p\n  ret i32 %v\n}\n",
            "address space 1 is not supported on x86-64",
        ),
        (
            "define void @f(ptr addrspace(272) %p) {\n  store i8 0, ptr addrspace(272) %p\n  ret void\n}\n",
            "address space 272 is not supported on x86-64",
        ),
        (
            "define i64 @f(ptr addrspace(270) %p) {\n  %i = ptrtoint ptr addrspace(270) %p to i64\n  ret i64 %i\n}\n",
            "a value of a 4-byte pointer type (address space 270) is not supported",
        ),
        (
            "define void @f(ptr addrspace(5) %p) {\n  call addrspace(5) void %p()\n  ret void\n}\n",
            "a call through address space 5",
        ),
        (
            "define void @f() addrspace(2) {\n  ret void\n}\n",
            "a function defined in address space 2",
        ),
    ] {
        let Err(e) = lower(src) else {
            panic!("{src}: lowered")
        };
        assert!(e.contains(msg), "{e}");
    }
}

#[test]
fn plain_pointers_in_segment_spaces_are_values_and_calls() {
    // addrspacecast, ptrtoint and calls use the value (llc-19: `callq *%rdi`).
    let mf = lower(
        "define ptr @f(ptr addrspace(256) %p) {\n  call addrspace(256) void %p()\n  %q = addrspacecast ptr addrspace(256) %p to ptr\n  ret ptr %q\n}\n",
    )
    .unwrap();
    assert_eq!(census(&mf, Segment::Gs), (0, 0, 0), "{:?}", mf.insts);
}
