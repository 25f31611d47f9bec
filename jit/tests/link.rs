//! Links hand-assembled x86-64 code in memory and runs it.
#![cfg(all(target_arch = "x86_64", target_os = "linux"))]

use kiln_jit::{CodeBlob, JitError, SymbolInfo, Unit, link, process_symbol};
use kiln_targets::{DataKind, DataObject, Reloc, RelocKind, SymbolId};

fn sym(name: &str) -> SymbolInfo {
    SymbolInfo {
        name: name.into(),
        ..SymbolInfo::default()
    }
}

fn call_i32(addr: u64) -> i32 {
    // SAFETY: the tests link functions of type `int f(void)` at `addr`.
    let f: extern "C" fn() -> i32 = unsafe { std::mem::transmute(addr as usize) };
    f()
}

/// `f`: loads the global `answer` rip-relatively; `g`: calls libc's `abs(-5)`
/// through a stub; `h`: loads `answer` through the GOT; `p`: returns a
/// pointer stored in data (an Abs8 relocation) dereferenced.
fn unit() -> Unit {
    let f = CodeBlob {
        sym: SymbolId(0),
        bytes: vec![0x8B, 0x05, 0, 0, 0, 0, 0xC3],
        relocs: vec![Reloc {
            offset: 2,
            kind: RelocKind::X86PcRel4,
            sym: SymbolId(1),
            addend: -4,
        }],
        align: 16,
    };
    let g = CodeBlob {
        sym: SymbolId(2),
        bytes: vec![
            0x48, 0x83, 0xEC, 0x08, 0xBF, 0xFB, 0xFF, 0xFF, 0xFF, 0xE8, 0, 0, 0, 0, 0x48, 0x83,
            0xC4, 0x08, 0xC3,
        ],
        relocs: vec![Reloc {
            offset: 10,
            kind: RelocKind::X86CallPlt4,
            sym: SymbolId(3),
            addend: -4,
        }],
        align: 16,
    };
    let h = CodeBlob {
        sym: SymbolId(4),
        bytes: vec![0x48, 0x8B, 0x05, 0, 0, 0, 0, 0x8B, 0x00, 0xC3],
        relocs: vec![Reloc {
            offset: 3,
            kind: RelocKind::X86GotPcRel4,
            sym: SymbolId(1),
            addend: -4,
        }],
        align: 16,
    };
    // p: mov rax, [rip + ptr]; mov eax, [rax]; ret
    let p = CodeBlob {
        sym: SymbolId(5),
        bytes: vec![0x48, 0x8B, 0x05, 0, 0, 0, 0, 0x8B, 0x00, 0xC3],
        relocs: vec![Reloc {
            offset: 3,
            kind: RelocKind::X86PcRel4,
            sym: SymbolId(6),
            addend: -4,
        }],
        align: 16,
    };
    Unit {
        symbols: vec![
            sym("f"),
            sym("answer"),
            sym("g"),
            sym("abs"),
            sym("h"),
            sym("p"),
            sym("ptr"),
            sym("unused_import_that_does_not_exist"),
        ],
        code: vec![f, g, h, p],
        data: vec![
            DataObject {
                sym: SymbolId(1),
                bytes: 42i32.to_le_bytes().to_vec(),
                size: 4,
                align: 4,
                kind: DataKind::Data,
                relocs: vec![],
            },
            DataObject {
                sym: SymbolId(6),
                bytes: vec![0; 8],
                size: 8,
                align: 8,
                kind: DataKind::ReadOnly,
                relocs: vec![Reloc {
                    offset: 0,
                    kind: RelocKind::Abs8,
                    sym: SymbolId(1),
                    addend: 0,
                }],
            },
        ],
        aliases: vec![],
    }
}

#[test]
fn links_and_runs_code_data_stubs_and_got() {
    let linked = link(&[unit()], &process_symbol).expect("links");
    assert_eq!(call_i32(linked.address(0, SymbolId(0)).unwrap()), 42);
    assert_eq!(call_i32(linked.address(0, SymbolId(2)).unwrap()), 5);
    assert_eq!(call_i32(linked.address(0, SymbolId(4)).unwrap()), 42);
    assert_eq!(call_i32(linked.address(0, SymbolId(5)).unwrap()), 42);
    assert_eq!(linked.exported("answer"), linked.address(0, SymbolId(1)));
}

#[test]
fn imports_resolve_against_other_units_first() {
    // A second unit defines `abs` returning 7; the first unit's call to
    // `abs` must go there rather than to libc.
    let mut other = Unit {
        symbols: vec![sym("abs")],
        ..Unit::default()
    };
    other.code.push(CodeBlob {
        sym: SymbolId(0),
        bytes: vec![0xB8, 7, 0, 0, 0, 0xC3],
        relocs: vec![],
        align: 16,
    });
    let linked = link(&[unit(), other], &process_symbol).expect("links");
    assert_eq!(call_i32(linked.address(0, SymbolId(2)).unwrap()), 7);
}

#[test]
fn referenced_undefined_symbol_is_an_error() {
    let mut u = unit();
    u.symbols[3].name = "kiln_no_such_function".into();
    match link(&[u], &process_symbol) {
        Err(JitError::Undefined(name)) => assert_eq!(name, "kiln_no_such_function"),
        Err(e) => panic!("unexpected error {e}"),
        Ok(_) => panic!("linked with an undefined symbol"),
    }
}

#[test]
fn duplicate_strong_definitions_are_an_error() {
    let a = unit();
    let b = unit();
    assert!(matches!(
        link(&[a, b], &process_symbol),
        Err(JitError::Duplicate(_))
    ));
}

#[test]
fn thread_local_data_is_reported_unsupported() {
    let mut u = unit();
    u.data[0].kind = DataKind::ThreadData;
    assert!(matches!(
        link(&[u], &process_symbol),
        Err(JitError::Unsupported(_))
    ));
}
