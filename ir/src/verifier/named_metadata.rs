//! Named metadata with a fixed shape, as LLVM 19's `visitModuleIdents` and
//! `visitModuleCommandLines` check it: every operand of `!llvm.ident` and
//! `!llvm.commandline` is a node holding exactly one string. Diagnostics
//! sit at the named metadata's line.

use super::Verifier;
use crate::diagnostics::Diagnostic;
use crate::metadata::MdRef;

impl<'m> Verifier<'m> {
    /// Checks `!llvm.ident` and `!llvm.commandline`.
    pub(super) fn check_named_metadata(&mut self) {
        let m = self.m;
        for (i, (name, ops)) in m.named_metadata.iter().enumerate() {
            let what = match m.symbols.get(*name) {
                b"llvm.ident" => "llvm.ident",
                b"llvm.commandline" => "llvm.commandline",
                _ => continue,
            };
            let problem = ops.iter().find_map(|op| {
                let MdRef::Node(n) = *op else {
                    return None;
                };
                match self.md_tuple(n) {
                    [MdRef::String(_)] => None,
                    [_] => Some(format!(
                        "invalid value for {what} metadata entry operand(the operand should be a string)"
                    )),
                    _ => Some(format!("incorrect number of operands in {what} metadata")),
                }
            });
            if let Some(msg) = problem {
                let at = m.named_metadata_offsets.get(i).copied().unwrap_or(0) as usize;
                self.diags
                    .push(Diagnostic::new(at, format!("!{what}: {msg}")));
            }
        }
    }
}
