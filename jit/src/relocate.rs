//! Patching relocation sites in memory.

use crate::error::JitError;
use kiln_targets::RelocKind;

/// Writes the value of a relocation of `kind` at `site` (an offset into
/// `mem`, whose first byte is at address `base`), for a target at absolute
/// address `target` (already including the addend).
pub fn patch(
    mem: &mut [u8],
    base: u64,
    site: u64,
    kind: RelocKind,
    target: u64,
    what: &dyn Fn() -> String,
) -> Result<(), JitError> {
    let place = base + site;
    let at = site as usize;
    match kind {
        RelocKind::X86PcRel4
        | RelocKind::X86CallPlt4
        | RelocKind::X86GotPcRel4
        | RelocKind::X86TlsGd => {
            let delta = target.wrapping_sub(place) as i64;
            let v = i32::try_from(delta).map_err(|_| JitError::OutOfRange(what()))?;
            write(mem, at, &v.to_le_bytes(), what)
        }
        RelocKind::Abs8 => write(mem, at, &target.to_le_bytes(), what),
        RelocKind::Abs4 => {
            let v = u32::try_from(target).map_err(|_| JitError::OutOfRange(what()))?;
            write(mem, at, &v.to_le_bytes(), what)
        }
        RelocKind::X86TlsLd
        | RelocKind::X86DtpOff4
        | RelocKind::X86GotTpOff4
        | RelocKind::X86TpOff4 => Err(JitError::Unsupported(format!(
            "thread-local access model other than general dynamic ({kind:?}) {}",
            what()
        ))),
        RelocKind::X86GotOff8 | RelocKind::X86GotEntry8 | RelocKind::X86GotPc8 => {
            Err(JitError::Unsupported(format!(
                "GOT-relative large-code-model relocation ({kind:?}) {}",
                what()
            )))
        }
    }
}

fn write(
    mem: &mut [u8],
    at: usize,
    bytes: &[u8],
    what: &dyn Fn() -> String,
) -> Result<(), JitError> {
    let dst = mem.get_mut(at..at + bytes.len()).ok_or_else(|| {
        JitError::OutOfRange(format!("relocation site outside its object: {}", what()))
    })?;
    dst.copy_from_slice(bytes);
    Ok(())
}

/// Size of a call stub: `jmp qword ptr [rip + disp32]`.
pub const STUB_SIZE: u64 = 8;

/// Writes a stub at offset `at` (address `base + at`) jumping through the
/// GOT entry at address `got_entry`.
pub fn write_stub(mem: &mut [u8], base: u64, at: u64, got_entry: u64) -> Result<(), JitError> {
    let next = base + at + 6;
    let disp = i32::try_from(got_entry.wrapping_sub(next) as i64)
        .map_err(|_| JitError::OutOfRange("call stub to its GOT entry".into()))?;
    let mut stub = [0xFFu8, 0x25, 0, 0, 0, 0, 0xCC, 0xCC];
    stub[2..6].copy_from_slice(&disp.to_le_bytes());
    write(mem, at as usize, &stub, &|| "call stub".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pc_relative_patch_is_target_minus_place() {
        let mut mem = [0u8; 8];
        patch(&mut mem, 0x1000, 2, RelocKind::X86PcRel4, 0x0ff0, &|| {
            String::new()
        })
        .unwrap();
        assert_eq!(i32::from_le_bytes(mem[2..6].try_into().unwrap()), -0x12);
    }

    #[test]
    fn pc_relative_patch_out_of_range_is_an_error() {
        let mut mem = [0u8; 8];
        let r = patch(&mut mem, 0, 0, RelocKind::X86CallPlt4, 1 << 40, &|| {
            "f".into()
        });
        assert!(matches!(r, Err(JitError::OutOfRange(_))));
    }

    #[test]
    fn stub_jumps_through_its_got_entry() {
        let mut mem = [0u8; 16];
        write_stub(&mut mem, 0x2000, 0, 0x2008).unwrap();
        assert_eq!(&mem[..2], &[0xFF, 0x25]);
        assert_eq!(i32::from_le_bytes(mem[2..6].try_into().unwrap()), 2);
    }
}
