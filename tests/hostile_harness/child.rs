//! Running one kiln command as a child process under ceilings: its exit
//! code (128+N when killed by signal N, as a shell reports it), the head and
//! total size of its output, its wall time and its peak resident set size
//! (from `wait4`'s rusage). A watchdog kills the child as soon as it passes
//! the wall-time ceiling or its resident set passes the memory ceiling, so a
//! runaway case cannot take the machine down with it.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// How much of the start and of the end of each output stream is kept for
/// the checks.
const KEEP: usize = 1 << 20;

/// One output stream: its first and last [`KEEP`] bytes and its total
/// length.
#[derive(Default)]
pub struct Captured {
    /// The first bytes.
    pub head: Vec<u8>,
    /// The last bytes after the head (at most [`KEEP`]).
    pub tail: std::collections::VecDeque<u8>,
    /// Bytes written in all.
    pub total: u64,
}

impl Captured {
    /// The kept bytes as text (head, then tail).
    pub fn text(&self) -> String {
        let mut all = self.head.clone();
        all.extend(self.tail.iter());
        String::from_utf8_lossy(&all).into_owned()
    }

    fn push(&mut self, bytes: &[u8]) {
        let room = KEEP.saturating_sub(self.head.len()).min(bytes.len());
        self.head.extend_from_slice(&bytes[..room]);
        self.tail.extend(&bytes[room..]);
        let excess = self.tail.len().saturating_sub(KEEP);
        self.tail.drain(..excess);
        self.total += bytes.len() as u64;
    }
}

/// What the child's standard input is.
#[derive(Clone)]
pub enum Input {
    /// Nothing (`/dev/null`).
    Null,
    /// These bytes, repeated for as long as the child reads.
    Endless(Vec<u8>),
}

/// Ceilings on one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Wall time.
    pub wall: Duration,
    /// Peak resident set size in bytes.
    pub rss: u64,
}

/// How a child ended and what it used.
pub struct Outcome {
    /// Exit code, or 128 + signal number.
    pub code: i32,
    /// Standard output.
    pub stdout: Captured,
    /// Standard error.
    pub stderr: Captured,
    /// Wall time.
    pub wall: Duration,
    /// Peak resident set size in bytes.
    pub max_rss: u64,
    /// Why the watchdog killed it, if it did.
    pub killed: Option<String>,
}

fn capture(mut r: impl Read + Send + 'static) -> std::thread::JoinHandle<Captured> {
    std::thread::spawn(move || {
        let mut c = Captured::default();
        let mut buf = vec![0u8; 1 << 16];
        while let Ok(n) = r.read(&mut buf) {
            if n == 0 {
                break;
            }
            c.push(&buf[..n]);
        }
        c
    })
}

/// Resident set size of a live process, from `/proc/PID/statm`.
fn resident_bytes(pid: u32) -> Option<u64> {
    let statm = std::fs::read_to_string(format!("/proc/{pid}/statm")).ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

/// The watchdog's view of the child: `true` once it has exited.
type Exited = Arc<(Mutex<bool>, Condvar)>;

/// Polls the child until it exits; kills it past either ceiling. Returns
/// why it killed it.
fn watchdog(pid: u32, limits: Limits, exited: Exited) -> std::thread::JoinHandle<Option<String>> {
    std::thread::spawn(move || {
        let start = Instant::now();
        let (lock, cond) = &*exited;
        let mut done = lock.lock().unwrap();
        loop {
            if *done {
                return None;
            }
            let why = if start.elapsed() > limits.wall {
                Some(format!(
                    "killed after {:.1} s (LIMIT {:?})",
                    start.elapsed().as_secs_f64(),
                    limits.wall
                ))
            } else {
                resident_bytes(pid)
                    .filter(|&rss| rss > limits.rss)
                    .map(|rss| {
                        format!(
                            "killed at {} MiB resident (LIMIT {} MiB)",
                            rss >> 20,
                            limits.rss >> 20
                        )
                    })
            };
            if let Some(why) = why {
                // SAFETY: `done` is false under the lock, and the waiting
                // thread sets it (under the same lock) only after `waitid`
                // with WNOWAIT saw the child exit and before it reaps it, so
                // the pid still names our child (running or a zombie) and
                // cannot have been reused.
                unsafe { libc::kill(pid as libc::pid_t, libc::SIGKILL) };
                return Some(why);
            }
            done = cond
                .wait_timeout(done, Duration::from_millis(20))
                .unwrap()
                .0;
        }
    })
}

/// Runs `cmd` with `input` on its standard input, under `limits`.
pub fn run(cmd: &mut Command, input: &Input, limits: Limits) -> Result<Outcome, String> {
    let start = Instant::now();
    cmd.stdin(match input {
        Input::Null => Stdio::null(),
        Input::Endless(_) => Stdio::piped(),
    })
    .stdout(Stdio::piped())
    .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .map_err(|e| format!("cannot start {cmd:?}: {e}"))?;
    let pid = child.id();
    if let (Input::Endless(chunk), Some(mut stdin)) = (input, child.stdin.take()) {
        let chunk = chunk.clone();
        // Ends when the child closes the pipe (the test process ignores
        // SIGPIPE, so the write fails instead).
        std::thread::spawn(move || while stdin.write_all(&chunk).is_ok() {});
    }
    let out = capture(child.stdout.take().expect("piped stdout"));
    let err = capture(child.stderr.take().expect("piped stderr"));
    let exited: Exited = Arc::new((Mutex::new(false), Condvar::new()));
    let dog = watchdog(pid, limits, exited.clone());
    // SAFETY: an all-zero siginfo_t is a valid value of this plain C struct.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    // SAFETY: `pid` is our unreaped child; `info` is a valid out-pointer.
    // WNOWAIT leaves it a zombie, so its pid stays ours until `wait4`.
    let r = unsafe { libc::waitid(libc::P_PID, pid, &mut info, libc::WEXITED | libc::WNOWAIT) };
    if r != 0 {
        return Err(format!("waitid: {}", std::io::Error::last_os_error()));
    }
    {
        let (lock, cond) = &*exited;
        *lock.lock().unwrap() = true;
        cond.notify_all();
    }
    let killed = dog.join().unwrap_or(None);
    let mut status = 0;
    // SAFETY: as above, an all-zero rusage is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: reaps our exited child; `status` and `usage` are valid
    // out-pointers.
    let r = unsafe { libc::wait4(pid as libc::pid_t, &mut status, 0, &mut usage) };
    if r != pid as libc::pid_t {
        return Err(format!("wait4: {}", std::io::Error::last_os_error()));
    }
    let wall = start.elapsed();
    let code = if libc::WIFSIGNALED(status) {
        128 + libc::WTERMSIG(status)
    } else {
        libc::WEXITSTATUS(status)
    };
    Ok(Outcome {
        code,
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
        wall,
        max_rss: usage.ru_maxrss as u64 * 1024,
        killed,
    })
}

/// A scratch path for the hostile tests.
pub fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir.join(name)
}
