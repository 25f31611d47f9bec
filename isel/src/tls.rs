//! Thread-local variables: which ELF TLS access model an access uses (as
//! LLVM's `TargetMachine::getTLSModel` decides it) and the instruction
//! computing the variable's address in the current thread. Every use of a
//! `thread_local` global's address — through `llvm.threadlocal.address`
//! or directly as an operand — goes through [`Lower::tls_address`].

use crate::ctx::IselCtx;
use crate::lower::{LResult, Lower};
use crate::values::const_addr;
use kiln_ir::module::{GlobalValueData, Linkage, ThreadLocal, Visibility};
use kiln_ir::{ConstData, GlobalValue, MdRef, Module, Value, ValueDef};
use kiln_targets::obj::libcall_symbol;
use kiln_targets::x64::{Amode, Inst, OperandSize, TlsModel};
use kiln_targets::{Reg, SymbolId};

/// What the code is for, which decides how it may address thread-local
/// variables (LLVM's relocation model, plus the JIT).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum RelocModel {
    /// Position-independent code (clang's default on Linux): a shared
    /// library (dynamic TLS models) unless the module's `"PIE Level"` flag
    /// says it is for an executable (exec models).
    #[default]
    Pic,
    /// Static code for an executable (`-relocation-model=static`).
    Static,
    /// kiln's JIT: every access is general dynamic, which the JIT links to
    /// its own TLS runtime.
    Jit,
}

impl IselCtx {
    /// Sets what the functions lowered with this context are for.
    pub fn set_reloc_model(&mut self, model: RelocModel) {
        self.reloc_model = model;
    }
}

/// Whether `g` is known to resolve within its linked module (LLVM's
/// `dso_local`, explicit or implied by local linkage or non-default
/// visibility).
fn dso_local(g: &GlobalValueData) -> bool {
    g.dso_local
        || g.linkage.is_local()
        || (g.visibility != Visibility::Default && g.linkage != Linkage::ExternWeak)
}

/// The integer value of module flag `name`, if present.
/// The integer value of module flag `name`, if it has one.
pub(crate) fn module_flag_int(m: &Module, name: &[u8]) -> Option<u64> {
    flag_value(m, name)
}

fn flag_value(m: &Module, name: &[u8]) -> Option<u64> {
    match m.module_flag(name)? {
        MdRef::Const(c) => match m.consts.get(c) {
            ConstData::Int { val, .. } => val.as_u64(),
            _ => None,
        },
        _ => None,
    }
}

/// The access model for thread-local global `g` of `m` under `reloc`: the
/// relocation model's default (shared library: local or general dynamic;
/// executable: local or initial exec, by whether `g` is DSO-local), or the
/// global's own `thread_local(...)` model when that is more specific. The
/// JIT always uses general dynamic.
pub fn tls_model(m: &Module, g: &GlobalValueData, reloc: RelocModel) -> TlsModel {
    let pie = flag_value(m, b"PIE Level").is_some_and(|l| l != 0);
    let shared = match reloc {
        RelocModel::Jit => return TlsModel::GeneralDynamic,
        RelocModel::Pic => !pie,
        RelocModel::Static => false,
    };
    let default = match (shared, dso_local(g)) {
        (true, true) => TlsModel::LocalDynamic,
        (true, false) => TlsModel::GeneralDynamic,
        (false, true) => TlsModel::LocalExec,
        (false, false) => TlsModel::InitialExec,
    };
    let selected = match g.thread_local {
        ThreadLocal::No | ThreadLocal::GeneralDynamic => TlsModel::GeneralDynamic,
        ThreadLocal::LocalDynamic => TlsModel::LocalDynamic,
        ThreadLocal::InitialExec => TlsModel::InitialExec,
        ThreadLocal::LocalExec => TlsModel::LocalExec,
    };
    default.max(selected)
}

impl Lower<'_> {
    /// A register holding the address of thread-local global `gv` in the
    /// current thread.
    pub fn tls_address(&mut self, gv: GlobalValue) -> LResult<Reg> {
        let dst = self.new_int();
        self.tls_address_into(gv, dst)?;
        Ok(dst)
    }

    /// Sets `dst` to the address of thread-local global `gv` in the
    /// current thread.
    fn tls_address_into(&mut self, gv: GlobalValue, dst: Reg) -> LResult<()> {
        let model = tls_model(self.m, &self.m.globals[gv], self.c.reloc_model);
        let get_addr = libcall_symbol(self.nglobals, "__tls_get_addr")
            .ok_or_else(|| self.err("__tls_get_addr is not a runtime-library symbol"))?;
        self.emit(Inst::TlsAddr {
            model,
            sym: SymbolId(gv.as_u32()),
            get_addr,
            dst,
        });
        Ok(())
    }

    /// `llvm.threadlocal.address(ptr @g)`: the address of `g` in the
    /// current thread (any other pointer is its own address).
    pub fn lower_threadlocal_address(&mut self, ptr: Value, res: Option<Value>) -> LResult<()> {
        let Some(res) = res else {
            return Ok(());
        };
        if let ValueDef::Const(c) = self.f.values[ptr].def
            && let Some((Some(gv), 0)) = const_addr(self.m, &mut self.c.layout, c)
            && self.m.globals[gv].thread_local != ThreadLocal::No
        {
            let dst = self.def1(res)?;
            return self.tls_address_into(gv, dst);
        }
        let addr = self.ptr_amode(ptr)?;
        let dst = self.def1(res)?;
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst,
            addr,
        });
        Ok(())
    }

    /// The address of thread-local `gv` plus `disp`, as a memory operand.
    pub fn tls_amode(&mut self, gv: GlobalValue, disp: i64) -> LResult<Amode> {
        let base = self.tls_address(gv)?;
        Ok(self.add_disp(Amode::base(base, 0), disp))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use TlsModel::*;

    const GLOBALS: &str = "
        @external_gd = external thread_local global i32
        @internal_gd = internal thread_local global i32 42
        @external_ld = external thread_local(localdynamic) global i32
        @internal_ld = internal thread_local(localdynamic) global i32 42
        @external_ie = external thread_local(initialexec) global i32
        @internal_ie = internal thread_local(initialexec) global i32 42
        @external_le = external thread_local(localexec) global i32
        @internal_le = internal thread_local(localexec) global i32 42
        @hidden = hidden thread_local global i32 1
        @dso = dso_local thread_local global i32 1
        @weak_hidden = extern_weak hidden thread_local global i32
    ";

    /// The model of each global of [`GLOBALS`] (plus `flags`) under `reloc`.
    fn models(flags: &str, reloc: RelocModel) -> Vec<TlsModel> {
        let m = kiln_ir::parse_module(format!("{GLOBALS}{flags}").as_bytes()).unwrap();
        m.globals
            .values()
            .map(|g| tls_model(&m, g, reloc))
            .collect()
    }

    const PIE: &str = "
        !llvm.module.flags = !{!0, !1}
        !0 = !{i32 8, !\"PIC Level\", i32 2}
        !1 = !{i32 7, !\"PIE Level\", i32 2}
    ";

    #[test]
    fn shared_library_code_uses_the_dynamic_models_unless_asked() {
        // As llc -relocation-model=pic (LLVM's tls-models.ll).
        assert_eq!(
            models("", RelocModel::Pic),
            [
                GeneralDynamic,
                LocalDynamic,
                LocalDynamic,
                LocalDynamic,
                InitialExec,
                InitialExec,
                LocalExec,
                LocalExec,
                LocalDynamic,
                LocalDynamic,
                GeneralDynamic,
            ]
        );
    }

    #[test]
    fn executable_code_uses_the_exec_models() {
        // As llc with the static relocation model, and as clang -fPIE.
        let want = [
            InitialExec,
            LocalExec,
            InitialExec,
            LocalExec,
            InitialExec,
            LocalExec,
            LocalExec,
            LocalExec,
            LocalExec,
            LocalExec,
            InitialExec,
        ];
        assert_eq!(models("", RelocModel::Static), want);
        assert_eq!(models(PIE, RelocModel::Pic), want);
    }

    #[test]
    fn the_jit_always_uses_general_dynamic() {
        assert!(
            models(PIE, RelocModel::Jit)
                .iter()
                .all(|&m| m == GeneralDynamic)
        );
    }
}
