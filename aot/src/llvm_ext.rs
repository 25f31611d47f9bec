//! LLVM's ELF extension sections: `.deplibs`
//! (`SHT_LLVM_DEPENDENT_LIBRARIES`), `.linker-options`
//! (`SHT_LLVM_LINKER_OPTIONS`), `.llvm.call-graph-profile`
//! (`SHT_LLVM_CALL_GRAPH_PROFILE`: 8-byte weights, each entry's caller and
//! callee named by two `R_X86_64_NONE` relocations, as LLVM 19 writes it)
//! and `.llvm_addrsig` (`SHT_LLVM_ADDRSIG`: ULEB128 symbol-table indices of
//! the address-significant symbols).

use crate::elf::Writer;
use crate::error::AotError;
use kiln_targets::unit::{ObjectExtras, Unit};
use object::write::{Relocation, SectionId};
use object::{RelocationFlags, SectionFlags, SectionKind, elf};

/// `SHT_LLVM_LINKER_OPTIONS`
const SHT_LLVM_LINKER_OPTIONS: elf::SectionType = elf::SectionType(0x6fff_4c01);
/// `SHT_LLVM_ADDRSIG`
const SHT_LLVM_ADDRSIG: elf::SectionType = elf::SectionType(0x6fff_4c03);
/// `SHT_LLVM_DEPENDENT_LIBRARIES`
const SHT_LLVM_DEPENDENT_LIBRARIES: elf::SectionType = elf::SectionType(0x6fff_4c04);
/// `SHT_LLVM_CALL_GRAPH_PROFILE`
const SHT_LLVM_CALL_GRAPH_PROFILE: elf::SectionType = elf::SectionType(0x6fff_4c09);

impl Writer<'_> {
    fn special_section(
        &mut self,
        name: &[u8],
        kind: SectionKind,
        sh_type: elf::SectionType,
        flags: u64,
    ) -> SectionId {
        let id = self.obj.add_section(Vec::new(), name.to_vec(), kind);
        self.obj.section_mut(id).flags = SectionFlags::Elf {
            sh_type,
            sh_flags: elf::SectionFlags(flags),
        };
        id
    }

    /// Writes the extension sections `x` asks for, except the
    /// address-significance table ([`Writer::addrsig_section`]).
    pub(crate) fn llvm_extensions(&mut self, x: &ObjectExtras) -> Result<(), AotError> {
        if !x.linker_options.is_empty() {
            let mut bytes = Vec::new();
            for s in x.linker_options.iter().flatten() {
                bytes.extend_from_slice(s.as_bytes());
                bytes.push(0);
            }
            let id = self.special_section(
                b".linker-options",
                SectionKind::Other,
                SHT_LLVM_LINKER_OPTIONS,
                elf::SHF_EXCLUDE.0,
            );
            self.obj.append_section_data(id, &bytes, 1);
        }
        if !x.dependent_libraries.is_empty() {
            let mut bytes = Vec::new();
            for s in &x.dependent_libraries {
                bytes.extend_from_slice(s.as_bytes());
                bytes.push(0);
            }
            let id = self.special_section(
                b".deplibs",
                SectionKind::OtherString,
                SHT_LLVM_DEPENDENT_LIBRARIES,
                elf::SHF_MERGE.0 | elf::SHF_STRINGS.0,
            );
            self.obj.append_section_data(id, &bytes, 1);
        }
        if !x.call_graph_profile.is_empty() {
            let id = self.special_section(
                b".llvm.call-graph-profile",
                SectionKind::Other,
                SHT_LLVM_CALL_GRAPH_PROFILE,
                elf::SHF_EXCLUDE.0,
            );
            for &(from, to, count) in &x.call_graph_profile {
                let offset = self.obj.append_section_data(id, &count.to_le_bytes(), 1);
                for s in [from, to] {
                    let symbol = self.symbol(s)?;
                    self.obj
                        .add_relocation(
                            id,
                            Relocation {
                                offset,
                                symbol,
                                addend: 0,
                                flags: RelocationFlags::Elf {
                                    r_type: elf::R_X86_64_NONE,
                                },
                            },
                        )
                        .map_err(|e| AotError(e.to_string()))?;
                }
            }
            self.symtab_linked.push((b".llvm.call-graph-profile", 8));
        }
        Ok(())
    }

    /// An empty `.llvm_addrsig`, filled once symbol indices are known.
    pub(crate) fn addrsig_section(&mut self) -> SectionId {
        let id = self.special_section(
            b".llvm_addrsig",
            SectionKind::Other,
            SHT_LLVM_ADDRSIG,
            elf::SHF_EXCLUDE.0,
        );
        self.symtab_linked.push((b".llvm_addrsig", 0));
        id
    }
}

/// Names of the address-significant symbols of `unit`: those without
/// `unnamed_addr` that it references (in code, data, aliases or
/// structors) or retains, as LLVM lists the globals with uses, and for
/// which `present` holds (they are in the symbol table).
pub(crate) fn address_significant(
    unit: &Unit,
    structors: &[kiln_targets::SymbolId],
    present: impl Fn(usize) -> bool,
) -> Vec<Vec<u8>> {
    let mut used = vec![false; unit.symbols.len()];
    let mut mark = |s: kiln_targets::SymbolId| {
        if let Some(u) = used.get_mut(s.0 as usize) {
            *u = true;
        }
    };
    for b in &unit.code {
        b.relocs.iter().for_each(|r| mark(r.sym));
    }
    for d in &unit.data {
        d.relocs.iter().for_each(|r| mark(r.sym));
    }
    for a in &unit.aliases {
        mark(a.target);
    }
    structors.iter().copied().for_each(&mut mark);
    unit.symbols
        .iter()
        .enumerate()
        .filter(|&(i, s)| (used[i] || s.retain) && s.address_significant && present(i))
        .map(|(_, s)| s.name.as_bytes().to_vec())
        .collect()
}

/// ULEB128 of every index, in order.
pub(crate) fn uleb_list(indices: &[u32]) -> Vec<u8> {
    let mut out = Vec::new();
    for &i in indices {
        let mut v = i;
        loop {
            let byte = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                out.push(byte);
                break;
            }
            out.push(byte | 0x80);
        }
    }
    out
}
