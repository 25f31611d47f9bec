//! The embedding API (`kiln::Jit`, `kiln::compile_to_bytes`) on real use:
//! incremental modules, host callbacks, bitcode, shared libraries, module
//! removal, and the example programs in `examples/`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// Module `k` of the chain: `f_k(x) = f_{k-1}(x) + k`, and `f_0(x) = x`.
fn chain_module(k: usize) -> String {
    if k == 0 {
        return "define i64 @f_0(i64 %x) {\n  ret i64 %x\n}\n".to_owned();
    }
    format!(
        "declare i64 @f_{p}(i64)\n\
         define i64 @f_{k}(i64 %x) {{\n  %y = call i64 @f_{p}(i64 %x)\n  %z = add i64 %y, {k}\n  ret i64 %z\n}}\n",
        p = k - 1
    )
}

#[test]
fn a_thousand_modules_added_one_by_one_call_each_other() {
    let mut jit = kiln::Jit::new();
    let mut latencies = Vec::with_capacity(1000);
    for k in 0..1000 {
        let text = chain_module(k);
        let t0 = Instant::now();
        jit.add_ir(&format!("m{k}.ll"), &text)
            .expect("module compiles and links");
        latencies.push(t0.elapsed());
        if k % 250 == 249 {
            let f: extern "C" fn(i64) -> i64 = jit.function(&format!("f_{k}")).unwrap();
            let n = k as i64;
            assert_eq!(f(7), 7 + n * (n + 1) / 2);
        }
    }
    let f: extern "C" fn(i64) -> i64 = jit.function("f_999").unwrap();
    assert_eq!(f(0), 499_500);
    latencies.sort();
    // Reported, not asserted: timing belongs in benchmarks.
    println!(
        "incremental JIT, 1000 modules: median {:?}, p99 {:?}, max {:?} per module",
        latencies[500], latencies[990], latencies[999]
    );
}

#[test]
fn constructors_run_on_add_and_destructors_on_removal() {
    static EVENTS: std::sync::Mutex<Vec<i64>> = std::sync::Mutex::new(Vec::new());
    extern "C" fn record(x: i64) {
        EVENTS.lock().unwrap().push(x);
    }
    let events = || EVENTS.lock().unwrap().clone();
    let mut jit = kiln::Jit::with_options(kiln::codegen::CompileOptions {
        regalloc: kiln::codegen::RegallocKind::Graph,
        ..Default::default()
    });
    jit.define_symbol("record", record as *const u8);
    let id = jit
        .add_ir(
            "structors.ll",
            "declare void @record(i64)\n\
             @counter = global i64 41\n\
             @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]\n\
             @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]\n\
             define void @init() {\n  call void @record(i64 1)\n  ret void\n}\n\
             define void @fini() {\n  call void @record(i64 2)\n  ret void\n}\n\
             define i64 @get() {\n  %v = load i64, ptr @counter\n  ret i64 %v\n}\n",
        )
        .unwrap();
    assert_eq!(events(), vec![1]);
    assert!(jit.address("counter").is_some(), "data is exported");
    let get: extern "C" fn() -> i64 = jit.function("get").unwrap();
    assert_eq!(get(), 41);
    assert!(
        jit.function::<extern "C" fn() -> i64>("counter").is_err(),
        "data is not a function"
    );
    jit.remove_module(id).unwrap();
    assert_eq!(events(), vec![1, 2]);
    assert!(jit.address("counter").is_none());
    assert!(jit.remove_module(id).is_err(), "a module is removed once");
    // The name is free again.
    jit.add_ir("again.ll", "define i32 @counter() {\n  ret i32 0\n}\n")
        .expect("a removed module's names may be defined again");
}

#[test]
fn bitcode_shared_libraries_and_signature_checks() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let ll = dir.join("embed_sq.ll");
    let bc = dir.join("embed_sq.bc");
    std::fs::write(
        &ll,
        "define double @sq(double %x) {\n  %y = fmul double %x, %x\n  ret double %y\n}\n",
    )
    .unwrap();
    let st = Command::new("llvm-as-19")
        .arg(&ll)
        .arg("-o")
        .arg(&bc)
        .status()
        .expect("llvm-as-19 runs");
    assert!(st.success());
    let mut jit = kiln::Jit::new();
    jit.add_bitcode("embed_sq.bc", &std::fs::read(&bc).unwrap())
        .unwrap();
    let sq: extern "C" fn(f64) -> f64 = jit.function("sq").unwrap();
    assert_eq!(sq(1.5), 2.25);
    let err = jit.function::<extern "C" fn(f32) -> f32>("sq").unwrap_err();
    assert!(err.to_string().contains("(f64) -> f64"), "{err}");
    assert!(jit.function::<extern "C" fn()>("missing").is_err());

    jit.load_library("libz.so.1").expect("zlib loads");
    jit.add_file(&ll).expect_err("sq is defined twice");
    jit.add_ir(
        "z.ll",
        "declare ptr @zlibVersion()\ndefine i8 @zv() {\n  %v = call ptr @zlibVersion()\n  %c = load i8, ptr %v\n  ret i8 %c\n}\n",
    )
    .unwrap();
    let zv: extern "C" fn() -> u8 = jit.function("zv").unwrap();
    assert_eq!(zv(), b'1', "zlib's version string starts with 1");
}

#[test]
fn objects_in_memory_link_and_run() {
    let src =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/hello.ll")).unwrap();
    let obj = kiln::compile_to_bytes("hello.ll", &src, &Default::default()).unwrap();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    std::fs::write(dir.join("embed_hello.o"), &obj).unwrap();
    let exe = dir.join("embed_hello");
    let st = Command::new("clang-19")
        .arg(dir.join("embed_hello.o"))
        .arg("-o")
        .arg(&exe)
        .status()
        .unwrap();
    assert!(st.success());
    let out = Command::new(&exe).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "hello, world\n");
    let err = kiln::compile_to_bytes(
        "bad.ll",
        b"define void @f() {\n  ret i32 0\n}\n",
        &Default::default(),
    )
    .unwrap_err();
    assert_eq!(err.diagnostics()[0].line, 2);
}

/// An example program built by `cargo test` (target/<profile>/examples/).
fn example(name: &str) -> PathBuf {
    let deps = std::env::current_exe().unwrap();
    deps.parent()
        .unwrap()
        .parent()
        .unwrap()
        .join("examples")
        .join(name)
}

#[test]
fn the_example_programs_work() {
    let out = Command::new(example("embed_jit"))
        .output()
        .expect("embed_jit runs");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "3 items at 250 cents: 900 cents with tax\n"
    );

    let mut repl = Command::new(example("repl"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("repl runs");
    use std::io::Write;
    repl.stdin
        .take()
        .unwrap()
        .write_all(b"a = 6\nb = a * 7\nc = b - a + 1\na = 2\n")
        .unwrap();
    let out = repl.wait_with_output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "a = 6\nb = 42\nc = 37\n"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("already defined"));

    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let obj = dir.join("example_hello.o");
    let hello = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/hello.ll");
    let out = Command::new(example("write_object"))
        .arg(&hello)
        .arg(&obj)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::read(&obj).unwrap().starts_with(b"\x7fELF"));
}

#[test]
fn a_jit_may_move_to_another_thread() {
    fn assert_send<T: Send>(_: &T) {}
    let mut jit = kiln::Jit::new();
    assert_send(&jit);
    jit.add_ir("t.ll", "define i32 @t() {\n  ret i32 7\n}\n")
        .unwrap();
    let value = std::thread::spawn(move || {
        let t: extern "C" fn() -> i32 = jit.function("t").unwrap();
        t()
    })
    .join()
    .unwrap();
    assert_eq!(value, 7);
}
