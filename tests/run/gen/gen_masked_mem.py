#!/usr/bin/env python3
"""Writes masked_mem.ll: every llvm.masked.* memory intrinsic (load, store,
gather, scatter, expandload, compressstore) on <16 x i8>, <32 x i8> (masks of
more than 16 lanes), <8 x i16>, <4 x i32>, <3 x i32>, <2 x i64>, <4 x float>,
<2 x double>, <4 x double> (two registers) and <8 x i32>, plus a <2 x ptr>
load and a constant mask. The IR functions are generated here; `main` is
gen/masked_mem/main.c compiled by clang-19 -O0: it places each access so
that the lanes LLVM must not touch lie in a PROT_NONE page (a touch is a
crash), and prints a hash of every result and of the memory written, for
ten masks per type (none, all, lowest, highest, alternating, random).
masked_mem_avx.ll is the same with the functions compiled for AVX2, where
loads and stores of 16 or 32 bytes of 32/64-bit lanes use vmaskmov."""
import os
import re
import subprocess
import sys

TYPES = [  # (lanes, elem, size, suffix, name)
    (16, "i8", 1, "v16i8", "b16"),
    (32, "i8", 1, "v32i8", "b32"),
    (8, "i16", 2, "v8i16", "h8"),
    (4, "i32", 4, "v4i32", "w4"),
    (3, "i32", 4, "v3i32", "w3"),
    (2, "i64", 8, "v2i64", "q2"),
    (4, "float", 4, "v4f32", "f4"),
    (2, "double", 8, "v2f64", "d2"),
    (4, "double", 8, "v4f64", "d4"),
    (8, "i32", 4, "v8i32", "w8"),
]
out = []
decl = set()
def mask(n):
    bits = ", ".join(f"i32 {1 << k if k < 31 else -2147483648}" for k in range(n))
    return f"""  %s0 = insertelement <{n} x i32> poison, i32 %bits, i64 0
  %s = shufflevector <{n} x i32> %s0, <{n} x i32> poison, <{n} x i32> zeroinitializer
  %a = and <{n} x i32> %s, <{bits}>
  %m = icmp ne <{n} x i32> %a, zeroinitializer
"""
for n, e, sz, sfx, nm in TYPES:
    vt = f"<{n} x {e}>"
    pv = f"<{n} x ptr>"
    mt = f"<{n} x i1>"
    decl.add(f"declare {vt} @llvm.masked.load.{sfx}.p0(ptr, i32, {mt}, {vt})")
    decl.add(f"declare void @llvm.masked.store.{sfx}.p0({vt}, ptr, i32, {mt})")
    decl.add(f"declare {vt} @llvm.masked.gather.{sfx}.v{n}p0({pv}, i32, {mt}, {vt})")
    decl.add(f"declare void @llvm.masked.scatter.{sfx}.v{n}p0({vt}, {pv}, i32, {mt})")
    decl.add(f"declare {vt} @llvm.masked.expandload.{sfx}(ptr, {mt}, {vt})")
    decl.add(f"declare void @llvm.masked.compressstore.{sfx}({vt}, ptr, {mt})")
    # load(base, bits, passthru*, out*)
    out.append(f"""define void @load_{nm}(ptr %p, i32 %bits, ptr %pt, ptr %o) {{
{mask(n)}  %t = load {vt}, ptr %pt, align 1
  %v = call {vt} @llvm.masked.load.{sfx}.p0(ptr %p, i32 1, {mt} %m, {vt} %t)
  store {vt} %v, ptr %o, align 1
  ret void
}}
define void @store_{nm}(ptr %p, i32 %bits, ptr %d) {{
{mask(n)}  %t = load {vt}, ptr %d, align 1
  call void @llvm.masked.store.{sfx}.p0({vt} %t, ptr %p, i32 1, {mt} %m)
  ret void
}}
define void @expand_{nm}(ptr %p, i32 %bits, ptr %pt, ptr %o) {{
{mask(n)}  %t = load {vt}, ptr %pt, align 1
  %v = call {vt} @llvm.masked.expandload.{sfx}(ptr %p, {mt} %m, {vt} %t)
  store {vt} %v, ptr %o, align 1
  ret void
}}
define void @compress_{nm}(ptr %p, i32 %bits, ptr %d) {{
{mask(n)}  %t = load {vt}, ptr %d, align 1
  call void @llvm.masked.compressstore.{sfx}({vt} %t, ptr %p, {mt} %m)
  ret void
}}
define void @gather_{nm}(ptr %p, i32 %bits, ptr %idx, ptr %pt, ptr %o) {{
{mask(n)}  %i = load <{n} x i32>, ptr %idx, align 1
  %ps = getelementptr {e}, ptr %p, <{n} x i32> %i
  %t = load {vt}, ptr %pt, align 1
  %v = call {vt} @llvm.masked.gather.{sfx}.v{n}p0({pv} %ps, i32 1, {mt} %m, {vt} %t)
  store {vt} %v, ptr %o, align 1
  ret void
}}
define void @scatter_{nm}(ptr %p, i32 %bits, ptr %idx, ptr %d) {{
{mask(n)}  %i = load <{n} x i32>, ptr %idx, align 1
  %ps = getelementptr {e}, ptr %p, <{n} x i32> %i
  %t = load {vt}, ptr %d, align 1
  call void @llvm.masked.scatter.{sfx}.v{n}p0({vt} %t, {pv} %ps, i32 1, {mt} %m)
  ret void
}}
""")
# Constant masks and a pointer-element vector.
decl.add("declare <2 x ptr> @llvm.masked.load.v2p0.p0(ptr, i32, <2 x i1>, <2 x ptr>)")
decl.add("declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr, i32, <4 x i1>)")
out.append("""define ptr @load_ptrs(ptr %p, ptr %t0, ptr %t1) {
  %t = insertelement <2 x ptr> poison, ptr %t0, i32 0
  %u = insertelement <2 x ptr> %t, ptr %t1, i32 1
  %v = call <2 x ptr> @llvm.masked.load.v2p0.p0(ptr %p, i32 8, <2 x i1> <i1 false, i1 true>, <2 x ptr> %u)
  %a = extractelement <2 x ptr> %v, i32 0
  %b = extractelement <2 x ptr> %v, i32 1
  %same = icmp eq ptr %a, %t0
  %r = select i1 %same, ptr %b, ptr null
  ret ptr %r
}
define void @store_const_mask(ptr %p, ptr %d) {
  %v = load <4 x i32>, ptr %d
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %v, ptr %p, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 true>)
  ret void
}
""")

here = os.path.dirname(os.path.abspath(__file__))
main = subprocess.run(
    ["clang-19", "-target", "x86_64-unknown-linux-gnu", "-O0", "-S", "-emit-llvm", "-w",
     os.path.join(here, "masked_mem", "main.c"), "-o", "-"],
    check=True, capture_output=True, text=True).stdout
ours = ("load_", "store_", "expand_", "compress_", "gather_", "scatter_")
for name, avx in [("masked_mem.ll", False), ("masked_mem_avx.ll", True)]:
    with open(name, "w") as f:
        f.write("; Generated by gen/gen_masked_mem.py: llvm.masked.* memory intrinsics\n")
        f.write("; against guard pages (see the generator's docstring)")
        f.write(", in functions with +avx,+avx2 (vmaskmov).\n" if avx else ".\n")
        for line in main.splitlines():
            if line.startswith(("; ModuleID", "source_filename")):
                continue
            if line.startswith("declare") and any("@" + o in line for o in ours):
                continue
            f.write(line + "\n")
        f.write("\n".join(sorted(decl)) + "\n\n")
        body = "\n".join(out)
        if avx:
            body = re.sub(r"^(define [^{]*\)) \{$", r"\1 #100 {", body, flags=re.M)
            body += '\nattributes #100 = { "target-features"="+avx,+avx2" }\n'
        f.write(body)
sys.exit(0)
