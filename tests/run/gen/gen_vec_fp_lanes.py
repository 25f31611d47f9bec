#!/usr/bin/env python3
"""Writes vec_fp_lanes.ll: vector lrint, llrint, powi,
ldexp, fptosi.sat and fptoui.sat (also to 64-bit lanes: values at and
above 2^63 and 2^64) (llc-19 cannot lower vector lround and
llround, so the native build has no result for them) on <4 x float>, <2 x double>,
<3 x float> and <4 x double>, over halfway cases, negative values,
out-of-range values, infinities and NaN (converted lanes) and exponents
near the ends of the range (powi, ldexp; powi calls __powi*f2 as LLVM
does, so its rounding matches). main prints every result lane
as integer bits."""

F = ["0.5", "1.5", "2.5", "-2.5", "-0.0", "3.75", "-7.5", "1.0e10", "-1.0e10", "0x7FF0000000000000",
     "0xFFF0000000000000", "0x7FF8000000000000", "123456.75", "-0.4375", "2.0e9", "-3.0e9",
     "0x43E8000000000000", "0x43F0000000000000", "0x43DFFFFFE0000000", "-0.75"]


def lit(t, v):
    if v.startswith("0x") and t == "float":
        return v  # double-format hex is accepted for float when exactly representable
    return v


TYPES = [("float", 4, "v4f32", "i32"), ("double", 2, "v2f64", "i64"), ("float", 3, "v3f32", "i32"),
         ("double", 4, "v4f64", "i64")]
out = ["declare i32 @printf(ptr, ...)",
       '@fmt = private constant [15 x i8] c"%s %d %d %llx\\0A\\00"']
names = {}
main = ["define i32 @main() {"]
cnt = 0


def label(s):
    global cnt
    if s not in names:
        names[s] = f"@n{len(names)}"
        out.append(f'{names[s]} = private constant [{len(s) + 1} x i8] c"{s}\\00"')
    return names[s]


def show(lbl, chunk, lane, ty, val):
    global cnt
    cnt += 1
    ext = {"i32": "sext", "i64": None, "i8": "sext", "i16": "sext", "float": "bitcast32", "double": "bitcast64"}[ty]
    lines = []
    v = val
    if ext == "sext":
        lines.append(f"  %x{cnt} = sext {ty} {val} to i64")
        v = f"%x{cnt}"
    elif ext == "bitcast32":
        lines.append(f"  %b{cnt} = bitcast float {val} to i32")
        lines.append(f"  %x{cnt} = zext i32 %b{cnt} to i64")
        v = f"%x{cnt}"
    elif ext == "bitcast64":
        lines.append(f"  %x{cnt} = bitcast double {val} to i64")
        v = f"%x{cnt}"
    lines.append(f"  call i32 (ptr, ...) @printf(ptr @fmt, ptr {label(lbl)}, i32 {chunk}, i32 {lane}, i64 {v})")
    return lines


for t, n, sfx, it in TYPES:
    vt = f"<{n} x {t}>"
    for c in range(0, len(F), n):
        vals = [F[(c + k) % len(F)] for k in range(n)]
        if t == "float":
            vals = ["0x7FF0000000000000" if v == "0x7FF0000000000000" else v for v in vals]
            vals = [v if not v.endswith("e10") else v.replace("e10", "e9") for v in vals]
        const = "<" + ", ".join(f"{t} {lit(t, v)}" for v in vals) + ">"
        for op, rt in [("lrint", "i64"), ("llrint", "i64"),
                       ("lrint", "i32"), ("fptosi.sat", "i32"), ("fptoui.sat", "i32"), ("fptosi.sat", "i64"),
                       ("fptosi.sat", "i8"), ("fptoui.sat", "i16"), ("fptoui.sat", "i64")]:
            if op in ("lrint", "llrint", "lround", "llround"):
                # Only lanes the C functions define (in range, not NaN).
                pass
            rv = f"<{n} x {rt}>"
            dname = f"@llvm.{op}.v{n}{rt}.{sfx}"
            decl = f"declare {rv} {dname}({vt})"
            if decl not in out:
                out.append(decl)
            cnt += 1
            r = f"%r{cnt}"
            main.append(f"  {r} = call {rv} {dname}({vt} {const})")
            for k in range(n):
                v = vals[k]
                if op in ("lrint", "llrint", "lround", "llround"):
                    fv = float.fromhex(v) if v.startswith("0x") else float(v)
                    lim = 2.0**31 if rt == "i32" else 2.0**63
                    if fv != fv or abs(fv) >= lim - 1:
                        continue
                cnt += 1
                e = f"%e{cnt}"
                main.append(f"  {e} = extractelement {rv} {r}, i32 {k}")
                main += show(f"{op}.{rt}.{sfx}", c, k, rt, e)
        for p in [0, 1, 3, -2, 31, -7]:
            dname = f"@llvm.powi.{sfx}.i32"
            decl = f"declare {vt} {dname}({vt}, i32)"
            if decl not in out:
                out.append(decl)
            cnt += 1
            r = f"%r{cnt}"
            main.append(f"  {r} = call {vt} {dname}({vt} {const}, i32 {p})")
            for k in range(n):
                cnt += 1
                e = f"%e{cnt}"
                main.append(f"  {e} = extractelement {vt} {r}, i32 {k}")
                main += show(f"powi{p}.{sfx}", c, k, t, e)
        iv = "<" + ", ".join(f"i32 {x}" for x in [3, -1, 100, -1100, 5000, 0][:n] + [7] * max(0, n - 6)) + ">"
        dname = f"@llvm.ldexp.{sfx}.v{n}i32"
        decl = f"declare {vt} {dname}({vt}, <{n} x i32>)"
        if decl not in out:
            out.append(decl)
        cnt += 1
        r = f"%r{cnt}"
        main.append(f"  {r} = call {vt} {dname}({vt} {const}, <{n} x i32> {iv})")
        for k in range(n):
            cnt += 1
            e = f"%e{cnt}"
            main.append(f"  {e} = extractelement {vt} {r}, i32 {k}")
            main += show(f"ldexp.{sfx}", c, k, t, e)
main += ["  ret i32 0", "}"]
with open("vec_fp_lanes.ll", "w") as f:
    f.write("; Generated by gen/gen_vec_fp_lanes.py: vector lrint/llrint,\n")
    f.write("; powi, ldexp and fptosi/fptoui.sat lane by lane (see its docstring).\n")
    f.write("\n".join(out) + "\n" + "\n".join(main) + "\n")
