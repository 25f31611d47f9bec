//! The unwind and debug tables of an object: `.eh_frame` and the DWARF
//! sections, placed against the code sections the writer chose.

use crate::dwarf::{DebugIds, FuncLines, write_debug};
use crate::eh_frame::{FuncUnwind, write_eh_frame};
use crate::elf::Writer;
use crate::error::AotError;
use crate::sectbuf::SectionBuf;
use kiln_targets::unit::{CodeMeta, UnitDebug};
use object::write::{Relocation, SectionId};
use object::{RelocationFlags, SectionFlags, SectionKind, elf};

/// Where a code blob is: section, offset, instruction length, and its
/// metadata if known.
type CodePlace<'d> = (SectionId, u64, u64, Option<&'d CodeMeta>);

impl Writer<'_> {
    /// Where each code blob is: section, offset, instruction length and
    /// its metadata.
    fn code_places<'d>(&self, debug: &'d UnitDebug) -> Result<Vec<CodePlace<'d>>, AotError> {
        let mut out = Vec::with_capacity(self.unit.code.len());
        for (i, blob) in self.unit.code.iter().enumerate() {
            if self.unit.symbols[blob.sym.0 as usize].available_externally {
                continue;
            }
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
    pub(crate) fn eh_frame(&mut self, debug: &UnitDebug) -> Result<(), AotError> {
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
        let wide = self.unit.symbols.iter().any(|s| s.is_func && s.large);
        let buf = write_eh_frame(&funcs, wide);
        let id = self
            .obj
            .add_section(Vec::new(), b".eh_frame".to_vec(), SectionKind::ReadOnlyData);
        self.obj.section_mut(id).flags = SectionFlags::Elf {
            sh_type: elf::SHT_X86_64_UNWIND,
            sh_flags: elf::SectionFlags(elf::SHF_ALLOC.0),
        };
        self.put_buf(id, &buf, 8)
    }

    /// `.debug_abbrev`, `.debug_info`, `.debug_ranges` and `.debug_line`.
    pub(crate) fn debug_sections(&mut self, debug: &UnitDebug) -> Result<(), AotError> {
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
    pub(crate) fn put_buf(
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
}
