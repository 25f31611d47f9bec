//! Writes the machine code kiln generates for each function of a module to
//! `OUT_DIR/NAME.bin`, for inspection with
//! `objdump -D -b binary -m i386:x86-64 OUT_DIR/NAME.bin`.
//! Usage: `cargo run --release --example dump_code -- FILE.ll OUT_DIR`
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(file), Some(out)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: dump_code FILE.ll OUT_DIR");
        std::process::exit(2);
    };
    let module = kiln::load_module(std::path::Path::new(file)).unwrap_or_else(|e| {
        eprint!("{e}");
        std::process::exit(1)
    });
    let unit = kiln::codegen::compile_module(&module, &Default::default()).unwrap_or_else(|e| {
        eprintln!("{}", e.message);
        std::process::exit(1)
    });
    std::fs::create_dir_all(out).expect("create OUT_DIR");
    for blob in &unit.code {
        let name = &unit.symbols[blob.sym.0 as usize].name;
        std::fs::write(format!("{out}/{name}.bin"), &blob.bytes).expect("write");
    }
}
