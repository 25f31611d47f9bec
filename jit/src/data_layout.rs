//! Offsets of the units' data in the JIT's read-only, writable and
//! thread-local regions, with checked sizes and alignments. Zero-filled data
//! follows all initialised writable data (as a linker places `.bss` after
//! `.data`), so a huge zero-filled array pushes nothing else out of the
//! ±2 GiB that code reaches PC-relatively.
//!
//! The one definition aligned beyond all others (above a page) is the
//! *anchor*: it is laid out with the next largest alignment and the mapping
//! is then placed so that its address is aligned (see
//! `memory::allocate`), which keeps it next to the rest instead of at a
//! distance of its alignment. `<4294967295 x i32>` is aligned to 16 GiB.

use crate::error::JitError;
use crate::memory::{MAX_ALIGN, PAGE};
use kiln_targets::DataKind;
use kiln_targets::unit::Unit;

/// The most thread-local data the JIT copies per thread: 1 GiB.
pub const MAX_TLS_BYTES: u64 = 1 << 30;

/// The largest alignment of thread-local data (each thread's block is
/// allocated with it): 1 GiB.
pub const MAX_TLS_ALIGN: u64 = 1 << 30;

/// The definition whose address the mapping's placement aligns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Anchor {
    /// Its unit and index in the unit's data.
    pub unit: usize,
    /// Index in the unit's data.
    pub index: usize,
    /// Its alignment.
    pub align: u64,
}

/// Where each data object goes, and the sizes and alignments of the regions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DataLayout {
    /// Per unit, per data object: (writable region?, offset in its region).
    pub offsets: Vec<Vec<(bool, u64)>>,
    /// Read-only region: length and largest alignment.
    pub ro: (u64, u64),
    /// Writable region: length and largest alignment.
    pub rw: (u64, u64),
    /// Thread-local block: length and largest alignment.
    pub tls: (u64, u64),
    /// The definition aligned beyond all others, if any (its alignment is
    /// not counted in `ro` or `rw`).
    pub anchor: Option<Anchor>,
}

/// Places an object of `size` bytes aligned to `align` at the end of a
/// region `region` (length, largest alignment); its offset.
fn append(region: &mut (u64, u64), size: u64, align: u64) -> Option<u64> {
    let at = region.0.checked_next_multiple_of(align.max(1))?;
    region.0 = at.checked_add(size)?;
    region.1 = region.1.max(align);
    Some(at)
}

/// The error for a definition of unit `unit`'s symbol `sym` the JIT cannot
/// place.
fn too_large(unit: &Unit, sym: kiln_targets::SymbolId, what: String) -> JitError {
    let name = unit
        .symbols
        .get(sym.0 as usize)
        .map_or("?", |s| s.name.as_str());
    JitError::Unsupported(format!("'{name}': {what}"))
}

/// Checks that `align` is at most `limit` (named `limit_text`).
fn check_limit(
    unit: &Unit,
    sym: kiln_targets::SymbolId,
    align: u64,
    limit: u64,
    limit_text: &str,
) -> Result<(), JitError> {
    if align > limit {
        return Err(too_large(
            unit,
            sym,
            format!("alignment {align} is above the JIT's limit of {limit_text}"),
        ));
    }
    Ok(())
}

/// Checks that `align` is within what the JIT honours.
pub fn check_align(unit: &Unit, sym: kiln_targets::SymbolId, align: u64) -> Result<(), JitError> {
    check_limit(unit, sym, align, MAX_ALIGN, "1 TiB")
}

/// The anchor of `units`, whose code is aligned to at most `code_align`:
/// the one non-thread-local definition aligned beyond a page and beyond
/// every other definition, if there is one; and the alignment it is laid
/// out with (the largest other alignment, at least a page).
fn find_anchor(units: &[Unit], code_align: u64) -> (Option<Anchor>, u64) {
    let mut best: Option<Anchor> = None;
    let mut others = code_align.max(PAGE);
    for (u, unit) in units.iter().enumerate() {
        for (i, d) in unit.data.iter().enumerate() {
            if matches!(d.kind, DataKind::ThreadData | DataKind::ThreadZero) {
                continue;
            }
            match best {
                Some(b) if d.align <= b.align => others = others.max(d.align),
                _ => {
                    others = others.max(best.map_or(0, |b| b.align));
                    best = Some(Anchor {
                        unit: u,
                        index: i,
                        align: d.align,
                    });
                }
            }
        }
    }
    (best.filter(|b| b.align > others), others)
}

/// Lays out the data of `units`, whose code is aligned to at most
/// `code_align`.
pub fn lay_out(units: &[Unit], code_align: u64) -> Result<DataLayout, JitError> {
    let (anchor, anchor_layout_align) = find_anchor(units, code_align);
    let mut l = DataLayout {
        offsets: units
            .iter()
            .map(|u| vec![(false, 0); u.data.len()])
            .collect(),
        anchor,
        ..DataLayout::default()
    };
    // Initialised data first, then zero-filled writable data.
    for zero_pass in [false, true] {
        for (u, unit) in units.iter().enumerate() {
            for (i, d) in unit.data.iter().enumerate() {
                if (d.kind == DataKind::Zero) != zero_pass {
                    continue;
                }
                let tls = matches!(d.kind, DataKind::ThreadData | DataKind::ThreadZero);
                if tls {
                    check_limit(
                        unit,
                        d.sym,
                        d.align,
                        MAX_TLS_ALIGN,
                        "1 GiB for thread-local data",
                    )?;
                } else {
                    check_align(unit, d.sym, d.align)?;
                }
                let (rw, region) = match d.kind {
                    DataKind::ReadOnly => (false, &mut l.ro),
                    DataKind::Data | DataKind::Zero => (true, &mut l.rw),
                    DataKind::ThreadData | DataKind::ThreadZero => (false, &mut l.tls),
                };
                let is_anchor = anchor.is_some_and(|a| (a.unit, a.index) == (u, i));
                let align = if is_anchor {
                    anchor_layout_align
                } else {
                    d.align
                };
                let at = append(region, d.size, align).ok_or_else(|| {
                    too_large(
                        unit,
                        d.sym,
                        format!("{} bytes do not fit in memory", d.size),
                    )
                })?;
                l.offsets[u][i] = (rw, at);
            }
        }
    }
    if l.tls.0 > MAX_TLS_BYTES {
        return Err(JitError::Unsupported(format!(
            "{} bytes of thread-local data (the JIT copies at most 1 GiB per thread)",
            l.tls.0
        )));
    }
    Ok(l)
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_targets::unit::SymbolInfo;
    use kiln_targets::{DataObject, SymbolId};

    fn unit(objects: &[(DataKind, u64, u64)]) -> Unit {
        Unit {
            symbols: (0..objects.len())
                .map(|i| SymbolInfo {
                    name: format!("g{i}"),
                    ..SymbolInfo::default()
                })
                .collect(),
            data: objects
                .iter()
                .enumerate()
                .map(|(i, &(kind, size, align))| DataObject {
                    sym: SymbolId(i as u32),
                    bytes: Vec::new(),
                    size,
                    align,
                    kind,
                    relocs: Vec::new(),
                })
                .collect(),
            ..Unit::default()
        }
    }

    #[test]
    fn zero_fill_follows_initialised_data() {
        let u = unit(&[
            (DataKind::Zero, 1 << 40, 16),
            (DataKind::Data, 4, 4),
            (DataKind::Zero, 8, 8),
        ]);
        let l = lay_out(&[u], 16).unwrap();
        assert_eq!(
            l.offsets[0],
            [(true, 16), (true, 0), (true, 16 + (1 << 40))]
        );
        assert_eq!(l.rw, (24 + (1 << 40), 16));
    }

    #[test]
    fn sizes_past_64_bits_and_huge_alignments_are_errors() {
        let u = unit(&[(DataKind::Zero, 8, 8), (DataKind::Zero, u64::MAX, 8)]);
        let e = lay_out(&[u], 16).unwrap_err().to_string();
        assert!(e.contains("'g1'") && e.contains("do not fit"), "{e}");
        let u = unit(&[(DataKind::Zero, 4, 1 << 41)]);
        let e = lay_out(&[u], 16).unwrap_err().to_string();
        assert!(
            e.contains("alignment 2199023255552 is above the JIT's limit"),
            "{e}"
        );
    }

    #[test]
    fn the_most_aligned_definition_is_laid_out_with_the_next_alignment() {
        let u = unit(&[
            (DataKind::Data, 4, 4),
            (DataKind::Zero, 1 << 34, 1 << 34),
            (DataKind::ReadOnly, 4, 1 << 13),
        ]);
        let l = lay_out(&[u], 16).unwrap();
        let anchor = Anchor {
            unit: 0,
            index: 1,
            align: 1 << 34,
        };
        assert_eq!(l.anchor, Some(anchor));
        assert_eq!(l.offsets[0][1], (true, 1 << 13));
        assert_eq!(l.rw.1, 1 << 13);
        // Two definitions with the largest alignment: no anchor.
        let u = unit(&[(DataKind::Zero, 4, 1 << 20), (DataKind::Data, 4, 1 << 20)]);
        let l = lay_out(&[u], 16).unwrap();
        assert_eq!(l.anchor, None);
        assert_eq!(l.rw, ((1 << 20) + 4, 1 << 20));
    }

    #[test]
    fn thread_local_data_is_bounded() {
        let u = unit(&[(DataKind::ThreadZero, 1 << 34, 8)]);
        let e = lay_out(&[u], 16).unwrap_err().to_string();
        assert!(e.contains("thread-local data"), "{e}");
    }
}
