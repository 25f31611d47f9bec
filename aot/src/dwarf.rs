//! Minimal DWARF 4 debug information: a compile unit (`.debug_info`,
//! `.debug_abbrev`, `.debug_ranges`) covering every function, and its line
//! table (`.debug_line`) from the functions' [`LineRow`]s — enough for a
//! debugger to map addresses to `file:line` and to set breakpoints by line.
//!
//! Input contract: per function, rows sorted by code offset (see
//! [`LineRow`]); files indexed into [`UnitDebug::files`]. One line-table
//! sequence is written per function (functions may live in different
//! sections), each ending at the end of its instructions. Rows are encoded
//! as LLVM does: a special opcode for each small address and line advance
//! (`DW_LNS_const_add_pc` to reach a bit further), and `is_stmt` set where
//! the line changes ([`stmt_flags`]).

use crate::sectbuf::SectionBuf;
use kiln_targets::unit::{LineRow, UnitDebug};
use object::elf;
use object::write::SectionId;

/// One function's code and lines.
#[derive(Clone, Debug)]
pub(crate) struct FuncLines<'a> {
    /// Section holding the function.
    pub section: SectionId,
    /// Offset of its first byte in the section.
    pub offset: u64,
    /// Length of its instructions.
    pub len: u64,
    /// Its rows.
    pub rows: &'a [LineRow],
}

/// The debug sections' contents; offsets into each other are relocated
/// against the section symbols the caller makes (`.debug_abbrev`,
/// `.debug_line`, `.debug_ranges`, in that order of [`DebugSections::link`]).
pub(crate) struct DebugSections {
    /// `.debug_abbrev`
    pub abbrev: SectionBuf,
    /// `.debug_info`
    pub info: SectionBuf,
    /// `.debug_line`
    pub line: SectionBuf,
    /// `.debug_ranges`
    pub ranges: SectionBuf,
}

const DW_TAG_COMPILE_UNIT: u64 = 0x11;
const DW_CHILDREN_NO: u8 = 0;
const DW_AT_NAME: u64 = 0x03;
const DW_AT_STMT_LIST: u64 = 0x10;
const DW_AT_LOW_PC: u64 = 0x11;
const DW_AT_LANGUAGE: u64 = 0x13;
const DW_AT_COMP_DIR: u64 = 0x1b;
const DW_AT_PRODUCER: u64 = 0x25;
const DW_AT_RANGES: u64 = 0x55;
const DW_FORM_ADDR: u64 = 0x01;
const DW_FORM_DATA2: u64 = 0x05;
const DW_FORM_STRING: u64 = 0x08;
const DW_FORM_SEC_OFFSET: u64 = 0x17;
const DW_LANG_C99: u16 = 0x0c;

const DW_LNS_COPY: u8 = 1;
const DW_LNS_ADVANCE_PC: u8 = 2;
const DW_LNS_ADVANCE_LINE: u8 = 3;
const DW_LNS_SET_FILE: u8 = 4;
const DW_LNS_SET_COLUMN: u8 = 5;
const DW_LNS_NEGATE_STMT: u8 = 6;
const DW_LNS_CONST_ADD_PC: u8 = 8;
const DW_LNS_SET_PROLOGUE_END: u8 = 10;
const DW_LNE_END_SEQUENCE: u8 = 1;
const DW_LNE_SET_ADDRESS: u8 = 2;
const LINE_BASE: i8 = -5;
const LINE_RANGE: u8 = 14;
const OPCODE_BASE: u8 = 13;

/// Placeholder section ids of the debug sections themselves, for the
/// relocations between them: the caller maps them to the real sections.
#[derive(Copy, Clone, Debug)]
pub(crate) struct DebugIds {
    /// `.debug_abbrev`
    pub abbrev: SectionId,
    /// `.debug_line`
    pub line: SectionId,
    /// `.debug_ranges`
    pub ranges: SectionId,
}

/// Writes the debug sections for `funcs` described by `debug`.
pub(crate) fn write_debug(
    debug: &UnitDebug,
    funcs: &[FuncLines<'_>],
    ids: DebugIds,
) -> DebugSections {
    let mut abbrev = SectionBuf::default();
    abbrev.uleb(1);
    abbrev.uleb(DW_TAG_COMPILE_UNIT);
    abbrev.u8(DW_CHILDREN_NO);
    for (at, form) in [
        (DW_AT_PRODUCER, DW_FORM_STRING),
        (DW_AT_LANGUAGE, DW_FORM_DATA2),
        (DW_AT_NAME, DW_FORM_STRING),
        (DW_AT_STMT_LIST, DW_FORM_SEC_OFFSET),
        (DW_AT_COMP_DIR, DW_FORM_STRING),
        (DW_AT_LOW_PC, DW_FORM_ADDR),
        (DW_AT_RANGES, DW_FORM_SEC_OFFSET),
    ] {
        abbrev.uleb(at);
        abbrev.uleb(form);
    }
    abbrev.u16(0);
    abbrev.u8(0);

    let mut ranges = SectionBuf::default();
    for f in funcs {
        ranges.reloc(8, f.section, f.offset as i64, elf::R_X86_64_64);
        ranges.reloc(8, f.section, (f.offset + f.len) as i64, elf::R_X86_64_64);
    }
    ranges.u64(0);
    ranges.u64(0);

    let mut info = SectionBuf::default();
    info.u32(0);
    info.u16(4);
    info.reloc(4, ids.abbrev, 0, elf::R_X86_64_32);
    info.u8(8);
    info.uleb(1);
    let producer = if debug.producer.is_empty() {
        "kiln"
    } else {
        &debug.producer
    };
    info.cstr(producer);
    info.u16(DW_LANG_C99);
    info.cstr(&debug.name);
    info.reloc(4, ids.line, 0, elf::R_X86_64_32);
    info.cstr(&debug.comp_dir);
    info.u64(0);
    info.reloc(4, ids.ranges, 0, elf::R_X86_64_32);
    let len = info.len() as u32 - 4;
    info.patch_u32(0, len);

    DebugSections {
        abbrev,
        info,
        line: write_line(debug, funcs),
        ranges,
    }
}

/// `.debug_line` (version 4).
fn write_line(debug: &UnitDebug, funcs: &[FuncLines<'_>]) -> SectionBuf {
    let mut b = SectionBuf::default();
    b.u32(0); // unit length
    b.u16(4);
    let header_len_at = b.len();
    b.u32(0);
    b.u8(1); // minimum instruction length
    b.u8(1); // maximum operations per instruction
    b.u8(1); // default is_stmt
    b.u8(LINE_BASE as u8);
    b.u8(LINE_RANGE);
    b.u8(OPCODE_BASE);
    b.bytes
        .extend_from_slice(&[0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1]);
    // Directories: 0 is the compilation directory; others in order.
    let mut dirs: Vec<&str> = Vec::new();
    let mut file_dirs = Vec::with_capacity(debug.files.len());
    for f in &debug.files {
        let d = if f.dir.is_empty() || f.dir == debug.comp_dir {
            0
        } else if let Some(i) = dirs.iter().position(|d| *d == f.dir) {
            i + 1
        } else {
            dirs.push(&f.dir);
            dirs.len()
        };
        file_dirs.push(d);
    }
    for d in &dirs {
        b.cstr(d);
    }
    b.u8(0);
    for (f, d) in debug.files.iter().zip(&file_dirs) {
        b.cstr(&f.name);
        b.uleb(*d as u64);
        b.uleb(0);
        b.uleb(0);
    }
    b.u8(0);
    let header_len = (b.len() - header_len_at - 4) as u32;
    b.patch_u32(header_len_at, header_len);

    for f in funcs.iter().filter(|f| !f.rows.is_empty()) {
        b.u8(0);
        b.uleb(9);
        b.u8(DW_LNE_SET_ADDRESS);
        b.reloc(8, f.section, f.offset as i64, elf::R_X86_64_64);
        let (mut addr, mut line, mut file, mut column) = (0u64, 1i64, 1u64, 0u64);
        let mut stmt = true;
        for (r, is_stmt) in f.rows.iter().zip(stmt_flags(f.rows)) {
            let off = r.offset as u64;
            if off >= f.len && off > 0 {
                break;
            }
            if r.file as u64 + 1 != file {
                file = r.file as u64 + 1;
                b.u8(DW_LNS_SET_FILE);
                b.uleb(file);
            }
            if r.column as u64 != column {
                column = r.column as u64;
                b.u8(DW_LNS_SET_COLUMN);
                b.uleb(column);
            }
            if is_stmt != stmt {
                stmt = is_stmt;
                b.u8(DW_LNS_NEGATE_STMT);
            }
            if r.prologue_end {
                b.u8(DW_LNS_SET_PROLOGUE_END);
            }
            row(&mut b, off.saturating_sub(addr), r.line as i64 - line);
            addr = addr.max(off);
            line = r.line as i64;
        }
        if f.len > addr {
            b.u8(DW_LNS_ADVANCE_PC);
            b.uleb(f.len - addr);
        }
        b.u8(0);
        b.uleb(1);
        b.u8(DW_LNE_END_SEQUENCE);
    }
    let len = b.len() as u32 - 4;
    b.patch_u32(0, len);
    b
}

/// Appends a row `addr_delta` bytes and `line_delta` lines after the last:
/// one special opcode when both fit, else the explicit advances (the line
/// one folded into a special opcode when it fits alone).
fn row(b: &mut SectionBuf, addr_delta: u64, line_delta: i64) {
    let base = LINE_BASE as i64;
    let range = LINE_RANGE as u64;
    let line_fits = (base..base + range as i64).contains(&line_delta);
    if line_fits {
        let op = (line_delta - base) as u64 + range * addr_delta + OPCODE_BASE as u64;
        if op <= 255 {
            b.u8(op as u8);
            return;
        }
        // DW_LNS_const_add_pc advances by the address of special opcode 255.
        let const_add = (255 - OPCODE_BASE as u64) / range;
        if addr_delta >= const_add && op - range * const_add <= 255 {
            b.u8(DW_LNS_CONST_ADD_PC);
            b.u8((op - range * const_add) as u8);
            return;
        }
    }
    if addr_delta > 0 {
        b.u8(DW_LNS_ADVANCE_PC);
        b.uleb(addr_delta);
    }
    if line_fits {
        b.u8(((line_delta - base) as u64 + OPCODE_BASE as u64) as u8);
    } else {
        b.u8(DW_LNS_ADVANCE_LINE);
        b.sleb(line_delta);
        b.u8(DW_LNS_COPY);
    }
}

/// Which rows of one function are statements (`is_stmt`), as LLVM decides:
/// the first row, the prologue end, and every row whose line differs from
/// the last nonzero line before it (a detour through line 0 and back to the
/// same line is not a new statement; line 0 rows are not statements).
pub(crate) fn stmt_flags(rows: &[LineRow]) -> impl Iterator<Item = bool> + '_ {
    let mut last_line = None;
    rows.iter().map(move |r| {
        let stmt = match last_line {
            None => true,
            Some(l) => r.prologue_end || (r.line != 0 && r.line != l),
        };
        if r.line != 0 || last_line.is_none() {
            last_line = Some(r.line);
        }
        stmt
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(addr_delta: u64, line_delta: i64) -> Vec<u8> {
        let mut b = SectionBuf::default();
        row(&mut b, addr_delta, line_delta);
        b.bytes
    }

    #[test]
    fn rows_use_special_opcodes_when_they_fit() {
        // (line + 5) + 14 * address + 13
        assert_eq!(encoded(3, 1), vec![61]);
        assert_eq!(encoded(0, -5), vec![13]);
        assert_eq!(encoded(17, 8), vec![DW_LNS_CONST_ADD_PC, 26]);
        assert_eq!(encoded(20, 0), vec![DW_LNS_CONST_ADD_PC, 60]);
        assert_eq!(encoded(300, 2), vec![DW_LNS_ADVANCE_PC, 0xac, 0x02, 20]);
        assert_eq!(
            encoded(2, 100),
            vec![
                DW_LNS_ADVANCE_PC,
                2,
                DW_LNS_ADVANCE_LINE,
                0xe4,
                0x00,
                DW_LNS_COPY
            ]
        );
        assert_eq!(encoded(0, -6), vec![DW_LNS_ADVANCE_LINE, 0x7a, DW_LNS_COPY]);
    }

    #[test]
    fn statements_are_line_changes() {
        let r = |line, prologue_end| LineRow {
            line,
            prologue_end,
            ..LineRow::default()
        };
        let rows = [
            r(8, false),
            r(9, true),
            r(9, false),
            r(0, false),
            r(9, false),
            r(10, false),
            r(10, false),
        ];
        let flags: Vec<bool> = stmt_flags(&rows).collect();
        assert_eq!(flags, [true, true, false, false, false, true, false]);
    }
}
