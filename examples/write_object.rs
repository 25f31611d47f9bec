//! Compiling a module to an ELF object in memory, then writing it out.
//!
//!     cargo run --release --example write_object -- examples/hello.ll hello.o
//!     cc hello.o -o hello && ./hello

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [input, output] = args.as_slice() else {
        eprintln!("usage: write_object INPUT.ll|INPUT.bc OUTPUT.o");
        return ExitCode::from(2);
    };
    let source = match std::fs::read(input) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cannot read {input}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let options = kiln::compile::ObjectOptions::default();
    match kiln::compile_to_bytes(input, &source, &options) {
        Ok(object) => match std::fs::write(output, &object) {
            Ok(()) => {
                println!("{output}: {} bytes", object.len());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("cannot write {output}: {e}");
                ExitCode::FAILURE
            }
        },
        Err(e) => {
            for d in e.diagnostics() {
                eprintln!("{}:{}:{}: {}", d.file, d.line, d.column, d.message);
            }
            ExitCode::FAILURE
        }
    }
}
