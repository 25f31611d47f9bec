#!/usr/bin/env bash
# Vector kernels (issue 20): FFT butterflies, dot product, matrix multiply,
# byte shuffles and an SSE2 string search (tests/run/c/vec_kernels.c),
# compiled from clang-19 -O2 IR by `kiln compile --regalloc graph` and by
# `llc-19 -O2`, and from -O0 IR by kiln and `llc-19 -O0`. Each kernel runs
# RUNS times (default 5) per build, alternating; prints median user
# seconds and the ratio kiln/llc (below 1: kiln's code is faster).
#
#   benches/vector-kernels.sh [RUNS] [REPS]     (REPS default 20000)
#
# Environment: KILN (default target/release/kiln), CFLAGS_EXTRA (e.g.
# -mssse3 to let both back-ends use pshufb).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
reps=${2:-20000}
kiln=${KILN:-target/release/kiln}
[ -x "$kiln" ] || cargo build --release -q
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
src=tests/run/c/vec_kernels.c
for o in O0 O2; do
    # shellcheck disable=SC2086
    clang-19 -$o ${CFLAGS_EXTRA:-} -w -S -emit-llvm "$src" -o "$tmp/k$o.ll"
    llc-19 -$o -relocation-model=pic -filetype=obj "$tmp/k$o.ll" -o "$tmp/llc$o.o"
    ra=graph
    [ $o = O0 ] && ra=linear
    "$kiln" compile --regalloc $ra "$tmp/k$o.ll" -o "$tmp/kiln$o.o"
    for b in llc kiln; do clang-19 "$tmp/$b$o.o" -o "$tmp/$b$o" -lm; done
    "$tmp/llc$o" -1 3 > "$tmp/want"
    "$tmp/kiln$o" -1 3 | cmp -s - "$tmp/want" || { echo "kiln's $o build prints a different result" >&2; exit 1; }
done
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
user() { /usr/bin/time -f %U "$@" 2>&1 >/dev/null | tail -1; }
printf '%-10s %-4s %10s %10s %8s\n' kernel IR kiln llc kiln/llc
names=(fft dot matmul byteshuf search)
for w in 0 1 2 3 4; do
    for o in O2 O0; do
        : > "$tmp/t.kiln"; : > "$tmp/t.llc"
        for _ in $(seq "$runs"); do
            user "$tmp/kiln$o" $w "$reps" >> "$tmp/t.kiln"
            user "$tmp/llc$o" $w "$reps" >> "$tmp/t.llc"
        done
        k=$(median < "$tmp/t.kiln"); l=$(median < "$tmp/t.llc")
        printf '%-10s %-4s %10s %10s %8s\n' "${names[$w]}" $o "$k" "$l" \
            "$(awk -v k="$k" -v l="$l" 'BEGIN { if (l > 0) printf "%.2f", k / l; else print "-" }')"
    done
done
