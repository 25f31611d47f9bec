#!/usr/bin/env python3
"""Writes int_multiword.ll: integers wider than 128 bits (i136 i160 i192
i256) through kiln's multiword lowering: add sub mul and or xor, ctpop
ctlz cttz, shl lshr ashr by variable amounts (0, 1, 63, 64, 65, 127, 128, width-1), all ten
icmp predicates, select, a phi in a loop, and zext/sext/trunc to and from
i64, i128 and each other. Operands hit carries across every part, signs,
and values that fill only the narrow top part. Every function is
noinline and takes its operands as arguments, so nothing folds."""

WIDTHS = [136, 160, 192, 256]
SHIFTS = [0, 1, 63, 64, 65, 127, 128]
PREDS = ["eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"]


def values(w):
    m = (1 << w) - 1
    top = 1 << (w - 1)
    return [
        0,
        1,
        m,                                   # -1: carries through every part
        top,                                 # INT_MIN: sign only
        top - 1,                             # INT_MAX
        (1 << 64) - 1,                       # a full low part
        ((1 << 128) - 1) << 1 & m,           # carries out of part 1
        0x0123456789ABCDEF_FEDCBA9876543210_0F1E2D3C4B5A6978 & m | (0x5A << (w - 8)),
        (0xDEADBEEF << (w - 32)) | 0x1234,   # narrow top part set
    ]


def lit(v, w):
    return str(v - (1 << w) if v >> (w - 1) else v)


out = []
emit = out.append
emit('@fmt_word = private constant [7 x i8] c"%016lx\\00"')
emit('@fmt_sep = private constant [2 x i8] c" \\00"')
emit('@fmt_nl = private constant [2 x i8] c"\\0A\\00"')
emit('@fmt_tag = private constant [4 x i8] c"%s:\\00"')
emit('@fmt_int = private constant [4 x i8] c"%d \\00"')
emit("declare i32 @printf(ptr, ...)")

tags = {}


def tag(s):
    if s not in tags:
        tags[s] = f"@tag{len(tags)}"
    return tags[s]


for w in WIDTHS:
    parts = (w + 63) // 64
    emit(f"define internal void @print{w}(i{w} %v) noinline {{")
    for k in reversed(range(parts)):
        emit(f"  %s{k} = lshr i{w} %v, {64 * k}")
        emit(f"  %t{k} = trunc i{w} %s{k} to i64")
        emit(f"  call i32 (ptr, ...) @printf(ptr @fmt_word, i64 %t{k})")
    emit("  call i32 (ptr, ...) @printf(ptr @fmt_sep)")
    emit("  ret void")
    emit("}")
    for op in ["add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr"]:
        emit(f"define internal i{w} @{op}{w}(i{w} %a, i{w} %b) noinline {{")
        emit(f"  %r = {op} i{w} %a, %b")
        emit(f"  ret i{w} %r")
        emit("}")
    for p in PREDS:
        emit(f"define internal i32 @icmp_{p}{w}(i{w} %a, i{w} %b) noinline {{")
        emit(f"  %c = icmp {p} i{w} %a, %b")
        emit("  %r = zext i1 %c to i32")
        emit("  ret i32 %r")
        emit("}")
    # Branch on a wide compare (flags used by a branch, not setcc).
    emit(f"define internal i32 @br_ne{w}(i{w} %a) noinline {{")
    emit(f"  %c = icmp ne i{w} %a, 0")
    emit("  br i1 %c, label %y, label %n")
    emit("y:\n  ret i32 1\nn:\n  ret i32 0")
    emit("}")
    for bi in ["ctpop", "ctlz", "cttz"]:
        extra = ", i1 false" if bi != "ctpop" else ""
        extra_ty = ", i1" if bi != "ctpop" else ""
        emit(f"declare i{w} @llvm.{bi}.i{w}(i{w}{extra_ty})")
        emit(f"define internal i{w} @{bi}{w}(i{w} %a) noinline {{")
        emit(f"  %r = call i{w} @llvm.{bi}.i{w}(i{w} %a{extra})")
        emit(f"  ret i{w} %r")
        emit("}")
    emit(f"define internal i{w} @select{w}(i32 %c, i{w} %a, i{w} %b) noinline {{")
    emit("  %t = icmp ne i32 %c, 0")
    emit(f"  %r = select i1 %t, i{w} %a, i{w} %b")
    emit(f"  ret i{w} %r")
    emit("}")
    # A phi: x = x * 3 + a, then x ^ b, n times.
    emit(f"define internal i{w} @loop{w}(i{w} %a, i{w} %b, i32 %n) noinline {{")
    emit("entry:\n  br label %l\nl:")
    emit("  %i = phi i32 [ 0, %entry ], [ %i1, %l ]")
    emit(f"  %x = phi i{w} [ %a, %entry ], [ %x2, %l ]")
    emit(f"  %x0 = mul i{w} %x, 3")
    emit(f"  %x1 = add i{w} %x0, %a")
    emit(f"  %x2 = xor i{w} %x1, %b")
    emit("  %i1 = add i32 %i, 1")
    emit("  %c = icmp slt i32 %i1, %n")
    emit("  br i1 %c, label %l, label %e")
    emit(f"e:\n  ret i{w} %x2")
    emit("}")
    for src in [64, 128]:
        for cast in ["zext", "sext"]:
            emit(f"define internal i{w} @{cast}{src}to{w}(i{src} %a) noinline {{")
            emit(f"  %r = {cast} i{src} %a to i{w}")
            emit(f"  ret i{w} %r")
            emit("}")
        emit(f"define internal i{src} @trunc{w}to{src}(i{w} %a) noinline {{")
        emit(f"  %r = trunc i{w} %a to i{src}")
        emit(f"  ret i{src} %r")
        emit("}")
emit("define internal void @print128(i128 %v) noinline {")
emit("  %h = lshr i128 %v, 64\n  %h1 = trunc i128 %h to i64\n  %l = trunc i128 %v to i64")
emit("  call i32 (ptr, ...) @printf(ptr @fmt_word, i64 %h1)")
emit("  call i32 (ptr, ...) @printf(ptr @fmt_word, i64 %l)")
emit("  call i32 (ptr, ...) @printf(ptr @fmt_sep)\n  ret void\n}")
for a, b in [(136, 256), (160, 192), (192, 256)]:
    for cast in ["zext", "sext"]:
        emit(f"define internal i{b} @{cast}{a}to{b}(i{a} %a) noinline {{")
        emit(f"  %r = {cast} i{a} %a to i{b}\n  ret i{b} %r\n}}")
    emit(f"define internal i{a} @trunc{b}to{a}(i{b} %a) noinline {{")
    emit(f"  %r = trunc i{b} %a to i{a}\n  ret i{a} %r\n}}")

body = []
b = body.append
n = [0]


def fresh():
    n[0] += 1
    return f"%v{n[0]}"


def line(t):
    b(f"  call i32 (ptr, ...) @printf(ptr @fmt_tag, ptr {tag(t)})")


def nl():
    b("  call i32 (ptr, ...) @printf(ptr @fmt_nl)")


for w in WIDTHS:
    vals = values(w)
    for x in vals:
        for y in vals:
            line(f"i{w} {x:x} {y:x}")
            for op in ["add", "sub", "mul", "and", "or", "xor"]:
                r = fresh()
                b(f"  {r} = call i{w} @{op}{w}(i{w} {lit(x, w)}, i{w} {lit(y, w)})")
                b(f"  call void @print{w}(i{w} {r})")
            for p in PREDS:
                r = fresh()
                b(f"  {r} = call i32 @icmp_{p}{w}(i{w} {lit(x, w)}, i{w} {lit(y, w)})")
                b(f"  call i32 (ptr, ...) @printf(ptr @fmt_int, i32 {r})")
            r = fresh()
            b(f"  {r} = call i{w} @select{w}(i32 {int(x < y)}, i{w} {lit(x, w)}, i{w} {lit(y, w)})")
            b(f"  call void @print{w}(i{w} {r})")
            nl()
        line(f"i{w} {x:x} shifts/casts")
        r = fresh()
        b(f"  {r} = call i32 @br_ne{w}(i{w} {lit(x, w)})")
        b(f"  call i32 (ptr, ...) @printf(ptr @fmt_int, i32 {r})")
        for bi in ["ctpop", "ctlz", "cttz"]:
            r = fresh()
            b(f"  {r} = call i{w} @{bi}{w}(i{w} {lit(x, w)})")
            b(f"  call void @print{w}(i{w} {r})")
        for s in SHIFTS + [w - 1]:
            for op in ["shl", "lshr", "ashr"]:
                r = fresh()
                b(f"  {r} = call i{w} @{op}{w}(i{w} {lit(x, w)}, i{w} {s})")
                b(f"  call void @print{w}(i{w} {r})")
        for src in [64, 128]:
            v = x & ((1 << src) - 1)
            for cast in ["zext", "sext"]:
                r = fresh()
                b(f"  {r} = call i{w} @{cast}{src}to{w}(i{src} {lit(v, src)})")
                b(f"  call void @print{w}(i{w} {r})")
            r = fresh()
            b(f"  {r} = call i{src} @trunc{w}to{src}(i{w} {lit(x, w)})")
            if src == 64:
                b(f"  call i32 (ptr, ...) @printf(ptr @fmt_word, i64 {r})")
            else:
                b(f"  call void @print128(i128 {r})")
        r = fresh()
        b(f"  {r} = call i{w} @loop{w}(i{w} {lit(x, w)}, i{w} {lit(vals[7], w)}, i32 5)")
        b(f"  call void @print{w}(i{w} {r})")
        nl()
for a, c in [(136, 256), (160, 192), (192, 256)]:
    for x in values(a):
        line(f"i{a}<->i{c} {x:x}")
        for cast in ["zext", "sext"]:
            r = fresh()
            b(f"  {r} = call i{c} @{cast}{a}to{c}(i{a} {lit(x, a)})")
            b(f"  call void @print{c}(i{c} {r})")
    for x in values(c):
        line(f"i{c}->i{a} {x:x}")
        r = fresh()
        b(f"  {r} = call i{a} @trunc{c}to{a}(i{c} {lit(x, c)})")
        b(f"  call void @print{a}(i{a} {r})")
    nl()

for t, name in tags.items():
    emit(f'{name} = private constant [{len(t) + 1} x i8] c"{t}\\00"')
emit("define i32 @main() {")
out.extend(body)
emit("  ret i32 0")
emit("}")
open("int_multiword.ll", "w").write("\n".join(out) + "\n")
