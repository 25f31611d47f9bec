//! Hostile-input regression suite (issue 12): every `tests/hostile/*.ll`
//! and every generated case (`hostile_harness/generated.rs`: inputs too large
//! to commit, bitcode, devices, endless pipes, generated-code checks) is run
//! through the kiln binary; all failures are reported before the test fails.
//!
//! A case file starts with header comment lines:
//!
//! ```text
//! ; HOSTILE: compile            ; commands: any of check print compile run
//! ; EXIT: 1                     ; exit code (128+N for a run killed by signal N)
//! ; STDERR: error: text         ; optional, repeatable: substring of stderr
//! ; STDOUT: text                ; optional, repeatable: substring of stdout
//! ; LIMIT: 10s 512M             ; optional ceilings: wall seconds, peak RSS (K/M/G)
//! ```
//!
//! The commands are `kiln check F`, `kiln print F`, `kiln compile F -o TMP`
//! and `kiln run F`; each must give the EXIT code and the STDERR/STDOUT
//! substrings, stay under the ceilings (default 20 s and 1 GiB; the peak
//! resident set comes from `wait4`, and a watchdog kills a child past either
//! ceiling), and never show the signs of a crash of kiln itself (a Rust
//! panic, stack overflow or allocation failure message). Two cases run at a
//! time. `KILN_HOSTILE_ONLY=text` runs only the cases whose name contains it.

#[path = "hostile_harness/case.rs"]
mod case;
#[path = "hostile_harness/child.rs"]
mod child;
#[path = "hostile_harness/generated.rs"]
mod generated;

use case::Case;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

fn static_cases() -> Vec<Result<Case, String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    files.iter().map(|f| Case::from_file(f)).collect()
}

#[test]
fn hostile_inputs() {
    let only = std::env::var("KILN_HOSTILE_ONLY").unwrap_or_default();
    let mut failures = Vec::new();
    let mut cases = Vec::new();
    for c in static_cases() {
        match c {
            Ok(c) => cases.push(c),
            Err(e) => failures.push(e),
        }
    }
    cases.extend(generated::cases());
    cases.retain(|c| c.name.contains(only.as_str()));
    let kiln = Path::new(env!("CARGO_BIN_EXE_kiln"));
    let queue = Mutex::new(cases.iter());
    let found = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                while let Some(c) = { queue.lock().unwrap().next() } {
                    let f = c.run(kiln);
                    found.lock().unwrap().extend(f);
                }
            });
        }
    });
    failures.extend(found.into_inner().unwrap());
    for c in &cases {
        if generated::is_scratch(&c.file) {
            std::fs::remove_file(&c.file).ok();
        }
    }
    failures.sort();
    for f in &failures {
        eprintln!("FAIL {f}");
    }
    let failing: std::collections::BTreeSet<&str> = failures
        .iter()
        .map(|f| f.split(':').next().unwrap_or(""))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} hostile cases fail ({} problems, listed above)",
        failing.len(),
        cases.len(),
        failures.len()
    );
}
