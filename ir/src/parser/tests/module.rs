//! Module-level entities: properties, comdats, globals with every keyword,
//! function headers, aliases, ifuncs, attribute groups, uselistorder.

use super::*;
use crate::attributes::{Attr, AttrKind};
use crate::instructions::Align;
use crate::module::{
    CodeModel, ComdatKind, DllStorage, Linkage, SanitizerFlags, ThreadLocal, UnnamedAddr,
    Visibility,
};

#[test]
fn module_properties() {
    let m = parse(
        "; ModuleID = 'x'\nsource_filename = \"a\\5Cb.c\"\ntarget datalayout = \"e-m:e-p:32:32-i64:64-n8:16:32-S128\"\n\
         target triple = \"i386-pc-linux-gnu\"\nmodule asm \".globl x\"\nmodule asm \"x:\"\ndeplibs = [ \"m\" ]\n",
    );
    assert_eq!(m.symbols.get(m.source_filename.unwrap()), b"a\\b.c");
    assert_eq!(
        m.symbols.get(m.target_triple.unwrap()),
        b"i386-pc-linux-gnu"
    );
    assert_eq!(m.datalayout.pointer_size_bits(0), 32);
    assert_eq!(m.module_asm.len(), 2);
    let (l, c, msg) = err("target datalayout = \"e-p:x:64\"\n");
    assert_eq!((l, c), (1, 21));
    assert!(!msg.is_empty());
}

#[test]
fn comdats() {
    let m = parse(
        "$a = comdat any\n$b = comdat exactmatch\n$c = comdat largest\n$d = comdat nodeduplicate\n$e = comdat samesize\n\
         @a = global i32 0, comdat\n@x = global i32 0, comdat($b)\ndefine void @c() comdat {\n  ret void\n}\n",
    );
    let kinds: Vec<_> = m.comdats.values().map(|c| c.kind).collect();
    assert_eq!(
        kinds,
        [
            ComdatKind::Any,
            ComdatKind::ExactMatch,
            ComdatKind::Largest,
            ComdatKind::NoDeduplicate,
            ComdatKind::SameSize
        ]
    );
    let ca = m.globals[gv(&m, "a")].comdat.unwrap();
    assert_eq!(m.symbols.get(m.comdats[ca].name), b"a");
    let cx = m.globals[gv(&m, "x")].comdat.unwrap();
    assert_eq!(m.symbols.get(m.comdats[cx].name), b"b");
    assert!(m.globals[gv(&m, "c")].comdat.is_some());
    // Comdats may be referenced before their definition.
    parse("@a = global i32 0, comdat($z)\n$z = comdat any\n");
    assert_eq!(
        err("@a = global i32 0, comdat($z)\n"),
        (1, 27, "use of undefined comdat '$z'".into())
    );
}

#[test]
fn global_variables_with_every_keyword() {
    let m = parse(
        "$g = comdat any\n\
         @g = weak_odr dso_local hidden dllexport thread_local(initialexec) local_unnamed_addr addrspace(1) externally_initialized constant i32 7, section \"s\", partition \"p\", comdat, align 16, code_model \"large\", no_sanitize_address, no_sanitize_hwaddress, sanitize_address_dyninit, sanitize_memtag, !dbg !0, !type !1 #0\n\
         @e = external global i8\n@w = extern_weak global i8\n@t = thread_local global i8 0\n@l = thread_local(localdynamic) global i8 0\n\
         @x = thread_local(localexec) unnamed_addr global i8 0\n@i = private global i8 0\n@n = internal global i8 0\n\
         @c = common global i8 0\n@ap = appending global [1 x ptr] [ptr @i]\n@ae = available_externally global i8 0\n\
         @lo = linkonce global i8 0\n@lodr = linkonce_odr global i8 0\n@wk = weak global i8 0\n@ee = external global i8\n\
         @dp = dso_preemptable global i8 0\n@pr = protected global i8 0\n@di = external dllimport global i8\n@0 = global i8 1\n@1 = global i8 2\n\
         attributes #0 = { \"bss-section\"=\"b\" }\n!0 = !{}\n!1 = !{i64 0}\n",
    );
    let g = &m.globals[gv(&m, "g")];
    assert_eq!(g.linkage, Linkage::WeakOdr);
    assert!(g.dso_local);
    assert_eq!(g.visibility, Visibility::Hidden);
    assert_eq!(g.dll_storage, DllStorage::Export);
    assert_eq!(g.thread_local, ThreadLocal::InitialExec);
    assert_eq!(g.unnamed_addr, UnnamedAddr::Local);
    assert_eq!(g.addrspace, 1);
    assert_eq!(m.symbols.get(g.section.unwrap()), b"s");
    assert_eq!(m.symbols.get(g.partition.unwrap()), b"p");
    assert_eq!(g.align, Align(4));
    assert_eq!(g.attachments.len(), 2);
    let GlobalKind::Var(v) = &g.kind else {
        panic!()
    };
    assert!(v.constant && v.externally_initialized);
    assert_eq!(v.code_model, Some(CodeModel::Large));
    assert_eq!(
        v.sanitizer.0,
        SanitizerFlags::NO_ADDRESS
            | SanitizerFlags::NO_HWADDRESS
            | SanitizerFlags::ADDRESS_DYNINIT
            | SanitizerFlags::MEMTAG
    );
    assert_eq!(m.attrs.get(v.attrs).len(), 1);
    let kind = |n: &str| match &m.globals[gv(&m, n)].kind {
        GlobalKind::Var(v) => v.init.is_some(),
        _ => panic!(),
    };
    assert!(!kind("e") && !kind("w") && kind("t"));
    let links: Vec<_> = ["i", "n", "c", "ap", "ae", "lo", "lodr", "wk", "ee", "w"]
        .iter()
        .map(|n| m.globals[gv(&m, n)].linkage)
        .collect();
    assert_eq!(
        links,
        [
            Linkage::Private,
            Linkage::Internal,
            Linkage::Common,
            Linkage::Appending,
            Linkage::AvailableExternally,
            Linkage::LinkOnce,
            Linkage::LinkOnceOdr,
            Linkage::Weak,
            Linkage::ExternalExplicit,
            Linkage::ExternWeak
        ]
    );
    assert_eq!(
        m.globals[gv(&m, "l")].thread_local,
        ThreadLocal::LocalDynamic
    );
    assert_eq!(m.globals[gv(&m, "x")].thread_local, ThreadLocal::LocalExec);
    assert_eq!(m.globals[gv(&m, "pr")].visibility, Visibility::Protected);
    assert_eq!(m.globals[gv(&m, "di")].dll_storage, DllStorage::Import);
    let numbered: Vec<_> = m.globals.values().filter(|g| g.name.is_none()).collect();
    assert_eq!(numbered.len(), 2);
}

#[test]
fn function_headers_with_every_part() {
    let m = parse(
        "$f = comdat any\n\
         define internal fastcc noundef nonnull align 8 ptr @f(ptr noalias nocapture noundef readonly align 4 dereferenceable(16) %p, i32 signext %n, ptr sret({ i32 }) %s, ...) unnamed_addr addrspace(0) #0 nounwind memory(argmem: read) uwtable(sync) \"k\"=\"v\" section \"text.f\" partition \"part\" comdat align 32 gc \"shadow-stack\" prefix i32 5 prologue i8 1 personality ptr @pers !dbg !0 !prof !1 {\n  ret ptr %p\n}\n\
         declare !dbg !0 cc 77 void @d(i32 noundef, ptr)\ndeclare extern_weak void @ew()\ndeclare i32 @pers(...)\n\
         attributes #0 = { noinline optnone alignstack=16 allockind(\"alloc,zeroed\") allocsize(0, 1) }\n!0 = !{}\n!1 = !{!\"function_entry_count\", i64 1}\n",
    );
    let g = &m.globals[gv(&m, "f")];
    assert_eq!(g.linkage, Linkage::Internal);
    assert_eq!(g.unnamed_addr, UnnamedAddr::Global);
    assert_eq!(g.align, Align(5));
    assert_eq!(m.symbols.get(g.section.unwrap()), b"text.f");
    assert!(g.comdat.is_some());
    assert_eq!(g.attachments.len(), 2);
    assert_eq!(tn(&m, g.value_type), "ptr (ptr, i32, ptr, ...)");
    let fd = m.func_of(gv(&m, "f")).unwrap();
    assert_eq!(fd.cc, crate::module::CallConv::FAST);
    assert_eq!(m.symbols.get(fd.gc.unwrap()), b"shadow-stack");
    assert!(fd.prefix.is_some() && fd.prologue.is_some() && fd.personality.is_some());
    assert_eq!(fd.param_names.len(), 3);
    assert!(m.attrs.has(fd.attrs.ret, AttrKind::NonNull));
    assert_eq!(m.attrs.int(fd.attrs.ret, AttrKind::Align), Some(8));
    let p0 = fd.attrs.param(0);
    assert_eq!(m.attrs.get(p0).len(), 6);
    assert_eq!(m.attrs.int(p0, AttrKind::Dereferenceable), Some(16));
    assert_eq!(
        tn(
            &m,
            m.attrs
                .type_arg(fd.attrs.param(2), AttrKind::StructRet)
                .unwrap()
        ),
        "{ i32 }"
    );
    // Group #0 merged with the inline attributes.
    let fa = m.attrs.get(fd.attrs.func);
    assert!(fa.contains(&Attr::Flag(AttrKind::NoInline)));
    assert!(fa.contains(&Attr::Flag(AttrKind::NoUnwind)));
    assert!(fa.contains(&Attr::Int(AttrKind::AlignStack, 16)));
    let raw = |k: AttrKind| {
        fa.iter().find_map(|a| match a {
            Attr::Raw(kk, s) if *kk == k => Some(s.map(|s| m.symbols.get_str(s).into_owned())),
            _ => None,
        })
    };
    assert_eq!(raw(AttrKind::Memory), Some(Some("argmem: read".into())));
    assert_eq!(raw(AttrKind::UwTable), Some(Some("sync".into())));
    assert_eq!(
        raw(AttrKind::AllocKind),
        Some(Some("\"alloc,zeroed\"".into()))
    );
    let d = m.func_of(gv(&m, "d")).unwrap();
    assert_eq!(d.cc, crate::module::CallConv(77));
    assert!(d.body.is_none());
    assert_eq!(m.globals[gv(&m, "d")].attachments.len(), 1);
    assert_eq!(m.globals[gv(&m, "ew")].linkage, Linkage::ExternWeak);
}

#[test]
fn aliases_and_ifuncs() {
    let m = parse(
        "@data = global [4 x i32] zeroinitializer\n@a = hidden alias i32, ptr @data\n\
         @b = internal alias i32, getelementptr inbounds ([4 x i32], ptr @data, i64 0, i64 2)\n\
         @c = alias i8, ptr addrspace(1) addrspacecast (ptr @data to ptr addrspace(1)), partition \"x\"\n\
         @i = ifunc void (), ptr @resolver\ndefine ptr @resolver() {\n  ret ptr null\n}\n",
    );
    assert!(matches!(
        m.globals[gv(&m, "a")].kind,
        GlobalKind::Alias { .. }
    ));
    assert_eq!(m.globals[gv(&m, "a")].visibility, Visibility::Hidden);
    assert!(matches!(
        m.globals[gv(&m, "b")].kind,
        GlobalKind::Alias { .. }
    ));
    assert_eq!(m.globals[gv(&m, "c")].addrspace, 1);
    assert!(matches!(
        m.globals[gv(&m, "i")].kind,
        GlobalKind::IFunc { .. }
    ));
    assert_eq!(tn(&m, m.globals[gv(&m, "i")].value_type), "void ()");
}

#[test]
fn repeated_attributes_keep_the_last_as_llvm_does() {
    let m = parse(
        "declare void @f(ptr nonnull nonnull align 4 align 8) \"k\" \"k\"=\"v\" #0 #1\n\
         attributes #0 = { \"g\"=\"1\" nounwind }\nattributes #1 = { \"g\"=\"2\" \"k\"=\"w\" }\n",
    );
    let fd = m.func_of(gv(&m, "f")).unwrap();
    let p = m.attrs.get(fd.attrs.param(0));
    assert_eq!(
        p,
        &[Attr::Flag(AttrKind::NonNull), Attr::Int(AttrKind::Align, 8)]
    );
    // A later group replaces an earlier one's value; groups replace inline
    // attributes of the same key.
    let fa = m.attrs.get(fd.attrs.func);
    let s = |k: &str| {
        fa.iter().find_map(|a| match *a {
            Attr::Str(key, v) if m.symbols.get(key) == k.as_bytes() => {
                Some(v.map(|v| m.symbols.get_str(v).into_owned()))
            }
            _ => None,
        })
    };
    assert_eq!(fa.len(), 3, "{fa:?}");
    assert_eq!(s("g"), Some(Some("2".into())));
    assert_eq!(s("k"), Some(Some("w".into())));
}

#[test]
fn attribute_groups_resolve_forward_and_merge() {
    let m = parse(
        "define void @f() #1 #2 cold {\n  call void @f() #2\n  ret void\n}\n\
         attributes #1 = { nounwind }\nattributes #2 = { \"a\" \"b\"=\"c\" }\nattributes #1 = { norecurse }\n",
    );
    let fd = m.func_of(gv(&m, "f")).unwrap();
    let fa = m.attrs.get(fd.attrs.func);
    assert_eq!(fa.len(), 5, "{fa:?}");
    let f = body(&m, "f");
    let c = f.calls.values().next().unwrap();
    assert_eq!(m.attrs.get(c.attrs.func).len(), 2);
    // Undefined groups are ignored, as LLVM does.
    parse("declare void @g() #9\n");
}

#[test]
fn uselistorder_and_summaries_are_skipped() {
    let m = parse(
        "@g = global i32 0\ndefine void @f(i32 %a) {\nentry:\n  %x = add i32 %a, 1\n  %y = add i32 %a, 2\n\
         %c = icmp eq i32 %x, %y\n  br i1 %c, label %done, label %done\ndone:\n  ret void\n\
         uselistorder i32 %a, { 1, 0 }\n}\nuselistorder ptr @g, { 1, 0 }\nuselistorder_bb @f, %done, { 1, 0 }\n\
         declare void @h()\n\
         ^0 = module: (path: \"a.o\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (name: \"f\")\n^2 = blockcount: 5\n",
    );
    assert_eq!(insts(&m, "f").len(), 5);
    // The value is typed as any constant operand is (LLVM: "functions are
    // not values, refer to them as pointers").
    assert_eq!(
        err("declare void @h()\nuselistorder i32 (i32) @h, { 1, 0 }\n").0,
        2
    );
}

#[test]
fn redefinitions_and_undefined_globals() {
    assert_eq!(
        err("@f = global i32 0\n@f = global i32 0\n"),
        (2, 1, "redefinition of global '@f'".into())
    );
    assert_eq!(
        err("@g = global ptr @nope\n"),
        (1, 17, "use of undefined value '@nope'".into())
    );
    assert_eq!(
        err("@g = global ptr @\"x y\"\n"),
        (1, 17, "use of undefined value '@\"x y\"'".into())
    );
    assert_eq!(
        err("@0 = global i8 0\n@0 = global i8 0\n"),
        (
            2,
            1,
            "global expected to be numbered '@1' or greater".into()
        )
    );
    assert_eq!(
        err("@g = internal hidden global i8 0\n"),
        (
            1,
            1,
            "symbol with local linkage must have default visibility".into()
        )
    );
}
