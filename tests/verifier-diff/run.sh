#!/usr/bin/env bash
# Differential mutation test: `kiln check` against `opt-19 -disable-output`
# on token-level mutants of kiln's own .ll tests and, when built, the
# conformance corpus (see README.md beside this script).
#
#   tests/verifier-diff/run.sh            # full run: 10,000 mutants
#   tests/verifier-diff/run.sh --ci       # sampled: 300 mutants, fixed seed
#   tests/verifier-diff/run.sh --count N --seed S [--out DIR]
#
# Needs python3, opt-19 and a release kiln (built here if missing). Exits 1
# on any disagreement not listed in known.txt, or on a kiln crash; the last
# line is `verifier-diff: N passed, M failed`.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
cd "$REPO"

count=10000
seed=7
ci=0
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --ci) count=300; seed=20261127; ci=1; extra+=(--tolerate 0.03) ;;
        --count) count=$2; shift ;;
        --seed) seed=$2; shift ;;
        --out) extra+=(--out "$2"); shift ;;
        *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
    esac
    shift
done

if ! command -v opt-19 >/dev/null; then
    echo "run.sh: opt-19 not installed; verifier-diff skipped"
    exit 0
fi
KILN=${KILN:-$REPO/target/release/kiln}
[ -x "$KILN" ] || cargo build --release --bin kiln

seeds=(tests/run/*.ll tests/ll/valid/*.ll)
# Full runs add debug-info seeds: the C programs of tests/run/c compiled by
# clang-19 -g (kiln's own .ll tests carry little debug info).
if [ "$count" -gt 1000 ] && command -v clang-19 >/dev/null; then
    gen=$(mktemp -d)
    trap 'rm -rf "$gen"' EXIT
    for c in tests/run/c/*.c; do
        for o in O0 O2; do
            b=$(basename "$c" .c)
            clang-19 -g -$o -w -S -emit-llvm "$c" -o "$gen/$b.$o.ll" 2>/dev/null && seeds+=("$gen/$b.$o.ll")
        done
    done
fi
corpus=${KILN_CORPUS_DIR:-$REPO/target/conformance}
# The CI sample draws from the repository's files only, so that its
# mutants (and known.txt) do not depend on a locally built corpus.
if [ "$ci" = 0 ] && [ -d "$corpus" ]; then
    while IFS= read -r f; do seeds+=("$f"); done < <(find "$corpus" -name '*.ll' -size -40k | sort)
fi

python3 "$HERE/mutate.py" --count "$count" --seed "$seed" --jobs "${JOBS:-2}" \
    --kiln "$KILN" --known "$HERE/known.txt" "${extra[@]}" "${seeds[@]}"
