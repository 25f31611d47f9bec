//! Helpers shared by the object-file tests (`aot_*.rs`, `debug_lines.rs`):
//! scratch paths, the C/IR sources in `tests/aot/`, and running tools with
//! their failures reported in full.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A path in the test binary's scratch directory.
pub fn tmp(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(name)
}

/// A source file of `tests/aot/`.
pub fn src(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/aot")
        .join(name)
}

/// Runs `cmd`, failing the test (with its output) unless it succeeds.
pub fn run(cmd: &mut Command) -> Output {
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

/// The standard output of a successful `cmd`.
pub fn stdout(cmd: &mut Command) -> String {
    String::from_utf8_lossy(&run(cmd).stdout).into_owned()
}

/// `kiln compile [extra...] input -o output`, which must succeed.
pub fn kiln_compile(input: &Path, output: &Path, extra: &[&str]) {
    run(Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg("compile")
        .args(extra)
        .arg(input)
        .arg("-o")
        .arg(output));
}
