//! The x86-64 machine instruction, [`Inst`], and its side tables.
//!
//! Operand order conventions: Intel order (`dst`, then sources). Two-address
//! forms carry `src1` and a `dst` that reuses it (the allocator puts both in
//! one register). Fields that must be particular registers (`div`'s
//! `rax`/`rdx`, a shift count in `cl`) are ordinary register fields with
//! fixed constraints, so isel never names physical registers itself.

use super::args::*;
use super::regs::*;
use super::sse_ext::{
    BmiOp, FenceOp, Fma3Op, MemCtlOp, PextrOp, PinsrOp, SseXOp, VMaskOp, XmmFlagsOp, XmmToGprOp,
};
use crate::mir::{MBlock, MachInst, Terminator};
use crate::operand::OperandVisitor;
use crate::reg::{PReg, PRegSet, Reg};

/// An x86-64 machine instruction (32 bytes at most; see the size test).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Inst {
    /// `dst = src1 op src2`, flags set; `dst` reuses `src1`.
    Alu {
        /// Width.
        size: OperandSize,
        /// Operation.
        op: AluOp,
        /// Result.
        dst: Reg,
        /// Left operand.
        src1: Reg,
        /// Right operand.
        src2: RegMemImm,
    },
    /// `cmp lhs, rhs`: flags of `lhs - rhs`.
    Cmp {
        /// Width.
        size: OperandSize,
        /// Left operand.
        lhs: Reg,
        /// Right operand.
        rhs: RegMemImm,
    },
    /// `cmp [addr], imm`: flags of a value loaded from memory compared
    /// with an immediate (the load folded into the compare).
    CmpMemImm {
        /// Width.
        size: OperandSize,
        /// The value compared.
        addr: Amode,
        /// The immediate (sign-extended for 64 bits).
        imm: i32,
    },
    /// `test [addr], imm`: flags of a value loaded from memory, masked.
    TestMemImm {
        /// Width.
        size: OperandSize,
        /// The value tested.
        addr: Amode,
        /// The mask (sign-extended for 64 bits).
        imm: i32,
    },
    /// `test lhs, rhs`: flags of `lhs & rhs`.
    Test {
        /// Width.
        size: OperandSize,
        /// Left operand.
        lhs: Reg,
        /// Right operand.
        rhs: RegMemImm,
    },
    /// `imul dst, src2` (16/32/64 bits): `dst = src1 * src2`; `dst` reuses `src1`.
    Imul {
        /// Width (not 8).
        size: OperandSize,
        /// Result.
        dst: Reg,
        /// Left operand.
        src1: Reg,
        /// Right operand.
        src2: RegMem,
    },
    /// `imul dst, src, imm` (16/32/64 bits).
    ImulImm {
        /// Width (not 8).
        size: OperandSize,
        /// Result.
        dst: Reg,
        /// Operand.
        src: RegMem,
        /// Immediate factor.
        imm: i32,
    },
    /// One-operand `mul`/`imul`: `rdx:rax = rax * src` (full product).
    MulWide {
        /// Width (not 8).
        size: OperandSize,
        /// Signed (`imul`) or unsigned (`mul`).
        signed: bool,
        /// Left operand, fixed in `rax`.
        src1: Reg,
        /// Right operand.
        src2: Reg,
        /// Low half, fixed in `rax`.
        dst_lo: Reg,
        /// High half, fixed in `rdx`.
        dst_hi: Reg,
    },
    /// `div`/`idiv`: `rax = rdx:rax / divisor`, `rdx = rdx:rax % divisor`.
    Div {
        /// Width (not 8).
        size: OperandSize,
        /// `idiv` or `div`.
        signed: bool,
        /// Dividend low half, fixed in `rax`.
        lo: Reg,
        /// Dividend high half, fixed in `rdx`.
        hi: Reg,
        /// Divisor.
        divisor: Reg,
        /// Quotient, fixed in `rax`.
        quot: Reg,
        /// Remainder, fixed in `rdx`.
        rem: Reg,
    },
    /// `cwd`/`cdq`/`cqo`: `dst` (`rdx`) = sign of `src` (`rax`).
    SignExtendRax {
        /// Width (16, 32 or 64).
        size: OperandSize,
        /// Source, fixed in `rax`.
        src: Reg,
        /// Result, fixed in `rdx`.
        dst: Reg,
    },
    /// Shift or rotate by an immediate; `dst` reuses `src`.
    ShiftImm {
        /// Width.
        size: OperandSize,
        /// Operation.
        op: ShiftOp,
        /// Result.
        dst: Reg,
        /// Operand.
        src: Reg,
        /// Count (masked by the hardware).
        amount: u8,
    },
    /// Shift or rotate by `cl`; `dst` reuses `src`.
    ShiftCl {
        /// Width.
        size: OperandSize,
        /// Operation.
        op: ShiftOp,
        /// Result.
        dst: Reg,
        /// Operand.
        src: Reg,
        /// Count, fixed in `rcx`.
        amount: Reg,
    },
    /// `shld`/`shrd dst, src2, cl`: double-precision shift; `dst` reuses `src1`.
    ShiftDoubleCl {
        /// Width (16, 32 or 64).
        size: OperandSize,
        /// `shld` (true) or `shrd`.
        left: bool,
        /// Result.
        dst: Reg,
        /// Shifted operand.
        src1: Reg,
        /// Operand supplying the shifted-in bits.
        src2: Reg,
        /// Count, fixed in `rcx`.
        amount: Reg,
    },
    /// `neg`/`not`/`bswap`; `dst` reuses `src`.
    Unary {
        /// Width.
        size: OperandSize,
        /// Operation.
        op: UnaryOp,
        /// Result.
        dst: Reg,
        /// Operand.
        src: Reg,
    },
    /// `bsf`/`bsr`/`popcnt`/`lzcnt`/`tzcnt dst, src`.
    BitCount {
        /// Width (16, 32 or 64).
        size: OperandSize,
        /// Operation.
        op: BitOp,
        /// Result.
        dst: Reg,
        /// Operand.
        src: RegMem,
    },
    /// `lea dst, [addr]`.
    Lea {
        /// Width (32 or 64).
        size: OperandSize,
        /// Result.
        dst: Reg,
        /// Address.
        addr: Amode,
    },
    /// `mov dst, src` between GPRs (32 or 64 bits; 32 zero-extends).
    MovRR {
        /// Width (32 or 64).
        size: OperandSize,
        /// Destination.
        dst: Reg,
        /// Source.
        src: Reg,
    },
    /// `mov dst, imm`: the encoder picks `mov r32, imm32` for values that
    /// zero-extend, `mov r64, simm32` or `movabs`.
    MovImm {
        /// Width (32 or 64).
        size: OperandSize,
        /// Destination.
        dst: Reg,
        /// Value.
        imm: i64,
    },
    /// Register-to-register widening move (`movzx`/`movsx`/`movsxd`).
    MovExtRR {
        /// Widening.
        ext: ExtMode,
        /// Destination.
        dst: Reg,
        /// Source.
        src: Reg,
    },
    /// Load, optionally widening: `mov`/`movzx`/`movsx dst, [addr]`.
    Load {
        /// Width and widening.
        ext: ExtMode,
        /// Destination.
        dst: Reg,
        /// Address.
        addr: Amode,
    },
    /// `mov [addr], src`.
    Store {
        /// Width.
        size: OperandSize,
        /// Value.
        src: Reg,
        /// Address.
        addr: Amode,
    },
    /// `mov [addr], imm` (sign-extended 32-bit immediate).
    StoreImm {
        /// Width.
        size: OperandSize,
        /// Value.
        imm: i32,
        /// Address.
        addr: Amode,
    },
    /// `setcc dst` (writes the low byte only).
    Setcc {
        /// Condition.
        cc: Cond,
        /// Destination.
        dst: Reg,
    },
    /// `cmovcc dst, src_true`: `dst = cc ? src_true : src_false`; `dst`
    /// reuses `src_false`.
    Cmov {
        /// Width (16, 32 or 64).
        size: OperandSize,
        /// Condition.
        cc: Cond,
        /// Result.
        dst: Reg,
        /// Value when the condition is false.
        src_false: Reg,
        /// Value when the condition is true.
        src_true: RegMem,
    },
    /// `jmp target`.
    Jmp {
        /// Target block.
        target: MBlock,
    },
    /// `jcc taken; jmp not_taken` (the jump is dropped when `not_taken` is
    /// the next block in layout).
    Jcc {
        /// Condition.
        cc: Cond,
        /// Target when the condition holds.
        taken: MBlock,
        /// Target otherwise.
        not_taken: MBlock,
    },
    /// Indirect jump through a jump table ([`Side::jump_tables`]); `index`
    /// is already bounds-checked and zero-extended to 64 bits.
    JmpTable {
        /// Table index.
        index: Reg,
        /// Temporary (early def) for the table address.
        tmp1: Reg,
        /// Temporary (early def) for the target address.
        tmp2: Reg,
        /// Index into [`Side::jump_tables`].
        table: u32,
    },
    /// `jmp *target`: an `indirectbr` to a block address. The block's
    /// successors are the possible destinations (each the address block of
    /// a `blockaddress`, or a block only this jump reaches).
    JmpInd {
        /// The address jumped to: in a register, or loaded from memory
        /// (an interpreter's dispatch table entry, the load folded in).
        target: RegMem,
    },
    /// `ret`, after the epilogue; reads the return values from their ABI
    /// registers ([`Side::fixed_regs`]).
    Ret {
        /// Return values and their registers.
        rets: FixedRegs,
    },
    /// A call: arguments in fixed registers (stack arguments are stored to
    /// [`Amode::OutgoingArg`] before), results in fixed registers, and the
    /// ABI's caller-saved registers clobbered.
    Call {
        /// Callee.
        target: CallTarget,
        /// Index into [`Side::calls`].
        info: u32,
    },
    /// A `musttail` call: the epilogue, then `jmp` to `sym`, or to the
    /// address in `rax` when `sym` is `None` (then the last fixed use).
    /// Ends the function. Register arguments are the fixed uses of
    /// `Side::calls[info]`; stack arguments were stored into the incoming
    /// argument area before it.
    TailCall {
        /// Direct callee.
        sym: Option<crate::obj::SymbolId>,
        /// Index into [`Side::calls`] (uses only).
        info: u32,
    },
    /// The function's incoming register arguments, defined at entry in
    /// their ABI registers (first instruction of the entry block).
    Args {
        /// Argument values and their registers.
        args: FixedRegs,
    },
    /// `ud2`.
    Ud2,
    /// `int3`.
    Int3,
    /// `mov dst, rsp` (for `llvm.stacksave` and dynamic allocas).
    GetSp {
        /// Destination.
        dst: Reg,
    },
    /// `mov rsp, src` (for `llvm.stackrestore`).
    SetSp {
        /// New stack pointer.
        src: Reg,
    },
    /// Dynamic `alloca`: `rsp -= size` rounded up to `align` (at least 16),
    /// probing each page when the function asks for stack probes;
    /// `dst = rsp` (above the outgoing-argument area).
    AllocaDyn {
        /// Size in bytes; clobbered.
        size: Reg,
        /// Result.
        dst: Reg,
        /// Alignment (a power of two).
        align: u32,
    },
    /// SSE `dst = src1 op src2`; `dst` reuses `src1` (for the one-source
    /// ops — sqrt, conversions — `src1` is ignored but still reused).
    Sse {
        /// Operation.
        op: SseOp,
        /// Result.
        dst: Reg,
        /// Left operand.
        src1: Reg,
        /// Right operand.
        src2: RegMem,
    },
    /// SSE `dst = op(src1, src2, imm)`; `dst` reuses `src1`.
    SseImm {
        /// Operation.
        op: SseImmOp,
        /// Result.
        dst: Reg,
        /// Left operand.
        src1: Reg,
        /// Right operand.
        src2: RegMem,
        /// Immediate.
        imm: u8,
    },
    /// An intrinsic-only SSE operation ([`SseXOp`]) `dst = op(src1, src2,
    /// imm)`; `dst` reuses `src1`; `imm` is ignored by operations without
    /// one.
    SseX {
        /// Operation.
        op: SseXOp,
        /// Result.
        dst: Reg,
        /// Left operand (merged into by scalar and two-source forms).
        src1: Reg,
        /// Right operand.
        src2: RegMem,
        /// Immediate.
        imm: u8,
    },
    /// `rdtsc`: the time-stamp counter, its low half in `eax` and its high
    /// half in `edx` (each zero-extended to 64 bits).
    Rdtsc {
        /// Low half, fixed in `rax`.
        lo: Reg,
        /// High half, fixed in `rdx`.
        hi: Reg,
    },
    /// `cpuid`: the processor's identification for leaf `leaf` (in `eax`)
    /// and subleaf `sub` (in `ecx`), in `eax`, `ebx`, `ecx` and `edx`.
    Cpuid {
        /// Leaf, fixed in `rax`.
        leaf: Reg,
        /// Subleaf, fixed in `rcx`.
        sub: Reg,
        /// Result `eax`.
        eax: Reg,
        /// Result `ebx` (a callee-saved register: the prologue saves it).
        ebx: Reg,
        /// Result `ecx`.
        ecx: Reg,
        /// Result `edx`.
        edx: Reg,
    },
    /// `pinsrb`/`pinsrw`/`pinsrd`/`pinsrq`: `dst` is `src1` with lane `imm`
    /// replaced from `src2`; `dst` reuses `src1`.
    Pinsr {
        /// Lane width.
        op: PinsrOp,
        /// Result.
        dst: Reg,
        /// The vector.
        src1: Reg,
        /// The new lane (a general register or memory).
        src2: RegMem,
        /// Lane index.
        imm: u8,
    },
    /// `pextrb`/`pextrw`/`pextrd`/`pextrq`: lane `imm` of `src`,
    /// zero-extended, into general register `dst`.
    Pextr {
        /// Lane width.
        op: PextrOp,
        /// Destination GPR.
        dst: Reg,
        /// Source XMM.
        src: Reg,
        /// Lane index.
        imm: u8,
    },
    /// `movmskps`/`movmskpd`/`cvtss2si`/`cvtsd2si`: XMM to GPR.
    XmmToGprX {
        /// Operation.
        op: XmmToGprOp,
        /// Result width (32 or 64; the mask moves use 32).
        size: OperandSize,
        /// Destination GPR.
        dst: Reg,
        /// Source (a register for the mask moves).
        src: RegMem,
    },
    /// `comiss`/`comisd`/`ptest lhs, rhs`: flags only.
    XmmFlags {
        /// Operation.
        op: XmmFlagsOp,
        /// Left operand.
        lhs: Reg,
        /// Right operand.
        rhs: RegMem,
    },
    /// `crc32 dst, src2` (SSE4.2): CRC-32C of `src2` (`size` bytes) into
    /// `src1`; `dst` (32 bits, or 64 when `size` is 64) reuses `src1`.
    Crc32 {
        /// Width of the data operand.
        size: OperandSize,
        /// Result.
        dst: Reg,
        /// Accumulated CRC.
        src1: Reg,
        /// Data.
        src2: RegMem,
    },
    /// A VEX-encoded BMI/BMI2 operation (see [`BmiOp`] for the operand
    /// roles); flags clobbered.
    Bmi {
        /// Operation.
        op: BmiOp,
        /// Width (32 or 64).
        size: OperandSize,
        /// Result.
        dst: Reg,
        /// The register operand in VEX.vvvv.
        vvvv: Reg,
        /// The ModRM r/m operand.
        rm: RegMem,
    },
    /// `pcmpistri`/`pcmpistrm a, b, imm` (SSE4.2, implicit lengths): the
    /// index in `dst` (`rcx`) or the mask in `dst` (`xmm0`); flags set.
    PcmpIstr {
        /// The mask form (`pcmpistrm`) or the index form.
        mask: bool,
        /// Result, fixed in `rcx` (index) or `xmm0` (mask).
        dst: Reg,
        /// First string.
        a: Reg,
        /// Second string.
        b: Reg,
        /// Control byte.
        imm: u8,
    },
    /// `pcmpestri`/`pcmpestrm a, b, imm` (explicit lengths in `eax` and
    /// `edx`): as [`Inst::PcmpIstr`].
    PcmpEstr {
        /// The mask form (`pcmpestrm`) or the index form.
        mask: bool,
        /// Result, fixed in `rcx` (index) or `xmm0` (mask).
        dst: Reg,
        /// First string.
        a: Reg,
        /// Second string.
        b: Reg,
        /// Length of `a`, fixed in `rax`.
        la: Reg,
        /// Length of `b`, fixed in `rdx`.
        lb: Reg,
        /// Control byte.
        imm: u8,
    },
    /// `ldmxcsr`/`stmxcsr`/`clflush [addr]`.
    MemCtl {
        /// Operation.
        op: MemCtlOp,
        /// The memory operand.
        addr: Amode,
    },
    /// `sfence`/`lfence`/`pause`.
    Fence {
        /// Operation.
        op: FenceOp,
    },
    /// `maskmovdqu src, mask`: the bytes of `src` whose `mask` byte has its
    /// sign bit set are stored at `[rdi]`.
    MaskMovdqu {
        /// Data.
        src: Reg,
        /// Byte mask.
        mask: Reg,
        /// Destination address, fixed in `rdi`.
        addr: Reg,
    },
    /// A 128-bit VEX masked load (`dst` = the lanes of `[addr]` whose
    /// `mask` lane has its sign bit set, others zero; masked-off lanes
    /// never fault) or store (`data` lanes stored where the mask says).
    VMaskMov {
        /// Lane kind.
        op: VMaskOp,
        /// Store (true) or load.
        store: bool,
        /// Loaded value (a def) or stored data (a use).
        data: Reg,
        /// Lane mask.
        mask: Reg,
        /// Memory operand.
        addr: Amode,
    },
    /// A VEX FMA3 operation `dst = src1 * src2 ± src3` (one rounding);
    /// `dst` reuses `src1`.
    Fma3 {
        /// Operation.
        op: Fma3Op,
        /// Result.
        dst: Reg,
        /// Multiplicand (and destination).
        src1: Reg,
        /// Multiplier (VEX.vvvv).
        src2: Reg,
        /// Addend (ModRM r/m).
        src3: Reg,
    },
    /// `vcvtps2ph dst, src, imm` (F16C): four floats to halves in the low
    /// 64 bits of `dst` (the rest zeroed), rounding by `imm`.
    Vcvtps2ph {
        /// Result.
        dst: Reg,
        /// Source floats.
        src: Reg,
        /// Rounding control.
        imm: u8,
    },
    /// `vzeroupper` (`all`: `vzeroall`, which zeroes every XMM register and
    /// so clobbers them).
    Vzero {
        /// `vzeroall`.
        all: bool,
    },
    /// XMM load.
    XmmLoad {
        /// Width.
        op: XmmMemOp,
        /// Destination.
        dst: Reg,
        /// Address.
        addr: Amode,
    },
    /// XMM store.
    XmmStore {
        /// Width.
        op: XmmMemOp,
        /// Value.
        src: Reg,
        /// Address.
        addr: Amode,
    },
    /// `movaps dst, src` between XMM registers.
    XmmMov {
        /// Destination.
        dst: Reg,
        /// Source.
        src: Reg,
    },
    /// `movd`/`movq xmm, r/m` (32 or 64 bits; the rest is zeroed).
    GprToXmm {
        /// Width (32 or 64).
        size: OperandSize,
        /// Destination XMM.
        dst: Reg,
        /// Source.
        src: RegMem,
    },
    /// `movd`/`movq r, xmm` (32 or 64 bits).
    XmmToGpr {
        /// Width (32 or 64).
        size: OperandSize,
        /// Destination GPR.
        dst: Reg,
        /// Source XMM.
        src: Reg,
    },
    /// `cvtsi2ss`/`cvtsi2sd dst, src` (signed 32- or 64-bit integer).
    CvtIntToFloat {
        /// Integer width (32 or 64).
        size: OperandSize,
        /// `sd` (true) or `ss`.
        double: bool,
        /// Destination XMM.
        dst: Reg,
        /// Source.
        src: RegMem,
    },
    /// `cvttss2si`/`cvttsd2si dst, src` (truncating, signed).
    CvtFloatToInt {
        /// Integer width (32 or 64).
        size: OperandSize,
        /// Source is a double (true) or a float.
        double: bool,
        /// Destination GPR.
        dst: Reg,
        /// Source.
        src: RegMem,
    },
    /// `ucomiss`/`ucomisd lhs, rhs`: sets ZF, PF, CF.
    Ucomis {
        /// Double (true) or float.
        double: bool,
        /// Left operand.
        lhs: Reg,
        /// Right operand.
        rhs: RegMem,
    },
    /// `rep movsb`: copies `rcx` bytes from `[rsi]` to `[rdi]`; the three
    /// registers are clobbered.
    RepMovsb {
        /// Destination address, fixed in `rdi`.
        dst: Reg,
        /// Source address, fixed in `rsi`.
        src: Reg,
        /// Byte count, fixed in `rcx`.
        count: Reg,
    },
    /// `rep stosb`: stores `al` to `rcx` bytes at `[rdi]`; `rdi`, `rcx`
    /// clobbered.
    RepStosb {
        /// Destination address, fixed in `rdi`.
        dst: Reg,
        /// Byte value, fixed in `rax`.
        value: Reg,
        /// Byte count, fixed in `rcx`.
        count: Reg,
    },
    /// `lock cmpxchg [addr], replacement`: compares `rax` with memory;
    /// `old` (`rax`) receives the previous value; ZF says whether it matched.
    LockCmpxchg {
        /// Width.
        size: OperandSize,
        /// Address.
        addr: Amode,
        /// Expected value, fixed in `rax`.
        expected: Reg,
        /// Value to store.
        replacement: Reg,
        /// Previous value, fixed in `rax`.
        old: Reg,
    },
    /// `lock xadd [addr], src`: `dst` (reusing `src`) receives the old value.
    LockXadd {
        /// Width.
        size: OperandSize,
        /// Address.
        addr: Amode,
        /// Addend.
        src: Reg,
        /// Previous value.
        dst: Reg,
    },
    /// `xchg [addr], src` (implicitly locked): `dst` (reusing `src`)
    /// receives the old value.
    Xchg {
        /// Width.
        size: OperandSize,
        /// Address.
        addr: Amode,
        /// New value.
        src: Reg,
        /// Previous value.
        dst: Reg,
    },
    /// `mfence`.
    Mfence,
    /// `dst` = the address of thread-local variable `sym` in this thread,
    /// by `model` ([`super::tls`]); the dynamic models call `get_addr`
    /// (`__tls_get_addr`).
    TlsAddr {
        /// Access model.
        model: super::tls::TlsModel,
        /// The variable.
        sym: crate::obj::SymbolId,
        /// `__tls_get_addr`.
        get_addr: crate::obj::SymbolId,
        /// Result.
        dst: Reg,
    },
    /// An x87 operation over a frame scratch slot (see [`super::x87`]);
    /// no register operands.
    X87 {
        /// Operation.
        op: super::x87::X87Op,
        /// The 48-byte scratch slot.
        slot: crate::mir::StackSlot,
    },
    /// `movabs dst, imm64` with the immediate relocated against `sym`
    /// (large code model): its absolute address, its offset from the GOT
    /// base or its GOT entry's offset from the GOT base.
    MovAbsSym {
        /// What the immediate is.
        kind: SymImm64,
        /// Result.
        dst: Reg,
        /// Target symbol.
        sym: crate::obj::SymbolId,
        /// Addend.
        addend: i32,
    },
    /// `dst` = the address of the GOT (large code model, PIC):
    /// `lea dst, [rip - 7]` (its own address), `movabs r11,
    /// _GLOBAL_OFFSET_TABLE_ - that`, `add dst, r11`.
    GotBase {
        /// Result.
        dst: Reg,
        /// `_GLOBAL_OFFSET_TABLE_`.
        got: crate::obj::SymbolId,
    },
    /// `nop` (one byte; inline assembly's `nop`).
    Nop,
}

/// The 64-bit symbol immediate of [`Inst::MovAbsSym`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum SymImm64 {
    /// The symbol's address (`R_X86_64_64`; static code).
    Address,
    /// The symbol's offset from the GOT base (`R_X86_64_GOTOFF64`).
    GotOffset,
    /// The offset of the symbol's GOT entry from the GOT base
    /// (`R_X86_64_GOT64`).
    GotEntry,
}

/// A list of (value, ABI register) pairs in [`Side::fixed_regs`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct FixedRegs {
    /// First entry.
    pub start: u32,
    /// Number of entries.
    pub len: u32,
}

/// A call's register arguments and results.
#[derive(Clone, Debug, Default)]
pub struct CallInfo {
    /// Arguments and the registers they go in (`rax` carries the number of
    /// vector registers used by a variadic call).
    pub uses: FixedRegs,
    /// Results and the registers they come back in.
    pub defs: FixedRegs,
    /// Registers the callee may destroy.
    pub clobbers: PRegSet,
}

/// One constant-pool entry: up to 16 bytes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct PoolConst {
    /// Bytes (little-endian), padded with zeros.
    pub bytes: [u8; 16],
    /// Meaningful bytes (4, 8 or 16) and the entry's alignment.
    pub size: u8,
}

/// Per-function side tables of x86-64 instructions.
#[derive(Clone, Debug, Default)]
pub struct Side {
    /// (value, register) pairs of calls, returns and entry arguments.
    pub fixed_regs: Vec<(Reg, PReg)>,
    /// Calls.
    pub calls: Vec<CallInfo>,
    /// Jump tables: target lists.
    pub jump_tables: Vec<Vec<MBlock>>,
    /// Constant pool.
    pub consts: Vec<PoolConst>,
}

impl Side {
    /// Appends a list of (value, register) pairs.
    pub fn push_fixed(&mut self, pairs: &[(Reg, PReg)]) -> FixedRegs {
        let start = self.fixed_regs.len() as u32;
        self.fixed_regs.extend_from_slice(pairs);
        FixedRegs {
            start,
            len: pairs.len() as u32,
        }
    }

    /// The pairs of a list.
    pub fn fixed(&self, list: FixedRegs) -> &[(Reg, PReg)] {
        &self.fixed_regs[list.start as usize..(list.start + list.len) as usize]
    }

    /// Adds a constant (deduplicated) and returns its index.
    pub fn add_const(&mut self, c: PoolConst) -> u32 {
        if let Some(i) = self.consts.iter().position(|&k| k == c) {
            return i as u32;
        }
        self.consts.push(c);
        (self.consts.len() - 1) as u32
    }
}

fn visit_fixed_uses(side: &mut Side, list: FixedRegs, v: &mut impl OperandVisitor) {
    let range = list.start as usize..(list.start + list.len) as usize;
    for (reg, preg) in &mut side.fixed_regs[range] {
        v.fixed_use(reg, *preg);
    }
}

fn visit_fixed_defs(side: &mut Side, list: FixedRegs, v: &mut impl OperandVisitor) {
    let range = list.start as usize..(list.start + list.len) as usize;
    for (reg, preg) in &mut side.fixed_regs[range] {
        v.fixed_def(reg, *preg);
    }
}

impl Inst {
    /// The general register this instruction writes as a 32-bit (or
    /// narrower, zero-extending) result, which clears bits 32–63 on
    /// x86-64; `None` for anything else. Each of these writes no other
    /// register.
    pub fn zero_extending_def(&self) -> Option<Reg> {
        use OperandSize::S32;
        match *self {
            Inst::Alu { size: S32, dst, .. }
            | Inst::Imul { size: S32, dst, .. }
            | Inst::ImulImm { size: S32, dst, .. }
            | Inst::ShiftImm { size: S32, dst, .. }
            | Inst::ShiftCl { size: S32, dst, .. }
            | Inst::Unary { size: S32, dst, .. }
            | Inst::Lea { size: S32, dst, .. }
            | Inst::MovRR { size: S32, dst, .. }
            | Inst::Cmov { size: S32, dst, .. }
            | Inst::XmmToGpr { size: S32, dst, .. }
            | Inst::Pextr {
                dst,
                op: PextrOp::Pextrb | PextrOp::Pextrw | PextrOp::Pextrd,
                ..
            }
            | Inst::MovExtRR {
                ext: ExtMode::ZeroExt8 | ExtMode::ZeroExt16 | ExtMode::None32,
                dst,
                ..
            }
            | Inst::Load {
                ext: ExtMode::ZeroExt8 | ExtMode::ZeroExt16 | ExtMode::None32,
                dst,
                ..
            } => Some(dst),
            _ => None,
        }
    }
}

impl MachInst for Inst {
    type Side = Side;

    fn visit_operands(&mut self, side: &mut Side, v: &mut impl OperandVisitor) {
        match self {
            Inst::Alu {
                dst, src1, src2, ..
            } => {
                v.reg_use(src1);
                src2.visit(v);
                v.reuse_def(dst, 0);
            }
            Inst::Cmp { lhs, rhs, .. } | Inst::Test { lhs, rhs, .. } => {
                v.reg_use(lhs);
                rhs.visit(v);
            }
            Inst::CmpMemImm { addr, .. } | Inst::TestMemImm { addr, .. } => addr.visit(v),
            Inst::Imul {
                dst, src1, src2, ..
            } => {
                v.reg_use(src1);
                src2.visit(v);
                v.reuse_def(dst, 0);
            }
            Inst::ImulImm { dst, src, .. } => {
                src.visit(v);
                v.reg_def(dst);
            }
            Inst::MulWide {
                src1,
                src2,
                dst_lo,
                dst_hi,
                ..
            } => {
                v.fixed_use(src1, RAX);
                v.reg_use(src2);
                v.fixed_def(dst_lo, RAX);
                v.fixed_def(dst_hi, RDX);
            }
            Inst::Div {
                lo,
                hi,
                divisor,
                quot,
                rem,
                ..
            } => {
                v.fixed_use(lo, RAX);
                v.fixed_use(hi, RDX);
                v.reg_use(divisor);
                v.fixed_def(quot, RAX);
                v.fixed_def(rem, RDX);
            }
            Inst::Rdtsc { lo, hi } => {
                v.fixed_def(lo, RAX);
                v.fixed_def(hi, RDX);
            }
            Inst::Cpuid {
                leaf,
                sub,
                eax,
                ebx,
                ecx,
                edx,
            } => {
                v.fixed_use(leaf, RAX);
                v.fixed_use(sub, RCX);
                v.fixed_def(eax, RAX);
                v.fixed_def(ebx, RBX);
                v.fixed_def(ecx, RCX);
                v.fixed_def(edx, RDX);
            }
            Inst::SignExtendRax { src, dst, .. } => {
                v.fixed_use(src, RAX);
                v.fixed_def(dst, RDX);
            }
            Inst::ShiftImm { dst, src, .. } | Inst::Unary { dst, src, .. } => {
                v.reg_use(src);
                v.reuse_def(dst, 0);
            }
            Inst::ShiftCl {
                dst, src, amount, ..
            } => {
                v.reg_use(src);
                v.fixed_use(amount, RCX);
                v.reuse_def(dst, 0);
            }
            Inst::ShiftDoubleCl {
                dst,
                src1,
                src2,
                amount,
                ..
            } => {
                v.reg_use(src1);
                v.reg_use(src2);
                v.fixed_use(amount, RCX);
                v.reuse_def(dst, 0);
            }
            Inst::BitCount { dst, src, .. } => {
                src.visit(v);
                v.reg_def(dst);
            }
            Inst::Lea { dst, addr, .. } => {
                addr.visit(v);
                v.reg_def(dst);
            }
            Inst::MovRR { dst, src, .. }
            | Inst::MovExtRR { dst, src, .. }
            | Inst::XmmMov { dst, src }
            | Inst::XmmToGpr { dst, src, .. }
            | Inst::Pextr { dst, src, .. } => {
                v.reg_use(src);
                v.reg_def(dst);
            }
            Inst::MovImm { dst, .. }
            | Inst::Setcc { dst, .. }
            | Inst::GetSp { dst }
            | Inst::MovAbsSym { dst, .. }
            | Inst::GotBase { dst, .. } => v.reg_def(dst),
            Inst::Load { dst, addr, .. } | Inst::XmmLoad { dst, addr, .. } => {
                addr.visit(v);
                v.reg_def(dst);
            }
            Inst::Store { src, addr, .. } | Inst::XmmStore { src, addr, .. } => {
                v.reg_use(src);
                addr.visit(v);
            }
            Inst::StoreImm { addr, .. } => addr.visit(v),
            Inst::Cmov {
                dst,
                src_false,
                src_true,
                ..
            } => {
                v.reg_use(src_false);
                src_true.visit(v);
                v.reuse_def(dst, 0);
            }
            Inst::Jmp { .. } | Inst::Jcc { .. } => {}
            Inst::JmpTable {
                index, tmp1, tmp2, ..
            } => {
                v.reg_use(index);
                v.reg_early_def(tmp1);
                v.reg_early_def(tmp2);
            }
            Inst::JmpInd { target } => target.visit(v),
            Inst::Ret { rets } => visit_fixed_uses(side, *rets, v),
            Inst::Call { target, info } => {
                if let CallTarget::Indirect(r) = target {
                    v.reg_use(r);
                }
                let info = &side.calls[*info as usize];
                let (uses, defs) = (info.uses, info.defs);
                visit_fixed_uses(side, uses, v);
                visit_fixed_defs(side, defs, v);
            }
            Inst::TailCall { info, .. } => {
                visit_fixed_uses(side, side.calls[*info as usize].uses, v)
            }
            Inst::Args { args } => visit_fixed_defs(side, *args, v),
            Inst::TlsAddr { model, dst, .. } => model.visit(dst, v),
            Inst::Ud2 | Inst::Int3 | Inst::Mfence | Inst::Nop | Inst::X87 { .. } => {}
            Inst::SetSp { src } => v.reg_use(src),
            Inst::AllocaDyn { size, dst, .. } => {
                v.reg_use(size);
                v.reg_def(dst);
            }
            Inst::Sse {
                dst, src1, src2, ..
            }
            | Inst::SseImm {
                dst, src1, src2, ..
            } => {
                v.reg_use(src1);
                src2.visit(v);
                v.reuse_def(dst, 0);
            }
            Inst::SseX {
                dst, src1, src2, ..
            }
            | Inst::Crc32 {
                dst, src1, src2, ..
            }
            | Inst::Pinsr {
                dst, src1, src2, ..
            } => {
                v.reg_use(src1);
                src2.visit(v);
                v.reuse_def(dst, 0);
            }
            Inst::PcmpIstr {
                mask, dst, a, b, ..
            } => {
                v.reg_use(a);
                v.reg_use(b);
                v.fixed_def(dst, if *mask { xmm(0) } else { RCX });
            }
            Inst::PcmpEstr {
                mask,
                dst,
                a,
                b,
                la,
                lb,
                ..
            } => {
                v.reg_use(a);
                v.reg_use(b);
                v.fixed_use(la, RAX);
                v.fixed_use(lb, RDX);
                v.fixed_def(dst, if *mask { xmm(0) } else { RCX });
            }
            Inst::MemCtl { addr, .. } => addr.visit(v),
            Inst::Fence { .. } => {}
            Inst::MaskMovdqu { src, mask, addr } => {
                v.reg_use(src);
                v.reg_use(mask);
                v.fixed_use(addr, RDI);
            }
            Inst::VMaskMov {
                store,
                data,
                mask,
                addr,
                ..
            } => {
                v.reg_use(mask);
                addr.visit(v);
                if *store {
                    v.reg_use(data);
                } else {
                    v.reg_def(data);
                }
            }
            Inst::Fma3 {
                dst,
                src1,
                src2,
                src3,
                ..
            } => {
                v.reg_use(src1);
                v.reg_use(src2);
                v.reg_use(src3);
                v.reuse_def(dst, 0);
            }
            Inst::Vcvtps2ph { dst, src, .. } => {
                v.reg_use(src);
                v.reg_def(dst);
            }
            Inst::Vzero { .. } => {}
            Inst::XmmToGprX { dst, src, .. } => {
                src.visit(v);
                v.reg_def(dst);
            }
            Inst::XmmFlags { lhs, rhs, .. } => {
                v.reg_use(lhs);
                rhs.visit(v);
            }
            Inst::Bmi { dst, vvvv, rm, .. } => {
                v.reg_use(vvvv);
                rm.visit(v);
                v.reg_def(dst);
            }
            Inst::GprToXmm { dst, src, .. }
            | Inst::CvtIntToFloat { dst, src, .. }
            | Inst::CvtFloatToInt { dst, src, .. } => {
                src.visit(v);
                v.reg_def(dst);
            }
            Inst::Ucomis { lhs, rhs, .. } => {
                v.reg_use(lhs);
                rhs.visit(v);
            }
            Inst::RepMovsb { dst, src, count } => {
                v.fixed_use(dst, RDI);
                v.fixed_use(src, RSI);
                v.fixed_use(count, RCX);
            }
            Inst::RepStosb { dst, value, count } => {
                v.fixed_use(dst, RDI);
                v.fixed_use(value, RAX);
                v.fixed_use(count, RCX);
            }
            Inst::LockCmpxchg {
                addr,
                expected,
                replacement,
                old,
                ..
            } => {
                v.fixed_use(expected, RAX);
                v.reg_use(replacement);
                addr.visit(v);
                v.fixed_def(old, RAX);
            }
            Inst::LockXadd { addr, src, dst, .. } | Inst::Xchg { addr, src, dst, .. } => {
                v.reg_use(src);
                addr.visit(v);
                v.reuse_def(dst, 0);
            }
        }
    }

    fn clobbers(&self, side: &Side) -> PRegSet {
        match self {
            Inst::Call { info, .. } => side.calls[*info as usize].clobbers,
            Inst::RepMovsb { .. } => PRegSet::of(&[RDI, RSI, RCX]),
            Inst::RepStosb { .. } => PRegSet::of(&[RDI, RCX]),
            Inst::TlsAddr { model, .. } => model.clobbers(),
            Inst::Vzero { all: true } => {
                let mut all = PRegSet::empty();
                for n in 0..16 {
                    all.insert(xmm(n));
                }
                all
            }
            _ => PRegSet::empty(),
        }
    }

    fn as_move(&self) -> Option<(Reg, Reg)> {
        match *self {
            Inst::MovRR {
                size: OperandSize::S64,
                dst,
                src,
            }
            | Inst::XmmMov { dst, src } => Some((dst, src)),
            _ => None,
        }
    }

    fn terminator(&self) -> Terminator {
        match self {
            Inst::Jmp { .. } | Inst::Jcc { .. } | Inst::JmpTable { .. } | Inst::JmpInd { .. } => {
                Terminator::Branch
            }
            Inst::Ret { .. } | Inst::TailCall { .. } | Inst::Ud2 => Terminator::Ret,
            _ => Terminator::None,
        }
    }

    /// `mov reg, imm` (always encoded as a `mov`, never `xor`: flags stay)
    /// and the address of a symbol, a frame slot or a constant-pool entry
    /// (`lea`, which reads no register and no memory).
    fn is_remat(&self) -> bool {
        matches!(
            self,
            Inst::MovImm { .. }
                | Inst::Lea {
                    addr: Amode::Symbol { .. } | Amode::Slot { .. } | Amode::Const { .. },
                    ..
                }
        )
    }
}

/// Whether `p` is one of the registers the allocator never assigns.
pub fn is_reserved(p: PReg) -> bool {
    p == RSP || p == RBP || p == R11 || p == XMM_SCRATCH
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_without_inputs_are_rematerialisable() {
        let dst = Reg::virt(crate::VReg::new(0, crate::RegClass::Int));
        let base = Reg::virt(crate::VReg::new(1, crate::RegClass::Int));
        let lea = |addr| Inst::Lea {
            size: OperandSize::S64,
            dst,
            addr,
        };
        let slot = crate::StackSlot::from_u32(0);
        assert!(
            lea(Amode::Symbol {
                sym: crate::SymbolId(3),
                disp: 8
            })
            .is_remat()
        );
        assert!(lea(Amode::Slot { slot, disp: 0 }).is_remat());
        assert!(lea(Amode::Const { id: 0 }).is_remat());
        // Reads a register, or memory: not re-executable anywhere.
        assert!(!lea(Amode::base(base, 8)).is_remat());
        assert!(
            !Inst::Load {
                ext: ExtMode::None64,
                dst,
                addr: Amode::Got {
                    sym: crate::SymbolId(3)
                },
            }
            .is_remat()
        );
    }

    #[test]
    fn inst_is_at_most_32_bytes() {
        assert!(
            std::mem::size_of::<Inst>() <= 32,
            "{}",
            std::mem::size_of::<Inst>()
        );
    }
}
