//! Times the phases of `kiln check` on one `.ll` file: read, parse, verify, drop.
//! Usage: `cargo run --release --example phase_times -- FILE.ll`
use std::time::Instant;
fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: phase_times FILE.ll");
        std::process::exit(2);
    };
    let t0 = Instant::now();
    let src = kiln::read_input(std::path::Path::new(&path)).unwrap();
    let t1 = Instant::now();
    let m = kiln::ir::parse_module(&src).unwrap();
    let t2 = Instant::now();
    kiln::ir::verify_module(&m).unwrap();
    let t3 = Instant::now();
    drop(m);
    let t4 = Instant::now();
    eprintln!(
        "read {:?} parse {:?} verify {:?} drop {:?}",
        t1 - t0,
        t2 - t1,
        t3 - t2,
        t4 - t3
    );
}
