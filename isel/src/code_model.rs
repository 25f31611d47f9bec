//! Code models (x86-64 System V, as LLVM implements them): which symbols
//! may lie beyond 2 GiB, and how code reaches them.
//!
//! - small: code and data within 2 GiB; `rip`-relative or GOTPCREL.
//! - medium: code within 2 GiB, large data anywhere; large data goes
//!   through the GOT (64-bit entries the code reaches `rip`-relatively).
//! - large: code and data anywhere; every symbol is reached by a `movabs`
//!   — its address in static code, its offset from the GOT in PIC code
//!   (`R_X86_64_GOTOFF64` when it resolves locally, the offset of its GOT
//!   entry, `R_X86_64_GOT64`, otherwise) added to a GOT base computed once
//!   in the prologue, and calls go through a register.
//!
//! A global variable is large ([`is_large_global`]) under the medium and
//! large models when bigger than the module's `"Large Data Threshold"`
//! (0, every variable, when the flag is absent, as in `llc`), or of unknown
//! size; `code_model "small"`/`"large"` on the variable overrides that,
//! whatever the model. Large globals live in `.ldata`/`.lrodata`/`.lbss`.
//! The JIT places code itself and ignores the large model's sequences.

use crate::lower::Lower;
use crate::tls::{RelocModel, module_flag_int};
use kiln_ir::module::{CodeModel as IrCodeModel, GlobalKind, ThreadLocal};
use kiln_ir::{GlobalValue, Module};
use kiln_targets::obj::libcall_symbol;
use kiln_targets::x64::{Amode, ExtMode, Inst, SymImm64};
use kiln_targets::{Reg, SymbolId};

/// The code model a module asks for (module flag `"Code Model"`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum CodeModel {
    /// Small (also for tiny and kernel, which x86-64 code here treats
    /// alike).
    #[default]
    Small,
    /// Medium: large data may lie anywhere.
    Medium,
    /// Large: code and data may lie anywhere.
    Large,
}

impl crate::IselCtx {
    /// Sets the code model for the functions lowered with this context,
    /// overriding the module's `"Code Model"` flag (`None`: the flag's).
    pub fn set_code_model(&mut self, model: Option<CodeModel>) {
        self.code_model_override = model;
        self.layout_key = [0; 5];
    }
}

/// The code model of `m`.
pub fn module_code_model(m: &Module) -> CodeModel {
    match module_flag_int(m, b"Code Model") {
        Some(3) => CodeModel::Medium,
        Some(4) => CodeModel::Large,
        _ => CodeModel::Small,
    }
}

/// The size above which a global variable is large under the medium and
/// large models: the module's `"Large Data Threshold"`, else 0 (as `llc`).
pub fn large_data_threshold(m: &Module) -> u64 {
    module_flag_int(m, b"Large Data Threshold").unwrap_or(0)
}

/// Whether global value `gv` of `m` is a large data object: one that code
/// must not assume within 2 GiB, placed in a large section. `threshold` is
/// [`large_data_threshold`]`(m)`; `memo` keeps type layouts for folding
/// aliases (one per module).
pub fn is_large_global(
    m: &Module,
    memo: &mut crate::layout::LayoutMemo,
    model: CodeModel,
    threshold: u64,
    gv: GlobalValue,
) -> bool {
    let gv = match &m.globals[gv].kind {
        GlobalKind::Alias { aliasee } => match crate::values::const_addr(m, memo, *aliasee) {
            Some((Some(target), _)) => target,
            _ => return false,
        },
        _ => gv,
    };
    let g = &m.globals[gv];
    let GlobalKind::Var(var) = &g.kind else {
        return false;
    };
    match var.code_model {
        Some(IrCodeModel::Large) => return true,
        Some(_) => return false,
        None => {}
    }
    if g.thread_local != ThreadLocal::No || model == CodeModel::Small {
        return false;
    }
    if let Some(s) = g.section {
        let name = m.symbols.get(s);
        return [&b".ldata"[..], b".lbss", b".lrodata"]
            .iter()
            .any(|p| name.starts_with(p));
    }
    let size = crate::layout::size_align(m, g.value_type).0;
    size == 0 || size > threshold
}

impl Lower<'_> {
    /// Whether symbols are reached by the large code model's sequences.
    pub fn large_code(&self) -> bool {
        self.c.code_model == CodeModel::Large && self.c.reloc_model != RelocModel::Jit
    }

    /// Whether `gv` is data that may lie beyond 2 GiB (reached through the
    /// GOT under the small and medium models).
    pub fn is_far_data(&mut self, gv: GlobalValue) -> bool {
        let (model, threshold) = (self.c.code_model, self.c.large_data_threshold);
        is_large_global(self.m, &mut self.c.layout, model, threshold, gv)
    }

    /// Computes the GOT base at the function's start when the large PIC
    /// model needs it.
    pub(crate) fn begin_got_base(&mut self) {
        if !self.large_code() || self.c.reloc_model != RelocModel::Pic {
            return;
        }
        let Some(got) = libcall_symbol(self.nglobals, "_GLOBAL_OFFSET_TABLE_") else {
            return;
        };
        let dst = self.new_int();
        self.emit(Inst::GotBase { dst, got });
        self.got_base = Some(dst);
    }

    /// A `movabs` of `sym`'s relocated 64-bit immediate.
    fn mov_abs(&mut self, kind: SymImm64, sym: SymbolId, addend: i32) -> Reg {
        let dst = self.new_int();
        self.emit(Inst::MovAbsSym {
            kind,
            dst,
            sym,
            addend,
        });
        dst
    }

    /// The address of `sym` plus `disp` under the large code model, as a
    /// memory operand; `local` says the symbol resolves within the link
    /// unit (reached by its GOT offset rather than its GOT entry).
    pub(crate) fn large_amode(&mut self, sym: SymbolId, local: bool, disp: i64) -> Amode {
        let d32 = i32::try_from(disp).ok();
        let Some(base) = self.got_base else {
            let r = self.mov_abs(SymImm64::Address, sym, d32.unwrap_or(0));
            let rest = if d32.is_some() { 0 } else { disp };
            return self.add_disp(Amode::base(r, 0), rest);
        };
        if local && let Some(d) = d32 {
            let off = self.mov_abs(SymImm64::GotOffset, sym, d);
            return Amode::base_index(base, off, 0, 0);
        }
        let off = self.mov_abs(SymImm64::GotEntry, sym, 0);
        let r = self.new_int();
        self.emit(Inst::Load {
            ext: ExtMode::None64,
            dst: r,
            addr: Amode::base_index(base, off, 0, 0),
        });
        self.add_disp(Amode::base(r, 0), disp)
    }

    /// The address of symbol `sym` (a global value or a runtime function)
    /// in a register, under the large code model: the callee of a call.
    pub(crate) fn large_symbol_reg(&mut self, sym: SymbolId) -> Reg {
        let local =
            (sym.0 as usize) < self.nglobals && self.resolves_locally(GlobalValue::from_u32(sym.0));
        let a = self.large_amode(sym, local, 0);
        self.amode_reg(a)
    }
}
