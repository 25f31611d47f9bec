//! Which section a definition goes to: the standard sections, user
//! `section "..."`s, per-symbol sections (`-ffunction-sections`, COMDAT
//! members, `llvm.used` retained globals, `!associated` globals), and the
//! COMDAT groups (`SHT_GROUP` with `GRP_COMDAT`) that own them.
//!
//! Same-named sections in different COMDATs (or associated with different
//! globals) are distinct sections, as LLVM's `unique` sections are.
//! `nodeduplicate` COMDATs are written without a group (ELF's flagless
//! group only ties garbage collection together; every copy is kept either
//! way). `exactmatch`, `largest` and `samesize` do not exist in ELF and are
//! errors, as in LLVM.

use crate::elf::Writer;
use crate::error::AotError;
use kiln_targets::unit::{ComdatRef, ComdatSelect};
use object::write::{Comdat, SectionId, StandardSection, Symbol, SymbolSection};
use object::{ComdatKind, SectionFlags, SectionKind, SymbolFlags, SymbolKind, SymbolScope, elf};

/// The standard section a definition would go to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Base {
    /// `.text`
    Text,
    /// `.data`
    Data,
    /// `.rodata`
    ReadOnly,
    /// `.data.rel.ro` (constant data with pointers)
    ReadOnlyRel,
    /// `.bss`
    Bss,
    /// `.tdata`
    Tdata,
    /// `.tbss`
    Tbss,
}

impl Base {
    fn standard(self) -> StandardSection {
        match self {
            Base::Text => StandardSection::Text,
            Base::Data => StandardSection::Data,
            Base::ReadOnly => StandardSection::ReadOnlyData,
            Base::ReadOnlyRel => StandardSection::ReadOnlyDataWithRel,
            Base::Bss => StandardSection::UninitializedData,
            Base::Tdata => StandardSection::Tls,
            Base::Tbss => StandardSection::UninitializedTls,
        }
    }

    /// ELF type and flags of a section of this kind.
    fn elf(self) -> (elf::SectionType, u64) {
        let (a, w, x, t) = (
            elf::SHF_ALLOC.0,
            elf::SHF_WRITE.0,
            elf::SHF_EXECINSTR.0,
            elf::SHF_TLS.0,
        );
        match self {
            Base::Text => (elf::SHT_PROGBITS, a | x),
            Base::Data | Base::ReadOnlyRel => (elf::SHT_PROGBITS, a | w),
            Base::ReadOnly => (elf::SHT_PROGBITS, a),
            Base::Bss => (elf::SHT_NOBITS, a | w),
            Base::Tdata => (elf::SHT_PROGBITS, a | w | t),
            Base::Tbss => (elf::SHT_NOBITS, a | w | t),
        }
    }

    /// Whether definitions here have no bytes.
    fn is_zero(self) -> bool {
        matches!(self, Base::Bss | Base::Tbss)
    }
}

/// A user section's identity: same name, kind, group and association
/// share one section.
pub(crate) type SectionKey = (String, bool, Option<String>, Option<u32>);

/// Where a definition goes.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Placement {
    /// The section.
    pub section: SectionId,
    /// The section has no bytes (`SHT_NOBITS`).
    pub zero: bool,
}

impl Writer<'_> {
    /// The section for the definition of unit symbol `sym`, whose standard
    /// section would be `base`.
    pub(crate) fn section_for(
        &mut self,
        sym: kiln_targets::SymbolId,
        base: Base,
        own_section: bool,
    ) -> Result<Placement, AotError> {
        let info = &self.unit.symbols[sym.0 as usize];
        let comdat = match &info.comdat {
            Some(c) => match c.select {
                ComdatSelect::Any => Some(c.clone()),
                ComdatSelect::NoDeduplicate => None,
                other => {
                    return Err(AotError(format!(
                        "COMDAT '{}' of '{}': ELF supports only 'any' and 'nodeduplicate', not {other:?}",
                        c.name, info.name
                    )));
                }
            },
            None => None,
        };
        let own = own_section || info.comdat.is_some() || info.retain || info.associated.is_some();
        let mut extra = 0u64;
        if comdat.is_some() {
            extra |= elf::SHF_GROUP.0;
        }
        if info.retain {
            extra |= elf::SHF_GNU_RETAIN.0;
        }
        if info.associated.is_some() {
            extra |= elf::SHF_LINK_ORDER.0;
        }
        let associated = info.associated;
        let (section, zero, fresh) = match info.section.clone() {
            Some(name) => {
                let code = base == Base::Text;
                let key: SectionKey = (
                    name.clone(),
                    code,
                    comdat.as_ref().map(|c| c.name.clone()),
                    associated.map(|s| s.0),
                );
                match self.named.get(&key) {
                    Some(&id) => (id, false, false),
                    None => {
                        let kind = if code {
                            SectionKind::Text
                        } else {
                            SectionKind::Data
                        };
                        let id = self.obj.add_section(Vec::new(), name.into_bytes(), kind);
                        self.named.insert(key, id);
                        let b = if code { Base::Text } else { Base::Data };
                        self.set_flags(id, b, extra);
                        (id, false, true)
                    }
                }
            }
            None if own => {
                let name = info.name.clone();
                let id = self.obj.add_subsection(base.standard(), name.as_bytes());
                self.set_flags(id, base, extra);
                (id, base.is_zero(), true)
            }
            None => (self.obj.section_id(base.standard()), base.is_zero(), false),
        };
        if fresh {
            if let Some(c) = comdat {
                self.add_to_group(c, section);
            }
            if let Some(target) = associated {
                self.link_order.push((sym, target));
            }
        }
        Ok(Placement { section, zero })
    }

    fn set_flags(&mut self, id: SectionId, base: Base, extra: u64) {
        let (sh_type, flags) = base.elf();
        self.obj.section_mut(id).flags = SectionFlags::Elf {
            sh_type,
            sh_flags: elf::SectionFlags(flags | extra),
        };
    }

    fn add_to_group(&mut self, c: ComdatRef, section: SectionId) {
        match self.group_index.get(&c.name) {
            Some(&i) => self.groups[i].1.push(section),
            None => {
                self.group_index.insert(c.name.clone(), self.groups.len());
                self.groups.push((c, vec![section]));
            }
        }
    }

    /// Writes the COMDAT groups. The signature symbol is the unit's symbol
    /// of the group's name if there is one, else a local symbol at the
    /// start of the group's first section (as LLVM does).
    pub(crate) fn write_groups(&mut self) -> Result<(), AotError> {
        let groups = std::mem::take(&mut self.groups);
        if groups.is_empty() {
            return Ok(());
        }
        let by_name: std::collections::HashMap<&str, usize> = self
            .unit
            .symbols
            .iter()
            .enumerate()
            .filter(|(_, s)| !s.available_externally)
            .map(|(i, s)| (s.name.as_str(), i))
            .collect();
        for (c, sections) in groups {
            let symbol = match by_name.get(c.name.as_str()).copied() {
                Some(i) => self.symbol(kiln_targets::SymbolId(i as u32))?,
                None => self.obj.add_symbol(Symbol {
                    name: c.name.clone().into_bytes(),
                    value: 0,
                    size: 0,
                    kind: SymbolKind::Label,
                    scope: SymbolScope::Compilation,
                    weak: false,
                    section: SymbolSection::Section(sections[0]),
                    flags: SymbolFlags::None,
                }),
            };
            self.obj.add_comdat(Comdat {
                kind: ComdatKind::Any,
                symbol,
                sections,
            });
        }
        Ok(())
    }
}
