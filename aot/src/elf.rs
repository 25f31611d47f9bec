//! Writing a compiled unit as an ELF64 x86-64 relocatable object.

use crate::error::AotError;
use crate::llvm_ext::{address_significant, uleb_list};
use crate::overalign::MAX_DATA_BYTES;
use crate::patch::Layout;
use crate::place::{Base, Merge, SectionKey};
use kiln_targets::unit::{ComdatRef, ObjectExtras, Unit, UnitDebug, Visibility};
use kiln_targets::{DataKind, RelocKind};
use object::write::{Object, Relocation, SectionId, Symbol, SymbolId, SymbolSection};
use object::{
    Architecture, BinaryFormat, Endianness, RelocationFlags, SectionFlags, SectionKind,
    SymbolFlags, SymbolKind, SymbolScope, elf,
};
use std::collections::HashMap;

/// Options of the ELF writer.
#[derive(Clone, Debug, Default)]
pub struct ElfOptions {
    /// Put every function in its own `.text.NAME` section (`-ffunction-sections`).
    pub function_sections: bool,
}

/// A global constructor or destructor for `.init_array`/`.fini_array`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Structor {
    /// Priority (65535 is the default, lower runs first).
    pub priority: u32,
    /// The function.
    pub sym: kiln_targets::SymbolId,
}

/// The object being built from one unit.
pub(crate) struct Writer<'u> {
    /// The unit.
    pub unit: &'u Unit,
    /// The object.
    pub obj: Object<'static>,
    /// Unit symbol → object symbol, created when first defined or used.
    pub syms: Vec<Option<SymbolId>>,
    /// User sections by name, kind, group and association.
    pub named: HashMap<SectionKey, SectionId>,
    /// COMDAT groups and their sections, in first-use order.
    pub groups: Vec<(ComdatRef, Vec<SectionId>)>,
    /// Group name → index in `groups`.
    pub group_index: HashMap<String, usize>,
    /// `SHF_LINK_ORDER` sections, by a symbol defined in each, and the
    /// symbol whose section they follow.
    pub link_order: Vec<(kiln_targets::SymbolId, kiln_targets::SymbolId)>,
    /// Names of sections whose `sh_link` is the symbol table, with their
    /// `sh_entsize` (0: leave).
    pub symtab_linked: Vec<(&'static [u8], u64)>,
    /// Mergeable sections by name, and their `sh_entsize`.
    pub entsize: Vec<(String, u64)>,
    /// Definitions aligned beyond what the `object` crate was given, and
    /// their alignments (see `overalign.rs`).
    pub over_aligned: Vec<(kiln_targets::SymbolId, u64)>,
    /// Block label → (its function, offset in it), from the unit's
    /// aliases.
    pub labels: HashMap<kiln_targets::SymbolId, (kiln_targets::SymbolId, i64)>,
}

/// Writes `unit` as a relocatable ELF object; `ctors` and `dtors` go to
/// `.init_array`/`.fini_array` (with `.N` suffixes for non-default
/// priorities, which the linker sorts). `debug` gives per code blob its
/// unwind steps (for `.eh_frame`) and line rows (for the DWARF sections,
/// written when it names any source file); `extras` the module-level
/// content of LLVM's ELF extension sections.
pub fn write_elf(
    unit: &Unit,
    debug: &UnitDebug,
    extras: &ObjectExtras,
    ctors: &[Structor],
    dtors: &[Structor],
    opts: &ElfOptions,
) -> Result<Vec<u8>, AotError> {
    let mut w = Writer {
        unit,
        obj: Object::new(BinaryFormat::Elf, Architecture::X86_64, Endianness::Little),
        syms: vec![None; unit.symbols.len()],
        named: HashMap::new(),
        groups: Vec::new(),
        group_index: HashMap::new(),
        link_order: Vec::new(),
        symtab_linked: Vec::new(),
        entsize: Vec::new(),
        over_aligned: Vec::new(),
        labels: (unit.aliases.iter())
            .filter(|a| unit.symbols[a.sym.0 as usize].code_label)
            .map(|a| (a.sym, (a.target, a.offset)))
            .collect(),
    };
    if let Some(name) = &extras.source_filename {
        w.obj.add_file_symbol(name.as_bytes().to_vec());
    }
    w.define_code(opts)?;
    w.define_data()?;
    w.define_aliases()?;
    w.define_ifuncs()?;
    w.relocate_code()?;
    w.relocate_data()?;
    w.structors(ctors, b".init_array")?;
    w.structors(dtors, b".fini_array")?;
    w.llvm_extensions(extras)?;
    let note = w
        .obj
        .add_section(Vec::new(), b".note.GNU-stack".to_vec(), SectionKind::Other);
    w.obj.section_mut(note).flags = SectionFlags::Elf {
        sh_type: elf::SHT_PROGBITS,
        sh_flags: elf::SectionFlags(0),
    };
    w.eh_frame(debug)?;
    if !debug.files.is_empty() {
        w.debug_sections(debug)?;
    }
    let addrsig = extras.addrsig.then(|| w.addrsig_section());
    w.write_groups()?;
    let mut image = w.obj.write().map_err(|e| AotError(e.to_string()))?;
    if let Some(id) = addrsig {
        let structors: Vec<_> = ctors.iter().chain(dtors).map(|s| s.sym).collect();
        let names = address_significant(unit, &structors, |i| w.syms[i].is_some());
        let index = Layout::read(&image)?.symbols(&image)?;
        let list: Vec<u32> = names
            .iter()
            .filter_map(|n| index.get(n).map(|&(i, _)| i))
            .collect();
        w.obj.append_section_data(id, &uleb_list(&list), 1);
        image = w.obj.write().map_err(|e| AotError(e.to_string()))?;
    }
    w.patch(&mut image)?;
    w.patch_alignments(&mut image)?;
    Ok(image)
}

impl Writer<'_> {
    /// Fills in the section-header fields the `object` writer leaves zero:
    /// `sh_link` of `SHF_LINK_ORDER` sections (found through the symbols
    /// defined in them) and of sections indexing the symbol table.
    fn patch(&self, image: &mut [u8]) -> Result<(), AotError> {
        if self.link_order.is_empty() && self.symtab_linked.is_empty() && self.entsize.is_empty() {
            return Ok(());
        }
        let layout = Layout::read(image)?;
        let symbols = layout.symbols(image)?;
        let shndx = |s: kiln_targets::SymbolId| {
            let name = self.unit.symbols[s.0 as usize].name.as_bytes();
            symbols
                .get(name)
                .map(|&(_, shndx)| shndx as u32)
                .filter(|&i| i != 0 && i < elf::SHN_LORESERVE as u32)
        };
        for &(member, target) in &self.link_order {
            let (Some(at), Some(link)) = (shndx(member), shndx(target)) else {
                return Err(AotError(format!(
                    "'!associated' global '{}' is not defined in this module",
                    self.unit.symbols[target.0 as usize].name
                )));
            };
            layout.set_link(image, at, link);
        }
        for (name, entsize) in &self.entsize {
            if let Some(at) = layout.section_named(image, name.as_bytes()) {
                layout.set_entsize(image, at, *entsize);
            }
        }
        for (name, entsize) in &self.symtab_linked {
            let Some(at) = layout.section_named(image, name) else {
                continue;
            };
            layout.set_link(image, at, layout.symtab);
            if *entsize > 0 {
                layout.set_entsize(image, at, *entsize);
            }
        }
        Ok(())
    }
}

impl Writer<'_> {
    /// The object symbol for unit symbol `s`, created undefined if new.
    pub(crate) fn symbol(&mut self, s: kiln_targets::SymbolId) -> Result<SymbolId, AotError> {
        let i = s.0 as usize;
        let info = self
            .unit
            .symbols
            .get(i)
            .ok_or_else(|| AotError(format!("symbol #{i} is not in the symbol table")))?;
        if let Some(id) = self.syms[i] {
            return Ok(id);
        }
        let scope = if info.local {
            SymbolScope::Compilation
        } else {
            match info.visibility {
                Visibility::Default => SymbolScope::Dynamic,
                Visibility::Hidden | Visibility::Protected => SymbolScope::Linkage,
            }
        };
        let flags = if info.visibility == Visibility::Protected && !info.local {
            let bind = if info.weak {
                elf::STB_WEAK
            } else {
                elf::STB_GLOBAL
            };
            let ty = if info.is_func {
                elf::STT_FUNC
            } else {
                elf::STT_OBJECT
            };
            SymbolFlags::Elf {
                st_info: elf::SymbolInfo::new(bind, ty),
                st_other: elf::STV_PROTECTED.into(),
            }
        } else {
            SymbolFlags::None
        };
        let id = self.obj.add_symbol(Symbol {
            name: info.name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind: if info.is_func {
                SymbolKind::Text
            } else {
                SymbolKind::Data
            },
            scope,
            weak: info.weak,
            section: SymbolSection::Undefined,
            flags,
        });
        self.syms[i] = Some(id);
        Ok(id)
    }

    fn define_code(&mut self, opts: &ElfOptions) -> Result<(), AotError> {
        for blob in &self.unit.code {
            if self.unit.symbols[blob.sym.0 as usize].available_externally {
                continue;
            }
            let align = blob.align.max(1);
            let place =
                self.section_for(blob.sym, Base::Text, opts.function_sections, None, align)?;
            let id = self.symbol(blob.sym)?;
            self.obj.symbol_mut(id).kind = SymbolKind::Text;
            self.define_bytes(blob.sym, id, place.section, &blob.bytes, align);
        }
        Ok(())
    }

    fn define_data(&mut self) -> Result<(), AotError> {
        for d in &self.unit.data {
            let info = &self.unit.symbols[d.sym.0 as usize];
            if info.available_externally {
                continue;
            }
            let common = info.common && info.section.is_none() && info.comdat.is_none();
            let id = self.symbol(d.sym)?;
            let tls = matches!(d.kind, DataKind::ThreadData | DataKind::ThreadZero);
            self.obj.symbol_mut(id).kind = if tls {
                SymbolKind::Tls
            } else {
                SymbolKind::Data
            };
            let align = d.align.max(1);
            if common && !tls {
                let vis = match info.visibility {
                    Visibility::Default => elf::STV_DEFAULT,
                    Visibility::Hidden => elf::STV_HIDDEN,
                    Visibility::Protected => elf::STV_PROTECTED,
                };
                let s = self.obj.symbol_mut(id);
                s.section = SymbolSection::Common;
                s.size = d.size;
                s.value = align;
                s.weak = false;
                s.flags = SymbolFlags::Elf {
                    st_info: elf::SymbolInfo::new(elf::STB_GLOBAL, elf::STT_OBJECT),
                    st_other: vis.into(),
                };
                continue;
            }
            let base = match d.kind {
                DataKind::Data => Base::Data,
                // Pointers in constant data need dynamic relocations in a
                // position-independent executable: `.data.rel.ro`, as LLVM does.
                DataKind::ReadOnly if !d.relocs.is_empty() => Base::ReadOnlyRel,
                DataKind::ReadOnly => Base::ReadOnly,
                DataKind::Zero => Base::Bss,
                DataKind::ThreadData => Base::Tdata,
                DataKind::ThreadZero => Base::Tbss,
            };
            let merge = (base == Base::ReadOnly)
                .then(|| Merge::of(info.unnamed_const, &d.bytes, d.size, d.align, false))
                .flatten();
            let place = self.section_for(d.sym, base, false, merge, align)?;
            if place.zero {
                self.define_zero(d.sym, id, place.section, d.size, align)?;
            } else if d.size > MAX_DATA_BYTES {
                return Err(AotError(format!(
                    "'{}' has {} bytes of initialised data; at most 1 GiB per global is written (zero-initialised globals have no limit)",
                    info.name, d.size
                )));
            } else if d.bytes.len() as u64 == d.size {
                self.define_bytes(d.sym, id, place.section, &d.bytes, align);
            } else {
                let mut bytes = d.bytes.clone();
                bytes.resize(d.size as usize, 0);
                self.define_bytes(d.sym, id, place.section, &bytes, align);
            }
        }
        Ok(())
    }

    fn define_aliases(&mut self) -> Result<(), AotError> {
        // Aliases of aliases: resolve in rounds, at most one per alias.
        // Block labels are no symbols of the object (relocations name the
        // section instead, as an assembler does with `.L` labels).
        let unit = self.unit;
        let mut pending: Vec<_> = (unit.aliases.iter())
            .filter(|a| !unit.symbols[a.sym.0 as usize].code_label)
            .copied()
            .collect();
        for _ in 0..=self.unit.aliases.len() {
            let mut rest = Vec::new();
            for a in pending {
                let target = self.symbol(a.target)?;
                let t = self.obj.symbol(target);
                let SymbolSection::Section(section) = t.section else {
                    rest.push(a);
                    continue;
                };
                let (value, size, kind) = (t.value, t.size, t.kind);
                let id = self.symbol(a.sym)?;
                let s = self.obj.symbol_mut(id);
                s.section = SymbolSection::Section(section);
                s.value = value.wrapping_add(a.offset as u64);
                s.size = size;
                s.kind = kind;
            }
            if rest.is_empty() {
                return Ok(());
            }
            pending = rest;
        }
        let a = &pending[0];
        Err(AotError(format!(
            "alias '{}' does not resolve to a definition in this module",
            self.unit.symbols[a.sym.0 as usize].name
        )))
    }

    /// Ifuncs: `STT_GNU_IFUNC` symbols at their resolvers.
    fn define_ifuncs(&mut self) -> Result<(), AotError> {
        for (i, info) in self.unit.symbols.iter().enumerate() {
            let Some(resolver) = info.ifunc_resolver else {
                continue;
            };
            let r = self.symbol(resolver)?;
            let (section, value, size) = {
                let t = self.obj.symbol(r);
                let SymbolSection::Section(section) = t.section else {
                    return Err(AotError(format!(
                        "ifunc '{}': its resolver is not defined in this module",
                        info.name
                    )));
                };
                (section, t.value, t.size)
            };
            let bind = if info.local {
                elf::STB_LOCAL
            } else if info.weak {
                elf::STB_WEAK
            } else {
                elf::STB_GLOBAL
            };
            let vis = match info.visibility {
                Visibility::Default => elf::STV_DEFAULT,
                Visibility::Hidden => elf::STV_HIDDEN,
                Visibility::Protected => elf::STV_PROTECTED,
            };
            let id = self.symbol(kiln_targets::SymbolId(i as u32))?;
            let s = self.obj.symbol_mut(id);
            s.section = SymbolSection::Section(section);
            s.value = value;
            s.size = size;
            s.kind = SymbolKind::Text;
            s.flags = SymbolFlags::Elf {
                st_info: elf::SymbolInfo::new(bind, elf::STT_GNU_IFUNC),
                st_other: vis.into(),
            };
        }
        Ok(())
    }

    fn relocate_code(&mut self) -> Result<(), AotError> {
        for blob in &self.unit.code {
            if self.unit.symbols[blob.sym.0 as usize].available_externally {
                continue;
            }
            let id = self.symbol(blob.sym)?;
            let (section, base) = self.place(id)?;
            for r in &blob.relocs {
                let (target, addend) = self.reloc_target(r.sym, r.addend)?;
                crate::tls::mark_undefined(&mut self.obj, target, r.kind);
                self.reloc(section, base + r.offset as u64, target, r.kind, addend)?;
            }
        }
        Ok(())
    }

    fn relocate_data(&mut self) -> Result<(), AotError> {
        for d in &self.unit.data {
            let info = &self.unit.symbols[d.sym.0 as usize];
            if info.available_externally || (info.common && d.relocs.is_empty()) {
                continue;
            }
            let id = self.symbol(d.sym)?;
            let (section, base) = self.place(id)?;
            for r in &d.relocs {
                let (target, addend) = self.reloc_target(r.sym, r.addend)?;
                self.reloc(section, base + r.offset as u64, target, r.kind, addend)?;
            }
        }
        Ok(())
    }

    /// The object symbol and addend a relocation against unit symbol `s`
    /// with `addend` uses: a block label becomes its function's section
    /// symbol and the label's offset in the section.
    fn reloc_target(
        &mut self,
        s: kiln_targets::SymbolId,
        addend: i64,
    ) -> Result<(SymbolId, i64), AotError> {
        let Some(&(target, offset)) = self.labels.get(&s) else {
            return Ok((self.symbol(s)?, addend));
        };
        let func = self.symbol(target)?;
        let (section, value) = self.place(func)?;
        let at = value.wrapping_add(offset as u64) as i64;
        Ok((self.obj.section_symbol(section), addend.wrapping_add(at)))
    }

    pub(crate) fn place(&self, id: SymbolId) -> Result<(SectionId, u64), AotError> {
        let s = self.obj.symbol(id);
        match s.section {
            SymbolSection::Section(section) => Ok((section, s.value)),
            _ => Err(AotError(format!(
                "'{}' is not defined",
                String::from_utf8_lossy(&s.name)
            ))),
        }
    }

    fn reloc(
        &mut self,
        section: SectionId,
        offset: u64,
        symbol: SymbolId,
        kind: RelocKind,
        addend: i64,
    ) -> Result<(), AotError> {
        let r_type = match kind {
            RelocKind::X86PcRel4 => elf::R_X86_64_PC32,
            RelocKind::X86CallPlt4 => elf::R_X86_64_PLT32,
            RelocKind::X86GotPcRel4 => elf::R_X86_64_REX_GOTPCRELX,
            RelocKind::Abs8 => elf::R_X86_64_64,
            RelocKind::Abs4 => elf::R_X86_64_32,
            RelocKind::X86TlsGd => elf::R_X86_64_TLSGD,
            RelocKind::X86TlsLd => elf::R_X86_64_TLSLD,
            RelocKind::X86DtpOff4 => elf::R_X86_64_DTPOFF32,
            RelocKind::X86GotTpOff4 => elf::R_X86_64_GOTTPOFF,
            RelocKind::X86TpOff4 => elf::R_X86_64_TPOFF32,
            RelocKind::X86GotOff8 => elf::R_X86_64_GOTOFF64,
            RelocKind::X86GotEntry8 => elf::R_X86_64_GOT64,
            RelocKind::X86GotPc8 => elf::R_X86_64_GOTPC64,
        };
        self.obj
            .add_relocation(
                section,
                Relocation {
                    offset,
                    symbol,
                    addend,
                    flags: RelocationFlags::Elf { r_type },
                },
            )
            .map_err(|e| AotError(e.to_string()))
    }

    fn structors(&mut self, list: &[Structor], base: &[u8]) -> Result<(), AotError> {
        let mut sections: HashMap<u32, SectionId> = HashMap::new();
        for s in list {
            let section = match sections.get(&s.priority) {
                Some(&id) => id,
                None => {
                    let mut name = base.to_vec();
                    if s.priority != 65535 {
                        name.extend_from_slice(format!(".{:05}", s.priority).as_bytes());
                    }
                    let id = self.obj.add_section(Vec::new(), name, SectionKind::Data);
                    let sh_type = if base == b".init_array" {
                        elf::SHT_INIT_ARRAY
                    } else {
                        elf::SHT_FINI_ARRAY
                    };
                    self.obj.section_mut(id).flags = SectionFlags::Elf {
                        sh_type,
                        sh_flags: elf::SectionFlags(elf::SHF_WRITE.0 | elf::SHF_ALLOC.0),
                    };
                    sections.insert(s.priority, id);
                    id
                }
            };
            let offset = self.obj.append_section_data(section, &[0; 8], 8);
            let target = self.symbol(s.sym)?;
            self.reloc(section, offset, target, RelocKind::Abs8, 0)?;
        }
        Ok(())
    }
}
