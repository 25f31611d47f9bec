//! Run tests: every `tests/run/*.ll` is JIT-compiled and executed with
//! `kiln run FILE.ll [-- ARGS]`; its stdout must equal `NAME.expected` and
//! its exit code `NAME.exit`, both produced by the native build
//! (`tests/run/bless.sh`: `clang-19 -O0 FILE.ll -lm -lstdc++`). An optional line
//! `; RUN-ARGS: a b c` gives the program's arguments, and `; RUN-WITH:
//! modules/x.ll ...` further modules run with it (paths relative to
//! tests/run; `tests/run/modules/` is not scanned for tests). New files need no
//! change here. All failures are reported (one line per file with the first
//! differing line) before the test fails.
//!
//! `tests/run/known-failures.txt` lists files kiln cannot run yet, each with
//! the text its clean "not supported" diagnostic must contain (`FILE.ll |
//! text`). Such a file must fail exactly that way — exit code 1 and the
//! text on stderr; if it passes, or fails any other way, the test fails, so
//! the list stays true.

use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn run_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    files
}

/// The words of the first `; KEY:` header line of a test file.
fn header(text: &str, key: &str) -> Vec<String> {
    text.lines()
        .find_map(|l| l.strip_prefix(key))
        .map(|a| a.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

/// stdout, exit code (128 + N for signal N, as a shell reports it and
/// bless.sh records it) and stderr of one run.
type RunOutput = (Vec<u8>, Option<i32>, Vec<u8>);

/// Runs kiln with a time limit so that a program that hangs under a broken
/// code generator fails its own test instead of the whole suite.
fn run_kiln(
    file: &Path,
    with: &[PathBuf],
    args: &[String],
    limit: Duration,
) -> Result<RunOutput, String> {
    let mut cmd = if aot_mode() {
        let exe = match build_object_program(file, with) {
            Ok(exe) => exe,
            Err(stderr) => return Ok((Vec::new(), Some(1), stderr)),
        };
        let mut cmd = Command::new(exe);
        cmd.args(args);
        cmd
    } else {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_kiln"));
        cmd.arg("run");
        if let Some(ra) = regalloc() {
            cmd.arg("--regalloc").arg(ra);
        }
        cmd.arg(file).args(with);
        if !args.is_empty() {
            cmd.arg("--").args(args);
        }
        cmd
    };
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start kiln: {e}"))?;
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let t_out = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut out, &mut v).ok();
        v
    });
    let t_err = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut err, &mut v).ok();
        v
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().map_err(|e| e.to_string())? {
            break s;
        }
        if start.elapsed() > limit {
            child.kill().ok();
            child.wait().ok();
            return Err(format!("timed out after {}s", limit.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let stdout = t_out.join().unwrap_or_default();
    let stderr = t_err.join().unwrap_or_default();
    let code = status.code().or(status.signal().map(|s| 128 + s));
    Ok((stdout, code, stderr))
}

/// Whether `KILN_RUN_MODE=aot` asks for objects instead of the JIT.
fn aot_mode() -> bool {
    std::env::var("KILN_RUN_MODE").is_ok_and(|m| m == "aot")
}

/// `kiln compile` of `file` and its `with` modules, linked by clang-19 (with
/// libm and libpthread, as the native build): the executable, or the
/// failing step's stderr.
fn build_object_program(file: &Path, with: &[PathBuf]) -> Result<PathBuf, Vec<u8>> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("run_ll_aot");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string().into_bytes())?;
    let stem = file
        .file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .to_string();
    let mut objs = Vec::new();
    for (k, module) in std::iter::once(&file.to_path_buf()).chain(with).enumerate() {
        let obj = dir.join(format!("{stem}.{k}.o"));
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_kiln"));
        cmd.arg("compile");
        if let Some(ra) = regalloc() {
            cmd.arg("--regalloc").arg(ra);
        }
        let out = cmd
            .arg(module)
            .arg("-o")
            .arg(&obj)
            .output()
            .map_err(|e| e.to_string().into_bytes())?;
        if !out.status.success() {
            return Err(out.stderr);
        }
        objs.push(obj);
    }
    let exe = dir.join(&stem);
    let out = Command::new("clang-19")
        .args(&objs)
        .args(["-lm", "-lpthread", "-lstdc++", "-o"])
        .arg(&exe)
        .output()
        .map_err(|e| e.to_string().into_bytes())?;
    if !out.status.success() {
        return Err(out.stderr);
    }
    Ok(exe)
}

fn first_difference(expected: &str, actual: &str) -> String {
    let (mut e, mut a) = (expected.lines(), actual.lines());
    let mut n = 1;
    loop {
        match (e.next(), a.next()) {
            (Some(x), Some(y)) if x == y => n += 1,
            (Some(x), Some(y)) => return format!("line {n}: expected {x:?}, got {y:?}"),
            (Some(x), None) => return format!("line {n}: expected {x:?}, got end of output"),
            (None, Some(y)) => return format!("line {n}: expected end of output, got {y:?}"),
            (None, None) => return "output differs only in its final newline".to_string(),
        }
    }
}

/// The known failures: file name → text its diagnostic must contain.
fn known_failures() -> Vec<(String, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run/known-failures.txt");
    let Ok(text) = std::fs::read_to_string(&path) else {
        return Vec::new();
    };
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (file, why) = l
                .split_once('|')
                .unwrap_or_else(|| panic!("known-failures.txt: no '|' in {l:?}"));
            (file.trim().to_string(), why.trim().to_string())
        })
        .collect()
}

/// Checks a file listed as a known failure: it must end in exit code 1
/// with `why` on stderr.
fn check_known_failure(file: &Path, why: &str, limit: Duration) -> Option<String> {
    let name = file.file_name().unwrap().to_string_lossy().to_string();
    let text = std::fs::read_to_string(file).expect("read .ll");
    let dir = file.parent().expect("test directory");
    let with: Vec<PathBuf> = header(&text, "; RUN-WITH:")
        .iter()
        .map(|m| dir.join(m))
        .collect();
    let args = header(&text, "; RUN-ARGS:");
    let (_, code, stderr) = match run_kiln(file, &with, &args, limit) {
        Ok(r) => r,
        Err(e) => return Some(format!("{name} (known failure): {e}")),
    };
    let err = String::from_utf8_lossy(&stderr);
    if code == Some(1) && err.contains(why) {
        return None;
    }
    if check_file(file, limit).is_none() {
        return Some(format!(
            "{name} now passes: remove it from tests/run/known-failures.txt"
        ));
    }
    let first = err.lines().next().unwrap_or("").trim();
    Some(format!(
        "{name} (known failure) no longer fails with {why:?}: exit {code:?}, stderr {first:?}"
    ))
}

/// Runs one test file; `Some(line)` describes its failure.
fn check_file(file: &Path, limit: Duration) -> Option<String> {
    let name = file.file_name().unwrap().to_string_lossy().to_string();
    let text = std::fs::read_to_string(file).expect("read .ll");
    let expected_out = match std::fs::read_to_string(file.with_extension("expected")) {
        Ok(s) => s,
        Err(e) => {
            return Some(format!(
                "{name}: no .expected file ({e}); run tests/run/bless.sh"
            ));
        }
    };
    let expected_code: i32 = match std::fs::read_to_string(file.with_extension("exit")) {
        Ok(s) => s.trim().parse().expect(".exit holds an integer"),
        Err(e) => {
            return Some(format!(
                "{name}: no .exit file ({e}); run tests/run/bless.sh"
            ));
        }
    };
    let dir = file.parent().expect("test directory");
    let with: Vec<PathBuf> = header(&text, "; RUN-WITH:")
        .iter()
        .map(|m| dir.join(m))
        .collect();
    let args = header(&text, "; RUN-ARGS:");
    let (stdout, code, stderr) = match run_kiln(file, &with, &args, limit) {
        Ok(r) => r,
        Err(e) => return Some(format!("{name}: {e}")),
    };
    let actual = String::from_utf8_lossy(&stdout);
    let mut problems = Vec::new();
    if actual != expected_out {
        problems.push(format!(
            "stdout {}",
            first_difference(&expected_out, &actual)
        ));
    }
    if code != Some(expected_code) {
        let got = code.map_or("a signal".to_string(), |c| c.to_string());
        problems.push(format!("exit code {got}, expected {expected_code}"));
    }
    if problems.is_empty() {
        return None;
    }
    let err = String::from_utf8_lossy(&stderr);
    let err = err.lines().next().unwrap_or("").trim();
    let note = if err.is_empty() {
        String::new()
    } else {
        format!(" [stderr: {err}]")
    };
    Some(format!("{name}: {}{note}", problems.join("; ")))
}

/// The allocator `KILN_REGALLOC` selects (`linear`, `graph`, `fast` or
/// `auto`; unset or empty: kiln's default, `auto`).
fn regalloc() -> Option<String> {
    std::env::var("KILN_REGALLOC")
        .ok()
        .filter(|s| !s.is_empty())
}

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|s| s.parse().ok())
}

/// `KILN_RUN_TIMEOUT` (seconds per file, default 30), `KILN_RUN_JOBS`
/// (parallel runs, default: available cores), `KILN_RUN_ONLY` (run only
/// files whose name contains this text), `KILN_REGALLOC` (`graph` or `fast` runs
/// every file with that `--regalloc`) and `KILN_RUN_MODE` (`aot`: build
/// each program with `kiln compile` and clang-19 as the linker instead of
/// running it in the JIT) tune the run.
#[test]
fn run_files_match_native_output() {
    let all = run_files();
    assert!(
        all.len() >= 20,
        "expected the tests/run suite, found {} files",
        all.len()
    );
    let all_names: Vec<String> = all
        .iter()
        .map(|f| f.file_name().unwrap().to_string_lossy().to_string())
        .collect();
    let only = std::env::var("KILN_RUN_ONLY").unwrap_or_default();
    let files: Vec<PathBuf> = all
        .into_iter()
        .filter(|f| {
            f.file_name()
                .unwrap()
                .to_string_lossy()
                .contains(only.as_str())
        })
        .collect();
    let limit = Duration::from_secs(env_number("KILN_RUN_TIMEOUT").unwrap_or(30));
    let jobs = env_number("KILN_RUN_JOBS")
        .map(|n| n as usize)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, files.len().max(1));
    let known = known_failures();
    for (file, _) in &known {
        assert!(
            all_names.iter().any(|n| n == file),
            "known-failures.txt names {file}, which is not in tests/run"
        );
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<String>>> =
        files.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if i >= files.len() {
                        break;
                    }
                    let name = files[i].file_name().unwrap().to_string_lossy();
                    let result = match known.iter().find(|(f, _)| *f == name) {
                        Some((_, why)) => check_known_failure(&files[i], why, limit),
                        None => check_file(&files[i], limit),
                    };
                    *results[i].lock().unwrap() = result;
                }
            });
        }
    });
    let failures: Vec<String> = results
        .into_iter()
        .filter_map(|r| r.into_inner().unwrap())
        .collect();
    if !failures.is_empty() {
        eprintln!("{} of {} run tests failed:", failures.len(), files.len());
        for f in &failures {
            eprintln!("  {f}");
        }
        panic!("{} of {} run tests failed", failures.len(), files.len());
    }
    eprintln!(
        "all {} run tests passed ({} of them known failures, failing as listed)",
        files.len(),
        known.len()
    );
}
