#!/usr/bin/env bash
# Seeds the read_bc fuzz corpus (fuzz/corpus/read_bc) with small bitcode
# files: the hand-written tests assembled by llvm-as-19 and the small csmith
# modules of the conformance corpus, if built.
set -euo pipefail
cd "$(dirname "$0")"
out=corpus/read_bc
mkdir -p "$out"
for f in ../tests/ll/valid/*.ll; do
    llvm-as-19 "$f" -o "$out/$(basename "$f" .ll).bc" 2>/dev/null || true
done
for f in ../target/conformance/csmith-*/*.bc; do
    [ -f "$f" ] || continue
    cp "$f" "$out/$(basename "$(dirname "$f")")-$(basename "$f")"
done
ls "$out" | wc -l
