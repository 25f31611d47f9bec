//! kiln: a fast LLVM IR back-end. This facade reads modules from `.ll` files
//! and checks them; code generation (JIT and object files) comes in later
//! issues.

pub use kiln_ir as ir;

use std::path::Path;

/// An error to show the user: already rendered, one or more
/// `FILE:LINE:COL: error: ...` diagnostics or a plain `kiln: error: ...` line.
#[derive(Debug)]
pub struct UserError(pub String);

impl std::fmt::Display for UserError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Whether `bytes` start like LLVM bitcode (raw `BC\xC0\xDE` or the wrapper
/// magic `0x0B17C0DE`).
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// Reads the file at `path`. The path `-` reads standard input.
pub fn read_input(path: &Path) -> Result<Vec<u8>, UserError> {
    let fail = |e: std::io::Error| {
        UserError(format!(
            "kiln: error: cannot read '{}': {e}\n",
            path.display()
        ))
    };
    if path == Path::new("-") {
        let mut buf = Vec::new();
        return std::io::Read::read_to_end(&mut std::io::stdin(), &mut buf)
            .map(|_| buf)
            .map_err(|e| UserError(format!("kiln: error: cannot read standard input: {e}\n")));
    }
    let file = std::fs::File::open(path).map_err(fail)?;
    let len = file.metadata().map_err(fail)?.len();
    match read_in_two_halves(&file, len) {
        Some(bytes) => Ok(bytes),
        None => std::fs::read(path).map_err(fail),
    }
}

/// Files at least this large are read by two threads at once.
const PARALLEL_READ_MIN: u64 = 4 << 20;

/// Reads a large regular file with two threads, one per half, so that the
/// page faults and copies of a multi-megabyte module run on both cores.
/// `None` when the file is small, or not a stable regular file (the caller
/// then reads it the ordinary way).
#[cfg(unix)]
fn read_in_two_halves(file: &std::fs::File, len: u64) -> Option<Vec<u8>> {
    use std::os::unix::fs::FileExt;
    if len < PARALLEL_READ_MIN || len > isize::MAX as u64 {
        return None;
    }
    let mut buf = vec![0u8; len as usize];
    let half = buf.len() / 2;
    let (lo, hi) = buf.split_at_mut(half);
    let ok = std::thread::scope(|scope| {
        let upper = scope.spawn(|| file.read_exact_at(hi, half as u64).is_ok());
        let lower = file.read_exact_at(lo, 0).is_ok();
        lower && upper.join().unwrap_or(false)
    });
    // A file that grew meanwhile is read again the ordinary way.
    let mut probe = [0u8; 1];
    let at_end = matches!(file.read_at(&mut probe, len), Ok(0));
    (ok && at_end).then_some(buf)
}

#[cfg(not(unix))]
fn read_in_two_halves(_file: &std::fs::File, _len: u64) -> Option<Vec<u8>> {
    None
}

/// Parses `src` (the contents of `path`) into a module; errors are rendered
/// against the source.
pub fn parse(path: &Path, src: &[u8]) -> Result<ir::Module, UserError> {
    let name = path.display().to_string();
    if is_bitcode(src) {
        return Err(UserError(format!(
            "{name}:1:1: error: LLVM bitcode input is not supported yet (the bitcode reader is a later issue); pass the .ll text instead\n"
        )));
    }
    ir::parse_module(src).map_err(|d| UserError(d.render(&name, src)))
}

/// Verifies `module`, parsed from `src` (the contents of `path`); every
/// problem is rendered against the source.
pub fn verify(path: &Path, src: &[u8], module: &ir::Module) -> Result<(), UserError> {
    let name = path.display().to_string();
    ir::verify_module(module).map_err(|diags| {
        UserError(
            diags
                .iter()
                .map(|d| d.render(&name, src))
                .collect::<String>(),
        )
    })
}

/// Reads, parses and verifies the module at `path`.
pub fn load_module(path: &Path) -> Result<ir::Module, UserError> {
    let src = read_input(path)?;
    let module = parse(path, &src)?;
    verify(path, &src, &module)?;
    Ok(module)
}
