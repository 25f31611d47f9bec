//! The one-pass path's contract: it compiles the integer, pointer, `float`
//! and `double` code it covers into physical registers only, and reports
//! everything else as
//! unsupported before producing code (the caller then uses the staged
//! path). What the code computes is checked by running programs: the
//! `tests/run` files, the conformance corpus and `gen_run` fuzzing.

use super::{Onepass, OnepassCtx, lower_onepass};
use crate::IselCtx;
use kiln_ir::FuncId;
use kiln_targets::x64::Inst;
use kiln_targets::{Constraint, MachFunc, MachInst, OperandKind, OperandPos, OperandVisitor, Reg};

/// Counts the virtual registers an instruction names.
struct CountVirtual(usize);

impl OperandVisitor for CountVirtual {
    fn operand(&mut self, reg: &mut Reg, _: OperandKind, _: OperandPos, _: Constraint) {
        if reg.as_virtual().is_some() {
            self.0 += 1;
        }
    }
}

/// Runs the one-pass path on the only function of `src`.
fn one(src: &str) -> (Onepass, MachFunc<Inst>) {
    let m = kiln_ir::parse_module(src.as_bytes()).expect("valid IR");
    let mut out = MachFunc::new();
    let r = lower_onepass(
        &m,
        FuncId::from_u32(0),
        &mut IselCtx::default(),
        &mut OnepassCtx::default(),
        &mut out,
    );
    (r, out)
}

#[test]
fn covered_code_uses_physical_registers_only() {
    let (r, mut out) = one("define i32 @f(i32 %a, ptr %p, i1 %c) {
         entry:
           %x = load i32, ptr %p
           %s = add i32 %a, %x
           br i1 %c, label %t, label %e
         t:
           %m = mul i32 %s, 3
           br label %e
         e:
           %r = phi i32 [ %s, %entry ], [ %m, %t ]
           %q = call i32 @g(i32 %r, i32 %a)
           ret i32 %q
         }
         declare i32 @g(i32, i32)");
    assert!(matches!(r, Onepass::Done { .. }), "{r:?}");
    assert!(!out.insts.is_empty());
    let mut count = CountVirtual(0);
    let mut side = std::mem::take(&mut out.side);
    for inst in out.insts.iter_mut() {
        inst.visit_operands(&mut side, &mut count);
    }
    assert_eq!(count.0, 0, "virtual registers left: {:?}", out.insts);
    // One machine block per IR block, plus the edge block storing the phi
    // operand on the edge out of the conditional branch.
    assert_eq!(out.blocks.len(), 4);
}

#[test]
fn float_and_double_are_covered_other_formats_are_not() {
    let (r, _) = one("define double @f(double %a, float %b) {
           %c = fpext float %b to double
           %d = fadd double %a, %c
           %e = fcmp olt double %d, 1.0
           %f = select i1 %e, i32 1, i32 2
           %g = sitofp i32 %f to double
           ret double %g
         }");
    assert!(matches!(r, Onepass::Done { .. }), "{r:?}");
    for ty in ["x86_fp80", "fp128", "half"] {
        let (r, _) = one(&format!(
            "define {ty} @f({ty} %a) {{\n %b = fadd {ty} %a, %a\n ret {ty} %b\n}}"
        ));
        assert_eq!(r, Onepass::Unsupported, "{ty}");
    }
}

#[test]
fn vectors_and_atomics_are_left_to_the_staged_path() {
    for body in [
        "%v = insertelement <4 x i32> zeroinitializer, i32 %a, i32 0\n ret i32 %a",
        "%v = atomicrmw add ptr %p, i32 %a seq_cst\n ret i32 %v",
        "%v = load atomic i32, ptr %p seq_cst, align 2\n ret i32 %v",
        "%v = load atomic i128, ptr %p seq_cst, align 16\n ret i32 %a",
    ] {
        let src = format!("define i32 @f(i32 %a, ptr %p) {{\n {body}\n}}");
        let (r, _) = one(&src);
        assert_eq!(r, Onepass::Unsupported, "{body}");
    }
}

#[test]
fn a_constant_stays_first_when_the_second_operand_is_a_folded_load() {
    for op in ["add", "and", "or", "xor"] {
        let src = format!(
            "define i32 @f(ptr %p) {{\n %x = load i32, ptr %p\n %y = {op} i32 48, %x\n ret i32 %y\n}}"
        );
        let (r, _) = one(&src);
        assert!(matches!(r, Onepass::Done { .. }), "{op}: {r:?}");
    }
}

#[test]
fn volatile_and_atomic_accesses_stay_even_unused() {
    let (r, out) = one("define void @f(ptr %p, float %x) {
           %a = load volatile i32, ptr %p
           %b = load atomic i64, ptr %p acquire, align 8
           store atomic float %x, ptr %p seq_cst, align 4
           store atomic i16 7, ptr %p release, align 2
           ret void
         }");
    assert!(matches!(r, Onepass::Done { .. }), "{r:?}");
    let loads = out
        .insts
        .iter()
        .filter(|i| matches!(i, Inst::Load { .. }))
        .count();
    assert_eq!(loads, 2, "{:?}", out.insts);
    assert!(
        out.insts.iter().any(|i| matches!(i, Inst::Xchg { .. })),
        "{:?}",
        out.insts
    );
}

#[test]
fn variadic_definitions_save_every_argument_register() {
    let (r, out) = one("define i32 @f(i32 %n, ...) {
           %ap = alloca [24 x i8], align 16
           call void @llvm.va_start.p0(ptr %ap)
           call void @llvm.va_end.p0(ptr %ap)
           ret i32 %n
         }
         declare void @llvm.va_start.p0(ptr)
         declare void @llvm.va_end.p0(ptr)");
    assert!(matches!(r, Onepass::Done { .. }), "{r:?}");
    let gprs = out
        .insts
        .iter()
        .filter(|i| matches!(i, Inst::Store { .. }))
        .count();
    let xmms = out
        .insts
        .iter()
        .filter(|i| matches!(i, Inst::XmmStore { .. }))
        .count();
    // Six GPRs and eight XMMs saved, then va_start's two pointer fields.
    assert_eq!((gprs, xmms), (6 + 2, 8), "{:?}", out.insts);
}

#[test]
fn dense_switches_of_any_size_take_a_jump_table_sparse_large_ones_fall_back() {
    let switch = |keys: &[u64]| {
        let mut s = String::from("define i32 @f(i32 %x) {\n  switch i32 %x, label %d [\n");
        for (k, key) in keys.iter().enumerate() {
            s.push_str(&format!("    i32 {key}, label %b{}\n", k % 7));
        }
        s.push_str("  ]\nd:\n  ret i32 -1\n");
        for b in 0..7 {
            s.push_str(&format!("b{b}:\n  ret i32 {b}\n"));
        }
        s.push_str("}\n");
        s
    };
    let dense: Vec<u64> = (0..300).collect();
    let (r, out) = one(&switch(&dense));
    assert!(matches!(r, Onepass::Done { .. }), "{r:?}");
    assert_eq!(out.side.jump_tables.len(), 1);
    let sparse: Vec<u64> = (0..300).map(|k| k * 1000).collect();
    assert_eq!(one(&switch(&sparse)).0, Onepass::Unsupported);
}

#[test]
fn arguments_kiln_does_not_pass_are_left_to_the_staged_path_which_refuses_them() {
    for attr in ["nest", "swiftself", "swifterror", "swiftasync"] {
        let src = format!(
            "define void @f(ptr %p) {{\n call void @g(ptr {attr} %p)\n ret void\n}}\n\
             declare void @g(ptr {attr})"
        );
        assert_eq!(one(&src).0, Onepass::Unsupported, "{attr}");
    }
}
