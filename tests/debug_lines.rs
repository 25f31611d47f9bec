//! kiln's per-instruction line table (`.debug_line`) against llc-19's for a
//! small C program compiled by clang-19 at `-O0 -g` (tests/aot/lines_c.c):
//! every statement line llc lists is in kiln's table, kiln lists no line
//! llc does not, `llvm-dwarfdump-19 --verify` accepts the object,
//! `llvm-objdump-19 -dl` shows the lines, and the `--emit asm` output
//! assembled by llvm-mc-19 has the same table as the object.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

mod support;
use support::{run, src, stdout, tmp};

/// One row of `llvm-dwarfdump-19 --debug-line`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Row {
    address: u64,
    line: u32,
    column: u32,
    file: u32,
    flags: String,
}

impl Row {
    fn is_stmt(&self) -> bool {
        self.flags.split_whitespace().any(|f| f == "is_stmt")
    }
}

/// The rows of every sequence of `obj`'s line table.
fn line_rows(obj: &Path) -> Vec<Row> {
    let text = stdout(
        Command::new("llvm-dwarfdump-19")
            .arg("--debug-line")
            .arg(obj),
    );
    text.lines()
        .filter(|l| l.starts_with("0x"))
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            assert!(f.len() >= 7, "unexpected row '{l}'");
            let num = |s: &str| s.parse::<u32>().unwrap_or_else(|_| panic!("row '{l}'"));
            Row {
                address: u64::from_str_radix(&f[0][2..], 16).unwrap(),
                line: num(f[1]),
                column: num(f[2]),
                file: num(f[3]),
                flags: f[7..].join(" "),
            }
        })
        .collect()
}

/// The source lines of the statement rows (end-of-sequence rows aside).
fn stmt_lines(rows: &[Row]) -> BTreeSet<u32> {
    rows.iter()
        .filter(|r| r.is_stmt() && !r.flags.contains("end_sequence"))
        .map(|r| r.line)
        .collect()
}

/// `(address, target)` of the `jmp`s in `obj`'s disassembly.
fn jumps(obj: &Path) -> BTreeSet<(u64, u64)> {
    let text = stdout(
        Command::new("llvm-objdump-19")
            .args(["-d", "--no-show-raw-insn"])
            .arg(obj),
    );
    text.lines()
        .filter_map(|l| {
            let (addr, rest) = l.trim_start().split_once(':')?;
            let addr = u64::from_str_radix(addr, 16).ok()?;
            let mut f = rest.split_whitespace();
            if f.next()? != "jmp" {
                return None;
            }
            let target = f.next()?.strip_prefix("0x")?;
            Some((addr, u64::from_str_radix(target, 16).ok()?))
        })
        .collect()
}

/// clang-19 `-O0 -g` IR of tests/aot/lines_c.c.
fn ir() -> PathBuf {
    let ll = tmp("lines_c.ll");
    run(Command::new("clang-19")
        .args(["-O0", "-g", "-S", "-emit-llvm", "-o"])
        .arg(&ll)
        .arg(src("lines_c.c")));
    ll
}

fn kiln(ll: &Path, out: &Path, extra: &[&str]) {
    run(Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg("compile")
        .args(extra)
        .arg(ll)
        .arg("-o")
        .arg(out));
}

#[test]
fn line_table_matches_llc() {
    let ll = ir();
    let ours = tmp("lines_c.kiln.o");
    let theirs = tmp("lines_c.llc.o");
    kiln(&ll, &ours, &[]);
    run(Command::new("llc-19")
        .args(["-O0", "-filetype=obj", "-o"])
        .arg(&theirs)
        .arg(&ll));
    let ours_rows = line_rows(&ours);
    let theirs_rows = line_rows(&theirs);
    let ours_lines = stmt_lines(&ours_rows);
    let theirs_lines = stmt_lines(&theirs_rows);
    // A line whose only code in llc's object is a `jmp` to the next
    // instruction (a fall-through llc keeps at -O0) has no code in kiln's.
    let jumps = jumps(&theirs);
    let falls_through = |line: u32| {
        theirs_rows
            .windows(2)
            .all(|w| w[0].line != line || jumps.contains(&(w[0].address, w[1].address)))
    };
    let missing: Vec<&u32> = theirs_lines
        .difference(&ours_lines)
        .filter(|&&l| !falls_through(l))
        .collect();
    assert!(
        missing.is_empty(),
        "statement lines of llc missing from kiln's table: {missing:?}\nkiln: {ours_lines:?}\nllc: {theirs_lines:?}"
    );
    assert!(
        theirs_lines.difference(&ours_lines).count() <= 2,
        "kiln: {ours_lines:?}\nllc: {theirs_lines:?}"
    );
    let all_theirs: BTreeSet<u32> = theirs_rows.iter().map(|r| r.line).collect();
    let extra: Vec<u32> = ours_rows
        .iter()
        .map(|r| r.line)
        .filter(|l| *l != 0 && !all_theirs.contains(l))
        .collect();
    assert!(
        extra.is_empty(),
        "lines in kiln's table that llc does not list: {extra:?}"
    );
    // The body lines are many rows, not one per function.
    assert!(ours_lines.len() >= 25, "{ours_lines:?}");
    // Two files: the C file and the header `clamp` comes from.
    let files: BTreeSet<u32> = ours_rows.iter().map(|r| r.file).collect();
    assert_eq!(files.len(), 2, "{ours_rows:?}");
    // One prologue end per function, as llc.
    let ends = |rows: &[Row]| {
        rows.iter()
            .filter(|r| r.flags.contains("prologue_end"))
            .count()
    };
    assert_eq!(ends(&ours_rows), ends(&theirs_rows));
}

#[test]
fn object_verifies_and_disassembly_shows_lines() {
    let ll = ir();
    let obj = tmp("lines_c.verify.o");
    kiln(&ll, &obj, &[]);
    let text = stdout(Command::new("llvm-dwarfdump-19").arg("--verify").arg(&obj));
    assert!(text.contains("No errors."), "{text}");
    let text = stdout(Command::new("llvm-objdump-19").arg("-dl").arg(&obj));
    for needle in ["lines_c.c:17", "lines_c.c:43", "lines_h.h:4"] {
        assert!(
            text.contains(needle),
            "llvm-objdump -dl does not show {needle}:\n{text}"
        );
    }
}

#[test]
fn assembly_gives_the_objects_line_table() {
    let ll = ir();
    let obj = tmp("lines_c.direct.o");
    let asm = tmp("lines_c.s");
    let via_asm = tmp("lines_c.asm.o");
    kiln(&ll, &obj, &[]);
    kiln(&ll, &asm, &["--emit", "asm"]);
    let text = std::fs::read_to_string(&asm).unwrap();
    let loc17 = text.lines().any(|l| {
        let f: Vec<&str> = l.split_whitespace().collect();
        f.len() >= 4 && f[0] == ".loc" && f[2] == "17"
    });
    assert!(loc17, "no .loc for line 17:\n{text}");
    run(Command::new("llvm-mc-19")
        .args(["-filetype=obj", "-o"])
        .arg(&via_asm)
        .arg(&asm));
    // llvm-mc ends a sequence per section, kiln's object writer per
    // function: the rows are the same.
    let rows = |obj: &Path| -> Vec<Row> {
        line_rows(obj)
            .into_iter()
            .filter(|r| !r.flags.contains("end_sequence"))
            .collect()
    };
    let direct = rows(&obj);
    assert!(direct.len() > 50, "{direct:?}");
    assert_eq!(rows(&via_asm), direct);
}
