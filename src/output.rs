//! Writing kiln's output: standard output and `-o` files, with every
//! failure a `kiln: error:` line — except a reader that closed the pipe,
//! which ends kiln quietly (exit 1), as LLVM's tools end quietly.

use crate::UserError;
use std::io::Write;
use std::path::Path;

/// The error for a failed write of `what`: quiet (an empty message) when
/// the reader of a pipe went away, `kiln: error: cannot write ...`
/// otherwise.
pub fn write_error(what: &str, e: &std::io::Error) -> UserError {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        return UserError(String::new());
    }
    UserError(format!("kiln: error: cannot write {what}: {e}\n"))
}

/// Writes `bytes` to standard output and flushes it. Standard output that
/// was closed when kiln started is an error, as for `cat` (the Rust runtime
/// put `/dev/null` there, which would lose the output silently).
pub fn write_stdout(bytes: &[u8]) -> Result<(), UserError> {
    if kiln_jit::started_without(1) {
        return Err(UserError(
            "kiln: error: cannot write output: standard output is closed\n".into(),
        ));
    }
    let mut out = std::io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(|e| write_error("output", &e))
}

/// Writes `text` to standard error; a failure is ignored (there is
/// nowhere left to report it).
pub fn write_stderr(text: &str) {
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

/// Writes `bytes` to the file at `path` (`-`: standard output). A regular
/// file left incomplete by a failed write is removed, as `llc` removes it.
pub fn write_output(path: &Path, bytes: &[u8]) -> Result<(), UserError> {
    if path == Path::new("-") {
        return write_stdout(bytes);
    }
    let what = format!("'{}'", path.display());
    let result = std::fs::File::create(path).and_then(|mut f| {
        let written = f.write_all(bytes);
        if written.is_err() && f.metadata().is_ok_and(|m| m.is_file()) {
            let _ = std::fs::remove_file(path);
        }
        written
    });
    result.map_err(|e| write_error(&what, &e))
}

/// Whether `a` and `b` name the same existing file.
#[cfg(unix)]
pub fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
pub fn same_file(a: &Path, b: &Path) -> bool {
    std::fs::canonicalize(a)
        .ok()
        .is_some_and(|x| std::fs::canonicalize(b).ok() == Some(x))
}
