//! Bytes of a section being built, with relocations against the starts of
//! other sections (how unwind and debug sections point at code).

use object::write::SectionId;

/// A relocation of a [`SectionBuf`]: at `offset`, the address (or offset)
/// of section `target` plus `addend`, as ELF relocation `r_type`.
#[derive(Copy, Clone, Debug)]
pub(crate) struct SectionReloc {
    /// Where in the buffer.
    pub offset: u64,
    /// The section whose start the relocation refers to.
    pub target: SectionId,
    /// Added to the section's address.
    pub addend: i64,
    /// ELF `R_X86_64_*` type.
    pub r_type: object::elf::RelocationType,
}

/// A growing section: little-endian writers, LEB128 and relocations.
#[derive(Clone, Debug, Default)]
pub(crate) struct SectionBuf {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// Relocations.
    pub relocs: Vec<SectionReloc>,
}

impl SectionBuf {
    /// Current length.
    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    /// Appends `bytes`.
    pub fn extend(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
    }

    /// Appends one byte.
    pub fn u8(&mut self, v: u8) {
        self.bytes.push(v);
    }

    /// Appends a little-endian `u16`.
    pub fn u16(&mut self, v: u16) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }

    /// Appends a little-endian `u32`.
    pub fn u32(&mut self, v: u32) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }

    /// Appends a little-endian `u64`.
    pub fn u64(&mut self, v: u64) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }

    /// Overwrites the `u32` at `at`.
    pub fn patch_u32(&mut self, at: usize, v: u32) {
        self.bytes[at..at + 4].copy_from_slice(&v.to_le_bytes());
    }

    /// Appends unsigned LEB128.
    pub fn uleb(&mut self, mut v: u64) {
        loop {
            let byte = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                self.bytes.push(byte);
                return;
            }
            self.bytes.push(byte | 0x80);
        }
    }

    /// Appends signed LEB128.
    pub fn sleb(&mut self, mut v: i64) {
        loop {
            let byte = (v & 0x7f) as u8;
            v >>= 7;
            let done = (v == 0 && byte & 0x40 == 0) || (v == -1 && byte & 0x40 != 0);
            if done {
                self.bytes.push(byte);
                return;
            }
            self.bytes.push(byte | 0x80);
        }
    }

    /// Appends a NUL-terminated string.
    pub fn cstr(&mut self, s: &str) {
        self.bytes.extend_from_slice(s.as_bytes());
        self.bytes.push(0);
    }

    /// Appends `size` zero bytes relocated to `target + addend`.
    pub fn reloc(
        &mut self,
        size: usize,
        target: SectionId,
        addend: i64,
        r_type: object::elf::RelocationType,
    ) {
        self.relocs.push(SectionReloc {
            offset: self.bytes.len() as u64,
            target,
            addend,
            r_type,
        });
        self.bytes.resize(self.bytes.len() + size, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::SectionBuf;

    #[test]
    fn leb128() {
        let mut b = SectionBuf::default();
        b.uleb(624_485);
        b.sleb(-123_456);
        b.sleb(63);
        b.sleb(64);
        b.sleb(-64);
        b.sleb(-65);
        assert_eq!(
            b.bytes,
            [
                0xE5, 0x8E, 0x26, 0xC0, 0xBB, 0x78, 0x3F, 0xC0, 0x00, 0x40, 0xBF, 0x7F
            ]
        );
    }
}
