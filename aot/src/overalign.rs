//! Definitions aligned beyond a page (LLVM allows up to 2^32): placed
//! without writing padding. The `object` crate pads a section's file offset
//! to the section's alignment and materialises padding before data, so an
//! `align 4294967296` global made a 4 GiB object (llc-19 writes one too).
//! Such definitions are given to it with alignment [`FILE_ALIGN_MAX`]:
//! data starts its section (see `Writer::section_for`), zero-fill is
//! offset by sizes only; the true `sh_addralign` is written into the
//! image afterwards. A linker honours `sh_addralign`; the file offset of a
//! relocatable object's section need not be aligned.

use crate::elf::Writer;
use crate::error::AotError;
use crate::patch::Layout;
use object::write::{SectionId, SymbolId};
use std::collections::HashMap;

/// The largest alignment given to the `object` crate (and so the most
/// padding it writes before a section or a definition).
pub(crate) const FILE_ALIGN_MAX: u64 = 4096;

/// The most initialised bytes written for one definition: 1 GiB.
/// Zero-filled definitions (`.bss`) have no such limit.
pub(crate) const MAX_DATA_BYTES: u64 = 1 << 30;

impl Writer<'_> {
    /// Defines `id` (unit symbol `sym`) as `bytes` aligned to `align` in
    /// `section`, which it starts if `align` exceeds [`FILE_ALIGN_MAX`].
    pub(crate) fn define_bytes(
        &mut self,
        sym: kiln_targets::SymbolId,
        id: SymbolId,
        section: SectionId,
        bytes: &[u8],
        align: u64,
    ) {
        self.obj
            .add_symbol_data(id, section, bytes, align.min(FILE_ALIGN_MAX));
        self.note_alignment(sym, align);
    }

    /// Defines `id` (unit symbol `sym`) as `size` zero bytes aligned to
    /// `align` in the zero-fill `section`: sizes only, nothing written.
    pub(crate) fn define_zero(
        &mut self,
        sym: kiln_targets::SymbolId,
        id: SymbolId,
        section: SectionId,
        size: u64,
        align: u64,
    ) -> Result<(), AotError> {
        let end = self.obj.append_section_bss(section, 0, 1);
        let at = end
            .checked_next_multiple_of(align)
            .filter(|at| at.checked_add(size).is_some())
            .ok_or_else(|| {
                AotError(format!(
                    "'{}': {size} zero bytes aligned to {align} do not fit in a 64-bit section",
                    self.unit.symbols[sym.0 as usize].name
                ))
            })?;
        if at > end {
            self.obj.append_section_bss(section, at - end, 1);
        }
        self.obj
            .add_symbol_bss(id, section, size, align.min(FILE_ALIGN_MAX));
        self.note_alignment(sym, align);
        Ok(())
    }

    fn note_alignment(&mut self, sym: kiln_targets::SymbolId, align: u64) {
        if align > FILE_ALIGN_MAX {
            self.over_aligned.push((sym, align));
        }
    }

    /// Writes the true `sh_addralign` of the sections holding definitions
    /// aligned beyond [`FILE_ALIGN_MAX`].
    pub(crate) fn patch_alignments(&self, image: &mut [u8]) -> Result<(), AotError> {
        if self.over_aligned.is_empty() {
            return Ok(());
        }
        let layout = Layout::read(image)?;
        let symbols = layout.symbols(image)?;
        let mut wanted: HashMap<u32, u64> = HashMap::new();
        for &(sym, align) in &self.over_aligned {
            let name = &self.unit.symbols[sym.0 as usize].name;
            let shndx = symbols
                .get(name.as_bytes())
                .map(|&(_, shndx)| shndx as u32)
                .filter(|&i| i != 0 && i < object::elf::SHN_LORESERVE as u32)
                .ok_or_else(|| AotError(format!("over-aligned '{name}' has no section")))?;
            let a = wanted.entry(shndx).or_insert(0);
            *a = (*a).max(align);
        }
        for (shndx, align) in wanted {
            layout.set_addralign(image, shndx, align);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::patch::Layout;
    use crate::{ElfOptions, write_elf};
    use kiln_targets::unit::{SymbolInfo, Unit, UnitDebug};
    use kiln_targets::{DataKind, DataObject, SymbolId};

    fn unit(data: Vec<DataObject>) -> Unit {
        Unit {
            symbols: (0..data.len())
                .map(|i| SymbolInfo {
                    name: format!("g{i}"),
                    ..SymbolInfo::default()
                })
                .collect(),
            data,
            ..Unit::default()
        }
    }

    fn object(i: u32, kind: DataKind, bytes: &[u8], size: u64, align: u64) -> DataObject {
        DataObject {
            sym: SymbolId(i),
            bytes: bytes.to_vec(),
            size,
            align,
            kind,
            relocs: Vec::new(),
        }
    }

    fn write(unit: &Unit) -> Result<Vec<u8>, crate::AotError> {
        let opts = ElfOptions::default();
        write_elf(
            unit,
            &UnitDebug::default(),
            &Default::default(),
            &[],
            &[],
            &opts,
        )
    }

    /// Per symbol `g<i>`: its section's (type, size, alignment) and its value.
    fn placed(image: &[u8], name: &str) -> ((u32, u64, u64), u64) {
        let layout = Layout::read(image).unwrap();
        let (index, shndx) = layout.symbols(image).unwrap()[name.as_bytes()];
        let sym = symbol_value(image, &layout, index);
        (layout.type_size_align(image, shndx as u32), sym)
    }

    fn symbol_value(image: &[u8], layout: &Layout, index: u32) -> u64 {
        let h = read_u64(image, 0x28) as usize + layout.symtab as usize * 64;
        let off = read_u64(image, h + 24) as usize;
        read_u64(image, off + index as usize * 24 + 8)
    }

    fn read_u64(b: &[u8], at: usize) -> u64 {
        u64::from_le_bytes(b[at..at + 8].try_into().unwrap())
    }

    const NOBITS: u32 = 8;
    const PROGBITS: u32 = 1;

    #[test]
    fn huge_zero_fill_is_a_bss_size_only() {
        let big = 4_294_967_295u64 * 4;
        let tib = 1u64 << 40;
        let u = unit(vec![
            object(0, DataKind::Zero, &[], big, 16),
            object(1, DataKind::Zero, &[], tib, 16),
        ]);
        let image = write(&u).unwrap();
        assert!(image.len() < 64 << 10, "{} bytes", image.len());
        let (section, value) = placed(&image, "g1");
        assert_eq!(value, big.next_multiple_of(16));
        assert_eq!(section, (NOBITS, value + tib, 16));
    }

    #[test]
    fn alignment_up_to_2_pow_32_writes_no_padding() {
        let four_g = 1u64 << 32;
        let u = unit(vec![
            object(0, DataKind::Data, &[7, 0, 0, 0], 4, 4),
            object(1, DataKind::Zero, &[], 4, four_g),
            object(2, DataKind::Data, &[5, 0, 0, 0], 4, four_g),
            object(3, DataKind::Zero, &[], 4, 4),
            object(4, DataKind::Zero, &[], 4, 1 << 31),
        ]);
        let image = write(&u).unwrap();
        assert!(image.len() < 64 << 10, "{} bytes", image.len());
        // g2 would follow g0 in .data: it starts a .data of its own.
        assert_eq!(placed(&image, "g0").0, (PROGBITS, 4, 4));
        assert_eq!(placed(&image, "g2"), ((PROGBITS, 4, four_g), 0));
        // Zero-fill is offset by sizes, in the one .bss.
        let (bss, v1) = placed(&image, "g1");
        assert_eq!(v1, 0);
        assert_eq!(placed(&image, "g3").1, 4);
        assert_eq!(placed(&image, "g4"), (bss, 1 << 31));
        assert_eq!(bss, (NOBITS, (1 << 31) + 4, four_g));
    }

    #[test]
    fn zero_fill_beyond_64_bits_is_an_error() {
        let u = unit(vec![
            object(0, DataKind::Zero, &[], 8, 8),
            object(1, DataKind::Zero, &[], u64::MAX - 4, 8),
        ]);
        let e = write(&u).unwrap_err();
        assert!(e.0.contains("'g1'"), "{e}");
    }

    #[test]
    fn initialised_data_over_1_gib_is_an_error_not_an_allocation() {
        let u = unit(vec![object(0, DataKind::Data, &[1], 1 << 34, 8)]);
        let e = write(&u).unwrap_err();
        assert!(
            e.0.contains("'g0' has 17179869184 bytes of initialised data"),
            "{e}"
        );
    }
}
