//! Offsets of the units' data in the JIT's read-only, writable and
//! thread-local regions, with checked sizes and alignments. Zero-filled data
//! follows all initialised writable data (as a linker places `.bss` after
//! `.data`), so a huge zero-filled array pushes nothing else out of the
//! ±2 GiB that code reaches PC-relatively.

use crate::error::JitError;
use crate::memory::MAX_ALIGN;
use kiln_targets::DataKind;
use kiln_targets::unit::Unit;

/// The most thread-local data the JIT copies per thread: 1 GiB.
pub const MAX_TLS_BYTES: u64 = 1 << 30;

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

/// Checks that `align` is within what the JIT honours.
pub fn check_align(unit: &Unit, sym: kiln_targets::SymbolId, align: u64) -> Result<(), JitError> {
    if align > MAX_ALIGN {
        return Err(too_large(
            unit,
            sym,
            format!("alignment {align} is above the JIT's limit of 1 GiB"),
        ));
    }
    Ok(())
}

/// Lays out the data of `units`.
pub fn lay_out(units: &[Unit]) -> Result<DataLayout, JitError> {
    let mut l = DataLayout {
        offsets: units
            .iter()
            .map(|u| vec![(false, 0); u.data.len()])
            .collect(),
        ..DataLayout::default()
    };
    // Initialised data first, then zero-filled writable data.
    for zero_pass in [false, true] {
        for (u, unit) in units.iter().enumerate() {
            for (i, d) in unit.data.iter().enumerate() {
                if (d.kind == DataKind::Zero) != zero_pass {
                    continue;
                }
                check_align(unit, d.sym, d.align)?;
                let (rw, region) = match d.kind {
                    DataKind::ReadOnly => (false, &mut l.ro),
                    DataKind::Data | DataKind::Zero => (true, &mut l.rw),
                    DataKind::ThreadData | DataKind::ThreadZero => (false, &mut l.tls),
                };
                let at = append(region, d.size, d.align).ok_or_else(|| {
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
        let l = lay_out(&[u]).unwrap();
        assert_eq!(
            l.offsets[0],
            [(true, 16), (true, 0), (true, 16 + (1 << 40))]
        );
        assert_eq!(l.rw, (24 + (1 << 40), 16));
    }

    #[test]
    fn sizes_past_64_bits_and_huge_alignments_are_errors() {
        let u = unit(&[(DataKind::Zero, 8, 8), (DataKind::Zero, u64::MAX, 8)]);
        let e = lay_out(&[u]).unwrap_err().to_string();
        assert!(e.contains("'g1'") && e.contains("do not fit"), "{e}");
        let u = unit(&[(DataKind::Zero, 4, 1 << 32)]);
        let e = lay_out(&[u]).unwrap_err().to_string();
        assert!(
            e.contains("alignment 4294967296 is above the JIT's limit"),
            "{e}"
        );
    }

    #[test]
    fn thread_local_data_is_bounded() {
        let u = unit(&[(DataKind::ThreadZero, 1 << 34, 8)]);
        let e = lay_out(&[u]).unwrap_err().to_string();
        assert!(e.contains("thread-local data"), "{e}");
    }
}
