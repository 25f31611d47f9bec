#!/usr/bin/env python3
"""Writes vec_degenerate.ll: degenerate vectors in every position.
<1 x T> for T in i8 i16 i32 i64 ptr float double (arithmetic, compares into
<1 x i1>, select, extract/insert, shuffles to and from <2 x T>, arguments,
returns and phis of noinline functions, loads and stores), <1 x i1> itself
(logic, bitcast to and from i1, zext/sext, reductions, memory), and masks
with odd lane counts <N x i1>, N in 2 3 4 5 7 8 9 16 17 33 64 65 (compares of <N x i32>
from a table, bitcast to iN, logic, select, zext, variable extract and
insert, reductions, stores and loads of the bit-packed memory form). Every
result is printed as an integer by main."""

import sys

out = []
calls = []
fmt_id = 0


def emit(s):
    out.append(s)


def p(label, val, ty):
    """A main() fragment printing `val` (of integer type `ty`) as i64."""
    global fmt_id
    fmt_id += 1
    n = fmt_id
    s = label + " %lld\\0A\\00"
    ln = len(label) + 7
    emit(f'@s{n} = private constant [{ln} x i8] c"{s}"')
    ext = f"  %e{n} = sext {ty} {val} to i64\n" if ty != "i64" else f"  %e{n} = add i64 {val}, 0\n"
    return ext + f"  call i32 (ptr, ...) @printf(ptr @s{n}, i64 %e{n})\n"


INTS = [8, 16, 32, 64]
# One-lane integer vectors.
for b in INTS:
    t = f"i{b}"
    v = f"<1 x {t}>"
    emit(f"""define {v} @one_arith_{b}({v} %a, {v} %b) {{
  %s = add {v} %a, %b
  %m = mul {v} %s, %b
  %x = xor {v} %m, <{t} 85>
  %l = shl {v} %x, <{t} 3>
  %r = ashr {v} %l, <{t} 1>
  %d = sdiv {v} %r, <{t} 7>
  ret {v} %d
}}
define <1 x i1> @one_cmp_{b}({v} %a, {v} %b) {{
  %c = icmp slt {v} %a, %b
  %u = icmp ugt {v} %a, %b
  %x = xor <1 x i1> %c, %u
  ret <1 x i1> %x
}}
define {v} @one_sel_{b}(<1 x i1> %c, {v} %a, {v} %b) {{
  %s = select <1 x i1> %c, {v} %a, {v} %b
  ret {v} %s
}}
define <2 x {t}> @one_shuf_{b}({v} %a, {v} %b) {{
  %s = shufflevector {v} %a, {v} %b, <2 x i32> <i32 1, i32 0>
  ret <2 x {t}> %s
}}
define {v} @one_unshuf_{b}(<2 x {t}> %a) {{
  %s = shufflevector <2 x {t}> %a, <2 x {t}> poison, <1 x i32> <i32 1>
  ret {v} %s
}}
define {v} @one_phi_{b}(i1 %c, {v} %a, {v} %b) {{
e:
  br i1 %c, label %x, label %y
x:
  %n = sub {v} zeroinitializer, %a
  br label %y
y:
  %p = phi {v} [ %b, %e ], [ %n, %x ]
  ret {v} %p
}}
define {t} @one_test_{b}({t} %x, {t} %y, ptr %mem) {{
  %a = insertelement {v} poison, {t} %x, i32 0
  %b = insertelement {v} poison, {t} %y, i64 0
  %r = call {v} @one_arith_{b}({v} %a, {v} %b)
  %c = call <1 x i1> @one_cmp_{b}({v} %a, {v} %b)
  %s = call {v} @one_sel_{b}(<1 x i1> %c, {v} %r, {v} %a)
  %w = call <2 x {t}> @one_shuf_{b}({v} %s, {v} %b)
  %z = call {v} @one_unshuf_{b}(<2 x {t}> %w)
  %cb = bitcast <1 x i1> %c to i1
  %q = call {v} @one_phi_{b}(i1 %cb, {v} %z, {v} %a)
  store {v} %q, ptr %mem
  %l = load {v}, ptr %mem
  %e = extractelement {v} %l, i32 0
  %ci = zext i1 %cb to {t}
  %f = add {t} %e, %ci
  ret {t} %f
}}""")
    for (x, y) in [(5, 9), (-3, 2), (100, -100), (-1, -1), (77, 13)]:
        calls.append((f"one_{b}({x},{y})", f"call i{b} @one_test_{b}(i{b} {x}, i{b} {y}, ptr %mem)", f"i{b}"))

# One-lane float vectors and pointers.
for t, bt in [("float", "i32"), ("double", "i64")]:
    v = f"<1 x {t}>"
    emit(f"""define {v} @one_f_{t}({v} %a, {v} %b) {{
  %s = fadd {v} %a, %b
  %m = fmul {v} %s, %a
  %d = fdiv {v} %m, <{t} 4.0>
  %n = fneg {v} %d
  ret {v} %n
}}
define <1 x i1> @one_fcmp_{t}({v} %a, {v} %b) {{
  %c = fcmp olt {v} %a, %b
  ret <1 x i1> %c
}}
define {bt} @one_ftest_{t}({t} %x, {t} %y) {{
  %a = insertelement {v} poison, {t} %x, i32 0
  %b = insertelement {v} poison, {t} %y, i32 0
  %r = call {v} @one_f_{t}({v} %a, {v} %b)
  %c = call <1 x i1> @one_fcmp_{t}({v} %a, {v} %b)
  %s = select <1 x i1> %c, {v} %r, {v} %b
  %i = fptosi {v} %s to <1 x {bt}>
  %e = extractelement <1 x {bt}> %i, i32 0
  %bits = bitcast {v} %r to <1 x {bt}>
  %be = extractelement <1 x {bt}> %bits, i32 0
  %h = xor {bt} %e, %be
  ret {bt} %h
}}""")
    for (x, y) in [("1.5", "2.5"), ("-8.0", "3.0"), ("100.0", "0.5")]:
        calls.append((f"one_{t}({x},{y})", f"call {bt} @one_ftest_{t}({t} {x}, {t} {y})", bt))

emit("""define i64 @one_ptr(ptr %p, ptr %q) {
  %a = insertelement <1 x ptr> poison, ptr %p, i32 0
  %b = insertelement <1 x ptr> poison, ptr %q, i32 0
  %g = getelementptr i32, <1 x ptr> %a, <1 x i64> <i64 3>
  %c = icmp ult <1 x ptr> %g, %b
  %s = select <1 x i1> %c, <1 x ptr> %g, <1 x ptr> %b
  %i = ptrtoint <1 x ptr> %s to <1 x i64>
  %pi = ptrtoint ptr %p to i64
  %e = extractelement <1 x i64> %i, i32 0
  %d = sub i64 %e, %pi
  ret i64 %d
}""")
calls.append(("one_ptr(+0,+8)", "call i64 @one_ptr(ptr %mem, ptr %mem8)", "i64"))
calls.append(("one_ptr(+8,+0)", "call i64 @one_ptr(ptr %mem8, ptr %mem)", "i64"))

# <1 x i1> on its own.
emit("""define <1 x i1> @i1_pass(<1 x i1> %a, <1 x i1> %b) {
  %x = xor <1 x i1> %a, %b
  %o = or <1 x i1> %x, %a
  %n = and <1 x i1> %o, <i1 true>
  ret <1 x i1> %n
}
define i32 @i1_test(i1 %x, i1 %y, ptr %mem) {
  %a = bitcast i1 %x to <1 x i1>
  %b = insertelement <1 x i1> poison, i1 %y, i32 0
  %r = call <1 x i1> @i1_pass(<1 x i1> %a, <1 x i1> %b)
  %z = zext <1 x i1> %r to <1 x i32>
  %s = sext <1 x i1> %b to <1 x i32>
  %ro = call i1 @llvm.vector.reduce.or.v1i1(<1 x i1> %r)
  %ra = call i1 @llvm.vector.reduce.and.v1i1(<1 x i1> %b)
  store i8 -1, ptr %mem
  store <1 x i1> %r, ptr %mem
  %byte = load i8, ptr %mem
  %lv = load <1 x i1>, ptr %mem
  %le = extractelement <1 x i1> %lv, i32 0
  %ze = extractelement <1 x i32> %z, i32 0
  %se = extractelement <1 x i32> %s, i32 0
  %t1 = shl i32 %ze, 1
  %t2 = add i32 %t1, %se
  %ro32 = zext i1 %ro to i32
  %ra32 = zext i1 %ra to i32
  %le32 = zext i1 %le to i32
  %by32 = zext i8 %byte to i32
  %u1 = shl i32 %ro32, 4
  %u2 = shl i32 %ra32, 5
  %u3 = shl i32 %le32, 6
  %u4 = shl i32 %by32, 8
  %v1 = or i32 %u1, %u2
  %v2 = or i32 %v1, %u3
  %v3 = or i32 %v2, %u4
  %v4 = add i32 %v3, %t2
  ret i32 %v4
}
declare i1 @llvm.vector.reduce.or.v1i1(<1 x i1>)
declare i1 @llvm.vector.reduce.and.v1i1(<1 x i1>)""")
for x in (0, 1):
    for y in (0, 1):
        calls.append((f"i1({x},{y})", f"call i32 @i1_test(i1 {x}, i1 {y}, ptr %mem)", "i32"))

def widen(n):
    """IR that sets %bw (i64) from %bits (i{n}), folding bits above 63 in."""
    if n < 64:
        return f"  %bw = zext i{n} %bits to i64\n"
    if n == 64:
        return "  %bw = add i64 %bits, 0\n"
    return (f"  %bt = trunc i{n} %bits to i64\n  %bh0 = lshr i{n} %bits, 64\n"
            f"  %bh = trunc i{n} %bh0 to i64\n  %bh7 = mul i64 %bh, 7\n  %bw = add i64 %bt, %bh7\n")


# Lane masks of many lengths, odd ones included.
for n in [2, 3, 4, 5, 7, 8, 9, 16, 17, 33, 64, 65]:
    v = f"<{n} x i1>"
    vi = f"<{n} x i32>"
    emit(f"""declare i1 @llvm.vector.reduce.or.v{n}i1({v})
declare i1 @llvm.vector.reduce.and.v{n}i1({v})
declare i1 @llvm.vector.reduce.xor.v{n}i1({v})
define {v} @m{n}_logic({v} %a, {v} %b) {{
  %x = xor {v} %a, %b
  %o = and {v} %x, %a
  ret {v} %o
}}
define {v} @m{n}_phi(i1 %c, {v} %a, {v} %b) {{
e:
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %p = phi {v} [ %a, %e ], [ %b, %x ]
  ret {v} %p
}}
define i64 @m{n}_test(ptr %xs, ptr %ys, i32 %k, ptr %mem) {{
  %x = load {vi}, ptr %xs, align 4
  %y = load {vi}, ptr %ys, align 4
  %a = icmp slt {vi} %x, %y
  %b = icmp eq {vi} %x, zeroinitializer
  %l = call {v} @m{n}_logic({v} %a, {v} %b)
  %c0 = extractelement {v} %a, i32 %k
  %ph = call {v} @m{n}_phi(i1 %c0, {v} %l, {v} %b)
  %ins = insertelement {v} %ph, i1 true, i32 %k
  %bits = bitcast {v} %ins to i{n}
{widen(n)}  %sel = select {v} %a, {vi} %x, {vi} %y
  %z = zext {v} %b to <{n} x i8>
  %zs = call i8 @llvm.vector.reduce.add.v{n}i8(<{n} x i8> %z)
  %ss = call i32 @llvm.vector.reduce.add.v{n}i32({vi} %sel)
  %ro = call i1 @llvm.vector.reduce.or.v{n}i1({v} %l)
  %ra = call i1 @llvm.vector.reduce.and.v{n}i1({v} %a)
  %rx = call i1 @llvm.vector.reduce.xor.v{n}i1({v} %a)
  call void @llvm.memset.p0.i64(ptr %mem, i8 -1, i64 8, i1 false)
  store {v} %a, ptr %mem
  %stored = load i64, ptr %mem
  %back = load {v}, ptr %mem
  %same = icmp eq {v} %back, %a
  %allsame = call i1 @llvm.vector.reduce.and.v{n}i1({v} %same)
  %fromint = bitcast i{n} %bits to {v}
  %fe = extractelement {v} %fromint, i32 %k
  %h1 = mul i64 %bw, 1000003
  %zs64 = zext i8 %zs to i64
  %ss64 = sext i32 %ss to i64
  %h2 = add i64 %h1, %zs64
  %h3 = mul i64 %h2, 31
  %h4 = add i64 %h3, %ss64
  %f1 = zext i1 %ro to i64
  %f2 = zext i1 %ra to i64
  %f3 = zext i1 %rx to i64
  %f4 = zext i1 %allsame to i64
  %f5 = zext i1 %fe to i64
  %g2 = shl i64 %f2, 1
  %g3 = shl i64 %f3, 2
  %g4 = shl i64 %f4, 3
  %g5 = shl i64 %f5, 4
  %o1 = or i64 %f1, %g2
  %o2 = or i64 %o1, %g3
  %o3 = or i64 %o2, %g4
  %o4 = or i64 %o3, %g5
  %h5 = mul i64 %h4, 37
  %h6 = add i64 %h5, %o4
  %h7 = mul i64 %h6, 1000033
  %h8 = xor i64 %h7, %stored
  ret i64 %h8
}}
declare i8 @llvm.vector.reduce.add.v{n}i8(<{n} x i8>)
declare i32 @llvm.vector.reduce.add.v{n}i32({vi})""")
    for k in [0, n // 2, n - 1]:
        for off in [0, 11]:
            calls.append((f"mask{n}(k={k},off={off})",
                          f"call i64 @m{n}_test(ptr getelementptr (i32, ptr @xs, i64 {off}), ptr getelementptr (i32, ptr @ys, i64 {off}), i32 {k}, ptr %mem)",
                          "i64"))

xs = [((i * 7919) % 23) - 11 for i in range(80)]
ys = [((i * 104729) % 19) - 9 for i in range(80)]
for i in range(0, 80, 5):
    xs[i] = 0
emit("@xs = private global [80 x i32] [" + ", ".join(f"i32 {x}" for x in xs) + "]")
emit("@ys = private global [80 x i32] [" + ", ".join(f"i32 {y}" for y in ys) + "]")
emit("declare i32 @printf(ptr, ...)")
emit("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)")
body = ["define i32 @main() {", "  %mem = alloca [8 x i64], align 16",
        "  %mem8 = getelementptr i8, ptr %mem, i64 8"]
for i, (label, call, ty) in enumerate(calls):
    body.append(f"  %r{i} = {call}")
    body.append(p(label, f"%r{i}", ty).rstrip("\n"))
body += ["  ret i32 0", "}"]
with open("vec_degenerate.ll", "w") as f:
    f.write("; Generated by gen/gen_vec_degenerate.py: <1 x T>, <1 x i1> and odd-length\n")
    f.write("; lane masks in every position (see the generator's docstring).\n")
    f.write("\n".join(out) + "\n" + "\n".join(body) + "\n")
sys.exit(0)
