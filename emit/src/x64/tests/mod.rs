//! Tests: every encoder form decoded with iced-x86 and compared
//! structurally against an independent model of the instruction (mnemonic,
//! operands, memory operand size, instruction length), plus whole-function
//! tests of relaxation, pools, relocations, frames, probes and allocation.

mod branches;
mod encode_int;
mod encode_large;
mod encode_mov;
mod encode_sse;
mod encode_sse_ext;
mod encode_tls;
mod frame;
mod func;
mod layout;
mod lines;
mod model;
mod model_ext;
mod taildup;

use super::dispatch::Emitter;
use super::frame::FrameLayout;
use crate::buffer::CodeBuffer;
use iced_x86::{Decoder, DecoderOptions, Instruction, Mnemonic, OpKind, Register};
use kiln_targets::x64::regs::{gpr, xmm};
use kiln_targets::x64::{Amode, Segment};
use kiln_targets::{FrameRequest, PRegSet, Reg, Reloc, StackSlot, SymbolId};

/// A GPR field.
pub fn g(hw: u8) -> Reg {
    Reg::phys(gpr(hw))
}

/// An XMM field.
pub fn x(n: u8) -> Reg {
    Reg::phys(xmm(n))
}

/// iced's name of GPR `hw` at `bytes` width.
pub fn ig(hw: u8, bytes: u8) -> Register {
    use Register::*;
    const Q: [Register; 16] = [
        RAX, RCX, RDX, RBX, RSP, RBP, RSI, RDI, R8, R9, R10, R11, R12, R13, R14, R15,
    ];
    const D: [Register; 16] = [
        EAX, ECX, EDX, EBX, ESP, EBP, ESI, EDI, R8D, R9D, R10D, R11D, R12D, R13D, R14D, R15D,
    ];
    const W: [Register; 16] = [
        AX, CX, DX, BX, SP, BP, SI, DI, R8W, R9W, R10W, R11W, R12W, R13W, R14W, R15W,
    ];
    const B: [Register; 16] = [
        AL, CL, DL, BL, SPL, BPL, SIL, DIL, R8L, R9L, R10L, R11L, R12L, R13L, R14L, R15L,
    ];
    let i = hw as usize;
    match bytes {
        1 => B[i],
        2 => W[i],
        4 => D[i],
        _ => Q[i],
    }
}

/// iced's name of XMM register `n`.
pub fn ix(n: u8) -> Register {
    use Register::*;
    const X: [Register; 16] = [
        XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7, XMM8, XMM9, XMM10, XMM11, XMM12, XMM13,
        XMM14, XMM15,
    ];
    X[n as usize]
}

/// An expected operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum X {
    /// A register.
    R(Register),
    /// `[base + index*scale + disp]` of `size` bytes (0: no size, `lea`).
    M {
        base: Register,
        index: Register,
        scale: u32,
        disp: i64,
        size: usize,
    },
    /// `seg:[base + index*scale + disp]` of `size` bytes: a memory operand
    /// with a segment-override prefix.
    SegM {
        seg: Register,
        base: Register,
        index: Register,
        scale: u32,
        disp: i64,
        size: usize,
    },
    /// `[rip + disp32]` whose target is `next_ip + extra` (the field is
    /// left zero until linking), of `size` bytes.
    Rip { extra: i64, size: usize },
    /// An immediate, as iced reports it.
    I(u64),
    /// A near branch to this offset.
    B(u64),
}

/// The immediate iced reports for `v` in an operation of `bytes` width.
pub fn imm(v: i64, bytes: u8) -> X {
    X::I(match bytes {
        1 => v as u8 as u64,
        2 => v as u16 as u64,
        4 => v as u32 as u64,
        _ => v as u64,
    })
}

/// The operands as iced decoded them, in the [`X`] form.
pub fn decoded_ops(ins: &Instruction) -> Vec<X> {
    (0..ins.op_count())
        .map(|i| match ins.op_kind(i) {
            OpKind::Register => X::R(ins.op_register(i)),
            OpKind::Memory if ins.memory_base() == Register::RIP => X::Rip {
                extra: ins.memory_displacement64().wrapping_sub(ins.next_ip()) as i64,
                size: ins.memory_size().size(),
            },
            OpKind::Memory if ins.segment_prefix() != Register::None => X::SegM {
                seg: ins.segment_prefix(),
                base: ins.memory_base(),
                index: ins.memory_index(),
                scale: ins.memory_index_scale(),
                disp: ins.memory_displacement64() as i64,
                size: ins.memory_size().size(),
            },
            OpKind::Memory => X::M {
                base: ins.memory_base(),
                index: ins.memory_index(),
                scale: ins.memory_index_scale(),
                disp: ins.memory_displacement64() as i64,
                size: ins.memory_size().size(),
            },
            OpKind::NearBranch64 | OpKind::NearBranch32 | OpKind::NearBranch16 => {
                X::B(ins.near_branch_target())
            }
            k => {
                let v = ins.immediate(i);
                X::I(match k {
                    OpKind::Immediate8 => v & 0xFF,
                    OpKind::Immediate16 | OpKind::Immediate8to16 => v & 0xFFFF,
                    OpKind::Immediate32 | OpKind::Immediate8to32 => v & 0xFFFF_FFFF,
                    _ => v,
                })
            }
        })
        .collect()
}

/// Decodes all instructions of `code` (at address 0).
pub fn decode_all(code: &[u8]) -> Vec<Instruction> {
    let mut d = Decoder::with_ip(64, code, 0, DecoderOptions::NONE);
    let mut out = Vec::new();
    while d.can_decode() {
        let ins = d.decode();
        assert!(
            !ins.is_invalid(),
            "invalid bytes at {:#x} in {code:02x?}",
            ins.ip()
        );
        out.push(ins);
    }
    out
}

/// Asserts that `code` is exactly one instruction with this mnemonic and
/// these operands; returns it.
#[track_caller]
pub fn assert_one(code: &[u8], mn: Mnemonic, ops: &[X], what: &dyn std::fmt::Debug) -> Instruction {
    let mut d = Decoder::with_ip(64, code, 0, DecoderOptions::NONE);
    let ins = d.decode();
    assert!(!ins.is_invalid(), "{what:?}: invalid {code:02x?}");
    assert_eq!(
        ins.len(),
        code.len(),
        "{what:?}: {code:02x?} is not one instruction ({ins})"
    );
    assert_eq!(ins.mnemonic(), mn, "{what:?}: {code:02x?} decodes as {ins}");
    assert_eq!(
        decoded_ops(&ins),
        ops,
        "{what:?}: {code:02x?} decodes as {ins}"
    );
    ins
}

/// The frame the single-instruction tests use: four slots, spills, four
/// constants and two jump tables.
pub fn test_frame() -> FrameLayout {
    FrameLayout::compute(
        [(8, 8, false), (4, 4, false), (16, 16, true), (1, 1, false)].into_iter(),
        6,
        PRegSet::of(&[gpr(3)]),
        FrameRequest {
            outgoing_args_size: 32,
            ..FrameRequest::default()
        },
        false,
        Vec::new(),
        (3, 4, 7, 2),
    )
    .unwrap()
}

/// Encodes one instruction (registers physical) with the test frame.
pub fn enc(inst: &kiln_targets::x64::Inst) -> Result<(Vec<u8>, Vec<Reloc>), crate::EmitError> {
    let f = test_frame();
    let mut b = CodeBuffer::new();
    b.clear(16);
    let mut e = Emitter {
        b: &mut b,
        f: &f,
        redirect: &[],
    };
    e.inst(inst, None)?;
    Ok((b.bytes().to_vec(), b.relocs().to_vec()))
}

/// The addressing modes the sweeps use: every base with boundary
/// displacements, base+index pairs including rsp/rbp/r12/r13 corner cases,
/// every scale, and the frame and rip-relative forms.
pub fn amodes() -> Vec<Amode> {
    let mut v = Vec::new();
    for base in 0..16 {
        for disp in [0, 1, -1, 127, -128, 128, -129, i32::MAX, i32::MIN] {
            v.push(Amode::base(g(base), disp));
        }
    }
    for base in [0, 4, 5, 12, 13, 15] {
        for index in (0..16).filter(|&i| i != 4) {
            for shift in 0..4 {
                let disp = [0, 64, -300, 0x1234_5678]
                    [(base as usize + index as usize + shift as usize) % 4];
                v.push(Amode::base_index(g(base), g(index), shift, disp));
            }
        }
    }
    for base in 0..16 {
        v.push(Amode::base_index(g(base), g(13), 3, 0));
    }
    // Segment overrides: every base and every index once per segment.
    for (k, seg) in [Segment::Fs, Segment::Gs, Segment::Ss]
        .into_iter()
        .enumerate()
    {
        let disps = [0, 1, -128, 0x1234_5678, i32::MIN];
        for base in 0..16u8 {
            v.push(Amode::Base {
                base: g(base),
                disp: disps[(base as usize + k) % disps.len()],
                seg: Some(seg),
            });
        }
        for index in (0..16u8).filter(|&i| i != 4) {
            v.push(Amode::BaseIndex {
                base: g((index * 7 + k as u8) % 16),
                index: g(index),
                shift: (index + k as u8) % 4,
                disp: disps[(index as usize + 2 * k) % disps.len()],
                seg: Some(seg),
            });
        }
    }
    v.push(Amode::Slot {
        slot: StackSlot::from_u32(0),
        disp: 0,
    });
    v.push(Amode::Slot {
        slot: StackSlot::from_u32(2),
        disp: 4,
    });
    v.push(Amode::IncomingArg { offset: 0 });
    v.push(Amode::IncomingArg { offset: 200 });
    v.push(Amode::OutgoingArg { offset: 0 });
    v.push(Amode::OutgoingArg { offset: 8 });
    v.push(Amode::Symbol {
        sym: SymbolId(7),
        disp: 12,
    });
    v.push(Amode::Got { sym: SymbolId(9) });
    v.push(Amode::Const { id: 1 });
    v
}

/// The expected operand of an addressing mode of `size` bytes (test frame).
pub fn mem(a: &Amode, size: usize) -> X {
    let f = test_frame();
    let q = |r: Reg| ig(r.as_physical().unwrap().hw(), 8);
    if let Some(seg) = a.segment() {
        let (base, index, shift, disp) = match *a {
            Amode::Base { base, disp, .. } => (q(base), Register::None, 0, disp),
            Amode::BaseIndex {
                base,
                index,
                shift,
                disp,
                ..
            } => (q(base), q(index), shift, disp),
            _ => unreachable!("only base(+index) operands take a segment"),
        };
        return X::SegM {
            seg: match seg {
                Segment::Fs => Register::FS,
                Segment::Gs => Register::GS,
                Segment::Ss => Register::SS,
            },
            base,
            index,
            scale: 1 << shift,
            disp: disp as i64,
            size,
        };
    }
    match *a {
        Amode::Base {
            base,
            disp,
            seg: None,
        } => X::M {
            base: q(base),
            index: Register::None,
            scale: 1,
            disp: disp as i64,
            size,
        },
        Amode::BaseIndex {
            base,
            index,
            shift,
            disp,
            seg: None,
        } => X::M {
            base: q(base),
            index: q(index),
            scale: 1 << shift,
            disp: disp as i64,
            size,
        },
        Amode::Slot { slot, disp } => X::M {
            base: Register::RBP,
            index: Register::None,
            scale: 1,
            disp: (f.slot_disp(slot).unwrap() + disp) as i64,
            size,
        },
        Amode::IncomingArg { offset } => X::M {
            base: Register::RBP,
            index: Register::None,
            scale: 1,
            disp: 16 + offset as i64,
            size,
        },
        Amode::OutgoingArg { offset } => X::M {
            base: Register::RSP,
            index: Register::None,
            scale: 1,
            disp: offset as i64,
            size,
        },
        Amode::Symbol { .. } | Amode::Got { .. } | Amode::Const { .. } => X::Rip { extra: 0, size },
        Amode::Base { .. } | Amode::BaseIndex { .. } => unreachable!("handled above"),
    }
}

/// Immediates at the boundaries of the 8-, 16- and 32-bit forms.
pub const IMMS: [i32; 12] = [
    0,
    1,
    -1,
    127,
    -128,
    128,
    -129,
    0x7FFF,
    -0x8000,
    0x1234_5678,
    i32::MAX,
    i32::MIN,
];

/// Encodes `inst`, decodes it and compares it with the model; `amode` is
/// its memory operand, if any (to check the relocation it needs). Returns
/// the bytes (empty when the encoder must and did refuse).
#[track_caller]
pub fn check(inst: &kiln_targets::x64::Inst, amode: Option<&Amode>) -> Vec<u8> {
    let Some((mn, ops)) = model::model(inst) else {
        assert!(enc(inst).is_err(), "{inst:?} must be refused");
        return Vec::new();
    };
    let (all, relocs) = enc(inst).unwrap_or_else(|e| panic!("{inst:?}: {e}"));
    let skip = dependency_break_len(inst, &all);
    let code = &all[skip..];
    let ins = assert_one(code, mn, &ops, inst);
    let mut d = Decoder::with_ip(64, code, 0, DecoderOptions::NONE);
    let ins2 = d.decode();
    let offs = d.get_constant_offsets(&ins2);
    let imm_size = offs.immediate_size() as i64;
    match amode {
        Some(Amode::Symbol { sym, disp }) => {
            assert_eq!(relocs.len(), 1, "{inst:?}");
            let r = relocs[0];
            assert_eq!(r.kind, kiln_targets::RelocKind::X86PcRel4);
            assert_eq!(r.sym, *sym);
            assert_eq!(
                r.offset as usize,
                skip + offs.displacement_offset(),
                "{inst:?}"
            );
            assert_eq!(r.addend, *disp as i64 - 4 - imm_size, "{inst:?}");
        }
        Some(Amode::Got { sym }) => {
            assert_eq!(relocs.len(), 1, "{inst:?}");
            let r = relocs[0];
            assert_eq!(r.kind, kiln_targets::RelocKind::X86GotPcRel4);
            assert_eq!(r.sym, *sym);
            assert_eq!(
                r.offset as usize,
                skip + offs.displacement_offset(),
                "{inst:?}"
            );
            assert_eq!(r.addend, -4 - imm_size, "{inst:?}");
        }
        _ => assert!(relocs.is_empty(), "{inst:?}: unexpected relocations"),
    }
    if let Some(a) = amode {
        check_mem_len(code, &ins, a, offs.displacement_size());
    }
    all
}

/// The length of the `xorps dst, dst` that `cvtsi2ss`/`cvtsi2sd` start
/// with (they write only the low lane; zeroing the register first breaks
/// the dependency on its last writer), checked; 0 for other instructions.
fn dependency_break_len(inst: &kiln_targets::x64::Inst, code: &[u8]) -> usize {
    let kiln_targets::x64::Inst::CvtIntToFloat { dst, .. } = *inst else {
        return 0;
    };
    let mut d = Decoder::with_ip(64, code, 0, DecoderOptions::NONE);
    let x = d.decode();
    let r = dst.as_physical().unwrap().hw() as u32;
    let reg = iced_x86::Register::XMM0 as u32 + r;
    assert_eq!(
        x.mnemonic(),
        Mnemonic::Xorps,
        "{inst:?}: {code:02x?} starts with {x}"
    );
    assert_eq!(x.op0_register() as u32, reg, "{inst:?}: {x}");
    assert_eq!(x.op1_register() as u32, reg, "{inst:?}: {x}");
    x.len()
}

/// The displacement must use the shortest form: none for 0 (unless the
/// base is rbp/r13), 1 byte when it fits, 4 otherwise.
#[track_caller]
fn check_mem_len(code: &[u8], ins: &Instruction, a: &Amode, disp_size: usize) {
    let f = test_frame();
    let (base, disp) = match *a {
        Amode::Base { base, disp, .. } | Amode::BaseIndex { base, disp, .. } => {
            (base.as_physical().unwrap().hw(), disp)
        }
        Amode::Slot { slot, disp } => (5, f.slot_disp(slot).unwrap() + disp),
        Amode::IncomingArg { offset } => (5, 16 + offset),
        Amode::OutgoingArg { offset } => (4, offset),
        _ => {
            assert_eq!(disp_size, 4, "rip-relative needs disp32: {code:02x?}");
            return;
        }
    };
    let want = if disp == 0 && base & 7 != 5 {
        0
    } else if disp as i8 as i32 == disp {
        1
    } else {
        4
    };
    assert_eq!(disp_size, want, "{a:?}: {code:02x?} ({ins})");
}

/// Every `RegMemImm` source form: 16 registers, the addressing modes, the
/// boundary immediates.
pub fn rmi_forms() -> Vec<kiln_targets::x64::RegMemImm> {
    use kiln_targets::x64::RegMemImm;
    let mut v: Vec<RegMemImm> = (0..16).map(|r| RegMemImm::Reg(g(r))).collect();
    v.extend(amodes().into_iter().map(RegMemImm::Mem));
    v.extend(IMMS.iter().map(|&i| RegMemImm::Imm(i)));
    v
}

/// Every `RegMem` source form over GPRs (or XMM registers with `xmm`).
pub fn rm_forms(xmm: bool) -> Vec<kiln_targets::x64::RegMem> {
    use kiln_targets::x64::RegMem;
    let mut v: Vec<RegMem> = (0..16)
        .map(|r| RegMem::Reg(if xmm { x(r) } else { g(r) }))
        .collect();
    v.extend(amodes().into_iter().map(RegMem::Mem));
    v
}

/// The memory operand of a `RegMemImm`/`RegMem` form, if any.
pub fn amode_of_rmi(r: &kiln_targets::x64::RegMemImm) -> Option<Amode> {
    match r {
        kiln_targets::x64::RegMemImm::Mem(a) => Some(*a),
        _ => None,
    }
}

/// The memory operand of a `RegMem` form, if any.
pub fn amode_of_rm(r: &kiln_targets::x64::RegMem) -> Option<Amode> {
    match r {
        kiln_targets::x64::RegMem::Mem(a) => Some(*a),
        _ => None,
    }
}

/// All four operand sizes.
pub const SIZES: [kiln_targets::x64::OperandSize; 4] = [
    kiln_targets::x64::OperandSize::S8,
    kiln_targets::x64::OperandSize::S16,
    kiln_targets::x64::OperandSize::S32,
    kiln_targets::x64::OperandSize::S64,
];
