//! Writing a compiled unit as an ELF64 x86-64 relocatable object.

use crate::dwarf::{DebugIds, FuncLines, write_debug};
use crate::eh_frame::{FuncUnwind, write_eh_frame};
use crate::error::AotError;
use crate::sectbuf::SectionBuf;
use kiln_targets::unit::{CodeMeta, Unit, UnitDebug, Visibility};
use kiln_targets::{DataKind, RelocKind};
use object::write::{
    Object, Relocation, SectionId, StandardSection, Symbol, SymbolId, SymbolSection,
};
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

struct Writer<'u> {
    unit: &'u Unit,
    obj: Object<'static>,
    /// Unit symbol → object symbol, created when first defined or used.
    syms: Vec<Option<SymbolId>>,
    /// User sections by name.
    named: HashMap<(String, bool), SectionId>,
}

/// Writes `unit` as a relocatable ELF object; `ctors` and `dtors` go to
/// `.init_array`/`.fini_array` (with `.N` suffixes for non-default
/// priorities, which the linker sorts). `debug` gives per code blob its
/// unwind steps (for `.eh_frame`) and line rows (for `.debug_line`, written
/// when it names any source file).
pub fn write_elf(
    unit: &Unit,
    debug: &UnitDebug,
    ctors: &[Structor],
    dtors: &[Structor],
    opts: &ElfOptions,
) -> Result<Vec<u8>, AotError> {
    let mut w = Writer {
        unit,
        obj: Object::new(BinaryFormat::Elf, Architecture::X86_64, Endianness::Little),
        syms: vec![None; unit.symbols.len()],
        named: HashMap::new(),
    };
    w.define_code(opts)?;
    w.define_data()?;
    w.define_aliases()?;
    w.relocate_code()?;
    w.relocate_data()?;
    w.structors(ctors, b".init_array")?;
    w.structors(dtors, b".fini_array")?;
    w.eh_frame(debug)?;
    if !debug.files.is_empty() {
        w.debug_sections(debug)?;
    }
    let note = w
        .obj
        .add_section(Vec::new(), b".note.GNU-stack".to_vec(), SectionKind::Other);
    w.obj.section_mut(note).flags = SectionFlags::Elf {
        sh_type: elf::SHT_PROGBITS,
        sh_flags: elf::SectionFlags(0),
    };
    w.obj.write().map_err(|e| AotError(e.to_string()))
}

impl Writer<'_> {
    /// The object symbol for unit symbol `s`, created undefined if new.
    fn symbol(&mut self, s: kiln_targets::SymbolId) -> Result<SymbolId, AotError> {
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

    fn user_section(&mut self, name: &str, code: bool) -> SectionId {
        if let Some(&id) = self.named.get(&(name.to_owned(), code)) {
            return id;
        }
        let kind = if code {
            SectionKind::Text
        } else {
            SectionKind::Data
        };
        let id = self
            .obj
            .add_section(Vec::new(), name.as_bytes().to_vec(), kind);
        self.named.insert((name.to_owned(), code), id);
        id
    }

    fn define_code(&mut self, opts: &ElfOptions) -> Result<(), AotError> {
        for blob in &self.unit.code {
            let info = &self.unit.symbols[blob.sym.0 as usize];
            let section = match &info.section {
                Some(name) => self.user_section(name, true),
                None if opts.function_sections => self
                    .obj
                    .add_subsection(StandardSection::Text, info.name.as_bytes()),
                None => self.obj.section_id(StandardSection::Text),
            };
            let id = self.symbol(blob.sym)?;
            self.obj.symbol_mut(id).kind = SymbolKind::Text;
            self.obj
                .add_symbol_data(id, section, &blob.bytes, blob.align.max(1));
        }
        Ok(())
    }

    fn define_data(&mut self) -> Result<(), AotError> {
        for d in &self.unit.data {
            let info = &self.unit.symbols[d.sym.0 as usize];
            let id = self.symbol(d.sym)?;
            self.obj.symbol_mut(id).kind =
                if matches!(d.kind, DataKind::ThreadData | DataKind::ThreadZero) {
                    SymbolKind::Tls
                } else {
                    SymbolKind::Data
                };
            let align = d.align.max(1);
            let section = match (&info.section, d.kind) {
                (Some(name), _) => self.user_section(name, false),
                (None, DataKind::Data) => self.obj.section_id(StandardSection::Data),
                // Pointers in constant data need dynamic relocations in a
                // position-independent executable: `.data.rel.ro`, as LLVM does.
                (None, DataKind::ReadOnly) if !d.relocs.is_empty() => {
                    self.obj.section_id(StandardSection::ReadOnlyDataWithRel)
                }
                (None, DataKind::ReadOnly) => self.obj.section_id(StandardSection::ReadOnlyData),
                (None, DataKind::Zero) => self.obj.section_id(StandardSection::UninitializedData),
                (None, DataKind::ThreadData) => self.obj.section_id(StandardSection::Tls),
                (None, DataKind::ThreadZero) => {
                    self.obj.section_id(StandardSection::UninitializedTls)
                }
            };
            let zero =
                matches!(d.kind, DataKind::Zero | DataKind::ThreadZero) && info.section.is_none();
            if zero {
                self.obj.add_symbol_bss(id, section, d.size, align);
            } else {
                let mut bytes = d.bytes.clone();
                bytes.resize(d.size as usize, 0);
                self.obj.add_symbol_data(id, section, &bytes, align);
            }
        }
        Ok(())
    }

    fn define_aliases(&mut self) -> Result<(), AotError> {
        // Aliases of aliases: resolve in rounds, at most one per alias.
        let mut pending: Vec<_> = self.unit.aliases.clone();
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

    fn relocate_code(&mut self) -> Result<(), AotError> {
        for blob in &self.unit.code {
            let id = self.symbol(blob.sym)?;
            let (section, base) = self.place(id)?;
            for r in &blob.relocs {
                let target = self.symbol(r.sym)?;
                self.reloc(section, base + r.offset as u64, target, r.kind, r.addend)?;
            }
        }
        Ok(())
    }

    fn relocate_data(&mut self) -> Result<(), AotError> {
        for d in &self.unit.data {
            let id = self.symbol(d.sym)?;
            let (section, base) = self.place(id)?;
            for r in &d.relocs {
                let target = self.symbol(r.sym)?;
                self.reloc(section, base + r.offset as u64, target, r.kind, r.addend)?;
            }
        }
        Ok(())
    }

    fn place(&self, id: SymbolId) -> Result<(SectionId, u64), AotError> {
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

    /// Where each code blob is: section, offset, instruction length and
    /// its metadata.
    fn code_places<'d>(
        &self,
        debug: &'d UnitDebug,
    ) -> Result<Vec<(SectionId, u64, u64, Option<&'d CodeMeta>)>, AotError> {
        let mut out = Vec::with_capacity(self.unit.code.len());
        for (i, blob) in self.unit.code.iter().enumerate() {
            let id = self.syms[blob.sym.0 as usize]
                .ok_or_else(|| AotError("a function is not defined".into()))?;
            let (section, base) = self.place(id)?;
            let meta = debug.code.get(i);
            let len = match meta {
                Some(m) if m.code_len > 0 => m.code_len as u64,
                _ => blob.bytes.len() as u64,
            };
            out.push((section, base, len, meta));
        }
        Ok(out)
    }

    /// `.eh_frame` with an FDE for every function whose prologue is known.
    fn eh_frame(&mut self, debug: &UnitDebug) -> Result<(), AotError> {
        let places = self.code_places(debug)?;
        let funcs: Vec<FuncUnwind<'_>> = places
            .iter()
            .filter_map(|&(section, offset, len, meta)| {
                let meta = meta.filter(|m| !m.unwind.is_empty())?;
                Some(FuncUnwind {
                    section,
                    offset,
                    len,
                    steps: &meta.unwind,
                })
            })
            .collect();
        if funcs.is_empty() {
            return Ok(());
        }
        let buf = write_eh_frame(&funcs);
        let id = self
            .obj
            .add_section(Vec::new(), b".eh_frame".to_vec(), SectionKind::ReadOnlyData);
        self.obj.section_mut(id).flags = SectionFlags::Elf {
            sh_type: elf::SHT_X86_64_UNWIND,
            sh_flags: elf::SectionFlags(elf::SHF_ALLOC.0 as u64),
        };
        self.put_buf(id, &buf, 8)
    }

    /// `.debug_abbrev`, `.debug_info`, `.debug_ranges` and `.debug_line`.
    fn debug_sections(&mut self, debug: &UnitDebug) -> Result<(), AotError> {
        let places = self.code_places(debug)?;
        let funcs: Vec<FuncLines<'_>> = places
            .iter()
            .map(|&(section, offset, len, meta)| FuncLines {
                section,
                offset,
                len,
                rows: meta.map_or(&[][..], |m| &m.lines),
            })
            .collect();
        let mut debug_section = |name: &[u8]| {
            let id = self
                .obj
                .add_section(Vec::new(), name.to_vec(), SectionKind::Debug);
            self.obj.section_mut(id).flags = SectionFlags::Elf {
                sh_type: elf::SHT_PROGBITS,
                sh_flags: elf::SectionFlags(0),
            };
            id
        };
        let abbrev = debug_section(b".debug_abbrev");
        let info = debug_section(b".debug_info");
        let ranges = debug_section(b".debug_ranges");
        let line = debug_section(b".debug_line");
        let d = write_debug(
            debug,
            &funcs,
            DebugIds {
                abbrev,
                line,
                ranges,
            },
        );
        self.put_buf(abbrev, &d.abbrev, 1)?;
        self.put_buf(info, &d.info, 1)?;
        self.put_buf(ranges, &d.ranges, 1)?;
        self.put_buf(line, &d.line, 1)
    }

    /// Appends `buf` to `section` with its relocations (against section
    /// symbols).
    fn put_buf(
        &mut self,
        section: SectionId,
        buf: &SectionBuf,
        align: u64,
    ) -> Result<(), AotError> {
        let base = self.obj.append_section_data(section, &buf.bytes, align);
        for r in &buf.relocs {
            let symbol = self.obj.section_symbol(r.target);
            self.obj
                .add_relocation(
                    section,
                    Relocation {
                        offset: base + r.offset,
                        symbol,
                        addend: r.addend,
                        flags: RelocationFlags::Elf { r_type: r.r_type },
                    },
                )
                .map_err(|e| AotError(e.to_string()))?;
        }
        Ok(())
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
                        sh_flags: elf::SectionFlags((elf::SHF_WRITE.0 | elf::SHF_ALLOC.0) as u64),
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
