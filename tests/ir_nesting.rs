//! Nesting depth through every reader: bitcode bypasses the text parser's
//! syntactic limit, so the bitcode reader enforces the same bound
//! ([`ir::parser::MAX_DEPTH`]) on constants and types; named structs may
//! chain or cycle without bound in both formats, and the walks over them
//! (sizedness in the parser and the verifier, the printer) must not recurse
//! per link. Bitcode is made by `llvm-as-19` (skipped with a note when it
//! is not installed).

use kiln::ir;
use std::path::PathBuf;
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("ir_nesting");
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir.join(name)
}

/// `text` assembled by `llvm-as-19`, or `None` when it is not installed.
fn assemble(name: &str, text: &str) -> Option<Vec<u8>> {
    let ll = scratch(&format!("{name}.ll"));
    let bc = scratch(&format!("{name}.bc"));
    std::fs::write(&ll, text).expect("write .ll");
    let out = Command::new("llvm-as-19")
        .arg(&ll)
        .arg("-o")
        .arg(&bc)
        .output();
    match out {
        Ok(o) if o.status.success() => Some(std::fs::read(&bc).expect("read .bc")),
        Ok(o) => panic!(
            "llvm-as-19 rejected {name}: {}",
            String::from_utf8_lossy(&o.stderr)
        ),
        Err(_) => {
            eprintln!("note: llvm-as-19 not installed; {name} skipped");
            None
        }
    }
}

fn gep_chain(depth: usize) -> String {
    format!(
        "@g = global i8 0\n@p = global ptr {}@g{}\n",
        "getelementptr (i8, ptr ".repeat(depth),
        ", i64 1)".repeat(depth)
    )
}

fn array_nest(depth: usize) -> String {
    format!(
        "@g = global {}i8{} zeroinitializer\n",
        "[1 x ".repeat(depth),
        "]".repeat(depth)
    )
}

fn print(m: &ir::Module) -> String {
    let mut out = Vec::new();
    ir::print_module(m, &mut out);
    String::from_utf8(out).expect("printed module is UTF-8")
}

#[test]
fn bitcode_constant_nesting_is_bounded_like_text() {
    let limit = ir::parser::MAX_DEPTH as usize;
    let Some(deep) = assemble("deep_gep", &gep_chain(4 * limit)) else {
        return;
    };
    let err = ir::read_bitcode(&deep).expect_err("a 2048-deep constant is rejected");
    assert!(
        err.message
            .contains(&format!("constant expression nested deeper than {limit}")),
        "{err}"
    );
    // Just inside the bound (the global's initializer is one level more
    // than its operands): read, verified and printed.
    let ok = assemble("ok_gep", &gep_chain(limit - 1)).expect("assembled above");
    let m = ir::read_bitcode(&ok).expect("a 511-deep constant reads");
    ir::verify_module(&m).expect("verifies");
    assert_eq!(
        print(&m).matches("getelementptr").count(),
        limit - 1,
        "printed whole"
    );
}

#[test]
fn bitcode_type_nesting_is_bounded_like_text() {
    let limit = ir::parser::MAX_DEPTH as usize;
    let Some(deep) = assemble("deep_array", &array_nest(4 * limit)) else {
        return;
    };
    let err = ir::read_bitcode(&deep).expect_err("a 2048-deep type is rejected");
    assert!(
        err.message
            .contains(&format!("type nested deeper than {limit}")),
        "{err}"
    );
    let ok = assemble("ok_array", &array_nest(limit - 1)).expect("assembled above");
    let m = ir::read_bitcode(&ok).expect("a 511-deep type reads");
    ir::verify_module(&m).expect("verifies");
    assert_eq!(print(&m).matches("[1 x ").count(), limit - 1);
}

/// `%t0 = type { %t1 } ... %tN = type { tail }`, a global of `%t0`, and a
/// function loading one.
fn struct_chain(links: usize, tail: &str) -> String {
    let mut s = String::new();
    for i in 0..links {
        s.push_str(&format!(
            "%t{i} = type {{ %t{}, [2 x %t{}] }}\n",
            i + 1,
            i + 1
        ));
    }
    s.push_str(&format!("%t{links} = type {{ {tail} }}\n"));
    s.push_str("@g = global %t0 zeroinitializer\n");
    s.push_str("define void @f(ptr %p) {\n  %x = load %t0, ptr %p\n  ret void\n}\n");
    s
}

#[test]
fn long_named_struct_chains_are_walked_without_recursion() {
    // 200,000 links (two edges each, so a walk that does not remember what
    // it has seen is exponential) on a test thread's small stack.
    let m = ir::parse_module(struct_chain(200_000, "i32").as_bytes()).expect("parses");
    ir::verify_module(&m).expect("a sized chain verifies");
    assert!(print(&m).contains("%t200000 = type { i32 }"));
}

#[test]
fn cycles_through_named_structs_are_unsized_not_endless() {
    // The last link closes the cycle: every struct contains itself.
    let mut text = struct_chain(200_000, "i32");
    text = text.replace("%t200000 = type { i32 }", "%t200000 = type { %t0 }");
    let d = ir::parse_module(text.as_bytes()).expect_err("loading an unsized type");
    assert!(d.message.contains("loading unsized types"), "{}", d.message);
    // Without the load, LLVM accepts a global of a recursive struct (of
    // size 0 to llc), and so does kiln.
    let no_load = text.replace("  %x = load %t0, ptr %p\n", "");
    let m = ir::parse_module(no_load.as_bytes()).expect("parses");
    ir::verify_module(&m).expect("a global of a recursive struct verifies");
    let self_ref = "%a = type { %a }\n@g = global %a zeroinitializer\n";
    let m = ir::parse_module(self_ref.as_bytes()).expect("parses");
    ir::verify_module(&m).expect("verifies");
    assert_eq!(
        print(&m),
        "\n%a = type { %a }\n\n@g = global %a zeroinitializer\n"
    );
}
