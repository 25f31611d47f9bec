#!/usr/bin/env python3
"""Lists which integer operations kiln refuses (or crashes on) per width,
beside llc-19: every operator, icmp, int<->FP conversion (and .sat) and
integer intrinsic on i1..i2048. Usage (from the repository root, after
`cargo build --release`): python3 tests/wide/probe_refusals.py [KILN]
Writes its .ll files to /tmp/wp/ll; prints only the cases that are not ok."""
import subprocess, sys, os, itertools
KILN = sys.argv[1] if len(sys.argv) > 1 else "target/release/kiln"
W = [1, 7, 16, 65, 127, 128, 129, 136, 200, 256, 512, 1000, 1024, 2048]
def cases(n):
    t = f"i{n}"
    out = []
    for op in ["add","sub","mul","udiv","sdiv","urem","srem","shl","lshr","ashr","and","or","xor"]:
        out.append((op, f"%r = {op} {t} %a, %b\n  ret {t} %r", t, [t, t]))
        out.append((op+" const", f"%r = {op} {t} %a, 7\n  ret {t} %r", t, [t, t]))
    for p in ["eq","ne","ult","slt","ugt","sge"]:
        out.append(("icmp "+p, f"%r = icmp {p} {t} %a, %b\n  ret i1 %r", "i1", [t, t]))
    for ft in ["half","float","double","x86_fp80","fp128"]:
        for c in ["sitofp","uitofp"]:
            out.append((f"{c} {ft}", f"%r = {c} {t} %a to {ft}\n  ret {ft} %r", ft, [t, t]))
        for c in ["fptosi","fptoui"]:
            out.append((f"{c} {ft}", f"%f = bitcast i64 0 to double\n  %r = {c} {ft} %x to {t}\n  ret {t} %r", t, [ft, ft], ))
            out.append((f"{c}.sat {ft}", f"%r = call {t} @llvm.{c}.sat.{t}.{'f16' if ft=='half' else 'f32' if ft=='float' else 'f64' if ft=='double' else 'f80' if ft=='x86_fp80' else 'f128'}({ft} %a)\n  ret {t} %r", t, [ft, ft]))
    def intr(nm, ret, args, argt=None):
        argt = argt or [t]*len(args)
        a = ", ".join(f"{ty} {v}" for ty, v in zip(argt, args))
        return f"%r = call {ret} @llvm.{nm}({a})"
    for nm in ["smin","smax","umin","umax"]:
        out.append((nm, intr(f"{nm}.{t}", t, ["%a","%b"]) + f"\n  ret {t} %r", t, [t,t]))
    out.append(("abs", intr(f"abs.{t}", t, ["%a","false"],[t,"i1"]) + f"\n  ret {t} %r", t, [t,t]))
    for nm in ["ctlz","cttz"]:
        out.append((nm, intr(f"{nm}.{t}", t, ["%a","false"],[t,"i1"]) + f"\n  ret {t} %r", t, [t,t]))
    out.append(("ctpop", intr(f"ctpop.{t}", t, ["%a"]) + f"\n  ret {t} %r", t, [t,t]))
    out.append(("bitreverse", intr(f"bitreverse.{t}", t, ["%a"]) + f"\n  ret {t} %r", t, [t,t]))
    if n % 16 == 0:
        out.append(("bswap", intr(f"bswap.{t}", t, ["%a"]) + f"\n  ret {t} %r", t, [t,t]))
    for nm in ["fshl","fshr"]:
        out.append((nm, intr(f"{nm}.{t}", t, ["%a","%b","%b"]) + f"\n  ret {t} %r", t, [t,t]))
        out.append((nm+" const", intr(f"{nm}.{t}", t, ["%a","%b","3"]) + f"\n  ret {t} %r", t, [t,t]))
    for nm in ["sadd","uadd","ssub","usub","smul","umul"]:
        out.append((nm+".with.overflow", f"%s = call {{{t}, i1}} @llvm.{nm}.with.overflow.{t}({t} %a, {t} %b)\n  %r = extractvalue {{{t}, i1}} %s, 0\n  ret {t} %r", t, [t,t]))
    for nm in ["sadd","uadd","ssub","usub","sshl","ushl"]:
        out.append((nm+".sat", intr(f"{nm}.sat.{t}", t, ["%a","%b"]) + f"\n  ret {t} %r", t, [t,t]))
    for nm in ["smul.fix","umul.fix","smul.fix.sat","umul.fix.sat","sdiv.fix","udiv.fix","sdiv.fix.sat","udiv.fix.sat"]:
        sc = 0 if n == 1 else min(3, n-1)
        out.append((nm, intr(f"{nm}.{t}", t, ["%a","%b",str(sc)],[t,t,"i32"]) + f"\n  ret {t} %r", t, [t,t]))
    for nm in ["scmp","ucmp"]:
        out.append((nm, intr(f"{nm}.i8.{t}", "i8", ["%a","%b"]) + f"\n  ret i8 %r", "i8", [t,t]))
    return out
def run(cmd, inp):
    p = subprocess.run(cmd, input=inp, capture_output=True, text=True, timeout=60)
    return p.returncode, p.stderr
res = {}
os.makedirs("/tmp/wp/ll", exist_ok=True)
for n in W:
    for name, body, ret, (at, bt) in cases(n):
        if name.startswith("fpto"):
            params = f"{at} %x, {at} %a"
        else:
            params = f"{at} %a, {bt} %b"
        src = f"define {ret} @f({params}) {{\n  {body}\n}}\n"
        import re
        for m in set(re.findall(r"call (\{[^}]*\}|\S+) (@llvm\.[\w.]+)\(([^)]*)\)", body)):
            ats = ", ".join(a.strip().split(" ")[0] for a in m[2].split(","))
            src += f"declare {m[0]} {m[1]}({ats})\n"
        fn = f"/tmp/wp/ll/{name.replace(' ','_')}_{n}.ll"
        open(fn, "w").write(src)
        lc, le = run(["llc-19", "-O0", "-filetype=obj", "-o", "/dev/null", fn], None)
        kc, ke = run([KILN, "compile", fn, "-o", "/tmp/wp/o.o"], None)
        status = "ok" if kc == 0 else ("CRASH" if kc != 1 else "refused")
        if lc != 0 and kc != 0: status = "both-refuse"
        if lc != 0 and kc == 0: status = "llc-refuses-kiln-ok"
        res.setdefault(name, {})[n] = (status, (ke.strip().splitlines() or [""])[0][:150], (le.strip().splitlines() or [""])[0][:150])
for name, d in res.items():
    bad = {n: v for n, v in d.items() if v[0] != "ok"}
    if bad:
        print(f"{name}: " + " ".join(f"{n}:{v[0]}" for n, v in bad.items()))
        for n, v in bad.items():
            if v[0] in ("refused","CRASH"): print("    e.g.", v[1]); break
            if v[0] == "both-refuse": print("    llc:", v[2]); break
