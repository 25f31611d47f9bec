#!/usr/bin/env bash
# Runs the conformance corpus under another code model: copies each
# program's directory (symlinks, except O0.ll/O2.ll) to a scratch corpus
# with the module flag `"Code Model"` set to MODEL in both IR files, then
# runs tests/conformance/run-corpus.sh on it (mode and flags from the
# environment as usual, e.g. KILN_RUN_MODE=aot).
#
#   tests/conformance/code-model-corpus.sh large|medium [PROGRAM...]
#
# The IR was built for the small model; only the flag changes, which is
# how `-mcmodel` reaches the back-end. Environment: KILN_CORPUS_DIR (the
# source corpus, default <repo>/target/conformance), KILN_CM_DIR (the
# scratch corpus, default <corpus>/.cm-MODEL).
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
model=${1:?usage: code-model-corpus.sh large|medium [PROGRAM...]}
shift
case $model in
    medium) flag=3 ;;
    large) flag=4 ;;
    *) echo "unknown code model '$model' (large or medium)" >&2; exit 2 ;;
esac
SRC=${KILN_CORPUS_DIR:-$REPO/target/conformance}
DST=${KILN_CM_DIR:-$SRC/.cm-$model}
rm -rf "$DST"
mkdir -p "$DST"
for e in "$SRC"/* "$SRC"/.build; do
    [[ -e $e ]] || continue
    name=$(basename "$e")
    if [[ ! -f $e/O0.ll ]]; then
        ln -s "$e" "$DST/$name"
        continue
    fi
    mkdir "$DST/$name"
    for f in "$e"/* "$e"/.[!.]*; do
        [[ -e $f ]] || continue
        b=$(basename "$f")
        case $b in
            O0.ll | O2.ll)
                # Append a node to !llvm.module.flags naming the model.
                awk -v flag="$flag" '
                    /^!llvm\.module\.flags = !\{.*\}$/ && !done {
                        sub(/\}$/, ", !9999999}")
                        print
                        print "!9999999 = !{i32 1, !\"Code Model\", i32 " flag "}"
                        done = 1
                        next
                    }
                    { print }
                ' "$f" > "$DST/$name/$b"
                grep -q '"Code Model", i32 '"$flag" "$DST/$name/$b" ||
                    { echo "$f: no !llvm.module.flags to extend" >&2; exit 1; }
                ;;
            *) ln -s "$f" "$DST/$name/$b" ;;
        esac
    done
done
KILN_CORPUS_DIR=$DST KILN_RUN_DIR=${KILN_RUN_DIR:-$DST/.run} exec "$HERE/run-corpus.sh" "$@"
