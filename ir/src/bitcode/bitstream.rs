//! The bitstream container: a bit cursor over a byte slice, fixed and VBR
//! fields, blocks with their abbreviation scopes, `DEFINE_ABBREV`,
//! `BLOCKINFO` and records (abbreviated or not). Nothing is copied out of the
//! input except record operands, which go into a caller-owned buffer; blobs
//! are returned as sub-slices of the input.

use super::BitcodeError;

/// Result of the bitcode reader. The error is boxed so that a result is at
/// most two words wide and is returned in registers: every field and
/// operand the reader decodes passes through one.
pub type BResult<T> = Result<T, Box<BitcodeError>>;

/// One operand of an abbreviation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AbbrevOp {
    /// A literal value.
    Literal(u64),
    /// A fixed-width field.
    Fixed(u8),
    /// A variable-width field with the given chunk width.
    Vbr(u8),
    /// An array; the element encoding is the next operand.
    Array,
    /// A 6-bit character.
    Char6,
    /// A blob of bytes.
    Blob,
}

/// An abbreviation: a range of [`Bitstream::ops`].
#[derive(Copy, Clone, Debug)]
struct Abbrev {
    start: u32,
    len: u32,
}

/// One open block.
#[derive(Clone, Debug)]
struct Scope {
    block_id: u32,
    width: u32,
    /// Bit position where the block ends (from its length word).
    end: u64,
    /// How many BLOCKINFO abbreviations of this block id were defined when
    /// the block was entered (they come first).
    inherited: u32,
    /// Index of this block id's list in `blockinfo`, if any.
    info: Option<u32>,
    /// Abbreviations defined in the block itself (indices into `abbrevs`).
    abbrevs: Vec<u32>,
}

/// What the cursor met next in the current block.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Entry<'a> {
    /// The end of the current block (already left).
    EndBlock,
    /// A sub-block with this id: call [`Bitstream::enter`] or
    /// [`Bitstream::skip_block`].
    SubBlock(u32),
    /// A record: its code, its operands in the caller's buffer, and its blob
    /// if the abbreviation had one.
    Record(u32, Option<&'a [u8]>),
}

/// A bitstream reader over a byte slice.
///
/// The bits not yet read are cached in a 64-bit word that is refilled from
/// `data` only when a field needs more bits than it holds, so most fields
/// cost a compare, a mask and a shift.
pub struct Bitstream<'a> {
    data: &'a [u8],
    /// Index of the first byte of `data` not yet loaded into `word`.
    next_byte: usize,
    /// The loaded bits not yet read, the next one in bit 0; the bits above
    /// the first `bits` are zero.
    word: u64,
    /// How many bits of `word` are loaded and unread (0..=64).
    bits: u32,
    /// Total bits.
    len: u64,
    width: u32,
    scopes: Vec<Scope>,
    abbrevs: Vec<Abbrev>,
    ops: Vec<AbbrevOp>,
    /// Abbreviations from BLOCKINFO, by block id.
    blockinfo: Vec<(u32, Vec<u32>)>,
    /// Index into `blockinfo` of each block id.
    blockinfo_index: crate::symbols::FxHashMap<u32, u32>,
}

/// Largest nesting of blocks accepted (LLVM's writer nests at most 4).
const MAX_DEPTH: usize = 64;

impl<'a> Bitstream<'a> {
    /// A reader at the start of `data` (the magic number not yet read).
    pub fn new(data: &'a [u8]) -> Self {
        Bitstream {
            data,
            next_byte: 0,
            word: 0,
            bits: 0,
            len: data.len() as u64 * 8,
            width: 2,
            scopes: Vec::new(),
            abbrevs: Vec::new(),
            ops: Vec::new(),
            blockinfo: Vec::new(),
            blockinfo_index: Default::default(),
        }
    }

    /// The current bit position.
    #[inline]
    pub fn bit_pos(&self) -> u64 {
        self.next_byte as u64 * 8 - self.bits as u64
    }

    /// Whether the whole input has been read (up to 32-bit padding).
    pub fn at_end(&self) -> bool {
        self.bit_pos() + 32 > self.len
    }

    /// Bits left in the input.
    #[inline]
    pub fn remaining(&self) -> u64 {
        self.len - self.bit_pos()
    }

    /// Bits left before the end of the innermost open block.
    pub fn block_bits_left(&self) -> u64 {
        self.scopes
            .last()
            .map_or(0, |s| s.end.saturating_sub(self.bit_pos()))
    }

    /// The id of the innermost open block.
    pub fn block_id(&self) -> Option<u32> {
        self.scopes.last().map(|s| s.block_id)
    }

    /// An error at the current position.
    #[cold]
    #[inline(never)]
    pub fn err<T>(&self, msg: impl Into<String>) -> BResult<T> {
        Err(Box::new(BitcodeError {
            bit_offset: self.bit_pos(),
            message: msg.into(),
        }))
    }

    /// Reads `width` (0..=32) bits.
    #[inline(always)]
    pub fn read(&mut self, width: u32) -> BResult<u64> {
        debug_assert!(width <= 32);
        if self.bits < width {
            self.refill();
            if self.bits < width {
                return self.err("unexpected end of bitcode");
            }
        }
        let v = self.word & ((1u64 << width) - 1);
        self.word >>= width;
        self.bits -= width;
        Ok(v)
    }

    /// Loads whole bytes into the cached word until it holds at least 56
    /// bits or the input ends. The word may also receive bits beyond the
    /// ones counted in `bits`: they are the stream's next bits, so loading
    /// them again later ORs in the same values. Kept out of line: it runs
    /// once per seven bytes, and inlined it would take registers from every
    /// field read.
    #[inline(never)]
    fn refill(&mut self) {
        debug_assert!(self.bits < 64);
        match self
            .data
            .get(self.next_byte..)
            .and_then(|s| s.first_chunk::<8>())
        {
            Some(c) => {
                self.word |= u64::from_le_bytes(*c) << self.bits;
                let take = (63 - self.bits) >> 3;
                self.next_byte += take as usize;
                self.bits += take * 8;
            }
            None => self.refill_tail(),
        }
    }

    /// [`Self::refill`] within the last 8 bytes of the input.
    #[cold]
    fn refill_tail(&mut self) {
        while self.bits <= 56 {
            let Some(&b) = self.data.get(self.next_byte) else {
                return;
            };
            self.word |= (b as u64) << self.bits;
            self.next_byte += 1;
            self.bits += 8;
        }
    }

    /// Reads a VBR field with chunks of `width` (2..=32) bits.
    #[inline(always)]
    pub fn read_vbr(&mut self, width: u32) -> BResult<u64> {
        let piece = self.read(width)?;
        if piece >> (width - 1) == 0 {
            return Ok(piece);
        }
        self.read_vbr_rest(piece, width)
    }

    /// The chunks of a VBR field after its first, `first`.
    fn read_vbr_rest(&mut self, first: u64, width: u32) -> BResult<u64> {
        let hi = 1u64 << (width - 1);
        let mut result = first & (hi - 1);
        let mut shift = width - 1;
        loop {
            let piece = self.read(width)?;
            if shift >= 64 {
                return self.err("VBR value does not fit in 64 bits");
            }
            result |= (piece & (hi - 1)) << shift;
            if piece & hi == 0 {
                return Ok(result);
            }
            shift += width - 1;
        }
    }

    /// Skips to the next multiple of 32 bits.
    pub fn align32(&mut self) -> BResult<()> {
        let pos = self.bit_pos();
        let p = (pos + 31) & !31;
        if p > self.len {
            return self.err("unexpected end of bitcode");
        }
        let skip = (p - pos) as u32;
        if skip <= self.bits {
            // `skip` is below 32, so the shift is in range.
            self.word >>= skip;
            self.bits -= skip;
        } else {
            self.set_pos(p);
        }
        Ok(())
    }

    /// Moves to bit position `pos` (must be inside the input).
    pub fn seek(&mut self, pos: u64) -> BResult<()> {
        if pos > self.len {
            return self.err("position beyond the end of bitcode");
        }
        self.set_pos(pos);
        Ok(())
    }

    /// Moves to `pos` (at most `len`), emptying the cached word.
    fn set_pos(&mut self, pos: u64) {
        debug_assert!(pos <= self.len);
        self.next_byte = (pos >> 3) as usize;
        self.word = 0;
        self.bits = 0;
        let shift = (pos & 7) as u32;
        if shift != 0 {
            // `pos < len`, so the byte holding `pos` is loaded.
            self.refill();
            self.word >>= shift;
            self.bits -= shift;
        }
    }

    /// Reads the next entry of the current block. Abbreviation definitions
    /// and BLOCKINFO blocks are handled here and never returned. Record
    /// operands are stored into `ops` (cleared first).
    #[inline]
    pub fn next(&mut self, ops: &mut Vec<u64>) -> BResult<Entry<'a>> {
        loop {
            if self.scopes.is_empty() && self.at_end() {
                return Ok(Entry::EndBlock);
            }
            let id = self.read(self.width)?;
            match id {
                0 => {
                    if self.scopes.is_empty() {
                        return self.err("END_BLOCK outside any block");
                    }
                    self.align32()?;
                    let s = self.scopes.pop();
                    self.width = self.scopes.last().map_or(2, |s| s.width);
                    if let Some(s) = s
                        && s.end != self.bit_pos()
                    {
                        return self.err("block length does not match its END_BLOCK");
                    }
                    return Ok(Entry::EndBlock);
                }
                1 => {
                    let bid = self.read_vbr(8)?;
                    let Ok(bid) = u32::try_from(bid) else {
                        return self.err("block id too large");
                    };
                    if bid == 0 {
                        self.blockinfo_block()?;
                        continue;
                    }
                    return Ok(Entry::SubBlock(bid));
                }
                2 => {
                    let a = self.define_abbrev()?;
                    match self.scopes.last_mut() {
                        Some(s) => s.abbrevs.push(a),
                        None => return self.err("DEFINE_ABBREV outside any block"),
                    }
                }
                3 => {
                    ops.clear();
                    let code = self.read_vbr(6)?;
                    let n = self.read_vbr(6)?;
                    if n > self.remaining() {
                        return self.err("record has more operands than bits left");
                    }
                    ops.reserve(n as usize);
                    for _ in 0..n {
                        ops.push(self.read_vbr(6)?);
                    }
                    return Ok(Entry::Record(self.code32(code)?, None));
                }
                _ => {
                    let Some(a) = self.lookup_abbrev(id) else {
                        return self.err(format!("unknown abbreviation id {id}"));
                    };
                    return self.abbreviated(a, ops);
                }
            }
        }
    }

    /// The abbreviation with id `id` (4 or more) in the current block.
    #[inline]
    fn lookup_abbrev(&self, id: u64) -> Option<u32> {
        let scope = self.scopes.last()?;
        let i = (id - 4) as usize;
        let inherited = scope.inherited as usize;
        if i < inherited {
            let list = &self.blockinfo.get(scope.info? as usize)?.1;
            list.get(i).copied()
        } else {
            scope.abbrevs.get(i - inherited).copied()
        }
    }

    fn code32(&self, code: u64) -> BResult<u32> {
        u32::try_from(code).or_else(|_| self.err("record code too large"))
    }

    /// Reads one scalar operand.
    #[inline(always)]
    fn scalar(&mut self, op: AbbrevOp) -> BResult<u64> {
        match op {
            AbbrevOp::Literal(v) => Ok(v),
            AbbrevOp::Fixed(w) => self.read(w as u32),
            AbbrevOp::Vbr(w) => self.read_vbr(w as u32),
            AbbrevOp::Char6 => {
                let c = self.read(6)? as u8;
                Ok(match c {
                    0..=25 => b'a' + c,
                    26..=51 => b'A' + c - 26,
                    52..=61 => b'0' + c - 52,
                    62 => b'.',
                    _ => b'_',
                } as u64)
            }
            AbbrevOp::Array | AbbrevOp::Blob => self.err("array or blob used as a scalar"),
        }
    }

    /// Reads a record with abbreviation `a` (an index into `abbrevs`).
    #[inline]
    fn abbreviated(&mut self, a: u32, ops: &mut Vec<u64>) -> BResult<Entry<'a>> {
        ops.clear();
        let Abbrev { start, len } = self.abbrevs[a as usize];
        let (start, end) = (start as usize, (start + len) as usize);
        // The code: almost always a literal or a scalar field.
        let code = match self.ops[start] {
            AbbrevOp::Literal(v) => v,
            AbbrevOp::Fixed(w) => self.read(w as u32)?,
            AbbrevOp::Vbr(w) => self.read_vbr(w as u32)?,
            AbbrevOp::Char6 => self.scalar(AbbrevOp::Char6)?,
            AbbrevOp::Array | AbbrevOp::Blob => return self.abbreviated_general(a, ops),
        };
        ops.reserve(len as usize);
        let mut blob = None;
        let mut i = start + 1;
        while i < end {
            let op = self.ops[i];
            i += 1;
            let v = match op {
                AbbrevOp::Literal(v) => v,
                AbbrevOp::Fixed(w) => self.read(w as u32)?,
                AbbrevOp::Vbr(w) => self.read_vbr(w as u32)?,
                AbbrevOp::Char6 => self.scalar(op)?,
                AbbrevOp::Array => {
                    let Some(&elt) = self.ops.get(i) else {
                        return self.err("array without element type");
                    };
                    i += 1;
                    self.array(elt, ops)?;
                    continue;
                }
                AbbrevOp::Blob => {
                    blob = Some(self.blob()?);
                    continue;
                }
            };
            ops.push(v);
        }
        Ok(Entry::Record(self.code32(code)?, blob))
    }

    /// Reads an array operand whose elements have encoding `elt` into
    /// `ops`.
    #[inline]
    fn array(&mut self, elt: AbbrevOp, ops: &mut Vec<u64>) -> BResult<()> {
        let n = self.read_vbr(6)?;
        if n > self.remaining() {
            return self.err("array longer than the bits left");
        }
        ops.reserve(n as usize);
        match elt {
            AbbrevOp::Fixed(w) => {
                for _ in 0..n {
                    let v = self.read(w as u32)?;
                    ops.push(v);
                }
            }
            AbbrevOp::Vbr(w) => {
                for _ in 0..n {
                    let v = self.read_vbr(w as u32)?;
                    ops.push(v);
                }
            }
            _ => {
                for _ in 0..n {
                    let v = self.scalar(elt)?;
                    ops.push(v);
                }
            }
        }
        Ok(())
    }

    /// Reads a blob operand: its length, then its bytes between 32-bit
    /// alignments.
    fn blob(&mut self) -> BResult<&'a [u8]> {
        let n = self.read_vbr(6)?;
        self.align32()?;
        if n > self.remaining() / 8 {
            return self.err("blob longer than the bits left");
        }
        let pos = self.bit_pos();
        let from = (pos >> 3) as usize;
        let Some(b) = self.data.get(from..from + n as usize) else {
            return self.err("blob beyond the end of bitcode");
        };
        self.set_pos(pos + n * 8);
        self.align32()?;
        Ok(b)
    }

    /// [`Self::abbreviated`] for an abbreviation that does not start with
    /// a scalar: the code is the first value read, wherever it comes from.
    #[cold]
    #[inline(never)]
    fn abbreviated_general(&mut self, a: u32, ops: &mut Vec<u64>) -> BResult<Entry<'a>> {
        ops.clear();
        let Abbrev { start, len } = self.abbrevs[a as usize];
        let mut blob = None;
        let mut code: Option<u64> = None;
        let mut i = start as usize;
        let end = (start + len) as usize;
        while i < end {
            let op = self.ops[i];
            i += 1;
            match op {
                AbbrevOp::Array => {
                    let Some(&elt) = self.ops.get(i) else {
                        return self.err("array without element type");
                    };
                    i += 1;
                    let n = self.read_vbr(6)?;
                    if n > self.remaining() {
                        return self.err("array longer than the bits left");
                    }
                    ops.reserve(n as usize);
                    for _ in 0..n {
                        let v = self.scalar(elt)?;
                        if code.is_none() {
                            code = Some(v);
                        } else {
                            ops.push(v);
                        }
                    }
                }
                AbbrevOp::Blob => blob = Some(self.blob()?),
                _ => {
                    let v = self.scalar(op)?;
                    if code.is_none() {
                        code = Some(v);
                    } else {
                        ops.push(v);
                    }
                }
            }
        }
        let Some(code) = code else {
            return self.err("abbreviated record without a code");
        };
        Ok(Entry::Record(self.code32(code)?, blob))
    }

    /// Reads a DEFINE_ABBREV body; returns the new abbreviation's index.
    fn define_abbrev(&mut self) -> BResult<u32> {
        let n = self.read_vbr(5)?;
        if n == 0 || n > self.remaining() {
            return self.err("bad abbreviation operand count");
        }
        let start = self.ops.len() as u32;
        let mut i = 0;
        while i < n {
            i += 1;
            let literal = self.read(1)? == 1;
            if literal {
                let v = self.read_vbr(8)?;
                self.ops.push(AbbrevOp::Literal(v));
                continue;
            }
            let enc = self.read(3)?;
            let op = match enc {
                1 | 2 => {
                    let w = self.read_vbr(5)?;
                    if w > 32 {
                        return self.err("abbreviation field wider than 32 bits");
                    }
                    if w == 0 {
                        // A zero-width field always reads 0.
                        AbbrevOp::Literal(0)
                    } else if enc == 1 {
                        AbbrevOp::Fixed(w as u8)
                    } else if w < 2 {
                        return self.err("VBR abbreviation field narrower than 2 bits");
                    } else {
                        AbbrevOp::Vbr(w as u8)
                    }
                }
                3 => {
                    // The element type must follow and be the last operand.
                    if i + 1 != n {
                        return self.err("array must be the second-to-last abbreviation operand");
                    }
                    AbbrevOp::Array
                }
                4 => AbbrevOp::Char6,
                5 => {
                    if i != n {
                        return self.err("blob must be the last abbreviation operand");
                    }
                    AbbrevOp::Blob
                }
                _ => return self.err(format!("unknown abbreviation encoding {enc}")),
            };
            if let Some(AbbrevOp::Array) = self.ops.last()
                && self.ops.len() > start as usize
                && matches!(op, AbbrevOp::Array | AbbrevOp::Blob)
            {
                return self.err("array element must be a scalar encoding");
            }
            self.ops.push(op);
        }
        if let Some(AbbrevOp::Array) = self.ops.last() {
            return self.err("array without element type");
        }
        if let Some(AbbrevOp::Literal(0)) = self.ops.last()
            && self.ops.len() >= start as usize + 2
            && self.ops[self.ops.len() - 2] == AbbrevOp::Array
        {
            return self.err("array of zero-width elements");
        }
        let idx = self.abbrevs.len() as u32;
        self.abbrevs.push(Abbrev {
            start,
            len: self.ops.len() as u32 - start,
        });
        Ok(idx)
    }

    /// Enters the sub-block just announced by [`Entry::SubBlock`].
    pub fn enter(&mut self, block_id: u32) -> BResult<()> {
        if self.scopes.len() >= MAX_DEPTH {
            return self.err("blocks nested too deeply");
        }
        let width = self.read_vbr(4)?;
        if width == 0 || width > 32 {
            return self.err("bad abbreviation id width");
        }
        self.align32()?;
        let words = self.read(32)?;
        let end = self.bit_pos() + words * 32;
        if end > self.len {
            return self.err("block extends beyond the end of bitcode");
        }
        if let Some(outer) = self.scopes.last()
            && end > outer.end
        {
            return self.err("block extends beyond its parent");
        }
        let info = self.blockinfo_index.get(&block_id).copied();
        let inherited = info.map_or(0, |i| self.blockinfo[i as usize].1.len() as u32);
        self.scopes.push(Scope {
            block_id,
            width: width as u32,
            end,
            inherited,
            info,
            abbrevs: Vec::new(),
        });
        self.width = width as u32;
        Ok(())
    }

    /// Skips the sub-block just announced by [`Entry::SubBlock`].
    pub fn skip_block(&mut self) -> BResult<()> {
        let _width = self.read_vbr(4)?;
        self.align32()?;
        let words = self.read(32)?;
        let end = self.bit_pos() + words * 32;
        if end > self.len {
            return self.err("block extends beyond the end of bitcode");
        }
        self.set_pos(end);
        Ok(())
    }

    /// Reads a BLOCKINFO block (its id already read).
    fn blockinfo_block(&mut self) -> BResult<()> {
        self.enter(0)?;
        let mut cur: Option<u32> = None;
        let mut ops = Vec::new();
        loop {
            let id = self.read(self.width)?;
            match id {
                0 => {
                    self.align32()?;
                    let s = self.scopes.pop();
                    self.width = self.scopes.last().map_or(2, |s| s.width);
                    if let Some(s) = s
                        && s.end != self.bit_pos()
                    {
                        return self.err("block length does not match its END_BLOCK");
                    }
                    return Ok(());
                }
                1 => {
                    let _ = self.read_vbr(8)?;
                    self.skip_block()?;
                }
                2 => {
                    let Some(bid) = cur else {
                        return self.err("DEFINE_ABBREV in BLOCKINFO before SETBID");
                    };
                    let a = self.define_abbrev()?;
                    match self.blockinfo_index.get(&bid) {
                        Some(&i) => self.blockinfo[i as usize].1.push(a),
                        None => {
                            self.blockinfo_index
                                .insert(bid, self.blockinfo.len() as u32);
                            self.blockinfo.push((bid, vec![a]));
                        }
                    }
                }
                3 => {
                    let code = self.read_vbr(6)?;
                    let n = self.read_vbr(6)?;
                    if n > self.remaining() {
                        return self.err("record has more operands than bits left");
                    }
                    ops.clear();
                    for _ in 0..n {
                        ops.push(self.read_vbr(6)?);
                    }
                    if code == 1 {
                        let Some(&b) = ops.first() else {
                            return self.err("SETBID without a block id");
                        };
                        let Ok(b) = u32::try_from(b) else {
                            return self.err("block id too large");
                        };
                        cur = Some(b);
                    }
                }
                _ => {
                    let Some(a) = self.lookup_abbrev(id) else {
                        return self.err(format!("unknown abbreviation id {id}"));
                    };
                    self.abbreviated(a, &mut ops)?;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A little bit writer for building test streams.
    #[derive(Default)]
    struct W {
        bytes: Vec<u8>,
        bits: u64,
    }

    impl W {
        fn fixed(&mut self, v: u64, width: u32) {
            for i in 0..width {
                if self.bits.is_multiple_of(8) {
                    self.bytes.push(0);
                }
                if (v >> i) & 1 == 1 {
                    let last = self.bytes.len() - 1;
                    self.bytes[last] |= 1 << (self.bits % 8);
                }
                self.bits += 1;
            }
        }
        fn vbr(&mut self, mut v: u64, width: u32) {
            let hi = 1u64 << (width - 1);
            while v >= hi {
                self.fixed((v & (hi - 1)) | hi, width);
                v >>= width - 1;
            }
            self.fixed(v, width);
        }
        fn align32(&mut self) {
            while !self.bits.is_multiple_of(32) {
                self.fixed(0, 1);
            }
        }
        /// ENTER_SUBBLOCK with abbrev width `aw` in a context of width
        /// `outer`; returns the byte index of the length word.
        fn enter(&mut self, outer: u32, id: u64, aw: u64) -> usize {
            self.fixed(1, outer);
            self.vbr(id, 8);
            self.vbr(aw, 4);
            self.align32();
            let at = self.bytes.len();
            self.fixed(0, 32);
            at
        }
        fn end(&mut self, width: u32, len_at: usize) {
            self.fixed(0, width);
            self.align32();
            let words = ((self.bytes.len() - len_at - 4) / 4) as u32;
            self.bytes[len_at..len_at + 4].copy_from_slice(&words.to_le_bytes());
        }
    }

    #[test]
    fn fixed_and_vbr_fields() {
        let mut w = W::default();
        w.fixed(5, 3);
        w.vbr(27, 4);
        w.vbr(u64::MAX, 6);
        w.fixed(0x2a, 6);
        let mut b = Bitstream::new(&w.bytes);
        assert_eq!(b.read(3).unwrap(), 5);
        assert_eq!(b.read_vbr(4).unwrap(), 27);
        assert_eq!(b.read_vbr(6).unwrap(), u64::MAX);
        assert_eq!(b.read(6).unwrap(), 0x2a);
        // The documented encoding of 27 as vbr4: 1011 then 0011.
        let mut w = W::default();
        w.fixed(0b1011, 4);
        w.fixed(0b0011, 4);
        assert_eq!(Bitstream::new(&w.bytes).read_vbr(4).unwrap(), 27);
    }

    #[test]
    fn fields_across_cached_word_boundaries() {
        // A deterministic mix of widths and values, long enough that reads
        // straddle every refill position, then read back with seeks and
        // alignment in between.
        let mut w = W::default();
        let mut fields = Vec::new();
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let width = (x % 32) as u32 + 1;
            let vbr = x & (1 << 40) != 0 && width >= 2;
            let v = if vbr {
                x >> (x % 64)
            } else {
                x & ((1u64 << width) - 1)
            };
            let at = w.bits;
            if vbr {
                w.vbr(v, width);
            } else {
                w.fixed(v, width);
            }
            fields.push((at, width, vbr, v));
        }
        w.align32();
        let mut b = Bitstream::new(&w.bytes);
        for &(at, width, vbr, v) in &fields {
            assert_eq!(b.bit_pos(), at);
            let got = if vbr {
                b.read_vbr(width)
            } else {
                b.read(width)
            };
            assert_eq!(got.unwrap(), v, "field at bit {at}");
        }
        for &(at, width, vbr, v) in fields.iter().rev().step_by(7) {
            b.seek(at).unwrap();
            let got = if vbr {
                b.read_vbr(width)
            } else {
                b.read(width)
            };
            assert_eq!(got.unwrap(), v, "field at bit {at} after a seek");
        }
        b.seek(fields[3].0).unwrap();
        b.align32().unwrap();
        assert_eq!(b.bit_pos() % 32, 0);
        assert_eq!(b.remaining(), w.bits - b.bit_pos());
        b.seek(w.bits).unwrap();
        assert!(b.read(1).is_err());
        assert_eq!(b.bit_pos(), w.bits);
    }

    #[test]
    fn reading_past_the_end_is_an_error() {
        let mut b = Bitstream::new(&[0xff]);
        assert_eq!(b.read(8).unwrap(), 0xff);
        let e = b.read(1).unwrap_err();
        assert_eq!(e.bit_offset, 8);
        // An endless VBR.
        let mut b = Bitstream::new(&[0xff; 16]);
        assert!(b.read_vbr(8).is_err());
    }

    /// A block (id 8, abbrev width 4) with an abbreviation
    /// `[literal 7, fixed 5, vbr 3, array char6]`, a record using it, an
    /// unabbreviated record and an abbreviated blob record.
    fn sample() -> Vec<u8> {
        let mut w = W::default();
        let at = w.enter(2, 8, 4);
        // DEFINE_ABBREV: 4 ops.
        w.fixed(2, 4);
        w.vbr(5, 5);
        w.fixed(1, 1);
        w.vbr(7, 8); // literal code 7
        w.fixed(0, 1);
        w.fixed(1, 3);
        w.vbr(5, 5); // fixed(5)
        w.fixed(0, 1);
        w.fixed(2, 3);
        w.vbr(3, 5); // vbr(3)
        w.fixed(0, 1);
        w.fixed(3, 3); // array
        w.fixed(0, 1);
        w.fixed(4, 3); // of char6
        // Record with abbrev 4: fixed 17, vbr 9, "aZ_".
        w.fixed(4, 4);
        w.fixed(17, 5);
        w.vbr(9, 3);
        w.vbr(3, 6);
        w.fixed(0, 6);
        w.fixed(51, 6);
        w.fixed(63, 6);
        // UNABBREV_RECORD code 3 with ops [1, 1000].
        w.fixed(3, 4);
        w.vbr(3, 6);
        w.vbr(2, 6);
        w.vbr(1, 6);
        w.vbr(1000, 6);
        // DEFINE_ABBREV [literal 9, blob] and a record with blob "xyz".
        w.fixed(2, 4);
        w.vbr(2, 5);
        w.fixed(1, 1);
        w.vbr(9, 8);
        w.fixed(0, 1);
        w.fixed(5, 3);
        w.fixed(5, 4);
        w.vbr(3, 6);
        w.align32();
        for c in b"xyz" {
            w.fixed(*c as u64, 8);
        }
        w.align32();
        w.end(4, at);
        w.bytes
    }

    #[test]
    fn abbreviations_arrays_and_blobs() {
        let bytes = sample();
        let mut b = Bitstream::new(&bytes);
        let mut ops = Vec::new();
        assert_eq!(b.next(&mut ops).unwrap(), Entry::SubBlock(8));
        b.enter(8).unwrap();
        assert_eq!(b.next(&mut ops).unwrap(), Entry::Record(7, None));
        assert_eq!(ops, vec![17, 9, b'a' as u64, b'Z' as u64, b'_' as u64]);
        assert_eq!(b.next(&mut ops).unwrap(), Entry::Record(3, None));
        assert_eq!(ops, vec![1, 1000]);
        assert_eq!(
            b.next(&mut ops).unwrap(),
            Entry::Record(9, Some(&b"xyz"[..]))
        );
        assert_eq!(b.next(&mut ops).unwrap(), Entry::EndBlock);
        assert!(b.at_end());
    }

    #[test]
    fn every_truncation_of_a_stream_fails_cleanly() {
        let bytes = sample();
        for n in 0..bytes.len() {
            let mut b = Bitstream::new(&bytes[..n]);
            let mut ops = Vec::new();
            let r = (|| -> BResult<()> {
                loop {
                    match b.next(&mut ops)? {
                        Entry::SubBlock(id) => b.enter(id)?,
                        Entry::EndBlock if b.block_id().is_none() => return Ok(()),
                        _ => {}
                    }
                }
            })();
            if n >= 4 && n < bytes.len() {
                assert!(r.is_err(), "truncated at {n}");
            }
        }
    }

    #[test]
    fn blockinfo_abbreviations_apply_by_block_id() {
        let mut w = W::default();
        let outer = w.enter(2, 8, 3);
        // BLOCKINFO: SETBID 9, DEFINE_ABBREV [literal 4, fixed 8].
        let bi = w.enter(3, 0, 2);
        w.fixed(3, 2);
        w.vbr(1, 6);
        w.vbr(1, 6);
        w.vbr(9, 6);
        w.fixed(2, 2);
        w.vbr(2, 5);
        w.fixed(1, 1);
        w.vbr(4, 8);
        w.fixed(0, 1);
        w.fixed(1, 3);
        w.vbr(8, 5);
        w.end(2, bi);
        // Block 9 uses abbrev id 4 from BLOCKINFO.
        let inner = w.enter(3, 9, 3);
        w.fixed(4, 3);
        w.fixed(200, 8);
        w.end(3, inner);
        w.end(3, outer);
        let mut b = Bitstream::new(&w.bytes);
        let mut ops = Vec::new();
        assert_eq!(b.next(&mut ops).unwrap(), Entry::SubBlock(8));
        b.enter(8).unwrap();
        assert_eq!(b.next(&mut ops).unwrap(), Entry::SubBlock(9));
        b.enter(9).unwrap();
        assert_eq!(b.next(&mut ops).unwrap(), Entry::Record(4, None));
        assert_eq!(ops, vec![200]);
        assert_eq!(b.next(&mut ops).unwrap(), Entry::EndBlock);
        assert_eq!(b.next(&mut ops).unwrap(), Entry::EndBlock);
    }

    #[test]
    fn bad_abbreviation_ids_and_lengths_are_errors() {
        // Abbreviation id 5 with none defined.
        let mut w = W::default();
        let at = w.enter(2, 8, 3);
        w.fixed(5, 3);
        w.end(3, at);
        let mut b = Bitstream::new(&w.bytes);
        let mut ops = Vec::new();
        b.next(&mut ops).unwrap();
        b.enter(8).unwrap();
        let e = b.next(&mut ops).unwrap_err();
        assert!(e.message.contains("unknown abbreviation id 5"), "{e}");
        // A block length pointing beyond the input.
        let mut bytes = w.bytes.clone();
        bytes[4] = 0xff;
        let mut b = Bitstream::new(&bytes);
        b.next(&mut ops).unwrap();
        assert!(b.enter(8).is_err());
        // A zero abbreviation width.
        let mut w = W::default();
        let at = w.enter(2, 8, 0);
        w.end(1, at);
        let mut b = Bitstream::new(&w.bytes);
        b.next(&mut ops).unwrap();
        assert!(b.enter(8).is_err());
    }
}
