#!/usr/bin/env python3
"""Writes `table.rs` (beside this script): LLVM 19's target-independent
intrinsics, each with its name, whether it is overloaded and its signature
as kiln's `Sig` descriptors.

The facts come from LLVM 19's `Intrinsics.td` as TableGen resolves it: each
`Intrinsic` record's `TypeSig` (the type descriptor codes numbered by the
`IIT_*` records of that file) and `isOverloaded`. Run:

    llvm-tblgen-19 --dump-json -I /usr/lib/llvm-19/include \
        /usr/lib/llvm-19/include/llvm/IR/Intrinsics.td -o intrinsics.json
    python3 ir/src/intrinsics/gen-table.py intrinsics.json
"""

import json
import os
import sys

# Fixed types: IIT number -> Sig constructor.
FIXED = {
    1: "Sig::Int(1)", 2: "Sig::Int(8)", 3: "Sig::Int(16)", 4: "Sig::Int(32)",
    5: "Sig::Int(64)", 35: "Sig::Int(128)", 57: "Sig::Int(2)", 58: "Sig::Int(4)",
    8: "Sig::Double", 18: "Sig::Token", 19: "Sig::Metadata", 20: "Sig::Struct(0)",
    14: "Sig::Ptr(0)", 29: "Sig::VarArg",
}
# The types no target-independent intrinsic of LLVM 19 uses (half, bfloat,
# float, fp128, ppc_fp128, x86_amx, x86_mmx, fixed vectors, types derived
# by extending, truncating or subdividing another) have no `Sig`; a new
# LLVM that uses one stops this script.
STRUCTS = {21: 2, 22: 3, 23: 4, 24: 5, 38: 6, 39: 7, 40: 8, 49: 9}
ANY_KINDS = {0: "Any", 1: "Int", 2: "Float", 3: "Vector", 4: "Ptr"}
DERIVED = {30: "HalfVec", 42: "VecElement"}


def decode(codes, i, out):
    """Appends the descriptors of one type starting at codes[i]; returns the
    index after it."""
    c = codes[i]
    i += 1
    if c in FIXED:
        out.append(FIXED[c])
    elif c == 27:
        out.append(f"Sig::Ptr({codes[i]})")
        i += 1
    elif c in STRUCTS:
        out.append(f"Sig::Struct({STRUCTS[c]})")
        for _ in range(STRUCTS[c]):
            i = decode(codes, i, out)
    elif c == 15:
        x = codes[i]
        i += 1
        slot, kind = x >> 3, x & 7
        if kind == 7:
            out.append(f"Sig::Match({slot})")
        else:
            out.append(f"Sig::Any({slot}, AnyKind::{ANY_KINDS[kind]})")
    elif c in DERIVED:
        x = codes[i]
        i += 1
        assert x & 7 == 7, (c, x)
        out.append(f"Sig::{DERIVED[c]}({x >> 3})")
    elif c == 31:
        x = codes[i]
        out.append(f"Sig::SameWidth({x >> 3})")
        i = decode(codes, i + 1, out)
    elif c == 34:
        out.append(f"Sig::VecOfPtrsTo {{ slot: {codes[i]}, of: {codes[i + 1]} }}")
        i += 2
    else:
        raise SystemExit(f"IIT code {c} in {codes}: add a Sig for it")
    return i


def main():
    d = json.load(open(sys.argv[1]))
    rows = []
    for rec in d["!instanceof"]["Intrinsic"]:
        r = d[rec]
        if r["TargetPrefix"] != "":
            continue
        name = r["LLVMName"] or "llvm." + rec[len("int_"):].replace("_", ".")
        sig = r["TypeSig"]
        out = []
        ret = sig[0]
        if ret == [0]:
            out.append("Sig::Void")
        elif ret:
            assert len(ret) == 1 and ret[0] in STRUCTS, (name, ret)
            out.append(f"Sig::Struct({STRUCTS[ret[0]]})")
        for ty in sig[1:]:
            assert decode(ty, 0, out) == len(ty), (name, ty)
        rows.append((name, bool(r["isOverloaded"]), out))
    rows.sort(key=lambda row: row[0].encode())
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "table.rs"), "w") as f:
        f.write("//! LLVM 19's target-independent intrinsics, sorted by name: each one's\n")
        f.write("//! name, whether it is overloaded, and its signature (the return type, then\n")
        f.write("//! the parameters). Written by `gen-table.py` from LLVM 19's\n")
        f.write("//! `Intrinsics.td`; do not edit.\n\n")
        f.write("use super::sig::{AnyKind, Intrinsic, Sig};\n\n")
        f.write("/// Every target-independent intrinsic of LLVM 19, sorted by name.\n")
        f.write("#[rustfmt::skip]\n")
        f.write("pub(crate) const INTRINSICS: &[Intrinsic] = &[\n")
        for name, ov, out in rows:
            f.write(f"    Intrinsic {{ name: \"{name}\", overloaded: {str(ov).lower()}, "
                    f"sig: &[{', '.join(out)}] }},\n")
        f.write("];\n")
    print(f"{len(rows)} intrinsics")


main()
