//! The `gen_run` target: a structured generator of well-typed, UB-free
//! modules driven by the fuzzer's bytes, a reference evaluator for them, and
//! the differential run (each register allocator, JIT, against the
//! evaluator).
//!
//! The subset: integers i1 to i256 (common widths more often), `float`,
//! `double`, integer vectors (`<4 x i32>`, `<2 x i64>`, `<8 x i16>`,
//! `<16 x i8>`); integer, float and vector arithmetic, `icmp`/`fcmp`,
//! `select`, casts, integer and float intrinsics (bit counts, byte swap,
//! funnel shifts, min/max, saturating and overflow arithmetic, `fabs`,
//! `sqrt`, rounding, `copysign`, `minimum`/`maximum`, `fma`, vector
//! reductions), `extractelement`/`insertelement`, local arrays with
//! `getelementptr`, `load` and `store`, ifs, counted loops and switches
//! joined by phis, and calls between the generated functions with
//! parameters of every type.

pub mod ast;
pub mod build;
pub mod bytes;
pub mod eval;
pub mod print;
pub mod wide;

use kiln::codegen::{CompileOptions, RegallocKind, compile_module};
use kiln::ir;
use std::collections::BTreeMap;
use std::sync::Mutex;

/// Why a generated module did not run.
#[derive(Debug, PartialEq, Eq)]
pub enum RunError {
    /// kiln refused a construct with a clean "cannot lower" / "not
    /// supported" error: a coverage gap, not a bug.
    Unsupported(String),
    /// Anything else (the module did not parse or verify, or did not link).
    Failed(String),
}

/// The coverage gaps `gen_run` met: kiln's message with the function and
/// block left out → how often.
pub static GAPS: Mutex<BTreeMap<String, u64>> = Mutex::new(BTreeMap::new());

/// The message without its location (`@f2 (block %b3): `), for counting.
fn gap_key(message: &str) -> String {
    match (message.find(" @"), message.find("): ")) {
        (Some(a), Some(b)) if a < b => format!("{}{}", &message[..a + 1], &message[b + 3..]),
        _ => message.to_string(),
    }
}

/// The generated module for `data` as `.ll` text, and what its `main` must
/// return.
pub fn generate(data: &[u8]) -> (String, i32) {
    let prog = build::program(data);
    (print::program(&prog), eval::run(&prog))
}

/// Compiles `text` with `regalloc` for the JIT, links it in memory and runs
/// its `main`: the result, or why it could not run.
pub fn jit_run(text: &str, regalloc: RegallocKind) -> Result<i32, RunError> {
    let failed = RunError::Failed;
    let module = ir::parse_module(text.as_bytes())
        .map_err(|d| failed(d.render("gen.ll", text.as_bytes())))?;
    ir::verify_module(&module).map_err(|ds| {
        failed(
            ds.iter()
                .map(|d| d.render("gen.ll", text.as_bytes()))
                .collect::<String>(),
        )
    })?;
    let opts = CompileOptions {
        regalloc,
        check_regalloc: true,
        threads: 1,
        ..CompileOptions::default()
    };
    let unit = compile_module(&module, &opts).map_err(|e| RunError::Unsupported(e.message))?;
    let main = module
        .global_by_name(b"main")
        .ok_or(failed("no main".into()))?;
    let linked = kiln_jit::link(std::slice::from_ref(&unit), &kiln_jit::process_symbol)
        .map_err(|e| failed(e.to_string()))?;
    linked
        .call_main(0, kiln_targets::SymbolId(main.as_u32()), &["gen".into()])
        .ok_or_else(|| failed("main not linked".into()))
}

/// The target: generate, run with each allocator (and the one-pass path), compare with the
/// evaluator. Panics (showing the module) on a wrong result, a module kiln
/// does not accept, or allocators that disagree; a clean refusal of an
/// unsupported construct by all is counted in [`GAPS`] instead.
pub fn gen_run(data: &[u8]) {
    let (text, expected) = generate(data);
    let linear = jit_run(&text, RegallocKind::Linear);
    if let Err(RunError::Unsupported(m)) = &linear {
        *GAPS.lock().unwrap().entry(gap_key(m)).or_default() += 1;
    }
    let graph = jit_run(&text, RegallocKind::Graph);
    let fast = jit_run(&text, RegallocKind::Fast);
    let onepass = jit_run(&text, RegallocKind::Onepass);
    for (regalloc, result) in [
        ("linear scan", &linear),
        ("graph colouring", &graph),
        ("the fast allocator", &fast),
        ("the one-pass path", &onepass),
    ] {
        match result {
            Ok(got) if *got == expected => {}
            Ok(got) => panic!(
                "gen_run: {regalloc} gives {got:#x}, the reference evaluator {expected:#x}\n{text}"
            ),
            Err(RunError::Unsupported(_)) if *result == linear => {}
            Err(e) => panic!("gen_run: {regalloc}: {e:?}\n{text}"),
        }
    }
}
