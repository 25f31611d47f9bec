//! Variadic definitions: the entry saves every argument register in a
//! register save area, and `llvm.va_start` / `va_copy` / `va_end` build,
//! copy and drop the SysV `va_list` ({i32 gp_offset, i32 fp_offset, ptr
//! overflow_arg_area, ptr reg_save_area}), as the staged path's
//! `crate::varargs` does. clang expands `va_arg` itself on x86-64, so the
//! `va_arg` instruction stays with the staged path.

use super::mem::displaced;
use super::regs::{SCRATCH, num, r};
use super::{GResult, Gen, Unsupported};
use crate::lower::VaInfo;
use kiln_ir::Value;
use kiln_targets::x64::abi::SysvArgs;
use kiln_targets::x64::regs::{R11, SYSV_FLOAT_ARGS, SYSV_INT_ARGS};
use kiln_targets::x64::{Amode, ExtMode, Inst, OperandSize, XmmMemOp};

/// Bytes of the register save area: six GPRs, then eight XMMs.
const SAVE_AREA: u32 = 6 * 8 + 8 * 16;

impl Gen<'_> {
    /// Stores every argument register into a new register save area (at
    /// the entry, before any of them is overwritten) and remembers what
    /// the fixed parameters used, `abi` having classified them.
    pub(super) fn save_argument_registers(&mut self, abi: &SysvArgs) {
        let slot = self.out.new_slot(SAVE_AREA, 16);
        for (n, p) in SYSV_INT_ARGS.iter().enumerate() {
            self.emit(Inst::Store {
                size: OperandSize::S64,
                src: r(num(*p)),
                addr: Amode::Slot {
                    slot,
                    disp: 8 * n as i32,
                },
            });
        }
        for (n, p) in SYSV_FLOAT_ARGS.iter().enumerate() {
            self.emit(Inst::XmmStore {
                op: XmmMemOp::Movups,
                src: r(num(*p)),
                addr: Amode::Slot {
                    slot,
                    disp: 48 + 16 * n as i32,
                },
            });
        }
        self.va = Some(VaInfo {
            save_area: slot,
            gp_used: u32::from(abi.gprs),
            fp_used: u32::from(abi.xmms),
            stack_bytes: abi.stack,
        });
    }

    /// `llvm.va_start(ap)`.
    pub(super) fn va_start(&mut self, ap: Value) -> GResult<()> {
        let va = self.va.ok_or(Unsupported)?;
        let a = self.address(ap)?;
        let field = |off: i64| displaced(a, off).ok_or(Unsupported);
        self.emit(Inst::StoreImm {
            size: OperandSize::S32,
            imm: (va.gp_used * 8) as i32,
            addr: a,
        });
        self.emit(Inst::StoreImm {
            size: OperandSize::S32,
            imm: (48 + va.fp_used * 16) as i32,
            addr: field(4)?,
        });
        self.regs.clobbered.insert(R11);
        for (off, from) in [
            (
                8,
                Amode::IncomingArg {
                    offset: va.stack_bytes as i32,
                },
            ),
            (
                16,
                Amode::Slot {
                    slot: va.save_area,
                    disp: 0,
                },
            ),
        ] {
            self.emit(Inst::Lea {
                size: OperandSize::S64,
                dst: r(SCRATCH),
                addr: from,
            });
            self.emit(Inst::Store {
                size: OperandSize::S64,
                src: r(SCRATCH),
                addr: field(off)?,
            });
        }
        Ok(())
    }

    /// `llvm.va_copy(dst, src)`: the 24 bytes of the `va_list`.
    pub(super) fn va_copy(&mut self, dst: Value, src: Value) -> GResult<()> {
        let s = self.opnd(src)?;
        let d = self.opnd(dst)?;
        self.regs.clobbered.insert(R11);
        for off in [0, 8, 16] {
            self.emit(Inst::Load {
                ext: ExtMode::None64,
                dst: r(SCRATCH),
                addr: Amode::base(r(s), off),
            });
            self.emit(Inst::Store {
                size: OperandSize::S64,
                src: r(SCRATCH),
                addr: Amode::base(r(d), off),
            });
        }
        Ok(())
    }
}
