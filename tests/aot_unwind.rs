//! Unwinding through `kiln compile` objects: glibc's `backtrace()`, a C++
//! exception thrown below kiln-compiled C frames and caught above them, and
//! gdb (backtrace from a breakpoint, breakpoints by `file:line`). The C part
//! (tests/aot/unwind_c.c) goes through clang-19's IR at -O0 and -O2, the
//! C++ part (tests/aot/unwind_main.cpp) is compiled by clang++-19.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn tmp(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(name)
}

fn src(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/aot")
        .join(name)
}

fn run(cmd: &mut Command) -> Output {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}):\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Builds the test program with the C part at `opt` (`-O0`/`-O2`), with
/// debug information, and returns its path.
fn build(opt: &str) -> PathBuf {
    build_via(opt, false)
}

/// [`build`]; with `asm`, the C part goes through `kiln compile --emit asm`
/// and llvm-mc-19.
fn build_via(opt: &str, asm: bool) -> PathBuf {
    let tag = format!(
        "{}{}",
        opt.trim_start_matches('-'),
        if asm { "s" } else { "" }
    );
    let ll = tmp(&format!("unwind_c.{tag}.ll"));
    let obj = tmp(&format!("unwind_c.{tag}.o"));
    let main_obj = tmp(&format!("unwind_main.{tag}.o"));
    let exe = tmp(&format!("unwind.{tag}"));
    run(Command::new("clang-19")
        .args([opt, "-g", "-S", "-emit-llvm", "-o"])
        .arg(&ll)
        .arg(src("unwind_c.c")));
    if asm {
        let s = tmp(&format!("unwind_c.{tag}.s"));
        run(Command::new(env!("CARGO_BIN_EXE_kiln"))
            .args(["compile", "--emit", "asm"])
            .arg(&ll)
            .arg("-o")
            .arg(&s));
        run(Command::new("llvm-mc-19")
            .args(["-filetype=obj", "-o"])
            .arg(&obj)
            .arg(&s));
    } else {
        run(Command::new(env!("CARGO_BIN_EXE_kiln"))
            .arg("compile")
            .arg(&ll)
            .arg("-o")
            .arg(&obj));
    }
    run(Command::new("clang++-19")
        .args(["-O2", "-g", "-c", "-o"])
        .arg(&main_obj)
        .arg(src("unwind_main.cpp")));
    run(Command::new("clang++-19")
        .arg("-rdynamic")
        .arg("-o")
        .arg(&exe)
        .arg(&main_obj)
        .arg(&obj));
    exe
}

/// `backtrace()` from a kiln-compiled leaf sees every kiln frame up to main.
fn check_backtrace(exe: &Path) {
    let out = run(Command::new(exe).arg("bt"));
    let text = String::from_utf8_lossy(&out.stdout);
    let mut rest: &str = &text;
    for f in ["kiln_leaf", "kiln_middle", "kiln_outer", "main"] {
        let at = rest
            .find(&format!("({f}+"))
            .unwrap_or_else(|| panic!("backtrace() does not show {f} in order:\n{text}"));
        rest = &rest[at..];
    }
    // (1 + 1 + 1 + 1) * 3 + 7
    assert!(text.contains("outer 19"), "{text}");
}

/// A C++ exception crosses two kiln frames, three times, and the catching
/// frame's callee-saved values survive.
fn check_exception(exe: &Path) {
    let out = Command::new(exe).output().expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "exception through kiln frames failed ({}): {text}{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("spin 719"), "{text}");
}

fn gdb(exe: &Path, commands: &[&str]) -> String {
    let mut cmd = Command::new("gdb");
    cmd.args(["-nx", "-batch"]);
    for c in commands {
        cmd.arg("-ex").arg(c);
    }
    cmd.arg("--args").arg(exe).arg("bt");
    let out = run(&mut cmd);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// gdb stops in a clang-compiled callee and walks up through the kiln frames
/// with their source lines; a breakpoint by `file:line` on a kiln function
/// stops in it.
fn check_gdb(exe: &Path) {
    let text = gdb(exe, &["break leaf_hook", "run", "bt"]);
    let frames: Vec<&str> = text.lines().filter(|l| l.starts_with('#')).collect();
    let names = [
        "leaf_hook",
        "kiln_leaf",
        "kiln_middle",
        "kiln_outer",
        "main",
    ];
    assert!(frames.len() >= names.len(), "short backtrace:\n{text}");
    for (frame, name) in frames.iter().zip(names) {
        assert!(
            frame.contains(name),
            "expected {name} in '{frame}':\n{text}"
        );
    }
    for (frame, line) in frames[1..4].iter().zip([10, 18, 24]) {
        assert!(
            frame.contains(&format!("unwind_c.c:{line}")),
            "expected unwind_c.c:{line} in '{frame}':\n{text}"
        );
    }
    let text = gdb(exe, &["break unwind_c.c:18", "run", "bt"]);
    let first = text.lines().find(|l| l.starts_with("#0")).unwrap_or("");
    assert!(
        first.contains("kiln_middle") && first.contains("unwind_c.c:18"),
        "breakpoint at unwind_c.c:18 did not stop in kiln_middle:\n{text}"
    );
    assert!(
        text.contains("kiln_outer") && text.contains("main"),
        "{text}"
    );
}

#[test]
fn unwinding_through_kiln_frames_at_o0() {
    let exe = build("-O0");
    check_backtrace(&exe);
    check_exception(&exe);
    check_gdb(&exe);
}

#[test]
fn unwinding_through_kiln_frames_at_o2() {
    let exe = build("-O2");
    check_backtrace(&exe);
    check_exception(&exe);
    check_gdb(&exe);
}

#[test]
fn unwinding_through_kiln_assembly_at_o2() {
    let exe = build_via("-O2", true);
    check_backtrace(&exe);
    check_exception(&exe);
    check_gdb(&exe);
}
