//! kiln: a fast LLVM IR back-end. This facade reads modules from `.ll` files
//! and checks them; code generation (JIT and object files) comes in later
//! issues.

pub use kiln_ir as ir;

pub mod bench;
pub mod codegen;
pub mod compile;
mod input;
pub mod output;
pub mod run;

pub use input::{InputBytes, MAX_STREAM_INPUT, read_input};

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
