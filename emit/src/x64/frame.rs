//! Frame layout, prologue and epilogue.
//!
//! ```text
//!   [rbp + 16 + k]   incoming stack arguments (Amode::IncomingArg)
//!   [rbp + 8]        return address
//!   [rbp]            caller's rbp
//!   [rbp - 8 ...]    callee-saved GPRs, pushed in order
//!   [guard]          the stack protector's copy of `%fs:0x28`, if any
//!   ...              stack slots (MachFunc::slots, each at its alignment)
//!   ...              over-aligned slots (alignment > 16) with slack, and an
//!                    8-byte pointer to their aligned base
//!   ...              spill area (16-byte aligned; unit i at spill_base + 8 i)
//!   [rsp + k]        outgoing-argument area (Amode::OutgoingArg)
//! ```
//!
//! `rbp` is 16-byte aligned after `push rbp`, and the total below it is a
//! multiple of 16, so `rsp` is 16-byte aligned at every call.
//!
//! Slots aligned to more than 16 bytes cannot sit at a fixed distance from
//! `rbp`. They share a region reserved with enough slack; the prologue
//! aligns its base at run time and stores it in a pointer slot, and an
//! access loads that pointer into `r11` first (`[r11 + offset]`). This
//! keeps working when `rsp` moves (dynamic allocas), unlike realigning
//! `rsp`, and costs one load per access to such a slot.

use super::enc::{Imm, Mem, Rm, emit_o, emit_rm, op1};
use super::probes;
use crate::buffer::{CodeBuffer, Label, UnwindOp};
use crate::{EmitError, err};
use kiln_targets::x64::regs::{R12, R13, R14, R15, RAX, RBX};
use kiln_targets::{FrameRequest, PReg, PRegSet, StackProbe, StackSlot};

/// Where everything of the frame is, once allocation is done.
#[derive(Clone, Debug)]
pub(crate) struct FrameLayout {
    /// Per slot: its displacement from `rbp` when negative; for an
    /// over-aligned slot, its (non-negative) offset from the aligned base
    /// stored at `rbp + over_ptr`.
    pub slot_disp: Vec<i32>,
    /// Displacement from `rbp` of the pointer to the over-aligned region.
    pub over_ptr: i32,
    /// `(lea displacement from rbp, alignment)` to compute that pointer in
    /// the prologue, if there are over-aligned slots.
    pub over: Option<(i32, u32)>,
    /// Displacement from `rbp` of spill unit 0.
    pub spill_base: i32,
    /// Callee-saved registers pushed after `rbp`, in order.
    pub saved: Vec<PReg>,
    /// Displacement from `rbp` of the stack protector's guard word (0
    /// without one: see [`FrameRequest::stack_guard`]).
    pub guard: i32,
    /// Where a failed guard check goes: the call of the failure routine
    /// after the function's code (set once the buffer is cleared).
    pub guard_fail: Label,
    /// Bytes allocated by the `sub rsp` (below the pushes).
    pub alloc: u32,
    /// A leaf function whose `alloc` bytes fit in the SysV red zone (the
    /// 128 bytes below `rsp` that signal handlers leave alone): no `sub rsp`.
    pub red_zone: bool,
    /// Total bytes between `rbp` and `rsp` after the prologue.
    pub total: u32,
    /// Outgoing-argument area, rounded to 16.
    pub outgoing: u32,
    /// Stack probing request.
    pub req: FrameRequest,
    /// `rax` carries an incoming value the prologue must keep (variadic `al`).
    pub rax_live_in: bool,
    /// Label of constant 0; constant `i` has label `const_base + i`.
    pub const_base: u32,
    /// Number of constants.
    pub num_consts: u32,
    /// Label of jump table 0.
    pub table_base: u32,
    /// Number of jump tables.
    pub num_tables: u32,
}

/// `x` rounded up to a multiple of `a` (a power of two), in 64 bits.
fn round_up64(x: u64, a: u64) -> u64 {
    x.div_ceil(a) * a
}

fn round_up(x: u32, a: u32) -> u32 {
    (x + a - 1) & !(a - 1)
}

impl FrameLayout {
    /// Keeps the frame in the red zone when the function calls nothing
    /// (`leaf`), moves `rsp` nowhere else, needs at most 128 bytes and may
    /// use the red zone (no `noredzone`).
    pub fn use_red_zone_if_leaf(&mut self, leaf: bool) {
        self.red_zone = leaf
            && !self.req.no_red_zone
            && self.alloc <= 128
            && self.over.is_none()
            && !self.req.dynamic_alloca
            && self.outgoing == 0;
    }

    /// Lays the frame out.
    #[allow(clippy::too_many_arguments)]
    pub fn compute(
        slots: impl Iterator<Item = (u32, u32, bool)> + Clone,
        num_spill_units: u32,
        clobbered: PRegSet,
        req: FrameRequest,
        rax_live_in: bool,
        mut reuse: Vec<i32>,
        labels: (u32, u32, u32, u32),
    ) -> Result<FrameLayout, EmitError> {
        let mut saved = Vec::new();
        for r in [RBX, R12, R13, R14, R15] {
            if clobbered.contains(r) {
                saved.push(r);
            }
        }
        let push_bytes = 8 * saved.len() as u32;
        // Sizes add up in u64 and are checked against the frame limit
        // before any becomes a 32-bit displacement.
        let limit = i32::MAX as u64 / 2;
        let too_large = |total: u64| err(format!("frame of {total} bytes is too large"));
        let mut cur = u64::from(push_bytes);
        // The guard sits right below the saved registers: a local buffer
        // overflowing upwards reaches it before the return address.
        let guard = if req.stack_guard.is_some() {
            cur += 8;
            -(cur as i32)
        } else {
            0
        };
        reuse.clear();
        reuse.resize(slots.clone().count(), 0);
        // Over-aligned slots: offsets from the aligned region base.
        let mut over_size = 0u64;
        let mut over_align = 0u64;
        // With a guard, local arrays first (nearest the guard), then the
        // rest; otherwise every slot in one pass, in order.
        let guarded = guard != 0;
        let passes: &[Option<bool>] = if guarded {
            &[Some(true), Some(false)]
        } else {
            &[None]
        };
        for &pass in passes {
            for (k, (size, align, array)) in slots.clone().enumerate() {
                if pass.is_some_and(|p| p != array) {
                    continue;
                }
                if !align.is_power_of_two() || align > 1 << 24 || size > i32::MAX as u32 / 4 {
                    return err(format!("stack slot of {size} bytes aligned to {align}"));
                }
                let (size, align) = (u64::from(size), u64::from(align));
                if align > 16 {
                    over_size = round_up64(over_size, align);
                    reuse[k] = over_size as i32;
                    over_size += size.max(1);
                    over_align = over_align.max(align);
                } else {
                    cur = round_up64(cur + size.max(1), align.max(1));
                    reuse[k] = -(cur as i32);
                }
                if cur > limit || over_size > limit {
                    return too_large(cur + over_size);
                }
            }
        }
        let mut over = None;
        let mut over_ptr = 0;
        if over_align > 0 {
            let slack = over_align - 16;
            cur = round_up64(cur + over_size + slack, 16);
            over = Some((slack as i32 - cur as i32, over_align as u32));
            cur += 8;
            over_ptr = -(cur as i32);
        }
        let spill_top = round_up64(cur + 8 * u64::from(num_spill_units), 16);
        let outgoing = round_up(req.outgoing_args_size, 16);
        let total = spill_top + u64::from(outgoing);
        if total > limit {
            return too_large(total);
        }
        let (spill_top, total) = (spill_top as u32, total as u32);
        Ok(FrameLayout {
            slot_disp: reuse,
            over_ptr,
            over,
            spill_base: -(spill_top as i32),
            saved,
            guard,
            guard_fail: Label(u32::MAX),
            alloc: total - push_bytes,
            red_zone: false,
            total,
            outgoing,
            req,
            rax_live_in,
            const_base: labels.0,
            num_consts: labels.1,
            table_base: labels.2,
            num_tables: labels.3,
        })
    }

    /// Displacement from `rbp` of a stack slot.
    pub fn slot_disp(&self, slot: StackSlot) -> Result<i32, EmitError> {
        match self.slot_disp.get(slot.as_u32() as usize) {
            Some(&d) => Ok(d),
            None => err(format!("unknown stack slot {slot:?}")),
        }
    }

    /// The memory operand of spill unit `unit`.
    pub fn spill_mem(&self, unit: u32) -> Mem {
        Mem::base(5, self.spill_disp(unit))
    }

    /// Displacement from `rbp` of spill unit `unit`.
    pub fn spill_disp(&self, unit: u32) -> i32 {
        self.spill_base + 8 * unit as i32
    }

    /// Label of constant `id`.
    pub fn const_label(&self, id: u32) -> Result<Label, EmitError> {
        if id >= self.num_consts {
            return err(format!("unknown constant {id}"));
        }
        Ok(Label(self.const_base + id))
    }

    /// Label of jump table `id`.
    pub fn table_label(&self, id: u32) -> Result<Label, EmitError> {
        if id >= self.num_tables {
            return err(format!("unknown jump table {id}"));
        }
        Ok(Label(self.table_base + id))
    }
}

/// `op rsp, imm` for `add` (/0) or `sub` (/5), imm8 or imm32 form.
pub(crate) fn rsp_adjust(b: &mut CodeBuffer, digit: u8, amount: u32) {
    if amount < 128 {
        emit_rm(
            b,
            0,
            true,
            op1(0x83),
            digit,
            &Rm::Reg(4),
            0,
            Imm::B(amount as u8),
        );
    } else {
        emit_rm(b, 0, true, op1(0x81), digit, &Rm::Reg(4), 0, Imm::D(amount));
    }
}

/// Emits the prologue and records its unwind operations.
pub(crate) fn prologue(b: &mut CodeBuffer, f: &FrameLayout) {
    emit_o(b, false, false, 0x50, 5, Imm::None); // push rbp
    b.unwind_op(UnwindOp::PushFrameReg);
    emit_rm(b, 0, true, op1(0x89), 4, &Rm::Reg(5), 0, Imm::None); // mov rbp, rsp
    b.unwind_op(UnwindOp::SetFrameReg);
    for (i, r) in f.saved.iter().enumerate() {
        emit_o(b, false, false, 0x50, r.hw(), Imm::None);
        b.unwind_op(UnwindOp::SaveReg {
            hw: r.hw(),
            offset: 16 + 8 * (i as u32 + 1),
        });
    }
    let page = f.req.probe_size.max(16);
    match f.req.probe {
        StackProbe::Inline if f.alloc > page => probes::inline_static(b, f.alloc, page),
        StackProbe::Call(sym) if f.alloc >= page => {
            probes::call_static(b, f.alloc, sym, f.rax_live_in)
        }
        _ if f.alloc > 0 && !f.red_zone => rsp_adjust(b, 5, f.alloc),
        _ => {}
    }
    if f.alloc > 0 && !f.red_zone {
        b.unwind_op(UnwindOp::StackAlloc { size: f.alloc });
    }
    if f.req.outgoing_align > 16 {
        // and rsp, -align: a stack argument needs more than the ABI's 16
        // (the frame is addressed from rbp, and the epilogue restores rsp
        // from rbp, so only the outgoing area moves).
        let mask = (f.req.outgoing_align as i64).wrapping_neg() as i32;
        let imm = if mask as i8 as i32 == mask {
            (0x83, Imm::B(mask as u8))
        } else {
            (0x81, Imm::D(mask as u32))
        };
        emit_rm(b, 0, true, op1(imm.0), 4, &Rm::Reg(4), 0, imm.1);
    }
    if let Some((disp, align)) = f.over {
        // lea r11, [rbp + disp]; and r11, -align; mov [rbp + over_ptr], r11
        emit_rm(
            b,
            0,
            true,
            op1(0x8D),
            11,
            &Rm::Mem(Mem::base(5, disp)),
            0,
            Imm::None,
        );
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
        emit_rm(
            b,
            0,
            true,
            op1(0x89),
            11,
            &Rm::Mem(Mem::base(5, f.over_ptr)),
            0,
            Imm::None,
        );
    }
    if f.req.stack_guard.is_some() {
        store_guard(b, f);
    }
}

/// `mov r11, fs:[0x28]`: the thread's stack guard (glibc's
/// `stack_chk_guard` in the thread control block).
const LOAD_GUARD: [u8; 9] = [0x64, 0x4C, 0x8B, 0x1C, 0x25, 0x28, 0, 0, 0];

/// `xor r11, fs:[0x28]`.
const XOR_GUARD: [u8; 9] = [0x64, 0x4C, 0x33, 0x1C, 0x25, 0x28, 0, 0, 0];

/// Copies the stack guard into the frame (end of the prologue).
fn store_guard(b: &mut CodeBuffer, f: &FrameLayout) {
    b.reserve(LOAD_GUARD.len());
    b.put(&LOAD_GUARD);
    let slot = Rm::Mem(Mem::base(5, f.guard));
    emit_rm(b, 0, true, op1(0x89), 11, &slot, 0, Imm::None);
}

/// Checks the frame's copy of the stack guard before a return or tail
/// call (`r11` is neither an argument nor a result register): a mismatch
/// jumps to the failure call. Nothing without a stack protector.
pub(crate) fn check_guard(b: &mut CodeBuffer, f: &FrameLayout) {
    if f.req.stack_guard.is_none() {
        return;
    }
    let slot = Rm::Mem(Mem::base(5, f.guard));
    emit_rm(b, 0, true, op1(0x8B), 11, &slot, 0, Imm::None);
    b.reserve(XOR_GUARD.len());
    b.put(&XOR_GUARD);
    b.branch(Some(COND_NE), f.guard_fail);
}

/// The condition code of `jne`.
const COND_NE: u8 = 5;

/// The target of failed guard checks, after the function's last block:
/// the call of the failure routine, which does not return.
pub(crate) fn guard_failure(b: &mut CodeBuffer, f: &FrameLayout) {
    if let Some(sym) = f.req.stack_guard {
        b.bind(f.guard_fail);
        probes::call_sym(b, sym);
    }
}

/// Emits the epilogue (everything before `ret`). `rsp` is restored from
/// `rbp`, which is never longer than `add rsp, N` and stays right when
/// `rsp` moved (dynamic allocas, `SetSp`): `leave` without callee-saved
/// registers, `lea rsp, [rbp - pushes]` and the pops otherwise.
pub(crate) fn epilogue(b: &mut CodeBuffer, f: &FrameLayout) {
    if f.saved.is_empty() {
        b.reserve(1);
        b.put1(0xC9); // leave
        b.unwind_op(UnwindOp::FrameRegRestored);
        return;
    }
    let push_bytes = 8 * f.saved.len() as i32;
    emit_rm(
        b,
        0,
        true,
        op1(0x8D),
        4,
        &Rm::Mem(Mem::base(5, -push_bytes)),
        0,
        Imm::None,
    );
    for r in f.saved.iter().rev() {
        emit_o(b, false, false, 0x58, r.hw(), Imm::None);
    }
    emit_o(b, false, false, 0x58, 5, Imm::None); // pop rbp
    b.unwind_op(UnwindOp::FrameRegRestored);
}

/// Whether `rax` is among the entry arguments (a variadic function's `al`).
pub(crate) fn rax_in(args: &[(kiln_targets::Reg, PReg)]) -> bool {
    args.iter().any(|&(_, p)| p == RAX)
}
