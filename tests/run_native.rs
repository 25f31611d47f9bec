//! `kiln run` ends like the native program: the same signal state at
//! `main`, faults and fatal signals kill the process with the same signal
//! (the shell sees 128 + N), and recursion as deep as natively works.
//! Each program is compiled by clang-19 both to IR (`-O0`) and natively.

use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Compiles C `source` named `name` to IR and to a native executable.
fn build(name: &str, source: &str) -> (PathBuf, PathBuf) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("run_native");
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let c = dir.join(format!("{name}.c"));
    std::fs::write(&c, source).expect("write C source");
    let ll = dir.join(format!("{name}.ll"));
    let exe = dir.join(name);
    for args in [
        vec!["-O0", "-S", "-emit-llvm", "-o", ll.to_str().unwrap()],
        vec!["-O0", "-o", exe.to_str().unwrap()],
    ] {
        let out = Command::new("clang-19")
            .args(&args)
            .arg(&c)
            .output()
            .expect("clang-19 runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    (ll, exe)
}

fn run_native(exe: &Path, args: &[&str]) -> Output {
    Command::new(exe)
        .args(args)
        .output()
        .expect("native program runs")
}

fn run_kiln(ll: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg("run")
        .arg(ll)
        .arg("--")
        .args(args)
        .output()
        .expect("kiln runs")
}

/// Exit code or terminating signal, for comparing.
fn ending(o: &Output) -> (Option<i32>, Option<i32>) {
    (o.status.code(), o.status.signal())
}

fn same_ending(name: &str, source: &str, args: &[&str], signal: Option<i32>) {
    let (ll, exe) = build(name, source);
    let native = run_native(&exe, args);
    let jit = run_kiln(&ll, args);
    assert_eq!(native.status.signal(), signal, "native {name}: {native:?}");
    assert_eq!(
        ending(&jit),
        ending(&native),
        "{name}: kiln run stderr:\n{}",
        String::from_utf8_lossy(&jit.stderr)
    );
    assert_eq!(jit.stdout, native.stdout, "{name}");
}

#[test]
fn raise_sigsegv_kills_the_process() {
    let src = "#include <signal.h>\nint main(void) { raise(SIGSEGV); return 3; }\n";
    same_ending("raise_segv", src, &[], Some(libc_signal::SIGSEGV));
}

#[test]
fn raise_sigbus_kills_the_process() {
    let src = "#include <signal.h>\nint main(void) { raise(SIGBUS); return 3; }\n";
    same_ending("raise_bus", src, &[], Some(libc_signal::SIGBUS));
}

#[test]
fn null_store_is_a_segmentation_fault() {
    let src = "int main(int argc, char **argv) { (void)argv; volatile int *p = 0; *p = argc; return 0; }\n";
    same_ending("null_store", src, &[], Some(libc_signal::SIGSEGV));
}

#[test]
fn division_by_zero_is_sigfpe() {
    let src = "int main(int argc, char **argv) { (void)argv; volatile int z = argc - 1; return 7 / z; }\n";
    same_ending("div_zero", src, &[], Some(libc_signal::SIGFPE));
}

#[test]
fn trap_is_sigill() {
    let src = "int main(void) { __builtin_trap(); }\n";
    same_ending("trap", src, &[], Some(libc_signal::SIGILL));
}

#[test]
fn abort_is_sigabrt() {
    let src = "#include <stdlib.h>\nint main(void) { abort(); }\n";
    same_ending("abort", src, &[], Some(libc_signal::SIGABRT));
}

#[test]
fn infinite_recursion_dies_by_sigsegv_not_a_rust_abort() {
    let src = "int f(int n) { volatile char b[64]; b[0] = (char)n; return f(n + 1) + b[0]; }\n\
               int main(void) { return f(0); }\n";
    let (ll, _) = build("overflow", src);
    let jit = run_kiln(&ll, &[]);
    assert_eq!(jit.status.signal(), Some(libc_signal::SIGSEGV), "{jit:?}");
    assert!(
        !String::from_utf8_lossy(&jit.stderr).contains("overflowed its stack"),
        "{jit:?}"
    );
}

#[test]
fn writing_to_a_closed_pipe_is_killed_by_sigpipe() {
    let src = "#include <unistd.h>\n\
               int main(void) { int p[2]; if (pipe(p)) return 2; close(p[0]);\n\
               write(p[1], \"x\", 1); return 3; }\n";
    same_ending("sigpipe", src, &[], Some(libc_signal::SIGPIPE));
}

/// Recursion using about 6 MiB of the 8 MiB stack natively also works
/// under `kiln run`, and the stack kiln itself used below `main` is small.
#[test]
fn deep_recursion_that_works_natively_works_under_kiln() {
    let src = "#include <stdlib.h>\n#include <stdio.h>\n\
               int f(int n) { volatile char b[80]; b[0] = (char)n; return n ? f(n - 1) + b[0] : 0; }\n\
               int main(int argc, char **argv) { (void)argc; printf(\"%d\\n\", f(atoi(argv[1]))); return 0; }\n";
    let (ll, exe) = build("deep", src);
    // clang -O0 uses 128 bytes per frame here: 50,000 frames are 6.1 MiB.
    let native = run_native(&exe, &["50000"]);
    assert_eq!(native.status.code(), Some(0), "{native:?}");
    let jit = run_kiln(&ll, &["50000"]);
    assert_eq!(jit.status.code(), Some(0), "{jit:?}");
    assert_eq!(jit.stdout, native.stdout);
}

/// Reports, from inside `main`, the signal state (`/proc/self/status`),
/// the alternate signal stack and how far below the top of the stack
/// `main` runs.
const STATE: &str = r#"
#include <signal.h>
#include <stdio.h>
#include <string.h>
int main(void) {
  char line[256], here;
  unsigned long lo = 0, hi = 0;
  FILE *f = fopen("/proc/self/status", "r");
  while (fgets(line, sizeof line, f))
    if (!strncmp(line, "SigBlk", 6) || !strncmp(line, "SigIgn", 6) ||
        !strncmp(line, "SigCgt", 6) || !strncmp(line, "Threads", 7))
      fputs(line, stdout);
  fclose(f);
  stack_t ss;
  sigaltstack(NULL, &ss);
  printf("altstack %d %zu\n", ss.ss_flags, ss.ss_size);
  f = fopen("/proc/self/maps", "r");
  while (fgets(line, sizeof line, f))
    if (strstr(line, "[stack]")) sscanf(line, "%lx-%lx", &lo, &hi);
  fclose(f);
  fprintf(stderr, "%lu\n", hi - (unsigned long)&here);
  return 0;
}
"#;

#[test]
fn main_starts_with_the_native_signal_state_and_stack() {
    let (ll, exe) = build("state", STATE);
    let native = run_native(&exe, &[]);
    let jit = run_kiln(&ll, &[]);
    assert_eq!(native.status.code(), Some(0));
    assert_eq!(jit.status.code(), Some(0), "{jit:?}");
    assert_eq!(
        String::from_utf8_lossy(&jit.stdout),
        String::from_utf8_lossy(&native.stdout)
    );
    let used = |o: &Output| -> u64 {
        String::from_utf8_lossy(&o.stderr)
            .trim()
            .parse()
            .expect("stack depth")
    };
    // kiln's own frames below the program's `main` (and its longer
    // argv) cost a few KiB of the 8 MiB; allow 64 KiB.
    assert!(
        used(&jit) < used(&native) + (64 << 10),
        "kiln {} vs native {}",
        used(&jit),
        used(&native)
    );
}

/// Which standard descriptors are closed, and the next descriptor
/// `open` returns, written to the file named by `argv[1]`.
const FDS: &str = r#"
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int main(int argc, char **argv) {
  (void)argc;
  char b[64];
  int closed = 0;
  for (int fd = 0; fd < 3; fd++) closed += (fcntl(fd, F_GETFD) == -1) << fd;
  int f = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
  int len = snprintf(b, sizeof b, "closed %d next %d\n", closed, f);
  return write(f, b, len) != len;
}
"#;

/// A program started with standard descriptors closed finds them closed
/// (the Rust runtime opens `/dev/null` on them; kiln closes them again).
#[test]
fn closed_standard_descriptors_stay_closed() {
    let (ll, exe) = build("fds", FDS);
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("run_native/fds.out");
    let kiln = env!("CARGO_BIN_EXE_kiln");
    for redirect in ["<&- >&-", "2>&-", ""] {
        let report = |cmd: String| {
            let status = Command::new("sh").arg("-c").arg(&cmd).status().unwrap();
            assert!(status.success(), "{cmd}");
            std::fs::read_to_string(&out).unwrap()
        };
        let (ll, exe, out) = (ll.display(), exe.display(), out.display());
        let native = report(format!("exec {exe} {out} {redirect}"));
        let jit = report(format!("exec {kiln} run {ll} -- {out} {redirect}"));
        assert_eq!(jit, native, "redirect '{redirect}'");
    }
}

/// Signal numbers (Linux x86-64).
mod libc_signal {
    pub const SIGILL: i32 = 4;
    pub const SIGABRT: i32 = 6;
    pub const SIGBUS: i32 = 7;
    pub const SIGFPE: i32 = 8;
    pub const SIGSEGV: i32 = 11;
    pub const SIGPIPE: i32 = 13;
}
