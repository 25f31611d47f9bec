//! Thread-local storage in `kiln compile` objects: tests/aot/tls_models.ll
//! (variables of all four ELF TLS models, and an extern thread-local
//! defined in the clang-compiled tests/aot/tls_main.c) compiled as
//! position-independent code (the default), with the "PIE Level" module
//! flag, with `--relocation-model static`, and through `--emit asm` +
//! llvm-mc-19; linked into executables and, with the dynamic models, into
//! a shared library. Each program's output (main and two threads, each
//! with its own copies) must equal that of the same IR compiled by
//! clang-19, and `llvm-readobj-19 -r` must show the relocation types the
//! model choice implies.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

mod support;
use std::sync::OnceLock;
use support::{run, src, stdout, tmp};

/// Writes `tls_models.ll`, edited by `edit`, as `NAME.ll`; returns its path.
fn module(name: &str, edit: impl Fn(String) -> String) -> PathBuf {
    let text = std::fs::read_to_string(src("tls_models.ll")).unwrap();
    let path = tmp(&format!("tls_{name}.ll"));
    std::fs::write(&path, edit(text)).unwrap();
    path
}

/// `kiln compile ARGS LL -o NAME.o` (through assembly and llvm-mc-19 when
/// `asm`); returns the object.
fn kiln(ll: &Path, name: &str, args: &[&str], asm: bool) -> PathBuf {
    let obj = tmp(&format!("tls_{name}.o"));
    if asm {
        let s = tmp(&format!("tls_{name}.s"));
        run(Command::new(env!("CARGO_BIN_EXE_kiln"))
            .args(["compile", "--emit", "asm"])
            .args(args)
            .arg(ll)
            .arg("-o")
            .arg(&s));
        run(Command::new("llvm-mc-19")
            .args(["-filetype=obj", "-o"])
            .arg(&obj)
            .arg(&s));
    } else {
        run(Command::new(env!("CARGO_BIN_EXE_kiln"))
            .arg("compile")
            .args(args)
            .arg(ll)
            .arg("-o")
            .arg(&obj));
    }
    obj
}

/// The driver compiled by clang-19, and what the program prints with the
/// module compiled by clang-19; built once (the tests run in parallel).
fn reference() -> &'static (PathBuf, String) {
    static REF: OnceLock<(PathBuf, String)> = OnceLock::new();
    REF.get_or_init(|| {
        let main = tmp("tls_main.o");
        run(Command::new("clang-19")
            .args(["-O1", "-c", "-o"])
            .arg(&main)
            .arg(src("tls_main.c")));
        let out = native_output(&main);
        (main, out)
    })
}

/// Links `objs` with `cc` and `flags` as NAME and runs it.
fn link_and_run(name: &str, objs: &[&Path], flags: &[&str]) -> String {
    let exe = tmp(&format!("tls_{name}"));
    run(Command::new("cc")
        .args(flags)
        .args(objs)
        .arg("-o")
        .arg(&exe)
        .arg("-lpthread"));
    stdout(&mut Command::new(&exe))
}

/// What the program prints with the module compiled by clang-19.
fn native_output(main: &Path) -> String {
    let obj = tmp("tls_native.o");
    run(Command::new("clang-19")
        .args(["-c", "-Wno-override-module", "-o"])
        .arg(&obj)
        .arg(src("tls_models.ll")));
    let out = link_and_run("native", &[main, &obj], &[]);
    assert!(out.contains("thread 2:"), "native run printed {out}");
    out
}

/// The (type, symbol) pairs of the relocations of `.text` in `obj`.
fn text_relocs(obj: &Path) -> BTreeSet<(String, String)> {
    let out = stdout(Command::new("llvm-readobj-19").arg("-r").arg(obj));
    let mut in_text = false;
    let mut set = BTreeSet::new();
    for line in out.lines() {
        let line = line.trim();
        if line.starts_with("Section (") {
            in_text = line.contains(".rela.text");
        } else if in_text && line.starts_with("0x") {
            let f: Vec<&str> = line.split_whitespace().collect();
            set.insert((f[1].to_owned(), f[2].to_owned()));
        }
    }
    set
}

fn pairs(list: &[(&str, &str)]) -> BTreeSet<(String, String)> {
    list.iter()
        .map(|&(t, s)| (format!("R_X86_64_{t}"), s.to_owned()))
        .collect()
}

/// Relocations of the default (position-independent, shared library)
/// compile: dynamic models by default, the requested exec models.
fn pic_relocs() -> BTreeSet<(String, String)> {
    pairs(&[
        ("TLSGD", "gd"),
        ("TLSGD", "ext_tls"),
        ("TLSLD", "ld"),
        ("DTPOFF32", "ld"),
        ("TLSLD", "zero"),
        ("DTPOFF32", "zero"),
        ("GOTTPOFF", "ie"),
        ("TPOFF32", "le"),
        ("PLT32", "__tls_get_addr"),
    ])
}

/// Relocations of an executable's code: initial exec for what may be
/// defined elsewhere, local exec for what is DSO-local.
fn exec_relocs() -> BTreeSet<(String, String)> {
    pairs(&[
        ("GOTTPOFF", "gd"),
        ("GOTTPOFF", "ext_tls"),
        ("TPOFF32", "ld"),
        ("TPOFF32", "zero"),
        ("GOTTPOFF", "ie"),
        ("TPOFF32", "le"),
    ])
}

#[test]
fn tls_models_link_and_run_like_clang() {
    let (main, expected) = reference();
    let expected = expected.as_str();
    let ll = src("tls_models.ll");

    // Position-independent (no module flags): general/local dynamic by
    // default, which the linker relaxes in an executable.
    let pic = kiln(&ll, "pic", &[], false);
    assert_eq!(text_relocs(&pic), pic_relocs());
    assert_eq!(link_and_run("pic", &[main, &pic], &[]), expected);

    // The same through assembly text and llvm-mc-19: same relocations.
    let pic_s = kiln(&ll, "pic_s", &[], true);
    assert_eq!(text_relocs(&pic_s), pic_relocs());
    assert_eq!(link_and_run("pic_s", &[main, &pic_s], &[]), expected);

    // `--relocation-model static`: exec models, a non-PIE executable.
    let st = kiln(&ll, "static", &["--relocation-model", "static"], false);
    assert_eq!(text_relocs(&st), exec_relocs());
    assert_eq!(link_and_run("static", &[main, &st], &["-no-pie"]), expected);

    // "PIE Level" (clang -fPIE): exec models in position-independent code.
    let pie_ll = module("pie", |t| {
        t + "\n!llvm.module.flags = !{!0, !1}\n!0 = !{i32 8, !\"PIC Level\", i32 2}\n!1 = !{i32 7, !\"PIE Level\", i32 2}\n"
    });
    let pie = kiln(&pie_ll, "pie", &[], false);
    assert_eq!(text_relocs(&pie), exec_relocs());
    assert_eq!(link_and_run("pie", &[main, &pie], &["-pie"]), expected);
}

#[test]
fn dynamic_models_work_in_a_shared_library() {
    let (main, expected) = reference();
    let expected = expected.as_str();
    // Local exec cannot be used in a shared library: @le takes the default
    // (local dynamic) here.
    let ll = module("shared", |t| {
        t.replace("thread_local(localexec)", "thread_local")
    });
    let mut want = pic_relocs();
    want.remove(&("R_X86_64_TPOFF32".to_owned(), "le".to_owned()));
    want.insert(("R_X86_64_TLSLD".to_owned(), "le".to_owned()));
    want.insert(("R_X86_64_DTPOFF32".to_owned(), "le".to_owned()));
    for asm in [false, true] {
        let name = if asm { "shared_s" } else { "shared" };
        let obj = kiln(&ll, name, &[], asm);
        assert_eq!(text_relocs(&obj), want, "{name}");
        let lib = tmp(&format!("libtls_{name}.so"));
        run(Command::new("cc")
            .arg("-shared")
            .arg(&obj)
            .arg("-o")
            .arg(&lib));
        // The library keeps its general- and local-dynamic accesses
        // (module/offset pairs for __tls_get_addr).
        let dynrel = stdout(Command::new("llvm-readobj-19").arg("-r").arg(&lib));
        assert!(dynrel.contains("R_X86_64_DTPMOD64"), "{dynrel}");
        let dir = lib.parent().unwrap().display().to_string();
        let rpath = format!("-Wl,-rpath,{dir}");
        let out = link_and_run(&format!("{name}_exe"), &[main, &lib], &[&rpath]);
        assert_eq!(out, expected, "{name}");
    }
}

#[test]
fn undefined_tls_symbols_are_stt_tls() {
    let ll = src("tls_models.ll");
    for asm in [false, true] {
        let obj = kiln(&ll, if asm { "sym_s" } else { "sym" }, &[], asm);
        let syms = stdout(
            Command::new("llvm-readobj-19")
                .args(["--elf-output-style=GNU", "-s"])
                .arg(&obj),
        );
        let line = syms
            .lines()
            .find(|l| l.ends_with(" ext_tls"))
            .unwrap_or_else(|| panic!("no ext_tls in {syms}"));
        assert!(line.contains(" TLS ") && line.contains(" UND "), "{line}");
        let tdata = syms.lines().find(|l| l.ends_with(" gd")).unwrap();
        assert!(
            tdata.contains(" TLS ") && !tdata.contains(" UND "),
            "{tdata}"
        );
    }
}

#[test]
fn run_tests_with_tls_match_native_output_as_objects() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run");
    for (name, with) in [
        ("tls", None),
        ("tls_threads.O0", None),
        ("tls_threads.O2", None),
        ("tls_linked", Some("modules/tls_linked_lib.ll")),
    ] {
        let ll = dir.join(format!("{name}.ll"));
        let expected = std::fs::read_to_string(dir.join(format!("{name}.expected"))).unwrap();
        let exit: i32 = std::fs::read_to_string(dir.join(format!("{name}.exit")))
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        for asm in [false, true] {
            let tag = format!("run_{name}{}", if asm { "_s" } else { "" });
            let obj = kiln(&ll, &tag, &[], asm);
            let other = with.map(|w| kiln(&dir.join(w), &format!("{tag}_with"), &[], asm));
            let exe = tmp(&format!("tls_{tag}"));
            run(Command::new("cc")
                .arg(&obj)
                .args(other.iter())
                .arg("-o")
                .arg(&exe)
                .args(["-lm", "-lpthread"]));
            let out = Command::new(&exe).output().unwrap();
            assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{tag}");
            assert_eq!(out.status.code(), Some(exit), "{tag}");
        }
    }
}
