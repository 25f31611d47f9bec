#!/usr/bin/env python3
"""Differential mutation test of `kiln check` against `opt-19 -disable-output`.

Takes seed `.ll` files, makes token-level mutants (delete, duplicate or swap
tokens; integer literals to boundary values; other types; added or removed
flags, attributes, alignments, address spaces, linkages and calling
conventions; metadata fields), runs both tools on each and reports where they
disagree on accept/reject. Only accept/reject agreement matters: the tools
word their errors differently.

Usage: mutate.py [--count N] [--seed S] [--jobs J] [--kiln PATH] [--out DIR]
                 [--known FILE] [--max-seed-bytes B] SEED_FILE...

Exit status: 0 when every disagreement is listed in --known (by the mutant's
content hash) and kiln never crashed; 1 otherwise. The last line is
`verifier-diff: N passed, M failed` (passed: agreement or a known
disagreement).
"""

import argparse
import concurrent.futures
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

TOKEN = re.compile(
    rb"""
      c?"(?:[^"\\\n]|\\.)*"          # strings and c"..." constants
    | ![A-Za-z._$0-9\\-]*"(?:[^"\\\n]|\\.)*"  # metadata strings
    | [%@!#$][-A-Za-z$._0-9"\\]+      # names and ids
    | -?0x[0-9A-Fa-f]+ | -?\d+(?:\.\d+(?:[eE][+-]?\d+)?)?  # numbers
    | [A-Za-z_][A-Za-z_0-9.]*:?       # keywords, labels, types
    | \.\.\. | [()\[\]{}<>=,*|]       # punctuation
    """,
    re.X,
)

BOUNDARY_INTS = [
    b"0", b"1", b"-1", b"2", b"3", b"7", b"127", b"128", b"-128", b"255", b"256",
    b"32767", b"32768", b"65535", b"65536", b"2147483647", b"2147483648",
    b"-2147483648", b"4294967295", b"4294967296", b"9223372036854775807",
    b"9223372036854775808", b"-9223372036854775808", b"18446744073709551615",
    b"18446744073709551616", b"340282366920938463463374607431768211456",
    b"8388608", b"8388609", b"536870912", b"1099511627776",
]
TYPES = [
    b"i1", b"i8", b"i16", b"i32", b"i64", b"i128", b"i7", b"i256", b"half",
    b"bfloat", b"float", b"double", b"x86_fp80", b"fp128", b"ptr", b"void",
    b"label", b"token", b"metadata", b"<2 x i32>", b"<4 x float>", b"[2 x i8]",
    b"{ i32, i8 }", b"<vscale x 2 x i64>", b"ptr addrspace(1)", b"<2 x ptr>",
]
FLAGS = [
    b"nuw", b"nsw", b"exact", b"disjoint", b"nneg", b"inbounds", b"nusw",
    b"fast", b"nnan", b"ninf", b"nsz", b"arcp", b"contract", b"afn",
    b"reassoc", b"volatile", b"atomic", b"tail", b"musttail", b"notail",
    b"samesign", b"inrange(0, 1)", b"unordered", b"monotonic", b"seq_cst",
    b"acquire", b"release", b"acq_rel", b"syncscope(\"agent\")", b"weak",
]
ATTRS = [
    b"nonnull", b"noundef", b"zeroext", b"signext", b"inreg", b"noalias",
    b"nocapture", b"readonly", b"readnone", b"writeonly", b"returned",
    b"nest", b"align 8", b"align 3", b"align 0", b"dereferenceable(8)",
    b"dereferenceable_or_null(4)", b"byval(i32)", b"sret(i32)",
    b"byref(i64)", b"inalloca(i8)", b"preallocated(i8)", b"swifterror",
    b"swiftself", b"immarg", b"range(i32 0, 10)", b"range(i8 1, 1)",
    b"nofpclass(nan)", b"allocalign", b"allocptr", b"noreturn", b"nounwind",
    b"memory(read)", b"alwaysinline", b"noinline", b"writable",
    b"dead_on_unwind", b"elementtype(i32)", b"#0", b"#99",
]
ALIGNS = [b"0", b"1", b"2", b"3", b"4", b"8", b"16", b"4096", b"1073741824",
          b"2147483648", b"4294967296", b"8589934592"]
LINKAGES = [
    b"private", b"internal", b"available_externally", b"linkonce", b"weak",
    b"common", b"appending", b"extern_weak", b"linkonce_odr", b"weak_odr",
    b"external", b"dllimport", b"dllexport", b"hidden", b"protected",
    b"dso_local", b"dso_preemptable", b"thread_local", b"unnamed_addr",
    b"local_unnamed_addr", b"externally_initialized",
]
CCONVS = [
    b"ccc", b"fastcc", b"coldcc", b"cc 10", b"cc 11", b"cc 64", b"cc 1023",
    b"cc 1024", b"webkit_jscc", b"anyregcc", b"preserve_mostcc",
    b"preserve_allcc", b"swiftcc", b"x86_stdcallcc", b"x86_fastcallcc",
    b"x86_thiscallcc", b"x86_vectorcallcc", b"x86_regcallcc",
    b"x86_64_sysvcc", b"win64cc", b"tailcc", b"ghccc", b"amdgpu_kernel",
]
ADDRSPACES = [b"addrspace(0)", b"addrspace(1)", b"addrspace(256)",
              b"addrspace(257)", b"addrspace(16777215)", b"addrspace(16777216)"]
MD_FIELDS = [
    b"line: 0", b"line: -1", b"line: 4294967296", b"column: 65536",
    b"column: -1", b"scope: null", b"file: null", b"name: \"\"",
    b"tag: DW_TAG_pointer_type", b"size: 18446744073709551616",
    b"align: 3", b"flags: DIFlagFwdDecl", b"isDefinition: true",
    b"unit: null", b"type: null", b"arg: 0", b"arg: 65536",
]

INT_RE = re.compile(rb"-?\d+$")
TYPE_RE = re.compile(rb"i\d+$|half$|bfloat$|float$|double$|x86_fp80$|fp128$|ptr$|void$")


def tokens(text):
    return [(m.start(), m.end()) for m in TOKEN.finditer(text)]


def splice(text, start, end, new):
    return text[:start] + new + text[end:]


def mutate(text, rng):
    """One mutant of `text` (bytes) and a short description."""
    toks = tokens(text)
    if not toks:
        return text, "empty"
    kind = rng.choice([
        "delete", "duplicate", "swap", "int", "int", "type", "type", "flag",
        "unflag", "attr", "attr", "align", "addrspace", "linkage", "cconv",
        "mdfield", "replace",
    ])
    i = rng.randrange(len(toks))
    s, e = toks[i]
    tok = text[s:e]
    if kind == "delete":
        return splice(text, s, e, b""), f"delete {tok[:20]!r}"
    if kind == "duplicate":
        return splice(text, s, e, tok + b" " + tok), f"duplicate {tok[:20]!r}"
    if kind == "swap" and i + 1 < len(toks):
        s2, e2 = toks[i + 1]
        return (text[:s] + text[s2:e2] + text[e:s2] + tok + text[e2:],
                f"swap {tok[:20]!r}")
    if kind == "int":
        ints = [t for t in toks if INT_RE.match(text[t[0]:t[1]])]
        if ints:
            s, e = rng.choice(ints)
            new = rng.choice(BOUNDARY_INTS)
            return splice(text, s, e, new), f"int {text[s:e]!r}->{new!r}"
    if kind == "type":
        tys = [t for t in toks if TYPE_RE.match(text[t[0]:t[1]])]
        if tys:
            s, e = rng.choice(tys)
            new = rng.choice(TYPES)
            return splice(text, s, e, new), f"type {text[s:e]!r}->{new!r}"
    if kind == "unflag":
        fl = [t for t in toks if text[t[0]:t[1]] in FLAGS or text[t[0]:t[1]] in ATTRS]
        if fl:
            s, e = rng.choice(fl)
            return splice(text, s, e, b""), f"remove {text[s:e]!r}"
    if kind == "align":
        al = [k for k, t in enumerate(toks) if text[t[0]:t[1]] == b"align" and k + 1 < len(toks)]
        if al:
            k = rng.choice(al)
            s, e = toks[k + 1]
            new = rng.choice(ALIGNS)
            return splice(text, s, e, new), f"align ->{new!r}"
    if kind == "addrspace":
        ps = [t for t in toks if text[t[0]:t[1]] == b"ptr"]
        if ps:
            s, e = rng.choice(ps)
            new = b"ptr " + rng.choice(ADDRSPACES)
            return splice(text, s, e, new), f"addrspace {new!r}"
    if kind == "mdfield":
        md = [k for k, t in enumerate(toks) if text[t[0]:t[1]].endswith(b":")
              and text[t[0]:t[1]][:-1].isalpha() and k + 1 < len(toks)]
        if md:
            k = rng.choice(md)
            s = toks[k][0]
            e = toks[k + 1][1]
            new = rng.choice(MD_FIELDS)
            return splice(text, s, e, new), f"mdfield ->{new!r}"
    if kind == "replace":
        s2, e2 = rng.choice(toks)
        return splice(text, s, e, text[s2:e2]), f"replace {tok[:20]!r}->{text[s2:e2][:20]!r}"
    # Insertions before a token: flags, attributes, linkages, conventions.
    pool = {"flag": FLAGS, "attr": ATTRS, "linkage": LINKAGES, "cconv": CCONVS}.get(kind, ATTRS)
    new = rng.choice(pool)
    return splice(text, s, s, new + b" "), f"insert {new!r} before {tok[:20]!r}"


def run(cmd):
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60)
        return p.returncode, p.stderr[:2000].decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return "timeout", ""
    except OSError as e:
        return "cannot run", str(e)


def judge(args, path):
    k, kerr = run([args.kiln, "check", path])
    o, oerr = run(["opt-19", "-disable-output", path])
    return k, kerr, o, oerr


def first_line(s):
    for line in s.splitlines():
        if line.strip():
            return line.strip()[:300]
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--kiln", default="target/release/kiln")
    ap.add_argument("--out", default=None)
    ap.add_argument("--known", default=None)
    ap.add_argument("--tolerate", type=float, default=0.0,
                    help="fraction of mutants that may disagree (never crash)"
                    " without failing: the documented disagreement rate")
    ap.add_argument("--max-seed-bytes", type=int, default=40000)
    ap.add_argument("seeds", nargs="+")
    args = ap.parse_args()

    seeds = []
    for p in sorted(set(args.seeds)):
        try:
            data = open(p, "rb").read()
        except OSError:
            continue
        if 0 < len(data) <= args.max_seed_bytes:
            seeds.append((p, data))
    if not seeds:
        print("verifier-diff: no seed files", file=sys.stderr)
        return 1
    known = set()
    if args.known and os.path.exists(args.known):
        for line in open(args.known):
            line = line.split("#")[0].strip()
            if line:
                known.add(line.split()[0])

    rng = random.Random(args.seed)
    out = args.out or tempfile.mkdtemp(prefix="verifier-diff-")
    os.makedirs(out, exist_ok=True)
    mutants = []
    for n in range(args.count):
        path, data = rng.choice(seeds)
        text, what = mutate(data, rng)
        if rng.random() < 0.2:
            text, what2 = mutate(text, rng)
            what += "; " + what2
        h = hashlib.sha1(text).hexdigest()[:16]
        mpath = os.path.join(out, f"m{n:05d}-{h}.ll")
        with open(mpath, "wb") as f:
            f.write(text)
        mutants.append((n, h, mpath, os.path.basename(path), what))

    agree = crashes = 0
    too_lax, too_strict, known_hits = [], [], 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        futs = {ex.submit(judge, args, m[2]): m for m in mutants}
        for fut in concurrent.futures.as_completed(futs):
            n, h, mpath, seed, what = futs[fut]
            k, kerr, o, oerr = fut.result()
            if k not in (0, 1):
                crashes += 1
                print(f"CRASH kiln exit {k}: {mpath} ({seed}: {what})\n  {first_line(kerr)}")
                continue
            o_ok = o == 0
            if (k == 0) == o_ok:
                agree += 1
                os.unlink(mpath)
                continue
            if h in known:
                known_hits += 1
                continue
            rec = (mpath, seed, what, first_line(kerr), first_line(oerr))
            (too_lax if k == 0 else too_strict).append(rec)

    for title, recs in (("kiln accepts, opt-19 rejects", too_lax),
                        ("kiln rejects, opt-19 accepts", too_strict)):
        if recs:
            print(f"== {title}: {len(recs)}")
            for mpath, seed, what, kerr, oerr in sorted(recs):
                print(f"{mpath} ({seed}: {what})\n  kiln: {kerr}\n  opt:  {oerr}")
    failed = crashes + len(too_lax) + len(too_strict)
    print(f"mutants: {len(mutants)}, agree: {agree}, known disagreements: {known_hits}, "
          f"kiln too lax: {len(too_lax)}, kiln too strict: {len(too_strict)}, "
          f"kiln crashes: {crashes}; mutants that disagree are kept in {out}")
    if failed == 0 and args.out is None:
        shutil.rmtree(out, ignore_errors=True)
    print(f"verifier-diff: {len(mutants) - failed} passed, {failed} failed")
    allowed = int(args.tolerate * len(mutants))
    if crashes == 0 and 0 < failed <= allowed:
        print(f"verifier-diff: {failed} disagreements within the tolerated {allowed}"
              " (the documented classes of README.md)")
        return 0
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
