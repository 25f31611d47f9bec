//! Round trips through LLVM: parse clang-19 output, print it, and check that
//! `llvm-as-19` accepts the text, that `llvm-diff-19` finds no difference,
//! and that LLVM's own rendering of both modules is identical.
//!
//! These tests need the parser and the LLVM 19 tools; they skip (with a
//! note) when either is missing.

use crate::parser::parse_module;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Small C programs covering what clang emits for C: aggregates, varargs,
/// switches, all float types, `__int128`, vectors, atomics, TLS, weak
/// symbols and aliases, `setjmp`, computed goto, inline asm.
const PROGRAMS: &[(&str, &str)] = &[
    (
        "structs",
        r#"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct P { int x; double y; char name[8]; };
struct Q { struct P p[3]; long long n; unsigned bits : 3; unsigned more : 5; };
union U { int i; float f; char c[4]; };
typedef struct Node { struct Node *next; int v; } Node;
static struct P gp = { 1, 2.5, "hi" };
struct Q gq = { { {1, 1.0, "a"}, {2, 2.0, "b"} }, 7, 3, 17 };
const char *names[] = { "zero", "one", "two", 0 };
int (*fptr)(const char *, ...) = printf;
struct P make(int x) { struct P p = { x, x * 0.5, "mk" }; return p; }
double sum(struct Q *q) { double s = 0; for (int i = 0; i < 3; i++) s += q->p[i].x + q->p[i].y; return s + q->bits + q->more; }
Node *push(Node *h, int v) { Node *n = malloc(sizeof *n); n->next = h; n->v = v; return n; }
int main(int argc, char **argv) {
  union U u; u.f = 1.5f;
  struct P p = make(argc);
  Node *h = 0; for (int i = 0; i < 10; i++) h = push(h, i * argc);
  int t = 0; while (h) { Node *n = h->next; t += h->v; free(h); h = n; }
  fptr("%d %f %s %d %x %s\n", p.x, sum(&gq), gp.name, t, u.i, names[argc % 3]);
  memcpy(&gq.p[2], &p, sizeof p);
  return (int)sum(&gq) & 0xff;
}
"#,
    ),
    (
        "misc",
        r#"
#include <stdarg.h>
#include <stdio.h>
#include <setjmp.h>
#include <stdatomic.h>
#include <math.h>
#include <complex.h>
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
__thread int tls_counter = 5;
_Thread_local static long tls2;
_Atomic int acnt;
int weakv __attribute__((weak)) = 3;
int real_fn(int x) { return x * 3; }
int alias_fn(int) __attribute__((alias("real_fn")));
extern int ext_weak(void) __attribute__((weak));
static jmp_buf jb;
long double ld = 3.14159265358979323846L;
__int128 big = ((__int128)1 << 100) + 12345;
unsigned __int128 ubig = ~(unsigned __int128)0;
_Float16 h16 = 1.5;
double complex zc = 1.0 + 2.0 * I;
int vsum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); double d = va_arg(ap, double); va_end(ap); return s + (int)d; }
int sw(int x) { switch (x) { case 0: return 10; case 1: return 20; case 5: return 7; case 100: return -1; case -3: return 99; default: return x; } }
v4si vadd(v4si a, v4si b) { return a + b * 2; }
v4sf vmul(v4sf a, v4sf b) { return __builtin_shufflevector(a * b, a, 0, 5, 2, 7); }
float fops(float a, double b) { return sqrtf(a) + (float)fma(b, b, 1.0) + 0.1f + 1e-30f + INFINITY + NAN; }
long double ldops(long double a) { return a * ld + 1.0L / 3.0L; }
__int128 i128ops(__int128 a, __int128 b) { return a * b / (b | 1) + big; }
int atom(void) { atomic_fetch_add(&acnt, 2); int e = 2; atomic_compare_exchange_strong(&acnt, &e, 5); atomic_thread_fence(memory_order_seq_cst); return atomic_load_explicit(&acnt, memory_order_acquire) + __atomic_exchange_n(&tls_counter, 4, __ATOMIC_RELAXED); }
int jump(int x) { if (setjmp(jb)) return 1; if (x) longjmp(jb, 1); return 0; }
int goto_tab(int i) { static void *tab[] = { &&a, &&b, &&c }; goto *tab[i % 3]; a: return 1; b: return 2; c: return 3; }
int asmf(int x) { int y; __asm__ volatile("mov %1, %0\n\tadd $1, %0" : "=r"(y) : "r"(x) : "cc"); return y; }
int main(int argc, char **argv) {
  tls2 += argc;
  int r = vsum(3, 1, 2, 3, 4.5) + sw(argc) + real_fn(2) + alias_fn(1) + (ext_weak ? ext_weak() : 0) + atom() + jump(0) + goto_tab(argc) + asmf(argc);
  v4si a = {1,2,3,4}, b = {5,6,7,8}; v4si c = vadd(a, b);
  v4sf fa = {1,2,3,4}; v4sf fc = vmul(fa, fa);
  printf("%d %d %f %Lf %d %f %f %d %d\n", r, c[2], (double)fc[1], ldops(2.0L), (int)i128ops(big, 3), (double)fops(2.0f, 3.0), creal(zc * zc), weakv, tls_counter + (int)tls2 + (int)h16 + (int)(ubig >> 120));
  return 0;
}
"#,
    ),
    (
        "loops",
        r#"
#include <stdio.h>
#include <string.h>
static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
void qsort(void *, unsigned long, unsigned long, int (*)(const void *, const void *));
unsigned hash(const char *s) { unsigned h = 5381; while (*s) h = h * 33 ^ (unsigned char)*s++; return h; }
int matmul(int n, int a[n][n], int b[n][n], int c[n][n]) { for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { int s = 0; for (int k = 0; k < n; k++) s += a[i][k] * b[k][j]; c[i][j] = s; } return c[n-1][n-1]; }
float dot(const float *restrict a, const float *restrict b, int n) { float s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
int main(int argc, char **argv) {
  int arr[64]; for (int i = 0; i < 64; i++) arr[i] = (i * 7919) % 64;
  qsort(arr, 64, sizeof(int), cmp);
  int m[4][4], n2[4][4], o[4][4];
  for (int i = 0; i < 16; i++) { m[i/4][i%4] = i; n2[i/4][i%4] = 16 - i; }
  float fa[100], fb[100]; for (int i = 0; i < 100; i++) { fa[i] = i * 0.5f; fb[i] = 1.0f / (i + 1); }
  char buf[128]; snprintf(buf, sizeof buf, "%s-%d", argv[0], argc);
  printf("%d %u %d %f %zu\n", arr[10], hash(buf), matmul(4, m, n2, o), dot(fa, fb, 100), strlen(buf));
  return 0;
}
"#,
    ),
];

fn tool(name: &str) -> bool {
    Command::new(name)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

fn parser_ready() -> bool {
    // The empty module is valid; an unbuilt parser rejects it.
    parse_module(b"").is_ok()
}

/// Drops comment lines and trailing comments (`; preds = ...`), which carry
/// no meaning and depend on use-list order, and `source_filename` (which
/// LLVM fills in from the file's path when a module has none).
fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        if line.starts_with(';') || line.starts_with("source_filename = ") {
            continue;
        }
        let line = match line
            .find("; preds =")
            .or_else(|| line.find("; No predecessors!"))
        {
            Some(p) if !line.trim_start().starts_with('"') => line[..p].trim_end(),
            _ => line,
        };
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// LLVM's own text for `path` (assembled then disassembled).
fn llvm_canonical(path: &Path) -> Result<String, String> {
    let bc = path.with_extension("bc");
    let out = Command::new("llvm-as-19")
        .arg(path)
        .arg("-o")
        .arg(&bc)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!(
            "llvm-as-19 rejects {}:\n{}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let out = Command::new("llvm-dis-19")
        .arg(&bc)
        .arg("-o")
        .arg("-")
        .output()
        .map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&bc);
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(strip_comments(&String::from_utf8_lossy(&out.stdout)))
}

/// Parses `input`, prints it to `printed`, and checks the result with the
/// LLVM tools. Returns a description of what went wrong.
pub(crate) fn check_round_trip(input: &Path, printed: &Path) -> Result<(), String> {
    let src = std::fs::read(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let module = parse_module(&src).map_err(|d| d.render(&input.display().to_string(), &src))?;
    let mut out = Vec::new();
    super::print_module(&module, &mut out);
    std::fs::write(printed, &out).map_err(|e| e.to_string())?;
    let want = llvm_canonical(input)?;
    let got = llvm_canonical(printed)?;
    let diff = Command::new("llvm-diff-19")
        .arg(input)
        .arg(printed)
        .output()
        .map_err(|e| e.to_string())?;
    // llvm-diff-19 reports blockaddress and ptrauth constants as different
    // even between a file and itself; accept exactly that output.
    let self_diff = || {
        Command::new("llvm-diff-19")
            .arg(input)
            .arg(input)
            .output()
            .map(|o| o.stderr)
            .unwrap_or_default()
    };
    if (!diff.status.success() || !diff.stderr.is_empty()) && diff.stderr != self_diff() {
        return Err(format!(
            "llvm-diff-19 {} {}:\n{}",
            input.display(),
            printed.display(),
            String::from_utf8_lossy(&diff.stderr)
        ));
    }
    if want != got {
        let (w, g): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
        let first = w
            .iter()
            .zip(&g)
            .position(|(a, b)| a != b)
            .unwrap_or(w.len().min(g.len()));
        return Err(format!(
            "LLVM renders {} and {} differently; first difference at line {}:\n  want: {}\n  got:  {}",
            input.display(),
            printed.display(),
            first + 1,
            w.get(first).unwrap_or(&"<end>"),
            g.get(first).unwrap_or(&"<end>")
        ));
    }
    Ok(())
}

fn scratch_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kiln-printer-{tag}-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    dir
}

#[test]
fn round_trip_clang_output() {
    if !parser_ready() {
        eprintln!("note: the .ll parser is not built yet; skipping round trips");
        return;
    }
    if !(tool("clang-19") && tool("llvm-as-19") && tool("llvm-dis-19") && tool("llvm-diff-19")) {
        eprintln!(
            "note: clang-19/llvm-as-19/llvm-dis-19/llvm-diff-19 missing; skipping round trips"
        );
        return;
    }
    let dir = scratch_dir("rt");
    let mut failures = Vec::new();
    for (name, src) in PROGRAMS {
        let c = dir.join(format!("{name}.c"));
        std::fs::write(&c, src).expect("write C source");
        for (tag, flags) in [
            ("O0", &["-O0"][..]),
            ("O2", &["-O2"]),
            ("O2g", &["-O2", "-g"]),
        ] {
            let ll = dir.join(format!("{name}-{tag}.ll"));
            let st = Command::new("clang-19")
                .args(["-S", "-emit-llvm", "-w"])
                .args(flags)
                .arg(&c)
                .arg("-o")
                .arg(&ll)
                .status()
                .expect("clang-19 runs");
            assert!(st.success(), "clang-19 failed on {name}");
            let printed = dir.join(format!("{name}-{tag}.printed.ll"));
            if let Err(e) = check_round_trip(&ll, &printed) {
                failures.push(e);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} round trips failed:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    let _ = std::fs::remove_dir_all(&dir);
}
