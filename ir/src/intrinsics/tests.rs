//! Name lookup, signature matching and mangling of intrinsics, each
//! answer checked against opt-19.

use super::*;
use crate::types::{TypeData, TypeTable};

fn known(name: &str) -> Option<&'static str> {
    match lookup(name.as_bytes()) {
        Lookup::Known(i) => Some(i.name),
        _ => None,
    }
}

#[test]
fn lookup_matches_whole_names_and_mangled_suffixes() {
    assert_eq!(known("llvm.memcpy.p0.p0.i64"), Some("llvm.memcpy"));
    assert_eq!(
        known("llvm.memcpy.inline.p0.p0.i64"),
        Some("llvm.memcpy.inline")
    );
    assert_eq!(known("llvm.memcpy.x"), Some("llvm.memcpy"));
    assert_eq!(known("llvm.coro.id.async"), Some("llvm.coro.id.async"));
    assert_eq!(known("llvm.trap"), Some("llvm.trap"));
    assert_eq!(
        known("llvm.lifetime.start.p0noreturn"),
        Some("llvm.lifetime.start")
    );
}

#[test]
fn lookup_rejects_what_llvm_does_not_match() {
    // Not overloaded: no suffix allowed.
    assert_eq!(known("llvm.trap.i32"), None);
    // A component that is only a prefix of a name, or an empty one.
    assert_eq!(known("llvm.bswapx"), None);
    assert_eq!(known("llvm.memcpy."), None);
    assert_eq!(known("llvm.coro.id.x"), None);
    assert_eq!(known("llvm.dbg.value.x"), None);
    assert_eq!(known("llvm."), None);
    assert_eq!(known("memcpy"), None);
    assert!(matches!(lookup(b"llvm.x86.sse2.pause"), Lookup::Target));
    assert!(matches!(lookup(b"llvm.x86"), Lookup::Target));
}

/// Interns `ret (params)` in `t`.
fn fn_ty(t: &mut TypeTable, ret: TypeData, params: Vec<TypeData>) -> crate::types::Type {
    let ret = t.intern(ret);
    let params = params.into_iter().map(|p| t.intern(p)).collect();
    t.intern(TypeData::Function {
        ret,
        params,
        vararg: false,
    })
}

fn sig_of(name: &str) -> &'static [sig::Sig] {
    match lookup(name.as_bytes()) {
        Lookup::Known(i) => i.sig,
        _ => panic!("{name} is an intrinsic"),
    }
}

#[test]
fn signatures_fill_overload_slots_and_mangle() {
    let mut t = TypeTable::new();
    let ptr1 = TypeData::Ptr(1);
    let f = fn_ty(
        &mut t,
        TypeData::Void,
        vec![TypeData::Ptr(0), ptr1, TypeData::Int(32), TypeData::Int(1)],
    );
    let slots = match_signature(&t, sig_of("llvm.memcpy"), f, false).expect("memcpy fits");
    let syms = crate::symbols::Interner::default();
    let name = mangled_name(&t, &syms, "llvm.memcpy", &slots);
    assert_eq!(name.as_deref(), Some("llvm.memcpy.p0.p1.i32"));
}

#[test]
fn signature_mismatches_are_classified_as_llvm_does() {
    let mut t = TypeTable::new();
    let bswap = sig_of("llvm.bswap");
    let float_arg = fn_ty(&mut t, TypeData::Int(32), vec![TypeData::Float]);
    assert_eq!(
        match_signature(&t, bswap, float_arg, true),
        Err(matcher::Mismatch::Arg)
    );
    let float_ret = fn_ty(&mut t, TypeData::Float, vec![TypeData::Float]);
    assert_eq!(
        match_signature(&t, bswap, float_ret, true),
        Err(matcher::Mismatch::Ret)
    );
    let two = fn_ty(&mut t, TypeData::Int(32), vec![TypeData::Int(32); 2]);
    assert_eq!(
        match_signature(&t, bswap, two, true),
        Err(matcher::Mismatch::Arg)
    );
    let stackmap = sig_of("llvm.experimental.stackmap");
    let fixed = fn_ty(
        &mut t,
        TypeData::Void,
        vec![TypeData::Int(64), TypeData::Int(32)],
    );
    assert_eq!(
        match_signature(&t, stackmap, fixed, true),
        Err(matcher::Mismatch::VarArgSite)
    );
}

#[test]
fn identified_struct_returns_fit_only_declarations() {
    let mut t = TypeTable::new();
    let i32t = t.int(32);
    let named = t.new_named(None);
    t.set_body(named, vec![i32t, t.common.i1].into(), false);
    let f = t.intern(TypeData::Function {
        ret: named,
        params: vec![i32t, i32t].into(),
        vararg: false,
    });
    let sadd = sig_of("llvm.sadd.with.overflow");
    assert!(match_signature(&t, sadd, f, true).is_ok());
    assert_eq!(
        match_signature(&t, sadd, f, false),
        Err(matcher::Mismatch::Ret)
    );
}

#[test]
fn legacy_forms_llvm_rewrites_are_recognised() {
    let mut t = TypeTable::new();
    let ctlz1 = fn_ty(&mut t, TypeData::Int(32), vec![TypeData::Int(32)]);
    assert!(upgraded_by_llvm(&t, b"llvm.ctlz.i32", ctlz1));
    let ctlz2 = fn_ty(
        &mut t,
        TypeData::Int(32),
        vec![TypeData::Int(32), TypeData::Int(1)],
    );
    assert!(!upgraded_by_llvm(&t, b"llvm.ctlz.i32", ctlz2));
    assert!(upgraded_by_llvm(&t, b"llvm.dbg.value", ctlz2));
}
