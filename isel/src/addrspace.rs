//! Address spaces on x86-64. Address space 0 is the flat space; 256, 257
//! and 258 are offsets into the GS, FS and SS segments (a memory access
//! through them takes a segment-override prefix, see
//! [`Lower::access_segment`]; as values they are ordinary 64-bit integers,
//! and a definition or call in them uses the plain address, as LLVM's x86
//! back-end does). Every other address space — including 270/271/272, the
//! 32- and 64-bit pointers of MSVC's `__ptr32`/`__ptr64` — is an error
//! wherever it would change the code: a memory access through it, a global
//! or function defined in it, a call through it, and any value of a pointer
//! type that is not 8 bytes wide.

use crate::error::IselError;
use crate::lower::{LResult, Lower};
use kiln_ir::types::TypeData;
use kiln_ir::{GlobalValue, Module, Type, Value};
use kiln_targets::x64::Segment;

/// The message for a use of an address space kiln does not implement.
pub(crate) fn unsupported_addrspace(a: u32) -> String {
    format!(
        "address space {a} is not supported on x86-64 (only 0, and 256/257/258 for the GS/FS/SS segments)"
    )
}

/// Whether a definition of, or a call through, address space `a` is the
/// plain address (0, and the segment spaces: LLVM defines such globals like
/// any other and calls such pointers as linear addresses).
fn plain_address_ok(a: u32) -> bool {
    a == 0 || Segment::of_addrspace(a).is_some()
}

/// Checks the address space of global `gv`'s definition.
pub fn check_global_definition(module: &Module, gv: GlobalValue) -> Result<(), IselError> {
    let g = &module.globals[gv];
    if plain_address_ok(g.addrspace) {
        return Ok(());
    }
    Err(IselError {
        func: g
            .name
            .map(|s| format!("@{}", module.symbols.get_str(s)))
            .unwrap_or_else(|| format!("global {}", cranelift_entity::EntityRef::index(gv))),
        block: None,
        offset: Some(g.offset),
        message: format!("a definition in {}", unsupported_addrspace(g.addrspace)),
    })
}

/// The first pointer type inside `ty` (itself, or an element or field, at
/// any depth) whose values are not 8 bytes wide, with its address space.
/// Iterative, with a visited set: named structs may be recursive.
fn narrow_pointer_in(m: &Module, ty: Type) -> Option<u32> {
    let mut stack = vec![ty];
    let mut seen = std::collections::HashSet::new();
    while let Some(t) = stack.pop() {
        if !seen.insert(t) {
            continue;
        }
        match m.types.get(t) {
            TypeData::Ptr(a) if m.datalayout.pointer_size_bytes(*a) != 8 => return Some(*a),
            TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => stack.push(*elem),
            TypeData::Struct { fields, .. } => stack.extend(fields.iter().copied()),
            TypeData::Named(_) => {
                if let Some(body) = m.types.named_body(t) {
                    stack.extend(body.fields.iter().copied());
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether the module has any pointer type that is not 8 bytes wide (the
/// per-value check is skipped when it has none).
pub(crate) fn has_narrow_pointers(m: &Module) -> bool {
    (0..m.types.len()).any(|i| {
        let t = <Type as cranelift_entity::EntityRef>::new(i);
        matches!(m.types.get(t), TypeData::Ptr(a) if m.datalayout.pointer_size_bytes(*a) != 8)
    })
}

impl Lower<'_> {
    /// Checks the function's own address space, then that no parameter or
    /// instruction operand or result has a pointer type narrower or wider
    /// than 8 bytes (kiln keeps every pointer in one 64-bit register and
    /// would store 8 bytes where the layout has 4). The error is located at
    /// the first instruction that meets such a value (or at the function).
    pub(crate) fn check_address_spaces(&mut self) -> LResult<()> {
        if let Some(gv) = self.fd.gv {
            let a = self.m.globals[gv].addrspace;
            if !plain_address_ok(a) {
                let mut e = self.err(format!(
                    "a function defined in {}",
                    unsupported_addrspace(a)
                ));
                e.block = None;
                e.offset = Some(self.m.globals[gv].offset);
                return Err(e);
            }
        }
        if !self.c.narrow_pointers {
            return Ok(());
        }
        let check = |this: &mut Self, v: Value| -> LResult<()> {
            let ty = this.f.values[v].ty;
            let i = cranelift_entity::EntityRef::index(ty);
            if this.c.narrow_memo.len() <= i {
                this.c.narrow_memo.resize(i + 1, 0);
            }
            if this.c.narrow_memo[i] == 0 {
                this.c.narrow_memo[i] = narrow_pointer_in(this.m, ty).map_or(1, |a| a as u64 + 2);
            }
            match this.c.narrow_memo[i] {
                1 => Ok(()),
                k => {
                    let a = (k - 2) as u32;
                    Err(this.err(format!(
                        "a value of a {}-byte pointer type (address space {a}) is not supported on x86-64: kiln's pointers are 8 bytes",
                        this.m.datalayout.pointer_size_bytes(a),
                    )))
                }
            }
        };
        let f = self.f;
        let mut operands = Vec::new();
        for (li, &b) in f.layout.iter().enumerate() {
            self.cur_block = li;
            for i in f.block_insts(b) {
                self.cur_inst = Some(i);
                operands.clear();
                f.for_each_operand(i, |v| operands.push(v));
                operands.extend(f.inst_result(i));
                for &v in &operands {
                    check(self, v)?;
                }
            }
        }
        self.cur_inst = None;
        self.cur_block = 0;
        Ok(())
    }

    /// Checks the address space of a code pointer that `what` (a call, an
    /// `indirectbr`) jumps through: 0 and 256–258 jump to its value (llc-19:
    /// `callq *%rdi`); others are errors.
    pub(crate) fn check_code_pointer(&self, ptr: Value, what: &str) -> LResult<()> {
        match self.m.types.ptr_addrspace(self.f.values[ptr].ty) {
            Some(a) if !plain_address_ok(a) => {
                Err(self.err(format!("{what} through {}", unsupported_addrspace(a))))
            }
            _ => Ok(()),
        }
    }
}
