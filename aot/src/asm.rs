//! Assembly output (GNU `as` syntax, AT&T, with LLVM's ELF extensions as
//! llvm-mc-19 reads them) for the same content as [`crate::write_elf`]:
//! sections with their flags, groups and `unique` ids, symbols, data, code
//! as `.byte`s with `.reloc` directives at the relocated fields (so that the
//! assembled object has the same bytes and relocations), CFI directives for
//! `.eh_frame`, `.file`/`.loc` for the line table, `.init_array` and
//! `.fini_array`, and the extension sections.
//!
//! The code is not disassembled: kiln's encodings are kept byte for byte.
//! With debug information, the DWARF compile unit is written as data
//! ([`crate::asm_dwarf`]) and the assembler makes `.debug_line` from the
//! `.loc`s.

use crate::asm_dwarf::{Range, write_unit};
use crate::asm_text::{Event, bytes_with, quote, string};
use crate::dwarf::stmt_flags;
use crate::elf::{ElfOptions, Structor};
use crate::error::AotError;
use crate::llvm_ext::address_significant;
use crate::place::{Base, Merge, SectionSpec, Share, section_spec};
use kiln_targets::unit::{LineRow, ObjectExtras, Unit, UnitDebug, UnwindStep, Visibility};
use kiln_targets::{DataKind, Reloc, RelocKind, SymbolId};
use std::collections::HashMap;
use std::fmt::Write;

/// Register names by x86-64 hardware number.
const REG: [&str; 16] = [
    "rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", "r13",
    "r14", "r15",
];

struct AsmWriter<'u> {
    unit: &'u Unit,
    out: String,
    /// Shared sections: key → directive.
    shared: HashMap<(String, Share), String>,
    /// Section names used so far.
    names: HashMap<String, u32>,
    next_unique: u32,
    /// Symbols defined (or common) in the output.
    defined: Vec<bool>,
}

/// Writes `unit` as assembly text (see the module documentation).
pub fn write_asm(
    unit: &Unit,
    debug: &UnitDebug,
    extras: &ObjectExtras,
    ctors: &[Structor],
    dtors: &[Structor],
    opts: &ElfOptions,
) -> Result<String, AotError> {
    let mut w = AsmWriter {
        unit,
        out: String::new(),
        shared: HashMap::new(),
        names: HashMap::new(),
        next_unique: 1,
        defined: vec![false; unit.symbols.len()],
    };
    if let Some(name) = &extras.source_filename {
        let _ = writeln!(w.out, "\t.file\t{}", string(name.as_bytes()));
    }
    for (i, f) in debug.files.iter().enumerate() {
        let _ = writeln!(
            w.out,
            "\t.file\t{} {} {}",
            i + 1,
            string(f.dir.as_bytes()),
            string(f.name.as_bytes())
        );
    }
    let mut ranges = Vec::new();
    let mut stmt = true;
    for (i, blob) in unit.code.iter().enumerate() {
        if unit.symbols[blob.sym.0 as usize].available_externally {
            continue;
        }
        let spec = section_spec(unit, blob.sym, Base::Text, opts.function_sections, None)?;
        w.switch(&spec);
        let meta = debug.code.get(i);
        w.define(blob.sym, blob.align, true);
        let code_len = meta.map_or(blob.bytes.len() as u32, |m| {
            if m.code_len > 0 {
                m.code_len
            } else {
                blob.bytes.len() as u32
            }
        });
        let steps: &[(u32, UnwindStep)] = meta.map_or(&[], |m| &m.unwind);
        let rows: &[LineRow] = meta.map_or(&[], |m| &m.lines);
        let mut events: Vec<Event> = Vec::new();
        let ev = |at: u32, order: u8, text: String, skip: u32| Event {
            at,
            order,
            text,
            skip,
        };
        if !steps.is_empty() {
            w.out.push_str("\t.cfi_startproc\n");
            for &(at, step) in steps {
                if let Some(text) = cfi(step) {
                    events.push(ev(at, 0, text, 0));
                }
            }
            events.push(ev(code_len, 0, "\t.cfi_endproc\n".into(), 0));
        }
        for (r, is_stmt) in rows.iter().zip(stmt_flags(rows)) {
            let mut text = format!("\t.loc\t{} {} {}", r.file + 1, r.line, r.column);
            if r.prologue_end {
                text.push_str(" prologue_end");
            }
            // The assembler keeps `is_stmt` from one `.loc` to the next.
            if is_stmt != stmt {
                stmt = is_stmt;
                text.push_str(if is_stmt { " is_stmt 1" } else { " is_stmt 0" });
            }
            text.push('\n');
            events.push(ev(r.offset, 1, text, 0));
        }
        for r in &blob.relocs {
            let (text, skip) = w.reloc(r);
            events.push(ev(r.offset, 2, text, skip));
        }
        events.sort_by_key(|e| (e.at, e.order));
        bytes_with(&mut w.out, &blob.bytes, &events);
        let _ = writeln!(w.out, "\t.size\t{0}, .-{0}", w.name(blob.sym));
        ranges.push(Range {
            sym: w.name(blob.sym),
            len: code_len as u64,
        });
    }
    w.data()?;
    w.aliases()?;
    w.structors(ctors, ".init_array", "@init_array");
    w.structors(dtors, ".fini_array", "@fini_array");
    w.extensions(extras, ctors, dtors);
    if !debug.files.is_empty() {
        write_unit(&mut w.out, debug, &ranges);
    }
    w.out
        .push_str("\t.section\t.note.GNU-stack,\"\",@progbits\n");
    Ok(w.out)
}

/// The CFI directive of a prologue step.
fn cfi(step: UnwindStep) -> Option<String> {
    match step {
        UnwindStep::PushFrameReg => {
            Some("\t.cfi_def_cfa_offset 16\n\t.cfi_offset %rbp, -16\n".into())
        }
        UnwindStep::SetFrameReg => Some("\t.cfi_def_cfa_register %rbp\n".into()),
        UnwindStep::SaveReg { hw, offset } => Some(format!(
            "\t.cfi_offset %{}, -{offset}\n",
            REG.get(hw as usize).copied().unwrap_or("rax")
        )),
        UnwindStep::FrameRegRestored => {
            Some("\t.cfi_remember_state\n\t.cfi_def_cfa %rsp, 8\n".into())
        }
        UnwindStep::EpilogueEnd => Some("\t.cfi_restore_state\n".into()),
        UnwindStep::StackAlloc { .. } => None,
    }
}

impl AsmWriter<'_> {
    fn name(&self, s: SymbolId) -> String {
        quote(&self.unit.symbols[s.0 as usize].name)
    }

    /// Switches to the section of `spec`.
    fn switch(&mut self, spec: &SectionSpec) {
        let key = (spec.name.clone(), spec.share.clone());
        if let Some(d) = self.shared.get(&key) {
            let d = d.clone();
            self.out.push_str(&d);
            return;
        }
        let d = match spec.share {
            Share::Standard => match spec.base {
                Base::Text => "\t.text\n".to_owned(),
                Base::Data => "\t.data\n".to_owned(),
                Base::Bss => "\t.bss\n".to_owned(),
                b => self.directive(b.prefix(), spec, false),
            },
            _ => {
                let unique = self.names.contains_key(&spec.name);
                self.directive(&spec.name.clone(), spec, unique)
            }
        };
        *self.names.entry(spec.name.clone()).or_default() += 1;
        if spec.share != Share::Own {
            self.shared.insert(key, d.clone());
        }
        self.out.push_str(&d);
    }

    fn directive(&mut self, name: &str, spec: &SectionSpec, unique: bool) -> String {
        let mut flags = String::from("a");
        match spec.base {
            Base::Text => flags.push('x'),
            Base::ReadOnly => {}
            _ => flags.push('w'),
        }
        if matches!(spec.base, Base::Tdata | Base::Tbss) {
            flags.push('T');
        }
        if spec.link.is_some() {
            flags.push('o');
        }
        if spec.extra & object::elf::SHF_MERGE.0 != 0 {
            flags.push('M');
        }
        if spec.extra & object::elf::SHF_STRINGS.0 != 0 {
            flags.push('S');
        }
        if spec.group.is_some() {
            flags.push('G');
        }
        if spec.extra & object::elf::SHF_GNU_RETAIN.0 != 0 {
            flags.push('R');
        }
        if spec.extra & crate::place::SHF_X86_64_LARGE != 0 {
            flags.push('l');
        }
        let ty = if matches!(spec.base, Base::Bss | Base::Tbss) {
            "@nobits"
        } else {
            "@progbits"
        };
        let mut d = format!("\t.section\t{},\"{flags}\",{ty}", quote(name));
        if spec.entsize > 0 {
            let _ = write!(d, ",{}", spec.entsize);
        }
        if let Some(l) = spec.link {
            let _ = write!(d, ",{}", self.name(l));
        }
        if let Some(g) = &spec.group {
            let _ = write!(d, ",{},comdat", quote(&g.name));
        }
        if unique {
            let _ = write!(d, ",unique,{}", self.next_unique);
            self.next_unique += 1;
        }
        d.push('\n');
        d
    }

    /// Binding, visibility, type, alignment and the label of `s`.
    fn define(&mut self, s: SymbolId, align: u64, func: bool) {
        let name = self.name(s);
        let align = align.max(1);
        if align > 1 {
            let _ = writeln!(self.out, "\t.p2align\t{}", align.trailing_zeros());
        }
        self.binding(s);
        let ty = if func { "@function" } else { "@object" };
        let _ = writeln!(self.out, "\t.type\t{name},{ty}");
        let _ = writeln!(self.out, "{name}:");
        self.defined[s.0 as usize] = true;
    }

    fn binding(&mut self, s: SymbolId) {
        let info = &self.unit.symbols[s.0 as usize];
        let name = self.name(s);
        if !info.local {
            let bind = if info.weak { "weak" } else { "globl" };
            let _ = writeln!(self.out, "\t.{bind}\t{name}");
            match info.visibility {
                Visibility::Default => {}
                Visibility::Hidden => {
                    let _ = writeln!(self.out, "\t.hidden\t{name}");
                }
                Visibility::Protected => {
                    let _ = writeln!(self.out, "\t.protected\t{name}");
                }
            }
        }
    }

    /// The directive writing the relocated field of `r`, and its size.
    /// Pc-relative fields are expressions against `.` (so that the
    /// assembler keeps preemptible symbols as it does for instructions);
    /// GOT loads use `.reloc` to get the relaxable type, and so do the
    /// TLS and large-code-model GOT-relative fields.
    fn reloc(&self, r: &Reloc) -> (String, u32) {
        let sym = self.name(r.sym);
        let addend = match r.addend {
            0 => String::new(),
            a if a > 0 => format!("+{a}"),
            a => format!("{a}"),
        };
        match r.kind {
            RelocKind::X86PcRel4 => (format!("\t.long\t{sym}{addend}-.\n"), 4),
            RelocKind::X86CallPlt4 => (format!("\t.long\t{sym}@PLT{addend}-.\n"), 4),
            RelocKind::X86GotPcRel4 => (
                format!("\t.reloc\t., R_X86_64_REX_GOTPCRELX, {sym}{addend}\n\t.long\t0\n"),
                4,
            ),
            RelocKind::Abs8 => (format!("\t.quad\t{sym}{addend}\n"), 8),
            RelocKind::Abs4 => (format!("\t.long\t{sym}{addend}\n"), 4),
            RelocKind::X86TlsGd
            | RelocKind::X86TlsLd
            | RelocKind::X86DtpOff4
            | RelocKind::X86GotTpOff4
            | RelocKind::X86TpOff4 => (
                format!(
                    "\t.reloc\t., {}, {sym}{addend}\n\t.long\t0\n",
                    crate::tls::elf_name(r.kind)
                ),
                4,
            ),
            RelocKind::X86GotOff8 | RelocKind::X86GotEntry8 | RelocKind::X86GotPc8 => (
                format!(
                    "\t.reloc\t., {}, {sym}{addend}\n\t.quad\t0\n",
                    crate::tls::elf_name(r.kind)
                ),
                8,
            ),
        }
    }

    fn data(&mut self) -> Result<(), AotError> {
        // `SHF_LINK_ORDER` sections name a symbol already placed: the
        // associated globals come last.
        let assoc = |d: &&kiln_targets::DataObject| {
            self.unit.symbols[d.sym.0 as usize].associated.is_some()
        };
        let order: Vec<&kiln_targets::DataObject> = self
            .unit
            .data
            .iter()
            .filter(|d| !assoc(d))
            .chain(self.unit.data.iter().filter(|d| assoc(d)))
            .collect();
        for d in order {
            let info = &self.unit.symbols[d.sym.0 as usize];
            if info.available_externally {
                continue;
            }
            let tls = matches!(d.kind, DataKind::ThreadData | DataKind::ThreadZero);
            if info.common && info.section.is_none() && info.comdat.is_none() && !tls {
                let name = self.name(d.sym);
                if info.visibility == Visibility::Hidden {
                    let _ = writeln!(self.out, "\t.hidden\t{name}");
                }
                let _ = writeln!(self.out, "\t.type\t{name},@object");
                let _ = writeln!(self.out, "\t.comm\t{name},{},{}", d.size, d.align.max(1));
                self.defined[d.sym.0 as usize] = true;
                continue;
            }
            let base = match d.kind {
                DataKind::Data => Base::Data,
                DataKind::ReadOnly if !d.relocs.is_empty() => Base::ReadOnlyRel,
                DataKind::ReadOnly => Base::ReadOnly,
                DataKind::Zero => Base::Bss,
                DataKind::ThreadData => Base::Tdata,
                DataKind::ThreadZero => Base::Tbss,
            };
            let merge = (base == Base::ReadOnly)
                .then(|| Merge::of(info.unnamed_const, &d.bytes, d.size, d.align, false))
                .flatten();
            let spec = section_spec(self.unit, d.sym, base, false, merge)?;
            self.switch(&spec);
            self.define(d.sym, d.align, false);
            let zero = matches!(spec.base, Base::Bss | Base::Tbss);
            if zero {
                let _ = writeln!(self.out, "\t.zero\t{}", d.size.max(1));
            } else {
                let mut bytes = d.bytes.clone();
                bytes.resize(d.size as usize, 0);
                let mut events: Vec<Event> = d
                    .relocs
                    .iter()
                    .map(|r| {
                        let (text, skip) = self.reloc(r);
                        Event {
                            at: r.offset,
                            order: 2,
                            text,
                            skip,
                        }
                    })
                    .collect();
                events.sort_by_key(|e| e.at);
                bytes_with(&mut self.out, &bytes, &events);
                if bytes.is_empty() {
                    self.out.push_str("\t.zero\t1\n");
                }
            }
            let _ = writeln!(self.out, "\t.size\t{}, {}", self.name(d.sym), d.size);
        }
        Ok(())
    }

    fn aliases(&mut self) -> Result<(), AotError> {
        for a in &self.unit.aliases {
            self.binding(a.sym);
            let target = &self.unit.symbols[a.target.0 as usize];
            let ty = if target.is_func {
                "@function"
            } else {
                "@object"
            };
            let name = self.name(a.sym);
            // A block label is a plain `.L` label: no type.
            if !self.unit.symbols[a.sym.0 as usize].code_label {
                let _ = writeln!(self.out, "\t.type\t{name},{ty}");
            }
            let off = match a.offset {
                0 => String::new(),
                o if o > 0 => format!("+{o}"),
                o => format!("{o}"),
            };
            let _ = writeln!(self.out, "\t.set\t{name}, {}{off}", self.name(a.target));
            self.defined[a.sym.0 as usize] = true;
        }
        for (i, info) in self.unit.symbols.iter().enumerate() {
            let Some(resolver) = info.ifunc_resolver else {
                continue;
            };
            let s = SymbolId(i as u32);
            self.binding(s);
            let name = self.name(s);
            let _ = writeln!(self.out, "\t.type\t{name},@gnu_indirect_function");
            let _ = writeln!(self.out, "\t.set\t{name}, {}", self.name(resolver));
            self.defined[i] = true;
        }
        Ok(())
    }

    fn structors(&mut self, list: &[Structor], base: &str, ty: &str) {
        let mut prios: Vec<u32> = list.iter().map(|s| s.priority).collect();
        prios.dedup();
        for s in list {
            let name = if s.priority == 65535 {
                base.to_owned()
            } else {
                format!("{base}.{:05}", s.priority)
            };
            let _ = writeln!(self.out, "\t.section\t{name},\"aw\",{ty}");
            self.out.push_str("\t.p2align\t3\n");
            let _ = writeln!(self.out, "\t.quad\t{}", self.name(s.sym));
        }
    }

    fn extensions(&mut self, x: &ObjectExtras, ctors: &[Structor], dtors: &[Structor]) {
        // Weak, hidden and thread-local undefined symbols.
        let tls = crate::tls::tls_symbols(self.unit);
        for (i, s) in self.unit.symbols.iter().enumerate() {
            if self.defined[i] || s.local {
                continue;
            }
            let referenced = self
                .unit
                .code
                .iter()
                .any(|b| b.relocs.iter().any(|r| r.sym.0 as usize == i))
                || self
                    .unit
                    .data
                    .iter()
                    .any(|d| d.relocs.iter().any(|r| r.sym.0 as usize == i));
            if !referenced {
                continue;
            }
            if s.weak && !s.available_externally {
                let _ = writeln!(self.out, "\t.weak\t{}", quote(&s.name));
            }
            if s.visibility == Visibility::Hidden {
                let _ = writeln!(self.out, "\t.hidden\t{}", quote(&s.name));
            }
            if tls[i] {
                let _ = writeln!(self.out, "\t.type\t{},@tls_object", quote(&s.name));
            }
        }
        if !x.linker_options.is_empty() {
            self.out
                .push_str("\t.section\t.linker-options,\"e\",@llvm_linker_options\n");
            for s in x.linker_options.iter().flatten() {
                let _ = writeln!(self.out, "\t.asciz\t{}", string(s.as_bytes()));
            }
        }
        if !x.dependent_libraries.is_empty() {
            self.out
                .push_str("\t.section\t.deplibs,\"MS\",@llvm_dependent_libraries,1\n");
            for s in &x.dependent_libraries {
                let _ = writeln!(self.out, "\t.asciz\t{}", string(s.as_bytes()));
            }
        }
        for &(from, to, n) in &x.call_graph_profile {
            let _ = writeln!(
                self.out,
                "\t.cg_profile {}, {}, {n}",
                self.name(from),
                self.name(to)
            );
        }
        if x.addrsig {
            self.out.push_str("\t.addrsig\n");
            let structors: Vec<_> = ctors.iter().chain(dtors).map(|s| s.sym).collect();
            let unit = self.unit;
            let present = |i: usize| !unit.symbols[i].name.is_empty();
            for name in address_significant(unit, &structors, present) {
                let _ = writeln!(
                    self.out,
                    "\t.addrsig_sym {}",
                    quote(&String::from_utf8_lossy(&name))
                );
            }
        }
    }
}
