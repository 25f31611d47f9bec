//! The hostile cases that cannot be static files: inputs too large to
//! commit, inputs that must be bitcode, devices and endless pipes, and the
//! cases that look at the generated code.

use crate::case::{Case, command_args};
use crate::child::{Input, Limits, scratch};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

fn limits(secs: u64, mib: u64) -> Limits {
    Limits {
        wall: Duration::from_secs(secs),
        rss: mib << 20,
    }
}

fn commands(words: &[&str]) -> Vec<Vec<String>> {
    words
        .iter()
        .map(|w| command_args(w).expect("known command"))
        .collect()
}

/// A case on `file` expecting `exit` from every command in `words`.
fn case(name: &str, file: PathBuf, words: &[&str], exit: i32, limits: Limits) -> Case {
    Case {
        name: name.to_string(),
        file,
        stdin: Input::Null,
        commands: commands(words),
        exit,
        stderr: Vec::new(),
        stdout: Vec::new(),
        limits,
        max_stderr: None,
    }
}

/// Writes `bytes` to a scratch file named `name`.
fn write(name: &str, bytes: &[u8]) -> PathBuf {
    let path = scratch(name);
    std::fs::write(&path, bytes).unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
    path
}

/// `@g` and a global holding a `depth`-deep chain of constant GEPs on it.
fn deep_gep_text(depth: usize) -> String {
    let mut s = String::with_capacity(depth * 40 + 64);
    s.push_str("@g = global i8 0\n@p = global ");
    for _ in 0..depth {
        s.push_str("ptr getelementptr (i8, ");
    }
    s.push_str("ptr @g");
    for _ in 0..depth {
        s.push_str(", i64 1)");
    }
    s.push('\n');
    s
}

/// The 100,000-deep constant GEP as bitcode: the text through llvm-as-19
/// (whose recursive parser needs an unlimited stack). `None` with a note
/// when llvm-as-19 is missing.
fn deep_gep_bitcode() -> Option<Case> {
    let ll = write("fuzz_gen_deep_gep.ll", deep_gep_text(100_000).as_bytes());
    let bc = scratch("fuzz_gen_deep_gep.bc");
    let script = format!(
        "ulimit -s unlimited 2>/dev/null || ulimit -s hard; exec llvm-as-19 '{}' -o '{}'",
        ll.display(),
        bc.display()
    );
    match Command::new("sh").arg("-c").arg(&script).status() {
        Ok(s) if s.success() => {}
        Ok(s) if s.code() == Some(127) => {
            println!("note: llvm-as-19 is missing: fuzz_gen_deep_gep_bc is skipped");
            return None;
        }
        Ok(s) => panic!("llvm-as-19 failed on the deep GEP ({s})"),
        Err(e) => panic!("cannot run sh: {e}"),
    }
    // The text parser rejects this nesting ("nesting too deep"); the same
    // module as bitcode must not get further and overflow a later phase.
    let mut c = case(
        "fuzz_gen_deep_gep_bc",
        bc,
        &["check", "print", "compile"],
        1,
        limits(20, 1024),
    );
    c.stderr.push("error:".into());
    Some(c)
}

/// `n` globals and `n` functions each returning one of them, as bitcode:
/// every function body uses one module constant. The bitcode reader once
/// cleared and refilled a per-constant table of the module's size for each
/// body (O(functions x constants): 150,000 of each took over 10 s).
fn functions_times_constants_bitcode(n: usize) -> Option<Case> {
    let mut s = String::with_capacity(n * 60);
    for i in 0..n {
        writeln!(s, "@g{i} = global i32 {i}").unwrap();
    }
    for i in 0..n {
        writeln!(s, "define ptr @f{i}() {{\n  ret ptr @g{i}\n}}").unwrap();
    }
    let ll = write("fuzz_gen_functions_constants.ll", s.as_bytes());
    let bc = scratch("fuzz_gen_functions_constants.bc");
    match Command::new("llvm-as-19")
        .arg(&ll)
        .arg("-o")
        .arg(&bc)
        .status()
    {
        Ok(st) if st.success() => {}
        Ok(st) => panic!("llvm-as-19 failed on the functions x constants module ({st})"),
        Err(_) => {
            println!("note: llvm-as-19 is missing: fuzz_gen_functions_constants_bc is skipped");
            return None;
        }
    }
    Some(case(
        "fuzz_gen_functions_constants_bc",
        bc,
        &["check"],
        0,
        limits(10, 1024),
    ))
}

/// The three shapes that once made layout quadratic in the number of a
/// struct's fields (offsets recomputed from the first field at every use):
/// a struct constant of `n` fields; `n` globals each initialised with the
/// address of another field of one `n`-field struct; and one function
/// storing to each of those `n` fields through a constant GEP. At 50,000
/// and 20,000 fields they took 28–45 s; now well under a second.
fn wide_struct_layouts(n: usize) -> [Case; 3] {
    let fields = vec!["i32"; n].join(", ");
    let mut init = String::new();
    for i in 0..n {
        write!(init, "{}i32 {i}", if i > 0 { ", " } else { "" }).unwrap();
    }
    let constant = format!("@g = global {{{fields}}} {{{init}}}\n");
    let mut addresses = format!("%T = type {{{fields}}}\n@g = global %T zeroinitializer\n");
    let mut stores = addresses.clone();
    stores.push_str("define void @f() {\n");
    for i in 0..n {
        writeln!(
            addresses,
            "@p{i} = global ptr getelementptr (%T, ptr @g, i32 0, i32 {i})"
        )
        .unwrap();
        writeln!(
            stores,
            "  store i32 1, ptr getelementptr (%T, ptr @g, i32 0, i32 {i})"
        )
        .unwrap();
    }
    stores.push_str("  ret void\n}\n");
    let make = |name: &str, text: &str| {
        let file = write(&format!("{name}.ll"), text.as_bytes());
        case(name, file, &["compile"], 0, limits(10, 1024))
    };
    [
        make("fuzz_gen_wide_struct_constant", &constant),
        make("fuzz_gen_wide_struct_field_addresses", &addresses),
        make("fuzz_gen_wide_struct_field_stores", &stores),
    ]
}

/// `main` running through a chain of `n` blocks that only jump to the
/// next, then returning 7. The emitter once followed each chain from every
/// block and scanned the run of skipped blocks after every block
/// (quadratic: 80,000 blocks took 9 s).
fn empty_block_chain(n: usize) -> [Case; 2] {
    let mut s = String::from("define i32 @main() {\nentry:\n  br label %b0\n");
    for i in 0..n {
        writeln!(s, "b{i}:\n  br label %b{}", i + 1).unwrap();
    }
    writeln!(s, "b{n}:\n  ret i32 7\n}}").unwrap();
    let file = write("fuzz_gen_empty_block_chain.ll", s.as_bytes());
    [
        case(
            "fuzz_gen_empty_block_chain",
            file.clone(),
            &["compile"],
            0,
            limits(10, 1024),
        ),
        case(
            "fuzz_gen_empty_block_chain_run",
            file,
            &["run"],
            7,
            limits(10, 1024),
        ),
    ]
}

/// `n` functions, each with one verifier error (a use its definition does
/// not dominate) on its second line.
fn diagnostics(n: usize, secs: u64) -> Case {
    let mut s = String::new();
    for i in 0..n {
        writeln!(
            s,
            "define void @f{i}(i32 %x) {{\n  %a = add i32 %b, 1\n  %b = add i32 %a, 1\n  ret void\n}}"
        )
        .unwrap();
    }
    let name = format!("fuzz_gen_diagnostics_{n}");
    let file = write(&format!("{name}.ll"), s.as_bytes());
    let mut c = case(&name, file, &["check"], 1, limits(secs, 1024));
    c.stderr.push(format!("{name}.ll:2:3: error:"));
    c.stderr.push(format!("{name}.ll:{}:3: error:", 5 * n - 3));
    c
}

/// `main` jumping through `indirectbr` with `n` destinations to the last,
/// which returns 7.
fn indirectbr(n: usize) -> String {
    let mut s = String::from("define i32 @main() {\nentry:\n");
    writeln!(s, "  indirectbr ptr blockaddress(@main, %b{}), [", n - 1).unwrap();
    for i in 0..n {
        let sep = if i + 1 < n { "," } else { "" };
        writeln!(s, "    label %b{i}{sep}").unwrap();
    }
    s.push_str("  ]\n");
    for i in 0..n {
        writeln!(
            s,
            "b{i}:\n  ret i32 {}",
            if i == n - 1 { 7 } else { i % 100 + 10 }
        )
        .unwrap();
    }
    s.push_str("}\n");
    s
}

/// `main` running through `n` blocks that each end in an `indirectbr`
/// (to one of two blocks, both named in a table of `2n` block addresses),
/// which returns 7: selection must not look at every address-taken block
/// for every `indirectbr`.
fn many_indirectbrs(n: usize) -> String {
    let mut s = String::new();
    writeln!(s, "@tab = global [{} x ptr] [", 2 * n).unwrap();
    for i in 0..n {
        let sep = if i + 1 < n { "," } else { "" };
        writeln!(
            s,
            "  ptr blockaddress(@main, %t{i}), ptr blockaddress(@main, %u{i}){sep}"
        )
        .unwrap();
    }
    s.push_str(
        "]
define i32 @main() {
entry:
  br label %s0
",
    );
    for i in 0..n {
        let next = if i + 1 < n {
            format!("br label %s{}", i + 1)
        } else {
            "ret i32 7".to_string()
        };
        writeln!(
            s,
            "s{i}:
  indirectbr ptr blockaddress(@main, %t{i}), [label %t{i}, label %u{i}]
             t{i}:
  {next}
u{i}:
  ret i32 {}",
            i % 100 + 10
        )
        .unwrap();
    }
    s.push_str(
        "}
",
    );
    s
}

/// `main` switching over `n` cases `0, stride, 2*stride...` on
/// `(argc + n - 2) * stride` (case `n - 1` with no arguments), which
/// returns 42. Stride 1 makes a jump table, a larger one a search.
fn switch(n: usize, stride: usize) -> String {
    let mut s = String::from("define i32 @main(i32 %argc, ptr %argv) {\nentry:\n");
    writeln!(s, "  %k = add i32 %argc, {}", n - 2).unwrap();
    writeln!(s, "  %x = mul i32 %k, {stride}").unwrap();
    s.push_str("  switch i32 %x, label %other [\n");
    for i in 0..n {
        writeln!(s, "    i32 {}, label %c{i}", i * stride).unwrap();
    }
    s.push_str("  ]\nother:\n  ret i32 1\n");
    for i in 0..n {
        writeln!(
            s,
            "c{i}:\n  ret i32 {}",
            if i == n - 1 { 42 } else { i % 100 + 50 }
        )
        .unwrap();
    }
    s.push_str("}\n");
    s
}

/// A 100 MB single-line module with a syntax error at its end.
fn long_line() -> Case {
    let n = 100_000_000;
    let mut s = Vec::with_capacity(n + 64);
    write!(
        &mut s as &mut dyn std::io::Write,
        "@s = global [{n} x i8] c\""
    )
    .unwrap();
    s.resize(s.len() + n, b'a');
    s.extend_from_slice(b"\" junk\n");
    let mut c = case(
        "fuzz_gen_long_line",
        write("fuzz_gen_long_line.ll", &s),
        &["check"],
        1,
        limits(20, 1024),
    );
    c.stderr.push("fuzz_gen_long_line.ll:1:".into());
    c.stderr.push("error:".into());
    c.max_stderr = Some(64 << 10);
    c
}

/// A device as input: the read must be bounded and end in an error.
fn device(name: &str, path: &str) -> Case {
    let mut c = case(name, PathBuf::from(path), &["check"], 1, limits(20, 1024));
    c.stderr.push("error:".into());
    c.max_stderr = Some(64 << 10);
    c
}

/// A valid-looking module that never ends, on standard input.
fn endless_pipe() -> Case {
    let mut c = device("fuzz_gen_endless_pipe", "-");
    // Standard input is read up to 1 GiB before the error; the ceiling
    // leaves room for that buffer.
    c.limits = limits(30, 1536);
    c.stdin = Input::Endless(b"; a comment line that never ends the module\n".repeat(1024));
    c
}

/// Loads through `addrspace(256/257/258)` observed at run time (kiln's
/// `--emit asm` prints code as bytes, so the segment is checked by what the
/// access reads): %fs:0 holds the thread pointer that `pthread_self`
/// returns, a GS base set by `arch_prctl(ARCH_SET_GS)` moves %gs:4 onto a
/// buffer, and SS has base 0. Without the segment prefix the FS load reads
/// address 0 (SIGSEGV) and the GS load reads the wrong word.
fn segment_loads() -> Case {
    let text = "target triple = \"x86_64-unknown-linux-gnu\"\n\n\
         @buf = global [2 x i32] [i32 7, i32 42]\n\
         @flat = global i32 5\n\
         declare ptr @pthread_self()\n\
         declare i64 @syscall(i64, ...)\n\n\
         define i32 @main() {\nentry:\n  \
         %tp = load ptr, ptr addrspace(257) null, align 8\n  \
         %self = call ptr @pthread_self()\n  \
         %fs_ok = icmp eq ptr %tp, %self\n  \
         %r = call i64 (i64, ...) @syscall(i64 158, i64 4097, ptr @buf)\n  \
         %g = load i32, ptr addrspace(256) inttoptr (i64 4 to ptr addrspace(256)), align 4\n  \
         %gs_ok = icmp eq i32 %g, 42\n  \
         %sp = addrspacecast ptr @flat to ptr addrspace(258)\n  \
         %s = load i32, ptr addrspace(258) %sp, align 4\n  \
         %ss_ok = icmp eq i32 %s, 5\n  \
         %a = and i1 %fs_ok, %gs_ok\n  \
         %b = and i1 %a, %ss_ok\n  \
         %x = select i1 %b, i32 30, i32 31\n  \
         ret i32 %x\n}\n";
    let name = "fuzz_gen_addrspace_segments_run";
    case(
        name,
        write(&format!("{name}.ll"), text.as_bytes()),
        &["run"],
        30,
        limits(10, 512),
    )
}

/// `main` with `n` phis of one block, all live at once, summed: the phis
/// take 0, 1, ... when `argc` is 1, so it returns `n(n-1)/2 mod 256`.
fn many_phis(n: usize) -> (String, i32) {
    let mut s = String::from(
        "define i32 @main(i32 %argc, ptr %argv) {\nentry:\n  %x = sext i32 %argc to i64\n  \
         %c = icmp eq i32 %argc, 1\n  br i1 %c, label %a, label %b\na:\n  br label %j\n\
         b:\n  br label %j\nj:\n",
    );
    for i in 0..n {
        writeln!(s, "  %p{i} = phi i64 [ {i}, %a ], [ %x, %b ]").unwrap();
    }
    s.push_str("  %s0 = add i64 %p0, 0\n");
    for i in 1..n {
        writeln!(s, "  %s{i} = add i64 %s{}, %p{i}", i - 1).unwrap();
    }
    writeln!(
        s,
        "  %r = trunc i64 %s{} to i32\n  %m = and i32 %r, 255\n  ret i32 %m\n}}",
        n - 1
    )
    .unwrap();
    (s, ((n * (n - 1) / 2) % 256) as i32)
}

/// `main` computing `n` values `argc * (k + 1)` and adding all of them in
/// each of three loop iterations: all live across the loop. Returns
/// `3 n(n+1)/2 mod 256` when `argc` is 1.
fn many_loop_values(n: usize) -> (String, i32) {
    let mut s = String::from(
        "define i32 @main(i32 %argc, ptr %argv) {\nentry:\n  %x = sext i32 %argc to i64\n",
    );
    for i in 0..n {
        writeln!(s, "  %v{i} = mul i64 %x, {}", i + 1).unwrap();
    }
    writeln!(
        s,
        "  br label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]\n  \
         %acc = phi i64 [ 0, %entry ], [ %a{}, %loop ]",
        n - 1
    )
    .unwrap();
    let mut prev = "%acc".to_string();
    for i in 0..n {
        writeln!(s, "  %a{i} = add i64 {prev}, %v{i}").unwrap();
        prev = format!("%a{i}");
    }
    writeln!(
        s,
        "  %i1 = add i64 %i, 1\n  %c = icmp ult i64 %i1, 3\n  br i1 %c, label %loop, label %out\n\
         out:\n  %r = trunc i64 {prev} to i32\n  %m = and i32 %r, 255\n  ret i32 %m\n}}"
    )
    .unwrap();
    (s, ((3 * n * (n + 1) / 2) % 256) as i32)
}

/// Compiling and running `text` with the graph-colouring allocator, whose
/// interference graph was quadratic in the values live at once (20,000
/// phis: minutes and 24 GiB); `expected` is the exit code of the run.
fn graph_pressure(name: &str, (text, expected): (String, i32)) -> [Case; 2] {
    let file = write(&format!("{name}.ll"), text.as_bytes());
    let graph = |words: &[&str]| {
        let mut c = case(name, file.clone(), words, 0, limits(20, 1024));
        for args in &mut c.commands {
            args.splice(1..1, ["--regalloc".to_string(), "graph".to_string()]);
        }
        c
    };
    let mut run = graph(&["run"]);
    run.name = format!("{name}_run");
    run.exit = expected;
    [graph(&["compile"]), run]
}

/// `main` defining `n` values `argc * (k + 1)`, each in its own diamond of
/// blocks and live from there to the last block, which adds all of them:
/// value k is live into 4(n - k) blocks, so exact live-in sets have 2n²
/// entries (10,000 values: 16 s and 1.6 GiB before the liveness budget).
/// Returns `n(n+1)/2 mod 256` when `argc` is 1.
fn values_across_blocks(n: usize) -> (String, i32) {
    let mut s = String::from(
        "define i32 @main(i32 %argc, ptr %argv) {\nentry:\n  %x = sext i32 %argc to i64\n  \
         %c = icmp eq i32 %argc, 1\n  br label %b0\n",
    );
    for i in 0..n {
        writeln!(
            s,
            "b{i}:\n  %v{i} = mul i64 %x, {}\n  br i1 %c, label %t{i}, label %e{i}\n\
             t{i}:\n  br label %j{i}\ne{i}:\n  br label %j{i}\n\
             j{i}:\n  %q{i} = phi i64 [ %v{i}, %t{i} ], [ 0, %e{i} ]\n  br label %b{}",
            i + 1,
            i + 1
        )
        .unwrap();
    }
    writeln!(s, "b{n}:\n  %s0 = add i64 %q0, 0").unwrap();
    for i in 1..n {
        writeln!(s, "  %s{i} = add i64 %s{}, %q{i}", i - 1).unwrap();
    }
    writeln!(
        s,
        "  %r = trunc i64 %s{} to i32\n  %m = and i32 %r, 255\n  ret i32 %m\n}}",
        n - 1
    )
    .unwrap();
    (s, ((n * (n + 1) / 2) % 256) as i32)
}

/// Compiling and running `text` with each register allocator; `expected`
/// is the exit code of the run.
fn both_allocators(name: &str, (text, expected): (String, i32), secs: u64, mib: u64) -> Vec<Case> {
    let file = write(&format!("{name}.ll"), text.as_bytes());
    let mut all = Vec::new();
    for ra in ["linear", "graph"] {
        for (words, exit) in [(&["compile"][..], 0), (&["run"][..], expected)] {
            let mut c = case(
                &format!("{name}_{ra}_{}", words[0]),
                file.clone(),
                words,
                exit,
                limits(secs, mib),
            );
            for args in &mut c.commands {
                args.splice(1..1, ["--regalloc".to_string(), ra.to_string()]);
            }
            all.push(c);
        }
    }
    all
}

/// Every generated case.
pub fn cases() -> Vec<Case> {
    let mut all = Vec::new();
    all.extend(deep_gep_bitcode());
    all.extend(functions_times_constants_bitcode(150_000));
    all.extend(wide_struct_layouts(50_000));
    all.extend(empty_block_chain(200_000));
    all.push(diagnostics(8_000, 10));
    all.push(diagnostics(50_000, 20));
    let ib = write(
        "fuzz_gen_indirectbr_200k.ll",
        indirectbr(200_000).as_bytes(),
    );
    all.push(case(
        "fuzz_gen_indirectbr_200k",
        ib.clone(),
        &["check", "compile"],
        0,
        limits(20, 1024),
    ));
    all.push(case(
        "fuzz_gen_indirectbr_200k_run",
        ib,
        &["run"],
        7,
        limits(20, 1024),
    ));
    let mib = write(
        "fuzz_gen_many_indirectbrs_50k.ll",
        many_indirectbrs(50_000).as_bytes(),
    );
    all.push(case(
        "fuzz_gen_many_indirectbrs_50k",
        mib.clone(),
        &["check", "compile"],
        0,
        limits(20, 1024),
    ));
    all.push(case(
        "fuzz_gen_many_indirectbrs_50k_run",
        mib,
        &["run"],
        7,
        limits(20, 1024),
    ));
    let sw = write("fuzz_gen_switch_100k.ll", switch(100_000, 1).as_bytes());
    all.push(case(
        "fuzz_gen_switch_100k",
        sw.clone(),
        &["check", "compile"],
        0,
        limits(20, 1024),
    ));
    all.push(case(
        "fuzz_gen_switch_100k_run",
        sw,
        &["run"],
        42,
        limits(20, 1024),
    ));
    all.push(long_line());
    all.push(device("fuzz_gen_dev_urandom", "/dev/urandom"));
    all.push(device("fuzz_gen_dev_full", "/dev/full"));
    all.push(device("fuzz_gen_dev_zero", "/dev/zero"));
    all.push(endless_pipe());
    all.push(segment_loads());
    all.extend(graph_pressure("ra_gen_graph_phis_20k", many_phis(20_000)));
    all.extend(graph_pressure(
        "ra_gen_graph_loop_values_10k",
        many_loop_values(10_000),
    ));
    all.extend(both_allocators(
        "live_gen_values_across_blocks_10k",
        values_across_blocks(10_000),
        10,
        768,
    ));
    all
}

/// Whether `path` is one of the inputs written here (removed afterwards).
pub fn is_scratch(path: &Path) -> bool {
    path.starts_with(scratch("").parent().unwrap_or(Path::new("/nonexistent")))
}
