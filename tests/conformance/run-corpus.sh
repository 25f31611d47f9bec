#!/usr/bin/env bash
# Runs every program of the conformance corpus through the JIT (or, with
# KILN_RUN_MODE=aot, through `kiln compile` + clang-19 as the linker; with
# KILN_RUN_MODE=asm, through `kiln compile --emit asm` + llvm-mc-19; with
# KILN_RUN_MODE=mixed, multi-file programs only: their per-file modules
# (<corpus>/.build/<program>/<level>/NN-file.ll) compiled half by kiln and
# half by clang-19 and linked together, both ways round; with
# KILN_RUN_MODE=llc, through `kiln llc -filetype=obj` + clang-19 as the
# linker; with KILN_RUN_MODE=lli, through `kiln lli` — both personalities
# at their default -O2, i.e. graph colouring) and compares its stdout and
# exit code with the native build's:
#
#   tests/conformance/run-corpus.sh [PROGRAM...]
#
# For each ${KILN_CORPUS_DIR:-<repo>/target/conformance}/<program>/<level>.ll
# with level in ${KILN_RUN_LEVELS:-O0 O2} (only the named programs, if any),
# runs `$KILN run $KILN_RUN_FLAGS <level>.ll -- $(cat args)` from the program's
# directory (AOT: `$KILN compile $KILN_RUN_FLAGS <level>.ll -o X.o`, `clang-19
# X.o -lm -o X`, then `X $(cat args)`) and compares with expected.stdout and
# expected.exit.
# Prints one line per run ("ok" or "FAIL: reason"), then "N passed, M failed".
# Runs listed in $KILN_RUN_KNOWN_FAILURES (default known-failures.txt beside
# this script; lines "program/level  reason", # comments) are expected to fail:
# the script exits non-zero if any other run fails, or if a listed run passes
# (so that the list stays true). Outputs of failures are kept in
# ${KILN_RUN_DIR:-<corpus>/.run}/.
#
# Environment: KILN (binary, default <repo>/target/release/kiln),
# KILN_CORPUS_DIR, KILN_RUN_DIR, KILN_RUN_LEVELS, KILN_RUN_FLAGS (e.g.
# "--regalloc graph"), KILN_REGALLOC (linear, graph or fast: adds "--regalloc
# $KILN_REGALLOC" to the flags), KILN_RUN_JOBS (default nproc), KILN_RUN_TIMEOUT
# (seconds per run, default 300).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SCRIPT="$HERE/$(basename "${BASH_SOURCE[0]}")"
REPO=$(cd "$HERE/../.." && pwd)
OUT=${KILN_CORPUS_DIR:-$REPO/target/conformance}
KILN=${KILN:-$REPO/target/release/kiln}
WORK=${KILN_RUN_DIR:-$OUT/.run-${KILN_RUN_MODE:-jit}}
LEVELS=${KILN_RUN_LEVELS:-O0 O2}
MODE=${KILN_RUN_MODE:-jit}
FLAGS=${KILN_RUN_FLAGS:-}
if [[ -n ${KILN_REGALLOC:-} ]]; then FLAGS="$FLAGS --regalloc $KILN_REGALLOC"; fi
JOBS=${KILN_RUN_JOBS:-$(nproc 2>/dev/null || echo 2)}
TMO=${KILN_RUN_TIMEOUT:-300}
export OUT KILN WORK FLAGS TMO MODE

# `mixed PROGRAM LEVEL NAME ARGS...`: for parity 0 and 1, compile the
# per-file modules whose number has that parity with kiln and the others with
# clang-19, link, run; stop at the first build failure or differing run.
mixed() {
    local prog=$1 lvl=$2 name=$3 parity f n exe=$WORK/$3.exe rc=0
    shift 3
    local -a objs
    for parity in 0 1; do
        objs=()
        for f in "$OUT/.build/$prog/$lvl"/[0-9]*.ll; do
            n=$(basename "$f"); n=$((10#${n%%-*}))
            if ((n % 2 == parity)); then
                "$KILN" compile "${flags[@]}" "$f" -o "$exe.$n.o" 2>> "$WORK/$name.stderr" || return 1
            else
                clang-19 -c -w "$f" -o "$exe.$n.o" 2>> "$WORK/$name.stderr" || return 1
            fi
            objs+=("$exe.$n.o")
        done
        clang-19 "${objs[@]}" -lm -o "$exe" 2>> "$WORK/$name.stderr" || return 1
        rm -f "${objs[@]}"
        (cd "$OUT/$prog" && timeout "$TMO" "$exe" "$@" > "$WORK/$name.stdout" 2>> "$WORK/$name.stderr")
        rc=$?
        rm -f "$exe"
        if ((rc != $(< "$OUT/$prog/expected.exit"))) || ! cmp -s "$WORK/$name.stdout" "$OUT/$prog/expected.stdout"; then
            echo "parity $parity compiled by kiln" >> "$WORK/$name.stderr"
            return "$rc"
        fi
    done
    return "$rc"
}

# `run-corpus.sh __one PROGRAM LEVEL`: run one, write "ok" or "FAIL: reason"
# to $WORK/<program>-<level>.result.
one() {
    local prog=$1 lvl=$2 dir=$OUT/$1 name=$1-$2 rc want reason=
    local -a args=() flags=()
    [[ -s $dir/args ]] && read -r -a args < "$dir/args"
    [[ -n $FLAGS ]] && read -r -a flags <<< "$FLAGS"
    set +e
    if [[ $MODE == mixed ]]; then
        mixed "$prog" "$lvl" "$name" "${args[@]}"
        rc=$?
    elif [[ $MODE == asm ]]; then
        local exe=$WORK/$name.exe
        (cd "$dir" && "$KILN" compile --emit asm "${flags[@]}" "$lvl.ll" -o "$exe.s" 2> "$WORK/$name.stderr" &&
            llvm-mc-19 -filetype=obj "$exe.s" -o "$exe.o" 2>> "$WORK/$name.stderr" &&
            clang-19 "$exe.o" -lm -o "$exe" 2>> "$WORK/$name.stderr" &&
            timeout "$TMO" "$exe" "${args[@]}" > "$WORK/$name.stdout" 2>> "$WORK/$name.stderr")
        rc=$?
        rm -f "$exe" "$exe.o" "$exe.s"
    elif [[ $MODE == llc ]]; then
        local exe=$WORK/$name.exe
        (cd "$dir" && "$KILN" llc -filetype=obj "${flags[@]}" "$lvl.ll" -o "$exe.o" 2> "$WORK/$name.stderr" &&
            clang-19 "$exe.o" -lm -o "$exe" 2>> "$WORK/$name.stderr" &&
            timeout "$TMO" "$exe" "${args[@]}" > "$WORK/$name.stdout" 2>> "$WORK/$name.stderr")
        rc=$?
        rm -f "$exe" "$exe.o"
    elif [[ $MODE == lli ]]; then
        (cd "$dir" && timeout "$TMO" "$KILN" lli "${flags[@]}" "$lvl.ll" "${args[@]}" \
            > "$WORK/$name.stdout" 2> "$WORK/$name.stderr")
        rc=$?
    elif [[ $MODE == aot ]]; then
        local exe=$WORK/$name.exe
        (cd "$dir" && "$KILN" compile "${flags[@]}" "$lvl.ll" -o "$exe.o" 2> "$WORK/$name.stderr" &&
            clang-19 "$exe.o" -lm -o "$exe" 2>> "$WORK/$name.stderr" &&
            timeout "$TMO" "$exe" "${args[@]}" > "$WORK/$name.stdout" 2>> "$WORK/$name.stderr")
        rc=$?
        rm -f "$exe" "$exe.o"
    else
        (cd "$dir" && timeout "$TMO" "$KILN" run "${flags[@]}" "$lvl.ll" -- "${args[@]}" \
            > "$WORK/$name.stdout" 2> "$WORK/$name.stderr")
        rc=$?
    fi
    set -e
    want=$(< "$dir/expected.exit")
    if ((rc == 124)); then
        reason="timed out after ${TMO}s"
    elif ! cmp -s "$WORK/$name.stdout" "$dir/expected.stdout"; then
        reason="stdout differs (exit $rc, expected $want)$(head -c 300 "$WORK/$name.stderr" | tr '\n' ' ' | sed 's/^/: /')"
    elif [[ $rc != "$want" ]]; then
        reason="exit code $rc, expected $want$(head -c 300 "$WORK/$name.stderr" | tr '\n' ' ' | sed 's/^/: /')"
    fi
    if [[ -z $reason ]]; then
        echo ok > "$WORK/$name.result"
        rm -f "$WORK/$name.stdout" "$WORK/$name.stderr"
    else
        echo "FAIL: $reason" > "$WORK/$name.result"
    fi
}

if [[ ${1:-} == __one ]]; then
    one "$2" "$3"
    exit 0
fi

[[ -x $KILN ]] || { echo "no kiln binary at $KILN (cargo build --release)" >&2; exit 2; }
[[ -d $OUT ]] || { echo "no corpus at $OUT (tests/conformance/build-corpus.sh)" >&2; exit 2; }
mkdir -p "$WORK"
if (($# > 0)); then progs=("$@"); else mapfile -t progs < "$OUT/programs.txt"; fi
jobs=()
for p in "${progs[@]}"; do
    for l in $LEVELS; do
        [[ -f $OUT/$p/$l.ll ]] || continue
        if [[ $MODE == mixed ]]; then
            files=("$OUT/.build/$p/$l"/[0-9]*.ll)
            ((${#files[@]} > 1)) || continue
        fi
        jobs+=("$p $l")
    done
done
rm -f "$WORK"/*.result
printf '%s\n' "${jobs[@]}" | xargs -P "$JOBS" -L 1 bash "$SCRIPT" __one
KNOWN=${KILN_RUN_KNOWN_FAILURES:-$HERE/known-failures.txt}
# Lines may be prefixed by the mode ("aot:program/level") to apply to one mode only.
declare -A known=()
if [[ -f $KNOWN ]]; then
    while read -r key _; do
        [[ -z $key || $key == \#* ]] && continue
        case $key in
            jit:* | aot:*) [[ ${key%%:*} == "$MODE" ]] && known[${key#*:}]=1 ;;
            *) known[$key]=1 ;;
        esac
    done < "$KNOWN"
fi
pass=0 fail=0 unexpected=0
for j in "${jobs[@]}"; do
    read -r p l <<< "$j"
    r=$(cat "$WORK/$p-$l.result" 2>/dev/null || echo "FAIL: no result")
    if [[ $r == ok ]]; then
        pass=$((pass + 1))
        if [[ -n ${known[$p/$l]:-} ]]; then
            r="ok (listed in $(basename "$KNOWN") as failing: remove it)"
            unexpected=$((unexpected + 1))
        fi
    else
        fail=$((fail + 1))
        if [[ -n ${known[$p/$l]:-} ]]; then r="$r (known)"; else unexpected=$((unexpected + 1)); fi
    fi
    printf '%-22s %s\n' "$p/$l" "$r"
done
echo "$pass passed, $fail failed ($unexpected unexpected)"
((unexpected == 0))
