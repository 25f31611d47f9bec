//! Sections and symbols of `kiln compile` objects beyond code and data:
//! COMDAT groups (and C++ inline/template definitions shared with
//! clang-compiled objects), common, extern_weak and available_externally
//! symbols, `llvm.used`, and LLVM's ELF extensions, read back with
//! llvm-readelf-19 and compared with what llc-19 writes.

use std::path::Path;
use std::process::Command;

mod support;
use support::{kiln_compile, run, src, tmp};

/// `llvm-readelf-19 ARGS obj`, checked free of warnings.
fn readelf(obj: &Path, args: &[&str]) -> String {
    let out = run(Command::new("llvm-readelf-19").args(args).arg(obj));
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("warning"), "llvm-readelf-19 {args:?}: {err}");
    text
}

/// The lines of `text` that mention every word of `words`.
fn has_line(text: &str, words: &[&str]) -> bool {
    text.lines().any(|l| {
        let cols: Vec<&str> = l.split_whitespace().collect();
        words.iter().all(|w| cols.contains(w))
    })
}

fn assert_line(text: &str, words: &[&str]) {
    assert!(has_line(text, words), "no line with {words:?} in:\n{text}");
}

#[test]
fn comdats_common_weak_and_available_externally() {
    let obj = tmp("comdat.o");
    kiln_compile(&src("comdat.ll"), &obj, &[]);
    let groups = readelf(&obj, &["-g"]);
    for (sig, members) in [
        ("[inl]", &[".text.inl"][..]),
        ("[gv]", &[".data.gv"]),
        ("[grp]", &[".data.gv2", ".bss.zz", "mysec"]),
    ] {
        let at = groups
            .find(&format!(
                "`.group' {sig} contains {} sections",
                members.len()
            ))
            .unwrap_or_else(|| panic!("no COMDAT group {sig}:\n{groups}"));
        let body = &groups[at..];
        for m in members {
            assert!(body.contains(m), "{m} not in group {sig}:\n{groups}");
        }
    }
    assert!(
        !groups.contains("[nd]"),
        "nodeduplicate is not a COMDAT group"
    );
    let syms = readelf(&obj, &["-s"]);
    assert_line(&syms, &["FUNC", "WEAK", "inl"]);
    assert_line(&syms, &["OBJECT", "GLOBAL", "COM", "c"]);
    assert_line(&syms, &["NOTYPE", "WEAK", "UND", "ew"]);
    assert_line(&syms, &["NOTYPE", "GLOBAL", "UND", "ae"]);
    assert_line(&syms, &["NOTYPE", "GLOBAL", "UND", "aef"]);
    assert_line(&syms, &["NOTYPE", "LOCAL", "grp"]);
    // The common symbol's value is its alignment.
    assert!(
        syms.lines()
            .any(|l| l.contains(" COM ") && l.contains("0000000000000008")),
        "{syms}"
    );
    let sections = readelf(&obj, &["-S", "-W"]);
    assert_line(&sections, &[".text.inl", "PROGBITS", "AXG"]);
    assert_line(&sections, &[".data.usedv", "PROGBITS", "WAR"]);
    assert_line(&sections, &["mysec", "WAG"]);
    assert_line(&sections, &["mysec", "WA"]);
    let readobj = run(Command::new("llvm-readobj-19").arg("--all").arg(&obj));
    let err = String::from_utf8_lossy(&readobj.stderr);
    assert!(!err.contains("warning"), "{err}");
}

#[test]
fn unsupported_comdat_kinds_are_errors() {
    let ll = tmp("largest.ll");
    std::fs::write(&ll, "$c = comdat largest\n@c = global i32 1, comdat\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg("compile")
        .arg(&ll)
        .arg("-o")
        .arg(tmp("largest.o"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("ELF supports only 'any' and 'nodeduplicate'"),
        "{err}"
    );
}

#[test]
fn llvm_elf_extensions() {
    let obj = tmp("llvm_ext.o");
    kiln_compile(&src("llvm_ext.ll"), &obj, &["--addrsig"]);
    let sections = readelf(&obj, &["-S", "-W"]);
    let index = |name: &str| -> String {
        let line = sections
            .lines()
            .find(|l| l.split_whitespace().any(|w| w == name))
            .unwrap_or_else(|| panic!("no section {name}:\n{sections}"));
        line[line.find('[').unwrap() + 1..line.find(']').unwrap()]
            .trim()
            .to_owned()
    };
    let (data, symtab) = (index(".data"), index(".symtab"));
    assert_line(&sections, &[".data.a", "PROGBITS", "WAL", &data]);
    assert_line(&sections, &[".linker-options", "LLVM_LINKER_OPTIONS", "E"]);
    assert_line(
        &sections,
        &[".deplibs", "LLVM_DEPENDENT_LIBRARIES", "01", "MS"],
    );
    assert_line(
        &sections,
        &[
            ".llvm.call-graph-profile",
            "LLVM_CALL_GRAPH_PROFILE",
            "08",
            "E",
            &symtab,
        ],
    );
    assert_line(&sections, &[".llvm_addrsig", "LLVM_ADDRSIG", "E", &symtab]);
    let addrsig = readelf(&obj, &["--addrsig"]);
    assert!(addrsig.contains("contains 1 entries"), "{addrsig}");
    assert_line(&addrsig, &["1:", "g"]);
    let relocs = readelf(&obj, &["-r"]);
    assert_line(&relocs, &["R_X86_64_NONE", "f", "+", "0"]);
    assert_line(&relocs, &["R_X86_64_NONE", "g", "+", "0"]);
    let dump = run(Command::new("llvm-objdump-19")
        .args(["-s", "-j", ".linker-options", "-j", ".deplibs"])
        .arg(&obj));
    let dump = String::from_utf8_lossy(&dump.stdout);
    assert!(dump.contains("-lfoo.-L/x."), "{dump}");
    assert!(dump.contains("m.pthread."), "{dump}");
}

/// C++ template and inline definitions (COMDAT groups) in a kiln object
/// and a clang object of the same program: each way round, both kiln, and
/// with section garbage collection and lld.
#[test]
fn cpp_comdats_link_with_clang_objects() {
    let mut objs = Vec::new();
    for f in ["comdat_a", "comdat_b"] {
        let ll = tmp(&format!("{f}.ll"));
        run(Command::new("clang++-19")
            .args(["-O1", "-S", "-emit-llvm", "-o"])
            .arg(&ll)
            .arg(src(&format!("{f}.cpp"))));
        let kiln_obj = tmp(&format!("{f}.kiln.o"));
        kiln_compile(&ll, &kiln_obj, &[]);
        let clang_obj = tmp(&format!("{f}.clang.o"));
        run(Command::new("clang++-19")
            .args(["-O1", "-c", "-o"])
            .arg(&clang_obj)
            .arg(src(&format!("{f}.cpp"))));
        objs.push((kiln_obj, clang_obj));
    }
    let (a, b) = (&objs[0], &objs[1]);
    let combos: [(&Path, &Path, &[&str]); 5] = [
        (&a.0, &b.1, &[]),
        (&a.1, &b.0, &[]),
        (&a.0, &b.0, &[]),
        (&a.0, &b.0, &["-Wl,--gc-sections"]),
        (&a.0, &b.1, &["-fuse-ld=lld"]),
    ];
    for (i, (x, y, flags)) in combos.iter().enumerate() {
        let exe = tmp(&format!("comdat_ab{i}"));
        run(Command::new("clang++-19")
            .args(*flags)
            .arg(x)
            .arg(y)
            .arg("-o")
            .arg(&exe));
        let out = run(&mut Command::new(&exe));
        assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "31");
    }
}

/// Sections (name, type, flags), symbols (type, binding, visibility,
/// defined or not, name) and relocations (type, symbol, addend) of `obj`.
fn summary(obj: &Path) -> (Vec<String>, Vec<String>, Vec<String>) {
    let skip = [
        ".rela",
        ".rel.",
        ".group",
        ".strtab",
        ".shstrtab",
        ".symtab",
    ];
    let sections = readelf(obj, &["-S", "-W"]);
    let mut secs: Vec<String> = sections
        .lines()
        .filter_map(|l| {
            let rest = l.trim_start().strip_prefix('[')?;
            let rest = rest[rest.find(']')? + 1..].trim();
            let cols: Vec<&str> = rest.split_whitespace().collect();
            let name = *cols.first()?;
            if name == "NULL" || skip.iter().any(|s| name.starts_with(s)) {
                return None;
            }
            let flags = cols
                .get(6)
                .filter(|f| f.chars().all(|c| c.is_ascii_alphabetic()))
                .unwrap_or(&"-");
            Some(format!("{name} {} {flags}", cols.get(1)?))
        })
        .collect();
    secs.sort();
    let symbols = readelf(obj, &["-s", "-W"]);
    let mut syms: Vec<String> = symbols
        .lines()
        .filter_map(|l| {
            let c: Vec<&str> = l.split_whitespace().collect();
            if c.len() < 8 || !c[0].ends_with(':') || matches!(c[3], "SECTION" | "FILE") {
                return None;
            }
            let ndx = if matches!(c[6], "UND" | "COM") {
                c[6]
            } else {
                "D"
            };
            Some(format!("{} {} {} {ndx} {}", c[3], c[4], c[5], c[7]))
        })
        .collect();
    syms.sort();
    let relocs = readelf(obj, &["-r", "-W"]);
    let mut rels: Vec<String> = relocs
        .lines()
        .filter(|l| l.contains("R_X86_64_") && !l.contains("R_X86_64_NONE"))
        .map(|l| l.split_whitespace().skip(2).collect::<Vec<_>>().join(" "))
        .collect();
    rels.sort();
    (secs, syms, rels)
}

/// `--emit asm` assembled by llvm-mc-19 gives the same sections, symbols
/// and relocations as kiln's own object.
#[test]
fn emit_asm_assembles_to_the_same_object() {
    for name in ["comdat", "llvm_ext"] {
        let obj = tmp(&format!("{name}.direct.o"));
        let asm = tmp(&format!("{name}.s"));
        let mc = tmp(&format!("{name}.mc.o"));
        kiln_compile(&src(&format!("{name}.ll")), &obj, &["--addrsig"]);
        kiln_compile(
            &src(&format!("{name}.ll")),
            &asm,
            &["--addrsig", "--emit", "asm"],
        );
        run(Command::new("llvm-mc-19")
            .args(["-filetype=obj", "-o"])
            .arg(&mc)
            .arg(&asm));
        let (a, b) = (summary(&obj), summary(&mc));
        assert!(a.0.len() > 3 && a.1.len() > 3 && !a.2.is_empty(), "{a:?}");
        assert_eq!(a.0, b.0, "sections of {name}");
        assert_eq!(a.1, b.1, "symbols of {name}");
        assert_eq!(a.2, b.2, "relocations of {name}");
    }
}

/// `unnamed_addr` constants go to mergeable sections as clang puts them:
/// C strings to `.rodata.str1.1` (`SHF_MERGE | SHF_STRINGS`, entry size
/// 1), 8-byte constants to `.rodata.cst8`; others stay in `.rodata`.
#[test]
fn unnamed_constants_go_to_mergeable_sections() {
    let ll = tmp("merge.ll");
    std::fs::write(
        &ll,
        "@s = private unnamed_addr constant [4 x i8] c\"abc\\00\"\n\
         @w = private unnamed_addr constant [3 x i16] [i16 104, i16 105, i16 0], align 2\n\
         @d = internal unnamed_addr constant double 1.5\n\
         @n = internal constant [4 x i8] c\"xyz\\00\"\n\
         define ptr @f(i32 %i) {\n\
           %a = select i1 true, ptr @s, ptr @w\n\
           %b = select i1 true, ptr @d, ptr @n\n\
           %c = select i1 true, ptr %a, ptr %b\n\
           ret ptr %c\n\
         }\n",
    )
    .unwrap();
    let obj = tmp("merge.o");
    kiln_compile(&ll, &obj, &[]);
    let sections = readelf(&obj, &["-S", "-W"]);
    assert_line(&sections, &[".rodata.str1.1", "PROGBITS", "01", "AMS"]);
    assert_line(&sections, &[".rodata.str2.2", "PROGBITS", "02", "AMS"]);
    assert_line(&sections, &[".rodata.cst8", "PROGBITS", "08", "AM"]);
    assert_line(&sections, &[".rodata", "PROGBITS", "00", "A"]);
    let asm = tmp("merge.s");
    kiln_compile(&ll, &asm, &["--emit", "asm"]);
    let mc = tmp("merge.mc.o");
    run(Command::new("llvm-mc-19")
        .args(["-filetype=obj", "-o"])
        .arg(&mc)
        .arg(&asm));
    // The assembler refers to locals of non-mergeable sections through the
    // section symbol: compare sections, symbols and relocation counts.
    let (a, b) = (summary(&obj), summary(&mc));
    assert_eq!((a.0, a.1, a.2.len()), (b.0, b.1, b.2.len()));
}

/// An `ifunc` becomes an `STT_GNU_IFUNC` symbol at its resolver, and the
/// program behaves as the native build.
#[test]
fn ifuncs_are_gnu_indirect_functions() {
    let ll = tmp("ifunc.ll");
    run(Command::new("clang-19")
        .args(["-O1", "-S", "-emit-llvm", "-o"])
        .arg(&ll)
        .arg(src("ifunc.c")));
    let obj = tmp("ifunc.o");
    kiln_compile(&ll, &obj, &[]);
    let syms = readelf(&obj, &["-s"]);
    assert_line(&syms, &["IFUNC", "GLOBAL", "f"]);
    let exe = tmp("ifunc");
    run(Command::new("clang-19").arg(&obj).arg("-o").arg(&exe));
    let native = tmp("ifunc.native");
    run(Command::new("clang-19")
        .args(["-O1", "-o"])
        .arg(&native)
        .arg(src("ifunc.c")));
    let a = run(&mut Command::new(&exe));
    let b = run(&mut Command::new(&native));
    assert_eq!(a.stdout, b.stdout);
    assert_eq!(String::from_utf8_lossy(&a.stdout).trim(), "42");
}
