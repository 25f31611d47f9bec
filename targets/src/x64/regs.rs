//! x86-64 registers: the sixteen GPRs and XMM registers, and the
//! allocator's view of them under the System V ABI.

use crate::ra::MachineEnv;
use crate::reg::{PReg, PRegSet, RegClass};

/// A GPR by hardware number.
pub const fn gpr(hw: u8) -> PReg {
    PReg::new(RegClass::Int, hw)
}

/// An XMM register by number.
pub const fn xmm(n: u8) -> PReg {
    PReg::new(RegClass::Float, n)
}

/// `rax`.
pub const RAX: PReg = gpr(0);
/// `rcx`.
pub const RCX: PReg = gpr(1);
/// `rdx`.
pub const RDX: PReg = gpr(2);
/// `rbx`.
pub const RBX: PReg = gpr(3);
/// `rsp`, the stack pointer (never allocated).
pub const RSP: PReg = gpr(4);
/// `rbp`, the frame pointer (never allocated).
pub const RBP: PReg = gpr(5);
/// `rsi`.
pub const RSI: PReg = gpr(6);
/// `rdi`.
pub const RDI: PReg = gpr(7);
/// `r8`.
pub const R8: PReg = gpr(8);
/// `r9`.
pub const R9: PReg = gpr(9);
/// `r10`.
pub const R10: PReg = gpr(10);
/// `r11`, the scratch GPR (never allocated; used by the emitter).
pub const R11: PReg = gpr(11);
/// `r12`.
pub const R12: PReg = gpr(12);
/// `r13`.
pub const R13: PReg = gpr(13);
/// `r14`.
pub const R14: PReg = gpr(14);
/// `r15`.
pub const R15: PReg = gpr(15);
/// `xmm15`, the scratch XMM register (never allocated).
pub const XMM_SCRATCH: PReg = xmm(15);

/// SysV integer argument registers, in order.
pub const SYSV_INT_ARGS: [PReg; 6] = [RDI, RSI, RDX, RCX, R8, R9];
/// SysV float argument registers, in order.
pub const SYSV_FLOAT_ARGS: [PReg; 8] = [
    xmm(0),
    xmm(1),
    xmm(2),
    xmm(3),
    xmm(4),
    xmm(5),
    xmm(6),
    xmm(7),
];
/// SysV callee-saved GPRs (besides `rbp`).
pub const SYSV_CALLEE_SAVED: [PReg; 5] = [RBX, R12, R13, R14, R15];

/// Registers a SysV call destroys: every caller-saved GPR and all XMM registers.
pub fn sysv_call_clobbers() -> PRegSet {
    let mut s = PRegSet::of(&[RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11]);
    for n in 0..16 {
        s.insert(xmm(n));
    }
    s
}

/// The allocator's registers under SysV: caller-saved first, callee-saved
/// after; `rsp`, `rbp`, `r11` and `xmm15` are never allocated.
pub fn sysv_machine_env() -> MachineEnv {
    MachineEnv {
        preferred: [
            vec![RAX, RCX, RDX, RSI, RDI, R8, R9, R10],
            (0..15).map(xmm).collect(),
        ],
        non_preferred: [SYSV_CALLEE_SAVED.to_vec(), Vec::new()],
        scratch: [R11, XMM_SCRATCH],
    }
}

/// The AT&T name of a GPR at a width in bytes (1, 2, 4 or 8).
pub fn gpr_name(hw: u8, bytes: u8) -> &'static str {
    const Q: [&str; 16] = [
        "rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12",
        "r13", "r14", "r15",
    ];
    const D: [&str; 16] = [
        "eax", "ecx", "edx", "ebx", "esp", "ebp", "esi", "edi", "r8d", "r9d", "r10d", "r11d",
        "r12d", "r13d", "r14d", "r15d",
    ];
    const W: [&str; 16] = [
        "ax", "cx", "dx", "bx", "sp", "bp", "si", "di", "r8w", "r9w", "r10w", "r11w", "r12w",
        "r13w", "r14w", "r15w",
    ];
    const B: [&str; 16] = [
        "al", "cl", "dl", "bl", "spl", "bpl", "sil", "dil", "r8b", "r9b", "r10b", "r11b", "r12b",
        "r13b", "r14b", "r15b",
    ];
    let i = (hw & 15) as usize;
    match bytes {
        1 => B[i],
        2 => W[i],
        4 => D[i],
        _ => Q[i],
    }
}
