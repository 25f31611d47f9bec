#!/usr/bin/env bash
# A wider csmith sample than the corpus: for each seed in FIRST..LAST,
# csmith (default options) -> clang-19 -O0/-O2 native build, run with a
# 10 s limit (programs that do not finish natively, or crash, are skipped),
# then the same C through clang-19 -S -emit-llvm and `kiln run`; stdout and
# exit code must match. Prints one line per seed and level, then the totals; exits
# non-zero if any run differs.
#
#   tests/conformance/csmith-sample.sh FIRST LAST   (e.g. 100 179)
#
# Environment: KILN (binary, default target/release/kiln), KILN_SAMPLE_DIR
# (work directory, default target/csmith-sample), KILN_SAMPLE_JOBS
# (default nproc), KILN_RUN_FLAGS (e.g. "--regalloc graph").
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
KILN=${KILN:-$REPO/target/release/kiln}
WORK=${KILN_SAMPLE_DIR:-$REPO/target/csmith-sample}
JOBS=${KILN_SAMPLE_JOBS:-$(nproc 2>/dev/null || echo 2)}
export KILN WORK
INC=$(for p in /usr/include/csmith /usr/local/include/csmith /usr/include/csmith-*; do
    [[ -f $p/csmith.h ]] && echo "$p" && break; done)
export INC

one() {
    local s=$1 d=$WORK/s$1 o rc krc
    local -a flags=()
    [[ -n ${KILN_RUN_FLAGS:-} ]] && read -r -a flags <<< "$KILN_RUN_FLAGS"
    mkdir -p "$d"
    csmith --seed "$s" -o "$d/p.c" > /dev/null 2>&1 || { echo "$s -- csmith-failed"; return; }
    for o in O0 O2; do
        if ! clang-19 "-$o" -w -I"$INC" "$d/p.c" -o "$d/n$o" 2> /dev/null; then
            echo "$s $o skipped (native build fails)"; continue
        fi
        set +e
        timeout 10 "$d/n$o" > "$d/exp$o" 2> /dev/null; rc=$?
        set -e
        if ((rc == 124)); then echo "$s $o skipped (no native result in 10 s)"; continue; fi
        if ((rc > 128)); then echo "$s $o skipped (the native build dies of signal $((rc - 128)): undefined behaviour)"; continue; fi
        clang-19 "-$o" -w -I"$INC" -S -emit-llvm "$d/p.c" -o "$d/p$o.ll"
        set +e
        timeout 60 "$KILN" run "${flags[@]}" "$d/p$o.ll" > "$d/got$o" 2> "$d/err$o"; krc=$?
        set -e
        if cmp -s "$d/exp$o" "$d/got$o" && ((rc == krc)); then
            echo "$s $o ok"
        else
            echo "$s $o FAIL (exit $krc, expected $rc) $(head -c 200 "$d/err$o" | tr '\n' ' ')"
        fi
    done
}
export -f one

(($# == 2)) || { echo "usage: $0 FIRST LAST" >&2; exit 2; }
[[ -x $KILN ]] || { echo "no kiln binary at $KILN (cargo build --release)" >&2; exit 2; }
mkdir -p "$WORK"
out=$(seq "$1" "$2" | xargs -P "$JOBS" -I{} bash -c 'one {}' | sort -n)
echo "$out"
ok=$(grep -c ' ok$' <<< "$out" || true)
fail=$(grep -c ' FAIL ' <<< "$out" || true)
skip=$(grep -c ' skipped ' <<< "$out" || true)
echo "$ok ok, $fail failed, $skip skipped"
((fail == 0))
