//! The DWARF compile unit of the assembly output: `.debug_abbrev`,
//! `.debug_info` and `.debug_ranges` as data with label references, the
//! same unit [`crate::dwarf`] writes into objects; the assembler writes
//! `.debug_line` from the `.loc` directives, after the
//! `.Lline_table_start0` label put there.

use crate::asm_text::string;
use kiln_targets::unit::UnitDebug;
use std::fmt::Write;

/// One function's range: its symbol (as written) and instruction length.
pub(crate) struct Range {
    /// Symbol name, quoted if needed.
    pub sym: String,
    /// Length of the instructions.
    pub len: u64,
}

/// Appends the compile unit for `ranges` to `out`.
pub(crate) fn write_unit(out: &mut String, debug: &UnitDebug, ranges: &[Range]) {
    out.push_str("\t.section\t.debug_abbrev,\"\",@progbits\n.Ldebug_abbrev0:\n");
    // 1: DW_TAG_compile_unit, no children: producer string, language
    // data2, name string, stmt_list sec_offset, comp_dir string, low_pc
    // addr, ranges sec_offset.
    out.push_str("\t.byte\t1,17,0,37,8,19,5,3,8,16,23,27,8,17,1,85,23,0,0,0\n");
    out.push_str("\t.section\t.debug_info,\"\",@progbits\n");
    out.push_str("\t.long\t.Ldebug_info_end0-.Ldebug_info_start0\n.Ldebug_info_start0:\n");
    out.push_str("\t.short\t4\n\t.long\t.Ldebug_abbrev0\n\t.byte\t8\n\t.byte\t1\n");
    let producer = if debug.producer.is_empty() {
        "kiln"
    } else {
        &debug.producer
    };
    let _ = writeln!(out, "\t.asciz\t{}", string(producer.as_bytes()));
    out.push_str("\t.short\t12\n");
    let _ = writeln!(out, "\t.asciz\t{}", string(debug.name.as_bytes()));
    out.push_str("\t.long\t.Lline_table_start0\n");
    let _ = writeln!(out, "\t.asciz\t{}", string(debug.comp_dir.as_bytes()));
    out.push_str("\t.quad\t0\n\t.long\t.Ldebug_ranges0\n.Ldebug_info_end0:\n");
    out.push_str("\t.section\t.debug_ranges,\"\",@progbits\n.Ldebug_ranges0:\n");
    for r in ranges {
        let _ = writeln!(out, "\t.quad\t{}\n\t.quad\t{}+{}", r.sym, r.sym, r.len);
    }
    out.push_str("\t.quad\t0\n\t.quad\t0\n");
    out.push_str("\t.section\t.debug_line,\"\",@progbits\n.Lline_table_start0:\n");
}
