//! Thread-local storage in objects: the names of the TLS relocation types
//! (for `.reloc` in assembly output) and which undefined symbols are
//! thread-local (referenced by a TLS relocation, so `STT_TLS` as the
//! assembler makes them).

use kiln_targets::RelocKind;
use kiln_targets::unit::Unit;
use object::SymbolKind;
use object::write::{Object, SymbolId, SymbolSection};

/// The ELF name of a relocation kind (`R_X86_64_TLSGD`, ...).
pub(crate) fn elf_name(kind: RelocKind) -> &'static str {
    match kind {
        RelocKind::X86TlsGd => "R_X86_64_TLSGD",
        RelocKind::X86TlsLd => "R_X86_64_TLSLD",
        RelocKind::X86DtpOff4 => "R_X86_64_DTPOFF32",
        RelocKind::X86GotTpOff4 => "R_X86_64_GOTTPOFF",
        RelocKind::X86TpOff4 => "R_X86_64_TPOFF32",
        RelocKind::X86PcRel4 => "R_X86_64_PC32",
        RelocKind::X86CallPlt4 => "R_X86_64_PLT32",
        RelocKind::X86GotPcRel4 => "R_X86_64_REX_GOTPCRELX",
        RelocKind::Abs8 => "R_X86_64_64",
        RelocKind::Abs4 => "R_X86_64_32",
        RelocKind::X86GotOff8 => "R_X86_64_GOTOFF64",
        RelocKind::X86GotEntry8 => "R_X86_64_GOT64",
        RelocKind::X86GotPc8 => "R_X86_64_GOTPC64",
    }
}

/// Per symbol of `unit`: whether code refers to it through a TLS
/// relocation (it is a thread-local variable, defined here or not).
pub(crate) fn tls_symbols(unit: &Unit) -> Vec<bool> {
    let mut tls = vec![false; unit.symbols.len()];
    for r in unit.code.iter().flat_map(|c| c.relocs.iter()) {
        if r.kind.is_tls()
            && let Some(t) = tls.get_mut(r.sym.0 as usize)
        {
            *t = true;
        }
    }
    tls
}

/// Makes `sym` an `STT_TLS` symbol if it is undefined and `kind` is a
/// TLS relocation (a defined one already has its kind from its section).
pub(crate) fn mark_undefined(obj: &mut Object<'_>, sym: SymbolId, kind: RelocKind) {
    let s = obj.symbol_mut(sym);
    if kind.is_tls() && s.section == SymbolSection::Undefined {
        s.kind = SymbolKind::Tls;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_targets::unit::{CodeBlob, SymbolInfo};
    use kiln_targets::{Reloc, SymbolId};

    #[test]
    fn tls_names_are_the_elf_ones() {
        assert_eq!(elf_name(RelocKind::X86TlsGd), "R_X86_64_TLSGD");
        assert_eq!(elf_name(RelocKind::X86TpOff4), "R_X86_64_TPOFF32");
    }

    #[test]
    fn only_symbols_of_tls_relocations_are_tls() {
        let reloc = |kind, sym| Reloc {
            offset: 0,
            kind,
            sym: SymbolId(sym),
            addend: 0,
        };
        let unit = Unit {
            symbols: vec![SymbolInfo::default(); 3],
            code: vec![CodeBlob {
                sym: SymbolId(0),
                bytes: vec![0; 8],
                relocs: vec![
                    reloc(RelocKind::X86GotTpOff4, 1),
                    reloc(RelocKind::X86CallPlt4, 2),
                ],
                align: 16,
            }],
            ..Unit::default()
        };
        assert_eq!(tls_symbols(&unit), [false, true, false]);
    }
}
