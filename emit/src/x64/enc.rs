//! The x86-64 encoding core: legacy prefixes, REX, opcode bytes, ModRM, SIB,
//! displacements and rip-relative references (relocations or fixups), shared
//! by the per-family encoders.

use super::frame::FrameLayout;
use crate::buffer::{CodeBuffer, Label};
use crate::{EmitError, err};
use kiln_targets::x64::Amode;
use kiln_targets::{Reg, RegClass, RelocKind, SymbolId};

/// Operand-size prefix `66`.
pub(crate) const P66: u8 = 1;
/// `F2` (mandatory prefix of scalar-double SSE).
pub(crate) const PF2: u8 = 2;
/// `F3` (scalar-single SSE, `rep`, `popcnt`…).
pub(crate) const PF3: u8 = 4;
/// `lock`.
pub(crate) const LOCK: u8 = 8;

/// The reg field is a byte register (`spl`…`dil` need a REX prefix).
pub(crate) const BYTE_REG: u8 = 1;
/// The r/m register is a byte register.
pub(crate) const BYTE_RM: u8 = 2;

/// Up to three opcode bytes (`0F`, `0F 38`, `0F 3A` maps included).
#[derive(Copy, Clone, Debug)]
pub(crate) struct Op {
    bytes: [u8; 3],
    len: u8,
}

/// A one-byte opcode.
pub(crate) const fn op1(a: u8) -> Op {
    Op {
        bytes: [a, 0, 0],
        len: 1,
    }
}

/// A two-byte opcode (`0F xx`).
pub(crate) const fn op2(a: u8, b: u8) -> Op {
    Op {
        bytes: [a, b, 0],
        len: 2,
    }
}

/// A three-byte opcode (`0F 38 xx`, `0F 3A xx`).
pub(crate) const fn op3(a: u8, b: u8, c: u8) -> Op {
    Op {
        bytes: [a, b, c],
        len: 3,
    }
}

/// What a rip-relative memory operand refers to.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Rip {
    /// `[base + index*scale + disp]`, no rip.
    None,
    /// `[rip + sym + disp]`.
    Sym(SymbolId, i32),
    /// `[rip + sym@GOTPCREL]`.
    Got(SymbolId),
    /// `[rip + label + disp]` (constant pool, jump tables).
    Label(Label, i32),
}

/// A resolved memory operand.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Mem {
    /// Base register number (ignored for rip-relative).
    pub base: u8,
    /// Index register number, or [`NO_INDEX`].
    pub index: u8,
    /// Scale as a shift (0..=3).
    pub shift: u8,
    /// Displacement.
    pub disp: i32,
    /// Rip-relative target.
    pub rip: Rip,
    /// Segment-override prefix byte (`64` FS, `65` GS, `36` SS), or 0.
    pub seg: u8,
}

/// No index register.
pub(crate) const NO_INDEX: u8 = 0xFF;

impl Mem {
    /// `[base + disp]`.
    pub fn base(base: u8, disp: i32) -> Mem {
        Mem {
            base,
            index: NO_INDEX,
            shift: 0,
            disp,
            rip: Rip::None,
            seg: 0,
        }
    }
}

/// The r/m operand of an instruction.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Rm {
    /// A register number.
    Reg(u8),
    /// Memory.
    Mem(Mem),
}

/// The hardware number of a register field after allocation.
#[inline(always)]
pub(crate) fn gpr(r: Reg) -> Result<u8, EmitError> {
    match r.as_physical() {
        Some(p) if p.class() == RegClass::Int => Ok(p.hw()),
        Some(p) => err(format!("expected a GPR, found {p:?}")),
        None => err(format!("virtual register {r:?} after allocation")),
    }
}

/// The number of an XMM register field after allocation.
#[inline(always)]
pub(crate) fn xmm(r: Reg) -> Result<u8, EmitError> {
    match r.as_physical() {
        Some(p) if p.class() == RegClass::Float => Ok(p.hw()),
        Some(p) => err(format!("expected an XMM register, found {p:?}")),
        None => err(format!("virtual register {r:?} after allocation")),
    }
}

/// Resolves an addressing mode against the frame layout. An over-aligned
/// slot first loads its region pointer into `r11` (emitted into `b`).
pub(crate) fn amode(a: &Amode, frame: &FrameLayout, b: &mut CodeBuffer) -> Result<Mem, EmitError> {
    Ok(match *a {
        Amode::Base { base, disp, seg } => Mem {
            seg: seg.map_or(0, |s| s.prefix()),
            ..Mem::base(gpr(base)?, disp)
        },
        Amode::BaseIndex {
            base,
            index,
            shift,
            disp,
            seg,
        } => {
            let index = gpr(index)?;
            if index == 4 {
                return err("rsp cannot be an index register");
            }
            if shift > 3 {
                return err(format!("address scale shift {shift} > 3"));
            }
            Mem {
                base: gpr(base)?,
                index,
                shift,
                disp,
                rip: Rip::None,
                seg: seg.map_or(0, |s| s.prefix()),
            }
        }
        Amode::Slot { slot, disp } => {
            let d = frame.slot_disp(slot)?;
            if d < 0 {
                Mem::base(5, d.wrapping_add(disp))
            } else {
                // mov r11, [rbp + over_ptr]
                emit_rm(
                    b,
                    0,
                    true,
                    op1(0x8B),
                    11,
                    &Rm::Mem(Mem::base(5, frame.over_ptr)),
                    0,
                    Imm::None,
                );
                Mem::base(11, d.wrapping_add(disp))
            }
        }
        Amode::IncomingArg { offset } => Mem::base(5, offset.wrapping_add(16)),
        Amode::OutgoingArg { offset } => Mem::base(4, offset),
        Amode::Symbol { sym, disp } => Mem {
            rip: Rip::Sym(sym, disp),
            ..Mem::base(0, 0)
        },
        Amode::Got { sym } => Mem {
            rip: Rip::Got(sym),
            ..Mem::base(0, 0)
        },
        Amode::Const { id } => Mem {
            rip: Rip::Label(frame.const_label(id)?, 0),
            ..Mem::base(0, 0)
        },
    })
}

/// An immediate written after the ModRM/SIB/displacement bytes.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Imm {
    /// None.
    None,
    /// 8 bits.
    B(u8),
    /// 16 bits.
    W(u16),
    /// 32 bits.
    D(u32),
    /// 64 bits (`movabs`).
    Q(u64),
}

impl Imm {
    /// Its length in bytes.
    #[inline]
    pub(crate) fn len(self) -> u8 {
        match self {
            Imm::None => 0,
            Imm::B(_) => 1,
            Imm::W(_) => 2,
            Imm::D(_) => 4,
            Imm::Q(_) => 8,
        }
    }
}

/// One instruction's bytes, assembled in a fixed array (no capacity checks)
/// and appended to the buffer at once.
pub(crate) struct Staged {
    a: [u8; 16],
    n: usize,
}

impl Staged {
    #[inline(always)]
    pub(crate) fn new() -> Staged {
        Staged { a: [0; 16], n: 0 }
    }
    #[inline(always)]
    pub(crate) fn p1(&mut self, x: u8) {
        self.a[self.n & 15] = x;
        self.n += 1;
    }
    #[inline(always)]
    fn p4(&mut self, x: u32) {
        for (i, byte) in x.to_le_bytes().into_iter().enumerate() {
            self.a[(self.n + i) & 15] = byte;
        }
        self.n += 4;
    }
    #[inline(always)]
    pub(crate) fn imm(&mut self, imm: Imm) {
        match imm {
            Imm::None => {}
            Imm::B(v) => self.p1(v),
            Imm::W(v) => {
                self.p1(v as u8);
                self.p1((v >> 8) as u8);
            }
            Imm::D(v) => self.p4(v),
            Imm::Q(v) => {
                self.p4(v as u32);
                self.p4((v >> 32) as u32);
            }
        }
    }
    #[inline(always)]
    pub(crate) fn flush(&self, b: &mut CodeBuffer) {
        debug_assert!(self.n <= 15, "x86 instructions are at most 15 bytes");
        b.put_staged(&self.a, self.n);
    }
}

/// Emits prefixes, REX, opcode, ModRM, SIB, displacement and immediate of
/// one instruction. `reg` is the ModRM reg field (a register number or an
/// opcode extension `/digit`); `byte` flags byte-register operands
/// ([`BYTE_REG`], [`BYTE_RM`]).
#[inline]
#[allow(clippy::too_many_arguments)]
pub(crate) fn emit_rm(
    b: &mut CodeBuffer,
    pfx: u8,
    w: bool,
    op: Op,
    reg: u8,
    rm: &Rm,
    byte: u8,
    imm: Imm,
) {
    let mut st = Staged::new();
    // A segment override first, as LLVM writes it; the mandatory prefixes
    // (66/F2/F3) must stay last before REX and the opcode.
    if let Rm::Mem(Mem { seg, .. }) = rm
        && *seg != 0
    {
        st.p1(*seg);
    }
    if pfx != 0 {
        if pfx & LOCK != 0 {
            st.p1(0xF0);
        }
        if pfx & P66 != 0 {
            st.p1(0x66);
        }
        if pfx & PF2 != 0 {
            st.p1(0xF2);
        }
        if pfx & PF3 != 0 {
            st.p1(0xF3);
        }
    }
    let mut rex = 0x40 | ((w as u8) << 3) | (((reg >> 3) & 1) << 2);
    let mut force = byte & BYTE_REG != 0 && (4..8).contains(&reg);
    match rm {
        Rm::Reg(r) => {
            rex |= (r >> 3) & 1;
            force |= byte & BYTE_RM != 0 && (4..8).contains(r);
        }
        Rm::Mem(m) => {
            if let Rip::None = m.rip {
                rex |= (m.base >> 3) & 1;
                if m.index != NO_INDEX {
                    rex |= ((m.index >> 3) & 1) << 1;
                }
            }
        }
    }
    if rex != 0x40 || force {
        st.p1(rex);
    }
    st.p1(op.bytes[0]);
    if op.len > 1 {
        st.p1(op.bytes[1]);
        if op.len > 2 {
            st.p1(op.bytes[2]);
        }
    }
    let r = (reg & 7) << 3;
    match rm {
        Rm::Reg(x) => st.p1(0xC0 | r | (x & 7)),
        Rm::Mem(m) => emit_mem(b, &mut st, r, m, imm.len()),
    }
    st.imm(imm);
    st.flush(b);
}

/// ModRM (mod and r/m), SIB and displacement of a memory operand; `r` is the
/// reg field already shifted into place. Relocations and fixups are
/// recorded at their final offsets (the buffer's end plus the staged bytes).
#[inline]
pub(crate) fn emit_mem(b: &mut CodeBuffer, st: &mut Staged, r: u8, m: &Mem, imm_len: u8) {
    if !matches!(m.rip, Rip::None) {
        let tail = -4 - imm_len as i32;
        st.p1(r | 5);
        let at = b.offset() + st.n as u32;
        match m.rip {
            Rip::Sym(sym, disp) => {
                b.reloc(at, RelocKind::X86PcRel4, sym, disp as i64 + tail as i64)
            }
            Rip::Got(sym) => b.reloc(at, RelocKind::X86GotPcRel4, sym, tail as i64),
            Rip::Label(label, disp) => b.fixup_rel32(at, label, disp + tail),
            Rip::None => {}
        }
        st.p4(0);
        return;
    }
    let base = m.base & 7;
    // mod: no displacement unless the base is rbp/r13 (that encoding means
    // rip or no base), disp8 when it fits, disp32 otherwise.
    let md = if m.disp == 0 && base != 5 {
        0
    } else if m.disp as i8 as i32 == m.disp {
        1
    } else {
        2
    };
    if m.index == NO_INDEX {
        if base == 4 {
            // rsp/r12 as base need a SIB byte (index 100 = none).
            st.p1((md << 6) | r | 4);
            st.p1(0x24);
        } else {
            st.p1((md << 6) | r | base);
        }
    } else {
        st.p1((md << 6) | r | 4);
        st.p1((m.shift << 6) | ((m.index & 7) << 3) | base);
    }
    match md {
        1 => st.p1(m.disp as u8),
        2 => st.p4(m.disp as u32),
        _ => {}
    }
}

/// Emits an opcode with the register in its low three bits (`push`, `pop`,
/// `bswap`, `mov r, imm`), then `imm`.
#[inline]
pub(crate) fn emit_o(b: &mut CodeBuffer, w: bool, prefix0f: bool, opcode: u8, reg: u8, imm: Imm) {
    let mut st = Staged::new();
    let rex = 0x40 | ((w as u8) << 3) | ((reg >> 3) & 1);
    if rex != 0x40 {
        st.p1(rex);
    }
    if prefix0f {
        st.p1(0x0F);
    }
    st.p1(opcode | (reg & 7));
    st.imm(imm);
    st.flush(b);
}
