#!/usr/bin/env python3
"""Writes tests/run/wide_intrinsics.ll (or, with the argument `model`,
tests/hostile/wide_fixed_point_model.ll): the integer intrinsics C cannot reach
(funnel shifts, scmp/ucmp, saturating shifts, fixed-point multiplication and
division)
on odd and wide widths, applied to edge and pseudo-random operands. Each
result is zero-extended to i1024 and folded word by word into a hash; main
prints one hash per intrinsic and width, and how many results differ from
the LangRef result this script computes (`model`). llc-19 miscompiles
`{s,u}mul.fix.sat` above 64 bits (e.g. smul.fix.sat.i129(7, 7, 1) gives 0)
and cannot compile `{s,u}div.fix` above 64 bits (i65 with scale 64 fails), so those cases are checked
against the model alone, in the hostile suite.
Rerun after editing:
    python3 tests/wide/gen_intrinsics.py > tests/run/wide_intrinsics.ll
    tests/run/bless.sh wide_intrinsics.ll
    python3 tests/wide/gen_intrinsics.py model > tests/hostile/wide_fixed_point_model.ll
"""
import random
import sys

MODEL_ONLY = sys.argv[1:] == ["model"]


def llc_wrong(name, w):
    """Cases where llc-19 disagrees with LangRef or cannot compile."""
    return (".sat" in name and "mul.fix" in name and w > 64) or ("div.fix" in name and w > 64)

WIDTHS = [1, 2, 7, 33, 63, 65, 100, 127, 128, 129, 136, 200, 256, 300]
rng = random.Random(19)


def values(w):
    m = (1 << w) - 1
    vs = {0, 1, m, 1 << (w - 1), (1 << (w - 1)) - 1, 7 & m, (-7) & m}
    while len(vs) < min(11, 1 << w):
        vs.add(rng.getrandbits(w) >> rng.randrange(w))
    return sorted(vs)


def signed(v, w):
    return v - (1 << w) if v >> (w - 1) else v


def model(name, w, rw, a, b):
    """The LangRef result of intrinsic `name` (as in funcs) on a, b."""
    m = (1 << w) - 1
    f, _, arg = name.partition("_")
    sa, sb = signed(a, w), signed(b, w)
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    if f in ("fshl", "fshr"):
        c = b if arg == "var" else int(arg)
        c %= w
        both = (a << w) | b
        return ((both << c) >> w) & m if f == "fshl" else (both >> c) & m
    if f in ("scmp", "ucmp"):
        x, y = (sa, sb) if f == "scmp" else (a, b)
        return ((x > y) - (x < y)) % (1 << rw)
    if f == "sshl.sat":
        r = sa << b
        return (r if lo <= r <= hi else (lo if sa < 0 else hi)) & m
    if f == "ushl.sat":
        r = a << b
        return r if r <= m else m
    scale = int(arg)
    if "div.fix" in f:
        if f.startswith("s"):
            r = (sa << scale) // sb  # floor, as llc rounds
            return (min(max(r, lo), hi) if f.endswith("sat") else r) & m
        r = (a << scale) // b
        return min(r, m) if f.endswith("sat") else r & m
    if f.startswith("s"):
        r = (sa * sb) >> scale
        if f.endswith("sat"):
            r = min(max(r, lo), hi)
        return r & m
    r = (a * b) >> scale
    return min(r, m) if f.endswith("sat") else r & m


def funcs():
    """(name, width, ret width, body lines with %a %b, operand pairs)."""
    out = []
    for w in WIDTHS:
        t = f"i{w}"
        vs = values(w)
        pairs = [(a, b) for a in vs for b in vs]
        for f in ["fshl", "fshr"]:
            for c in [None, 0, 1, w - 1, w + 3]:
                if c is not None and w == 1 and c:
                    continue
                if c is None and w > 128 and w & (w - 1):
                    # llc-19 (the reference) cannot: it needs a urem libcall.
                    continue
                third = "%b" if c is None else str(c)
                out.append((f"{f}_{'var' if c is None else c}", w, w,
                            [f"%r = call {t} @llvm.{f}.{t}({t} %a, {t} %b, {t} {third})"], pairs, [f"{f}.{t}"]))
        if w >= 2:
            for f in ["scmp", "ucmp"]:
                out.append((f, w, 8, [f"%r = call i8 @llvm.{f}.i8.{t}({t} %a, {t} %b)"], pairs, [f"{f}.i8.{t}"]))
            out.append(("scmp_i2", w, 2, [f"%r = call i2 @llvm.scmp.i2.{t}({t} %a, {t} %b)"], pairs, [f"scmp.i2.{t}"]))
            out.append(("ucmp_i70", w, 70, [f"%r = call i70 @llvm.ucmp.i70.{t}({t} %a, {t} %b)"], pairs, [f"ucmp.i70.{t}"]))
        shpairs = [(a, b % w) for a, b in pairs]
        for f in ["sshl.sat", "ushl.sat"]:
            out.append((f, w, w, [f"%r = call {t} @llvm.{f}.{t}({t} %a, {t} %b)"], shpairs, [f"{f}.{t}"]))
        for f in ["smul.fix", "umul.fix", "smul.fix.sat", "umul.fix.sat"]:
            for scale in sorted({0, 1, w // 2, w - 1}):
                if f.startswith("s") and w == 1 and scale:
                    continue
                ps = pairs
                if not f.endswith("sat"):
                    # Without .sat a result outside the type is undefined.
                    def fits(a, b):
                        if f[0] == "s":
                            p = (signed(a, w) * signed(b, w)) >> scale
                            return -(1 << (w - 1)) <= p < (1 << (w - 1))
                        return (a * b) >> scale < (1 << w)
                    ps = [(a, b) for a, b in pairs if fits(a, b)]
                out.append((f"{f}_{scale}", w, w, [f"%r = call {t} @llvm.{f}.{t}({t} %a, {t} %b, i32 {scale})"], ps, [f"{f}.{t}"]))
        for f in ["sdiv.fix", "udiv.fix", "sdiv.fix.sat", "udiv.fix.sat"]:
            for scale in sorted({0, 1, w // 2, w - 1}):
                if f.startswith("s") and w == 1 and scale:
                    continue

                def ok(a, b):
                    if b == 0:
                        return False
                    if f.endswith("sat"):
                        return True
                    if f[0] == "s":
                        return -(1 << (w - 1)) <= (signed(a, w) << scale) // signed(b, w) < (1 << (w - 1))
                    return (a << scale) // b < (1 << w)
                ps = [(a, b) for a, b in pairs if ok(a, b)]
                out.append((f"{f}_{scale}", w, w, [f"%r = call {t} @llvm.{f}.{t}({t} %a, {t} %b, i32 {scale})"], ps, [f"{f}.{t}"]))
    return out


def main():
    if MODEL_ONLY:
        print("; HOSTILE: run")
        print("; EXIT: 0")
        print("; STDOUT: total mismatches 0")
        print("; LIMIT: 60s 512M")
    print("; Generated by tests/wide/gen_intrinsics.py: integer intrinsics on odd and wide widths.")
    print('@h = internal global i64 0')
    print('@bad = internal global i64 0')
    print('@total = internal global i64 0')
    print('@tfmt = private constant [23 x i8] c"total mismatches %lld\\0A\\00"')
    print('@fmt = private constant [28 x i8] c"%s %016llx mismatches %lld\\0A\\00"')
    print("declare i32 @printf(ptr, ...)")
    print("""
define internal void @mix(i1024 %v) {
  %h0 = load i64, ptr @h
  br label %loop
loop:
  %k = phi i32 [ 0, %0 ], [ %k1, %loop ]
  %h = phi i64 [ %h0, %0 ], [ %hn, %loop ]
  %kk = zext i32 %k to i1024
  %sh = mul i1024 %kk, 64
  %s = lshr i1024 %v, %sh
  %w = trunc i1024 %s to i64
  %x = xor i64 %h, %w
  %m = mul i64 %x, 1099511628211
  %r = lshr i64 %h, 29
  %hn = add i64 %m, %r
  %k1 = add i32 %k, 1
  %done = icmp eq i32 %k1, 16
  br i1 %done, label %out, label %loop
out:
  store i64 %hn, ptr @h
  ret void
}

define internal void @count(i1 %bad) {
  %n = load i64, ptr @bad
  %one = zext i1 %bad to i64
  %n1 = add i64 %n, %one
  store i64 %n1, ptr @bad
  ret void
}

define internal void @report(ptr %name) {
  %h = load i64, ptr @h
  %n = load i64, ptr @bad
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %name, i64 %h, i64 %n)
  store i64 0, ptr @h
  %t = load i64, ptr @total
  %t1 = add i64 %t, %n
  store i64 %t1, ptr @total
  store i64 0, ptr @bad
  ret void
}
""")
    decls = set()
    names = []
    mains = []
    for idx, (name, w, rw, body, pairs, intr) in enumerate(funcs()):
        if llc_wrong(name, w) != MODEL_ONLY:
            continue
        t = f"i{w}"
        fn = f"@t{idx}"
        print(f"define internal i{rw} {fn}({t} %a, {t} %b) noinline {{")
        for line in body:
            print("  " + line)
        print(f"  ret i{rw} %r\n}}\n")
        for i in intr:
            decls.add(i)
        label = f"{name}.i{w}"
        names.append(label)
        mains.append((idx, fn, w, rw, pairs, label))
    for d in sorted(decls):
        base, ty = d.rsplit(".", 1)
        if base in ("scmp.i8", "ucmp.i8", "scmp.i2", "ucmp.i70"):
            rt = base.split(".")[1]
            print(f"declare {rt} @llvm.{d}({ty}, {ty})")
        elif base.startswith(("fshl", "fshr")):
            print(f"declare {ty} @llvm.{d}({ty}, {ty}, {ty})")
        elif "fix" in base:
            print(f"declare {ty} @llvm.{d}({ty}, {ty}, i32)")
        else:
            print(f"declare {ty} @llvm.{d}({ty}, {ty})")
    for idx, fn, w, rw, pairs, label in mains:
        t = f"i{w}"
        n = len(pairs)
        print(f'@n{idx} = private constant [{len(label) + 1} x i8] c"{label}\\00"')
        for arr, col in (("A", 0), ("B", 1)):
            elems = ", ".join(f"{t} {p[col]}" for p in pairs)
            print(f"@{arr}{idx} = private constant [{n} x {t}] [{elems}]")
        name = label.rsplit(".i", 1)[0]
        elems = ", ".join(f"i{rw} {model(name, w, rw, a, b)}" for a, b in pairs)
        print(f"@E{idx} = private constant [{n} x i{rw}] [{elems}]")
        print(f"""
define internal void @d{idx}() {{
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %pa = getelementptr [{n} x {t}], ptr @A{idx}, i64 0, i64 %k
  %pb = getelementptr [{n} x {t}], ptr @B{idx}, i64 0, i64 %k
  %a = load {t}, ptr %pa
  %b = load {t}, ptr %pb
  %r = call i{rw} {fn}({t} %a, {t} %b)
  %pe = getelementptr [{n} x i{rw}], ptr @E{idx}, i64 0, i64 %k
  %e = load i{rw}, ptr %pe
  %z = zext i{rw} %r to i1024
  call void @mix(i1024 %z)
  %bad = icmp ne i{rw} %r, %e
  call void @count(i1 %bad)
  %k1 = add i64 %k, 1
  %done = icmp eq i64 %k1, {n}
  br i1 %done, label %out, label %loop
out:
  call void @report(ptr @n{idx})
  ret void
}}""")
    print("\ndefine i32 @main() {")
    for idx, *_ in mains:
        print(f"  call void @d{idx}()")
    print("  %t = load i64, ptr @total")
    print("  call i32 (ptr, ...) @printf(ptr @tfmt, i64 %t)")
    print("  ret i32 0\n}")


main()
