//! The `kiln` command line against hostile inputs and outputs: devices,
//! directories, pipes, full disks, missing directories, non-UTF-8
//! arguments. Every case ends with a `kiln: error:` line and exit 1 (a
//! closed output pipe: quietly), never a panic or unbounded memory.

use std::io::{Read, Write};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn kiln<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kiln"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .output()
        .expect("kiln binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Exit 1 with `message` on stderr and no panic.
fn fails_with(o: &Output, message: &str) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains(message), "expected '{message}' in:\n{err}");
    assert!(!err.contains("panicked"), "{err}");
}

fn tmp(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(name)
}

#[test]
fn devices_that_cannot_hold_ir_are_refused_at_once() {
    for dev in ["/dev/zero", "/dev/full", "/dev/urandom"] {
        for cmd in ["check", "print"] {
            let out = kiln(&[cmd, dev]);
            fails_with(&out, &format!("kiln: error: '{dev}' is not LLVM IR"));
        }
    }
}

#[test]
fn an_empty_device_is_an_empty_module() {
    let out = kiln(&["check", "/dev/null"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

#[test]
fn a_directory_is_not_an_input() {
    fails_with(&kiln(&["check", "tests"]), "'tests' is a directory");
    fails_with(&kiln(&["run", "tests"]), "'tests' is a directory");
}

#[test]
fn a_missing_file_is_named() {
    fails_with(
        &kiln(&["check", "no/such/file.ll"]),
        "kiln: error: cannot read 'no/such/file.ll'",
    );
}

#[test]
fn standard_input_with_nul_bytes_is_refused() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .args(["check", "-"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("kiln runs");
    let mut stdin = child.stdin.take().unwrap();
    // Writes until kiln stops reading: it must stop after the first chunk.
    let writer = std::thread::spawn(move || {
        let zeros = [0u8; 1 << 16];
        for _ in 0..(1 << 14) {
            if stdin.write_all(&zeros).is_err() {
                return true;
            }
        }
        false
    });
    let out = child.wait_with_output().unwrap();
    fails_with(&out, "standard input is not LLVM IR");
    assert!(writer.join().unwrap(), "kiln read 1 GiB of zeros");
}

#[test]
fn print_to_a_full_disk_is_an_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .args(["print", "examples/hello.ll"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(std::fs::File::create("/dev/full").unwrap())
        .output()
        .unwrap();
    fails_with(&out, "kiln: error: cannot write output");
}

#[test]
fn help_to_a_full_disk_is_an_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg("--help")
        .stdout(std::fs::File::create("/dev/full").unwrap())
        .output()
        .unwrap();
    fails_with(&out, "kiln: error: cannot write output");
}

#[test]
fn errors_to_a_full_stderr_still_exit_1() {
    let out = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .args(["check", "no/such/file.ll"])
        .stderr(std::fs::File::create("/dev/full").unwrap())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
}

/// A module whose printed text is far larger than a pipe's buffer.
fn large_module() -> std::path::PathBuf {
    let path = tmp("io_large.ll");
    let mut text = String::new();
    for i in 0..20_000 {
        text += &format!("define i32 @f{i}(i32 %x) {{\n  %y = add i32 %x, {i}\n  ret i32 %y\n}}\n");
    }
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_closed_output_pipe_ends_kiln_quietly() {
    let big = large_module();
    for args in [
        vec!["print", big.to_str().unwrap()],
        vec!["compile", "--emit", "asm", big.to_str().unwrap(), "-o", "-"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kiln"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = [0u8; 16];
        child.stdout.take().unwrap().read_exact(&mut first).unwrap();
        // The reader is gone.
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {}", stderr(&out));
        assert!(out.stderr.is_empty(), "{args:?}: {}", stderr(&out));
    }
}

#[test]
fn compile_output_errors_are_reported() {
    let hello = "examples/hello.ll";
    fails_with(
        &kiln(&["compile", hello, "-o", "/dev/full"]),
        "kiln: error: cannot write '/dev/full'",
    );
    fails_with(
        &kiln(&["compile", hello, "-o", "no/such/dir/x.o"]),
        "kiln: error: cannot write 'no/such/dir/x.o'",
    );
    fails_with(
        &kiln(&["compile", hello, "-o", "tests"]),
        "kiln: error: cannot write 'tests'",
    );
    fails_with(
        &kiln(&["compile", "--emit", "asm", hello, "-o", "/dev/full"]),
        "kiln: error: cannot write '/dev/full'",
    );
}

#[test]
fn compile_refuses_to_overwrite_its_input() {
    let copy = tmp("io_self.ll");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/hello.ll"),
        &copy,
    )
    .unwrap();
    let path = copy.to_str().unwrap();
    fails_with(&kiln(&["compile", path, "-o", path]), "is the input file");
    let text = std::fs::read_to_string(&copy).unwrap();
    assert!(text.contains("@main"), "the input was overwritten");
}

#[test]
fn compile_writes_an_object_to_standard_output_with_dash() {
    let out = kiln(&["compile", "examples/hello.ll", "-o", "-"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(out.stdout.starts_with(b"\x7fELF"));
}

#[test]
fn bad_arguments_are_usage_errors() {
    let cases: &[(&[&str], &str)] = &[
        (&["check", "-x"], "unknown option '-x' for 'check'"),
        (
            &["compile", "examples/hello.ll", "-o", "a.o", "-o", "b.o"],
            "'-o' given more than once",
        ),
        (&["compile", "--emit"], "'--emit' needs a value"),
        (&["run", "--regalloc"], "'--regalloc' needs"),
        (&["bench", "--threads", "0", "x.ll"], "bad thread count '0'"),
        (&["frobnicate"], "unknown command 'frobnicate'"),
    ];
    for (args, message) in cases {
        fails_with(&kiln(args), message);
    }
}

#[test]
fn non_utf8_arguments_are_paths_or_errors_not_panics() {
    let name = std::ffi::OsStr::from_bytes(b"\xff.ll");
    fails_with(&kiln(&[std::ffi::OsStr::new("check"), name]), "cannot read");
    let target = std::ffi::OsStr::from_bytes(b"\xff");
    let args = ["compile", "--target"].map(std::ffi::OsStr::new);
    let out = kiln(&[
        args[0],
        args[1],
        target,
        "examples/hello.ll".as_ref(),
        "-o".as_ref(),
        "x.o".as_ref(),
    ]);
    fails_with(&out, "bad value");
}

#[test]
fn run_passes_non_utf8_arguments_through() {
    let prog = tmp("io_args.ll");
    std::fs::write(
        &prog,
        "declare i64 @strlen(ptr)\n\
         define i32 @main(i32 %argc, ptr %argv) {\n\
           %p = getelementptr ptr, ptr %argv, i64 1\n\
           %a = load ptr, ptr %p\n\
           %n = call i64 @strlen(ptr %a)\n\
           %r = trunc i64 %n to i32\n\
           ret i32 %r\n\
         }\n",
    )
    .unwrap();
    let arg = std::ffi::OsStr::from_bytes(b"\xff\xfe\xfd");
    let out = kiln(&["run".as_ref(), prog.as_os_str(), "--".as_ref(), arg]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
}

#[test]
fn a_closed_standard_output_is_an_error() {
    let kiln = env!("CARGO_BIN_EXE_kiln");
    for cmd in ["print examples/hello.ll", "compile examples/hello.ll -o -"] {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!("exec {kiln} {cmd} >&-"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        fails_with(&out, "cannot write output: standard output is closed");
    }
}
