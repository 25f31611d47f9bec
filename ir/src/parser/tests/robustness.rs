//! The parser must never panic, hang or overflow its stack: nesting is
//! bounded, and truncated or mutated inputs end in a diagnostic.

use super::*;
use crate::parser::MAX_DEPTH;

fn nested(open: &str, mid: &str, close: &str, n: usize) -> String {
    let mut s = String::new();
    for _ in 0..n {
        s.push_str(open);
    }
    s.push_str(mid);
    for _ in 0..n {
        s.push_str(close);
    }
    s
}

/// Runs `f` on a thread with a large stack: unoptimized test builds use
/// several KB of stack per nesting level (optimized builds under 1 KB), so
/// the default 2 MB test thread is too small for 512 levels.
fn with_big_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("no panic");
}

#[test]
fn deep_nesting_is_bounded() {
    with_big_stack(deep_nesting);
}

fn deep_nesting() {
    let ok = (MAX_DEPTH - 8) as usize;
    let bad = (MAX_DEPTH + 8) as usize;
    // Types.
    parse(&format!(
        "@g = external global {}\n",
        nested("[1 x ", "i8", "]", ok)
    ));
    let (_, _, msg) = err(&format!(
        "@g = external global {}\n",
        nested("[1 x ", "i8", "]", bad)
    ));
    assert_eq!(msg, "nesting too deep");
    let (_, _, msg) = err(&format!(
        "@g = external global {}\n",
        nested("{ ", "i8", " }", bad)
    ));
    assert_eq!(msg, "nesting too deep");
    let (_, _, msg) = err(&format!("declare {}\n", nested("i32 (", "i32", ")", bad)));
    assert_eq!(msg, "nesting too deep");
    // Constants.
    let deep_const = format!(
        "@g = global i8 {}\n",
        nested("add (i8 ", "1", ", i8 1)", bad)
    );
    assert_eq!(err(&deep_const).2, "nesting too deep");
    parse(&format!(
        "@g = global i8 {}\n",
        nested("add (i8 ", "1", ", i8 1)", ok)
    ));
    // Metadata.
    parse(&format!("!0 = {}\n", nested("!{", "", "}", ok)));
    assert_eq!(
        err(&format!("!0 = {}\n", nested("!{", "", "}", bad))).2,
        "nesting too deep"
    );
    assert_eq!(
        err(&format!(
            "!0 = {}\n",
            nested("!DIExpression(x: ", "1", ")", bad)
        ))
        .2,
        "nesting too deep"
    );
    let deep_arglist = format!(
        "define void @f() {{\n  call void @g(metadata {})\n  ret void\n}}\n",
        nested("!DIArgList(metadata ", "i32 0", ")", bad)
    );
    assert_eq!(err(&deep_arglist).2, "nesting too deep");
}

/// A small module using much of the language, for truncation and mutation.
const SAMPLE: &str = r#"source_filename = "s.c"
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
%S = type { i32, [2 x ptr], <4 x float> }
$c = comdat any
@g = dso_local global %S { i32 1, [2 x ptr] [ptr @g, ptr null], <4 x float> splat (float 1.0) }, comdat($c), align 16
@s = private unnamed_addr constant [4 x i8] c"a\0Ab\00"
@a = alias i32, ptr @g
define i32 @f(i32 noundef %x, ptr %p) #0 !dbg !1 {
entry:
  %0 = alloca i32, align 4
    #dbg_declare(ptr %0, !2, !DIExpression(), !3)
  store i32 %x, ptr %0, align 4, !tbaa !4
  %1 = load i32, ptr %0, align 4
  %c = icmp slt i32 %1, 10
  br i1 %c, label %then, label %exit
then:
  %2 = call i32 (ptr, ...) @printf(ptr @s, i32 %1) #1
  %v = getelementptr inbounds %S, ptr @g, i64 0, i32 1, i64 1
  switch i32 %2, label %exit [ i32 0, label %exit
                               i32 1, label %then ]
exit:
  %r = phi i32 [ %1, %entry ], [ 0, %then ]
  %f = fadd fast double 0x3FF0000000000000, 2.5
  ret i32 %r, !dbg !3
}
declare i32 @printf(ptr, ...)
attributes #0 = { noinline nounwind "frame-pointer"="all" }
attributes #1 = { cold }
!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !5, emissionKind: FullDebug)
!1 = distinct !DISubprogram(name: "f", unit: !0, flags: DIFlagPrototyped | DIFlagAllCallsDescribed)
!2 = !DILocalVariable(name: "x", scope: !1)
!3 = !DILocation(line: 4, column: 2, scope: !1)
!4 = !{!"int", !{}, i64 0}
!5 = !DIFile(filename: "s.c", directory: "/tmp")
"#;

#[test]
fn sample_parses() {
    parse(SAMPLE);
}

#[test]
fn every_truncation_is_handled() {
    let b = SAMPLE.as_bytes();
    for n in 0..b.len() {
        let _ = parse_module(&b[..n]);
    }
}

/// A tiny deterministic generator (xorshift).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn mutated_inputs_never_panic() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let base = SAMPLE.as_bytes();
    let interesting: &[&[u8]] = &[
        b"%",
        b"@",
        b"!",
        b"#",
        b"\"",
        b"{",
        b"}",
        b"[",
        b"]",
        b"<",
        b">",
        b"(",
        b")",
        b",",
        b"*",
        b"=",
        b"0x",
        b"-",
        b"...",
        b"i999999999",
        b"99999999999999999999",
        b"0xK",
        b"c\"",
        b"!{",
        b"!DI(",
        b"%0",
        b"label",
        b"type",
        b"ptr",
        b"void",
        b"splat",
        b"\\",
        b"\n",
        b":",
        b"$",
        b"^0",
        b"#dbg_value(",
        b"1e",
        b"1.5",
    ];
    for _ in 0..3000 {
        let mut v = base.to_vec();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(v.len() + 1);
            match rng.below(4) {
                0 => {
                    let end = (at + rng.below(12)).min(v.len());
                    v.drain(at..end);
                }
                1 => {
                    let piece = interesting[rng.below(interesting.len())];
                    v.splice(at..at, piece.iter().copied());
                }
                2 => {
                    if at < v.len() {
                        v[at] = rng.next() as u8;
                    }
                }
                _ => {
                    let from = rng.below(v.len());
                    let len = rng.below(40).min(v.len() - from);
                    let chunk: Vec<u8> = v[from..from + len].to_vec();
                    v.splice(at..at, chunk);
                }
            }
        }
        let _ = parse_module(&v);
    }
}

const ALPHABET: &[u8] = b" %@!#$\"{}[]<>(),*=:0123456789abcdefxiKLMHR-.;\n\\";

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng(12345);
    for _ in 0..2000 {
        let n = rng.below(200);
        let v: Vec<u8> = (0..n)
            .map(|_| ALPHABET[rng.below(ALPHABET.len())])
            .collect();
        let _ = parse_module(&v);
    }
}

#[test]
fn huge_numbers_do_not_allocate_wildly() {
    // A stray huge value number must not make us allocate per number.
    let e = err("define void @f() {\n  br label %4000000000\n}\n");
    assert_eq!(e, (2, 12, "use of undefined value '%4000000000'".into()));
    parse("define void @f() {\n  %4000000000 = add i32 1, 1\n  ret void\n}\n");
    parse("!4000000000 = !{}\n");
    // Wide integer literals are converted in bounded time.
    let digits = "9".repeat(20000);
    parse(&format!(
        "@g = global i8388608 {digits}\n@h = global i64 -{digits}\n"
    ));
    parse(&format!(
        "@g = global double 1.{digits}e-4000\n@h = global double {digits}.0e5\n"
    ));
}

/// A module big enough to be lexed on a separate thread.
fn big_module(n: usize) -> String {
    let mut s = String::from("declare i32 @g(i32)\n");
    for i in 0..n {
        s.push_str(&format!(
            "define i32 @f{i}(i32 %a) {{\nentry:\n  %x = add nsw i32 %a, {i}\n  %y = call i32 @g(i32 %x)\n  br label %out\nout:\n  ret i32 %y\n}}\n"
        ));
    }
    s
}

#[test]
fn large_inputs_use_the_lexer_thread() {
    let src = big_module(5000);
    assert!(src.len() >= super::super::tokens::THREAD_MIN);
    let m = parse(&src);
    assert_eq!(m.functions.len(), 5001);
    assert_eq!(insts(&m, "f4999").len(), 4);
    // An early syntax error: the parser stops while the lexer thread is
    // still producing; it must not hang.
    let bad = format!("@x = global i32 oops\n{src}");
    assert_eq!(err(&bad), (1, 17, "expected value token".into()));
    // A lexer error at the very end is reported with the parser's message.
    let tail = format!("{src}@z = global i32 0 `");
    let (l, c, msg) = err(&tail);
    assert_eq!(
        (l, c, msg.as_str()),
        (tail.lines().count(), 19, "expected top-level entity")
    );
    // An error inside a function in the middle.
    let mid = src.replacen("%x = add nsw i32 %a, 2500", "%x = add nsw i32 %a, %nope", 1);
    assert_eq!(err(&mid).2, "use of undefined value '%nope'");
}
