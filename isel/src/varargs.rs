//! SysV `va_list` ({i32 gp_offset, i32 fp_offset, ptr overflow_arg_area,
//! ptr reg_save_area}): `va_start`, `va_copy`, `va_end` and the `va_arg`
//! instruction (branch-free: the register or stack address is chosen with
//! `cmov`).

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::types::TypeData;
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm};

impl Lower<'_> {
    /// `llvm.va_start(ap)`.
    pub fn lower_va_start(&mut self, ap: Value) -> LResult<()> {
        let va = self
            .va
            .ok_or_else(|| self.err("va_start in a function that is not variadic"))?;
        let a = self.addr(ap)?;
        self.emit(Inst::StoreImm {
            size: OperandSize::S32,
            imm: (va.gp_used * 8) as i32,
            addr: a,
        });
        let a4 = self.add_disp(a, 4);
        self.emit(Inst::StoreImm {
            size: OperandSize::S32,
            imm: (48 + va.fp_used * 16) as i32,
            addr: a4,
        });
        let o = self.new_int();
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst: o,
            addr: Amode::IncomingArg {
                offset: va.stack_bytes as i32,
            },
        });
        let a8 = self.add_disp(a, 8);
        self.emit(Inst::Store {
            size: OperandSize::S64,
            src: o,
            addr: a8,
        });
        let r = self.new_int();
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst: r,
            addr: Amode::Slot {
                slot: va.save_area,
                disp: 0,
            },
        });
        let a16 = self.add_disp(a, 16);
        self.emit(Inst::Store {
            size: OperandSize::S64,
            src: r,
            addr: a16,
        });
        Ok(())
    }

    /// `llvm.va_copy(dst, src)`: 24 bytes.
    pub fn lower_va_copy(&mut self, dst: Value, src: Value) -> LResult<()> {
        let d = self.addr(dst)?;
        let s = self.addr(src)?;
        self.copy_inline(d, s, 24);
        Ok(())
    }

    /// The `va_arg` instruction for integers, pointers and doubles.
    pub fn lower_va_arg(&mut self, ap: Value, res: Value) -> LResult<()> {
        let ty = self.f.values[res].ty;
        // (register limit, step, offset field, overflow-area slot size);
        // x86_fp80 is only ever in the overflow area (limit 0).
        let (limit, step, off_at, ovf_size) = match self.m.types.get(ty) {
            TypeData::Int(b) if *b <= 64 => (48, 8, 0, 8),
            TypeData::Ptr(_) => (48, 8, 0, 8),
            TypeData::Double | TypeData::Float | TypeData::Half | TypeData::BFloat => {
                (176, 16, 4, 8)
            }
            TypeData::Fp128 => (176, 16, 4, 16),
            TypeData::X86Fp80 => (0, 0, 0, 16),
            _ => return Err(self.err("va_arg of this type is not supported")),
        };
        let seg = self.access_segment(ap)?;
        let p = self.reg(ap)?;
        let at = |disp| Amode::Base { base: p, disp, seg };
        let off = self.new_int();
        self.emit(Inst::Load {
            ext: ExtMode::None32,
            dst: off,
            addr: at(off_at),
        });
        let save = self.new_int();
        self.emit(Inst::Load {
            ext: ExtMode::None64,
            dst: save,
            addr: at(16),
        });
        let mut ovf = self.new_int();
        self.emit(Inst::Load {
            ext: ExtMode::None64,
            dst: ovf,
            addr: at(8),
        });
        if ovf_size == 16 {
            // 16-byte values sit 16-byte aligned in the overflow area.
            ovf = self.align16(ovf);
        }
        let reg_addr = self.new_int();
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst: reg_addr,
            addr: Amode::base_index(save, off, 0, 0),
        });
        let off2 = self.new_int();
        self.emit(Inst::Lea {
            size: OperandSize::S32,
            dst: off2,
            addr: Amode::base(off, step),
        });
        let ovf2 = self.new_int();
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst: ovf2,
            addr: Amode::base(ovf, ovf_size),
        });
        self.emit(Inst::Cmp {
            size: OperandSize::S32,
            lhs: off,
            rhs: RegMemImm::Imm(limit),
        });
        let addr = self.new_int();
        self.emit(Inst::Cmov {
            size: OperandSize::S64,
            cc: Cond::B,
            dst: addr,
            src_false: ovf,
            src_true: RegMem::Reg(reg_addr),
        });
        let new_off = self.new_int();
        self.emit(Inst::Cmov {
            size: OperandSize::S32,
            cc: Cond::B,
            dst: new_off,
            src_false: off,
            src_true: RegMem::Reg(off2),
        });
        let new_ovf = self.new_int();
        self.emit(Inst::Cmov {
            size: OperandSize::S64,
            cc: Cond::B,
            dst: new_ovf,
            src_false: ovf2,
            src_true: RegMem::Reg(ovf),
        });
        self.emit(Inst::Store {
            size: OperandSize::S32,
            src: new_off,
            addr: at(off_at),
        });
        self.emit(Inst::Store {
            size: OperandSize::S64,
            src: new_ovf,
            addr: at(8),
        });
        let (s, n) = self.def_parts(res)?;
        let regs: Vec<Reg> = self.c.parts[s..s + n]
            .iter()
            .map(|&r| Reg::virt(r))
            .collect();
        self.load_into(ty, Amode::base(addr, 0), &regs)?;
        Ok(())
    }

    /// `(r + 15) & -16` in a new register.
    fn align16(&mut self, r: Reg) -> Reg {
        let t = self.new_int();
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst: t,
            addr: Amode::base(r, 15),
        });
        let a = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S64,
            op: AluOp::And,
            dst: a,
            src1: t,
            src2: RegMemImm::Imm(-16),
        });
        a
    }
}
