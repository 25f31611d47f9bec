//! Thread-local variable addresses: the four ELF x86-64 TLS access models
//! and what their instruction ([`super::Inst::TlsAddr`]) tells the
//! register allocator.
//!
//! | model | sequence | result |
//! | --- | --- | --- |
//! | general dynamic | `data16 lea x@tlsgd(%rip),%rdi; data16 data16 rex64 call __tls_get_addr@PLT` | `rax` |
//! | local dynamic | `lea x@tlsld(%rip),%rdi; call __tls_get_addr@PLT; lea x@dtpoff(%rax),%rax` | `rax` |
//! | initial exec | `mov x@gottpoff(%rip),%r; add %fs:0,%r` | any GPR |
//! | local exec | `mov %fs:0,%r; lea x@tpoff(%r),%r` | any GPR |
//!
//! The dynamic models call `__tls_get_addr`, so they clobber what a call
//! clobbers; the linker may relax any of them to a cheaper one.

use super::regs::{RAX, sysv_call_clobbers};
use crate::operand::OperandVisitor;
use crate::reg::{PRegSet, Reg};

/// How code finds a thread-local variable (LLVM's `TLSModel`, in the same
/// order: later models are more specific and cheaper).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum TlsModel {
    /// `__tls_get_addr` with the variable's module and offset (any variable,
    /// from any module, in shared libraries).
    GeneralDynamic,
    /// `__tls_get_addr` for this module's block, plus the variable's
    /// offset in it (variables of the same linked module).
    LocalDynamic,
    /// The thread pointer plus an offset read from the GOT (variables of
    /// modules loaded at program start).
    InitialExec,
    /// The thread pointer plus a link-time constant (variables of the
    /// executable itself).
    LocalExec,
}

impl TlsModel {
    /// Whether the sequence calls `__tls_get_addr` (result in `rax`,
    /// caller-saved registers clobbered).
    pub fn calls(self) -> bool {
        matches!(self, TlsModel::GeneralDynamic | TlsModel::LocalDynamic)
    }

    /// Describes the result register of a `TlsAddr` of this model.
    pub fn visit(self, dst: &mut Reg, v: &mut impl OperandVisitor) {
        if self.calls() {
            v.fixed_def(dst, RAX);
        } else {
            v.reg_def(dst);
        }
    }

    /// Registers a `TlsAddr` of this model destroys.
    pub fn clobbers(self) -> PRegSet {
        if self.calls() {
            sysv_call_clobbers()
        } else {
            PRegSet::empty()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn models_are_ordered_from_general_to_specific() {
        assert!(TlsModel::GeneralDynamic < TlsModel::LocalDynamic);
        assert!(TlsModel::LocalDynamic < TlsModel::InitialExec);
        assert!(TlsModel::InitialExec < TlsModel::LocalExec);
    }

    #[test]
    fn only_dynamic_models_clobber() {
        assert!(TlsModel::GeneralDynamic.clobbers().contains(RAX));
        assert!(TlsModel::LocalDynamic.clobbers().contains(RAX));
        assert!(TlsModel::InitialExec.clobbers().is_empty());
        assert!(TlsModel::LocalExec.clobbers().is_empty());
    }
}
