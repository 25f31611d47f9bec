//! Frame decisions visible in the objects: a leaf function keeps its
//! locals in the SysV red zone unless it is marked `noredzone` (as kernel
//! code is, where interrupts write below `rsp`), with every allocator.

use std::process::Command;

mod support;
use support::{kiln_compile, src, stdout, tmp};

/// The disassembly of function `name` in `obj`.
fn function_text(obj: &std::path::Path, name: &str) -> String {
    let all = stdout(
        Command::new("llvm-objdump-19")
            .args(["-d", "--no-show-raw-insn"])
            .arg(obj),
    );
    let start = all
        .find(&format!("<{name}>:"))
        .unwrap_or_else(|| panic!("no {name} in:\n{all}"));
    let rest = &all[start..];
    let end = rest.find("\n\n").unwrap_or(rest.len());
    rest[..end].to_string()
}

#[test]
fn noredzone_leaf_functions_move_rsp() {
    for ra in ["onepass", "fast", "linear", "graph"] {
        let obj = tmp(&format!("red_zone.{ra}.o"));
        kiln_compile(&src("red_zone.ll"), &obj, &["--regalloc", ra]);
        let plain = function_text(&obj, "in_red_zone");
        assert!(
            !plain.contains("subq"),
            "{ra}: the red zone is not used:\n{plain}"
        );
        let kernel = function_text(&obj, "no_red_zone");
        assert!(
            kernel.contains("subq\t$0x10, %rsp"),
            "{ra}: rsp not moved:\n{kernel}"
        );
    }
}
