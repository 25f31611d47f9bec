//! Position independence of `kiln compile` objects: a global that may be
//! preempted (defined without `dso_local`, as clang -fPIC writes it) is
//! reached through the GOT, so the object links into a shared library and
//! the executable's own definition wins, as with clang; a `dso_local` one is
//! reached `rip`-relatively; under the medium code model every data symbol
//! goes through the GOT.

use std::process::Command;

mod support;
use support::{kiln_compile, run, stdout, tmp};

/// The library: `counter` is preemptible (no dso_local), `hidden_total`
/// is hidden, `bump` reads and writes both.
const LIB: &str = r#"
@counter = global i32 5
@hidden_total = hidden global i32 100
define i32 @bump() {
  %c = load i32, ptr @counter
  %c1 = add i32 %c, 1
  store i32 %c1, ptr @counter
  %t = load i32, ptr @hidden_total
  %s = add i32 %t, %c1
  store i32 %s, ptr @hidden_total
  ret i32 %s
}
"#;

/// The executable defines its own `counter`, which preempts the library's.
const MAIN_C: &str = r#"
#include <stdio.h>
int counter = 40;
int bump(void);
int main(void) {
    int a = bump();
    int b = bump();
    printf("%d %d %d\n", a, b, counter);
    return 0;
}
"#;

fn relocs(obj: &std::path::Path) -> String {
    stdout(Command::new("llvm-readobj-19").arg("-r").arg(obj))
}

#[test]
fn preemptible_globals_go_through_the_got_in_shared_libraries() {
    let ll = tmp("pic_lib.ll");
    std::fs::write(&ll, LIB).expect("write IR");
    let obj = tmp("pic_lib.o");
    kiln_compile(&ll, &obj, &[]);
    let r = relocs(&obj);
    assert!(r.contains("R_X86_64_REX_GOTPCRELX counter"), "{r}");
    assert!(!r.contains("R_X86_64_PC32 counter"), "{r}");
    assert!(r.contains("hidden_total"), "{r}");
    assert!(!r.contains("GOTPCRELX hidden_total"), "{r}");
    let lib = tmp("libpic.so");
    run(Command::new("clang-19")
        .arg("-shared")
        .arg(&obj)
        .arg("-o")
        .arg(&lib));
    let c = tmp("pic_main.c");
    std::fs::write(&c, MAIN_C).expect("write C");
    let exe = tmp("pic_main");
    run(Command::new("clang-19")
        .arg(&c)
        .arg(&lib)
        .arg(format!("-Wl,-rpath,{}", tmp("").display()))
        .arg("-o")
        .arg(&exe));
    // The executable's counter (40) is the one the library bumps.
    assert_eq!(stdout(&mut Command::new(&exe)), "141 183 42\n");
}

#[test]
fn the_medium_code_model_reaches_data_through_the_got() {
    let ll = tmp("medium.ll");
    std::fs::write(
        &ll,
        "@big = internal global [16 x i32] zeroinitializer\n\
         define i32 @main() {\n  store i32 7, ptr @big\n  %v = load i32, ptr @big\n  \
         %r = sub i32 %v, 7\n  ret i32 %r\n}\n\
         !llvm.module.flags = !{!0}\n!0 = !{i32 1, !\"Code Model\", i32 3}\n",
    )
    .expect("write IR");
    let obj = tmp("medium.o");
    kiln_compile(&ll, &obj, &[]);
    let r = relocs(&obj);
    assert!(r.contains("GOTPCREL"), "{r}");
    assert!(!r.contains("R_X86_64_PC32 big"), "{r}");
    let exe = tmp("medium");
    run(Command::new("clang-19").arg(&obj).arg("-o").arg(&exe));
    run(&mut Command::new(&exe));
}
