//! kiln: a fast LLVM IR back-end. This facade reads modules from `.ll` files
//! and checks them; code generation (JIT and object files) comes in later
//! issues.

pub use kiln_ir as ir;

pub mod bench;
pub mod codegen;
pub mod compile;
pub mod run;

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

/// The bytes of an input file: small inputs in an ordinary vector, large
/// ones in an anonymous mapping backed by transparent huge pages where the
/// kernel offers them (a tenth of the page faults of a heap buffer).
pub enum InputBytes {
    /// Bytes read into the heap.
    Heap(Vec<u8>),
    /// Bytes read into an anonymous memory mapping.
    Mapped(memmap2::MmapMut),
}

impl std::ops::Deref for InputBytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            InputBytes::Heap(v) => v,
            InputBytes::Mapped(m) => m,
        }
    }
}

/// Reads the file at `path`. The path `-` reads standard input.
pub fn read_input(path: &Path) -> Result<InputBytes, UserError> {
    let fail = |e: std::io::Error| {
        UserError(format!(
            "kiln: error: cannot read '{}': {e}\n",
            path.display()
        ))
    };
    if path == Path::new("-") {
        let mut buf = Vec::new();
        return std::io::Read::read_to_end(&mut std::io::stdin(), &mut buf)
            .map(|_| InputBytes::Heap(buf))
            .map_err(|e| UserError(format!("kiln: error: cannot read standard input: {e}\n")));
    }
    let file = std::fs::File::open(path).map_err(fail)?;
    let len = file.metadata().map_err(fail)?.len();
    match read_large_file(&file, len) {
        Some(bytes) => Ok(InputBytes::Mapped(bytes)),
        None => std::fs::read(path).map(InputBytes::Heap).map_err(fail),
    }
}

/// Files at least this large are read into huge pages, by two threads at once.
const LARGE_INPUT_MIN: u64 = 4 << 20;

/// Reads a large regular file into an anonymous mapping advised to use huge
/// pages, with two threads, one per half, so that the page faults and copies
/// of a multi-megabyte module run on both cores. `None` when the file is
/// small, or not a stable regular file, or the mapping fails (the caller then
/// reads it the ordinary way).
#[cfg(unix)]
fn read_large_file(file: &std::fs::File, len: u64) -> Option<memmap2::MmapMut> {
    use std::os::unix::fs::FileExt;
    if len < LARGE_INPUT_MIN || len > isize::MAX as u64 {
        return None;
    }
    let mut buf = memmap2::MmapMut::map_anon(len as usize).ok()?;
    advise_huge_pages(&buf);
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

/// Asks for transparent huge pages; a kernel without them just says no.
#[cfg(target_os = "linux")]
fn advise_huge_pages(buf: &memmap2::MmapMut) {
    let _ = buf.advise(memmap2::Advice::HugePage);
}

#[cfg(all(unix, not(target_os = "linux")))]
fn advise_huge_pages(_buf: &memmap2::MmapMut) {}

#[cfg(not(unix))]
fn read_large_file(_file: &std::fs::File, _len: u64) -> Option<memmap2::MmapMut> {
    None
}

/// Parses `src` (the contents of `path`) into a module; errors are rendered
/// against the source.
pub fn parse(path: &Path, src: &[u8]) -> Result<ir::Module, UserError> {
    let name = path.display().to_string();
    if is_bitcode(src) {
        return ir::read_bitcode(src).map_err(|e| UserError(format!("{name}: error: {e}\n")));
    }
    ir::parse_module(src).map_err(|d| UserError(d.render(&name, src)))
}

/// Verifies `module`, parsed from `src` (the contents of `path`); every
/// problem is rendered against the source.
pub fn verify(path: &Path, src: &[u8], module: &ir::Module) -> Result<(), UserError> {
    let name = path.display().to_string();
    ir::verify_module(module)
        .map_err(|diags| UserError(ir::SourceMap::new(&name, src).render_all(&diags)))
}

/// Reads, parses and verifies the module at `path`; returns the source too,
/// for rendering later diagnostics against it.
pub fn load_module_with_source(path: &Path) -> Result<(InputBytes, ir::Module), UserError> {
    let src = read_input(path)?;
    let module = parse(path, &src)?;
    verify(path, &src, &module)?;
    Ok((src, module))
}

/// Reads, parses and verifies the module at `path`.
pub fn load_module(path: &Path) -> Result<ir::Module, UserError> {
    let src = read_input(path)?;
    let module = parse(path, &src)?;
    verify(path, &src, &module)?;
    Ok(module)
}
