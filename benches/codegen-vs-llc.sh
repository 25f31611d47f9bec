#!/usr/bin/env bash
# Code-generation speed and code quality against llc-19 -O0, on one module
# (default: the SQLite -O0 module of the conformance corpus).
#
#   benches/codegen-vs-llc.sh [FILE.ll] [RUNS]
#
# 1. Compile speed: kiln's code generation (IR already in memory → machine
#    code in memory; the codegen_wall_ms of `kiln bench --json`, all cores)
#    against the whole `llc-19 -O0 -filetype=obj` process on the same file.
#    Median of RUNS alternating runs.
# 2. Code quality: the program built by `kiln compile` and the one built by
#    `llc-19 -O0 -relocation-model=pic -filetype=obj`, both linked by clang-19,
#    run RUNS times each (alternating) from the program's directory with its
#    corpus arguments; median wall times and their ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-target/conformance/sqlite/O0.ll}
runs=${2:-7}
kiln=${KILN:-target/release/kiln}
[ -x "$kiln" ] || cargo build --release -q
threads=$(nproc 2>/dev/null || echo 2)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

median() { grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
wall() {
  local start end
  start=$(date +%s%N); "$@" >/dev/null 2>&1; end=$(date +%s%N)
  awk -v ns=$((end - start)) 'BEGIN { printf "%.4f\n", ns / 1e9 }'
}

k_cg="" llc_t=""
for _ in $(seq "$runs"); do
  k_cg+="$("$kiln" bench --json --threads "$threads" "$file" | sed 's/.*"codegen_wall_ms":\([0-9.]*\).*/\1/' | awk '{printf "%.4f\n", $1/1000}')"$'\n'
  llc_t+="$(wall llc-19 -O0 -filetype=obj "$file" -o "$tmp/llc.o")"$'\n'
done
k=$(echo "$k_cg" | median); l=$(echo "$llc_t" | median)
echo "input: $file, median of $runs alternating runs, $threads threads"
echo "kiln codegen (in memory):          ${k}s"
echo "llc-19 -O0 -filetype=obj (process): ${l}s"
awk -v k="$k" -v l="$l" 'BEGIN { printf "codegen speed: kiln is %.1fx faster\n", l/k }'

dir=$(dirname "$file")
args=()
[[ -s $dir/args ]] && read -r -a args < "$dir/args"
"$kiln" compile "$file" -o "$tmp/kiln.o"
llc-19 -O0 -relocation-model=pic -filetype=obj "$file" -o "$tmp/llc.o"
clang-19 "$tmp/kiln.o" -lm -o "$tmp/kiln.exe"
clang-19 "$tmp/llc.o" -lm -o "$tmp/llc.exe"
kr="" lr=""
for _ in $(seq "$runs"); do
  kr+="$(cd "$dir" && wall "$tmp/kiln.exe" "${args[@]}")"$'\n'
  lr+="$(cd "$dir" && wall "$tmp/llc.exe" "${args[@]}")"$'\n'
done
kt=$(echo "$kr" | median); lt=$(echo "$lr" | median)
echo "program built by kiln:       ${kt}s"
echo "program built by llc-19 -O0: ${lt}s"
awk -v k="$kt" -v l="$lt" 'BEGIN { printf "runtime ratio kiln/llc-O0: %.3f\n", k/l }'
if command -v valgrind >/dev/null; then
  count() { (cd "$dir" && valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null) | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
  ki=$(count "$tmp/kiln.exe" "${args[@]}"); li=$(count "$tmp/llc.exe" "${args[@]}")
  echo "instructions executed (callgrind): kiln $ki, llc-19 -O0 $li"
  awk -v k="$ki" -v l="$li" 'BEGIN { printf "instruction ratio kiln/llc-O0: %.3f\n", k/l }'
fi
