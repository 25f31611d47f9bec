//! Malformed inputs: each asserts the exact message and (line, column).
//! Where LLVM 19's `llvm-as` reports the same error, message and location
//! follow it (lexer problems show the parser's "expected ..." message, as
//! in LLVM, whose lexer errors are shadowed by the parser's).

use super::*;

const CASES: &[(&str, (usize, usize), &str)] = &[
    // ---- lexical ----
    ("@g = global [3 x i8] c\"abc", (1, 23), "expected string"),
    ("@\"abc = global i32 0", (1, 1), "expected top-level entity"),
    ("@g = global i32 0 `", (1, 19), "expected top-level entity"),
    ("@g = global i0 0", (1, 13), "expected type"),
    ("@g = global i8388609 0", (1, 13), "expected type"),
    (
        "@g = global double 1.0e",
        (1, 23),
        "expected top-level entity",
    ),
    (
        "@g = global x86_fp80 0xKZZ",
        (1, 22),
        "expected value token",
    ),
    (
        "@g = global x86_fp80 0xK3FFF80000000000000001",
        (1, 22),
        "expected value token",
    ),
    (
        "@g = global %S { i32 5 }\n%S = type { i32 }",
        (1, 16),
        "initializer with struct type has wrong # elements",
    ),
    ("@g = global i32 u0x", (1, 17), "expected value token"),
    (
        "define void @f() {\n  %\n  ret void\n}",
        (2, 3),
        "expected instruction opcode",
    ),
    (
        "define void @f() {\n  %99999999999 = add i32 1, 1\n  ret void\n}",
        (2, 3),
        "expected instruction opcode",
    ),
    ("/* unterminated", (1, 1), "expected top-level entity"),
    // ---- syntax ----
    ("@g = global foo 1", (1, 13), "expected type"),
    ("@g = global i32", (1, 16), "expected value token"),
    ("@g global i32 0", (1, 4), "expected '=' in global variable"),
    ("%T = { i32 }", (1, 6), "expected 'type' after name"),
    (
        "define void @f() {\n  %x = foo i32 1\n  ret void\n}",
        (2, 8),
        "expected instruction opcode",
    ),
    (
        "define void @f() {\n  ret void",
        (2, 11),
        "found end of file when expecting more instructions",
    ),
    (
        "define void @f() {\n}",
        (2, 1),
        "function body requires at least one basic block",
    ),
    (
        "define void @f()\n",
        (2, 1),
        "expected '{' in function body",
    ),
    (
        "define void @f() {\nentry:\n  br label exit\nexit:\n  ret void\n}",
        (3, 12),
        "expected value token",
    ),
    (
        "define i64 @f(i32 %x) {\n  %y = zext i32 %x i64\n  ret i64 %y\n}",
        (2, 20),
        "expected 'to' after cast value",
    ),
    (
        "declare void @g(i32, i32)\ndefine void @f() {\n  call void @g(i32 1 i32 2)\n  ret void\n}",
        (3, 22),
        "expected ',' in argument list",
    ),
    (
        "@g = global { i32, i32 } { i32 1, i32 2",
        (1, 40),
        "expected '}' at end of struct constant",
    ),
    ("x = global i32 0", (1, 1), "expected top-level entity"),
    (
        "define void @f() {\n  %x = add i32 1, 1 2\n  ret void\n}",
        (2, 21),
        "expected instruction opcode",
    ),
    (
        "attributes #0 = { foo }",
        (1, 19),
        "unterminated attribute group",
    ),
    ("$c = comdat foo", (1, 13), "unknown selection kind"),
    (
        "@x = global i32 1, section 5",
        (1, 28),
        "expected global section string",
    ),
    (
        "@g = global i32 0, foo",
        (1, 20),
        "unknown global variable property!",
    ),
    // ---- types ----
    (
        "@g = global void* null",
        (1, 17),
        "pointers to void are invalid - use i8* instead",
    ),
    (
        "declare void @f(void)",
        (1, 17),
        "void type only allowed for function results",
    ),
    (
        "@g = global <0 x i32> zeroinitializer",
        (1, 14),
        "zero element vector is illegal",
    ),
    (
        "@g = global <2 x { i32 }> zeroinitializer",
        (1, 18),
        "invalid vector element type",
    ),
    (
        "@g = global [2 x void] zeroinitializer",
        (1, 18),
        "void type only allowed for function results",
    ),
    (
        "%T = type { i32 }\n%T = type { i32 }",
        (2, 1),
        "redefinition of type",
    ),
    (
        "@g = external global %U",
        (1, 22),
        "use of undefined type named 'U'",
    ),
    (
        "@g = global ptr addrspace(16777216) null",
        (1, 27),
        "invalid address space, must be a 24-bit integer",
    ),
    // ---- constants ----
    (
        "@g = global ptr 1",
        (1, 17),
        "integer constant must have integer type",
    ),
    (
        "@g = global i32 null",
        (1, 17),
        "null must be a pointer type",
    ),
    (
        "@g = global i32 1.0",
        (1, 17),
        "floating point constant invalid for type",
    ),
    (
        "@g = global float 0.1",
        (1, 19),
        "floating point constant invalid for type",
    ),
    (
        "@y = global i32 0\n@g = global i32 @y",
        (2, 17),
        "global variable reference must have pointer type",
    ),
    (
        "@g = global ptr %x",
        (1, 17),
        "invalid use of function-local name",
    ),
    (
        "@g = global i32 true",
        (1, 17),
        "constant expression type mismatch: got type 'i1' but expected 'i32'",
    ),
    (
        "@g = global ptr bitcast (i32 1 to ptr)",
        (1, 17),
        "invalid cast opcode for cast from 'i32' to 'ptr'",
    ),
    (
        "@g = global i32 none",
        (1, 17),
        "invalid type for none constant",
    ),
    (
        "@g = global i32 0, align 3",
        (1, 26),
        "alignment is not a power of two",
    ),
    // ---- values and names ----
    (
        "define void @f() {\n  %x = add i32 1, 2\n  %y = add i64 %x, 1\n  ret void\n}",
        (3, 16),
        "'%x' defined with type 'i32' but expected 'i64'",
    ),
    (
        "define void @f() {\n  %y = add i64 %x, 1\n  %x = add i32 1, 2\n  ret void\n}",
        (3, 3),
        "instruction forward referenced with type 'i64'",
    ),
    (
        "define void @f() {\n  %y = add i64 %x, 1\n  ret void\n}",
        (2, 16),
        "use of undefined value '%x'",
    ),
    (
        "define void @f() {\n  %x = add i64 1, 1\n  %x = add i64 1, 1\n  ret void\n}",
        (3, 3),
        "multiple definition of local value named 'x'",
    ),
    (
        "define void @f() {\n  %1 = add i64 1, 1\n  %0 = add i64 1, 1\n  ret void\n}",
        (3, 3),
        "instruction expected to be numbered '%2' or greater",
    ),
    (
        "define void @f() {\n  %1 = add i64 1, 1\n  br label %0\n0:\n  ret void\n}",
        (4, 1),
        "label expected to be numbered '2' or greater",
    ),
    (
        "define void @f(i32 %1, i32 %0) {\n  ret void\n}",
        (1, 28),
        "argument expected to be numbered '%2' or greater",
    ),
    (
        "define void @f(i32 %x, i32 %x) {\n  ret void\n}",
        (1, 28),
        "redefinition of argument '%x'",
    ),
    (
        "define void @f() {\n  %x = store i32 1, ptr null\n  ret void\n}",
        (2, 3),
        "instructions returning void cannot have a name",
    ),
    (
        "define void @f() {\nentry:\n  br label %bb\n}",
        (3, 12),
        "use of undefined value '%bb'",
    ),
    (
        "define void @f() {\n  ret void\n}\ndefine void @f() {\n  ret void\n}",
        (4, 13),
        "invalid redefinition of function 'f'",
    ),
    (
        "@f = global i32 0\ndeclare void @f()",
        (2, 14),
        "redefinition of function '@f'",
    ),
    (
        "declare void @f()\n@f = global i32 0",
        (2, 1),
        "redefinition of global '@f'",
    ),
    (
        "@b = global ptr blockaddress(@f, %nope)\ndefine void @f() {\nentry:\n  ret void\n}",
        (1, 34),
        "use of undefined value '%nope'",
    ),
    (
        "define i32 @f() {\n  ret i64 0\n}",
        (2, 7),
        "value doesn't match function result type 'i32'",
    ),
    (
        "define i32 @f() {\n  ret void\n}",
        (2, 7),
        "value doesn't match function result type 'i32'",
    ),
    // ---- instruction-level checks LLParser makes ----
    (
        "define i32 @f(i32 %a) {\n  %c = fadd i32 %a, %a\n  ret i32 %c\n}",
        (2, 13),
        "invalid operand type for instruction",
    ),
    (
        "define i32 @f(i32 %a) {\n  %x = sdiv nuw i32 %a, 2\n  ret i32 %x\n}",
        (2, 13),
        "expected type",
    ),
    (
        "define i64 @f(i32 %x) {\n  %y = trunc i32 %x to i64\n  ret i64 %y\n}",
        (2, 14),
        "invalid cast opcode for cast from 'i32' to 'i64'",
    ),
    (
        "define i32 @f(ptr %p) {\n  %x = load atomic i32, ptr %p seq_cst\n  ret i32 %x\n}",
        (2, 25),
        "atomic load must have explicit non-zero alignment",
    ),
    (
        "define void @f(ptr %p) {\n  %x = atomicrmw fadd ptr %p, i32 1 seq_cst\n  ret void\n}",
        (2, 31),
        "atomicrmw fadd operand must be a floating point type",
    ),
    (
        "define void @f(ptr %p) {\n  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst release\n  ret void\n}",
        (3, 3),
        "invalid cmpxchg failure ordering",
    ),
    (
        "define void @f() {\n  fence monotonic\n  ret void\n}",
        (3, 3),
        "fence cannot be monotonic",
    ),
    (
        "define ptr @f(ptr %p) {\n  %q = getelementptr { i32, i32 }, ptr %p, i64 0, i32 5\n  ret ptr %q\n}",
        (2, 36),
        "invalid getelementptr indices",
    ),
    (
        "define i32 @f({ i32, i32 } %s) {\n  %x = extractvalue { i32, i32 } %s, 2\n  ret i32 %x\n}",
        (2, 21),
        "invalid indices for extractvalue",
    ),
    (
        "define <2 x i32> @f(<2 x i32> %a, <2 x i32> %m) {\n  %s = shufflevector <2 x i32> %a, <2 x i32> %a, <2 x i32> %m\n  ret <2 x i32> %s\n}",
        (2, 22),
        "invalid shufflevector operands",
    ),
    (
        "declare void @g(i32, i32)\ndefine void @f() {\n  call void (i32, i32) @g(i32 1)\n  ret void\n}",
        (3, 8),
        "not enough parameters specified for call",
    ),
    (
        "define void @f() {\n  %p = alloca void ()\n  ret void\n}",
        (2, 15),
        "Cannot allocate unsized type",
    ),
    // ---- metadata ----
    (
        "define void @f() {\n  ret void, !foo !7\n}",
        (2, 19),
        "use of undefined metadata '!7'",
    ),
    ("!0 = !{}\n!0 = !{}", (2, 1), "Metadata id is already used"),
    (
        "define void @f() {\n  ret void, !foo\n}",
        (3, 1),
        "expected metadata operand",
    ),
    (
        "define void @f() {\n  ret void,\n}",
        (3, 1),
        "expected metadata after comma",
    ),
    (
        "@a = global i32 0, comdat($z)",
        (1, 27),
        "use of undefined comdat '$z'",
    ),
];

#[test]
fn malformed_inputs_report_exact_messages_and_locations() {
    assert!(CASES.len() >= 40);
    let mut failures = Vec::new();
    for (src, (line, col), msg) in CASES {
        let got = match parse_module(src.as_bytes()) {
            Ok(_) => "parsed".to_string(),
            Err(d) => {
                let (l, c, _) = line_col(src.as_bytes(), d.offset as usize);
                format!("{l}:{c}: {}", d.message)
            }
        };
        let want = format!("{line}:{col}: {msg}");
        if got != want {
            failures.push(format!("{src:?}\n   want {want}\n   got  {got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
