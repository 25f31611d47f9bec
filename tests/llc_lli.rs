//! kiln as a drop-in `llc` and `lli`: a Makefile project that calls
//! `$(LLC)` and `$(LLI)` gives the same output built with LLVM's tools and
//! with kiln linked under their names; and the personalities' own
//! conventions (stdin, `-o -`, default output names, diagnostics, exit
//! codes).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A fresh directory with `llc` and `lli` symlinks to the kiln binary.
fn tool_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create the test directory");
    for tool in ["llc", "lli"] {
        std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_kiln"), dir.join(tool))
            .expect("symlink kiln");
    }
    dir
}

fn run(cmd: &mut Command) -> Output {
    cmd.output().expect("command runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn drop_in_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/drop_in")
}

#[test]
fn a_makefile_project_builds_the_same_with_llvm_tools_and_kiln() {
    let dir = tool_dir("drop-in-make");
    let make = |out: &str, llc: &str, lli: &str| {
        let o = run(Command::new("make")
            .current_dir(&dir)
            .arg("-s")
            .arg("-f")
            .arg(drop_in_dir().join("Makefile"))
            .arg(format!("OUT={out}"))
            .arg(format!("LLC={llc}"))
            .arg(format!("LLI={lli}")));
        assert!(
            o.status.success(),
            "make with {llc}/{lli} failed:\n{}{}",
            text(&o.stdout),
            text(&o.stderr)
        );
    };
    make("llvm", "llc-19", "lli-19");
    let llc = dir.join("llc");
    let lli = dir.join("lli");
    make("kiln", llc.to_str().unwrap(), lli.to_str().unwrap());
    for file in ["prog.txt", "lli.txt", "O0.txt"] {
        let want = std::fs::read_to_string(dir.join("llvm").join(file)).expect("LLVM's output");
        let got = std::fs::read_to_string(dir.join("kiln").join(file)).expect("kiln's output");
        assert!(want.contains("total"), "{file}: {want}");
        assert_eq!(got, want, "{file} differs between LLVM's tools and kiln's");
    }
    // llc's default output name for `-O0 t0.ll` is t0.s, and it is assembly.
    let asm = std::fs::read_to_string(dir.join("kiln/t0.s")).expect("t0.s written");
    assert!(asm.contains(".text") || asm.contains(".section"), "{asm}");
}

/// The example module (prints a greeting, returns 0).
fn hello() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/hello.ll")
}

#[test]
fn llc_reads_stdin_writes_stdout_and_names_outputs_like_llc() {
    let dir = tool_dir("drop-in-llc");
    let src = std::fs::read(hello()).expect("example");
    let mut child = Command::new(dir.join("llc"))
        .args(["-filetype=obj", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("llc runs");
    use std::io::Write;
    child.stdin.take().unwrap().write_all(&src).unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(o.stdout.starts_with(b"\x7fELF"), "an ELF object on stdout");

    std::fs::copy(hello(), dir.join("h.bc.ll")).unwrap();
    let o = run(Command::new(dir.join("llc")).current_dir(&dir).args([
        "--filetype",
        "obj",
        "-O0",
        "h.bc.ll",
    ]));
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(dir.join("h.bc.o").exists(), "x.ll -> x.o");

    let o = run(Command::new(dir.join("llc"))
        .current_dir(&dir)
        .args(["-filetype=null", "h.bc.ll"]));
    assert!(
        o.status.success() && o.stdout.is_empty(),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn llc_diagnostics_exit_codes_and_version() {
    let dir = tool_dir("drop-in-diag");
    std::fs::write(dir.join("bad.ll"), "define i32 @f() {\n  ret i64 0\n}\n").unwrap();
    let o = run(Command::new(dir.join("llc"))
        .current_dir(&dir)
        .arg("bad.ll"));
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).starts_with("llc: bad.ll:2:7: error: "),
        "{}",
        text(&o.stderr)
    );

    let o = run(Command::new(dir.join("llc")).args(["-no-such-flag", "x.ll"]));
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).starts_with("llc: error: unknown or unsupported option '-no-such-flag'")
    );

    let o = run(Command::new(dir.join("llc")).args(["-mattr=-sse2", "x.ll"]));
    assert_eq!(o.status.code(), Some(1), "turning a feature off is refused");

    let o = run(Command::new(dir.join("llc"))
        .args(["-mcpu=znver3", "-filetype=null"])
        .arg(hello()));
    assert!(o.status.success());
    assert!(text(&o.stderr).contains("warning: -mcpu=znver3 ignored"));

    let o = run(Command::new(dir.join("llc")).arg("--version"));
    assert!(o.status.success());
    assert!(text(&o.stdout).contains("x86-64"));
    let o = run(Command::new(env!("CARGO_BIN_EXE_kiln")).arg("--version"));
    assert!(text(&o.stdout).starts_with("kiln (kiln "));
}

#[test]
fn lli_passes_what_follows_the_module_to_the_program() {
    let dir = tool_dir("drop-in-lli");
    let prog = dir.join("args.ll");
    let c = dir.join("args.c");
    std::fs::write(
        &c,
        "#include <stdio.h>\nint main(int c, char **v) { for (int i = 0; i < c; i++) puts(v[i]); return c; }\n\
         int other(int c, char **v) { printf(\"other %s\\n\", v[0]); return 40 + c; }\n",
    )
    .unwrap();
    let o = run(Command::new("clang-19")
        .args(["-S", "-emit-llvm", "-O1"])
        .arg(&c)
        .arg("-o")
        .arg(&prog));
    assert!(o.status.success(), "{}", text(&o.stderr));

    let o = run(Command::new(dir.join("lli")).arg(&prog).args(["-x", "y"]));
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(text(&o.stdout), format!("{}\n-x\ny\n", prog.display()));

    let o = run(Command::new(dir.join("lli"))
        .args(["-O0", "-entry-function=other", "-fake-argv0=zz"])
        .arg(&prog)
        .arg("q"));
    assert_eq!(o.status.code(), Some(42));
    assert_eq!(text(&o.stdout), "other zz\n");

    let o = run(Command::new(dir.join("lli"))
        .arg("-force-interpreter")
        .arg(&prog));
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).starts_with("lli: error: -force-interpreter"));
}
