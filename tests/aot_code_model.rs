//! Code models in `kiln compile` objects: `tests/aot/large_model.c` built
//! by clang-19 into IR with `-mcmodel=large` and `-mcmodel=medium` (at -O0
//! and -O2), compiled by kiln (object and `--emit asm`), linked and run,
//! must behave exactly like clang's build of the same IR with the same
//! model. The program's 2.25 GiB array puts the data after it beyond 2 GiB
//! of the code, so only correct large/medium code links and runs; under
//! the large model it checks that the data really lies that far away.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

mod support;
use support::{kiln_compile, run, src, stdout, tmp};

/// IR of the test program under code model `model` at `-Olevel`.
fn ir(model: &str, level: &str) -> PathBuf {
    let ll = tmp(&format!("cm_{model}_{level}.ll"));
    run(Command::new("clang-19")
        .args([&format!("-{level}"), &format!("-mcmodel={model}")])
        .args(["-S", "-emit-llvm", "-w"])
        .arg(src("large_model.c"))
        .arg("-o")
        .arg(&ll));
    ll
}

/// Links `objs` (plus `extra` flags) into `exe` with clang-19 and runs it.
fn link_and_run(objs: &[&Path], extra: &[&str], exe: &Path) -> Output {
    run(Command::new("clang-19")
        .args(objs)
        .args(extra)
        .arg("-o")
        .arg(exe));
    Command::new(exe)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()))
}

/// The reference: clang-19 builds the same IR with the same code model,
/// into an executable named for the calling test (`tag`): tests running in
/// parallel on the same IR must not link and run one file at once.
fn native(ll: &Path, model: &str, tag: &str) -> Output {
    let exe = ll.with_extension(format!("{tag}.native"));
    run(Command::new("clang-19")
        .arg(format!("-mcmodel={model}"))
        .arg(ll)
        .arg("-o")
        .arg(&exe));
    Command::new(&exe).output().expect("run the native build")
}

fn assert_same(what: &str, got: &Output, want: &Output) {
    assert_eq!(
        String::from_utf8_lossy(&got.stdout),
        String::from_utf8_lossy(&want.stdout),
        "{what}: stdout differs"
    );
    assert_eq!(got.status.code(), want.status.code(), "{what}: exit code");
}

fn relocs(obj: &Path) -> String {
    stdout(Command::new("llvm-readobj-19").arg("-r").arg(obj))
}

fn sections(obj: &Path) -> String {
    stdout(Command::new("llvm-readelf-19").arg("-SW").arg(obj))
}

/// Object and assembly output of every model and level run like clang's.
#[test]
fn large_and_medium_code_run_like_clang() {
    for model in ["large", "medium"] {
        for level in ["O0", "O2"] {
            let ll = ir(model, level);
            let want = native(&ll, model, "run_like_clang");
            if model == "large" {
                let text = String::from_utf8_lossy(&want.stdout);
                assert!(text.contains("table at +>2 GiB"), "{text}");
            }
            let obj = ll.with_extension("o");
            kiln_compile(&ll, &obj, &[]);
            let got = link_and_run(&[&obj], &[], &ll.with_extension("kiln"));
            assert_same(&format!("{model} {level} object"), &got, &want);
            let asm = ll.with_extension("s");
            kiln_compile(&ll, &asm, &["--emit", "asm"]);
            let aobj = ll.with_extension("asm.o");
            run(Command::new("llvm-mc-19")
                .arg("-filetype=obj")
                .arg(&asm)
                .arg("-o")
                .arg(&aobj));
            let got = link_and_run(&[&aobj], &[], &ll.with_extension("asm"));
            assert_same(&format!("{model} {level} asm"), &got, &want);
        }
    }
}

/// Large PIC code reaches symbols through the GOT with 64-bit offsets,
/// lives in large sections and has 8-byte FDE addresses, as LLVM's does;
/// the tools read the object without complaint.
#[test]
fn large_pic_objects_use_64_bit_got_relocations_and_large_sections() {
    let ll = ir("large", "O0");
    let obj = tmp("cm_large_pic.o");
    kiln_compile(&ll, &obj, &[]);
    let r = relocs(&obj);
    for kind in [
        "R_X86_64_GOTPC64 _GLOBAL_OFFSET_TABLE_",
        "R_X86_64_GOTOFF64",
        "R_X86_64_GOT64 printf",
        "R_X86_64_PC64",
    ] {
        assert!(r.contains(kind), "no {kind} in:\n{r}");
    }
    assert!(!r.contains("R_X86_64_PLT32 printf"), "{r}");
    assert!(!r.contains("R_X86_64_PC32"), "{r}");
    let s = sections(&obj);
    let flags_of = |name: &str| {
        s.lines()
            .find(|l| l.split_whitespace().any(|w| w == name))
            .unwrap_or_else(|| panic!("no section {name} in:\n{s}"))
            .to_owned()
    };
    assert!(flags_of(".ltext").contains("AXl"), "{s}");
    assert!(flags_of(".lbss").contains("NOBITS"), "{s}");
    assert!(flags_of(".lbss").contains("WAl"), "{s}");
    assert!(flags_of(".ldata").contains("WAl"), "{s}");
    let all = run(Command::new("llvm-readobj-19").arg("--all").arg(&obj));
    assert!(
        all.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&all.stderr)
    );
    let dis = run(Command::new("llvm-objdump-19").arg("-dr").arg(&obj));
    assert!(
        dis.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&dis.stderr)
    );
}

/// Static large code uses absolute 64-bit addresses and no GOT, and links
/// into a non-PIE executable that runs like clang's.
#[test]
fn static_large_code_uses_absolute_addresses() {
    let ll = ir("large", "O2");
    let want = native(&ll, "large", "static");
    let obj = tmp("cm_large_static.o");
    kiln_compile(&ll, &obj, &["--relocation-model", "static"]);
    let r = relocs(&obj);
    assert!(r.contains("R_X86_64_64 printf"), "{r}");
    assert!(!r.contains("GOT"), "{r}");
    let got = link_and_run(&[&obj], &["-no-pie"], &tmp("cm_large_static"));
    assert_same("large static", &got, &want);
}

/// Under the medium model (clang's threshold of 64 KiB, recorded in the
/// module) only the big array is large: it goes to `.lbss` and through the
/// GOT, while the small data stays in `.data`, reached `rip`-relatively.
#[test]
fn medium_model_places_only_data_over_the_threshold_in_large_sections() {
    let ll = ir("medium", "O0");
    let obj = tmp("cm_medium.o");
    kiln_compile(&ll, &obj, &[]);
    let s = sections(&obj);
    assert!(s.contains(".lbss"), "{s}");
    assert!(!s.contains(".ldata"), "{s}");
    assert!(!s.contains(".ltext"), "{s}");
    let r = relocs(&obj);
    assert!(r.contains("R_X86_64_REX_GOTPCRELX huge"), "{r}");
    assert!(
        r.contains("R_X86_64_PC32 table") || r.contains("R_X86_64_PC32 .data"),
        "{r}"
    );
}

/// `--code-model` overrides the module's flag, as `llc -code-model` does:
/// IR built for the small model becomes large code that runs like
/// clang's large build of it; an unknown model is a usage error.
#[test]
fn the_code_model_option_overrides_the_module_flag() {
    let ll = tmp("cm_small_O2.ll");
    run(Command::new("clang-19")
        .args(["-O2", "-S", "-emit-llvm", "-w"])
        .arg(src("large_model.c"))
        .arg("-o")
        .arg(&ll));
    let text = std::fs::read_to_string(&ll).expect("read IR");
    assert!(!text.contains("\"Code Model\""), "small IR has no flag");
    let want = native(&ll, "large", "override");
    let obj = tmp("cm_override.o");
    kiln_compile(&ll, &obj, &["--code-model", "large"]);
    assert!(sections(&obj).contains(".ltext"));
    assert!(relocs(&obj).contains("R_X86_64_GOTPC64"));
    let got = link_and_run(&[&obj], &[], &tmp("cm_override"));
    assert_same("small IR, --code-model large", &got, &want);
    let bad = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .args(["compile", "--code-model", "huge"])
        .arg(&ll)
        .arg("-o")
        .arg(tmp("cm_bad.o"))
        .output()
        .expect("run kiln");
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("unknown code model 'huge'"));
}
