#!/usr/bin/env bash
# The csmith differential campaign: for each seed in FIRST..LAST, csmith
# (default options) -> native clang-19 -O0 build, run with a 10 s limit
# (programs that do not build, do not finish or die of a signal natively are
# skipped); then the same C as IR at -O0 and at -O2, each run by kiln in the
# JIT (`kiln run`) and as an object (`kiln compile`, linked by clang-19), with
# the linear-scan and the graph-colouring allocator. Every run's stdout and
# exit code must equal the native -O0 build's.
#
#   tests/conformance/csmith-campaign.sh FIRST LAST
#
# Design (KILN_CAMPAIGN_DESIGN):
#   full   (default) all 10 runs per program: {O0,O2} x {jit,aot} x {linear,graph},
#          plus the default path at O0 ({jit,aot} x auto: the one-pass path
#          for clang's optnone functions)
#   pairs  4 runs per program, an orthogonal array that covers every pair of
#          dimension values on every program: O0 jit linear, O0 aot graph,
#          O2 jit graph, O2 aot linear. (It saves little: csmith, clang-19
#          and the native runs cost far more CPU than kiln's runs.)
#
# Time limits are CPU seconds (ulimit -t), so that a loaded machine does not
# turn slow programs into skips or timeouts: KILN_CAMPAIGN_NATIVE_TIMEOUT
# (default 10) for the native build, and KILN_CAMPAIGN_TIMEOUT for each kiln
# run (with 6 times that as a wall-clock backstop). A native limit of 2 s
# makes a campaign several times cheaper: a program that runs longer
# natively is skipped ("native-timeout") instead of being run nine times.
#
# Resumable: each finished seed writes $WORK/results/SEED (one line per run);
# re-running skips seeds that have a result file with the same design, or
# one whose program was skipped (that does not depend on the design). A
# seed's programs are deleted when every run agrees and kept in $WORK/sSEED
# (p.c, pO0.ll, pO2.ll, expected.stdout/.exit, each failing run's output)
# otherwise. Nothing is minimised automatically.
#
# Output: one line per mismatch (with the command that reproduces it), then
# the totals; exit status 1 if any run mismatched or timed out.
#
# Environment: KILN (binary, default target/release/kiln),
# KILN_CAMPAIGN_DIR (default target/csmith-campaign), KILN_CAMPAIGN_JOBS
# (default nproc), KILN_CAMPAIGN_NICE (default 19), KILN_CAMPAIGN_TIMEOUT
# (CPU seconds per kiln run, default 60), KILN_CAMPAIGN_NATIVE_TIMEOUT (CPU
# seconds of the native run, default 10), KILN_CAMPAIGN_DESIGN (full|pairs),
# KILN_CAMPAIGN_REPORT_ONLY (non-empty: run nothing, report the seeds done;
# for example while another campaign is running).
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
KILN=${KILN:-$REPO/target/release/kiln}
WORK=${KILN_CAMPAIGN_DIR:-$REPO/target/csmith-campaign}
JOBS=${KILN_CAMPAIGN_JOBS:-$(nproc 2>/dev/null || echo 2)}
NICE=${KILN_CAMPAIGN_NICE:-19}
TIMEOUT=${KILN_CAMPAIGN_TIMEOUT:-60}
NATIVE_TIMEOUT=${KILN_CAMPAIGN_NATIVE_TIMEOUT:-10}
DESIGN=${KILN_CAMPAIGN_DESIGN:-full}
case $DESIGN in
full) RUNS="O0:jit:linear O0:jit:graph O0:aot:linear O0:aot:graph O0:jit:auto O0:aot:auto O2:jit:linear O2:jit:graph O2:aot:linear O2:aot:graph" ;;
pairs) RUNS="O0:jit:linear O0:aot:graph O2:jit:graph O2:aot:linear" ;;
*) echo "KILN_CAMPAIGN_DESIGN must be full or pairs, not '$DESIGN'" >&2; exit 2 ;;
esac
INC=$(for p in /usr/include/csmith /usr/local/include/csmith /usr/include/csmith-*; do
    [[ -f $p/csmith.h ]] && echo "$p" && break; done || true)
export KILN WORK TIMEOUT NATIVE_TIMEOUT DESIGN RUNS INC

# Runs a command with a CPU-time limit of $1 seconds (and a wall-clock
# backstop); exit status 124 when either limit ends it.
limited() {
    local secs=$1 rc=0
    shift
    (
        ulimit -t "$secs"
        exec timeout -s KILL $((secs * 6)) "$@"
    ) || rc=$?
    # SIGXCPU (the CPU limit) or SIGKILL (the backstop).
    if ((rc == 128 + 24 || rc == 128 + 9)); then rc=124; fi
    return "$rc"
}
export -f limited

# Runs the kiln build of one program one way; writes its stdout to $d/got.$tag
# and prints its exit status (124 on timeout).
run_one() {
    local d=$1 level=$2 mode=$3 alloc=$4 tag=$2.$3.$4 rc
    set +e
    if [[ $mode == jit ]]; then
        limited "$TIMEOUT" "$KILN" run --regalloc "$alloc" "$d/p$level.ll" > "$d/got.$tag" 2> "$d/err.$tag"
        rc=$?
    elif "$KILN" compile --regalloc "$alloc" "$d/p$level.ll" -o "$d/$tag.o" 2> "$d/err.$tag" &&
        clang-19 "$d/$tag.o" -o "$d/$tag.exe" 2>> "$d/err.$tag"; then
        limited "$TIMEOUT" "$d/$tag.exe" > "$d/got.$tag" 2>> "$d/err.$tag"
        rc=$?
    else
        rc=-1
        : > "$d/got.$tag"
    fi
    set -e
    rm -f "$d/$tag.o" "$d/$tag.exe"
    echo "$rc"
}
export -f run_one

# The shell command that reproduces one run, from the kept program directory.
repro() {
    local d=$1 level=$2 mode=$3 alloc=$4
    if [[ $mode == jit ]]; then
        echo "cd $d && $KILN run --regalloc $alloc p$level.ll | cmp - expected.stdout"
    else
        echo "cd $d && $KILN compile --regalloc $alloc p$level.ll -o x.o && clang-19 x.o -o x && ./x | cmp - expected.stdout"
    fi
}
export -f repro

# What went wrong in one mismatching run, for its report line. At -O2 it also
# says whether the native -O2 build prints what kiln printed (then the
# program's own undefined behaviour is the likely cause, not kiln).
describe() {
    local d=$1 level=$2 mode=$3 alloc=$4 krc=$5 rc=$6 tag=$2.$3.$4 nrc
    if ((krc == -1)); then
        echo "kiln compile or the link failed: $(head -c 160 "$d/err.$tag" | tr '\n' ' ')"
        return
    fi
    echo -n "exit $krc, expected $rc; $(head -c 160 "$d/err.$tag" | tr '\n' ' ')"
    if [[ $level != O0 ]] && clang-19 "-$level" -w -I"$INC" "$d/p.c" -o "$d/native$level" 2> /dev/null; then
        set +e
        limited 10 "$d/native$level" > "$d/native$level.stdout" 2> /dev/null
        nrc=$?
        set -e
        if ((nrc == krc)) && cmp -s "$d/native$level.stdout" "$d/got.$tag"; then
            echo -n "; the native -$level build gives the same result"
        fi
        rm -f "$d/native$level"
    fi
}
export -f describe

# One seed: writes $WORK/results/SEED atomically.
seed() {
    local s=$1 d=$WORK/s$1 res=$WORK/results/$1 rc krc r level mode alloc bad=0
    local out=""
    rm -rf "$d"
    mkdir -p "$d"
    if ! csmith --seed "$s" -o "$d/p.c" > /dev/null 2>&1; then
        out="$s skipped csmith-failed"
    elif ! clang-19 -O0 -w -I"$INC" "$d/p.c" -o "$d/native" 2> /dev/null; then
        out="$s skipped native-build-fails"
    else
        set +e
        limited "$NATIVE_TIMEOUT" "$d/native" > "$d/expected.stdout" 2> /dev/null
        rc=$?
        set -e
        if ((rc == 124)); then
            out="$s skipped native-timeout"
        elif ((rc > 128)); then
            out="$s skipped native-signal-$((rc - 128))"
        else
            echo "$rc" > "$d/expected.exit"
            clang-19 -O0 -w -I"$INC" -S -emit-llvm "$d/p.c" -o "$d/pO0.ll"
            clang-19 -O2 -w -I"$INC" -S -emit-llvm "$d/p.c" -o "$d/pO2.ll"
            for r in $RUNS; do
                IFS=: read -r level mode alloc <<< "$r"
                krc=$(run_one "$d" "$level" "$mode" "$alloc")
                if ((krc == 124)); then
                    out+="$s $level $mode $alloc TIMEOUT after ${TIMEOUT}s: $(repro "$d" "$level" "$mode" "$alloc")"$'\n'
                    bad=1
                elif ((krc == rc)) && cmp -s "$d/expected.stdout" "$d/got.$level.$mode.$alloc"; then
                    out+="$s $level $mode $alloc ok"$'\n'
                    rm -f "$d/got.$level.$mode.$alloc" "$d/err.$level.$mode.$alloc"
                else
                    out+="$s $level $mode $alloc MISMATCH ($(describe "$d" "$level" "$mode" "$alloc" "$krc" "$rc")): $(repro "$d" "$level" "$mode" "$alloc")"$'\n'
                    bad=1
                fi
            done
            out=${out%$'\n'}
        fi
    fi
    rm -f "$d/native"
    ((bad)) || rm -rf "$d"
    printf '%s\n' "design $DESIGN: $RUNS" "$out" > "$res.tmp"
    mv "$res.tmp" "$res"
}
export -f seed

(($# == 2)) || { echo "usage: $0 FIRST LAST" >&2; exit 2; }
[[ -x $KILN ]] || { echo "no kiln binary at $KILN (cargo build --release)" >&2; exit 2; }
[[ -n $INC ]] || { echo "no csmith.h (apt-get install libcsmith-dev)" >&2; exit 2; }
mkdir -p "$WORK/results"
todo=()
for s in $(seq "$1" "$2"); do
    if [[ -f $WORK/results/$s ]] && { [[ $(sed -n 1p "$WORK/results/$s") == "design $DESIGN: $RUNS" ]] ||
        grep -q ' skipped ' "$WORK/results/$s"; }; then
        continue
    fi
    todo+=("$s")
done
echo "seeds $1..$2: ${#todo[@]} to run, $(($2 - $1 + 1 - ${#todo[@]})) already done (design $DESIGN, $JOBS jobs)"
if ((${#todo[@]})) && [[ -z ${KILN_CAMPAIGN_REPORT_ONLY:-} ]]; then
    printf '%s\n' "${todo[@]}" | nice -n "$NICE" xargs -P "$JOBS" -I{} bash -c 'seed {}'
fi

done_seeds=0
all=$(for s in $(seq "$1" "$2"); do
    if [[ -f $WORK/results/$s ]]; then sed 1d "$WORK/results/$s"; fi
done)
for s in $(seq "$1" "$2"); do [[ -f $WORK/results/$s ]] && done_seeds=$((done_seeds + 1)); done
grep -E ' (MISMATCH|TIMEOUT)' <<< "$all" || true
programs=$(awk '$2 ~ /^O[02]$/ {print $1}' <<< "$all" | sort -u | wc -l)
skipped=$(grep -c ' skipped ' <<< "$all" || true)
ok=$(grep -c ' ok$' <<< "$all" || true)
mismatch=$(grep -c ' MISMATCH ' <<< "$all" || true)
timeout=$(grep -c ' TIMEOUT ' <<< "$all" || true)
reasons=$(awk '$2 == "skipped" {print $3}' <<< "$all" | sort | uniq -c | awk '{printf "%s%s %s", sep, $1, $2; sep=", "}')
echo "seeds $1..$2: $done_seeds done, $programs programs checked, $skipped skipped${reasons:+ ($reasons)}"
echo "runs: $ok ok, $mismatch mismatched, $timeout timed out (design $DESIGN)"
((mismatch == 0 && timeout == 0))
