#!/usr/bin/env bash
# Checks the bitcode reader on the conformance corpus: for every
# ${KILN_CORPUS_DIR:-<repo>/target/conformance}/<program>/<level>.bc,
# `kiln print X.bc` must be byte-identical to `kiln print X.ll`.
#
#   tests/conformance/check-bitcode.sh [PROGRAM...]
#
# Prints one line per module ("ok" or "FAIL: reason"), then "N passed,
# M failed"; exits non-zero if any module failed. Environment: KILN (binary,
# default <repo>/target/release/kiln), KILN_CORPUS_DIR.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
OUT=${KILN_CORPUS_DIR:-$REPO/target/conformance}
KILN=${KILN:-$REPO/target/release/kiln}

[[ -x $KILN ]] || { echo "no kiln binary at $KILN (cargo build --release)" >&2; exit 2; }
[[ -f $OUT/programs.txt ]] || { echo "no corpus at $OUT (run build-corpus.sh)" >&2; exit 2; }

if (($# > 0)); then progs=("$@"); else mapfile -t progs < "$OUT/programs.txt"; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
for p in "${progs[@]}"; do
    for lvl in O0 O2 O2g; do
        bc=$OUT/$p/$lvl.bc ll=$OUT/$p/$lvl.ll
        [[ -f $bc && -f $ll ]] || continue
        if ! "$KILN" print "$bc" > "$tmp/bc.ll" 2> "$tmp/err"; then
            echo "$p/$lvl: FAIL: kiln print of the .bc failed: $(head -c 300 "$tmp/err")"
            fail=$((fail + 1))
            continue
        fi
        if ! "$KILN" print "$ll" > "$tmp/ll.ll" 2> "$tmp/err"; then
            echo "$p/$lvl: FAIL: kiln print of the .ll failed: $(head -c 300 "$tmp/err")"
            fail=$((fail + 1))
            continue
        fi
        if cmp -s "$tmp/bc.ll" "$tmp/ll.ll"; then
            echo "$p/$lvl: ok"
            pass=$((pass + 1))
        else
            echo "$p/$lvl: FAIL: printed modules differ:"
            diff "$tmp/bc.ll" "$tmp/ll.ll" | sed -n 1,6p | sed 's/^/    /'
            fail=$((fail + 1))
        fi
    done
done
echo "$pass passed, $fail failed"
((fail == 0))
