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
use crate::overalign::FILE_ALIGN_MAX;
use kiln_targets::unit::{ComdatRef, ComdatSelect, Unit};
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

/// A mergeable read-only section: `.rodata.strN.A` (`SHF_MERGE |
/// SHF_STRINGS`, C strings of `N`-byte characters) or `.rodata.cstN`
/// (`SHF_MERGE`, constants of `N` bytes).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Merge {
    /// Strings of characters of this size, aligned to `align`.
    Str {
        /// Character size.
        char_size: u32,
        /// Alignment.
        align: u64,
    },
    /// Constants of this size.
    Const(u32),
}

impl Merge {
    /// How LLVM would merge `bytes` (aligned to `align`) of a symbol
    /// whose [`unnamed_const`](kiln_targets::unit::SymbolInfo::unnamed_const)
    /// is `unnamed`, if at all. Data with relocations never merges.
    pub(crate) fn of(
        unnamed: Option<u32>,
        bytes: &[u8],
        size: u64,
        align: u64,
        relocs: bool,
    ) -> Option<Merge> {
        let elem = unnamed?;
        if relocs || bytes.len() as u64 != size {
            return None;
        }
        if elem > 0 && size > 0 && size.is_multiple_of(elem as u64) {
            let chars: Vec<&[u8]> = bytes.chunks(elem as usize).collect();
            let zero = |c: &[u8]| c.iter().all(|&b| b == 0);
            let (last, rest) = chars.split_last()?;
            if zero(last) && !rest.iter().any(|c| zero(c)) {
                return Some(Merge::Str {
                    char_size: elem,
                    align,
                });
            }
        }
        match size {
            4 | 8 | 16 | 32 if align <= size => Some(Merge::Const(size as u32)),
            _ => None,
        }
    }

    /// Section name.
    pub(crate) fn name(self) -> String {
        match self {
            Merge::Str { char_size, align } => format!(".rodata.str{char_size}.{align}"),
            Merge::Const(n) => format!(".rodata.cst{n}"),
        }
    }

    /// Flags beyond `SHF_ALLOC`.
    pub(crate) fn flags(self) -> u64 {
        match self {
            Merge::Str { .. } => elf::SHF_MERGE.0 | elf::SHF_STRINGS.0,
            Merge::Const(_) => elf::SHF_MERGE.0,
        }
    }

    /// Entry size.
    pub(crate) fn entsize(self) -> u64 {
        match self {
            Merge::Str { char_size, .. } => char_size as u64,
            Merge::Const(n) => n as u64,
        }
    }
}

/// Where a definition goes.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Placement {
    /// The section.
    pub section: SectionId,
    /// The section has no bytes (`SHT_NOBITS`).
    pub zero: bool,
}

/// Which section a definition goes to, decided from the unit alone (shared
/// by the object and assembly writers).
#[derive(Clone, Debug)]
pub(crate) struct SectionSpec {
    /// Section name.
    pub name: String,
    /// Kind (type and flags).
    pub base: Base,
    /// Flags beyond the kind's (`SHF_GROUP`, `SHF_GNU_RETAIN`,
    /// `SHF_LINK_ORDER`).
    pub extra: u64,
    /// COMDAT group (kind `any`).
    pub group: Option<ComdatRef>,
    /// `SHF_LINK_ORDER` target symbol.
    pub link: Option<kiln_targets::SymbolId>,
    /// How the section is shared.
    pub share: Share,
    /// `sh_entsize` of a mergeable section (0 otherwise).
    pub entsize: u64,
}

/// How definitions share a section.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Share {
    /// The standard section of this kind.
    Standard,
    /// A user section, shared by definitions with the same key.
    User(SectionKey),
    /// A section of its own.
    Own,
}

/// `SHF_X86_64_LARGE`: the section may lie beyond 2 GiB of the code (the
/// linker places it after the others).
pub(crate) const SHF_X86_64_LARGE: u64 = 0x1000_0000;

impl Base {
    /// Name of the large section of this kind (medium and large code
    /// models), if the kind has one.
    pub(crate) fn large_prefix(self) -> Option<&'static str> {
        Some(match self {
            Base::Text => ".ltext",
            Base::Data => ".ldata",
            Base::ReadOnly => ".lrodata",
            Base::ReadOnlyRel => ".ldata.rel.ro",
            Base::Bss => ".lbss",
            Base::Tdata | Base::Tbss => return None,
        })
    }

    /// Name of the standard section; per-symbol sections append `.NAME`.
    pub(crate) fn prefix(self) -> &'static str {
        match self {
            Base::Text => ".text",
            Base::Data => ".data",
            Base::ReadOnly => ".rodata",
            Base::ReadOnlyRel => ".data.rel.ro",
            Base::Bss => ".bss",
            Base::Tdata => ".tdata",
            Base::Tbss => ".tbss",
        }
    }

    /// The `object` crate's kind.
    fn kind(self) -> SectionKind {
        match self {
            Base::Text => SectionKind::Text,
            Base::Data => SectionKind::Data,
            Base::ReadOnly => SectionKind::ReadOnlyData,
            Base::ReadOnlyRel => SectionKind::ReadOnlyDataWithRel,
            Base::Bss => SectionKind::UninitializedData,
            Base::Tdata => SectionKind::Tls,
            Base::Tbss => SectionKind::UninitializedTls,
        }
    }
}

/// The section for the definition of `sym`, whose standard section would
/// be `base`; `own_section` asks for a section of its own
/// (`-ffunction-sections`).
pub(crate) fn section_spec(
    unit: &Unit,
    sym: kiln_targets::SymbolId,
    base: Base,
    own_section: bool,
    merge: Option<Merge>,
) -> Result<SectionSpec, AotError> {
    let info = &unit.symbols[sym.0 as usize];
    let group = match &info.comdat {
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
    if group.is_some() {
        extra |= elf::SHF_GROUP.0;
    }
    if info.retain {
        extra |= elf::SHF_GNU_RETAIN.0;
    }
    if info.associated.is_some() {
        extra |= elf::SHF_LINK_ORDER.0;
    }
    let large = match base.large_prefix() {
        Some(prefix) if info.large && info.section.is_none() => {
            extra |= SHF_X86_64_LARGE;
            Some(prefix)
        }
        _ => None,
    };
    if let (Some(m), None) = (merge, &info.section) {
        let name = match large {
            Some(_) => format!(".l{}", &m.name()[1..]),
            None => m.name(),
        };
        return Ok(SectionSpec {
            name: name.clone(),
            base,
            extra: m.flags() | (extra & SHF_X86_64_LARGE),
            group: None,
            link: None,
            share: Share::User((name, false, None, None)),
            entsize: m.entsize(),
        });
    }
    let (name, base, share) = match &info.section {
        Some(name) => {
            let code = base == Base::Text;
            let key: SectionKey = (
                name.clone(),
                code,
                group.as_ref().map(|c| c.name.clone()),
                info.associated.map(|s| s.0),
            );
            let b = if code { Base::Text } else { Base::Data };
            (name.clone(), b, Share::User(key))
        }
        None if own => (
            format!("{}.{}", large.unwrap_or(base.prefix()), info.name),
            base,
            Share::Own,
        ),
        None => match large {
            Some(prefix) => (
                prefix.to_owned(),
                base,
                Share::User((prefix.to_owned(), base == Base::Text, None, None)),
            ),
            None => (base.prefix().to_owned(), base, Share::Standard),
        },
    };
    Ok(SectionSpec {
        name,
        base,
        extra,
        group,
        link: info.associated,
        share,
        entsize: 0,
    })
}

impl Writer<'_> {
    /// The section for the definition of unit symbol `sym`, whose standard
    /// section would be `base`. A definition with bytes aligned beyond
    /// [`FILE_ALIGN_MAX`] that would not start its shared section gets a
    /// section of its own (same name and flags), so that no padding before
    /// it is written.
    pub(crate) fn section_for(
        &mut self,
        sym: kiln_targets::SymbolId,
        base: Base,
        own_section: bool,
        merge: Option<Merge>,
        align: u64,
    ) -> Result<Placement, AotError> {
        let spec = section_spec(self.unit, sym, base, own_section, merge)?;
        let zero = spec.base.is_zero();
        let starts = |w: &Self, id: SectionId| zero || w.obj.section(id).data().is_empty();
        let over_aligned = align > FILE_ALIGN_MAX;
        let section = match &spec.share {
            Share::Standard => {
                let id = self.obj.section_id(spec.base.standard());
                if !over_aligned || starts(self, id) {
                    return Ok(Placement { section: id, zero });
                }
                self.obj
                    .add_section(Vec::new(), spec.name.clone().into_bytes(), spec.base.kind())
            }
            Share::User(key) => {
                match self.named.get(key) {
                    Some(&id) if !over_aligned || starts(self, id) => {
                        return Ok(Placement { section: id, zero });
                    }
                    Some(_) => {
                        return self.own_section(sym, &spec);
                    }
                    None => {}
                }
                let id = self.obj.add_section(
                    Vec::new(),
                    spec.name.clone().into_bytes(),
                    spec.base.kind(),
                );
                self.named.insert(key.clone(), id);
                if spec.entsize > 0 {
                    self.entsize.push((spec.name.clone(), spec.entsize));
                }
                id
            }
            Share::Own => return self.own_section(sym, &spec),
        };
        self.finish_section(sym, section, spec);
        Ok(Placement { section, zero })
    }

    /// A new section of `spec` for the definition of `sym` alone.
    fn own_section(
        &mut self,
        sym: kiln_targets::SymbolId,
        spec: &SectionSpec,
    ) -> Result<Placement, AotError> {
        let section =
            self.obj
                .add_section(Vec::new(), spec.name.clone().into_bytes(), spec.base.kind());
        self.finish_section(sym, section, spec.clone());
        Ok(Placement {
            section,
            zero: spec.base.is_zero(),
        })
    }

    /// Flags, group and link order of a new `section` of `spec`.
    fn finish_section(
        &mut self,
        sym: kiln_targets::SymbolId,
        section: SectionId,
        spec: SectionSpec,
    ) {
        self.set_flags(section, spec.base, spec.extra);
        if let Some(c) = spec.group {
            self.add_to_group(c, section);
        }
        if let Some(target) = spec.link {
            self.link_order.push((sym, target));
        }
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
