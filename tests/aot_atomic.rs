//! Atomic accesses that are not one naturally aligned move: a 16-byte
//! `load atomic`/`store atomic` (`__atomic_load_n` on `__int128`) calls
//! libatomic's `__atomic_load_16`/`__atomic_store_16` as LLVM does, and
//! an under-aligned one is refused by name. tests/aot/atomic_i128.c is
//! compiled by clang-19 to IR at -O0 and -O2, by kiln with every
//! allocator, linked against libatomic and run; its output must equal
//! the native build's, and the object must call libatomic.

use std::path::PathBuf;
use std::process::Command;

mod support;
use support::{kiln_compile, run, src, stdout, tmp};

/// libatomic as the C toolchain installs it (the runtime package has no
/// `libatomic.so` link for `-latomic`).
const LIBATOMIC: &str = "/usr/lib/x86_64-linux-gnu/libatomic.so.1";

fn ir(level: &str) -> PathBuf {
    let ll = tmp(&format!("atomic_i128.{level}.ll"));
    run(Command::new("clang-19")
        .args([&format!("-{level}"), "-w", "-S", "-emit-llvm", "-o"])
        .arg(&ll)
        .arg(src("atomic_i128.c")));
    ll
}

#[test]
fn sixteen_byte_atomics_call_libatomic_and_run_as_natively() {
    let native = tmp("atomic_i128_native");
    run(Command::new("clang-19")
        .args(["-O0", "-w", "-o"])
        .arg(&native)
        .arg(src("atomic_i128.c"))
        .arg(LIBATOMIC));
    let expected = stdout(&mut Command::new(&native));
    for level in ["O0", "O2"] {
        let ll = ir(level);
        for ra in ["linear", "graph", "fast", "onepass"] {
            let obj = tmp(&format!("atomic_i128.{level}.{ra}.o"));
            kiln_compile(&ll, &obj, &["--regalloc", ra]);
            let relocs = stdout(Command::new("llvm-readobj-19").arg("-r").arg(&obj));
            for f in ["__atomic_load_16", "__atomic_store_16"] {
                assert!(
                    relocs.contains(f),
                    "{level} {ra}: no call of {f}:\n{relocs}"
                );
            }
            let exe = tmp(&format!("atomic_i128.{level}.{ra}"));
            run(Command::new("clang-19")
                .arg(&obj)
                .arg(LIBATOMIC)
                .arg("-o")
                .arg(&exe));
            assert_eq!(stdout(&mut Command::new(&exe)), expected, "{level} {ra}");
        }
    }
}
