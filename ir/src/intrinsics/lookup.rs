//! Which intrinsic a function name denotes, as LLVM 19 decides it
//! (`Function::lookupIntrinsicID`): a name under a target's prefix
//! (`llvm.x86.`) is looked up among that target's intrinsics only; other
//! names are searched one dotted component at a time in the sorted table,
//! and the entry found must be the whole name or a prefix of it followed
//! by a `.` (the mangled suffix), the latter only for overloaded
//! intrinsics.

use super::sig::Intrinsic;
use super::table::INTRINSICS;

/// The target prefixes of LLVM 19's target-specific intrinsics, sorted.
const TARGET_PREFIXES: &[&[u8]] = &[
    b"aarch64",
    b"amdgcn",
    b"arm",
    b"bpf",
    b"dx",
    b"hexagon",
    b"loongarch",
    b"mips",
    b"nvvm",
    b"ppc",
    b"r600",
    b"riscv",
    b"s390",
    b"spv",
    b"ve",
    b"wasm",
    b"x86",
    b"xcore",
];

/// What a function name denotes.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Lookup {
    /// Not an intrinsic LLVM 19 knows (an ordinary function, or an `llvm.`
    /// name that matches no intrinsic).
    Unknown,
    /// A name under a target's prefix: possibly one of that target's
    /// intrinsics, whose signatures kiln does not have.
    Target,
    /// A target-independent intrinsic.
    Known(&'static Intrinsic),
}

/// Looks `name` up among LLVM 19's intrinsics.
pub(crate) fn lookup(name: &[u8]) -> Lookup {
    let Some(rest) = name.strip_prefix(b"llvm.") else {
        return Lookup::Unknown;
    };
    let target = rest.split(|&b| b == b'.').next().unwrap_or_default();
    if TARGET_PREFIXES.binary_search(&target).is_ok() {
        return Lookup::Target;
    }
    match find(INTRINSICS, name) {
        Some(i) if INTRINSICS[i].overloaded || INTRINSICS[i].name.len() == name.len() => {
            Lookup::Known(&INTRINSICS[i])
        }
        _ => Lookup::Unknown,
    }
}

/// The index of the entry of `table` (sorted by name) that `name` denotes:
/// the range of entries agreeing with `name` is narrowed one dotted
/// component at a time (a component compares as a prefix, so
/// `llvm.memcpy_element_unordered_atomic` stays in the range of
/// `.memcpy`); the first entry of the last non-empty range must equal
/// `name` or be a prefix of it followed by `.`.
fn find(table: &[Intrinsic], name: &[u8]) -> Option<usize> {
    let (mut low, mut high) = (0, table.len());
    let mut last_low = low;
    let mut end = "llvm".len();
    while end < name.len() && high > low {
        let start = end;
        end = name[start + 1..]
            .iter()
            .position(|&b| b == b'.')
            .map_or(name.len(), |p| start + 1 + p);
        let key = &name[start..end];
        let part = |e: &Intrinsic| {
            let b = e.name.as_bytes();
            let b = &b[start.min(b.len())..];
            &b[..b.len().min(key.len())]
        };
        last_low = low;
        let range = &table[low..high];
        let first = range.partition_point(|e| part(e) < key);
        let past = range.partition_point(|e| part(e) <= key);
        (low, high) = (low + first, low + past);
    }
    if high > low {
        last_low = low;
    }
    let found = table.get(last_low)?.name.as_bytes();
    let denotes = name == found || (name.starts_with(found) && name[found.len()] == b'.');
    denotes.then_some(last_low)
}
