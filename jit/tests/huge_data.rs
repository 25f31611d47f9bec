//! Huge zero-filled data and alignments beyond a page in the JIT: mapped
//! lazily (address space, not memory), placed at aligned addresses, and
//! reached by code.
#![cfg(all(target_arch = "x86_64", target_os = "linux"))]

use kiln_jit::{CodeBlob, JitError, SymbolInfo, Unit, link, process_symbol};
use kiln_targets::{DataKind, DataObject, Reloc, RelocKind, SymbolId};

fn sym(name: &str) -> SymbolInfo {
    SymbolInfo {
        name: name.into(),
        ..SymbolInfo::default()
    }
}

fn data(s: u32, kind: DataKind, bytes: &[u8], size: u64, align: u64) -> DataObject {
    DataObject {
        sym: SymbolId(s),
        bytes: bytes.to_vec(),
        size,
        align,
        kind,
        relocs: Vec::new(),
    }
}

/// `f`: returns the 32-bit value at `target` (a rip-relative load).
fn load_fn(s: u32, target: u32) -> CodeBlob {
    CodeBlob {
        sym: SymbolId(s),
        bytes: vec![0x8B, 0x05, 0, 0, 0, 0, 0xC3],
        relocs: vec![Reloc {
            offset: 2,
            kind: RelocKind::X86PcRel4,
            sym: SymbolId(target),
            addend: -4,
        }],
        align: 16,
    }
}

fn call_i32(addr: u64) -> i32 {
    // SAFETY: the tests link functions of type `int f(void)` at `addr`.
    let f: extern "C" fn() -> i32 = unsafe { std::mem::transmute(addr as usize) };
    f()
}

/// Resident memory of this process, in KiB.
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn terabyte_zero_fill_costs_no_memory_and_data_stays_reachable() {
    let unit = Unit {
        symbols: vec![sym("f"), sym("big"), sym("v"), sym("seventeen_gib")],
        code: vec![load_fn(0, 2)],
        data: vec![
            data(1, DataKind::Zero, &[], 1 << 40, 16),
            data(2, DataKind::Data, &[42, 0, 0, 0], 4, 4),
            data(3, DataKind::Zero, &[], 4_294_967_295 * 4, 16),
        ],
        ..Unit::default()
    };
    let before = rss_kib();
    let linked = link(&[unit], &process_symbol).expect("links");
    assert!(
        rss_kib() < before + (64 << 10),
        "RSS grew by 64 MiB or more"
    );
    // Initialised data is placed before the zero fill, within reach.
    assert_eq!(call_i32(linked.address(0, SymbolId(0)).unwrap()), 42);
    let big = linked.address(0, SymbolId(1)).unwrap();
    let after = linked.address(0, SymbolId(3)).unwrap();
    assert!(after >= big + (1 << 40));
    // SAFETY: `big` and `after` start linked, writable zero objects of
    // 1 TiB and 17 GiB; the bytes touched lie inside them.
    unsafe {
        for p in [big + (1 << 40) - 1, after + 4_294_967_295 * 4 - 1] {
            let p = p as *mut u8;
            assert_eq!(*p, 0);
            *p = 7;
            assert_eq!(*p, 7);
        }
    }
}

#[test]
fn alignments_above_a_page_are_honoured() {
    for align in [1u64 << 13, 1 << 20, 1 << 24] {
        let unit = Unit {
            symbols: vec![sym("f"), sym("a"), sym("b"), sym("z")],
            code: vec![load_fn(0, 2)],
            data: vec![
                data(1, DataKind::Data, &[1, 0, 0, 0], 4, 4),
                data(2, DataKind::Data, &[9, 0, 0, 0], 4, align),
                data(3, DataKind::Zero, &[], 4, align),
            ],
            ..Unit::default()
        };
        let linked = link(&[unit], &process_symbol).expect("links");
        for s in [2, 3] {
            let a = linked.address(0, SymbolId(s)).unwrap();
            assert_eq!(a % align, 0, "symbol {s} at {a:#x} not aligned to {align}");
        }
        assert_eq!(call_i32(linked.address(0, SymbolId(0)).unwrap()), 9);
    }
}

/// `<4294967295 x i32>` is 16 GiB and aligned to 16 GiB: it stays next to
/// the other data (reachable from code) at an aligned address.
#[test]
fn a_16_gib_aligned_vector_is_placed_next_to_the_code() {
    let unit = Unit {
        symbols: vec![sym("f"), sym("vec"), sym("v"), sym("g")],
        code: vec![load_fn(0, 1), load_fn(3, 2)],
        data: vec![
            data(1, DataKind::Zero, &[], 1 << 34, 1 << 34),
            data(2, DataKind::Data, &[42, 0, 0, 0], 4, 1 << 16),
        ],
        ..Unit::default()
    };
    let linked = link(&[unit], &process_symbol).expect("links");
    let vec = linked.address(0, SymbolId(1)).unwrap();
    assert_eq!(vec % (1 << 34), 0, "{vec:#x}");
    assert_eq!(linked.address(0, SymbolId(2)).unwrap() % (1 << 16), 0);
    assert_eq!(call_i32(linked.address(0, SymbolId(0)).unwrap()), 0);
    assert_eq!(call_i32(linked.address(0, SymbolId(3)).unwrap()), 42);
}

#[test]
fn alignment_beyond_the_limit_is_a_clear_error() {
    let unit = Unit {
        symbols: vec![sym("g")],
        data: vec![data(0, DataKind::Data, &[0; 4], 4, 1 << 41)],
        ..Unit::default()
    };
    match link(&[unit], &process_symbol) {
        Err(JitError::Unsupported(m)) => assert!(m.contains("'g': alignment 2199023255552"), "{m}"),
        Err(e) => panic!("unexpected error {e}"),
        Ok(_) => panic!("linked"),
    }
}

#[test]
fn constants_past_64_bits_are_refused() {
    let unit = Unit {
        symbols: vec![sym("c")],
        data: vec![data(0, DataKind::ReadOnly, &[], u64::MAX - 8, 16)],
        ..Unit::default()
    };
    match link(&[unit], &process_symbol) {
        Err(JitError::Memory(m)) => assert!(m.contains("do not fit in memory"), "{m}"),
        Err(e) => panic!("unexpected error {e}"),
        Ok(_) => panic!("linked"),
    }
}

#[test]
fn zero_fill_larger_than_the_address_space_is_refused() {
    let unit = Unit {
        symbols: vec![sym("g")],
        data: vec![data(0, DataKind::Zero, &[], 1 << 62, 16)],
        ..Unit::default()
    };
    match link(&[unit], &process_symbol) {
        Err(JitError::Memory(m)) => assert!(m.contains("cannot map"), "{m}"),
        Err(e) => panic!("unexpected error {e}"),
        Ok(_) => panic!("linked"),
    }
}
