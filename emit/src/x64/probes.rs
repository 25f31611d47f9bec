//! Stack probes, as LLVM emits them for x86-64 Linux:
//!
//! * `"probe-stack"="inline-asm"` (`StackProbe::Inline`): a frame larger than
//!   the probe interval is allocated a page at a time, each page touched with
//!   `mov qword [rsp], 0`; unrolled up to 8 pages, a loop on `r11` beyond.
//! * `"probe-stack"="name"` (`StackProbe::Call`): `mov rax, size; call name;
//!   sub rsp, rax` (the function probes and leaves `rsp` alone), when the
//!   frame is at least one interval; a live-in `rax` is saved around it.
//! * Dynamic allocas probe the same way, with the size known at run time.

use super::enc::{Imm, Mem, Rm, emit_o, emit_rm, op1};
use super::frame::rsp_adjust;
use crate::buffer::CodeBuffer;
use kiln_targets::{RelocKind, SymbolId};

/// Up to this many pages, inline probes are unrolled (LLVM's `ProbeChunk`).
const MAX_UNROLLED_PAGES: u32 = 8;

/// `mov qword [rsp], 0`.
fn touch_rsp(b: &mut CodeBuffer) {
    emit_rm(
        b,
        0,
        true,
        op1(0xC7),
        0,
        &Rm::Mem(Mem::base(4, 0)),
        0,
        Imm::D(0),
    );
}

/// `call sym` (rel32, PLT relocation).
pub(crate) fn call_sym(b: &mut CodeBuffer, sym: SymbolId) {
    b.reserve(8);
    b.put1(0xE8);
    let at = b.offset();
    b.reloc(at, RelocKind::X86CallPlt4, sym, -4);
    b.put4(0);
}

/// `jmp sym` (rel32 through the PLT, as for calls): a tail call.
pub(crate) fn jmp_sym(b: &mut CodeBuffer, sym: SymbolId) {
    b.reserve(8);
    b.put1(0xE9);
    let at = b.offset();
    b.reloc(at, RelocKind::X86CallPlt4, sym, -4);
    b.put4(0);
}

/// `mov r64, imm32` (zero-extending `mov r32, imm32`).
fn mov_imm32(b: &mut CodeBuffer, reg: u8, v: u32) {
    emit_o(b, false, false, 0xB8, reg, Imm::D(v));
}

/// Allocates `size` bytes (> `page`) of frame with inline probes.
pub(crate) fn inline_static(b: &mut CodeBuffer, size: u32, page: u32) {
    if size <= MAX_UNROLLED_PAGES * page {
        let mut done = 0;
        while done + page < size {
            rsp_adjust(b, 5, page);
            touch_rsp(b);
            done += page;
        }
        if size > done {
            rsp_adjust(b, 5, size - done);
        }
        return;
    }
    // mov r11, rsp; sub r11, bound
    emit_rm(b, 0, true, op1(0x89), 4, &Rm::Reg(11), 0, Imm::None);
    let bound = size / page * page;
    emit_rm(b, 0, true, op1(0x81), 5, &Rm::Reg(11), 0, Imm::D(bound));
    let top = b.new_label();
    b.bind(top);
    rsp_adjust(b, 5, page);
    touch_rsp(b);
    // cmp rsp, r11; jne top
    emit_rm(b, 0, true, op1(0x39), 11, &Rm::Reg(4), 0, Imm::None);
    b.branch(Some(5), top);
    if !size.is_multiple_of(page) {
        rsp_adjust(b, 5, size % page);
    }
}

/// Allocates `size` bytes (≥ one interval) of frame by calling the probe
/// function `sym` with the size in `rax`.
pub(crate) fn call_static(b: &mut CodeBuffer, size: u32, sym: SymbolId, rax_live: bool) {
    if rax_live {
        // push rax; the push allocates 8 of the bytes.
        emit_o(b, false, false, 0x50, 0, Imm::None);
        mov_imm32(b, 0, size - 8);
    } else {
        mov_imm32(b, 0, size);
    }
    call_sym(b, sym);
    // sub rsp, rax
    emit_rm(b, 0, true, op1(0x29), 0, &Rm::Reg(4), 0, Imm::None);
    if rax_live {
        // mov rax, [rsp + size - 8]
        emit_rm(
            b,
            0,
            true,
            op1(0x8B),
            0,
            &Rm::Mem(Mem::base(4, size as i32 - 8)),
            0,
            Imm::None,
        );
    }
}

/// How a dynamic alloca probes.
#[derive(Copy, Clone, Debug)]
pub(crate) enum DynProbe {
    /// No probing.
    None,
    /// Inline loop, one touch per `page` bytes.
    Inline(u32),
    /// Call the probe function.
    Call(SymbolId),
}

/// `AllocaDyn`: `rsp` moves down by `size` rounded so that the new block
/// (above the outgoing-argument area `outgoing`) is aligned to `align`
/// (≥ 16); `dst` receives its address. `size` is read first, so `dst` may
/// share its register; `r11` is the scratch register.
pub(crate) fn alloca_dyn(
    b: &mut CodeBuffer,
    size: u8,
    dst: u8,
    align: u32,
    outgoing: u32,
    probe: DynProbe,
) {
    let align = align.max(16);
    // r11 = ((rsp - size) & -align) - outgoing: the new rsp.
    emit_rm(b, 0, true, op1(0x89), 4, &Rm::Reg(11), 0, Imm::None); // mov r11, rsp
    emit_rm(b, 0, true, op1(0x29), size, &Rm::Reg(11), 0, Imm::None); // sub r11, size
    let mask = (align as i64).wrapping_neg() as i32;
    if mask as i8 as i32 == mask {
        emit_rm(
            b,
            0,
            true,
            op1(0x83),
            4,
            &Rm::Reg(11),
            0,
            Imm::B(mask as u8),
        );
    } else {
        emit_rm(
            b,
            0,
            true,
            op1(0x81),
            4,
            &Rm::Reg(11),
            0,
            Imm::D(mask as u32),
        );
    }
    if outgoing > 0 {
        if outgoing < 128 {
            emit_rm(
                b,
                0,
                true,
                op1(0x83),
                5,
                &Rm::Reg(11),
                0,
                Imm::B(outgoing as u8),
            );
        } else {
            emit_rm(b, 0, true, op1(0x81), 5, &Rm::Reg(11), 0, Imm::D(outgoing));
        }
    }
    match probe {
        DynProbe::None => {
            emit_rm(b, 0, true, op1(0x89), 11, &Rm::Reg(4), 0, Imm::None); // mov rsp, r11
        }
        DynProbe::Inline(page) => {
            // top: mov dst, rsp; sub dst, r11; cmp dst, page; jbe done;
            //      sub rsp, page; mov qword [rsp], 0; jmp top
            // done: mov rsp, r11
            let top = b.new_label();
            let done = b.new_label();
            b.bind(top);
            emit_rm(b, 0, true, op1(0x89), 4, &Rm::Reg(dst), 0, Imm::None);
            emit_rm(b, 0, true, op1(0x29), 11, &Rm::Reg(dst), 0, Imm::None);
            emit_rm(b, 0, true, op1(0x81), 7, &Rm::Reg(dst), 0, Imm::D(page));
            b.branch(Some(6), done);
            rsp_adjust(b, 5, page);
            touch_rsp(b);
            b.branch(None, top);
            b.bind(done);
            emit_rm(b, 0, true, op1(0x89), 11, &Rm::Reg(4), 0, Imm::None); // mov rsp, r11
        }
        DynProbe::Call(sym) => {
            // The probe function takes the byte count in rax and may
            // clobber r11; rax is preserved in dst (free until written).
            if dst != 0 {
                emit_rm(b, 0, true, op1(0x89), 0, &Rm::Reg(dst), 0, Imm::None); // mov dst, rax
            }
            emit_rm(b, 0, true, op1(0x89), 4, &Rm::Reg(0), 0, Imm::None); // mov rax, rsp
            emit_rm(b, 0, true, op1(0x29), 11, &Rm::Reg(0), 0, Imm::None); // sub rax, r11
            call_sym(b, sym);
            emit_rm(b, 0, true, op1(0x29), 0, &Rm::Reg(4), 0, Imm::None); // sub rsp, rax
            if dst != 0 {
                emit_rm(b, 0, true, op1(0x89), dst, &Rm::Reg(0), 0, Imm::None); // mov rax, dst
            }
        }
    }
    // dst = rsp + outgoing
    if outgoing == 0 {
        emit_rm(b, 0, true, op1(0x89), 4, &Rm::Reg(dst), 0, Imm::None);
    } else {
        emit_rm(
            b,
            0,
            true,
            op1(0x8D),
            dst,
            &Rm::Mem(Mem::base(4, outgoing as i32)),
            0,
            Imm::None,
        );
    }
}
