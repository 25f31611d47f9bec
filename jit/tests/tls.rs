//! Thread-local variables in the JIT: hand-assembled general-dynamic
//! sequences linked against the JIT's `__tls_get_addr`, per-thread copies
//! initialised from the image, and the errors for what the JIT cannot do.
#![cfg(all(target_arch = "x86_64", target_os = "linux"))]

use kiln_jit::{CodeBlob, JitError, SymbolInfo, Unit, link, process_symbol};
use kiln_targets::{DataKind, DataObject, Reloc, RelocKind, SymbolId};

fn sym(name: &str) -> SymbolInfo {
    SymbolInfo {
        name: name.into(),
        ..SymbolInfo::default()
    }
}

/// `int inc(void)`: `++tl` through the general-dynamic sequence against
/// symbol 1, `__tls_get_addr` being symbol 2.
fn inc() -> CodeBlob {
    let mut bytes = vec![0x48, 0x83, 0xEC, 0x08]; // sub rsp, 8
    bytes.extend_from_slice(&[0x66, 0x48, 0x8D, 0x3D, 0, 0, 0, 0]); // data16 lea rdi, [rip+tl@tlsgd]
    bytes.extend_from_slice(&[0x66, 0x66, 0x48, 0xE8, 0, 0, 0, 0]); // call __tls_get_addr
    bytes.extend_from_slice(&[0x83, 0x00, 0x01]); // add dword [rax], 1
    bytes.extend_from_slice(&[0x8B, 0x00]); // mov eax, [rax]
    bytes.extend_from_slice(&[0x48, 0x83, 0xC4, 0x08, 0xC3]); // add rsp, 8; ret
    CodeBlob {
        sym: SymbolId(0),
        bytes,
        relocs: vec![
            Reloc {
                offset: 8,
                kind: RelocKind::X86TlsGd,
                sym: SymbolId(1),
                addend: -4,
            },
            Reloc {
                offset: 16,
                kind: RelocKind::X86CallPlt4,
                sym: SymbolId(2),
                addend: -4,
            },
        ],
        align: 16,
    }
}

fn tl(kind: DataKind) -> DataObject {
    DataObject {
        sym: SymbolId(1),
        bytes: if kind == DataKind::ThreadData {
            vec![42, 0, 0, 0]
        } else {
            Vec::new()
        },
        size: 4,
        align: 4,
        kind,
        relocs: Vec::new(),
    }
}

fn unit(kind: DataKind) -> Unit {
    Unit {
        symbols: vec![sym("inc"), sym("tl"), sym("__tls_get_addr")],
        code: vec![inc()],
        data: vec![tl(kind)],
        ..Unit::default()
    }
}

fn call_i32(addr: u64) -> i32 {
    // SAFETY: the tests link functions of type `int f(void)` at `addr`.
    let f: extern "C" fn() -> i32 = unsafe { std::mem::transmute(addr as usize) };
    f()
}

#[test]
fn each_thread_has_its_own_copy_from_the_image() {
    for (kind, init) in [(DataKind::ThreadData, 42), (DataKind::ThreadZero, 0)] {
        let linked = link(&[unit(kind)], &process_symbol).unwrap();
        let f = linked.address(0, SymbolId(0)).unwrap();
        assert_eq!(linked.address(0, SymbolId(1)), None, "no global address");
        assert_eq!(call_i32(f), init + 1);
        assert_eq!(call_i32(f), init + 2);
        let threads: Vec<_> = (0..3)
            .map(|_| std::thread::spawn(move || (call_i32(f), call_i32(f))))
            .collect();
        for t in threads {
            assert_eq!(t.join().unwrap(), (init + 1, init + 2));
        }
        assert_eq!(call_i32(f), init + 3, "main's copy is untouched");
    }
}

#[test]
fn a_tls_address_in_data_is_an_error() {
    let mut u = unit(DataKind::ThreadData);
    u.symbols.push(sym("p"));
    u.data.push(DataObject {
        sym: SymbolId(3),
        bytes: vec![0; 8],
        size: 8,
        align: 8,
        kind: DataKind::Data,
        relocs: vec![Reloc {
            offset: 0,
            kind: RelocKind::Abs8,
            sym: SymbolId(1),
            addend: 0,
        }],
    });
    match link(&[u], &process_symbol) {
        Err(JitError::Unsupported(m)) => assert!(m.contains("'tl'"), "{m}"),
        other => panic!("{:?}", other.err()),
    }
}

#[test]
fn a_tls_variable_outside_the_modules_is_an_error() {
    let mut u = unit(DataKind::ThreadData);
    u.data.clear();
    u.symbols[1] = sym("environ");
    match link(&[u], &process_symbol) {
        Err(JitError::Unsupported(m)) => assert!(m.contains("outside"), "{m}"),
        other => panic!("{:?}", other.err()),
    }
}
