//! One instruction with physical registers → bytes: the match over every
//! [`Inst`] variant, delegating to the per-family encoders.

use super::enc::{Imm, Mem, Rip, Rm, amode, emit_rm, gpr, op1, xmm};
use super::encode_alu as alu;
use super::encode_mov as mov;
use super::encode_sse as sse;
use super::encode_sse_ext as sse_x;
use super::frame::{FrameLayout, check_guard, epilogue};
use super::probes::{self, DynProbe};
use crate::buffer::{CodeBuffer, Label};
use crate::{EmitError, err};
use kiln_targets::x64::{
    Amode, CallTarget, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, SseOp, UnaryOp,
};
use kiln_targets::{MBlock, StackProbe};

/// Emits instructions of one function into a buffer.
pub(crate) struct Emitter<'a> {
    /// The buffer.
    pub b: &'a mut CodeBuffer,
    /// The frame.
    pub f: &'a FrameLayout,
    /// Per block, the block its branches really go to: itself, or the
    /// destination of a block that only jumps on (empty: no threading).
    pub redirect: &'a [u32],
}

impl Emitter<'_> {
    /// The label of block `b` (labels below `const_base` are the blocks).
    #[inline]
    fn block_label(&self, b: MBlock) -> Result<Label, EmitError> {
        if b.as_u32() < self.f.const_base {
            Ok(Label(
                self.redirect
                    .get(b.as_u32() as usize)
                    .copied()
                    .unwrap_or(b.as_u32()),
            ))
        } else {
            err(format!("branch to unknown block {b:?}"))
        }
    }

    #[inline]
    fn mem(&mut self, a: &Amode) -> Result<Rm, EmitError> {
        Ok(Rm::Mem(amode(a, self.f, self.b)?))
    }

    #[inline]
    fn gpr_rm(&mut self, rm: &RegMem) -> Result<Rm, EmitError> {
        match rm {
            RegMem::Reg(r) => Ok(Rm::Reg(gpr(*r)?)),
            RegMem::Mem(a) => self.mem(a),
        }
    }

    #[inline]
    fn xmm_rm(&mut self, rm: &RegMem) -> Result<Rm, EmitError> {
        match rm {
            RegMem::Reg(r) => Ok(Rm::Reg(xmm(*r)?)),
            RegMem::Mem(a) => self.mem(a),
        }
    }

    #[inline]
    fn rmi(&mut self, rmi: &RegMemImm) -> Result<(Rm, Option<i32>), EmitError> {
        match rmi {
            RegMemImm::Reg(r) => Ok((Rm::Reg(gpr(*r)?), None)),
            RegMemImm::Mem(a) => Ok((self.mem(a)?, None)),
            RegMemImm::Imm(i) => Ok((Rm::Reg(0), Some(*i))),
        }
    }

    /// Emits `inst`; `next` is the block laid out after the current one
    /// (for fall-through elision).
    pub fn inst(&mut self, inst: &Inst, next: Option<MBlock>) -> Result<(), EmitError> {
        let b = &mut *self.b;
        match *inst {
            Inst::Alu {
                size,
                op,
                dst,
                src1,
                ref src2,
            } => {
                let (rm, imm) = self.rmi(src2)?;
                alu::alu_op(self.b, size, op, gpr(dst)?, gpr(src1)?, &rm, imm)?;
            }
            Inst::Cmp { size, lhs, ref rhs } => {
                let (rm, imm) = self.rmi(rhs)?;
                alu::alu(self.b, size, 7, gpr(lhs)?, &rm, imm);
            }
            Inst::CmpMemImm {
                size,
                ref addr,
                imm,
            } => {
                let m = self.mem(addr)?;
                alu::alu_mem_imm(self.b, size, 7, &m, imm);
            }
            Inst::TestMemImm {
                size,
                ref addr,
                imm,
            } => {
                let m = self.mem(addr)?;
                alu::test_mem_imm(self.b, size, &m, imm);
            }
            Inst::Test { size, lhs, ref rhs } => {
                let (rm, imm) = self.rmi(rhs)?;
                alu::test(self.b, size, gpr(lhs)?, &rm, imm);
            }
            Inst::Imul {
                size,
                dst,
                src1,
                ref src2,
            } => {
                let rm = self.gpr_rm(src2)?;
                alu::imul(self.b, size, gpr(dst)?, gpr(src1)?, &rm)?;
            }
            Inst::ImulImm {
                size,
                dst,
                ref src,
                imm,
            } => {
                let rm = self.gpr_rm(src)?;
                alu::imul_imm(self.b, size, gpr(dst)?, &rm, imm)?;
            }
            Inst::MulWide {
                size, signed, src2, ..
            } => {
                alu::no_byte(size, "mul")?;
                alu::group3(b, size, if signed { 5 } else { 4 }, gpr(src2)?);
            }
            Inst::Div {
                size,
                signed,
                divisor,
                ..
            } => {
                alu::no_byte(size, "div")?;
                alu::group3(b, size, if signed { 7 } else { 6 }, gpr(divisor)?);
            }
            Inst::SignExtendRax { size, .. } => alu::sign_extend_rax(b, size)?,
            Inst::ShiftImm {
                size,
                op,
                dst,
                src,
                amount,
            } => {
                let d = gpr(dst)?;
                alu::same(d, gpr(src)?, "shift")?;
                alu::shift(b, size, op, d, Some(amount));
            }
            Inst::ShiftCl {
                size, op, dst, src, ..
            } => {
                let d = gpr(dst)?;
                alu::same(d, gpr(src)?, "shift")?;
                alu::shift(b, size, op, d, None);
            }
            Inst::ShiftDoubleCl {
                size,
                left,
                dst,
                src1,
                src2,
                ..
            } => {
                let d = gpr(dst)?;
                alu::same(d, gpr(src1)?, "shld/shrd")?;
                alu::shift_double(b, size, left, d, gpr(src2)?)?;
            }
            Inst::Unary { size, op, dst, src } => {
                let d = gpr(dst)?;
                alu::same(d, gpr(src)?, "unary")?;
                if op == UnaryOp::Bswap && size == OperandSize::S16 {
                    // bswap of 16 bits is undefined; rol r16, 8 swaps.
                    alu::shift(b, size, ShiftOp::Rol, d, Some(8));
                } else {
                    alu::unary(b, size, op, d)?;
                }
            }
            Inst::BitCount {
                size,
                op,
                dst,
                ref src,
            } => {
                let rm = self.gpr_rm(src)?;
                alu::bit_count(self.b, size, op, gpr(dst)?, &rm)?;
            }
            Inst::Lea {
                size,
                dst,
                ref addr,
            } => {
                if addr.segment().is_some() {
                    return err(
                        "lea of a memory operand with a segment override (the address is only its offset)",
                    );
                }
                let rm = self.mem(addr)?;
                mov::lea(self.b, size, gpr(dst)?, &rm)?;
            }
            Inst::MovRR { size, dst, src } => {
                let (d, s) = (gpr(dst)?, gpr(src)?);
                if d != s || size == OperandSize::S32 {
                    mov::mov_rr(b, size, d, s);
                }
            }
            Inst::MovImm { size, dst, imm } => mov::mov_imm(b, size, gpr(dst)?, imm)?,
            Inst::MovAbsSym {
                kind,
                dst,
                sym,
                addend,
            } => super::encode_large::mov_abs_sym(b, kind, gpr(dst)?, sym, addend),
            Inst::GotBase { dst, got } => super::encode_large::got_base(b, gpr(dst)?, got),
            Inst::MovExtRR { ext, dst, src } => {
                mov::mov_ext(b, ext, gpr(dst)?, &Rm::Reg(gpr(src)?))
            }
            Inst::Load { ext, dst, ref addr } => {
                let rm = self.mem(addr)?;
                mov::mov_ext(self.b, ext, gpr(dst)?, &rm);
            }
            Inst::Store {
                size,
                src,
                ref addr,
            } => {
                let rm = self.mem(addr)?;
                mov::store(self.b, size, gpr(src)?, &rm);
            }
            Inst::StoreImm {
                size,
                imm,
                ref addr,
            } => {
                let rm = self.mem(addr)?;
                mov::store_imm(self.b, size, imm, &rm);
            }
            Inst::Setcc { cc, dst } => mov::setcc(b, cc, gpr(dst)?),
            Inst::Cmov {
                size,
                cc,
                dst,
                src_false,
                ref src_true,
            } => {
                let rm = self.gpr_rm(src_true)?;
                mov::cmov(self.b, size, cc, gpr(dst)?, gpr(src_false)?, &rm)?;
            }
            Inst::Jmp { target } => {
                let t = self.block_label(target)?;
                if Some(t) != next.map(|n| Label(n.as_u32())) {
                    self.b.branch(None, t);
                }
            }
            Inst::Jcc {
                cc,
                taken,
                not_taken,
            } => {
                let (t, n) = (self.block_label(taken)?, self.block_label(not_taken)?);
                let next = next.map(|n| Label(n.as_u32()));
                let b = &mut *self.b;
                if t == n {
                    // Both ways lead to one place (after jump threading).
                    if Some(t) != next {
                        b.branch(None, t);
                    }
                } else if Some(n) == next {
                    b.branch(Some(cc as u8), t);
                } else if Some(t) == next {
                    b.branch(Some(cc.invert() as u8), n);
                } else {
                    b.branch(Some(cc as u8), t);
                    b.branch(None, n);
                }
            }
            Inst::JmpTable {
                index,
                tmp1,
                tmp2,
                table,
            } => {
                let (i, t1, t2) = (gpr(index)?, gpr(tmp1)?, gpr(tmp2)?);
                if i == 4 || t1 == t2 || i == t1 {
                    return err("jump table: index in rsp, or temporaries overlapping");
                }
                let label = self.f.table_label(table)?;
                // lea t1, [rip + table]
                let m = Mem {
                    rip: Rip::Label(label, 0),
                    ..Mem::base(0, 0)
                };
                emit_rm(b, 0, true, op1(0x8D), t1, &Rm::Mem(m), 0, Imm::None);
                // movsxd t2, dword [t1 + i*4]
                let m = Mem {
                    base: t1,
                    index: i,
                    shift: 2,
                    disp: 0,
                    rip: Rip::None,
                    seg: 0,
                };
                emit_rm(b, 0, true, op1(0x63), t2, &Rm::Mem(m), 0, Imm::None);
                // add t2, t1
                emit_rm(b, 0, true, op1(0x01), t1, &Rm::Reg(t2), 0, Imm::None);
                // jmp t2
                emit_rm(b, 0, false, op1(0xFF), 4, &Rm::Reg(t2), 0, Imm::None);
            }
            Inst::JmpInd { ref target } => {
                let rm = self.gpr_rm(target)?;
                emit_rm(self.b, 0, false, op1(0xFF), 4, &rm, 0, Imm::None);
            }
            Inst::Ret { .. } => {
                check_guard(b, self.f);
                epilogue(b, self.f);
                b.reserve(1);
                b.put1(0xC3);
                b.unwind_op(crate::buffer::UnwindOp::EpilogueEnd);
            }
            Inst::TailCall { sym, .. } => {
                check_guard(b, self.f);
                epilogue(b, self.f);
                match sym {
                    Some(sym) => probes::jmp_sym(b, sym),
                    // jmp rax
                    None => emit_rm(b, 0, false, op1(0xFF), 4, &Rm::Reg(0), 0, Imm::None),
                }
                b.unwind_op(crate::buffer::UnwindOp::EpilogueEnd);
            }
            Inst::Call { target, .. } => match target {
                CallTarget::Direct(sym) => probes::call_sym(b, sym),
                CallTarget::Indirect(r) => {
                    emit_rm(b, 0, false, op1(0xFF), 2, &Rm::Reg(gpr(r)?), 0, Imm::None)
                }
            },
            Inst::Args { .. } => {}
            Inst::Nop => {
                b.reserve(1);
                b.put1(0x90);
            }
            Inst::Rdtsc { .. } => {
                // Fixed registers: eax and edx out.
                b.reserve(2);
                b.put(&[0x0F, 0x31]);
            }
            Inst::Cpuid { .. } => {
                // Fixed registers: rax and rcx in, rax to rdx out.
                b.reserve(2);
                b.put(&[0x0F, 0xA2]);
            }
            Inst::Ud2 => {
                b.reserve(2);
                b.put(&[0x0F, 0x0B]);
            }
            Inst::Int3 => {
                b.reserve(1);
                b.put1(0xCC);
            }
            Inst::Mfence => {
                b.reserve(3);
                b.put(&[0x0F, 0xAE, 0xF0]);
            }
            Inst::TlsAddr {
                model,
                sym,
                get_addr,
                dst,
            } => super::encode_tls::tls_addr(b, model, sym, get_addr, gpr(dst)?),
            Inst::X87 { op, slot } => {
                let m = amode(&Amode::Slot { slot, disp: 0 }, self.f, self.b)?;
                super::x87::x87(self.b, op, &m)?;
            }
            Inst::GetSp { dst } => mov::mov_rr(b, OperandSize::S64, gpr(dst)?, 4),
            Inst::SetSp { src } => mov::mov_rr(b, OperandSize::S64, 4, gpr(src)?),
            Inst::AllocaDyn { size, dst, align } => {
                if !align.is_power_of_two() || align > 1 << 30 {
                    return err(format!("dynamic alloca alignment {align}"));
                }
                let probe = match self.f.req.probe {
                    StackProbe::None => DynProbe::None,
                    StackProbe::Inline => DynProbe::Inline(self.f.req.probe_size.max(16)),
                    StackProbe::Call(sym) => DynProbe::Call(sym),
                };
                let (s, d) = (gpr(size)?, gpr(dst)?);
                if s == 4 || d == 4 || s == 11 || d == 11 {
                    return err("dynamic alloca operands in rsp or r11");
                }
                probes::alloca_dyn(b, s, d, align, self.f.outgoing, probe);
            }
            Inst::Sse {
                op,
                dst,
                src1,
                ref src2,
            } => {
                let rm = self.xmm_rm(src2)?;
                sse::sse(self.b, op, xmm(dst)?, xmm(src1)?, &rm)?;
            }
            Inst::SseImm {
                op,
                dst,
                src1,
                ref src2,
                imm,
            } => {
                let rm = self.xmm_rm(src2)?;
                sse::sse_imm(self.b, op, xmm(dst)?, xmm(src1)?, &rm, imm)?;
            }
            Inst::SseX {
                op,
                dst,
                src1,
                ref src2,
                imm,
            } => {
                let rm = self.xmm_rm(src2)?;
                sse_x::sse_x(self.b, op, xmm(dst)?, xmm(src1)?, &rm, imm)?;
            }
            Inst::Pinsr {
                op,
                dst,
                src1,
                ref src2,
                imm,
            } => {
                let rm = self.gpr_rm(src2)?;
                sse_x::pinsr(self.b, op, xmm(dst)?, xmm(src1)?, &rm, imm)?;
            }
            Inst::Pextr { op, dst, src, imm } => {
                sse_x::pextr(self.b, op, gpr(dst)?, xmm(src)?, imm);
            }
            Inst::XmmToGprX {
                op,
                size,
                dst,
                ref src,
            } => {
                let rm = self.xmm_rm(src)?;
                sse_x::xmm_to_gpr_x(self.b, op, size, gpr(dst)?, &rm)?;
            }
            Inst::PcmpIstr {
                mask,
                dst,
                a,
                b: bb,
                imm,
            } => {
                let want = if mask { xmm(dst)? } else { gpr(dst)? };
                if want != if mask { 0 } else { 1 } {
                    return err("pcmpistr result not in xmm0/rcx");
                }
                sse_x::pcmpstr(b, false, mask, xmm(a)?, xmm(bb)?, imm);
            }
            Inst::PcmpEstr {
                mask,
                dst,
                a,
                b: bb,
                la,
                lb,
                imm,
            } => {
                let want = if mask { xmm(dst)? } else { gpr(dst)? };
                if want != if mask { 0 } else { 1 } || gpr(la)? != 0 || gpr(lb)? != 2 {
                    return err("pcmpestr operands not in xmm0/rcx, eax and edx");
                }
                sse_x::pcmpstr(b, true, mask, xmm(a)?, xmm(bb)?, imm);
            }
            Inst::MemCtl { op, ref addr } => {
                let rm = self.mem(addr)?;
                sse_x::mem_ctl(self.b, op, &rm);
            }
            Inst::Fence { op } => sse_x::fence(b, op),
            Inst::MaskMovdqu { src, mask, addr } => {
                if gpr(addr)? != 7 {
                    return err("maskmovdqu address not in rdi");
                }
                sse_x::maskmovdqu(b, xmm(src)?, xmm(mask)?);
            }
            Inst::VMaskMov {
                op,
                store,
                data,
                mask,
                ref addr,
            } => {
                let rm = self.mem(addr)?;
                sse_x::vmaskmov(self.b, op, store, xmm(data)?, xmm(mask)?, &rm);
            }
            Inst::Fma3 {
                op,
                dst,
                src1,
                src2,
                src3,
            } => sse_x::fma3(b, op, xmm(dst)?, xmm(src1)?, xmm(src2)?, xmm(src3)?)?,
            Inst::Vcvtps2ph { dst, src, imm } => sse_x::vcvtps2ph(b, xmm(dst)?, xmm(src)?, imm),
            Inst::Vzero { all } => sse_x::vzero(b, all),
            Inst::XmmFlags { op, lhs, ref rhs } => {
                let rm = self.xmm_rm(rhs)?;
                sse_x::xmm_flags(self.b, op, xmm(lhs)?, &rm);
            }
            Inst::Crc32 {
                size,
                dst,
                src1,
                ref src2,
            } => {
                let rm = self.gpr_rm(src2)?;
                sse_x::crc32(self.b, size, gpr(dst)?, gpr(src1)?, &rm)?;
            }
            Inst::Bmi {
                op,
                size,
                dst,
                vvvv,
                ref rm,
            } => {
                let r = self.gpr_rm(rm)?;
                sse_x::bmi(self.b, op, size, gpr(dst)?, gpr(vvvv)?, &r)?;
            }
            Inst::XmmLoad { op, dst, ref addr } => {
                let rm = self.mem(addr)?;
                sse::xmm_load(self.b, op, xmm(dst)?, &rm);
            }
            Inst::XmmStore { op, src, ref addr } => {
                let rm = self.mem(addr)?;
                sse::xmm_store(self.b, op, xmm(src)?, &rm);
            }
            Inst::XmmMov { dst, src } => {
                let (d, s) = (xmm(dst)?, xmm(src)?);
                if d != s {
                    sse::movaps(b, d, s);
                }
            }
            Inst::GprToXmm { size, dst, ref src } => {
                let rm = self.gpr_rm(src)?;
                sse::gpr_to_xmm(self.b, size, xmm(dst)?, &rm)?;
            }
            Inst::XmmToGpr { size, dst, src } => sse::xmm_to_gpr(b, size, gpr(dst)?, xmm(src)?)?,
            Inst::CvtIntToFloat {
                size,
                double,
                dst,
                ref src,
            } => {
                let rm = self.gpr_rm(src)?;
                // cvtsi2ss/sd write only the low lane: zero the register
                // first, or the conversion waits for its last writer (a
                // false dependency that serialises loops).
                let d = xmm(dst)?;
                sse::sse(self.b, SseOp::Xorps, d, d, &Rm::Reg(d))?;
                sse::cvt_int_to_float(self.b, size, double, d, &rm)?;
            }
            Inst::CvtFloatToInt {
                size,
                double,
                dst,
                ref src,
            } => {
                let rm = self.xmm_rm(src)?;
                sse::cvt_float_to_int(self.b, size, double, gpr(dst)?, &rm)?;
            }
            Inst::Ucomis {
                double,
                lhs,
                ref rhs,
            } => {
                let rm = self.xmm_rm(rhs)?;
                sse::ucomis(self.b, double, xmm(lhs)?, &rm);
            }
            Inst::RepMovsb { .. } => mov::rep_string(b, false),
            Inst::RepStosb { .. } => mov::rep_string(b, true),
            Inst::LockCmpxchg {
                size,
                ref addr,
                replacement,
                ..
            } => {
                let rm = self.mem(addr)?;
                mov::cmpxchg(self.b, size, &rm, gpr(replacement)?);
            }
            Inst::LockXadd {
                size,
                ref addr,
                src,
                dst,
            } => {
                let rm = self.mem(addr)?;
                let s = gpr(src)?;
                alu::same(gpr(dst)?, s, "xadd")?;
                mov::xadd(self.b, size, &rm, s);
            }
            Inst::Xchg {
                size,
                ref addr,
                src,
                dst,
            } => {
                let rm = self.mem(addr)?;
                let s = gpr(src)?;
                alu::same(gpr(dst)?, s, "xchg")?;
                mov::xchg(self.b, size, &rm, s);
            }
        }
        Ok(())
    }
}
