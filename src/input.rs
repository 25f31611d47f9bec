//! Reading an input module: regular files in full (large ones into huge
//! pages), pipes, devices and standard input up to [`MAX_STREAM_INPUT`];
//! input whose first bytes cannot begin LLVM IR is refused before the rest
//! is read.

use crate::{UserError, is_bitcode};
use std::io::Read;
use std::path::Path;

/// The most kiln reads from standard input or a file that is not a regular
/// file (a pipe, a device): 1 GiB. Regular files are read whatever their
/// size.
pub const MAX_STREAM_INPUT: u64 = 1 << 30;

/// How much of the input is looked at before the rest is read, to refuse
/// what cannot be IR (`/dev/zero`, `/dev/urandom`, binaries) at once.
const SNIFF_LEN: usize = 64 << 10;

/// The bytes of an input file: small inputs in an ordinary vector, large
/// ones in an anonymous mapping backed by transparent huge pages where the
/// kernel offers them (a tenth of the page faults of a heap buffer).
pub enum InputBytes {
    /// Bytes read into the heap.
    Heap(Vec<u8>),
    /// Bytes read into an anonymous memory mapping.
    Mapped(memmap2::MmapMut),
}

impl std::ops::Deref for InputBytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            InputBytes::Heap(v) => v,
            InputBytes::Mapped(m) => m,
        }
    }
}

/// Reads the file at `path`. The path `-` reads standard input. Standard
/// input and files that are not regular files are read up to
/// [`MAX_STREAM_INPUT`]; input that is neither bitcode nor text without NUL
/// bytes is refused after its first 64 KiB.
pub fn read_input(path: &Path) -> Result<InputBytes, UserError> {
    if path == Path::new("-") {
        let name = "standard input";
        let mut stdin = std::io::stdin().lock();
        return read_stream(&mut stdin, name, MAX_STREAM_INPUT).map(InputBytes::Heap);
    }
    let name = format!("'{}'", path.display());
    let file = std::fs::File::open(path).map_err(|e| cannot_read(&name, e))?;
    let meta = file.metadata().map_err(|e| cannot_read(&name, e))?;
    if meta.is_dir() {
        return Err(UserError(format!(
            "kiln: error: {name} is a directory, not an IR file\n"
        )));
    }
    if !meta.is_file() {
        return read_stream(&mut &file, &name, MAX_STREAM_INPUT).map(InputBytes::Heap);
    }
    let len = meta.len();
    sniff_file(&file, len, &name)?;
    if let Some(bytes) = read_large_file(&file, len) {
        return Ok(InputBytes::Mapped(bytes));
    }
    // A regular file is read to its end even if it grew since `metadata`;
    // files the kernel sizes as 0 (`/proc`) are bounded like streams.
    read_stream(&mut &file, &name, len.max(MAX_STREAM_INPUT)).map(InputBytes::Heap)
}

fn cannot_read(name: &str, e: std::io::Error) -> UserError {
    UserError(format!("kiln: error: cannot read {name}: {e}\n"))
}

/// Reads `r` to its end, refusing input that cannot be IR after its
/// first chunk and input longer than `limit` bytes.
fn read_stream(r: &mut dyn Read, name: &str, limit: u64) -> Result<Vec<u8>, UserError> {
    let mut buf = Vec::new();
    r.take(SNIFF_LEN as u64)
        .read_to_end(&mut buf)
        .map_err(|e| cannot_read(name, e))?;
    check_can_be_ir(&buf, name)?;
    let rest = (limit + 1).saturating_sub(buf.len() as u64);
    r.take(rest)
        .read_to_end(&mut buf)
        .map_err(|e| cannot_read(name, e))?;
    if buf.len() as u64 > limit {
        return Err(UserError(format!(
            "kiln: error: {name} is larger than {}, the most kiln reads from standard input or a file that is not a regular file\n",
            size_text(limit)
        )));
    }
    Ok(buf)
}

/// Checks the first bytes of a regular file of `len` bytes.
#[cfg(unix)]
fn sniff_file(file: &std::fs::File, len: u64, name: &str) -> Result<(), UserError> {
    use std::os::unix::fs::FileExt;
    let mut first = vec![0u8; len.min(SNIFF_LEN as u64) as usize];
    let mut got = 0;
    while got < first.len() {
        match file.read_at(&mut first[got..], got as u64) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(cannot_read(name, e)),
        }
    }
    check_can_be_ir(&first[..got], name)
}

#[cfg(not(unix))]
fn sniff_file(_file: &std::fs::File, _len: u64, _name: &str) -> Result<(), UserError> {
    Ok(())
}

/// Refuses `first` (the input's first bytes) unless it starts like
/// bitcode or like text. Text may hold a stray NUL (the parser reports it
/// where it is, as "NUL character is not allowed in names"), but not a NUL
/// first, many NULs, or NULs amid bytes that are not UTF-8 — zeros and
/// random bytes end here at once.
fn check_can_be_ir(first: &[u8], name: &str) -> Result<(), UserError> {
    if is_bitcode(first) {
        return Ok(());
    }
    let Some(at) = first.iter().position(|&b| b == 0) else {
        return Ok(());
    };
    let nuls = first.iter().filter(|&&b| b == 0).count();
    let utf8 = match std::str::from_utf8(first) {
        Ok(_) => true,
        // A character cut by the end of the chunk is still text.
        Err(e) => e.error_len().is_none(),
    };
    if at > 0 && nuls <= MAX_TEXT_NULS && utf8 {
        return Ok(());
    }
    Err(UserError(format!(
        "kiln: error: {name} is not LLVM IR: neither bitcode nor text (a NUL byte at offset {at})\n"
    )))
}

/// The most NUL bytes a first chunk of text may hold (each one an error the
/// parser locates).
const MAX_TEXT_NULS: usize = 16;

/// `1 GiB`, `512 MiB` or a byte count.
fn size_text(n: u64) -> String {
    if n >= 1 << 30 && n.is_multiple_of(1 << 30) {
        format!("{} GiB", n >> 30)
    } else if n >= 1 << 20 && n.is_multiple_of(1 << 20) {
        format!("{} MiB", n >> 20)
    } else {
        format!("{n} bytes")
    }
}

/// Files at least this large are read into huge pages, by two threads at once.
const LARGE_INPUT_MIN: u64 = 4 << 20;

/// Reads a large regular file into an anonymous mapping advised to use huge
/// pages, with two threads, one per half, so that the page faults and copies
/// of a multi-megabyte module run on both cores. `None` when the file is
/// small, or not a stable regular file, or the mapping or the second thread
/// fails (the caller then reads it the ordinary way).
#[cfg(unix)]
fn read_large_file(file: &std::fs::File, len: u64) -> Option<memmap2::MmapMut> {
    use std::os::unix::fs::FileExt;
    if len < LARGE_INPUT_MIN || len > isize::MAX as u64 {
        return None;
    }
    let mut buf = memmap2::MmapMut::map_anon(len as usize).ok()?;
    advise_huge_pages(&buf);
    let half = buf.len() / 2;
    let (lo, hi) = buf.split_at_mut(half);
    // Without a second thread the caller reads the file the ordinary way.
    let ok = std::thread::scope(|scope| {
        let read_upper = || file.read_exact_at(hi, half as u64).is_ok();
        let Ok(upper) = std::thread::Builder::new().spawn_scoped(scope, read_upper) else {
            return false;
        };
        let lower = file.read_exact_at(lo, 0).is_ok();
        lower && upper.join().unwrap_or(false)
    });
    // A file that grew meanwhile is read again the ordinary way.
    let mut probe = [0u8; 1];
    let at_end = matches!(file.read_at(&mut probe, len), Ok(0));
    (ok && at_end).then_some(buf)
}

/// Asks for transparent huge pages; a kernel without them just says no.
#[cfg(target_os = "linux")]
fn advise_huge_pages(buf: &memmap2::MmapMut) {
    let _ = buf.advise(memmap2::Advice::HugePage);
}

#[cfg(all(unix, not(target_os = "linux")))]
fn advise_huge_pages(_buf: &memmap2::MmapMut) {}

#[cfg(not(unix))]
fn read_large_file(_file: &std::fs::File, _len: u64) -> Option<memmap2::MmapMut> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_longer_than_the_limit_is_refused_at_the_limit() {
        let mut endless = std::io::repeat(b'y');
        let e = read_stream(&mut endless, "standard input", 3 << 20).unwrap_err();
        assert!(e.0.contains("standard input is larger than 3 MiB"), "{e}");
    }

    #[test]
    fn a_stream_at_the_limit_is_read() {
        let text = vec![b'\n'; 1000];
        assert_eq!(read_stream(&mut &text[..], "x", 1000).unwrap().len(), 1000);
    }

    #[test]
    fn nul_bytes_are_refused_after_the_first_chunk() {
        let mut zeros = std::io::repeat(0);
        let e = read_stream(&mut zeros, "'/dev/zero'", u64::MAX).unwrap_err();
        assert!(e.0.contains("'/dev/zero' is not LLVM IR"), "{e}");
        assert!(e.0.contains("offset 0"), "{e}");
    }

    #[test]
    fn a_stray_nul_in_text_is_left_to_the_parser() {
        assert!(check_can_be_ir(b"@\"a\0b\" = global i32 0\n", "t").is_ok());
        assert!(check_can_be_ir(b"\0@g = global i32 0\n", "t").is_err());
        assert!(check_can_be_ir(&[b'a', 0, 0xff, 0xfe, b'b'], "t").is_err());
        let mut many = b"; x".repeat(10);
        many.extend_from_slice(&[0; 17]);
        assert!(check_can_be_ir(&many, "t").is_err());
    }

    #[test]
    fn bitcode_may_contain_nul_bytes() {
        let mut wrapper = vec![0xDE, 0xC0, 0x17, 0x0B, 0, 0, 0, 0];
        wrapper.resize(100, 0);
        assert!(check_can_be_ir(&wrapper, "w").is_ok());
        assert!(check_can_be_ir(b"BC\xC0\xDE\0\0", "b").is_ok());
        assert!(check_can_be_ir(b"", "empty").is_ok());
    }
}
