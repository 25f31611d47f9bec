//! Block addresses in objects: a `blockaddress` is the address of the
//! block's code. Tables of them in data are `R_X86_64_64` relocations
//! against the text section, as an assembler makes them for `.L` labels,
//! and the labels themselves are not symbols of the object. Objects and
//! assembly text, every allocator and code model, linked and run against
//! the native build's output.

use std::path::PathBuf;
use std::process::Command;

mod support;
use support::{kiln_compile, run, stdout, tmp};

/// A program of `tests/run/` and its expected output.
fn program(name: &str) -> (PathBuf, String) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/run");
    let expected =
        std::fs::read_to_string(dir.join(format!("{name}.expected"))).expect("expected output");
    (dir.join(format!("{name}.ll")), expected)
}

/// Links `obj` with clang-19 and returns the program's output.
fn link_and_run(obj: &std::path::Path, exe: &std::path::Path) -> String {
    run(Command::new("clang-19").arg(obj).arg("-o").arg(exe));
    stdout(&mut Command::new(exe))
}

#[test]
fn label_tables_relocate_against_the_text_section() {
    for name in ["computed_goto.O0", "computed_goto.O2", "indirectbr_multi"] {
        let (ll, expected) = program(name);
        for ra in ["linear", "graph", "fast", "onepass"] {
            let obj = tmp(&format!("blockaddr.{name}.{ra}.o"));
            kiln_compile(&ll, &obj, &["--regalloc", ra]);
            let syms = stdout(Command::new("llvm-readelf-19").arg("-s").arg(&obj));
            assert!(
                !syms.contains(".Ltmp"),
                "{name} {ra}: label symbols:\n{syms}"
            );
            let relocs = stdout(Command::new("llvm-readelf-19").arg("-r").arg(&obj));
            assert!(
                relocs
                    .lines()
                    .any(|l| l.contains("R_X86_64_64") && l.contains(".text + ")),
                "{name} {ra}: no label relocation in:\n{relocs}"
            );
            let exe = tmp(&format!("blockaddr.{name}.{ra}"));
            assert_eq!(link_and_run(&obj, &exe), expected, "{name} {ra}");
        }
    }
}

#[test]
fn label_tables_in_assembly_text_assemble_and_run() {
    for name in ["computed_goto.O2", "indirectbr_multi"] {
        let (ll, expected) = program(name);
        let asm = tmp(&format!("blockaddr.{name}.s"));
        kiln_compile(&ll, &asm, &["--emit", "asm"]);
        let text = std::fs::read_to_string(&asm).expect("assembly");
        assert!(text.contains(".quad\t.Ltmp"), "{name}: no label table");
        let obj = tmp(&format!("blockaddr.{name}.s.o"));
        run(Command::new("clang-19")
            .arg("-c")
            .arg(&asm)
            .arg("-o")
            .arg(&obj));
        let exe = tmp(&format!("blockaddr.{name}.s.exe"));
        assert_eq!(link_and_run(&obj, &exe), expected, "{name}");
    }
}

#[test]
fn label_addresses_work_in_every_code_model() {
    for name in ["computed_goto.O2", "indirectbr_multi"] {
        let (ll, expected) = program(name);
        for model in ["small", "medium", "large"] {
            let obj = tmp(&format!("blockaddr.{name}.{model}.o"));
            kiln_compile(&ll, &obj, &["--code-model", model]);
            let exe = tmp(&format!("blockaddr.{name}.{model}"));
            assert_eq!(link_and_run(&obj, &exe), expected, "{name} {model}");
        }
    }
}
