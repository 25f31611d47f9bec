//! Thread-local address sequences ([`Inst::TlsAddr`](kiln_targets::x64::Inst)),
//! byte for byte the forms the ELF x86-64 TLS ABI defines and linkers
//! relax (see `kiln_targets::x64::tls`).

use crate::buffer::CodeBuffer;
use kiln_targets::x64::TlsModel;
use kiln_targets::{RelocKind, SymbolId};

/// `dst` (a GPR number; `rax` for the dynamic models) = the address of
/// thread-local `sym`; `get_addr` is `__tls_get_addr`.
pub(crate) fn tls_addr(
    b: &mut CodeBuffer,
    model: TlsModel,
    sym: SymbolId,
    get_addr: SymbolId,
    dst: u8,
) {
    b.reserve(24);
    match model {
        TlsModel::GeneralDynamic => {
            // data16 lea rdi, [rip + x@tlsgd]
            b.put(&[0x66, 0x48, 0x8D, 0x3D]);
            rel32(b, RelocKind::X86TlsGd, sym);
            // data16 data16 rex64 call __tls_get_addr@PLT
            b.put(&[0x66, 0x66, 0x48, 0xE8]);
            rel32(b, RelocKind::X86CallPlt4, get_addr);
        }
        TlsModel::LocalDynamic => {
            // lea rdi, [rip + x@tlsld]; call __tls_get_addr@PLT
            b.put(&[0x48, 0x8D, 0x3D]);
            rel32(b, RelocKind::X86TlsLd, sym);
            b.put1(0xE8);
            rel32(b, RelocKind::X86CallPlt4, get_addr);
            // lea rax, [rax + x@dtpoff]
            lea_disp32(b, 0, 0, RelocKind::X86DtpOff4, sym);
        }
        TlsModel::InitialExec => {
            // mov dst, [rip + x@gottpoff]
            b.put(&[rex_w(dst, 0), 0x8B, 0x05 | (dst & 7) << 3]);
            rel32(b, RelocKind::X86GotTpOff4, sym);
            // add dst, fs:[0]
            fs_zero(b, 0x03, dst);
        }
        TlsModel::LocalExec => {
            // mov dst, fs:[0]; lea dst, [dst + x@tpoff]
            fs_zero(b, 0x8B, dst);
            lea_disp32(b, dst, dst, RelocKind::X86TpOff4, sym);
        }
    }
}

/// REX.W with the R bit of `reg` and the B bit of `rm`.
fn rex_w(reg: u8, rm: u8) -> u8 {
    0x48 | (reg >> 3) << 2 | rm >> 3
}

/// A zero 32-bit field relocated by `kind` against `sym`: PC-relative
/// kinds count from the end of the field (addend -4), absolute ones not.
fn rel32(b: &mut CodeBuffer, kind: RelocKind, sym: SymbolId) {
    let addend = match kind {
        RelocKind::X86DtpOff4 | RelocKind::X86TpOff4 => 0,
        _ => -4,
    };
    let at = b.offset();
    b.reloc(at, kind, sym, addend);
    b.put4(0);
}

/// `op dst, qword fs:[0]` (`mov` 0x8B or `add` 0x03): the thread pointer,
/// by absolute disp32 addressing (ModRM rm=100, SIB base=101 index=100).
fn fs_zero(b: &mut CodeBuffer, op: u8, dst: u8) {
    b.put(&[0x64, rex_w(dst, 0), op, 0x04 | (dst & 7) << 3, 0x25]);
    b.put4(0);
}

/// `lea dst, [base + sym@kind]` with a 32-bit displacement field.
fn lea_disp32(b: &mut CodeBuffer, dst: u8, base: u8, kind: RelocKind, sym: SymbolId) {
    b.put(&[rex_w(dst, base), 0x8D, 0x80 | (dst & 7) << 3 | (base & 7)]);
    if base & 7 == 4 {
        // rsp/r12 as a base needs a SIB byte.
        b.put1(0x24);
    }
    rel32(b, kind, sym);
}
