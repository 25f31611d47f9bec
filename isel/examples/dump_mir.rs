//! Prints the MIR of one function: `cargo run -p kiln-isel --example dump_mir FILE.ll NAME`.

use kiln_isel::{IselCtx, lower_function};
use kiln_targets::MachFunc;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let src = std::fs::read(&args[1]).expect("read");
    let m = kiln_ir::parse_module(&src).expect("parse");
    let gv = m
        .global_by_name(args[2].as_bytes())
        .expect("no such function");
    let kiln_ir::module::GlobalKind::Func(fid) = m.globals[gv].kind else {
        panic!("not a function")
    };
    let mut mf = MachFunc::new();
    lower_function(&m, fid, &mut IselCtx::new(), &mut mf).expect("lower");
    for (b, d) in mf.blocks.iter() {
        println!(
            "{b:?} params {:?} succs {:?} preds {:?}",
            mf.params(b),
            mf.succs(b),
            mf.preds(b)
        );
        for k in 0..mf.succs(b).len() {
            println!("  edge {k}: {:?}", mf.edge_args(b, k));
        }
        for i in d.insts.clone() {
            println!("    {:?}", mf.insts[i as usize]);
        }
    }
}
