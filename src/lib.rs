//! kiln: a fast LLVM IR back-end. It reads `.ll` text and `.bc` bitcode as
//! clang-19 writes them and turns them into x86-64 Linux code, run in
//! memory (a JIT, like `lli`) or written as ELF objects (like `llc`).
//!
//! # Embedding the JIT
//!
//! [`Jit`] compiles modules into the running process; [`Jit::function`]
//! hands out a compiled function as a typed `extern "C" fn`, its
//! signature checked against the IR:
//!
//! ```
//! let mut jit = kiln::Jit::new();
//! jit.add_ir("add.ll", "define i32 @add(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n")?;
//! let add: extern "C" fn(i32, i32) -> i32 = jit.function("add")?;
//! assert_eq!(add(2, 3), 5);
//! // A wrong signature is an error, not a wrong call.
//! assert!(jit.function::<extern "C" fn(f64) -> f64>("add").is_err());
//! # Ok::<(), kiln::Error>(())
//! ```
//!
//! The IR may call back into the host, and later modules may call earlier
//! ones (an incremental JIT, a REPL):
//!
//! ```
//! extern "C" fn host_twice(x: i64) -> i64 {
//!     2 * x
//! }
//! let mut jit = kiln::Jit::new();
//! jit.define_symbol("host_twice", host_twice as *const u8);
//! jit.add_ir("a.ll", "declare i64 @host_twice(i64)\n\
//!     define i64 @quad(i64 %x) {\n  %t = call i64 @host_twice(i64 %x)\n  %q = call i64 @host_twice(i64 %t)\n  ret i64 %q\n}\n")?;
//! jit.add_ir("b.ll", "declare i64 @quad(i64)\n\
//!     define i64 @octo(i64 %x) {\n  %q = call i64 @quad(i64 %x)\n  %o = shl i64 %q, 1\n  ret i64 %o\n}\n")?;
//! let octo: extern "C" fn(i64) -> i64 = jit.function("octo")?;
//! assert_eq!(octo(5), 40);
//! # Ok::<(), kiln::Error>(())
//! ```
//!
//! Errors are values: each [`Diagnostic`] has the file, line, column and
//! message, and the [`Error`] displays them as `kiln check` does:
//!
//! ```
//! let err = kiln::Jit::new().add_ir("bad.ll", "define i32 @f() {\n  ret i64 0\n}\n").unwrap_err();
//! let d = &err.diagnostics()[0];
//! assert_eq!((d.line, d.column), (2, 7));
//! assert!(err.to_string().starts_with("bad.ll:2:7: error: "));
//! ```
//!
//! Options choose the register allocator ([`codegen::CompileOptions`]);
//! [`Jit::load_library`] makes a shared library's symbols available;
//! [`Jit::remove_module`] frees a module's code.
//!
//! # Objects in memory
//!
//! [`compile_to_bytes`] writes an ELF object (or assembly) to a `Vec`,
//! with the target, allocator, relocation and code model of
//! [`compile::ObjectOptions`]:
//!
//! ```
//! let opts = kiln::compile::ObjectOptions::default();
//! let obj = kiln::compile_to_bytes("f.ll", b"define void @f() {\n  ret void\n}\n", &opts)?;
//! assert!(obj.starts_with(b"\x7fELF"));
//! # Ok::<(), kiln::Error>(())
//! ```
//!
//! The `examples/` directory has complete programs: `embed_jit.rs`,
//! `write_object.rs` and `repl.rs` (an incremental JIT).

pub use kiln_ir as ir;
pub use kiln_jit as jit;
pub use kiln_jit::{AbiType, JitFn};

pub mod bench;
pub mod codegen;
pub mod compile;
mod embed;
mod input;
pub mod output;
pub mod run;

pub use embed::{Diagnostic, Error, Jit, ModuleId, compile_to_bytes};

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
