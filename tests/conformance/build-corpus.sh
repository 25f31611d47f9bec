#!/usr/bin/env bash
# Builds kiln's conformance corpus: real C programs compiled by clang-19 to
# LLVM IR (.ll and .bc) at -O0, -O2 and -O2 -g, with the output of the same
# programs built natively by clang-19 as the reference.
#
#   tests/conformance/build-corpus.sh
#
# Output: ${KILN_CORPUS_DIR:-<repo>/target/conformance}/
#   programs.txt             one program name per line
#   <program>/{O0,O2,O2g}.ll one merged module per optimisation level
#   <program>/{O0,O2,O2g}.bc the same, assembled by llvm-as-19
#   <program>/args           command-line arguments (if any), relative to <program>/
#   <program>/expected.stdout, expected.exit   native reference; run from <program>/
#   .build/, .crates/        intermediate files (hidden, not part of the corpus)
#
# C sources come only from registry packages: csmith (Debian) for random
# programs, and the crates lua-src, libsqlite3-sys (bundled), zstd-sys and
# bzip2-sys (crates.io, via `cargo fetch`), plus our own drivers in drivers/
# and Lua scripts in lua/. The script is idempotent: the build is a generated
# Makefile, so a re-run redoes only what is out of date.
#
# Environment: KILN_CORPUS_DIR (output), KILN_CORPUS_JOBS (parallel jobs,
# default nproc), KILN_CORPUS_TIMEOUT (seconds per native reference run,
# default 5), KILN_CSMITH_SEEDS (space-separated seeds, default 1..13).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SCRIPT="$HERE/$(basename "${BASH_SOURCE[0]}")"
REPO=$(cd "$HERE/../.." && pwd)
OUT=${KILN_CORPUS_DIR:-$REPO/target/conformance}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
BUILD=$OUT/.build
CRATES=$OUT/.crates
JOBS=${KILN_CORPUS_JOBS:-$(nproc 2>/dev/null || echo 2)}
RUN_TIMEOUT=${KILN_CORPUS_TIMEOUT:-5}
read -r -a CSMITH_SEEDS <<< "${KILN_CSMITH_SEEDS:-1 2 3 4 5 6 7 8 9 10 11 12 13}"
# Small, quickly terminating csmith programs.
CSMITH_OPTS="--max-funcs 6 --max-block-depth 3 --max-expr-complexity 6 --max-array-len-per-dim 6 --concise"

LEVELS=(O0 O2 O2g)
level_flags() {
    case $1 in
    O0) echo "-O0" ;;
    O2) echo "-O2" ;;
    O2g) echo "-O2 -g" ;;
    *) echo "unknown level $1" >&2; return 1 ;;
    esac
}

# Pinned crate versions the C sources come from.
LUA_SRC_VERSION=551.1.0
LUA_VERSION_DIR=lua-5.4.9
SQLITE_SYS_VERSION=0.39.1
ZSTD_SYS_VERSION=2.1.2
BZIP2_SYS_VERSION=0.1.13

say() { printf '[corpus] %s\n' "$*"; }
die() { printf '[corpus] error: %s\n' "$*" >&2; exit 1; }

# Write stdin to $1 only if the content differs (keeps mtimes for make).
write_if_changed() {
    local f=$1 tmp
    tmp=$(mktemp "$f.XXXXXX")
    cat > "$tmp"
    if cmp -s "$tmp" "$f"; then
        rm -f "$tmp"
    else
        chmod 644 "$tmp"
        mv -f "$tmp" "$f"
    fi
}

# ---------------------------------------------------------------------------
# `build-corpus.sh __reference PROGRAM`: run the two native builds of PROGRAM
# (called from the generated Makefile), compare, record the reference or drop.
reference() {
    local prog=$1 dir=$OUT/$1 b=$BUILD/$1 lvl
    local -a args=()
    if [[ -s $dir/args ]]; then read -r -a args < "$dir/args"; fi
    for lvl in O0 O2; do # both at once
        (
            set +e
            cd "$dir" || exit 1
            timeout "$RUN_TIMEOUT" "$b/native-$lvl" "${args[@]}" \
                > "$b/run-$lvl.stdout" 2> "$b/run-$lvl.stderr" < /dev/null
            echo "$?" > "$b/run-$lvl.exit"
        ) &
    done
    wait
    local rc0 rc2 reason=
    rc0=$(< "$b/run-O0.exit")
    rc2=$(< "$b/run-O2.exit")
    if [[ $rc0 == 124 || $rc2 == 124 ]]; then
        reason="native run timed out (> ${RUN_TIMEOUT}s)"
    elif ((rc0 > 124 || rc2 > 124)); then
        reason="native run crashed (exit $rc0 at -O0, $rc2 at -O2)"
    elif [[ $rc0 != "$rc2" ]]; then
        reason="native -O0 and -O2 exit codes differ ($rc0 vs $rc2)"
    elif [[ $rc0 != 0 ]]; then
        reason="native run failed with exit $rc0: $(head -c 300 "$b/run-O0.stderr")"
    elif ! cmp -s "$b/run-O0.stdout" "$b/run-O2.stdout"; then
        reason="native -O0 and -O2 outputs differ"
    elif [[ ! -s $b/run-O0.stdout ]]; then
        reason="native run printed nothing"
    fi
    if [[ -n $reason ]]; then
        echo "$reason" > "$b/dropped"
        rm -f "$dir/expected.stdout" "$dir/expected.exit"
        printf '[corpus] %s: dropped: %s\n' "$prog" "$reason"
        return 0
    fi
    echo "$rc0" > "$dir/expected.exit.tmp"
    mv -f "$dir/expected.exit.tmp" "$dir/expected.exit"
    cp "$b/run-O0.stdout" "$dir/expected.stdout.tmp"
    mv -f "$dir/expected.stdout.tmp" "$dir/expected.stdout"
}

if [[ ${1:-} == __reference ]]; then
    reference "$2"
    exit 0
fi

START=$SECONDS

# ---------------------------------------------------------------------------
# 1. Tools.
APT_PKGS=(clang-19 llvm-19 lld-19 csmith libcsmith-dev make)

wait_for_apt() {
    local waited=0
    while pgrep -x apt-get > /dev/null || pgrep -x apt > /dev/null || pgrep -x dpkg > /dev/null \
        || pgrep -f unattended-upgr > /dev/null; do
        ((waited == 0)) && say "waiting for another apt/dpkg process to finish"
        ((waited >= 1800)) && die "apt/dpkg still busy after ${waited}s"
        sleep 5
        waited=$((waited + 5))
    done
}

ensure_tools() {
    local missing=() p sudo=()
    if command -v dpkg-query > /dev/null; then
        for p in "${APT_PKGS[@]}"; do
            [[ $(dpkg-query -W -f='${db:Status-Status}' "$p" 2> /dev/null || true) == installed ]] \
                || missing+=("$p")
        done
    fi
    if ((${#missing[@]})); then
        if [[ $(id -u) != 0 ]]; then
            command -v sudo > /dev/null || die "need root (or sudo) to install: ${missing[*]}"
            sudo=(sudo)
        fi
        say "installing ${missing[*]}"
        wait_for_apt
        "${sudo[@]}" apt-get update
        wait_for_apt
        DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y \
            -o DPkg::Lock::Timeout=1800 "${missing[@]}"
    fi
    for p in clang-19 llvm-link-19 llvm-as-19 llvm-diff-19 csmith cargo make timeout; do
        command -v "$p" > /dev/null || die "missing tool: $p"
    done
    CSMITH_INC=
    for p in /usr/include/csmith /usr/local/include/csmith /usr/include/csmith-*; do
        if [[ -f $p/csmith.h ]]; then CSMITH_INC=$p; break; fi
    done
    [[ -n $CSMITH_INC ]] || die "csmith.h not found (is libcsmith-dev installed?)"
}

# ---------------------------------------------------------------------------
# 2. Library sources from crates.io, through a scratch cargo project.
fetch_crates() {
    mkdir -p "$CRATES"
    write_if_changed "$CRATES/Cargo.toml" <<EOF
# Generated by tests/conformance/build-corpus.sh: only used to fetch C sources.
[package]
name = "kiln-conformance-sources"
version = "0.0.0"
edition = "2021"
publish = false

[lib]
path = "lib.rs"

[dependencies]
lua-src = "=$LUA_SRC_VERSION"
libsqlite3-sys = { version = "=$SQLITE_SYS_VERSION", features = ["bundled"] }
zstd-sys = "=$ZSTD_SYS_VERSION"
bzip2-sys = "=$BZIP2_SYS_VERSION"

[workspace]
EOF
    [[ -f $CRATES/lib.rs ]] || : > "$CRATES/lib.rs"

    local env=$CRATES/sources.env
    if [[ -s $env && $env -nt $CRATES/Cargo.toml ]]; then
        # shellcheck disable=SC1090
        source "$env"
        if [[ -d $LUA_DIR && -d $SQLITE_DIR && -d $ZSTD_DIR && -d $BZIP2_DIR ]]; then
            return 0
        fi
    fi
    say "fetching crate sources"
    (cd "$CRATES" && cargo fetch --quiet)
    local meta paths
    meta=$(cd "$CRATES" && cargo metadata --format-version 1 --offline)
    paths=$(grep -o '"manifest_path":"[^"]*"' <<< "$meta" | sed 's/^"manifest_path":"//; s/"$//')
    crate_dir() { # crate version
        local d
        d=$(grep -E "/$1-${2//./\\.}(\\+[^/]*)?/Cargo.toml\$" <<< "$paths" | sed -n 1p || true)
        [[ -n $d ]] || die "crate $1 $2 not found in cargo metadata"
        dirname "$d"
    }
    local lua_d sqlite_d zstd_d bzip2_d
    lua_d=$(crate_dir lua-src "$LUA_SRC_VERSION")
    sqlite_d=$(crate_dir libsqlite3-sys "$SQLITE_SYS_VERSION")
    zstd_d=$(crate_dir zstd-sys "$ZSTD_SYS_VERSION")
    bzip2_d=$(crate_dir bzip2-sys "$BZIP2_SYS_VERSION")
    printf 'LUA_DIR=%q\nSQLITE_DIR=%q\nZSTD_DIR=%q\nBZIP2_DIR=%q\n' \
        "$lua_d" "$sqlite_d" "$zstd_d" "$bzip2_d" > "$env.tmp"
    mv -f "$env.tmp" "$env"
    # shellcheck disable=SC1090
    source "$env"
}

# ---------------------------------------------------------------------------
# 3. Program definitions (longest builds first: make starts them first).
PROGRAMS=()
declare -A P_SRCS P_CFLAGS P_LIBS P_ARGS P_DATA P_GEN

# define NAME "SOURCES (newline-separated)" "CFLAGS" "LIBS" "ARGS" "DATA (src=>dest lines)"
define() {
    PROGRAMS+=("$1")
    P_SRCS[$1]=$2
    P_CFLAGS[$1]=$3
    P_LIBS[$1]=$4
    P_ARGS[$1]=$5
    P_DATA[$1]=${6:-}
}

define_programs() {
    local seed name f
    local srcs
    local sq=$SQLITE_DIR/sqlite3
    define sqlite "$sq/sqlite3.c"$'\n'"$HERE/drivers/sqlite_driver.c" \
        "-I$sq -DSQLITE_CORE -DSQLITE_DEFAULT_FOREIGN_KEYS=1 -DSQLITE_ENABLE_API_ARMOR \
-DSQLITE_ENABLE_COLUMN_METADATA -DSQLITE_ENABLE_DBSTAT_VTAB -DSQLITE_ENABLE_FTS3 \
-DSQLITE_ENABLE_FTS3_PARENTHESIS -DSQLITE_ENABLE_FTS5 -DSQLITE_ENABLE_JSON1 \
-DSQLITE_ENABLE_RTREE -DSQLITE_ENABLE_STAT4 -DSQLITE_SOUNDEX -DSQLITE_USE_URI \
-DHAVE_USLEEP=1 -DHAVE_ISNAN -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION" \
        "-lm" ""

    local zs=$ZSTD_DIR/zstd/lib
    srcs=$(find "$zs/common" "$zs/compress" "$zs/decompress" -maxdepth 1 -name '*.c' \
        ! -name 'xxhash*' | LC_ALL=C sort)
    # As zstd-sys builds it, minus the x86-64 assembly (IR cannot carry it).
    define zstd "$srcs"$'\n'"$HERE/drivers/zstd_driver.c" \
        "-I$zs -I$zs/common -DZSTD_LIB_DEPRECATED=0 -DXXH_PRIVATE_API -DZSTDLIB_VISIBILITY= \
-DZSTDERRORLIB_VISIBILITY= -DZSTD_DISABLE_ASM" "" ""

    local lua=$LUA_DIR/$LUA_VERSION_DIR data args
    [[ -f $lua/lua.h ]] || die "$lua/lua.h not found"
    srcs=$(find "$lua" -maxdepth 1 -name '*.c' | LC_ALL=C sort)
    data= args=
    for f in $(find "$HERE/lua" -maxdepth 1 -name '*.lua' | LC_ALL=C sort); do
        data+="$f=>scripts/$(basename "$f")"$'\n'
        args+="${args:+ }scripts/$(basename "$f")"
    done
    define lua "$srcs"$'\n'"$HERE/drivers/lua_driver.c" \
        "-I$lua -DLUA_USE_LINUX -DLUA_COMPAT_5_3" "-lm" "$args" "$data"

    local bz=$BZIP2_DIR/bzip2-1.0.8
    srcs=
    for f in blocksort huffman crctable randtable compress decompress bzlib; do
        srcs+="$bz/$f.c"$'\n'
    done
    define bzip2 "$srcs$HERE/drivers/bzip2_driver.c" \
        "-I$bz -D_FILE_OFFSET_BITS=64 -DBZ_NO_STDIO" "" ""

    for seed in "${CSMITH_SEEDS[@]}"; do
        name=$(printf 'csmith-%02d' "$seed")
        P_GEN[$name]="csmith --seed $seed $CSMITH_OPTS"
        # argument "1" makes csmith programs print every global's checksum.
        define "$name" "$BUILD/$name/$name.c" "-I$CSMITH_INC" "" "1"
    done
}

# ---------------------------------------------------------------------------
# 4. The Makefile.
generate_makefile() {
    local mk=$BUILD/Makefile.tmp prog lvl src i obj objs data line from to deps all=()
    local toolchain
    toolchain="$(clang-19 --version | sed -n 1p); $(csmith --version 2>&1 | sed -n 1p)"
    {
        echo "# Generated by tests/conformance/build-corpus.sh; do not edit."
        echo "SHELL := /bin/bash"
        echo ".DELETE_ON_ERROR:"
        echo "default: all"
    } > "$mk"
    for prog in "${PROGRAMS[@]}"; do
        local b=$BUILD/$prog d=$OUT/$prog
        mkdir -p "$b"
        # Everything that defines the program; a change invalidates its outputs.
        write_if_changed "$b/flags" <<EOF
toolchain: $toolchain
levels: $(for lvl in "${LEVELS[@]}"; do printf '%s=[%s] ' "$lvl" "$(level_flags "$lvl")"; done)
gen: ${P_GEN[$prog]:-}
cflags: ${P_CFLAGS[$prog]}
libs: ${P_LIBS[$prog]}
args: ${P_ARGS[$prog]}
sources:
${P_SRCS[$prog]}
data:
${P_DATA[$prog]}
EOF
        if [[ -f $b/dropped && $b/dropped -nt $b/flags ]]; then
            continue # dropped earlier, and nothing changed since
        fi
        rm -f "$b/dropped"
        mkdir -p "$d"
        if [[ -n ${P_ARGS[$prog]} ]]; then
            printf '%s\n' "${P_ARGS[$prog]}" | write_if_changed "$d/args"
        else
            rm -f "$d/args"
        fi

        {
            echo
            echo "# ---- $prog"
            if [[ -n ${P_GEN[$prog]:-} ]]; then
                echo "$b/$prog.c: $b/flags"
                printf '\t@echo "  GEN   %s"\n' "$prog"
                printf '\t@%s -o $@.tmp > /dev/null && mv -f $@.tmp $@\n' "${P_GEN[$prog]}"
            fi
            for lvl in "${LEVELS[@]}"; do
                objs=
                i=0
                while IFS= read -r src; do
                    [[ -n $src ]] || continue
                    i=$((i + 1))
                    obj=$(printf '%s/%s/%02d-%s.ll' "$b" "$lvl" "$i" "$(basename "${src%.c}")")
                    objs+=" $obj"
                    echo "$obj: $src $b/flags"
                    printf '\t@mkdir -p $(@D)\n'
                    printf '\t@echo "  CC    %s/%s/%s"\n' "$prog" "$lvl" "$(basename "$src")"
                    printf '\t@clang-19 -S -emit-llvm %s %s -w -o $@.tmp $< && mv -f $@.tmp $@\n' \
                        "$(level_flags "$lvl")" "${P_CFLAGS[$prog]}"
                done <<< "${P_SRCS[$prog]}"
                echo "$d/$lvl.ll:$objs"
                printf '\t@echo "  LINK  %s/%s.ll"\n' "$prog" "$lvl"
                printf '\t@llvm-link-19 -S -o $@.tmp $^ && mv -f $@.tmp $@\n'
                echo "$d/$lvl.bc: $d/$lvl.ll"
                printf '\t@llvm-as-19 -o $@.tmp $< && mv -f $@.tmp $@\n'
                all+=("$d/$lvl.bc")
            done
            for lvl in O0 O2; do
                echo "$b/native-$lvl: $d/$lvl.ll"
                printf '\t@echo "  NATIVE %s (-%s)"\n' "$prog" "$lvl"
                printf '\t@clang-19 -%s -w $< -o $@.tmp %s && mv -f $@.tmp $@\n' \
                    "$lvl" "${P_LIBS[$prog]}"
            done
            deps="$b/native-O0 $b/native-O2"
            [[ -n ${P_ARGS[$prog]} ]] && deps+=" $d/args"
            while IFS= read -r line; do
                [[ -n $line ]] || continue
                from=${line%%=>*} to=$d/${line#*=>}
                echo "$to: $from"
                printf '\t@mkdir -p $(@D) && cp $< $@.tmp && mv -f $@.tmp $@\n'
                deps+=" $to"
            done <<< "${P_DATA[$prog]}"
            echo "$d/expected.stdout: $deps"
            printf '\t@echo "  RUN   %s"\n' "$prog"
            printf '\t@KILN_CORPUS_DIR=%q KILN_CORPUS_TIMEOUT=%q %q __reference %s\n' \
                "$OUT" "$RUN_TIMEOUT" "$SCRIPT" "$prog"
            all+=("$d/expected.stdout")
        } >> "$mk"
    done
    {
        echo
        echo "all: ${all[*]}"
        echo ".PHONY: default all"
    } >> "$mk"
    mv -f "$mk" "$BUILD/Makefile"
}

# ---------------------------------------------------------------------------
main() {
    case $OUT in
    *[[:space:]:]*) die "output directory must not contain spaces or colons: $OUT" ;;
    esac
    ensure_tools
    fetch_crates
    mkdir -p "$BUILD"
    define_programs
    generate_makefile

    say "building in $OUT with $JOBS jobs"
    local make_rc=0
    make -C "$BUILD" -f Makefile -k -j"$JOBS" --no-print-directory all || make_rc=$?

    # Collect results.
    local prog kept=() dropped=() broken=() lvl f
    for prog in "${PROGRAMS[@]}"; do
        if [[ -f $BUILD/$prog/dropped ]]; then
            rm -rf "${OUT:?}/$prog"
            case $prog in
            csmith-*) dropped+=("$prog: $(< "$BUILD/$prog/dropped")") ;;
            *) broken+=("$prog: $(< "$BUILD/$prog/dropped")") ;; # our own drivers must work
            esac
            continue
        fi
        local ok=1
        for lvl in "${LEVELS[@]}"; do
            for f in "$OUT/$prog/$lvl.ll" "$OUT/$prog/$lvl.bc"; do [[ -s $f ]] || ok=0; done
        done
        for f in "$OUT/$prog/expected.stdout" "$OUT/$prog/expected.exit"; do [[ -f $f ]] || ok=0; done
        if ((ok)); then kept+=("$prog"); else broken+=("$prog"); fi
    done
    printf '%s\n' "${kept[@]}" | write_if_changed "$OUT/programs.txt"

    echo
    say "corpus: $OUT"
    printf '  %-11s %9s %9s %9s %9s %5s %8s\n' program O0.ll O2.ll O2g.ll O0.bc exit stdout
    local total=0
    for prog in "${kept[@]}"; do
        local row=()
        for f in O0.ll O2.ll O2g.ll O0.bc; do
            row+=("$(numfmt --to=iec --suffix=B "$(stat -c %s "$OUT/$prog/$f")")")
        done
        for f in "$OUT/$prog"/*.ll "$OUT/$prog"/*.bc; do
            total=$((total + $(stat -c %s "$f")))
        done
        printf '  %-11s %9s %9s %9s %9s %5s %7sB\n' "$prog" "${row[@]}" \
            "$(< "$OUT/$prog/expected.exit")" "$(stat -c %s "$OUT/$prog/expected.stdout")"
    done
    for f in "${dropped[@]}"; do say "dropped $f"; done
    for f in "${broken[@]}"; do say "FAILED to build $f"; done
    say "${#kept[@]} programs, ${#dropped[@]} dropped, ${#broken[@]} failed;" \
        "$(numfmt --to=iec --suffix=B "$total") of .ll/.bc; $((SECONDS - START)) s"
    if ((make_rc != 0 || ${#broken[@]} != 0)); then
        die "corpus build failed"
    fi
}

main "$@"
