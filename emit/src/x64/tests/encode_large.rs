//! Large-code-model sequences: `movabs` with a relocated 64-bit immediate
//! for every register and kind, and the GOT base computation, decoded
//! with iced-x86, with their relocations on the immediate fields.

use super::*;
use kiln_targets::RelocKind;
use kiln_targets::x64::{Inst, SymImm64};

const SYM: SymbolId = SymbolId(5);
const GOT: SymbolId = SymbolId(77);

/// The iced register of GPR `hw` (64-bit).
fn r64(hw: u8) -> Register {
    [
        Register::RAX,
        Register::RCX,
        Register::RDX,
        Register::RBX,
        Register::RSP,
        Register::RBP,
        Register::RSI,
        Register::RDI,
        Register::R8,
        Register::R9,
        Register::R10,
        Register::R11,
        Register::R12,
        Register::R13,
        Register::R14,
        Register::R15,
    ][hw as usize]
}

#[test]
fn movabs_symbol_relocates_its_immediate_for_every_register_and_kind() {
    for (kind, rk) in [
        (SymImm64::Address, RelocKind::Abs8),
        (SymImm64::GotOffset, RelocKind::X86GotOff8),
        (SymImm64::GotEntry, RelocKind::X86GotEntry8),
    ] {
        for hw in (0..16).filter(|&r| r != 4 && r != 5) {
            let (code, relocs) = enc(&Inst::MovAbsSym {
                kind,
                dst: g(hw),
                sym: SYM,
                addend: -12,
            })
            .unwrap();
            let ins = decode_all(&code);
            assert_eq!(ins.len(), 1, "{kind:?} {hw}");
            assert_eq!(
                ins[0].code(),
                iced_x86::Code::Mov_r64_imm64,
                "{kind:?} {hw}"
            );
            assert_eq!(ins[0].op0_register(), r64(hw));
            assert_eq!(code.len(), 10);
            assert_eq!(
                relocs,
                [Reloc {
                    offset: 2,
                    kind: rk,
                    sym: SYM,
                    addend: -12,
                }]
            );
        }
    }
}

#[test]
fn got_base_is_lea_of_itself_plus_the_gotpc64_distance() {
    for hw in (0..16).filter(|&r| r != 4 && r != 5 && r != 11) {
        let (code, relocs) = enc(&Inst::GotBase {
            dst: g(hw),
            got: GOT,
        })
        .unwrap();
        let ins = decode_all(&code);
        assert_eq!(ins.len(), 3, "{hw}");
        // lea dst, [rip - 7]: the address of the lea itself.
        assert_eq!(ins[0].mnemonic(), Mnemonic::Lea);
        assert_eq!(ins[0].op0_register(), r64(hw));
        assert_eq!(ins[0].memory_base(), Register::RIP);
        assert_eq!(ins[0].memory_displacement64(), 0);
        assert_eq!(ins[0].len(), 7);
        // movabs r11, GOT - start (GOTPC64 at field offset 9, addend 9).
        assert_eq!(ins[1].code(), iced_x86::Code::Mov_r64_imm64);
        assert_eq!(ins[1].op0_register(), Register::R11);
        assert_eq!(
            relocs,
            [Reloc {
                offset: 9,
                kind: RelocKind::X86GotPc8,
                sym: GOT,
                addend: 9,
            }]
        );
        // add dst, r11
        assert_eq!(ins[2].mnemonic(), Mnemonic::Add);
        assert_eq!(ins[2].op0_register(), r64(hw));
        assert_eq!(ins[2].op1_register(), Register::R11);
    }
}
