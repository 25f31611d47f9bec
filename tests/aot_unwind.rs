//! Unwinding through `kiln compile` objects: glibc's `backtrace()`, a C++
//! exception thrown below kiln-compiled C frames and caught above them, and
//! gdb (backtrace from a breakpoint, breakpoints by `file:line`, `info
//! line`, stepping by line with `next`). The C part
//! (tests/aot/unwind_c.c) goes through clang-19's IR at -O0 and -O2, the
//! C++ part (tests/aot/unwind_main.cpp) is compiled by clang++-19.

use std::path::{Path, PathBuf};
use std::process::Command;

mod support;
use support::{run, src, tmp};

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

/// The line number of `frame` (a `#N ... at FILE:LINE` line of gdb's
/// backtrace), if it names unwind_c.c.
fn frame_line(frame: &str) -> Option<u32> {
    let (_, rest) = frame.rsplit_once("unwind_c.c:")?;
    rest.trim().parse().ok()
}

/// gdb stops in a clang-compiled callee and walks up through the kiln frames
/// with the source lines of their calls; a breakpoint by `file:line` in the
/// middle of a kiln function stops there, at the address `info line` gives
/// for that line; one on a function's opening line stops after its
/// prologue, on the first line of its body (as with clang's code).
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
    // The calls: leaf_hook() at 14, kiln_leaf(...) at 21, kiln_middle(...)
    // at 24.
    for (frame, line) in frames[1..4].iter().zip([14, 21, 24]) {
        assert_eq!(frame_line(frame), Some(line), "in '{frame}':\n{text}");
    }

    let text = gdb(
        exe,
        &[
            "break unwind_c.c:13",
            "info line unwind_c.c:13",
            "run",
            "bt",
        ],
    );
    let first = text.lines().find(|l| l.starts_with("#0")).unwrap_or("");
    assert!(
        first.contains("kiln_leaf") && frame_line(first) == Some(13),
        "breakpoint at unwind_c.c:13 did not stop there in kiln_leaf:\n{text}"
    );
    let frames: Vec<&str> = text.lines().filter(|l| l.starts_with('#')).collect();
    assert!(
        frames.len() >= 3
            && frames[1].contains("kiln_middle")
            && frame_line(frames[1]) == Some(21)
            && frames[2].contains("kiln_outer"),
        "{text}"
    );
    let set_at = text
        .lines()
        .find_map(|l| l.strip_prefix("Breakpoint 1 at "))
        .and_then(|l| l.split(':').next())
        .unwrap_or_else(|| panic!("no breakpoint address:\n{text}"));
    let info = text
        .lines()
        .find(|l| l.starts_with("Line 13 of"))
        .unwrap_or_else(|| panic!("no 'info line' answer:\n{text}"));
    assert!(
        info.contains(&format!("starts at address {set_at} <kiln_leaf+")),
        "'info line' disagrees with the breakpoint at {set_at}:\n{text}"
    );

    let text = gdb(exe, &["break unwind_c.c:18", "run", "bt"]);
    let first = text.lines().find(|l| l.starts_with("#0")).unwrap_or("");
    assert!(
        first.contains("kiln_middle") && frame_line(first) == Some(20),
        "breakpoint at unwind_c.c:18 did not stop on kiln_middle's first line:\n{text}"
    );
    assert!(
        text.contains("kiln_outer") && text.contains("main"),
        "{text}"
    );
}

/// `next` from a breakpoint in kiln_leaf walks its lines in source order.
fn check_stepping(exe: &Path) {
    let text = gdb(exe, &["break unwind_c.c:12", "run", "next", "next", "next"]);
    // gdb prints each line it stops on as "LINE\tSOURCE" (the program's own
    // output is interleaved).
    let lines: Vec<u32> = text
        .lines()
        .filter_map(|l| l.split_once('\t')?.0.parse().ok())
        .collect();
    assert_eq!(lines, [12, 13, 14, 15], "{text}");
}

#[test]
fn unwinding_through_kiln_frames_at_o0() {
    let exe = build("-O0");
    check_backtrace(&exe);
    check_exception(&exe);
    check_gdb(&exe);
    check_stepping(&exe);
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
