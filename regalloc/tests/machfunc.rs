//! The real container: a loop with a call built as `MachFunc<x64::Inst>`
//! (operands flattened by `finish`, clobbers from the call info) under the
//! SysV environment, through the allocator and the checker.

use kiln_regalloc::{LinearScanCtx, allocate_linear, check};
use kiln_targets::mir::Edge;
use kiln_targets::x64::regs::{RAX, RDI, RSI, sysv_call_clobbers, sysv_machine_env};
use kiln_targets::x64::{
    AluOp, CallInfo, CallTarget, Cond, Inst, OperandSize, RegMemImm, SymbolId,
};
use kiln_targets::{MBlock, MachFunc, Reg, RegClass};

#[test]
fn loop_with_call_on_machfunc() {
    let mut m: MachFunc<Inst> = MachFunc::new();
    let int = |m: &mut MachFunc<Inst>| m.new_vreg(RegClass::Int);
    let (x, n, i0, i, acc, r, acc2, i2) = (
        int(&mut m),
        int(&mut m),
        int(&mut m),
        int(&mut m),
        int(&mut m),
        int(&mut m),
        int(&mut m),
        int(&mut m),
    );
    m.declare_blocks(4);
    let b = |k: u32| MBlock::from_u32(k);
    // b0: x, n = args; i0 = 0; jmp b1(i0, x)
    m.begin_block(b(0), &[]);
    let args = m
        .side
        .push_fixed(&[(Reg::virt(x), RDI), (Reg::virt(n), RSI)]);
    m.push(Inst::Args { args });
    m.push(Inst::MovImm {
        size: OperandSize::S64,
        dst: Reg::virt(i0),
        imm: 0,
    });
    m.push(Inst::Jmp { target: b(1) });
    m.end_block(
        b(0),
        &[Edge {
            target: b(1),
            args: &[i0, x],
        }],
        0,
    );
    // b1(i, acc): cmp i, n; je b3 else b2
    m.begin_block(b(1), &[i, acc]);
    m.push(Inst::Cmp {
        size: OperandSize::S64,
        lhs: Reg::virt(i),
        rhs: RegMemImm::Reg(Reg::virt(n)),
    });
    m.push(Inst::Jcc {
        cc: Cond::E,
        taken: b(3),
        not_taken: b(2),
    });
    m.end_block(
        b(1),
        &[
            Edge {
                target: b(3),
                args: &[],
            },
            Edge {
                target: b(2),
                args: &[],
            },
        ],
        1,
    );
    // b2: r = f(i, acc); acc2 = r + acc; i2 = i + 1; jmp b1(i2, acc2)
    m.begin_block(b(2), &[]);
    let uses = m
        .side
        .push_fixed(&[(Reg::virt(i), RDI), (Reg::virt(acc), RSI)]);
    let defs = m.side.push_fixed(&[(Reg::virt(r), RAX)]);
    m.side.calls.push(CallInfo {
        uses,
        defs,
        clobbers: sysv_call_clobbers(),
    });
    m.push(Inst::Call {
        target: CallTarget::Direct(SymbolId(0)),
        info: 0,
    });
    m.push(Inst::Alu {
        size: OperandSize::S64,
        op: AluOp::Add,
        dst: Reg::virt(acc2),
        src1: Reg::virt(r),
        src2: RegMemImm::Reg(Reg::virt(acc)),
    });
    m.push(Inst::Alu {
        size: OperandSize::S64,
        op: AluOp::Add,
        dst: Reg::virt(i2),
        src1: Reg::virt(i),
        src2: RegMemImm::Imm(1),
    });
    m.push(Inst::Jmp { target: b(1) });
    m.end_block(
        b(2),
        &[Edge {
            target: b(1),
            args: &[i2, acc2],
        }],
        1,
    );
    // b3: ret acc
    m.begin_block(b(3), &[]);
    let rets = m.side.push_fixed(&[(Reg::virt(acc), RAX)]);
    m.push(Inst::Ret { rets });
    m.end_block(b(3), &[], 0);
    m.finish();

    let env = sysv_machine_env();
    let out = allocate_linear(&m, &env, &mut LinearScanCtx::new()).expect("allocation");
    check(&m, &env, &out).expect("check");
    // n and i live across the call: callee-saved registers, saved by the prologue.
    let callee: Vec<_> = env.non_preferred[0]
        .iter()
        .filter(|p| out.clobbered.contains(**p))
        .collect();
    assert!(callee.len() >= 2, "{:?}", out.clobbered);
}
