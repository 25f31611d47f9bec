//! Text pieces of the assembly writer: quoting names and strings, and byte
//! runs interleaved with directives at given offsets.

use std::fmt::Write;

/// `name` as an assembler symbol: bare if it only has identifier
/// characters, quoted otherwise.
pub(crate) fn quote(name: &str) -> String {
    let plain = !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$'));
    if plain {
        name.to_owned()
    } else {
        string(name.as_bytes())
    }
}

/// A double-quoted string with `\\`, `\"` and octal escapes.
pub(crate) fn string(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('"');
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\{b:03o}");
            }
        }
    }
    s.push('"');
    s
}

/// A directive placed before the byte at `at`; `skip` bytes from there on
/// are written by the directive itself (a relocated field).
#[derive(Clone, Debug)]
pub(crate) struct Event {
    /// Offset.
    pub at: u32,
    /// Order among events at the same offset.
    pub order: u8,
    /// Directive text (whole lines).
    pub text: String,
    /// Bytes the directive stands for.
    pub skip: u32,
}

/// Writes `bytes` as `.byte` lines (at most 16 a line), putting each
/// event's text before the byte at its offset and skipping the bytes it
/// stands for; `events` sorted by offset and order.
pub(crate) fn bytes_with(out: &mut String, bytes: &[u8], events: &[Event]) {
    let mut at = 0usize;
    let mut e = 0usize;
    loop {
        while e < events.len() && events[e].at as usize <= at {
            out.push_str(&events[e].text);
            at = at.max(events[e].at as usize + events[e].skip as usize);
            e += 1;
        }
        if at >= bytes.len() {
            break;
        }
        let next = events
            .get(e)
            .map_or(bytes.len(), |ev| (ev.at as usize).min(bytes.len()));
        let end = next.min(at + 16).max(at + 1);
        out.push_str("\t.byte\t");
        for (i, b) in bytes[at..end].iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(out, "{b}");
        }
        out.push('\n');
        at = end;
    }
    for ev in &events[e..] {
        out.push_str(&ev.text);
    }
}
