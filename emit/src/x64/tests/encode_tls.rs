//! Thread-local address sequences: decoded with iced-x86, with their
//! relocations at the right fields, in the exact padded forms linkers
//! relax.

use super::*;
use kiln_targets::RelocKind;
use kiln_targets::x64::{Inst, TlsModel};

const X: SymbolId = SymbolId(3);
const GET_ADDR: SymbolId = SymbolId(40);

fn tls(model: TlsModel, dst: u8) -> (Vec<u8>, Vec<Reloc>) {
    enc(&Inst::TlsAddr {
        model,
        sym: X,
        get_addr: GET_ADDR,
        dst: g(dst),
    })
    .unwrap()
}

fn reloc(offset: u32, kind: RelocKind, sym: SymbolId, addend: i64) -> Reloc {
    Reloc {
        offset,
        kind,
        sym,
        addend,
    }
}

/// `[rip + disp32]` left zero, as a 64-bit `lea` operand (no size).
fn rip() -> super::X {
    super::X::Rip { extra: 0, size: 0 }
}

#[test]
fn general_dynamic_is_the_relaxable_16_byte_sequence() {
    let (code, relocs) = tls(TlsModel::GeneralDynamic, 0);
    assert_eq!(
        code,
        [
            0x66, 0x48, 0x8D, 0x3D, 0, 0, 0, 0, 0x66, 0x66, 0x48, 0xE8, 0, 0, 0, 0
        ]
    );
    let ins = decode_all(&code);
    assert_eq!(ins.len(), 2);
    assert_eq!(ins[0].mnemonic(), Mnemonic::Lea);
    assert_eq!(ins[0].op0_register(), Register::RDI);
    assert_eq!(ins[0].memory_base(), Register::RIP);
    assert_eq!(ins[1].mnemonic(), Mnemonic::Call);
    assert_eq!(ins[1].len(), 8);
    assert_eq!(
        relocs,
        [
            reloc(4, RelocKind::X86TlsGd, X, -4),
            reloc(12, RelocKind::X86CallPlt4, GET_ADDR, -4),
        ]
    );
}

#[test]
fn local_dynamic_calls_for_the_module_block_then_adds_dtpoff() {
    let (code, relocs) = tls(TlsModel::LocalDynamic, 0);
    let ins = decode_all(&code);
    assert_eq!(ins.len(), 3, "{code:02x?}");
    assert_eq!(ins[0].mnemonic(), Mnemonic::Lea);
    assert_eq!(decoded_ops(&ins[0]), [super::X::R(Register::RDI), rip()]);
    assert_eq!(ins[0].len(), 7);
    assert_eq!(ins[1].mnemonic(), Mnemonic::Call);
    assert_eq!(ins[1].len(), 5);
    assert_eq!(ins[2].mnemonic(), Mnemonic::Lea);
    assert_eq!(
        decoded_ops(&ins[2]),
        [
            super::X::R(Register::RAX),
            super::X::M {
                base: Register::RAX,
                index: Register::None,
                scale: 1,
                disp: 0,
                size: 0
            }
        ]
    );
    // The displacement must be a 32-bit field: the last 4 bytes.
    assert_eq!(ins[2].len(), 7);
    assert_eq!(
        relocs,
        [
            reloc(3, RelocKind::X86TlsLd, X, -4),
            reloc(8, RelocKind::X86CallPlt4, GET_ADDR, -4),
            reloc(15, RelocKind::X86DtpOff4, X, 0),
        ]
    );
    assert_eq!(code.len(), 19);
}

#[test]
fn initial_exec_loads_the_offset_and_adds_the_thread_pointer() {
    for r in 0..16 {
        let (code, relocs) = tls(TlsModel::InitialExec, r);
        let ins = decode_all(&code);
        assert_eq!(ins.len(), 2, "{code:02x?}");
        assert_eq!(ins[0].mnemonic(), Mnemonic::Mov);
        assert_eq!(
            decoded_ops(&ins[0]),
            [super::X::R(ig(r, 8)), super::X::Rip { extra: 0, size: 8 }]
        );
        assert_eq!(ins[1].mnemonic(), Mnemonic::Add);
        assert_eq!(ins[1].segment_prefix(), Register::FS);
        assert_eq!(
            decoded_ops(&ins[1]),
            [
                super::X::R(ig(r, 8)),
                super::X::SegM {
                    seg: Register::FS,
                    base: Register::None,
                    index: Register::None,
                    scale: 1,
                    disp: 0,
                    size: 8
                }
            ]
        );
        let field = ins[0].len() as u32 - 4;
        assert_eq!(relocs, [reloc(field, RelocKind::X86GotTpOff4, X, -4)]);
    }
}

#[test]
fn local_exec_reads_the_thread_pointer_and_adds_tpoff() {
    for r in 0..16 {
        let (code, relocs) = tls(TlsModel::LocalExec, r);
        let ins = decode_all(&code);
        assert_eq!(ins.len(), 2, "{code:02x?}");
        assert_eq!(ins[0].mnemonic(), Mnemonic::Mov);
        assert_eq!(ins[0].segment_prefix(), Register::FS);
        assert_eq!(
            decoded_ops(&ins[0]),
            [
                super::X::R(ig(r, 8)),
                super::X::SegM {
                    seg: Register::FS,
                    base: Register::None,
                    index: Register::None,
                    scale: 1,
                    disp: 0,
                    size: 8
                }
            ]
        );
        assert_eq!(ins[1].mnemonic(), Mnemonic::Lea);
        assert_eq!(
            decoded_ops(&ins[1]),
            [
                super::X::R(ig(r, 8)),
                super::X::M {
                    base: ig(r, 8),
                    index: Register::None,
                    scale: 1,
                    disp: 0,
                    size: 0
                }
            ]
        );
        // The tpoff field is the lea's last four bytes.
        assert_eq!(
            relocs,
            [reloc(code.len() as u32 - 4, RelocKind::X86TpOff4, X, 0)]
        );
    }
}
