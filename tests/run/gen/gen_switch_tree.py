#!/usr/bin/env python3
"""Writes switch_tree.ll: switches large enough for kiln's comparison tree
(sparse values, dense runs that become jump tables inside the tree, values
near 2^32 and 2^64, i16/i64 conditions, many cases sharing targets, phis in
the targets). main sums f(x) over every case value, its neighbours and
values between the cases, and prints the sums."""
import random

rng = random.Random(12)
out = []

def switch_func(name, bits, values, ntargets):
    mask = (1 << bits) - 1
    out.append(f"define internal i64 @{name}(i{bits} %x) {{")
    out.append("entry:")
    out.append(f"  switch i{bits} %x, label %dflt [")
    for k, v in enumerate(values):
        out.append(f"    i{bits} {v - (1 << bits) if v > mask >> 1 else v}, label %t{k % ntargets}")
    out.append("  ]")
    for t in range(ntargets):
        out.append(f"t{t}:")
        out.append(f"  br label %join")
    out.append("dflt:")
    out.append("  br label %join")
    out.append("join:")
    incoming = ", ".join(f"[ {t * 7 + 3}, %t{t} ]" for t in range(ntargets))
    out.append(f"  %r = phi i64 {incoming}, [ 1000003, %dflt ]")
    out.append("  ret i64 %r")
    out.append("}")

def sample_points(values, bits):
    mask = (1 << bits) - 1
    pts = set()
    for v in values:
        for d in (-1, 0, 1):
            pts.add((v + d) & mask)
    pts.update([0, mask, mask >> 1, (mask >> 1) + 1])
    return sorted(pts)

funcs = []
# Sparse i64 values with a few dense runs, some near 2^32 and 2^64.
vals = set()
while len(vals) < 300:
    vals.add(rng.randrange(0, 1 << 40))
for base in (5000, 1 << 31, (1 << 32) - 10, (1 << 64) - 40):
    for k in range(30):
        vals.add((base + k) & ((1 << 64) - 1))
funcs.append(("sw64", 64, sorted(vals), 37))
# i16 over the whole range, every third value (one table is too sparse
# with 3*n < range only at the edges).
vals16 = sorted(set(rng.randrange(0, 1 << 16) for _ in range(500)))
funcs.append(("sw16", 16, vals16, 11))
# Powers of two: sparse everywhere.
funcs.append(("swpow", 64, [1 << k for k in range(64)], 64))

out.append('@fmt = private constant [11 x i8] c"%s %016lx\\0A\\00"')
out.append("declare i32 @printf(ptr, ...)")
for name, bits, values, nt in funcs:
    switch_func(name, bits, values, nt)
for name, bits, values, nt in funcs:
    pts = sample_points(values, bits)
    n = len(pts)
    arr = ", ".join(f"i{bits} {p - (1 << bits) if p > ((1 << bits) - 1) >> 1 else p}" for p in pts)
    out.append(f"@pts_{name} = private constant [{n} x i{bits}] [{arr}]")
    out.append(f'@name_{name} = private constant [{len(name) + 1} x i8] c"{name}\\00"')
out.append("define i32 @main() {")
out.append("entry:")
out.append("  br label %l0")
for i, (name, bits, values, nt) in enumerate(funcs):
    n = len(sample_points(values, bits))
    out.append(f"l{i}:")
    out.append(f"  %i{i} = phi i64 [ 0, %{'entry' if i == 0 else f'e{i - 1}'} ], [ %i{i}n, %l{i} ]")
    out.append(f"  %h{i} = phi i64 [ 0, %{'entry' if i == 0 else f'e{i - 1}'} ], [ %h{i}n, %l{i} ]")
    out.append(f"  %p{i} = getelementptr [{n} x i{bits}], ptr @pts_{name}, i64 0, i64 %i{i}")
    out.append(f"  %x{i} = load i{bits}, ptr %p{i}")
    out.append(f"  %r{i} = call i64 @{name}(i{bits} %x{i})")
    out.append(f"  %m{i} = mul i64 %h{i}, 1099511628211")
    out.append(f"  %h{i}n = xor i64 %m{i}, %r{i}")
    out.append(f"  %i{i}n = add i64 %i{i}, 1")
    out.append(f"  %c{i} = icmp eq i64 %i{i}n, {n}")
    out.append(f"  br i1 %c{i}, label %e{i}, label %l{i}")
    out.append(f"e{i}:")
    out.append(f"  call i32 (ptr, ...) @printf(ptr @fmt, ptr @name_{name}, i64 %h{i}n)")
    out.append(f"  br label %{f'l{i + 1}' if i + 1 < len(funcs) else 'done'}")
out.append("done:")
out.append("  ret i32 0")
out.append("}")
open("switch_tree.ll", "w").write("\n".join(out) + "\n")
