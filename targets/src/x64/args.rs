//! Operand types of x86-64 instructions: sizes, addressing modes, register
//! or memory or immediate operands, condition codes and operation kinds.

use crate::mir::StackSlot;
use crate::obj::SymbolId;
use crate::operand::OperandVisitor;
use crate::reg::Reg;

/// The width of an integer operation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum OperandSize {
    /// 8 bits.
    S8,
    /// 16 bits.
    S16,
    /// 32 bits (writes zero the upper half of the 64-bit register).
    S32,
    /// 64 bits.
    S64,
}

impl OperandSize {
    /// Width in bytes.
    pub fn bytes(self) -> u8 {
        match self {
            OperandSize::S8 => 1,
            OperandSize::S16 => 2,
            OperandSize::S32 => 4,
            OperandSize::S64 => 8,
        }
    }
}

/// A segment-override prefix on a memory operand. The address the operand
/// computes is an offset into the segment, whose base the hardware adds:
/// LLVM's x86 address spaces 256 (GS), 257 (FS) and 258 (SS).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Segment {
    /// `%fs:` (prefix `64`; the thread pointer on x86-64 Linux).
    Fs,
    /// `%gs:` (prefix `65`).
    Gs,
    /// `%ss:` (prefix `36`; its base is 0 in 64-bit mode).
    Ss,
}

impl Segment {
    /// The segment LLVM's x86 back-end gives address space `addrspace`
    /// (`None` for the address spaces that have none).
    pub fn of_addrspace(addrspace: u32) -> Option<Segment> {
        match addrspace {
            256 => Some(Segment::Gs),
            257 => Some(Segment::Fs),
            258 => Some(Segment::Ss),
            _ => None,
        }
    }

    /// The override prefix byte.
    pub fn prefix(self) -> u8 {
        match self {
            Segment::Fs => 0x64,
            Segment::Gs => 0x65,
            Segment::Ss => 0x36,
        }
    }
}

/// A memory operand.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Amode {
    /// `[base + disp]`, in segment `seg` when there is one.
    Base {
        /// Base register.
        base: Reg,
        /// Displacement.
        disp: i32,
        /// Segment override (`None`: the flat address space).
        seg: Option<Segment>,
    },
    /// `[base + index << shift + disp]`, shift 0..=3, in segment `seg` when
    /// there is one.
    BaseIndex {
        /// Base register.
        base: Reg,
        /// Index register (never `rsp`).
        index: Reg,
        /// Scale as a shift amount (0..=3 for ×1, ×2, ×4, ×8).
        shift: u8,
        /// Displacement.
        disp: i32,
        /// Segment override (`None`: the flat address space).
        seg: Option<Segment>,
    },
    /// A frame slot plus an offset; the emitter turns it into
    /// `[rbp - k]` once the frame is laid out.
    Slot {
        /// The slot.
        slot: StackSlot,
        /// Offset into it.
        disp: i32,
    },
    /// An incoming stack argument: `[rbp + 16 + offset]`.
    IncomingArg {
        /// Offset from the first stack argument.
        offset: i32,
    },
    /// An outgoing stack argument of a call: `[rsp + offset]`.
    OutgoingArg {
        /// Offset from the bottom of the outgoing-argument area.
        offset: i32,
    },
    /// `[rip + symbol + disp]` (a relocation; for symbols defined in the
    /// same linkage unit, or reachable directly in the JIT).
    Symbol {
        /// Target symbol.
        sym: SymbolId,
        /// Addend.
        disp: i32,
    },
    /// `[rip + symbol@GOTPCREL]`: the address of a symbol, loaded from the
    /// global offset table.
    Got {
        /// Target symbol.
        sym: SymbolId,
    },
    /// `[rip + constant]`: an entry of the function's constant pool
    /// ([`super::Side::consts`]).
    Const {
        /// Index of the constant.
        id: u32,
    },
}

impl Amode {
    /// `[base + disp]` in the flat address space.
    pub fn base(base: Reg, disp: i32) -> Amode {
        Amode::Base {
            base,
            disp,
            seg: None,
        }
    }

    /// `[base + index << shift + disp]` in the flat address space.
    pub fn base_index(base: Reg, index: Reg, shift: u8, disp: i32) -> Amode {
        Amode::BaseIndex {
            base,
            index,
            shift,
            disp,
            seg: None,
        }
    }

    /// The same operand in the flat address space: the offset it
    /// computes within its segment, as `lea` computes it.
    pub fn without_segment(self) -> Amode {
        match self {
            Amode::Base { base, disp, .. } => Amode::base(base, disp),
            Amode::BaseIndex {
                base,
                index,
                shift,
                disp,
                ..
            } => Amode::base_index(base, index, shift, disp),
            a => a,
        }
    }

    /// The segment override, if any.
    pub fn segment(&self) -> Option<Segment> {
        match *self {
            Amode::Base { seg, .. } | Amode::BaseIndex { seg, .. } => seg,
            _ => None,
        }
    }

    /// Visits the address registers (uses).
    pub fn visit(&mut self, v: &mut impl OperandVisitor) {
        match self {
            Amode::Base { base, .. } => v.reg_use(base),
            Amode::BaseIndex { base, index, .. } => {
                v.reg_use(base);
                v.reg_use(index);
            }
            Amode::Slot { .. }
            | Amode::IncomingArg { .. }
            | Amode::OutgoingArg { .. }
            | Amode::Symbol { .. }
            | Amode::Got { .. }
            | Amode::Const { .. } => {}
        }
    }
}

/// A register or a memory operand.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RegMem {
    /// A register.
    Reg(Reg),
    /// Memory.
    Mem(Amode),
}

impl RegMem {
    /// Visits the registers read (the register, or the address registers).
    pub fn visit(&mut self, v: &mut impl OperandVisitor) {
        match self {
            RegMem::Reg(r) => v.reg_use(r),
            RegMem::Mem(a) => a.visit(v),
        }
    }
}

/// A register, a memory operand or a sign-extended 32-bit immediate.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RegMemImm {
    /// A register.
    Reg(Reg),
    /// Memory.
    Mem(Amode),
    /// An immediate (sign-extended to the operation width; 8-bit forms are
    /// chosen by the encoder when the value fits).
    Imm(i32),
}

impl RegMemImm {
    /// Visits the registers read.
    pub fn visit(&mut self, v: &mut impl OperandVisitor) {
        match self {
            RegMemImm::Reg(r) => v.reg_use(r),
            RegMemImm::Mem(a) => a.visit(v),
            RegMemImm::Imm(_) => {}
        }
    }
}

/// A condition code, numbered as in the `Jcc`/`SETcc`/`CMOVcc` opcodes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Cond {
    /// Overflow.
    O = 0,
    /// No overflow.
    NO = 1,
    /// Below (unsigned <, carry).
    B = 2,
    /// Above or equal (unsigned >=, no carry).
    AE = 3,
    /// Equal (zero).
    E = 4,
    /// Not equal.
    NE = 5,
    /// Below or equal (unsigned <=).
    BE = 6,
    /// Above (unsigned >).
    A = 7,
    /// Sign.
    S = 8,
    /// No sign.
    NS = 9,
    /// Parity (unordered after `ucomis`).
    P = 10,
    /// No parity.
    NP = 11,
    /// Less (signed <).
    L = 12,
    /// Greater or equal (signed >=).
    GE = 13,
    /// Less or equal (signed <=).
    LE = 14,
    /// Greater (signed >).
    G = 15,
}

impl Cond {
    /// The opposite condition.
    pub fn invert(self) -> Cond {
        Cond::from_bits(self as u8 ^ 1)
    }

    /// The condition with encoding `bits & 15`.
    pub fn from_bits(bits: u8) -> Cond {
        use Cond::*;
        [O, NO, B, AE, E, NE, BE, A, S, NS, P, NP, L, GE, LE, G][(bits & 15) as usize]
    }
}

/// Two-operand integer ALU operations.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AluOp {
    /// `add`.
    Add,
    /// `adc` (add with carry).
    Adc,
    /// `sub`.
    Sub,
    /// `sbb` (subtract with borrow).
    Sbb,
    /// `and`.
    And,
    /// `or`.
    Or,
    /// `xor`.
    Xor,
}

/// Shifts and rotates.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ShiftOp {
    /// `shl`.
    Shl,
    /// `shr` (logical).
    Shr,
    /// `sar` (arithmetic).
    Sar,
    /// `rol`.
    Rol,
    /// `ror`.
    Ror,
}

/// One-operand integer operations that rewrite their register.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum UnaryOp {
    /// `neg`.
    Neg,
    /// `not`.
    Not,
    /// `bswap` (32 or 64 bits).
    Bswap,
}

/// Bit-counting operations `dst = op(src)`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BitOp {
    /// `bsf`: index of the lowest set bit (destination undefined for 0).
    Bsf,
    /// `bsr`: index of the highest set bit (destination undefined for 0).
    Bsr,
    /// `popcnt` (needs the POPCNT feature).
    Popcnt,
    /// `lzcnt` (needs LZCNT).
    Lzcnt,
    /// `tzcnt` (needs BMI1).
    Tzcnt,
}

/// How a load or register move widens its source.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ExtMode {
    /// Plain 64-bit move.
    None64,
    /// Plain 32-bit move (zero-extends to 64).
    None32,
    /// 8 → 32, zero-extending (`movzbl`).
    ZeroExt8,
    /// 16 → 32, zero-extending (`movzwl`).
    ZeroExt16,
    /// 8 → 64, sign-extending (`movsbq`).
    SignExt8,
    /// 16 → 64, sign-extending (`movswq`).
    SignExt16,
    /// 32 → 64, sign-extending (`movslq`).
    SignExt32,
}

/// SSE operations `dst = dst op src` (two-address) on XMM registers.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum SseOp {
    /// `addss`.
    Addss,
    /// `addsd`.
    Addsd,
    /// `subss`.
    Subss,
    /// `subsd`.
    Subsd,
    /// `mulss`.
    Mulss,
    /// `mulsd`.
    Mulsd,
    /// `divss`.
    Divss,
    /// `divsd`.
    Divsd,
    /// `minss`.
    Minss,
    /// `minsd`.
    Minsd,
    /// `maxss`.
    Maxss,
    /// `maxsd`.
    Maxsd,
    /// `sqrtss` (reads only the source).
    Sqrtss,
    /// `sqrtsd` (reads only the source).
    Sqrtsd,
    /// `cvtss2sd`.
    Cvtss2sd,
    /// `cvtsd2ss`.
    Cvtsd2ss,
    /// `andps`.
    Andps,
    /// `andpd`.
    Andpd,
    /// `andnps`.
    Andnps,
    /// `andnpd`.
    Andnpd,
    /// `orps`.
    Orps,
    /// `orpd`.
    Orpd,
    /// `xorps`.
    Xorps,
    /// `xorpd`.
    Xorpd,
    /// `addps`.
    Addps,
    /// `addpd`.
    Addpd,
    /// `subps`.
    Subps,
    /// `subpd`.
    Subpd,
    /// `mulps`.
    Mulps,
    /// `mulpd`.
    Mulpd,
    /// `divps`.
    Divps,
    /// `divpd`.
    Divpd,
    /// `minps`.
    Minps,
    /// `minpd`.
    Minpd,
    /// `maxps`.
    Maxps,
    /// `maxpd`.
    Maxpd,
    /// `sqrtps`.
    Sqrtps,
    /// `sqrtpd`.
    Sqrtpd,
    /// `paddb`.
    Paddb,
    /// `paddw`.
    Paddw,
    /// `paddd`.
    Paddd,
    /// `paddq`.
    Paddq,
    /// `psubb`.
    Psubb,
    /// `psubw`.
    Psubw,
    /// `psubd`.
    Psubd,
    /// `psubq`.
    Psubq,
    /// `pmullw`.
    Pmullw,
    /// `pmuludq`.
    Pmuludq,
    /// `pand`.
    Pand,
    /// `pandn`.
    Pandn,
    /// `por`.
    Por,
    /// `pxor`.
    Pxor,
    /// `pcmpeqb`.
    Pcmpeqb,
    /// `pcmpeqw`.
    Pcmpeqw,
    /// `pcmpeqd`.
    Pcmpeqd,
    /// `pcmpgtb`.
    Pcmpgtb,
    /// `pcmpgtw`.
    Pcmpgtw,
    /// `pcmpgtd`.
    Pcmpgtd,
    /// `punpcklbw`.
    Punpcklbw,
    /// `punpcklwd`.
    Punpcklwd,
    /// `punpckldq`.
    Punpckldq,
    /// `punpcklqdq`.
    Punpcklqdq,
    /// `punpckhqdq`.
    Punpckhqdq,
    /// `unpcklps`.
    Unpcklps,
    /// `unpcklpd`.
    Unpcklpd,
    /// `cvtdq2ps`.
    Cvtdq2ps,
    /// `cvttps2dq`.
    Cvttps2dq,
    /// `cvtdq2pd`.
    Cvtdq2pd,
    /// `cvttpd2dq`.
    Cvttpd2dq,
}

/// SSE operations with an 8-bit immediate, `dst = op(dst, src, imm)`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum SseImmOp {
    /// `cmpss` (predicate in the immediate).
    Cmpss,
    /// `cmpsd`.
    Cmpsd,
    /// `cmpps`.
    Cmpps,
    /// `cmppd`.
    Cmppd,
    /// `shufps`.
    Shufps,
    /// `pshufd` (reads only the source).
    Pshufd,
    /// `pshuflw`: the low four words permuted, the high four copied (reads
    /// only the source).
    Pshuflw,
    /// `pshufhw`: the high four words permuted, the low four copied (reads
    /// only the source).
    Pshufhw,
    /// `roundss` (SSE4.1; rounding mode in the immediate).
    Roundss,
    /// `roundsd` (SSE4.1).
    Roundsd,
    /// `psllw` by immediate.
    PsllwImm,
    /// `pslld` by immediate.
    PslldImm,
    /// `psllq` by immediate.
    PsllqImm,
    /// `psrlw` by immediate.
    PsrlwImm,
    /// `psrld` by immediate.
    PsrldImm,
    /// `psrlq` by immediate.
    PsrlqImm,
    /// `psraw` by immediate.
    PsrawImm,
    /// `psrad` by immediate.
    PsradImm,
    /// `pslldq` (bytes) by immediate.
    PslldqImm,
    /// `psrldq` (bytes) by immediate.
    PsrldqImm,
}

/// XMM loads and stores.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum XmmMemOp {
    /// `movss`: 4 bytes (a load zeroes the rest).
    Movss,
    /// `movsd`: 8 bytes (a load zeroes the rest).
    Movsd,
    /// `movups`: 16 bytes, unaligned.
    Movups,
    /// `movdqu`: 16 bytes, unaligned.
    Movdqu,
}

/// What a call calls.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CallTarget {
    /// A symbol, `call sym` (rel32; the JIT routes far targets through a stub).
    Direct(SymbolId),
    /// A register holding the address.
    Indirect(Reg),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reg::{PReg, RegClass};

    #[test]
    fn segment_address_spaces_and_prefixes() {
        let segs: Vec<_> = (0..300).filter_map(Segment::of_addrspace).collect();
        assert_eq!(segs, [Segment::Gs, Segment::Fs, Segment::Ss]);
        assert_eq!(Segment::of_addrspace(1), None);
        assert_eq!(Segment::of_addrspace(270), None);
        assert_eq!(
            segs.iter().map(|s| s.prefix()).collect::<Vec<_>>(),
            [0x65, 0x64, 0x36]
        );
    }

    #[test]
    fn without_segment_keeps_the_offset_computation() {
        let (b, i) = (
            Reg::phys(PReg::new(RegClass::Int, 3)),
            Reg::phys(PReg::new(RegClass::Int, 6)),
        );
        let a = Amode::BaseIndex {
            base: b,
            index: i,
            shift: 2,
            disp: -8,
            seg: Some(Segment::Fs),
        };
        assert_eq!(a.segment(), Some(Segment::Fs));
        assert_eq!(a.without_segment(), Amode::base_index(b, i, 2, -8));
        assert_eq!(a.without_segment().segment(), None);
        let s = Amode::Symbol {
            sym: SymbolId(1),
            disp: 4,
        };
        assert_eq!(s.without_segment(), s);
    }
}
