//! Hand-written `.ll` tests, run through the `kiln` binary.
//!
//! - `tests/ll/valid/*.ll`: `kiln check` succeeds silently; `kiln print`
//!   output checks again and prints identically (a fixed point); when
//!   `llvm-as-19` is installed, it accepts the printed module and
//!   `llvm-diff-19` finds no difference from the original. A first line
//!   `; NO-LLVM-DIFF` skips only the `llvm-diff-19` step, for constructs that
//!   `llvm-diff-19` cannot compare even against LLVM's own round trip
//!   (blockaddress operands, `cleanupret ... unwind label`).
//! - `tests/ll/invalid/*.ll`: the first line is `; ERROR: LINE:COL: MESSAGE`;
//!   `kiln check` exits with code 1 and its first stderr line is exactly
//!   `FILE:LINE:COL: error: MESSAGE`, followed by the source line and a caret.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn kiln(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kiln"))
        .args(args)
        .output()
        .expect("kiln binary runs")
}

fn ll_files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/ll")
        .join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    files
}

fn have(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ll_files");
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir.join(name)
}

#[test]
fn valid_files_check_and_round_trip() {
    let files = ll_files("valid");
    assert!(
        files.len() >= 10,
        "expected the valid .ll suite, found {}",
        files.len()
    );
    let llvm = have("llvm-as-19") && have("llvm-diff-19");
    if !llvm {
        eprintln!("note: llvm-as-19/llvm-diff-19 not installed; skipping the LLVM cross-check");
    }
    let mut failures = Vec::new();
    for file in &files {
        let f = file.to_str().expect("utf-8 path");
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let check = kiln(&["check", f]);
        if !check.status.success() || !check.stdout.is_empty() || !check.stderr.is_empty() {
            failures.push(format!(
                "{name}: check failed:\n{}",
                String::from_utf8_lossy(&check.stderr)
            ));
            continue;
        }
        let printed = kiln(&["print", f]);
        if !printed.status.success() {
            failures.push(format!(
                "{name}: print failed:\n{}",
                String::from_utf8_lossy(&printed.stderr)
            ));
            continue;
        }
        let once = scratch(&format!("{name}.printed.ll"));
        std::fs::write(&once, &printed.stdout).expect("write printed");
        let again = kiln(&["print", once.to_str().unwrap()]);
        if !again.status.success() {
            failures.push(format!(
                "{name}: printed module does not check:\n{}",
                String::from_utf8_lossy(&again.stderr)
            ));
            continue;
        }
        if again.stdout != printed.stdout {
            failures.push(format!("{name}: printing is not a fixed point"));
            continue;
        }
        let no_diff = std::fs::read_to_string(file).is_ok_and(|s| s.starts_with("; NO-LLVM-DIFF"));
        if llvm {
            let asm = Command::new("llvm-as-19")
                .arg(&once)
                .args(["-o", "/dev/null"])
                .output()
                .unwrap();
            if !asm.status.success() {
                failures.push(format!(
                    "{name}: llvm-as-19 rejects the printed module:\n{}",
                    String::from_utf8_lossy(&asm.stderr)
                ));
                continue;
            }
            if no_diff {
                continue;
            }
            let diff = Command::new("llvm-diff-19")
                .arg(file)
                .arg(&once)
                .output()
                .unwrap();
            if !diff.status.success() {
                failures.push(format!(
                    "{name}: llvm-diff-19 differs:\n{}",
                    String::from_utf8_lossy(&diff.stderr)
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn invalid_files_report_exact_diagnostics() {
    let files = ll_files("invalid");
    assert!(
        files.len() >= 40,
        "expected at least 40 malformed inputs, found {}",
        files.len()
    );
    let mut failures = Vec::new();
    for file in &files {
        let f = file.to_str().expect("utf-8 path");
        let src = std::fs::read_to_string(file).expect("read test file");
        let expected = src
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("; ERROR: "))
            .unwrap_or_else(|| panic!("{f}: first line must be '; ERROR: LINE:COL: MESSAGE'"));
        let out = kiln(&["check", f]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first = stderr.lines().next().unwrap_or("");
        let want = format!("{f}:{}", expected.replacen(": ", ": error: ", 1));
        let ok = out.status.code() == Some(1)
            && first == want
            && stderr.lines().count() >= 3
            && out.stdout.is_empty();
        if !ok {
            failures.push(format!(
                "{}:\n  want: {want}\n  got (exit {:?}): {}",
                file.file_name().unwrap().to_string_lossy(),
                out.status.code(),
                stderr.trim_end().replace('\n', "\n        ")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
