//! A hostile-input case: its input, the kiln commands to run on it and what
//! every one of them must do (the header format of `tests/hostile/*.ll`,
//! described in `tests/hostile.rs`), and the checks of one outcome.

use crate::child::{self, Input, Limits, Outcome};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Text that means kiln itself failed, whatever the expected exit code.
const CRASH_SIGNS: &[&str] = &[
    "panicked at",
    "has overflowed its stack",
    "fatal runtime error",
    "RUST_BACKTRACE",
    "memory allocation of",
];

/// Ceilings when a case gives none.
pub const DEFAULT_LIMITS: Limits = Limits {
    wall: Duration::from_secs(20),
    rss: 1 << 30,
};

/// One case.
pub struct Case {
    /// Its name in reports.
    pub name: String,
    /// The input file (or `-` for standard input).
    pub file: PathBuf,
    /// What the child reads on standard input.
    pub stdin: Input,
    /// Argument lists for kiln, one per command; `{F}` is the input file and
    /// `{O}` a scratch output path.
    pub commands: Vec<Vec<String>>,
    /// The exit code every command must give.
    pub exit: i32,
    /// Substrings stderr must contain.
    pub stderr: Vec<String>,
    /// Substrings stdout must contain.
    pub stdout: Vec<String>,
    /// Ceilings.
    pub limits: Limits,
    /// At most this many bytes on stderr, if set.
    pub max_stderr: Option<u64>,
}

/// The argument list of a header command word.
pub fn command_args(word: &str) -> Result<Vec<String>, String> {
    let args: &[&str] = match word {
        "check" => &["check", "{F}"],
        "print" => &["print", "{F}"],
        "compile" => &["compile", "{F}", "-o", "{O}"],
        "run" => &["run", "{F}"],
        _ => return Err(format!("unknown command '{word}' in HOSTILE header")),
    };
    Ok(args.iter().map(|s| s.to_string()).collect())
}

/// `10s` / `1.5s` → duration; `512M` / `1G` / `64K` → bytes.
fn parse_limits(words: &str) -> Result<Limits, String> {
    let mut limits = DEFAULT_LIMITS;
    for w in words.split_whitespace() {
        let bad = || format!("bad LIMIT word '{w}'");
        if let Some(s) = w.strip_suffix('s') {
            limits.wall = Duration::from_secs_f64(s.parse().map_err(|_| bad())?);
        } else {
            let (num, unit) = w.split_at(w.len() - 1);
            let shift = match unit {
                "K" => 10,
                "M" => 20,
                "G" => 30,
                _ => return Err(bad()),
            };
            limits.rss = num.parse::<u64>().map_err(|_| bad())? << shift;
        }
    }
    Ok(limits)
}

impl Case {
    /// The case of a `tests/hostile/*.ll` file, from its header.
    pub fn from_file(path: &Path) -> Result<Case, String> {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read(path).map_err(|e| format!("{name}: {e}"))?;
        let text = String::from_utf8_lossy(&text);
        let mut case = Case {
            name: name.clone(),
            file: path.to_path_buf(),
            stdin: Input::Null,
            commands: Vec::new(),
            exit: -1,
            stderr: Vec::new(),
            stdout: Vec::new(),
            limits: DEFAULT_LIMITS,
            max_stderr: None,
        };
        let mut have_exit = false;
        for line in text.lines().take_while(|l| l.starts_with(';')) {
            let body = line.trim_start_matches(';').trim_start();
            let Some((key, value)) = body.split_once(':') else {
                continue;
            };
            let value = value.trim();
            match key {
                "HOSTILE" => {
                    for w in value.split_whitespace() {
                        case.commands
                            .push(command_args(w).map_err(|e| format!("{name}: {e}"))?);
                    }
                }
                "EXIT" => {
                    case.exit = value
                        .parse()
                        .map_err(|_| format!("{name}: bad EXIT '{value}'"))?;
                    have_exit = true;
                }
                "STDERR" => case.stderr.push(value.to_string()),
                "STDOUT" => case.stdout.push(value.to_string()),
                "LIMIT" => case.limits = parse_limits(value).map_err(|e| format!("{name}: {e}"))?,
                _ => {}
            }
        }
        if case.commands.is_empty() || !have_exit {
            return Err(format!(
                "{name}: needs '; HOSTILE:' and '; EXIT:' header lines"
            ));
        }
        Ok(case)
    }

    /// Runs every command; one message per failure.
    pub fn run(&self, kiln: &Path) -> Vec<String> {
        let mut failures = Vec::new();
        for (k, args) in self.commands.iter().enumerate() {
            let out = child::scratch(&format!("{}.{k}.out", self.name));
            let args: Vec<String> = args
                .iter()
                .map(|a| match a.as_str() {
                    "{F}" => self.file.display().to_string(),
                    "{O}" => out.display().to_string(),
                    _ => a.clone(),
                })
                .collect();
            let what = format!("{}: kiln {}", self.name, args[0]);
            let mut cmd = Command::new(kiln);
            cmd.args(&args);
            match child::run(&mut cmd, &self.stdin, self.limits) {
                Ok(outcome) => failures.extend(
                    self.check(&outcome)
                        .into_iter()
                        .map(|m| format!("{what}: {m}")),
                ),
                Err(e) => failures.push(format!("{what}: {e}")),
            }
            std::fs::remove_file(&out).ok();
        }
        failures
    }

    /// What is wrong with one outcome (nothing when it is as expected).
    fn check(&self, o: &Outcome) -> Vec<String> {
        let mut bad = Vec::new();
        let stderr = o.stderr.text();
        let stdout = o.stdout.text();
        let first_line: String = stderr
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("")
            .chars()
            .take(200)
            .collect();
        if let Some(why) = &o.killed {
            return vec![format!("{why}; stderr: {first_line:?}")];
        }
        if o.code != self.exit {
            bad.push(format!(
                "exit {} (expected {}); stderr: {first_line:?}",
                o.code, self.exit
            ));
        }
        for s in &self.stderr {
            if !stderr.contains(s.as_str()) {
                bad.push(format!("stderr lacks {s:?}; stderr: {first_line:?}"));
            }
        }
        for s in &self.stdout {
            if !stdout.contains(s.as_str()) {
                bad.push(format!("stdout lacks {s:?}"));
            }
        }
        for sign in CRASH_SIGNS {
            if stderr.contains(sign) {
                bad.push(format!("kiln crashed: stderr says {sign:?}"));
            }
        }
        if o.wall > self.limits.wall && o.killed.is_none() {
            bad.push(format!(
                "took {:.1} s (LIMIT {:?})",
                o.wall.as_secs_f64(),
                self.limits.wall
            ));
        }
        if o.max_rss > self.limits.rss {
            bad.push(format!(
                "peak RSS {} MiB (LIMIT {} MiB)",
                o.max_rss >> 20,
                self.limits.rss >> 20
            ));
        }
        if let Some(max) = self.max_stderr
            && o.stderr.total > max
        {
            bad.push(format!(
                "wrote {} bytes to stderr (at most {max})",
                o.stderr.total
            ));
        }
        bad
    }
}
