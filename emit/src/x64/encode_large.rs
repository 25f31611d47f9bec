//! Large-code-model address sequences: `movabs` with a 64-bit relocated
//! immediate ([`Inst::MovAbsSym`](kiln_targets::x64::Inst)) and the GOT
//! base computation ([`Inst::GotBase`](kiln_targets::x64::Inst)), in the
//! forms LLVM emits for `-code-model=large`.

use super::enc::{Imm, emit_o};
use crate::buffer::CodeBuffer;
use kiln_targets::x64::SymImm64;
use kiln_targets::{RelocKind, SymbolId};

/// `movabs dst, imm64` (`REX.W B8+r`), the immediate relocated by `kind`
/// against `sym` plus `addend`.
pub(crate) fn mov_abs_sym(b: &mut CodeBuffer, kind: SymImm64, dst: u8, sym: SymbolId, addend: i32) {
    let at = b.offset() + 2;
    emit_o(b, true, false, 0xB8, dst, Imm::Q(0));
    let kind = match kind {
        SymImm64::Address => RelocKind::Abs8,
        SymImm64::GotOffset => RelocKind::X86GotOff8,
        SymImm64::GotEntry => RelocKind::X86GotEntry8,
    };
    b.reloc(at, kind, sym, addend as i64);
}

/// `dst` = the GOT's address, position-independently and at any distance:
/// `lea dst, [rip - 7]` (the address of this `lea`), `movabs r11,
/// _GLOBAL_OFFSET_TABLE_ - (that address)` (`R_X86_64_GOTPC64`), `add dst,
/// r11`. `got` is `_GLOBAL_OFFSET_TABLE_`.
pub(crate) fn got_base(b: &mut CodeBuffer, dst: u8, got: SymbolId) {
    let start = b.offset();
    let rex_r = (dst >> 3) << 2;
    b.put(&[0x48 | rex_r, 0x8D, 0x05 | (dst & 7) << 3]);
    b.put(&(-7i32).to_le_bytes());
    // movabs r11, imm64: the field sits 9 bytes after the `lea`'s start,
    // so GOT + 9 - P is GOT - start.
    let field = b.offset() + 2;
    b.put(&[0x49, 0xBB]);
    b.put(&[0; 8]);
    b.reloc(field, RelocKind::X86GotPc8, got, (field - start) as i64);
    // add dst, r11
    b.put(&[0x4C | (dst >> 3), 0x01, 0xD8 | (dst & 7)]);
}
