//! Reading back the written ELF image to patch what the `object` crate's
//! writer cannot express: `sh_link` of `SHF_LINK_ORDER` sections and of
//! sections that index the symbol table, `sh_entsize`, `sh_addralign`
//! beyond what the writer was given, and symbol-table
//! indices (for the address-significance table).
//!
//! ELF64 little-endian only (what the writer produces).

use crate::error::AotError;
use std::collections::HashMap;

const SHT_SYMTAB: u32 = 2;
const SHDR_SIZE: usize = 64;
const SYM_SIZE: usize = 24;

fn u16_at(b: &[u8], at: usize) -> Result<u16, AotError> {
    b.get(at..at + 2)
        .map(|s| u16::from_le_bytes([s[0], s[1]]))
        .ok_or_else(|| AotError("ELF image truncated".into()))
}

fn u32_at(b: &[u8], at: usize) -> Result<u32, AotError> {
    b.get(at..at + 4)
        .map(|s| u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
        .ok_or_else(|| AotError("ELF image truncated".into()))
}

fn u64_at(b: &[u8], at: usize) -> Result<u64, AotError> {
    b.get(at..at + 8)
        .map(|s| u64::from_le_bytes([s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]]))
        .ok_or_else(|| AotError("ELF image truncated".into()))
}

/// Section headers and symbols of a written image.
pub(crate) struct Layout {
    shoff: usize,
    shnum: usize,
    shstrtab: usize,
    /// Index of `.symtab`.
    pub symtab: u32,
}

impl Layout {
    /// Reads the headers of `image`.
    pub(crate) fn read(image: &[u8]) -> Result<Layout, AotError> {
        let shoff = u64_at(image, 0x28)? as usize;
        let shnum = u16_at(image, 0x3C)? as usize;
        let shstrndx = u16_at(image, 0x3E)? as usize;
        let shstrtab = u64_at(image, shoff + shstrndx * SHDR_SIZE + 24)? as usize;
        let mut symtab = 0;
        for i in 1..shnum {
            if u32_at(image, shoff + i * SHDR_SIZE + 4)? == SHT_SYMTAB {
                symtab = i as u32;
            }
        }
        if symtab == 0 {
            return Err(AotError("no symbol table in the ELF image".into()));
        }
        Ok(Layout {
            shoff,
            shnum,
            shstrtab,
            symtab,
        })
    }

    fn header(&self, index: u32) -> usize {
        self.shoff + index as usize * SHDR_SIZE
    }

    /// The index of the first section called `name`.
    pub(crate) fn section_named(&self, image: &[u8], name: &[u8]) -> Option<u32> {
        (1..self.shnum as u32).find(|&i| {
            u32_at(image, self.header(i))
                .ok()
                .and_then(|n| cstr(image, self.shstrtab + n as usize))
                == Some(name)
        })
    }

    /// Sets `sh_link` of section `index`.
    pub(crate) fn set_link(&self, image: &mut [u8], index: u32, link: u32) {
        let at = self.header(index) + 40;
        image[at..at + 4].copy_from_slice(&link.to_le_bytes());
    }

    /// Sets `sh_addralign` of section `index`.
    pub(crate) fn set_addralign(&self, image: &mut [u8], index: u32, align: u64) {
        let at = self.header(index) + 48;
        image[at..at + 8].copy_from_slice(&align.to_le_bytes());
    }

    /// `sh_type`, `sh_size` and `sh_addralign` of section `index`.
    #[cfg(test)]
    pub(crate) fn type_size_align(&self, image: &[u8], index: u32) -> (u32, u64, u64) {
        let h = self.header(index);
        let field = |at: usize| u64_at(image, h + at).unwrap_or(0);
        (u32_at(image, h + 4).unwrap_or(0), field(32), field(48))
    }

    /// Sets `sh_entsize` of section `index`.
    pub(crate) fn set_entsize(&self, image: &mut [u8], index: u32, size: u64) {
        let at = self.header(index) + 56;
        image[at..at + 8].copy_from_slice(&size.to_le_bytes());
    }

    /// Every named symbol's (symbol-table index, section index), by name
    /// (the first of equal names).
    pub(crate) fn symbols(&self, image: &[u8]) -> Result<HashMap<Vec<u8>, (u32, u16)>, AotError> {
        let h = self.header(self.symtab);
        let off = u64_at(image, h + 24)? as usize;
        let size = u64_at(image, h + 32)? as usize;
        let strtab = self.header(u32_at(image, h + 40)?);
        let str_off = u64_at(image, strtab + 24)? as usize;
        let mut out = HashMap::new();
        for i in 1..size / SYM_SIZE {
            let at = off + i * SYM_SIZE;
            let name = u32_at(image, at)? as usize;
            if name == 0 {
                continue;
            }
            let name = cstr(image, str_off + name)
                .ok_or_else(|| AotError("bad symbol name in the ELF image".into()))?;
            let shndx = u16_at(image, at + 6)?;
            out.entry(name.to_vec()).or_insert((i as u32, shndx));
        }
        Ok(out)
    }
}

/// The NUL-terminated string at `at`.
fn cstr(image: &[u8], at: usize) -> Option<&[u8]> {
    let s = image.get(at..)?;
    Some(&s[..s.iter().position(|&c| c == 0)?])
}
