#!/usr/bin/env bash
# Code quality: how fast the programs kiln builds run, side by side with
# llc-19's, on the conformance corpus's -O2 IR.
#
#   benches/code-quality.sh [RUNS] [PROGRAM...]
#
# For each program (default: lua sqlite zstd bzip2) builds <program>/O2.ll
# four ways — `kiln compile --regalloc linear`, `kiln compile --regalloc
# graph`, `llc-19 -O0` and `llc-19 -O2` (both -relocation-model=pic, like
# kiln) — links each with clang-19 -lm, checks that each one's output matches
# the native build's, then runs them RUNS times (default 5) in alternation
# from the program's directory with its corpus arguments, and prints the
# median wall times and their ratios to `llc -O2` (and graph/linear), plus
# the geometric mean of each column over the programs.
#
# KILN_QUALITY_CALLGRIND=1 also counts executed instructions once per build
# with `valgrind --tool=callgrind` and prints their ratios and geometric
# means on "Ir" lines (repeatable on a noisy machine, unlike wall time;
# slow: several minutes for the four programs).
#
# Environment: KILN (binary, default target/release/kiln), KILN_CORPUS_DIR
# (default target/conformance, built by tests/conformance/build-corpus.sh),
# KILN_QUALITY_LEVEL (IR level, default O2).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
shift || true
progs=("$@")
((${#progs[@]})) || progs=(lua sqlite zstd bzip2)
kiln=${KILN:-target/release/kiln}
corpus=${KILN_CORPUS_DIR:-target/conformance}
level=${KILN_QUALITY_LEVEL:-O2}
builds=(linear graph llc-O0 llc-O2)
[ -x "$kiln" ] || cargo build --release -q
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# build PROGRAM BUILD: writes $tmp/PROGRAM.BUILD (an executable).
build() {
    local ir=$corpus/$1/$level.ll obj=$tmp/$1.$2.o
    case $2 in
        linear | graph) "$kiln" compile --regalloc "$2" "$ir" -o "$obj" ;;
        llc-O0) llc-19 -O0 -relocation-model=pic -filetype=obj "$ir" -o "$obj" ;;
        llc-O2) llc-19 -O2 -relocation-model=pic -filetype=obj "$ir" -o "$obj" ;;
    esac
    clang-19 "$obj" -lm -o "$tmp/$1.$2"
}

# run PROGRAM BUILD [WRAPPER...]: runs the build from the program's directory.
run() {
    local prog=$1 exe=$tmp/$1.$2
    shift 2
    local -a args=()
    [[ -s $corpus/$prog/args ]] && read -r -a args < "$corpus/$prog/args"
    (cd "$corpus/$prog" && "$@" "$exe" "${args[@]}")
}

# Nanoseconds of one run.
wall() {
    local start end
    start=$(date +%s%N)
    run "$@" > /dev/null 2>&1 || true
    end=$(date +%s%N)
    echo $((end - start))
}

printf '%-8s' program
for b in "${builds[@]}"; do printf ' %10s' "$b"; done
printf ' %10s %10s %10s %10s\n' lin/O2 graph/O2 O0/O2 graph/lin
declare -A logsum=() irlog=()
for p in "${progs[@]}"; do
    for b in "${builds[@]}"; do
        build "$p" "$b"
        run "$p" "$b" > "$tmp/out" 2> /dev/null && rc=0 || rc=$?
        if ! cmp -s "$tmp/out" "$corpus/$p/expected.stdout" || [[ $rc != "$(< "$corpus/$p/expected.exit")" ]]; then
            echo "$p built by $b does not behave like the native build" >&2
            exit 1
        fi
    done
    declare -A times=()
    for b in "${builds[@]}"; do times[$b]=""; done
    for _ in $(seq "$runs"); do
        for b in "${builds[@]}"; do times[$b]+="$(wall "$p" "$b")"$'\n'; done
    done
    declare -A med=()
    printf '%-8s' "$p"
    for b in "${builds[@]}"; do
        med[$b]=$(printf '%s' "${times[$b]}" | median)
        printf ' %9.3fs' "$(awk -v n="${med[$b]}" 'BEGIN { print n / 1e9 }')"
    done
    for pair in linear:llc-O2 graph:llc-O2 llc-O0:llc-O2 graph:linear; do
        r=$(awk -v a="${med[${pair%%:*}]}" -v b="${med[${pair#*:}]}" 'BEGIN { printf "%.3f", a / b }')
        logsum[$pair]=$(awk -v s="${logsum[$pair]:-0}" -v r="$r" 'BEGIN { print s + log(r) }')
        printf ' %10s' "$r"
    done
    echo
    if [[ ${KILN_QUALITY_CALLGRIND:-0} == 1 ]]; then
        declare -A irs=()
        printf '%-8s' "  Ir"
        for b in "${builds[@]}"; do
            run "$p" "$b" valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.$b" > /dev/null 2>&1 || true
            irs[$b]=$(awk '/^summary:/ { print $2 }' "$tmp/cg.$b")
            printf ' %9.1fM' "$(awk -v n="${irs[$b]}" 'BEGIN { print n / 1e6 }')"
        done
        for pair in linear:llc-O2 graph:llc-O2 llc-O0:llc-O2 graph:linear; do
            r=$(awk -v a="${irs[${pair%%:*}]}" -v b="${irs[${pair#*:}]}" 'BEGIN { printf "%.3f", a / b }')
            irlog[$pair]=$(awk -v s="${irlog[$pair]:-0}" -v r="$r" 'BEGIN { print s + log(r) }')
            printf ' %10s' "$r"
        done
        echo
    fi
done
printf '%-8s' geomean
for b in "${builds[@]}"; do printf ' %10s' ""; done
for pair in linear:llc-O2 graph:llc-O2 llc-O0:llc-O2 graph:linear; do
    printf ' %10s' "$(awk -v s="${logsum[$pair]}" -v n="${#progs[@]}" 'BEGIN { printf "%.3f", exp(s / n) }')"
done
echo
if [[ ${KILN_QUALITY_CALLGRIND:-0} == 1 ]]; then
    printf '%-8s' "  Ir"
    for b in "${builds[@]}"; do printf ' %10s' ""; done
    for pair in linear:llc-O2 graph:llc-O2 llc-O0:llc-O2 graph:linear; do
        printf ' %10s' "$(awk -v s="${irlog[$pair]}" -v n="${#progs[@]}" 'BEGIN { printf "%.3f", exp(s / n) }')"
    done
    echo
fi
echo "median of $runs alternating runs per build, IR level $level, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
