#!/usr/bin/env bash
# Round-trips every module of the conformance corpus through kiln's parser,
# verifier and printer:
#
#   tests/conformance/check-roundtrip.sh [PROGRAM...]
#
# For each ${KILN_CORPUS_DIR:-<repo>/target/conformance}/*/*.ll (only the
# named programs, if any are given):
#   1. `$KILN check FILE` exits 0 and prints nothing;
#   2. `$KILN print FILE > printed.ll` exits 0 and llvm-as-19 accepts printed.ll;
#   3. `llvm-diff-19 FILE printed.ll` reports no difference (or exactly the
#      spurious report that `llvm-diff-19 FILE FILE` gives, see below).
# Prints one line per module ("ok" or "FAIL: reason"), then "N passed, M failed";
# exits non-zero if any module failed. Logs of failures are kept in
# ${KILN_ROUNDTRIP_DIR:-<corpus>/.roundtrip}/.
#
# Environment: KILN (binary, default <repo>/target/release/kiln),
# KILN_CORPUS_DIR, KILN_ROUNDTRIP_DIR, KILN_ROUNDTRIP_JOBS (default nproc),
# KILN_ROUNDTRIP_TIMEOUT (seconds per command, default 300).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SCRIPT="$HERE/$(basename "${BASH_SOURCE[0]}")"
REPO=$(cd "$HERE/../.." && pwd)
OUT=${KILN_CORPUS_DIR:-$REPO/target/conformance}
KILN=${KILN:-$REPO/target/release/kiln}
WORK=${KILN_ROUNDTRIP_DIR:-$OUT/.roundtrip}
JOBS=${KILN_ROUNDTRIP_JOBS:-$(nproc 2>/dev/null || echo 2)}
TMO=${KILN_ROUNDTRIP_TIMEOUT:-300}

# ": <first line of file>", shortened, or nothing for an empty file.
first_line() {
    local l
    l=$(grep -m 1 -v '^[[:space:]]*$' "$1" | cut -c 1-200 || true)
    [[ -z $l ]] || printf ': %s' "$l"
}

status_reason() { # what exit-code
    if (($2 == 124)); then echo "$1 timed out after ${TMO}s"; else echo "$1 exited $2"; fi
}

# `check-roundtrip.sh __one MODULE`: check one module, write its result line
# ("ok" or "FAIL: reason") to $WORK/<program>-<level>.result.
one() {
    local ll=$1 rel name dir res rc reason=
    rel=${ll#"$OUT"/}
    name=${rel//\//-}
    name=${name%.ll}
    dir=$WORK/$name
    res=$WORK/$name.result
    rm -rf "$dir"
    mkdir -p "$dir"

    rc=0
    timeout "$TMO" "$KILN" check "$ll" > "$dir/check.out" 2>&1 < /dev/null || rc=$?
    if ((rc != 0)); then
        reason="$(status_reason "kiln check" "$rc")$(first_line "$dir/check.out")"
    elif [[ -s $dir/check.out ]]; then
        reason="kiln check printed output$(first_line "$dir/check.out")"
    fi

    if [[ -z $reason ]]; then
        rc=0
        timeout "$TMO" "$KILN" print "$ll" > "$dir/printed.ll" 2> "$dir/print.err" < /dev/null \
            || rc=$?
        if ((rc != 0)); then
            reason="$(status_reason "kiln print" "$rc")$(first_line "$dir/print.err")"
        fi
    fi

    if [[ -z $reason ]]; then
        rc=0
        timeout "$TMO" llvm-as-19 "$dir/printed.ll" -o /dev/null > "$dir/llvm-as.err" 2>&1 || rc=$?
        if ((rc != 0)); then
            reason="$(status_reason llvm-as-19 "$rc") on the printed module$(first_line \
                "$dir/llvm-as.err")"
        fi
    fi

    if [[ -z $reason ]]; then
        rc=0
        timeout "$TMO" llvm-diff-19 "$ll" "$dir/printed.ll" > "$dir/llvm-diff.out" 2>&1 || rc=$?
        if ((rc == 124)); then
            reason="llvm-diff-19 timed out after ${TMO}s"
        elif ((rc != 0)); then
            # llvm-diff-19 has false positives: it reports differences between a
            # module and itself when a function loads from a global initialised
            # with blockaddress constants (computed goto, as in Lua's luaV_execute).
            # A report identical to the one for FILE against itself is that noise.
            timeout "$TMO" llvm-diff-19 "$ll" "$ll" > "$dir/llvm-diff.self" 2>&1 || true
            if ! cmp -s "$dir/llvm-diff.out" "$dir/llvm-diff.self"; then
                reason="llvm-diff-19 reports differences$(first_line "$dir/llvm-diff.out")"
            fi
        fi
    fi

    if [[ -z $reason ]]; then
        rm -rf "$dir" # keep only what explains a failure
        echo "ok" > "$res"
    else
        echo "FAIL: $reason" > "$res"
    fi
}

if [[ ${1:-} == __one ]]; then
    one "$2"
    exit 0
fi

for tool in llvm-as-19 llvm-diff-19 timeout; do
    command -v "$tool" > /dev/null || { echo "missing tool: $tool" >&2; exit 2; }
done
if [[ ! -x $KILN ]]; then
    echo "kiln binary not found or not executable: $KILN (set KILN=...)" >&2
    exit 2
fi

modules=()
if (($#)); then
    for prog in "$@"; do
        for f in "$OUT/$prog"/*.ll; do [[ -f $f ]] && modules+=("$f"); done
    done
else
    for f in "$OUT"/*/*.ll; do [[ -f $f ]] && modules+=("$f"); done
fi
if ((${#modules[@]} == 0)); then
    echo "no modules found under $OUT (run tests/conformance/build-corpus.sh first)" >&2
    echo "0 passed, 0 failed"
    exit 1
fi

mkdir -p "$WORK"
rm -f "$WORK"/*.result
export KILN OUT WORK TMO KILN_CORPUS_DIR="$OUT"
printf '%s\0' "${modules[@]}" | xargs -0 -n 1 -P "$JOBS" "$SCRIPT" __one

passed=0 failed=0
for ll in "${modules[@]}"; do
    rel=${ll#"$OUT"/}
    name=${rel//\//-}
    name=${name%.ll}
    if [[ -f $WORK/$name.result ]]; then
        result=$(< "$WORK/$name.result")
    else
        result="FAIL: no result (checker crashed)"
    fi
    printf '%-22s %s\n' "$rel" "$result"
    if [[ $result == ok ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
((failed == 0)) || echo "(logs of failed modules: $WORK/<program>-<level>/)"
echo "$passed passed, $failed failed"
((failed == 0))
