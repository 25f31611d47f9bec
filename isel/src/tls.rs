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
            && let Some((Some(gv), 0)) = const_addr(self.m, c)
            && self.m.globals[gv].thread_local != ThreadLocal::No
        {
            let dst = self.def1(res)?;
            return self.tls_address_into(gv, dst);
        }
        let addr = self.addr(ptr)?;
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
        Ok(self.add_disp(Amode::Base { base, disp: 0 }, disp))
    }
}
