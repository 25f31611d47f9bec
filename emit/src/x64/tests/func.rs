//! Whole-function helpers and tests: the constant pool, relocations after
//! compaction, applying a hand-made allocation, context reuse, throughput.

use super::*;
use crate::{CompiledFunc, EmitCtx, emit_x64};
use iced_x86::Mnemonic as M;
use kiln_targets::x64::regs::{RAX, RBX, RDI, gpr as pgpr, xmm as pxmm};
use kiln_targets::x64::*;
use kiln_targets::{
    Alloc, Edit, MBlock, MachFunc, PRegSet, ProgPoint, RaOutput, RegClass, RelocKind, SpillSlot,
    SymbolId, VReg,
};

/// A function of physical-register instructions, one slice per block.
pub(super) fn func(blocks: &[Vec<Inst>]) -> MachFunc<Inst> {
    let mut f = MachFunc::new();
    f.declare_blocks(blocks.len());
    for (i, insts) in blocks.iter().enumerate() {
        let b = MBlock::from_u32(i as u32);
        f.begin_block(b, &[]);
        for &inst in insts {
            f.push(inst);
        }
        f.end_block(b, &[], 0);
    }
    f
}

/// An allocation with no virtual operands.
pub(super) fn no_alloc(
    f: &MachFunc<Inst>,
    clobbered: &[kiln_targets::PReg],
    spills: u32,
) -> RaOutput {
    RaOutput {
        allocs: Vec::new(),
        inst_alloc_start: vec![0; f.insts.len() + 1],
        edits: Vec::new(),
        num_spill_slots: spills,
        clobbered: PRegSet::of(clobbered),
    }
}

pub(super) fn emit(f: &MachFunc<Inst>, ra: &RaOutput) -> CompiledFunc {
    emit_x64(f, ra, &mut EmitCtx::new()).unwrap()
}

pub(super) fn code(c: &CompiledFunc) -> Vec<Instruction> {
    decode_all(&c.code[..c.code_len as usize])
}

pub(super) fn mnemonics(ins: &[Instruction]) -> Vec<M> {
    ins.iter().map(|i| i.mnemonic()).collect()
}

pub(super) fn ret() -> Inst {
    Inst::Ret {
        rets: FixedRegs::default(),
    }
}

pub(super) fn r(hw: u8) -> X {
    X::R(ig(hw, 8))
}

pub(super) fn filler(n: usize) -> Vec<Inst> {
    vec![Inst::Int3; n]
}

/// Branch targets in decode order.
pub(super) fn branch_targets(ins: &[Instruction]) -> Vec<(u64, usize)> {
    ins.iter()
        .filter(|i| matches!(decoded_ops(i).first(), Some(X::B(_))))
        .map(|i| (i.near_branch_target(), i.len()))
        .collect()
}

/// A deterministic pseudo-random generator.
pub(super) struct Lcg(pub(super) u64);

impl Lcg {
    pub(super) fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[test]
pub(super) fn constant_pool_entries_are_aligned_and_addressed() {
    let mut f = func(&[vec![
        Inst::XmmLoad {
            op: XmmMemOp::Movss,
            dst: x(1),
            addr: Amode::Const { id: 0 },
        },
        Inst::XmmLoad {
            op: XmmMemOp::Movsd,
            dst: x(9),
            addr: Amode::Const { id: 1 },
        },
        Inst::Sse {
            op: SseOp::Xorps,
            dst: x(2),
            src1: x(2),
            src2: RegMem::Mem(Amode::Const { id: 2 }),
        },
        Inst::StoreImm {
            size: OperandSize::S32,
            imm: 7,
            addr: Amode::Const { id: 0 },
        },
        ret(),
    ]]);
    let mut bytes = [0u8; 16];
    bytes[..4].copy_from_slice(&1.5f32.to_le_bytes());
    f.side.add_const(PoolConst { bytes, size: 4 });
    let mut bytes = [0u8; 16];
    bytes[..8].copy_from_slice(&2.25f64.to_le_bytes());
    f.side.add_const(PoolConst { bytes, size: 8 });
    f.side.add_const(PoolConst {
        bytes: [0x80; 16],
        size: 16,
    });
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    let want: [(usize, usize); 4] = [(2, 4), (3, 8), (4, 16), (5, 4)];
    let mut targets = Vec::new();
    for (i, size) in want {
        let t = ins[i].memory_displacement64() as usize;
        assert_eq!(t % size, 0, "{}", ins[i]);
        assert!(t >= c.code_len as usize);
        targets.push(t);
    }
    assert_eq!(targets[0], targets[3]);
    assert_eq!(&c.code[targets[0]..targets[0] + 4], &1.5f32.to_le_bytes());
    assert_eq!(&c.code[targets[1]..targets[1] + 8], &2.25f64.to_le_bytes());
    assert_eq!(&c.code[targets[2]..targets[2] + 16], &[0x80; 16]);
}

#[test]
pub(super) fn relocations_move_with_compaction() {
    let b = MBlock::from_u32;
    let f = func(&[
        vec![Inst::Jcc {
            cc: Cond::E,
            taken: b(2),
            not_taken: b(1),
        }],
        vec![Inst::Call {
            target: CallTarget::Direct(SymbolId(4)),
            info: 0,
        }],
        vec![
            Inst::Load {
                ext: ExtMode::None64,
                dst: g(1),
                addr: Amode::Symbol {
                    sym: SymbolId(5),
                    disp: -8,
                },
            },
            Inst::Load {
                ext: ExtMode::None64,
                dst: g(2),
                addr: Amode::Got { sym: SymbolId(6) },
            },
            ret(),
        ],
    ]);
    let mut f = f;
    f.side.calls.push(CallInfo::default());
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    assert_eq!(mnemonics(&ins[2..6]), [M::Je, M::Call, M::Mov, M::Mov]);
    assert_eq!(ins[2].len(), 2, "forward jcc over a call shrinks");
    assert_eq!(ins[2].near_branch_target(), c.block_offsets[2] as u64);
    assert_eq!(c.relocs.len(), 3);
    assert_eq!(
        (c.relocs[0].kind, c.relocs[0].sym),
        (RelocKind::X86CallPlt4, SymbolId(4))
    );
    assert_eq!(c.relocs[0].offset as u64, ins[3].ip() + 1);
    assert_eq!(c.relocs[0].addend, -4);
    assert_eq!(
        (c.relocs[1].kind, c.relocs[1].addend),
        (RelocKind::X86PcRel4, -12)
    );
    assert_eq!(c.relocs[1].offset as u64, ins[4].next_ip() - 4);
    assert_eq!(
        (c.relocs[2].kind, c.relocs[2].addend),
        (RelocKind::X86GotPcRel4, -4)
    );
    assert_eq!(c.relocs[2].offset as u64, ins[5].next_ip() - 4);
}

#[test]
pub(super) fn applies_allocations_and_edits() {
    let mut f: MachFunc<Inst> = MachFunc::new();
    let v: Vec<Reg> = (0..5)
        .map(|i| {
            Reg::virt(VReg::new(
                i,
                if i == 4 {
                    RegClass::Float
                } else {
                    RegClass::Int
                },
            ))
        })
        .collect();
    f.declare_blocks(1);
    f.begin_block(MBlock::from_u32(0), &[]);
    let args = f.side.push_fixed(&[(v[0], RDI)]);
    let rets = f.side.push_fixed(&[(v[3], RAX)]);
    f.push(Inst::Args { args });
    f.push(Inst::MovImm {
        size: OperandSize::S64,
        dst: v[1],
        imm: 5,
    });
    f.push(Inst::Alu {
        size: OperandSize::S64,
        op: AluOp::Add,
        dst: v[2],
        src1: v[0],
        src2: RegMemImm::Reg(v[1]),
    });
    f.push(Inst::MovRR {
        size: OperandSize::S64,
        dst: v[3],
        src: v[2],
    });
    f.push(Inst::GprToXmm {
        size: OperandSize::S64,
        dst: v[4],
        src: RegMem::Reg(v[3]),
    });
    f.push(Inst::Ret { rets });
    f.end_block(MBlock::from_u32(0), &[], 0);
    f.finish();
    let (rdi, rcx, rdx) = (Alloc::Reg(RDI), Alloc::Reg(pgpr(1)), Alloc::Reg(pgpr(2)));
    let x3 = Alloc::Reg(pxmm(3));
    let per_inst: Vec<Vec<Alloc>> = vec![
        vec![rdi],
        vec![rcx],
        vec![rdi, rdx, rdi],
        vec![rdi, rdi],
        vec![rdi, x3],
        vec![Alloc::Reg(RAX)],
    ];
    let mut ra = RaOutput::default();
    for a in &per_inst {
        ra.inst_alloc_start.push(ra.allocs.len() as u32);
        ra.allocs.extend_from_slice(a);
    }
    ra.inst_alloc_start.push(ra.allocs.len() as u32);
    for (i, a) in per_inst.iter().enumerate() {
        assert_eq!(f.inst_operands(i).len(), a.len(), "inst {i}");
    }
    let mv = |from, to, class| Edit::Move { from, to, class };
    let s = |n| Alloc::Stack(SpillSlot(n));
    ra.edits = vec![
        (ProgPoint::after(1), mv(rcx, s(0), RegClass::Int)),
        (ProgPoint::before(2), mv(s(0), rdx, RegClass::Int)),
        (ProgPoint::after(4), mv(x3, s(2), RegClass::Float)),
        (ProgPoint::after(4), mv(s(2), s(4), RegClass::Float)),
        (ProgPoint::after(4), mv(s(0), s(1), RegClass::Int)),
        (
            ProgPoint::before(5),
            mv(rdi, Alloc::Reg(RAX), RegClass::Int),
        ),
        (ProgPoint::before(5), mv(rdi, rdi, RegClass::Int)),
    ];
    ra.num_spill_slots = 6;
    ra.clobbered = PRegSet::of(&[RDI, pgpr(1), pgpr(2), pxmm(3), RBX, RAX]);
    let c = emit(&f, &ra);
    let ins = code(&c);
    // push rbx; 8 bytes of pushes + 48 of spills -> spill area at rbp-64.
    let sp = |unit: i64, size| X::M {
        base: Register::RBP,
        index: Register::None,
        scale: 1,
        disp: -64 + 8 * unit,
        size,
    };
    let want: Vec<(M, Vec<X>)> = vec![
        (M::Push, vec![r(5)]),
        (M::Mov, vec![r(5), r(4)]),
        (M::Push, vec![r(3)]),
        // A leaf function: its 56 bytes stay in the red zone, no `sub rsp`.
        (M::Mov, vec![X::R(Register::ECX), X::I(5)]),
        (M::Mov, vec![sp(0, 8), r(1)]),
        // The reload right after the store reads rcx (store forwarding).
        (M::Mov, vec![r(2), r(1)]),
        (M::Add, vec![r(7), r(2)]),
        (M::Movq, vec![X::R(Register::XMM3), r(7)]),
        (M::Movups, vec![sp(2, 16), X::R(Register::XMM3)]),
        (M::Movups, vec![X::R(Register::XMM15), sp(2, 16)]),
        (M::Movups, vec![sp(4, 16), X::R(Register::XMM15)]),
        (M::Mov, vec![r(11), sp(0, 8)]),
        (M::Mov, vec![sp(1, 8), r(11)]),
        (M::Mov, vec![r(0), r(7)]),
        (M::Lea, vec![r(4), sp(7, 0)]),
        (M::Pop, vec![r(3)]),
        (M::Pop, vec![r(5)]),
        (M::Ret, vec![]),
    ];
    let got: Vec<(M, Vec<X>)> = ins.iter().map(|i| (i.mnemonic(), decoded_ops(i))).collect();
    assert_eq!(got, want);

    // A virtual register without an allocation is an error, not a panic.
    let mut bad = ra.clone();
    bad.allocs[1] = Alloc::None;
    assert!(emit_x64(&f, &bad, &mut EmitCtx::new()).is_err());
    let mut short = ra.clone();
    short.inst_alloc_start.pop();
    assert!(emit_x64(&f, &short, &mut EmitCtx::new()).is_err());
}

#[test]
pub(super) fn context_is_reusable_and_output_deterministic() {
    let f = func(&[
        vec![Inst::Jcc {
            cc: Cond::E,
            taken: MBlock::from_u32(2),
            not_taken: MBlock::from_u32(1),
        }],
        filler(300),
        vec![ret()],
    ]);
    let ra = no_alloc(&f, &[RBX], 2);
    let mut ctx = EmitCtx::new();
    let a = emit_x64(&f, &ra, &mut ctx).unwrap();
    let g2 = func(&[vec![ret()]]);
    let _ = emit_x64(&g2, &no_alloc(&g2, &[], 0), &mut ctx).unwrap();
    let b = emit_x64(&f, &ra, &mut ctx).unwrap();
    assert_eq!(a, b);
}

#[test]
pub(super) fn remat_edits_reexecute_the_instruction_into_their_register() {
    let mut f: MachFunc<Inst> = MachFunc::new();
    let v = Reg::virt(VReg::new(0, RegClass::Int));
    f.declare_blocks(1);
    f.begin_block(MBlock::from_u32(0), &[]);
    let rets = f.side.push_fixed(&[(v, RAX)]);
    f.push(Inst::MovImm {
        size: OperandSize::S32,
        dst: v,
        imm: 7,
    });
    f.push(Inst::Ret { rets });
    f.end_block(MBlock::from_u32(0), &[], 0);
    f.finish();
    let rcx = pgpr(1);
    let mut ra = RaOutput {
        allocs: vec![Alloc::Reg(rcx), Alloc::Reg(RAX)],
        inst_alloc_start: vec![0, 1, 2],
        edits: vec![(ProgPoint::before(1), Edit::Remat { inst: 0, to: RAX })],
        num_spill_slots: 0,
        clobbered: PRegSet::of(&[rcx, RAX]),
    };
    let got: Vec<(M, Vec<X>)> = code(&emit(&f, &ra))
        .iter()
        .map(|i| (i.mnemonic(), decoded_ops(i)))
        .filter(|(m, _)| *m == M::Mov)
        .collect();
    let want = vec![
        (M::Mov, vec![X::R(Register::ECX), X::I(7)]),
        (M::Mov, vec![X::R(Register::EAX), X::I(7)]),
    ];
    assert!(got.ends_with(&want), "{got:?}");
    // Only rematerialisable instructions may be re-executed.
    ra.edits = vec![(ProgPoint::before(1), Edit::Remat { inst: 1, to: RAX })];
    assert!(emit_x64(&f, &ra, &mut EmitCtx::new()).is_err());
    ra.edits = vec![(ProgPoint::before(1), Edit::Remat { inst: 9, to: RAX })];
    assert!(emit_x64(&f, &ra, &mut EmitCtx::new()).is_err());
}

#[test]
pub(super) fn single_use_reloads_fold_into_their_reader() {
    let (rax, rcx, rdx) = (g(0), g(1), g(2));
    let f = func(&[vec![
        // add rax, rcx: rcx reloaded for it alone -> add rax, [slot 0].
        Inst::Alu {
            size: OperandSize::S64,
            op: AluOp::Add,
            dst: rax,
            src1: rax,
            src2: RegMemImm::Reg(rcx),
        },
        // cmp eax, edx: edx reloaded, but another edit reads it there.
        Inst::Cmp {
            size: OperandSize::S32,
            lhs: rax,
            rhs: RegMemImm::Reg(rdx),
        },
        // add rcx, rcx: the reloaded register is also the destination.
        Inst::Alu {
            size: OperandSize::S64,
            op: AluOp::Add,
            dst: rcx,
            src1: rcx,
            src2: RegMemImm::Reg(rcx),
        },
        ret(),
    ]]);
    let mut ra = no_alloc(&f, &[pgpr(0), pgpr(1), pgpr(2)], 4);
    let s = |n| Alloc::Stack(SpillSlot(n));
    let reload = |from, to: kiln_targets::PReg| Edit::Reload {
        from,
        to: Alloc::Reg(to),
        class: RegClass::Int,
    };
    let rdx_p = pgpr(2);
    ra.edits = vec![
        (ProgPoint::before(0), reload(s(0), pgpr(1))),
        (ProgPoint::before(1), reload(s(1), rdx_p)),
        (
            ProgPoint::before(1),
            Edit::Move {
                from: Alloc::Reg(rdx_p),
                to: s(3),
                class: RegClass::Int,
            },
        ),
        (ProgPoint::before(2), reload(s(2), pgpr(1))),
    ];
    let ins = code(&emit(&f, &ra));
    // From the first instruction of the body on (after the prologue).
    let body: Vec<(M, Vec<X>)> = ins
        .iter()
        .map(|i| (i.mnemonic(), decoded_ops(i)))
        .skip_while(|(m, ops)| *m != M::Add || ops[0] != X::R(Register::RAX))
        .filter(|(m, _)| matches!(m, M::Add | M::Cmp | M::Mov))
        .collect();
    let slot = |ops: &[X]| {
        ops.iter().any(|o| {
            matches!(
                o,
                X::M {
                    base: Register::RBP,
                    ..
                }
            )
        })
    };
    // The first reload is gone: `add` reads the slot.
    assert_eq!(body[0].0, M::Add, "{body:?}");
    assert!(slot(&body[0].1), "{body:?}");
    // The second stays (its register is read by a move too), then `cmp`
    // reads the register; the third stays (`add rcx, rcx`).
    let rest: Vec<M> = body[1..].iter().map(|b| b.0).collect();
    assert_eq!(rest, [M::Mov, M::Mov, M::Cmp, M::Mov, M::Add], "{body:?}");
    assert!(!slot(&body[3].1) && !slot(&body[5].1), "{body:?}");
}

/// A reload that only a compare or `test` with an immediate reads folds
/// into it: `cmp dword [slot], 7`, `test byte [slot], 4`.
#[test]
pub(super) fn reloads_fold_into_compares_with_immediates() {
    let (rcx, rdx) = (g(1), g(2));
    let f = func(&[vec![
        Inst::Cmp {
            size: OperandSize::S32,
            lhs: rdx,
            rhs: RegMemImm::Imm(7),
        },
        Inst::Test {
            size: OperandSize::S8,
            lhs: rcx,
            rhs: RegMemImm::Imm(4),
        },
        ret(),
    ]]);
    let mut ra = no_alloc(&f, &[pgpr(0), pgpr(1), pgpr(2)], 4);
    let reload = |n, to| Edit::Reload {
        from: Alloc::Stack(SpillSlot(n)),
        to: Alloc::Reg(to),
        class: RegClass::Int,
    };
    ra.edits = vec![
        (ProgPoint::before(0), reload(0, pgpr(2))),
        (ProgPoint::before(1), reload(1, pgpr(1))),
    ];
    let ins = code(&emit(&f, &ra));
    let mem = |ops: &[X]| {
        matches!(
            ops.first(),
            Some(X::M {
                base: Register::RBP,
                ..
            })
        )
    };
    let reads_slot = |ops: &[X]| {
        ops.iter().skip(1).any(|o| {
            matches!(
                o,
                X::M {
                    base: Register::RBP,
                    ..
                }
            )
        })
    };
    // The compares, and any reload (a move from a slot): none is left.
    let body: Vec<(M, Vec<X>)> = ins
        .iter()
        .map(|i| (i.mnemonic(), decoded_ops(i)))
        .filter(|(m, ops)| matches!(m, M::Cmp | M::Test) || (*m == M::Mov && reads_slot(ops)))
        .collect();
    assert_eq!(body.len(), 2, "{body:?}");
    assert_eq!(body[0].0, M::Cmp, "{body:?}");
    assert!(mem(&body[0].1), "{body:?}");
    assert_eq!(body[1].0, M::Test, "{body:?}");
    assert!(mem(&body[1].1), "{body:?}");
}
