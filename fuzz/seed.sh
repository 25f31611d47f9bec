#!/usr/bin/env bash
# Seeds the fuzz corpora (fuzz/corpus/TARGET, not committed): the run
# programs (tests/run/*.ll) and the valid hand-written modules
# (tests/ll/valid/*.ll) as text for parse_ll and compile_ll, and assembled by
# llvm-as-19 as bitcode for read_bc and compile_bc; with `--conformance`,
# also the conformance corpus (target/conformance, built by
# tests/conformance/build-corpus.sh): its .ll and .bc files.
set -euo pipefail
cd "$(dirname "$0")"
text=(corpus/parse_ll corpus/compile_ll)
bits=(corpus/read_bc corpus/compile_bc)
mkdir -p "${text[@]}" "${bits[@]}" corpus/gen_run
add_ll() {
    for d in "${text[@]}"; do cp "$1" "$d/$2.ll"; done
    local bc="${bits[0]}/$2.bc"
    if llvm-as-19 "$1" -o "$bc" 2>/dev/null; then
        for d in "${bits[@]:1}"; do cp "$bc" "$d/"; done
    fi
}
for f in ../tests/run/*.ll ../tests/ll/valid/*.ll; do
    add_ll "$f" "$(basename "$(dirname "$f")")-$(basename "$f" .ll)"
done
if [ "${1:-}" = --conformance ]; then
    for f in ../target/conformance/*/*.ll; do
        [ -f "$f" ] || continue
        add_ll "$f" "conf-$(basename "$(dirname "$f")")-$(basename "$f" .ll)"
    done
    for f in ../target/conformance/*/*.bc; do
        [ -f "$f" ] || continue
        for d in "${bits[@]}"; do cp "$f" "$d/conf-$(basename "$(dirname "$f")")-$(basename "$f")"; done
    done
fi
# gen_run's bytes only steer its generator: random ones make a start.
for i in $(seq 1 32); do
    head -c $((256 * i)) /dev/urandom > "corpus/gen_run/random-$i"
done
for d in "${text[@]}" "${bits[@]}" corpus/gen_run; do echo "$d: $(ls "$d" | wc -l) inputs"; done
