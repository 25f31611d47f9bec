//! The System V AMD64 calling convention as pure data: where each part of
//! an argument or return value goes (LLVM's lowering of IR-level
//! signatures, where the C front end has already coerced aggregates).
//!
//! Integer parts take `rdi, rsi, rdx, rcx, r8, r9`, floating-point and
//! 128-bit vector parts `xmm0`–`xmm7`; the rest go on the stack in 8-byte
//! slots (16-byte aligned for 16-byte values). A 128-bit integer takes two
//! consecutive GPRs or, when fewer than two remain, a 16-byte-aligned stack
//! slot. Returns use `rax, rdx` (then `rcx, r8`) and `xmm0, xmm1`.

use super::regs::{R8, RAX, RCX, RDX, SYSV_FLOAT_ARGS, SYSV_INT_ARGS, xmm};
use crate::reg::PReg;

/// Where one register-sized part of an argument lives.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ArgLoc {
    /// In a register.
    Reg(PReg),
    /// On the stack, at this byte offset from the first stack argument.
    Stack(u32),
}

/// Assigns argument locations in order, as the SysV ABI does.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct SysvArgs {
    /// Integer registers used so far.
    pub gprs: u8,
    /// Vector registers used so far.
    pub xmms: u8,
    /// Bytes of stack arguments so far.
    pub stack: u32,
    /// The largest alignment a stack argument asked for (0 for none).
    pub stack_align: u32,
}

impl SysvArgs {
    /// A fresh assignment.
    pub fn new() -> Self {
        Self::default()
    }

    /// The location of the next 8-byte integer (or pointer) part.
    pub fn int(&mut self) -> ArgLoc {
        if (self.gprs as usize) < SYSV_INT_ARGS.len() {
            self.gprs += 1;
            ArgLoc::Reg(SYSV_INT_ARGS[self.gprs as usize - 1])
        } else {
            self.stack_block(8, 8)
        }
    }

    /// The locations of the two halves of a 128-bit integer: two GPRs, or
    /// a 16-byte-aligned stack slot (the low half first).
    pub fn int_pair(&mut self) -> [ArgLoc; 2] {
        if (self.gprs as usize) + 2 <= SYSV_INT_ARGS.len() {
            let a = SYSV_INT_ARGS[self.gprs as usize];
            let b = SYSV_INT_ARGS[self.gprs as usize + 1];
            self.gprs += 2;
            [ArgLoc::Reg(a), ArgLoc::Reg(b)]
        } else {
            // As LLVM (and so clang) does: an i128 that no longer fits
            // also uses up the last GPR, so later integers go to the stack.
            self.gprs = SYSV_INT_ARGS.len() as u8;
            let ArgLoc::Stack(off) = self.stack_block(16, 16) else {
                unreachable!()
            };
            [ArgLoc::Stack(off), ArgLoc::Stack(off + 8)]
        }
    }

    /// The location of the next `float`/`double` part (8-byte stack slot
    /// when the registers are used up).
    pub fn float(&mut self) -> ArgLoc {
        if (self.xmms as usize) < SYSV_FLOAT_ARGS.len() {
            self.xmms += 1;
            ArgLoc::Reg(SYSV_FLOAT_ARGS[self.xmms as usize - 1])
        } else {
            self.stack_block(8, 8)
        }
    }

    /// The location of the next 16-byte vector part.
    pub fn vector(&mut self) -> ArgLoc {
        if (self.xmms as usize) < SYSV_FLOAT_ARGS.len() {
            self.xmms += 1;
            ArgLoc::Reg(SYSV_FLOAT_ARGS[self.xmms as usize - 1])
        } else {
            self.stack_block(16, 16)
        }
    }

    /// Reserves a stack block (a `byval` copy, a 16-byte value): `size`
    /// rounded up to 8 bytes, aligned to `max(align, 8)`.
    pub fn stack_block(&mut self, size: u32, align: u32) -> ArgLoc {
        let align = align.max(8);
        self.stack_align = self.stack_align.max(align);
        let off = self.stack.div_ceil(align) * align;
        self.stack = off + size.div_ceil(8) * 8;
        ArgLoc::Stack(off)
    }
}

/// Assigns return-value parts as LLVM does for IR-level returns: integers
/// to `rax, rdx, rcx, r8`, floating-point and vector parts to `xmm0, xmm1`.
/// (C-level structs never need more than `rax, rdx`; larger IR return
/// values that do not fit are returned through a hidden pointer.)
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct SysvRets {
    /// Integer registers used so far.
    pub gprs: u8,
    /// Vector registers used so far.
    pub xmms: u8,
}

impl SysvRets {
    /// A fresh assignment.
    pub fn new() -> Self {
        Self::default()
    }

    /// The next integer return register, if one is left.
    pub fn int(&mut self) -> Option<PReg> {
        let r = [RAX, RDX, RCX, R8].get(self.gprs as usize).copied();
        self.gprs += 1;
        r
    }

    /// The next floating-point/vector return register, if one is left.
    pub fn float(&mut self) -> Option<PReg> {
        let r = [xmm(0), xmm(1)].get(self.xmms as usize).copied();
        self.xmms += 1;
        r
    }
}

/// Size of the register save area a variadic function's prologue fills
/// for `va_start`: six GPRs (48 bytes) then eight XMM registers (128 bytes).
pub const REG_SAVE_AREA_SIZE: u32 = 176;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::x64::regs::{R8, RDI};

    #[test]
    fn ints_then_stack() {
        let mut a = SysvArgs::new();
        assert_eq!(a.int(), ArgLoc::Reg(RDI));
        for _ in 0..3 {
            a.int();
        }
        assert_eq!(a.int(), ArgLoc::Reg(R8));
        // An i128 no longer fits in r9 alone: it goes to the stack, and
        // (as in LLVM) r9 is not used for later integers.
        assert_eq!(a.int_pair(), [ArgLoc::Stack(0), ArgLoc::Stack(8)]);
        assert_eq!(a.int(), ArgLoc::Stack(16));
        assert_eq!(a.float(), ArgLoc::Reg(xmm(0)));
        assert_eq!(a.stack_block(12, 16), ArgLoc::Stack(32));
        assert_eq!(a.stack, 48);
    }
}
