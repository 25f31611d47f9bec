//! Function attributes that change the code LLVM's back-end generates
//! and that kiln does not implement: compiling such a function as if the
//! attribute were absent would silently drop what it asks for (profiling
//! calls, patchable entries, cleared registers, return thunks, ...), so
//! it is a located error naming the attribute instead.

use kiln_ir::Module;
use kiln_ir::attributes::{Attr, AttrKind};
use kiln_ir::module::FuncData;

/// String attributes (`"key"="value"`) kiln refuses, with the values that
/// ask for nothing (and are accepted).
const REFUSED_STR: &[(&str, &[&str])] = &[
    // -pg, -finstrument-functions-after-inlining: calls inserted by the
    // back-end's post-inline instrumenter.
    ("instrument-function-entry-inlined", &[]),
    ("instrument-function-exit-inlined", &[]),
    // -pg -mfentry.
    ("fentry-call", &["false"]),
    // -fpatchable-function-entry.
    ("patchable-function-entry", &["0"]),
    ("patchable-function-prefix", &["0"]),
    // -fzero-call-used-regs.
    ("zero-call-used-regs", &["skip"]),
    // -mstackrealign, -fsplit-stack.
    ("stackrealign", &[]),
    ("split-stack", &[]),
    // __attribute__((no_caller_saved_registers)).
    ("no_caller_saved_registers", &[]),
];

/// Target features that change how calls, branches or returns are made.
const REFUSED_FEATURES: &[&str] = &[
    "+retpoline-indirect-calls",
    "+retpoline-indirect-branches",
    "+retpoline-external-thunk",
    "+lvi-cfi",
    "+lvi-load-hardening",
    "+harden-sls-ret",
    "+harden-sls-ijmp",
];

/// `prefix` or `prologue` data of function `fd` (bytes before and at its
/// entry, which kiln does not place), as its error message.
pub(crate) fn unsupported_entry_data(fd: &FuncData) -> Option<&'static str> {
    if fd.prefix.is_some() {
        return Some("prefix data (before the function's entry) is not supported");
    }
    if fd.prologue.is_some() {
        return Some("prologue data (at the function's entry) is not supported");
    }
    None
}

/// The first attribute of function `fd` that kiln does not implement, as
/// it is written, or `None`; among them `naked` (no prologue: its body is
/// inline assembly, which kiln does not compile yet) and `alignstack`
/// (realigning `rsp` on entry).
pub(crate) fn unsupported_attr(m: &Module, fd: &FuncData) -> Option<String> {
    for a in m.attrs.get(fd.attrs.func) {
        match *a {
            Attr::Flag(AttrKind::FnRetThunkExtern) => return Some("fn_ret_thunk_extern".into()),
            Attr::Flag(AttrKind::Naked) => return Some("naked".into()),
            Attr::Int(AttrKind::AlignStack, n) => return Some(format!("alignstack({n})")),
            Attr::Str(k, v) => {
                let key = m.symbols.get(k);
                let val = v.map(|v| m.symbols.get(v)).unwrap_or_default();
                if key == b"target-features" {
                    let refused = val
                        .split(|&c| c == b',')
                        .find(|f| REFUSED_FEATURES.iter().any(|r| r.as_bytes() == *f));
                    if let Some(f) = refused {
                        let f = String::from_utf8_lossy(f);
                        return Some(format!("\"target-features\" with {f}"));
                    }
                    continue;
                }
                let refused = REFUSED_STR.iter().find(|(name, ok)| {
                    name.as_bytes() == key && !ok.iter().any(|o| o.as_bytes() == val)
                });
                if let Some((name, _)) = refused {
                    let val = String::from_utf8_lossy(val);
                    return Some(if val.is_empty() {
                        format!("\"{name}\"")
                    } else {
                        format!("\"{name}\"=\"{val}\"")
                    });
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether function `fd` has no attribute [`unsupported_attr`] refuses,
/// remembered per attribute set in `ctx` (functions share their sets).
pub(crate) fn attrs_supported(ctx: &mut crate::IselCtx, m: &Module, fd: &FuncData) -> bool {
    let i = fd.attrs.func.0 as usize;
    if ctx.fn_attrs_ok.get(i).copied().unwrap_or(false) {
        return true;
    }
    if unsupported_attr(m, fd).is_some() {
        return false;
    }
    if ctx.fn_attrs_ok.len() <= i {
        ctx.fn_attrs_ok.resize(i + 1, false);
    }
    ctx.fn_attrs_ok[i] = true;
    true
}

/// Whether function `fd` may not use the red zone below `rsp`
/// (`noredzone`, as kernel code is built: interrupts write there).
pub(crate) fn no_red_zone(m: &Module, fd: &FuncData) -> bool {
    m.attrs.has(fd.attrs.func, AttrKind::NoRedZone)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_entity::EntityRef;
    use kiln_ir::FuncId;

    /// `unsupported_attr` of a function with attributes `attrs`.
    fn refused(attrs: &str) -> Option<String> {
        let src =
            format!("define void @f() #0 {{\n  ret void\n}}\nattributes #0 = {{ {attrs} }}\n");
        let m = kiln_ir::parse_module(src.as_bytes()).expect("valid IR");
        unsupported_attr(&m, &m.functions[FuncId::new(0)])
    }

    #[test]
    fn attributes_that_change_code_are_named_the_others_pass() {
        for (attrs, named) in [
            (
                "\"instrument-function-entry-inlined\"=\"mcount\"",
                "instrument-function-entry-inlined",
            ),
            ("\"fentry-call\"=\"true\"", "fentry-call"),
            (
                "\"patchable-function-entry\"=\"4\"",
                "patchable-function-entry",
            ),
            (
                "\"zero-call-used-regs\"=\"used-gpr\"",
                "zero-call-used-regs",
            ),
            ("fn_ret_thunk_extern", "fn_ret_thunk_extern"),
            ("naked", "naked"),
            ("alignstack=32", "alignstack(32)"),
            ("\"stackrealign\"", "stackrealign"),
            (
                "\"target-features\"=\"+sse2,+retpoline-indirect-calls\"",
                "+retpoline-indirect-calls",
            ),
        ] {
            let r = refused(attrs).unwrap_or_else(|| panic!("{attrs} accepted"));
            assert!(r.contains(named), "{attrs}: {r}");
        }
        for attrs in [
            "nounwind \"frame-pointer\"=\"all\" \"target-features\"=\"+sse2,+avx\"",
            "\"fentry-call\"=\"false\" \"patchable-function-entry\"=\"0\"",
            "\"zero-call-used-regs\"=\"skip\" noredzone",
        ] {
            assert_eq!(refused(attrs), None, "{attrs}");
        }
    }
}
