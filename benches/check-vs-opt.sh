#!/usr/bin/env bash
# Whole-process comparison: `kiln check FILE` against `opt-19 -disable-output FILE`
# (both read and verify the module; FILE may be .ll text or .bc bitcode, which
# both tools recognise by its magic number). Prints the median wall time of each over
# RUNS alternating runs, their ratio, and peak RSS of one run each.
#   usage: benches/check-vs-opt.sh [FILE.ll|FILE.bc] [RUNS]
#   e.g.   benches/check-vs-opt.sh target/conformance/sqlite/O0.bc 11
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-target/conformance/sqlite/O0.ll}
runs=${2:-7}
kiln=${KILN:-target/release/kiln}
[ -x "$kiln" ] || cargo build --release -q

median() { grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
peak_kb() { /usr/bin/time -f '%M' "$@" 2>&1 >/dev/null | tail -1; }
wall() {
  local start end
  start=$(date +%s%N); "$@" >/dev/null 2>&1; end=$(date +%s%N)
  awk -v ns=$((end - start)) 'BEGIN { printf "%.4f\n", ns / 1e9 }'
}

# Runs alternate between the two programs, so that a noisy spell on a shared
# machine slows both alike.
k_times=""; o_times=""
for _ in $(seq "$runs"); do
  k_times+="$(wall "$kiln" check "$file")"$'\n'
  o_times+="$(wall opt-19 -disable-output "$file")"$'\n'
done
k=$(echo "$k_times" | median); o=$(echo "$o_times" | median)
k_mem=$(peak_kb "$kiln" check "$file"); o_mem=$(peak_kb opt-19 -disable-output "$file")
size=$(stat -c %s "$file")
echo "input: $file ($((size / 1024)) KiB), median of $runs runs"
echo "kiln check:             ${k}s  peak ${k_mem} KiB"
echo "opt-19 -disable-output: ${o}s  peak ${o_mem} KiB"
awk -v k="$k" -v o="$o" -v km="$k_mem" -v om="$o_mem" 'BEGIN {
  printf "time ratio kiln/opt: %.3f (opt is %.1fx slower)\n", k/o, (k > 0 ? o/k : 0);
  printf "peak memory ratio kiln/opt: %.3f\n", km/om }'
