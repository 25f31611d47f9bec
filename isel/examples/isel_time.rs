//! Times instruction selection of every function of a module:
//! `cargo run --release -p kiln-isel --example isel_time FILE.ll`.

use kiln_isel::{IselCtx, lower_function};
use kiln_targets::MachFunc;
use std::time::Instant;

fn main() {
    let path = std::env::args().nth(1).expect("FILE.ll");
    let src = std::fs::read(&path).expect("read");
    let m = kiln_ir::parse_module(&src).expect("parse");
    let mut ctx = IselCtx::new();
    let mut mf = MachFunc::new();
    let mut best = f64::MAX;
    let mut insts = 0;
    for _ in 0..5 {
        let t = Instant::now();
        insts = 0;
        for (fid, fd) in m.functions.iter() {
            if fd.body.is_some() && lower_function(&m, fid, &mut ctx, &mut mf).is_ok() {
                insts += mf.insts.len();
            }
        }
        best = best.min(t.elapsed().as_secs_f64());
    }
    println!("{path}: {:.1} ms, {insts} machine instructions", best * 1e3);
}
