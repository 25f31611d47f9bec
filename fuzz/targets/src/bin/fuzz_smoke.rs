//! `fuzz-smoke`: runs kiln's fuzz targets on stable Rust for a bounded time,
//! for CI (libFuzzer needs nightly). Each target gets its saved regressions
//! (`fuzz/regressions/TARGET/*`), its seeds (text targets: `tests/run/*.ll`
//! and `tests/ll/valid/*.ll`; bitcode targets: the same assembled by
//! llvm-as-19 when it is installed; `gen_run`: random bytes), then
//! pseudo-random mutations of them (fixed seed, so runs are repeatable)
//! until its time is up. Every panicking input is saved under
//! `target/fuzz-smoke/` and reported, and the exit code is 1 if any; an
//! input that aborts the process (a stack overflow) or runs longer than 60 s
//! is left in `target/fuzz-smoke/current-TARGET` with a message.
//!
//! usage: fuzz-smoke [--seconds N] [--target NAME]... [--replay TARGET FILE...]
//!        fuzz-smoke --print-gen FILE   (the module gen_run builds from FILE)

use kiln_fuzz_targets::{TARGETS, Target};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Longest one input may run before the runner gives up on the process.
const INPUT_TIMEOUT: Duration = Duration::from_secs(60);
/// Largest input a mutation may grow.
const MAX_LEN: usize = 64 << 10;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn out_dir() -> PathBuf {
    let d = root().join("target/fuzz-smoke");
    std::fs::create_dir_all(&d).expect("target/fuzz-smoke");
    d
}

/// xorshift64*: the runner's fixed-seed generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn files(dir: &Path, ext: Option<&str>) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.is_file() && ext.is_none_or(|x| p.extension().is_some_and(|e| e == x)));
    v.sort();
    v
}

fn text_seeds() -> Vec<PathBuf> {
    let mut v = files(&root().join("tests/run"), Some("ll"));
    v.extend(files(&root().join("tests/ll/valid"), Some("ll")));
    v
}

/// The text seeds assembled to bitcode (none, with a note, without llvm-as-19).
fn bitcode_seeds() -> Vec<Vec<u8>> {
    let dir = out_dir().join("bc-seeds");
    std::fs::create_dir_all(&dir).expect("bc-seeds");
    let mut out = Vec::new();
    for f in text_seeds() {
        let bc = dir.join(f.file_name().unwrap()).with_extension("bc");
        if !bc.exists() {
            match std::process::Command::new("llvm-as-19")
                .arg(&f)
                .arg("-o")
                .arg(&bc)
                .output()
            {
                Ok(_) => {}
                Err(_) => {
                    println!("note: llvm-as-19 is missing: bitcode targets get no seeds");
                    return out;
                }
            }
        }
        if let Ok(b) = std::fs::read(&bc) {
            out.push(b);
        }
    }
    out
}

fn seeds(target: &str, rng: &mut Rng) -> Vec<Vec<u8>> {
    let mut v: Vec<Vec<u8>> = files(&root().join("fuzz/regressions").join(target), None)
        .iter()
        .filter_map(|p| std::fs::read(p).ok())
        .collect();
    match target {
        "parse_ll" | "compile_ll" => {
            v.extend(text_seeds().iter().filter_map(|p| std::fs::read(p).ok()))
        }
        "read_bc" | "compile_bc" => v.extend(bitcode_seeds()),
        _ => v.extend((0..64).map(|_| {
            (0..64 + rng.below(2048))
                .map(|_| rng.next() as u8)
                .collect()
        })),
    }
    v
}

/// Bytes that often matter to the readers.
const TOKENS: &[&[u8]] = &[
    b"i128",
    b"i1",
    b"i256",
    b"i136",
    b"<4 x i32>",
    b"double",
    b"ptr",
    b"addrspace(256)",
    b"poison",
    b"undef",
    b"zeroinitializer",
    b"align 4294967296",
    b"-1",
    b"0",
    b"4294967295",
    b"18446744073709551615",
    b"}",
    b"{",
    b"(",
    b")",
    b",",
    b"\n",
    b"%",
    b"@",
    b"!",
    b"\"",
    b"switch",
    b"phi",
    b"call",
    b"getelementptr",
];

fn mutate(rng: &mut Rng, input: &[u8], pool: &[Vec<u8>]) -> Vec<u8> {
    let mut v = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(v.len() + 1);
        match rng.below(7) {
            0 if !v.is_empty() => {
                let i = rng.below(v.len());
                v[i] ^= 1 << rng.below(8);
            }
            1 if !v.is_empty() => {
                let i = rng.below(v.len());
                v[i] = rng.next() as u8;
            }
            2 if at < v.len() => {
                let end = (at + 1 + rng.below(16)).min(v.len());
                v.drain(at..end);
            }
            3 => {
                let t = TOKENS[rng.below(TOKENS.len())];
                v.splice(at..at, t.iter().copied());
            }
            4 if !pool.is_empty() => {
                let other = &pool[rng.below(pool.len())];
                let from = rng.below(other.len());
                let len = rng.below(256).min(other.len() - from);
                v.splice(at..at, other[from..from + len].iter().copied());
            }
            5 if at < v.len() => {
                let end = (at + 1 + rng.below(64)).min(v.len());
                let chunk: Vec<u8> = v[at..end].to_vec();
                v.splice(at..at, chunk);
            }
            _ => v.insert(at.min(v.len()), rng.next() as u8),
        }
    }
    v.truncate(MAX_LEN);
    v
}

/// The message of the last panic, kept by the quiet hook.
static LAST_PANIC: Mutex<String> = Mutex::new(String::new());

fn quiet_panics() {
    std::panic::set_hook(Box::new(|info| {
        let msg = info
            .payload()
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| info.payload().downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        let at = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_default();
        *LAST_PANIC.lock().unwrap() = format!("{at}: {msg}");
    }));
}

/// Aborts with a message when one input runs longer than [`INPUT_TIMEOUT`].
fn watchdog(progress: Arc<AtomicU64>, current: Arc<Mutex<PathBuf>>) {
    std::thread::spawn(move || {
        let mut last = (u64::MAX, Instant::now());
        loop {
            std::thread::sleep(Duration::from_secs(1));
            let n = progress.load(Ordering::Relaxed);
            if n != last.0 {
                last = (n, Instant::now());
            } else if last.1.elapsed() > INPUT_TIMEOUT {
                eprintln!(
                    "fuzz-smoke: an input ran over {INPUT_TIMEOUT:?}: {}",
                    current.lock().unwrap().display()
                );
                std::process::exit(2);
            }
        }
    });
}

/// Runs one input; the first line of its panic message if it panicked.
fn run_one(target: Target, input: &[u8]) -> Option<String> {
    match std::panic::catch_unwind(|| target(input)) {
        Ok(()) => None,
        Err(_) => Some(
            LAST_PANIC
                .lock()
                .unwrap()
                .lines()
                .next()
                .unwrap_or("")
                .to_string(),
        ),
    }
}

/// Fuzzes `name` for `budget`; distinct panics found (message → saved input).
fn fuzz(
    name: &str,
    target: Target,
    budget: Duration,
    progress: &AtomicU64,
    current: &Mutex<PathBuf>,
) -> BTreeMap<String, PathBuf> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ name.len() as u64);
    let pool = seeds(name, &mut rng);
    let cur = out_dir().join(format!("current-{name}"));
    *current.lock().unwrap() = cur.clone();
    let mut found: BTreeMap<String, PathBuf> = BTreeMap::new();
    let start = Instant::now();
    let mut execs = 0u64;
    let mut k = 0usize;
    while execs < pool.len() as u64 || start.elapsed() < budget {
        let input = if k < pool.len() {
            pool[k].clone()
        } else if name == "gen_run" && rng.below(2) == 0 {
            (0..64 + rng.below(4096))
                .map(|_| rng.next() as u8)
                .collect()
        } else {
            let from = rng.below(pool.len());
            mutate(&mut rng, &pool[from], &pool)
        };
        k += 1;
        std::fs::write(&cur, &input).ok();
        if let Some(msg) = run_one(target, &input) {
            let key = msg.chars().take(160).collect::<String>();
            if !found.contains_key(&key) {
                let saved = out_dir().join(format!("crash-{name}-{}", found.len()));
                std::fs::write(&saved, &input).ok();
                found.insert(key, saved);
            }
        }
        execs += 1;
        progress.fetch_add(1, Ordering::Relaxed);
        if pool.is_empty() {
            break;
        }
    }
    std::fs::remove_file(&cur).ok();
    println!(
        "{name}: {execs} executions in {:.1} s ({} seeds), {} distinct panics",
        start.elapsed().as_secs_f64(),
        pool.len(),
        found.len()
    );
    found
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut seconds = 30.0;
    let mut only = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--seconds" => {
                i += 1;
                seconds = args
                    .get(i)
                    .and_then(|s| s.parse().ok())
                    .expect("--seconds N");
            }
            "--target" => {
                i += 1;
                only.push(args.get(i).cloned().expect("--target NAME"));
            }
            "--print-gen" => {
                let data = std::fs::read(args.get(i + 1).expect("--print-gen FILE"))
                    .expect("readable input");
                let (text, expected) = kiln_fuzz_targets::generate::generate(&data);
                println!("; main must return {expected} ({expected:#x})\n{text}");
                return ExitCode::SUCCESS;
            }
            "--replay" => {
                let name = args.get(i + 1).expect("--replay TARGET FILE...");
                let (_, target) = TARGETS
                    .iter()
                    .find(|t| t.0 == name)
                    .expect("a known target");
                for f in &args[i + 2..] {
                    println!("{f}");
                    target(&std::fs::read(f).expect("readable input"));
                }
                return ExitCode::SUCCESS;
            }
            a => panic!("unknown argument {a:?}"),
        }
        i += 1;
    }
    quiet_panics();
    let progress = Arc::new(AtomicU64::new(0));
    let current = Arc::new(Mutex::new(PathBuf::new()));
    watchdog(progress.clone(), current.clone());
    let mut failed = false;
    for (name, target) in TARGETS {
        if !only.is_empty() && !only.iter().any(|o| o == name) {
            continue;
        }
        let found = fuzz(
            name,
            *target,
            Duration::from_secs_f64(seconds),
            &progress,
            &current,
        );
        if *name == "gen_run" {
            let gaps = kiln_fuzz_targets::generate::GAPS.lock().unwrap();
            let mut by_count: Vec<(&String, &u64)> = gaps.iter().collect();
            by_count.sort_by(|a, b| b.1.cmp(a.1));
            println!(
                "  {} kinds of construct refused cleanly (coverage gaps, not failures); most often:",
                gaps.len()
            );
            for (msg, n) in by_count.iter().take(12) {
                println!("  {n:>6}  {msg}");
            }
        }
        for (msg, saved) in &found {
            println!("  PANIC {msg}\n        input: {}", saved.display());
            failed = true;
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
