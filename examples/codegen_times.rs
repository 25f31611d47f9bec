//! Times code generation of one module: load (read, parse, verify), then
//! `compile_module` (isel, register allocation, encoding) into memory.
//! Usage: `cargo run --release --example codegen_times -- FILE.ll`
use std::time::Instant;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: codegen_times FILE.ll");
        std::process::exit(2);
    };
    let t0 = Instant::now();
    let module = match kiln::load_module(std::path::Path::new(&path)) {
        Ok(m) => m,
        Err(e) => {
            eprint!("{e}");
            std::process::exit(1);
        }
    };
    let t1 = Instant::now();
    let unit = kiln::codegen::compile_module(&module, &Default::default());
    let t2 = Instant::now();
    match unit {
        Ok(u) => {
            let bytes: usize = u.code.iter().map(|c| c.bytes.len()).sum();
            eprintln!(
                "load {:?} codegen {:?} ({} functions, {} bytes of code)",
                t1 - t0,
                t2 - t1,
                u.code.len(),
                bytes
            );
        }
        Err(e) => eprintln!("load {:?} codegen failed: {}", t1 - t0, e.message),
    }
    std::mem::forget(module);
}
