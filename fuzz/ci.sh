#!/usr/bin/env bash
# CI's bounded fuzzing (stable Rust, about 3 minutes): every fuzz target
# (parse_ll, read_bc, compile_ll, compile_bc, gen_run) on its saved
# regressions (fuzz/regressions/TARGET/) and seeds, then fixed-seed
# mutations or generations for FUZZ_SECONDS each (default 30). Fails if any
# input panics; those inputs are saved in target/fuzz-smoke/ and listed.
# The long libFuzzer runs are in fuzz/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p kiln-fuzz-targets
exec target/release/fuzz-smoke --seconds "${FUZZ_SECONDS:-30}" "$@"
