//! The `kiln` command line: commands, exit codes and error messages.

use std::path::Path;
use std::process::{Command, Output};

fn kiln(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kiln"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("kiln binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn help_lists_every_command() {
    let out = kiln(&["--help"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for cmd in [
        "kiln check",
        "kiln print",
        "kiln run",
        "kiln compile",
        "kiln bench",
    ] {
        assert!(
            text.contains(cmd),
            "--help does not mention '{cmd}':\n{text}"
        );
    }
}

#[test]
fn check_is_silent_on_the_example() {
    let out = kiln(&["check", "examples/hello.ll"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(out.stdout.is_empty() && out.stderr.is_empty());
}

#[test]
fn print_writes_a_module_that_checks_again() {
    let out = kiln(&["print", "examples/hello.ll"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).expect("utf-8 output");
    assert!(text.contains("define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv)"));
    assert!(text.contains("call i32 (ptr, ...) @printf(ptr noundef @.str)"));
    let copy = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hello.printed.ll");
    std::fs::write(&copy, &text).expect("write copy");
    let again = kiln(&["check", copy.to_str().unwrap()]);
    assert!(again.status.success(), "{}", stderr(&again));
}

#[test]
fn emit_asm_writes_assembly_that_llvm_mc_accepts() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let asm = dir.join("hello-asm.s");
    let out = kiln(&[
        "compile",
        "--emit",
        "asm",
        "examples/hello.ll",
        "-o",
        asm.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let obj = dir.join("hello-asm.o");
    let mc = std::process::Command::new("llvm-mc-19")
        .args(["-filetype=obj", "-triple=x86_64-unknown-linux-gnu", "-o"])
        .arg(&obj)
        .arg(&asm)
        .output()
        .expect("llvm-mc-19 runs");
    assert!(mc.status.success(), "{}", stderr(&mc));
    let exe = dir.join("hello-asm");
    let cc = std::process::Command::new("clang-19")
        .arg(&obj)
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("clang-19 runs");
    assert!(cc.status.success(), "{}", stderr(&cc));
    let run = std::process::Command::new(&exe).output().expect("runs");
    assert!(String::from_utf8_lossy(&run.stdout).contains("hello"));
}

#[test]
fn run_executes_main_with_its_arguments_and_exit_code() {
    let out = kiln(&["run", "examples/hello.ll"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "hello, world\n");
    let prog = Path::new(env!("CARGO_TARGET_TMPDIR")).join("argc.ll");
    std::fs::write(
        &prog,
        "define i32 @main(i32 %argc, ptr %argv) {\n  %r = add i32 %argc, 40\n  ret i32 %r\n}\n",
    )
    .expect("write argc.ll");
    let out = kiln(&["run", prog.to_str().unwrap(), "--", "a", "b"]);
    assert_eq!(out.status.code(), Some(43), "{}", stderr(&out));
}

#[test]
fn run_loads_shared_libraries_and_refuses_foreign_triples() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let prog = dir.join("zlib_version.ll");
    std::fs::write(
        &prog,
        "declare ptr @zlibVersion()\ndeclare i32 @puts(ptr)\n\
         define i32 @main() {\n  %v = call ptr @zlibVersion()\n  call i32 @puts(ptr %v)\n  ret i32 0\n}\n",
    )
    .expect("write zlib_version.ll");
    let without = kiln(&["run", prog.to_str().unwrap()]);
    assert_eq!(
        without.status.code(),
        Some(1),
        "zlib is not loaded by default"
    );
    assert!(
        stderr(&without).contains("zlibVersion"),
        "{}",
        stderr(&without)
    );
    let with = kiln(&["run", "--load=libz.so.1", prog.to_str().unwrap()]);
    assert_eq!(with.status.code(), Some(0), "{}", stderr(&with));
    assert!(String::from_utf8_lossy(&with.stdout).starts_with("1."));
    let missing = kiln(&[
        "run",
        "--load",
        "/nonexistent/libx.so",
        prog.to_str().unwrap(),
    ]);
    assert!(
        stderr(&missing).contains("cannot load library"),
        "{}",
        stderr(&missing)
    );

    let arm = dir.join("aarch64.ll");
    std::fs::write(
        &arm,
        "target triple = \"aarch64-unknown-linux-gnu\"\ndefine i32 @main() {\n  ret i32 0\n}\n",
    )
    .expect("write aarch64.ll");
    let out = kiln(&["run", arm.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out)
            .contains("module targets aarch64-unknown-linux-gnu; the JIT runs x86_64 Linux code"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn bench_reports_every_phase_in_text_and_json() {
    let out = kiln(&["bench", "examples/hello.ll"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    for phase in [
        "read", "parse", "verify", "isel", "regalloc", "emit", "link", "total",
    ] {
        assert!(text.contains(phase), "missing {phase} in {text}");
    }
    assert!(text.contains("1 functions"), "{text}");
    let out = kiln(&["bench", "--json", "examples/hello.ll"]);
    let json = String::from_utf8_lossy(&out.stdout);
    assert!(
        json.starts_with('{') && json.trim_end().ends_with('}'),
        "{json}"
    );
    assert!(
        json.contains("\"functions\":1") && json.contains("\"isel_ms\":"),
        "{json}"
    );
}

#[test]
fn compile_writes_an_object_the_system_linker_accepts() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let obj = dir.join("hello.o");
    let exe = dir.join("hello-aot");
    let out = kiln(&["compile", "examples/hello.ll", "-o", obj.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let link = std::process::Command::new("clang-19")
        .arg(&obj)
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("clang-19 links (CI installs it)");
    assert!(
        link.status.success(),
        "{}",
        String::from_utf8_lossy(&link.stderr)
    );
    let run = std::process::Command::new(&exe).output().expect("runs");
    assert_eq!(String::from_utf8_lossy(&run.stdout), "hello, world\n");
    assert_eq!(run.status.code(), Some(0));
}

#[test]
fn compile_rejects_unsupported_targets() {
    let obj = Path::new(env!("CARGO_TARGET_TMPDIR")).join("arm.o");
    let out = kiln(&[
        "compile",
        "--target",
        "aarch64-unknown-linux-gnu",
        "examples/hello.ll",
        "-o",
        obj.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("not supported yet"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn misdeclared_intrinsics_get_a_diagnostic_not_a_crash() {
    // The verifier checks calls of intrinsics against LLVM's signatures,
    // with opt-19's messages (isel's own refusal of calls that lack the
    // operands or the result it needs stays behind it).
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    for (name, text, want) in [
        (
            "no-args.ll",
            "declare i32 @llvm.ctpop.i32()\ndefine i32 @main() {\n  %r = call i32 @llvm.ctpop.i32()\n  ret i32 %r\n}\n",
            "3:3: error: in function '@main', block '%0': 'call' of '@llvm.ctpop.i32' with type 'i32 ()': Callsite was not defined with variable arguments!",
        ),
        (
            "no-result.ll",
            "declare void @llvm.objectsize.i64.p0(ptr, i1, i1, i1)\ndefine i32 @main() {\n  %a = alloca i32\n  call void @llvm.objectsize.i64.p0(ptr %a, i1 0, i1 0, i1 0)\n  ret i32 0\n}\n",
            "4:3: error: in function '@main', block '%0': 'call' of '@llvm.objectsize.i64.p0' with type 'void (ptr, i1, i1, i1)': Intrinsic has incorrect return type!",
        ),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, text).expect("write");
        let out = kiln(&["run", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{name}: {}", stderr(&out));
        assert!(stderr(&out).contains(want), "{name}: {}", stderr(&out));
    }
}

#[test]
fn run_reports_a_missing_main() {
    let prog = Path::new(env!("CARGO_TARGET_TMPDIR")).join("nomain.ll");
    std::fs::write(&prog, "define i32 @f() {\n  ret i32 0\n}\n").expect("write");
    let out = kiln(&["run", prog.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("no definition of 'main'"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn bitcode_input_gets_a_clear_error() {
    let file = Path::new(env!("CARGO_TARGET_TMPDIR")).join("input.bc");
    std::fs::write(&file, b"BC\xC0\xDE\x35\x14\x00\x00").expect("write bc");
    let out = kiln(&["check", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("input.bc: error: bitcode at bit offset "),
        "{}",
        stderr(&out)
    );
}

#[test]
fn usage_errors_exit_with_1() {
    for args in [&["frobnicate"][..], &["check"], &["check", "a.ll", "b.ll"]] {
        let out = kiln(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&out).starts_with("kiln: error: "),
            "{args:?}: {}",
            stderr(&out)
        );
    }
}

#[test]
fn missing_file_is_reported() {
    let out = kiln(&["check", "no/such/file.ll"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).starts_with("kiln: error: cannot read 'no/such/file.ll'"));
}

#[test]
fn parse_errors_show_line_column_source_and_caret() {
    let file = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bad.ll");
    std::fs::write(&file, "define i32 @f() {\n  ret i32 %nope\n}\n").expect("write");
    let out = kiln(&["check", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let want = format!(
        "{}:2:11: error: use of undefined value '%nope'\n  ret i32 %nope\n          ^\n",
        file.display()
    );
    assert_eq!(stderr(&out), want);
}

#[test]
fn regalloc_flag_selects_the_allocator_for_run_compile_and_bench() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    // A loop with a call in it: values live across the call.
    let prog = dir.join("regalloc-loop.ll");
    std::fs::write(
        &prog,
        "define i32 @twice(i32 %x) {\n  %r = mul i32 %x, 2\n  ret i32 %r\n}\n\
         define i32 @main() {\nentry:\n  br label %loop\n\
         loop:\n  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]\n  %s = phi i32 [ 1, %entry ], [ %s2, %loop ]\n\
         \x20 %t = call i32 @twice(i32 %i)\n  %s2 = add i32 %s, %t\n  %i2 = add i32 %i, 1\n\
         \x20 %c = icmp slt i32 %i2, 5\n  br i1 %c, label %loop, label %done\n\
         done:\n  ret i32 %s2\n}\n",
    )
    .expect("write regalloc-loop.ll");
    let p = prog.to_str().unwrap();
    // 1 + 2 * (0 + 1 + 2 + 3 + 4) = 21
    for ra in ["linear", "graph"] {
        let out = kiln(&["run", "--regalloc", ra, p]);
        assert_eq!(out.status.code(), Some(21), "{ra}: {}", stderr(&out));
        let out = kiln(&["bench", "--regalloc", ra, p]);
        assert_eq!(out.status.code(), Some(0), "{ra}: {}", stderr(&out));
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains(&format!("regalloc {ra}")), "{text}");
        let obj = dir.join(format!("regalloc-{ra}.o"));
        let exe = dir.join(format!("regalloc-{ra}"));
        let out = kiln(&["compile", "--regalloc", ra, p, "-o", obj.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{ra}: {}", stderr(&out));
        let link = Command::new("clang-19")
            .arg(&obj)
            .arg("-o")
            .arg(&exe)
            .output()
            .expect("clang-19 links");
        assert!(
            link.status.success(),
            "{}",
            String::from_utf8_lossy(&link.stderr)
        );
        let run = Command::new(&exe).output().expect("runs");
        assert_eq!(run.status.code(), Some(21), "{ra}");
    }
    for cmd in ["run", "bench", "compile"] {
        let out = kiln(&[cmd, "--regalloc", "fancy", p]);
        assert_eq!(out.status.code(), Some(1), "{cmd}");
        assert!(stderr(&out).contains("fancy"), "{cmd}: {}", stderr(&out));
    }
}

#[test]
fn relocation_model_takes_pic_or_static() {
    let out = kiln(&[
        "compile",
        "--relocation-model",
        "dynamic-no-pic",
        "x.ll",
        "-o",
        "x.o",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("unknown relocation model 'dynamic-no-pic'"),
        "{}",
        stderr(&out)
    );
    let help = kiln(&["--help"]);
    assert!(String::from_utf8_lossy(&help.stdout).contains("--relocation-model pic|static"));
}

/// `kiln compile --time` writes the object and reports each phase, whose
/// shares add up to the total.
#[test]
fn compile_time_reports_every_phase() {
    let out_path = std::env::temp_dir().join(format!("kiln-cli-time-{}.o", std::process::id()));
    let out = kiln(&[
        "compile",
        "--time",
        "examples/hello.ll",
        "-o",
        out_path.to_str().expect("utf-8 temp path"),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stderr(&out);
    let mut share = 0.0;
    for phase in ["load", "codegen", "object", "write"] {
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with(phase))
            .unwrap_or_else(|| panic!("no '{phase}' line in:\n{text}"));
        let pct = line.trim_end().trim_end_matches('%');
        let pct: f64 = pct
            .rsplit(' ')
            .next()
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("no share in '{line}'"));
        share += pct;
    }
    assert!(
        (share - 100.0).abs() < 1.0,
        "shares add up to {share}:\n{text}"
    );
    let written = std::fs::metadata(&out_path).map(|m| m.len()).unwrap_or(0);
    assert!(
        text.contains(&format!("({written} bytes written)")),
        "{text}"
    );
    let _ = std::fs::remove_file(&out_path);
}

#[test]
fn a_global_at_the_first_byte_gets_its_line() {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("global_at_byte_0.ll");
    std::fs::write(
        &path,
        "@g = global [18446744073709551615 x i8] zeroinitializer\n",
    )
    .expect("write the module");
    let obj = path.with_extension("o");
    let out = kiln(&[
        "compile",
        path.to_str().unwrap(),
        "-o",
        obj.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("global_at_byte_0.ll:1:1: error: cannot lower @g"),
        "{err}"
    );
}
