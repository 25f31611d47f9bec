//! Scalability bench (issue 12): for each shape a hostile module can grow
//! in — many functions, blocks, phis, switch cases, indirectbr destinations,
//! verifier diagnostics, arguments, live values, values live across a loop,
//! values live across many blocks, chains of jump-only blocks, the fields
//! of one large struct, and many globals each used by its own function — a
//! generator of that
//! shape at size N, and kiln's pipeline on it in memory (parse, verify and
//! code generation with each register allocator; for diagnostics parse,
//! verify and rendering every diagnostic) at 1×, 10× and 100× the base
//! size. It prints the time of each size and the growth per 10× step:
//! about 10 is linear, about 100 quadratic.
//!
//! Run: `cargo bench --bench scale` (a few minutes). `KILN_SCALE_ONLY=text`
//! runs the shapes whose name contains it; `KILN_SCALE_BASE=F` multiplies
//! every base size by F (default 1). A size that takes longer than
//! `KILN_SCALE_MAX_SECS` (default 20), or is predicted to from the growth
//! so far, stops its shape ("-" for the sizes not run).

use kiln::codegen::{CodegenTimes, CompileOptions, RegallocKind, compile_module_meta};
use kiln::ir;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// One shape: name, base size, generator and what to measure.
struct Shape {
    name: &'static str,
    base: usize,
    make: fn(usize) -> String,
    diagnostics: bool,
}

fn many_functions(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        writeln!(s, "define i32 @f{i}(i32 %x) {{\n  %y = mul i32 %x, {i}\n  %z = add i32 %y, 1\n  ret i32 %z\n}}").unwrap();
    }
    s
}

fn many_blocks(n: usize) -> String {
    let mut s = String::from("define i32 @f(i32 %x) {\nentry:\n  br label %b0\n");
    for i in 0..n {
        writeln!(s, "b{i}:\n  %v{i} = add i32 %x, {i}\n  %c{i} = icmp eq i32 %v{i}, 0\n  br i1 %c{i}, label %out, label %b{}", i + 1).unwrap();
    }
    writeln!(s, "b{n}:\n  ret i32 0\nout:\n  ret i32 1\n}}").unwrap();
    s
}

fn many_phis(n: usize) -> String {
    let mut s = String::from(
        "define i64 @f(i1 %c, i64 %x) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %j\nb:\n  br label %j\nj:\n",
    );
    for i in 0..n {
        writeln!(s, "  %p{i} = phi i64 [ {i}, %a ], [ %x, %b ]").unwrap();
    }
    s.push_str("  %s0 = add i64 %p0, 0\n");
    for i in 1..n {
        writeln!(s, "  %s{i} = add i64 %s{}, %p{i}", i - 1).unwrap();
    }
    writeln!(s, "  ret i64 %s{}\n}}", n - 1).unwrap();
    s
}

fn switch_cases(n: usize) -> String {
    let mut s = String::from("define i32 @f(i32 %x) {\nentry:\n  switch i32 %x, label %d [\n");
    for i in 0..n {
        writeln!(s, "    i32 {}, label %c{i}", i * 3).unwrap();
    }
    s.push_str("  ]\nd:\n  ret i32 -1\n");
    for i in 0..n {
        writeln!(s, "c{i}:\n  ret i32 {i}").unwrap();
    }
    s.push_str("}\n");
    s
}

fn indirectbr_destinations(n: usize) -> String {
    let mut s = String::from("define i32 @f(ptr %p) {\nentry:\n  indirectbr ptr %p, [");
    for i in 0..n {
        write!(s, "{}label %c{i}", if i > 0 { ", " } else { "" }).unwrap();
    }
    s.push_str("]\n");
    for i in 0..n {
        writeln!(s, "c{i}:\n  ret i32 {i}").unwrap();
    }
    s.push_str("}\n");
    s
}

fn diagnostics(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        writeln!(
            s,
            "define void @f{i}(i32 %x) {{\n  %a = add i32 %b, 1\n  %b = add i32 %a, 1\n  ret void\n}}"
        )
        .unwrap();
    }
    s
}

fn arguments(n: usize) -> String {
    let mut s = String::from("define i64 @callee(");
    for i in 0..n {
        write!(s, "{}i64 %a{i}", if i > 0 { ", " } else { "" }).unwrap();
    }
    s.push_str(") {\n  %s0 = add i64 %a0, 0\n");
    for i in 1..n {
        writeln!(s, "  %s{i} = add i64 %s{}, %a{i}", i - 1).unwrap();
    }
    writeln!(
        s,
        "  ret i64 %s{}\n}}\n\ndefine i64 @caller(i64 %x) {{\n  %r = call i64 @callee(",
        n - 1
    )
    .unwrap();
    for i in 0..n {
        write!(
            s,
            "{}i64 {}",
            if i > 0 { ", " } else { "" },
            if i % 2 == 0 {
                "%x".to_string()
            } else {
                i.to_string()
            }
        )
        .unwrap();
    }
    s.push_str(")\n  ret i64 %r\n}\n");
    s
}

fn live_values(n: usize) -> String {
    let mut s = String::from("define i64 @f(ptr %p) {\n");
    for i in 0..n {
        writeln!(
            s,
            "  %q{i} = getelementptr i64, ptr %p, i64 {i}\n  %v{i} = load i64, ptr %q{i}"
        )
        .unwrap();
    }
    s.push_str("  %s0 = add i64 %v0, 0\n");
    for i in 1..n {
        writeln!(s, "  %s{i} = add i64 %s{}, %v{i}", i - 1).unwrap();
    }
    writeln!(s, "  ret i64 %s{}\n}}", n - 1).unwrap();
    s
}

/// `n` values defined before a loop and all read in every iteration: live
/// across the loop at once.
fn loop_values(n: usize) -> String {
    let mut s = String::from("define i64 @f(ptr %p, i64 %n) {\nentry:\n");
    for i in 0..n {
        writeln!(s, "  %v{i} = load volatile i64, ptr %p").unwrap();
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
        "  %i1 = add i64 %i, 1\n  %c = icmp ult i64 %i1, %n\n  br i1 %c, label %loop, label %out\n\
         out:\n  ret i64 {prev}\n}}"
    )
    .unwrap();
    s
}

/// `n` diamonds in a row, each defining a phi that is only read after the
/// last: value `k` is live through the `4 (n - k)` blocks after its own.
fn values_across_blocks(n: usize) -> String {
    let mut s = String::from("define i64 @f(ptr %p, i1 %c) {\nentry:\n  br label %b0\n");
    for i in 0..n {
        writeln!(
            s,
            "b{i}:\n  %v{i} = load volatile i64, ptr %p\n  br i1 %c, label %t{i}, label %e{i}\n\
             t{i}:\n  br label %j{i}\ne{i}:\n  br label %j{i}\n\
             j{i}:\n  %q{i} = phi i64 [ %v{i}, %t{i} ], [ 0, %e{i} ]\n  br label %b{}",
            i + 1
        )
        .unwrap();
    }
    writeln!(s, "b{n}:\n  %s0 = add i64 %q0, 0").unwrap();
    for i in 1..n {
        writeln!(s, "  %s{i} = add i64 %s{}, %q{i}", i - 1).unwrap();
    }
    writeln!(s, "  ret i64 %s{}\n}}", n - 1).unwrap();
    s
}

/// A chain of `n` blocks that only jump to the next (the emitter threads
/// jumps through them).
fn jump_only_blocks(n: usize) -> String {
    let mut s = String::from("define i32 @f() {\nentry:\n  br label %b0\n");
    for i in 0..n {
        writeln!(s, "b{i}:\n  br label %b{}", i + 1).unwrap();
    }
    writeln!(s, "b{n}:\n  ret i32 7\n}}").unwrap();
    s
}

/// A struct of `n` fields: a constant of it, a global holding each field's
/// address, and a function storing to each field through a constant GEP.
fn struct_fields(n: usize) -> String {
    let fields = vec!["i32"; n].join(", ");
    let mut s = format!("%T = type {{{fields}}}\n@c = global %T {{");
    for i in 0..n {
        write!(s, "{}i32 {i}", if i > 0 { ", " } else { "" }).unwrap();
    }
    s.push_str("}\n@g = global %T zeroinitializer\n");
    for i in 0..n {
        writeln!(
            s,
            "@p{i} = global ptr getelementptr (%T, ptr @g, i32 0, i32 {i})"
        )
        .unwrap();
    }
    s.push_str("define void @f() {\n");
    for i in 0..n {
        writeln!(
            s,
            "  store i32 1, ptr getelementptr (%T, ptr @g, i32 0, i32 {i})"
        )
        .unwrap();
    }
    s.push_str("  ret void\n}\n");
    s
}

/// `n` globals and `n` functions, each loading its own global.
fn globals_and_functions(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        writeln!(s, "@g{i} = global i32 {i}").unwrap();
    }
    for i in 0..n {
        writeln!(
            s,
            "define i32 @f{i}() {{\n  %v = load i32, ptr @g{i}\n  ret i32 %v\n}}"
        )
        .unwrap();
    }
    s
}

const SHAPES: &[Shape] = &[
    Shape {
        name: "functions",
        base: 1000,
        make: many_functions,
        diagnostics: false,
    },
    Shape {
        name: "blocks",
        base: 1000,
        make: many_blocks,
        diagnostics: false,
    },
    Shape {
        name: "phis",
        base: 200,
        make: many_phis,
        diagnostics: false,
    },
    Shape {
        name: "switch cases",
        base: 1000,
        make: switch_cases,
        diagnostics: false,
    },
    Shape {
        name: "indirectbr destinations",
        base: 500,
        make: indirectbr_destinations,
        diagnostics: false,
    },
    Shape {
        name: "diagnostics",
        base: 100,
        make: diagnostics,
        diagnostics: true,
    },
    Shape {
        name: "arguments",
        base: 20,
        make: arguments,
        diagnostics: false,
    },
    Shape {
        name: "live values",
        base: 200,
        make: live_values,
        diagnostics: false,
    },
    Shape {
        name: "loop values",
        base: 100,
        make: loop_values,
        diagnostics: false,
    },
    Shape {
        name: "values across blocks",
        base: 100,
        make: values_across_blocks,
        diagnostics: false,
    },
    Shape {
        name: "jump-only blocks",
        base: 1000,
        make: jump_only_blocks,
        diagnostics: false,
    },
    Shape {
        name: "struct fields",
        base: 500,
        make: struct_fields,
        diagnostics: false,
    },
    Shape {
        name: "globals and functions",
        base: 500,
        make: globals_and_functions,
        diagnostics: false,
    },
];

/// Parse, verify and compile (or render the diagnostics of) `src`; the
/// time of the fastest of `reps` runs.
fn measure(src: &str, diagnostics: bool, regalloc: RegallocKind, reps: usize) -> Duration {
    let mut best = Duration::MAX;
    for _ in 0..reps {
        let t = Instant::now();
        let module = ir::parse_module(src.as_bytes())
            .unwrap_or_else(|d| panic!("{}", d.render("scale.ll", src.as_bytes())));
        match ir::verify_module(&module) {
            Err(diags) => {
                assert!(diagnostics, "generated module does not verify");
                // One line index for all of them, as the CLI renders.
                let text = ir::SourceMap::new("scale.ll", src.as_bytes()).render_all(&diags);
                std::hint::black_box(text);
            }
            Ok(()) => {
                assert!(!diagnostics, "diagnostics shape verifies");
                let opts = CompileOptions {
                    regalloc,
                    threads: 1,
                    check_regalloc: false,
                    ..CompileOptions::default()
                };
                let out = compile_module_meta(&module, &opts, &mut CodegenTimes::default())
                    .unwrap_or_else(|e| panic!("codegen: {}", e.message));
                std::hint::black_box(out);
            }
        }
        best = best.min(t.elapsed());
    }
    best
}

fn main() {
    let only = std::env::var("KILN_SCALE_ONLY").unwrap_or_default();
    let factor: f64 = std::env::var("KILN_SCALE_BASE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    let max = Duration::from_secs_f64(
        std::env::var("KILN_SCALE_MAX_SECS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(20.0),
    );
    // `cargo bench` passes `--bench`; nothing else is taken.
    println!(
        "{:<26} {:<8} {:>9} {:>12} {:>12} {:>12}  growth per 10x",
        "shape", "regalloc", "base N", "N", "10N", "100N"
    );
    for shape in SHAPES.iter().filter(|s| s.name.contains(only.as_str())) {
        let allocators: &[RegallocKind] = if shape.diagnostics {
            &[RegallocKind::Linear]
        } else {
            &[RegallocKind::Linear, RegallocKind::Graph]
        };
        for &ra in allocators {
            let base = ((shape.base as f64 * factor) as usize).max(2);
            let mut times = Vec::new();
            for k in 0..3 {
                let n = base * 10usize.pow(k);
                let src = (shape.make)(n);
                let reps = if k < 2 { 3 } else { 1 };
                let t = measure(&src, shape.diagnostics, ra, reps);
                times.push(t);
                // Stop before a size predicted (from the last growth) to
                // take longer than the ceiling.
                let growth = match times.len() {
                    1 => 10.0,
                    n => times[n - 1].as_secs_f64() / times[n - 2].as_secs_f64().max(1e-9),
                };
                if t > max || t.as_secs_f64() * growth.max(10.0) > max.as_secs_f64() {
                    break;
                }
            }
            let ms = |i: usize| {
                times.get(i).map_or("-".to_string(), |t| {
                    format!("{:.3} ms", t.as_secs_f64() * 1e3)
                })
            };
            let ratios: Vec<String> = times
                .windows(2)
                .map(|w| format!("{:.1}", w[1].as_secs_f64() / w[0].as_secs_f64().max(1e-9)))
                .collect();
            let ra_name = if shape.diagnostics {
                "-"
            } else if ra == RegallocKind::Linear {
                "linear"
            } else {
                "graph"
            };
            println!(
                "{:<26} {:<8} {:>9} {:>12} {:>12} {:>12}  {}",
                shape.name,
                ra_name,
                base,
                ms(0),
                ms(1),
                ms(2),
                ratios.join(", ")
            );
        }
    }
}
