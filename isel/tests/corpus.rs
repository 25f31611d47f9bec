//! Lowers every function and global of the conformance corpus
//! (`target/conformance/*/{O0,O2}.ll`) and of `tests/ll/valid/*.ll`: each
//! must lower or fail with a clean `IselError` (never panic). Prints the
//! failures grouped by message.

use kiln_isel::{IselCtx, lower_function, lower_global_data};
use kiln_targets::MachFunc;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn inputs(root: &Path) -> Vec<PathBuf> {
    let mut v = Vec::new();
    if let Ok(rd) = std::fs::read_dir(root.join("target/conformance")) {
        for e in rd.flatten() {
            for opt in ["O0.ll", "O2.ll"] {
                let p = e.path().join(opt);
                if p.exists() {
                    v.push(p);
                }
            }
        }
    }
    for dir in ["tests/ll/valid", "tests/run"] {
        if let Ok(rd) = std::fs::read_dir(root.join(dir)) {
            for e in rd.flatten() {
                if e.path().extension().is_some_and(|x| x == "ll") {
                    v.push(e.path());
                }
            }
        }
    }
    v.sort();
    v
}

/// Shortens a message to its feature (numbers and names dropped).
fn feature(msg: &str) -> String {
    msg.split(['@', '%'])
        .next()
        .unwrap_or(msg)
        .chars()
        .take(90)
        .collect()
}

#[test]
fn corpus_lowers_or_fails_cleanly() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut ctx = IselCtx::new();
    let mut mf = MachFunc::new();
    let mut total = 0usize;
    let mut ok = 0usize;
    let mut panics = 0usize;
    let mut by_feature: BTreeMap<String, usize> = BTreeMap::new();
    for path in inputs(root) {
        let src = std::fs::read(&path).unwrap();
        let Ok(m) = kiln_ir::parse_module(&src) else {
            continue;
        };
        let (mut pt, mut po) = (0, 0);
        for (fid, fd) in m.functions.iter() {
            if fd.body.is_none() {
                continue;
            }
            pt += 1;
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                lower_function(&m, fid, &mut ctx, &mut mf)
            }));
            match r {
                Ok(Ok(())) => po += 1,
                Ok(Err(e)) => {
                    if std::env::var_os("ISEL_CORPUS_VERBOSE").is_some() {
                        println!("  {}: {e}", path.display());
                    }
                    *by_feature.entry(feature(&e.message)).or_default() += 1
                }
                Err(_) => {
                    panics += 1;
                    ctx = IselCtx::new();
                    mf = MachFunc::new();
                }
            }
        }
        for (gv, _) in m.globals.iter() {
            if let Err(e) = lower_global_data(
                &m,
                &mut Default::default(),
                &kiln_isel::BlockAddrs::new(&m),
                gv,
            ) {
                if std::env::var_os("ISEL_CORPUS_VERBOSE").is_some() {
                    println!("  {}: {e}", path.display());
                }
                *by_feature
                    .entry(format!("data: {}", feature(&e.message)))
                    .or_default() += 1;
            }
        }
        if path.to_string_lossy().contains("conformance") {
            println!("{}: {po}/{pt} functions lowered", path.display());
        }
        total += pt;
        ok += po;
    }
    println!("total: {ok}/{total} functions lowered, {panics} panics");
    let mut v: Vec<_> = by_feature.into_iter().collect();
    v.sort_by_key(|e| std::cmp::Reverse(e.1));
    for (f, n) in v {
        println!("{n:6}  {f}");
    }
    assert_eq!(panics, 0, "lowering panicked");
}
