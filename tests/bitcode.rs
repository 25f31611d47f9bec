//! The bitcode reader against the `.ll` parser:
//!
//! - every `.bc` of the conformance corpus (`target/conformance`, made by
//!   `tests/conformance/build-corpus.sh`; skipped with a note when absent)
//!   prints exactly as its `.ll`;
//! - every `tests/ll/valid/*.ll`, assembled by `llvm-as-19` (skipped when not
//!   installed), prints as the original text or, where the hand-written text
//!   is not in LLVM's canonical form, as `llvm-dis-19`'s reading of the same
//!   bitcode; the files that can match neither are listed with the reason;
//! - a corpus `.bc` truncated at every 97th byte and with bits flipped at
//!   1000 positions reads as an identical module or fails with a clean
//!   diagnostic (never a panic); a flipped bit may also yield another valid
//!   module, which must then verify or be rejected without a panic.

use kiln::ir;
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn corpus_dir() -> PathBuf {
    std::env::var_os("KILN_CORPUS_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo().join("target/conformance"))
}

fn print(m: &ir::Module) -> Vec<u8> {
    let mut out = Vec::new();
    ir::print_module(m, &mut out);
    out
}

fn have(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The first differing line of two printed modules, for messages.
fn first_diff(a: &[u8], b: &[u8]) -> String {
    let (a, b) = (String::from_utf8_lossy(a), String::from_utf8_lossy(b));
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  bc: {x}\n  ll: {y}", i + 1);
        }
    }
    format!(
        "lengths differ ({} vs {} lines)",
        a.lines().count(),
        b.lines().count()
    )
}

#[test]
fn corpus_bitcode_prints_like_its_text() {
    let dir = corpus_dir();
    let Ok(list) = std::fs::read_to_string(dir.join("programs.txt")) else {
        eprintln!(
            "note: no corpus at {} (run tests/conformance/build-corpus.sh); skipped",
            dir.display()
        );
        return;
    };
    let mut failures = Vec::new();
    let mut checked = 0;
    for prog in list.lines().filter(|l| !l.trim().is_empty()) {
        for level in ["O0", "O2", "O2g"] {
            let bc = dir.join(prog).join(format!("{level}.bc"));
            let ll = dir.join(prog).join(format!("{level}.ll"));
            let (Ok(bc_bytes), Ok(ll_bytes)) = (std::fs::read(&bc), std::fs::read(&ll)) else {
                eprintln!("note: {prog}/{level}: .bc or .ll missing; skipped");
                continue;
            };
            checked += 1;
            let from_ll = ir::parse_module(&ll_bytes).expect("corpus .ll parses");
            match ir::read_bitcode(&bc_bytes) {
                Ok(m) => {
                    let (a, b) = (print(&m), print(&from_ll));
                    if a != b {
                        failures.push(format!("{prog}/{level}: {}", first_diff(&a, &b)));
                    }
                }
                Err(e) => failures.push(format!("{prog}/{level}: {e}")),
            }
        }
    }
    eprintln!(
        "{} of {checked} corpus .bc files print as their .ll",
        checked - failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Hand-written tests whose bitcode cannot print like the original text nor
/// like `llvm-dis-19`'s output, and why.
const LL_EXCEPTIONS: &[(&str, &str)] = &[];

/// Drops the `target datalayout` line: LLVM upgrades data layout strings
/// when it reads bitcode (`llvm-dis-19` shows the upgraded one), kiln keeps
/// the stored string.
fn without_datalayout(text: &[u8]) -> Vec<u8> {
    text.split_inclusive(|&c| c == b'\n')
        .filter(|l| !l.starts_with(b"target datalayout = "))
        .flatten()
        .copied()
        .collect()
}

#[test]
fn hand_written_tests_through_llvm_as() {
    if !have("llvm-as-19") || !have("llvm-dis-19") {
        eprintln!("note: llvm-as-19/llvm-dis-19 not installed; skipped");
        return;
    }
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bitcode-ll");
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let mut files: Vec<PathBuf> = std::fs::read_dir(repo().join("tests/ll/valid"))
        .expect("tests/ll/valid")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let (mut same, mut as_dis) = (0, 0);
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        if LL_EXCEPTIONS.iter().any(|(n, _)| *n == name) {
            continue;
        }
        let bc = tmp.join(name.replace(".ll", ".bc"));
        let dis = tmp.join(name.replace(".ll", ".dis.ll"));
        let ok = Command::new("llvm-as-19")
            .arg(f)
            .arg("-o")
            .arg(&bc)
            .status();
        if !ok.is_ok_and(|s| s.success()) {
            failures.push(format!("{name}: llvm-as-19 rejects it"));
            continue;
        }
        let m = match ir::read_bitcode(&std::fs::read(&bc).unwrap()) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let a = print(&m);
        let orig = ir::parse_module(&std::fs::read(f).unwrap()).expect("valid test parses");
        if a == print(&orig) {
            same += 1;
            continue;
        }
        let st = Command::new("llvm-dis-19")
            .arg(&bc)
            .arg("-o")
            .arg(&dis)
            .status();
        assert!(st.is_ok_and(|s| s.success()), "llvm-dis-19 {name}");
        let theirs = match ir::parse_module(&std::fs::read(&dis).unwrap()) {
            Ok(m) => print(&m),
            Err(e) => {
                failures.push(format!("{name}: llvm-dis-19 output does not parse: {e:?}"));
                continue;
            }
        };
        if without_datalayout(&a) == without_datalayout(&theirs) {
            as_dis += 1;
        } else {
            failures.push(format!("{name}: {}", first_diff(&a, &theirs)));
        }
    }
    eprintln!(
        "{same} print as the original text, {as_dis} as llvm-dis-19's reading, {} listed exceptions",
        LL_EXCEPTIONS.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A bitcode file for the robustness test: a corpus module if there is one,
/// else a hand-written test assembled by `llvm-as-19`.
fn sample_bitcode() -> Option<Vec<u8>> {
    let c = corpus_dir().join("csmith-01/O2g.bc");
    if let Ok(b) = std::fs::read(&c) {
        return Some(b);
    }
    if !have("llvm-as-19") {
        return None;
    }
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("sample.bc");
    let src = repo().join("tests/ll/valid/debug-records-O2.ll");
    let st = Command::new("llvm-as-19")
        .arg(&src)
        .arg("-o")
        .arg(&out)
        .status();
    st.is_ok_and(|s| s.success())
        .then(|| std::fs::read(&out).ok())
        .flatten()
}

/// Reads `bytes`; `Err` with the panic message if the reader panicked.
fn read_no_panic(bytes: &[u8]) -> Result<Result<ir::Module, ir::BitcodeError>, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| ir::read_bitcode(bytes))).map_err(
        |p| {
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default()
        },
    )
}

#[test]
fn truncated_and_bit_flipped_bitcode() {
    let Some(good) = sample_bitcode() else {
        eprintln!("note: no corpus and no llvm-as-19; skipped");
        return;
    };
    let reference = print(&ir::read_bitcode(&good).expect("sample reads"));
    let mut problems = Vec::new();
    let (mut trunc_err, mut trunc_same) = (0, 0);
    for cut in (0..good.len()).step_by(97) {
        match read_no_panic(&good[..cut]) {
            Err(p) => problems.push(format!("truncated at {cut}: panic: {p}")),
            Ok(Err(e)) => {
                trunc_err += 1;
                if e.bit_offset > good.len() as u64 * 8 || e.message.is_empty() {
                    problems.push(format!("truncated at {cut}: bad diagnostic {e}"));
                }
            }
            Ok(Ok(m)) => {
                if print(&m) == reference {
                    trunc_same += 1;
                } else {
                    problems.push(format!("truncated at {cut}: a different module"));
                }
            }
        }
    }
    // Deterministic pseudo-random positions (xorshift).
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let (mut flip_err, mut flip_same, mut flip_other) = (0, 0, 0);
    let mut buf = good.clone();
    for _ in 0..1000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let bit = (x % (good.len() as u64 * 8)) as usize;
        buf[bit / 8] ^= 1 << (bit % 8);
        match read_no_panic(&buf) {
            Err(p) => problems.push(format!("bit {bit} flipped: panic: {p}")),
            Ok(Err(_)) => flip_err += 1,
            Ok(Ok(m)) => {
                let printed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    let _ = ir::verify_module(&m);
                    print(&m)
                }));
                match printed {
                    Ok(p) if p == reference => flip_same += 1,
                    Ok(_) => flip_other += 1,
                    Err(_) => problems.push(format!(
                        "bit {bit} flipped: module read but verifying or printing it panicked"
                    )),
                }
            }
        }
        buf[bit / 8] ^= 1 << (bit % 8);
    }
    eprintln!(
        "truncations: {trunc_err} diagnostics, {trunc_same} identical; bit flips: {flip_err} \
         diagnostics, {flip_same} identical, {flip_other} other valid modules"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn wrapped_bitcode_reads_like_raw() {
    let Some(raw) = sample_bitcode() else {
        eprintln!("note: no corpus and no llvm-as-19; skipped");
        return;
    };
    // Wrapper header: magic, version, offset, size, cputype; then padding.
    let mut wrapped = Vec::new();
    for w in [0x0B17_C0DEu32, 0, 24, raw.len() as u32, 7] {
        wrapped.extend_from_slice(&w.to_le_bytes());
    }
    wrapped.extend_from_slice(&[0; 4]);
    wrapped.extend_from_slice(&raw);
    wrapped.extend_from_slice(b"trailing data after the bitcode");
    let a = print(&ir::read_bitcode(&raw).expect("raw reads"));
    let b = print(&ir::read_bitcode(&wrapped).expect("wrapped reads"));
    assert!(a == b, "wrapped module differs: {}", first_diff(&b, &a));
    // A wrapper whose size runs past the end of the file.
    wrapped[12..16].copy_from_slice(&(raw.len() as u32 + 100).to_le_bytes());
    let e = ir::read_bitcode(&wrapped).expect_err("bad wrapper");
    assert!(e.message.contains("wrapper"), "{e}");
}

#[test]
fn clang_bitcode_prints_like_clang_text() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bitcode-clang");
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let mut failures = Vec::new();
    let mut checked = 0;
    for (src, cc) in [("features.c", "clang-19"), ("features.cpp", "clang++-19")] {
        if !have(cc) {
            eprintln!("note: {cc} not installed; {src} skipped");
            continue;
        }
        let path = repo().join("tests/bitcode").join(src);
        for (i, opts) in [&["-O0"][..], &["-O2"], &["-O0", "-g"], &["-O2", "-g"]]
            .iter()
            .enumerate()
        {
            let bc = tmp.join(format!("{src}.{i}.bc"));
            let ll = tmp.join(format!("{src}.{i}.ll"));
            let run = |extra: &[&str], out: &Path| {
                Command::new(cc)
                    .args(*opts)
                    .args(extra)
                    .arg(&path)
                    .arg("-o")
                    .arg(out)
                    .status()
                    .is_ok_and(|s| s.success())
            };
            assert!(run(&["-emit-llvm", "-c"], &bc), "{cc} {opts:?} -c {src}");
            assert!(run(&["-emit-llvm", "-S"], &ll), "{cc} {opts:?} -S {src}");
            checked += 1;
            let text = ir::parse_module(&std::fs::read(&ll).unwrap()).expect(".ll parses");
            match ir::read_bitcode(&std::fs::read(&bc).unwrap()) {
                Ok(m) => {
                    let (a, b) = (print(&m), print(&text));
                    if a != b {
                        failures.push(format!("{src} {opts:?}: {}", first_diff(&a, &b)));
                    }
                }
                Err(e) => failures.push(format!("{src} {opts:?}: {e}")),
            }
        }
    }
    eprintln!(
        "{} of {checked} clang-19 .bc files print as their .ll",
        checked - failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
