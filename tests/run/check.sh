#!/bin/sh
# Checks that the given tests/run files are valid IR for LLVM and for kiln.
cd "$(dirname "$0")" || exit 1
st=0
[ $# -eq 0 ] && set -- *.ll
for f in "$@"; do
  llvm-as-19 "$f" -o /dev/null || st=1
  ../../target/release/kiln check "$f" || st=1
done
exit $st
