//! The VEX prefix (three-byte `C4` form, VEX.L = 0): the encoding of the
//! BMI/BMI2 general-register instructions and the 128-bit AVX/FMA/F16C ones, built on the ModRM/SIB/displacement
//! core of [`super::enc`].

use super::enc::{Imm, Mem, Rip, Rm, Staged, emit_mem};
use crate::buffer::CodeBuffer;

/// The opcode map of a VEX instruction (`m-mmmm`).
#[derive(Copy, Clone, Debug)]
pub(crate) enum VexMap {
    /// `0F 38`.
    M0F38,
    /// `0F 3A`.
    M0F3A,
}

/// The implied legacy prefix of a VEX instruction (`pp`).
#[derive(Copy, Clone, Debug)]
pub(crate) enum VexPp {
    /// None.
    None,
    /// `66`.
    P66,
    /// `F3`.
    F3,
    /// `F2`.
    F2,
}

/// Emits a three-byte-VEX instruction: `C4`, `RXB.mmmmm`, `W.vvvv.L.pp`,
/// `opcode`, ModRM (reg field `reg`) and the r/m operand, then `imm`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn emit_vex_rm(
    b: &mut CodeBuffer,
    map: VexMap,
    pp: VexPp,
    w: bool,
    vvvv: u8,
    opcode: u8,
    reg: u8,
    rm: &Rm,
    imm: Imm,
) {
    let mut st = Staged::new();
    if let Rm::Mem(Mem { seg, .. }) = rm
        && *seg != 0
    {
        st.p1(*seg);
    }
    let (x, bb) = match rm {
        Rm::Reg(r) => (0, (r >> 3) & 1),
        Rm::Mem(m) => match m.rip {
            Rip::None => (
                if m.index == super::enc::NO_INDEX {
                    0
                } else {
                    (m.index >> 3) & 1
                },
                (m.base >> 3) & 1,
            ),
            _ => (0, 0),
        },
    };
    let r = (reg >> 3) & 1;
    let mmmmm = match map {
        VexMap::M0F38 => 2,
        VexMap::M0F3A => 3,
    };
    let pp = match pp {
        VexPp::None => 0,
        VexPp::P66 => 1,
        VexPp::F3 => 2,
        VexPp::F2 => 3,
    };
    st.p1(0xC4);
    st.p1(((r ^ 1) << 7) | ((x ^ 1) << 6) | ((bb ^ 1) << 5) | mmmmm);
    st.p1(((w as u8) << 7) | ((!vvvv & 15) << 3) | pp);
    st.p1(opcode);
    let rf = (reg & 7) << 3;
    match rm {
        Rm::Reg(x) => st.p1(0xC0 | rf | (x & 7)),
        Rm::Mem(m) => emit_mem(b, &mut st, rf, m, imm.len()),
    }
    st.imm(imm);
    st.flush(b);
}
