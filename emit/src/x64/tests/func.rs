//! Whole-function tests: prologue and epilogue shapes, branch relaxation,
//! jump tables, the constant pool, relocations after compaction, stack
//! probes, dynamic allocas and applying a hand-made allocation.

use super::*;
use crate::{CompiledFunc, EmitCtx, UnwindOp, emit_x64};
use iced_x86::Mnemonic as M;
use kiln_targets::x64::regs::{RAX, RBX, RDI, gpr as pgpr, xmm as pxmm};
use kiln_targets::x64::*;
use kiln_targets::{
    Alloc, Edit, MBlock, MachFunc, PRegSet, ProgPoint, RaOutput, RegClass, RelocKind, SpillSlot,
    StackProbe, SymbolId, VReg,
};

/// A function of physical-register instructions, one slice per block.
fn func(blocks: &[Vec<Inst>]) -> MachFunc<Inst> {
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
fn no_alloc(f: &MachFunc<Inst>, clobbered: &[kiln_targets::PReg], spills: u32) -> RaOutput {
    RaOutput {
        allocs: Vec::new(),
        inst_alloc_start: vec![0; f.insts.len() + 1],
        edits: Vec::new(),
        num_spill_slots: spills,
        clobbered: PRegSet::of(clobbered),
    }
}

fn emit(f: &MachFunc<Inst>, ra: &RaOutput) -> CompiledFunc {
    emit_x64(f, ra, &mut EmitCtx::new()).unwrap()
}

fn code(c: &CompiledFunc) -> Vec<Instruction> {
    decode_all(&c.code[..c.code_len as usize])
}

fn mnemonics(ins: &[Instruction]) -> Vec<M> {
    ins.iter().map(|i| i.mnemonic()).collect()
}

fn ret() -> Inst {
    Inst::Ret {
        rets: FixedRegs::default(),
    }
}

fn r(hw: u8) -> X {
    X::R(ig(hw, 8))
}

#[test]
fn minimal_frame_and_unwind_ops() {
    let f = func(&[vec![
        Inst::MovImm {
            size: OperandSize::S32,
            dst: g(0),
            imm: 1,
        },
        ret(),
    ]]);
    let c = emit(&f, &no_alloc(&f, &[RAX], 0));
    let ins = code(&c);
    assert_eq!(mnemonics(&ins), [M::Push, M::Mov, M::Mov, M::Leave, M::Ret]);
    assert_eq!(
        decoded_ops(&ins[1]),
        [X::R(Register::RBP), X::R(Register::RSP)]
    );
    assert_eq!(c.frame_size, 0);
    assert_eq!(
        c.unwind,
        [(1, UnwindOp::PushFrameReg), (4, UnwindOp::SetFrameReg)]
    );
}

#[test]
fn frame_with_callee_saved_slots_spills_and_outgoing_args() {
    let mut f = func(&[vec![
        Inst::Store {
            size: OperandSize::S64,
            src: g(3),
            addr: Amode::Slot {
                slot: StackSlot::from_u32(0),
                disp: 8,
            },
        },
        Inst::Store {
            size: OperandSize::S32,
            src: g(12),
            addr: Amode::Slot {
                slot: StackSlot::from_u32(1),
                disp: 0,
            },
        },
        Inst::Load {
            ext: ExtMode::None64,
            dst: g(15),
            addr: Amode::IncomingArg { offset: 8 },
        },
        Inst::Store {
            size: OperandSize::S64,
            src: g(15),
            addr: Amode::OutgoingArg { offset: 8 },
        },
        ret(),
    ]]);
    f.new_slot(24, 8);
    f.new_slot(4, 4);
    f.frame.outgoing_args_size = 24;
    let ra = no_alloc(&f, &[RAX, RBX, pgpr(12), pgpr(15)], 3);
    let c = emit(&f, &ra);
    let ins = code(&c);
    assert_eq!(
        mnemonics(&ins),
        [
            M::Push,
            M::Mov,
            M::Push,
            M::Push,
            M::Push,
            M::Sub,
            M::Mov,
            M::Mov,
            M::Mov,
            M::Mov,
            M::Lea,
            M::Pop,
            M::Pop,
            M::Pop,
            M::Pop,
            M::Ret
        ]
    );
    // pushes 24, slot 0 at -48, slot 1 at -52, spills 24 -> 80, outgoing 32.
    assert_eq!(c.frame_size, 112);
    assert_eq!(c.frame_size % 16, 0);
    assert_eq!(decoded_ops(&ins[2]), [r(3)]);
    assert_eq!(decoded_ops(&ins[3]), [r(12)]);
    assert_eq!(decoded_ops(&ins[4]), [r(15)]);
    assert_eq!(decoded_ops(&ins[5]), [r(4), X::I(88)]);
    let m = |base: Register, disp: i64, size: usize| X::M {
        base,
        index: Register::None,
        scale: 1,
        disp,
        size,
    };
    assert_eq!(decoded_ops(&ins[6]), [m(Register::RBP, -40, 8), r(3)]);
    assert_eq!(
        decoded_ops(&ins[7]),
        [m(Register::RBP, -52, 4), X::R(Register::R12D)]
    );
    assert_eq!(decoded_ops(&ins[8]), [r(15), m(Register::RBP, 24, 8)]);
    assert_eq!(decoded_ops(&ins[9]), [m(Register::RSP, 8, 8), r(15)]);
    assert_eq!(decoded_ops(&ins[10]), [r(4), m(Register::RBP, -24, 0)]);
    assert_eq!(decoded_ops(&ins[11]), [r(15)]);
    assert_eq!(decoded_ops(&ins[13]), [r(3)]);
    assert_eq!(c.saved_regs, [RBX, pgpr(12), pgpr(15)]);
    let ops: Vec<UnwindOp> = c.unwind.iter().map(|u| u.1).collect();
    assert_eq!(
        ops,
        [
            UnwindOp::PushFrameReg,
            UnwindOp::SetFrameReg,
            UnwindOp::SaveReg { hw: 3, offset: 24 },
            UnwindOp::SaveReg { hw: 12, offset: 32 },
            UnwindOp::SaveReg { hw: 15, offset: 40 },
            UnwindOp::StackAlloc { size: 88 },
        ]
    );
    // Each unwind offset is the end of its instruction.
    for (k, &(off, _)) in c.unwind.iter().enumerate() {
        assert_eq!(off as u64, ins[k].next_ip());
    }
}

#[test]
fn epilogue_before_every_ret_and_rsp_restored_from_rbp() {
    let f = func(&[vec![Inst::SetSp { src: g(1) }, ret()], vec![ret()]]);
    let c = emit(&f, &no_alloc(&f, &[RBX], 0));
    let ins = code(&c);
    assert_eq!(
        mnemonics(&ins),
        [
            M::Push,
            M::Mov,
            M::Push,
            M::Sub,
            M::Mov,
            M::Lea,
            M::Pop,
            M::Pop,
            M::Ret,
            M::Lea,
            M::Pop,
            M::Pop,
            M::Ret
        ]
    );
    assert_eq!(
        decoded_ops(&ins[5]),
        [
            r(4),
            X::M {
                base: Register::RBP,
                index: Register::None,
                scale: 1,
                disp: -8,
                size: 0
            }
        ]
    );
    // Without callee-saved registers: leave.
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    assert_eq!(
        mnemonics(&ins),
        [M::Push, M::Mov, M::Mov, M::Leave, M::Ret, M::Leave, M::Ret]
    );
}

fn filler(n: usize) -> Vec<Inst> {
    vec![Inst::Int3; n]
}

/// Branch targets in decode order.
fn branch_targets(ins: &[Instruction]) -> Vec<(u64, usize)> {
    ins.iter()
        .filter(|i| matches!(decoded_ops(i).first(), Some(X::B(_))))
        .map(|i| (i.near_branch_target(), i.len()))
        .collect()
}

#[test]
fn forward_branches_at_the_rel8_boundary() {
    for (k, want_len) in [(0, 0), (1, 2), (127, 2), (128, 5), (1000, 5)] {
        let f = func(&[
            vec![Inst::Jmp {
                target: MBlock::from_u32(2),
            }],
            filler(k),
            vec![ret()],
        ]);
        let c = emit(&f, &no_alloc(&f, &[], 0));
        let ins = code(&c);
        let t = branch_targets(&ins);
        if want_len == 0 {
            // An empty block in between: the jump falls through... it's to
            // block 2, not next, so it stays, short.
            assert_eq!(t, [(c.block_offsets[2] as u64, 2)]);
        } else {
            assert_eq!(t, [(c.block_offsets[2] as u64, want_len)], "k = {k}");
        }
    }
}

#[test]
fn backward_branches_at_the_rel8_boundary() {
    for (k, want_len) in [(0, 2), (126, 2), (127, 5), (5000, 5)] {
        let mut b0 = filler(k);
        b0.push(Inst::Jcc {
            cc: Cond::NE,
            taken: MBlock::from_u32(0),
            not_taken: MBlock::from_u32(1),
        });
        let f = func(&[b0, vec![ret()]]);
        let c = emit(&f, &no_alloc(&f, &[], 0));
        let want = if want_len == 2 { 2 } else { 6 };
        assert_eq!(
            branch_targets(&code(&c)),
            [(c.block_offsets[0] as u64, want)],
            "k = {k}"
        );
    }
}

#[test]
fn jcc_fall_through_and_inversion() {
    let b = MBlock::from_u32;
    let jcc = |t, n| Inst::Jcc {
        cc: Cond::L,
        taken: b(t),
        not_taken: b(n),
    };
    // not_taken next: jl taken.
    let f = func(&[vec![jcc(2, 1)], vec![ret()], vec![ret()]]);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    assert_eq!(ins[2].mnemonic(), M::Jl);
    assert_eq!(ins[2].near_branch_target(), c.block_offsets[2] as u64);
    // taken next: jge not_taken.
    let f = func(&[vec![jcc(1, 2)], vec![ret()], vec![ret()]]);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    assert_eq!(ins[2].mnemonic(), M::Jge);
    assert_eq!(ins[2].near_branch_target(), c.block_offsets[2] as u64);
    // neither: jl + jmp.
    let f = func(&[vec![jcc(2, 3)], vec![ret()], vec![ret()], vec![ret()]]);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    assert_eq!((ins[2].mnemonic(), ins[3].mnemonic()), (M::Jl, M::Jmp));
    assert_eq!(ins[2].near_branch_target(), c.block_offsets[2] as u64);
    assert_eq!(ins[3].near_branch_target(), c.block_offsets[3] as u64);
    // jmp to the next block disappears.
    let f = func(&[vec![Inst::Jmp { target: b(1) }], vec![ret()]]);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    assert_eq!(mnemonics(&code(&c)), [M::Push, M::Mov, M::Leave, M::Ret]);
}

/// A deterministic pseudo-random generator.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[test]
fn random_branch_chains_resolve_to_their_blocks() {
    let mut rng = Lcg(7);
    for round in 0..300 {
        let n = 2 + rng.next(40) as usize;
        let mut blocks = Vec::new();
        let mut expect = Vec::new();
        for i in 0..n {
            let mut v = filler(rng.next(if round % 3 == 0 { 200 } else { 70 }) as usize);
            let next = (i + 1 < n).then_some(i + 1);
            match rng.next(3) {
                0 if i + 1 < n => {
                    let t = rng.next(n as u64) as usize;
                    v.push(Inst::Jmp {
                        target: MBlock::from_u32(t as u32),
                    });
                    if Some(t) != next {
                        expect.push(t);
                    }
                }
                1 if i + 1 < n => {
                    let t = rng.next(n as u64) as usize;
                    let e = rng.next(n as u64) as usize;
                    v.push(Inst::Jcc {
                        cc: Cond::from_bits(rng.next(16) as u8),
                        taken: MBlock::from_u32(t as u32),
                        not_taken: MBlock::from_u32(e as u32),
                    });
                    if Some(e) == next {
                        expect.push(t);
                    } else if Some(t) == next {
                        expect.push(e);
                    } else {
                        expect.push(t);
                        expect.push(e);
                    }
                }
                _ => v.push(ret()),
            }
            blocks.push(v);
        }
        let f = func(&blocks);
        let c = emit(&f, &no_alloc(&f, &[], 0));
        let ins = code(&c);
        let got: Vec<u64> = branch_targets(&ins).iter().map(|t| t.0).collect();
        let want: Vec<u64> = expect.iter().map(|&b| c.block_offsets[b] as u64).collect();
        assert_eq!(got, want, "round {round}");
        // Block offsets are instruction boundaries in layout order.
        let starts: std::collections::HashSet<u64> = ins.iter().map(|i| i.ip()).collect();
        for w in c.block_offsets.windows(2) {
            assert!(w[0] <= w[1]);
        }
        for &o in &c.block_offsets {
            assert!(
                starts.contains(&(o as u64)) || o == c.code_len,
                "round {round}"
            );
        }
        // No long branch is left that would fit in rel8 in the final layout.
        for i in &ins {
            let t = i.near_branch_target() as i64;
            if matches!(decoded_ops(i).first(), Some(X::B(_))) && i.len() > 2 {
                let short_disp = t - (i.ip() as i64 + 2);
                let long_disp = t - i.next_ip() as i64;
                if t > i.ip() as i64 {
                    assert!(long_disp > 127, "round {round}: {i} could be short");
                } else {
                    assert!(short_disp < -128, "round {round}: {i} could be short");
                }
            }
        }
    }
}

#[test]
fn forward_chains_shrink_together() {
    // Each jcc jumps over the next one; long, every span is > 127 bytes, but
    // once all shrink each is 2 + 60 + 2 + 60 = 124 bytes: all must shrink.
    let n = 30;
    let mut blocks = Vec::new();
    for i in 0..n {
        let mut v = filler(60);
        v.insert(
            0,
            Inst::Jcc {
                cc: Cond::E,
                taken: MBlock::from_u32((i + 2).min(n) as u32),
                not_taken: MBlock::from_u32(i as u32 + 1),
            },
        );
        blocks.push(v);
    }
    blocks.push(vec![ret()]);
    let f = func(&blocks);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let t = branch_targets(&code(&c));
    assert_eq!(t.len(), n);
    for (i, &(target, len)) in t.iter().enumerate() {
        assert_eq!(target, c.block_offsets[(i + 2).min(n)] as u64);
        assert_eq!(len, 2, "branch {i}");
    }
    // Backward chains: each block ends with a jump back over the previous.
    let mut blocks = vec![filler(10)];
    for i in 1..n {
        let mut v = filler(60);
        v.push(Inst::Jcc {
            cc: Cond::NE,
            taken: MBlock::from_u32(i as u32 - 1),
            not_taken: MBlock::from_u32(i as u32 + 1),
        });
        blocks.push(v);
    }
    blocks.push(vec![ret()]);
    let f = func(&blocks);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    for (i, &(target, len)) in branch_targets(&code(&c)).iter().enumerate() {
        assert_eq!(target, c.block_offsets[i] as u64);
        assert_eq!(len, 2, "branch {i}");
    }
}

#[test]
fn jump_table_entries_are_relative_to_the_table() {
    let b = MBlock::from_u32;
    let mut f = func(&[
        vec![Inst::JmpTable {
            index: g(7),
            tmp1: g(0),
            tmp2: g(13),
            table: 0,
        }],
        vec![Inst::Int3, ret()],
        vec![Inst::Ud2, ret()],
        vec![ret()],
    ]);
    f.side.jump_tables.push(vec![b(3), b(1), b(2), b(3)]);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    assert_eq!(mnemonics(&ins[2..6]), [M::Lea, M::Movsxd, M::Add, M::Jmp]);
    let table = ins[2].memory_displacement64();
    assert_eq!(table % 4, 0);
    assert!(table >= c.code_len as u64);
    assert_eq!(
        decoded_ops(&ins[3]),
        [
            X::R(Register::R13),
            X::M {
                base: Register::RAX,
                index: Register::RDI,
                scale: 4,
                disp: 0,
                size: 4
            }
        ]
    );
    assert_eq!(
        decoded_ops(&ins[4]),
        [X::R(Register::R13), X::R(Register::RAX)]
    );
    assert_eq!(decoded_ops(&ins[5]), [X::R(Register::R13)]);
    for (k, t) in [3usize, 1, 2, 3].into_iter().enumerate() {
        let at = table as usize + 4 * k;
        let e = i32::from_le_bytes(c.code[at..at + 4].try_into().unwrap());
        assert_eq!(table as i64 + e as i64, c.block_offsets[t] as i64);
    }
}

#[test]
fn constant_pool_entries_are_aligned_and_addressed() {
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
fn relocations_move_with_compaction() {
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

/// A function whose frame allocates `size` bytes beyond the pushes.
fn big_frame(size: u32, probe: StackProbe, args: &[(Reg, kiln_targets::PReg)]) -> CompiledFunc {
    let mut f = func(&[vec![
        Inst::Args {
            args: FixedRegs::default(),
        },
        ret(),
    ]]);
    let list = f.side.push_fixed(args);
    f.insts[0] = Inst::Args { args: list };
    f.new_slot(size, 16);
    f.frame.probe = probe;
    emit(&f, &no_alloc(&f, &[], 0))
}

/// Sums the `sub rsp, imm` of a decoded prologue and checks that every
/// page is touched in order.
fn stack_subs(ins: &[Instruction]) -> (u64, usize) {
    let mut total = 0;
    let mut touches = 0;
    for i in ins {
        let ops = decoded_ops(i);
        if i.mnemonic() == M::Sub
            && ops.first() == Some(&r(4))
            && let Some(X::I(v)) = ops.get(1)
        {
            total += v;
        }
        if i.mnemonic() == M::Mov
            && ops.first()
                == Some(&X::M {
                    base: Register::RSP,
                    index: Register::None,
                    scale: 1,
                    disp: 0,
                    size: 8,
                })
        {
            touches += 1;
        }
    }
    (total, touches)
}

#[test]
fn inline_probes_small_unrolled_and_loop() {
    // One page or less: a plain sub.
    let c = big_frame(4096, StackProbe::Inline, &[]);
    let ins = code(&c);
    assert_eq!(mnemonics(&ins), [M::Push, M::Mov, M::Sub, M::Leave, M::Ret]);
    // Three and a bit pages: three probes, then the rest.
    let c = big_frame(3 * 4096 + 100, StackProbe::Inline, &[]);
    let ins = code(&c);
    let (total, touches) = stack_subs(&ins);
    assert_eq!((total, touches), (c.frame_size as u64, 3));
    assert_eq!(
        mnemonics(&ins[2..9]),
        [M::Sub, M::Mov, M::Sub, M::Mov, M::Sub, M::Mov, M::Sub]
    );
    // Many pages: a loop on r11.
    let size = 100 * 4096 + 48;
    let c = big_frame(size, StackProbe::Inline, &[]);
    let ins = code(&c);
    assert_eq!(
        mnemonics(&ins[2..10]),
        [
            M::Mov,
            M::Sub,
            M::Sub,
            M::Mov,
            M::Cmp,
            M::Jne,
            M::Sub,
            M::Leave
        ]
    );
    assert_eq!(decoded_ops(&ins[2]), [r(11), r(4)]);
    assert_eq!(decoded_ops(&ins[3]), [r(11), X::I(100 * 4096)]);
    assert_eq!(decoded_ops(&ins[4]), [r(4), X::I(4096)]);
    assert_eq!(decoded_ops(&ins[6]), [r(4), r(11)]);
    assert_eq!(ins[7].near_branch_target(), ins[4].ip());
    assert_eq!(ins[7].len(), 2);
    assert_eq!(
        decoded_ops(&ins[8]),
        [r(4), X::I(c.frame_size as u64 - 100 * 4096)]
    );
    assert_eq!(
        c.unwind.last().unwrap(),
        &(
            ins[8].next_ip() as u32,
            UnwindOp::StackAlloc { size: c.frame_size }
        )
    );
}

#[test]
fn call_probe_as_llvm_does_on_linux() {
    let sym = SymbolId(77);
    // Below one interval: no call.
    let c = big_frame(1000, StackProbe::Call(sym), &[]);
    assert!(c.relocs.is_empty());
    let c = big_frame(8192, StackProbe::Call(sym), &[]);
    let ins = code(&c);
    assert_eq!(mnemonics(&ins[2..5]), [M::Mov, M::Call, M::Sub]);
    assert_eq!(
        decoded_ops(&ins[2]),
        [X::R(Register::EAX), X::I(c.frame_size as u64)]
    );
    assert_eq!(decoded_ops(&ins[4]), [r(4), r(0)]);
    assert_eq!(c.relocs[0].kind, RelocKind::X86CallPlt4);
    assert_eq!(c.relocs[0].sym, sym);
    assert_eq!(c.relocs[0].offset as u64, ins[3].ip() + 1);
    // A variadic function's al lives in rax: saved and restored.
    let c = big_frame(8192, StackProbe::Call(sym), &[(g(0), RAX)]);
    let ins = code(&c);
    assert_eq!(
        mnemonics(&ins[2..7]),
        [M::Push, M::Mov, M::Call, M::Sub, M::Mov]
    );
    assert_eq!(
        decoded_ops(&ins[3]),
        [X::R(Register::EAX), X::I(c.frame_size as u64 - 8)]
    );
    assert_eq!(
        decoded_ops(&ins[6]),
        [
            r(0),
            X::M {
                base: Register::RSP,
                index: Register::None,
                scale: 1,
                disp: c.frame_size as i64 - 8,
                size: 8
            }
        ]
    );
}

fn alloca(probe: StackProbe, outgoing: u32, align: u32) -> Vec<Instruction> {
    let mut f = func(&[vec![
        Inst::AllocaDyn {
            size: g(7),
            dst: g(7),
            align,
        },
        ret(),
    ]]);
    f.frame.probe = probe;
    f.frame.outgoing_args_size = outgoing;
    f.frame.dynamic_alloca = true;
    let c = emit(&f, &no_alloc(&f, &[], 0));
    code(&c)
}

#[test]
fn dynamic_alloca_with_and_without_probes() {
    let ins = alloca(StackProbe::None, 0, 8);
    assert_eq!(
        mnemonics(&ins[2..7]),
        [M::Mov, M::Sub, M::And, M::Mov, M::Mov]
    );
    assert_eq!(decoded_ops(&ins[4]), [r(11), X::I(-16i64 as u64)]);
    assert_eq!(decoded_ops(&ins[5]), [r(4), r(11)]);
    assert_eq!(decoded_ops(&ins[6]), [r(7), r(4)]);
    // Epilogue restores rsp from rbp.
    assert_eq!(ins[7].mnemonic(), M::Leave);

    let ins = alloca(StackProbe::None, 24, 64);
    assert_eq!(
        mnemonics(&ins[3..9]),
        [M::Mov, M::Sub, M::And, M::Sub, M::Mov, M::Lea]
    );
    assert_eq!(decoded_ops(&ins[5]), [r(11), X::I(-64i64 as u64)]);
    assert_eq!(decoded_ops(&ins[6]), [r(11), X::I(32)]);
    assert_eq!(
        decoded_ops(&ins[8]),
        [
            r(7),
            X::M {
                base: Register::RSP,
                index: Register::None,
                scale: 1,
                disp: 32,
                size: 0
            }
        ]
    );

    let ins = alloca(StackProbe::Inline, 0, 16);
    assert_eq!(
        mnemonics(&ins[2..15]),
        [
            M::Mov,
            M::Sub,
            M::And,
            M::Mov,
            M::Sub,
            M::Cmp,
            M::Jbe,
            M::Sub,
            M::Mov,
            M::Jmp,
            M::Mov,
            M::Mov,
            M::Leave
        ]
    );
    assert_eq!(ins[8].near_branch_target(), ins[12].ip());
    assert_eq!(ins[11].near_branch_target(), ins[5].ip());

    let ins = alloca(StackProbe::Call(SymbolId(3)), 0, 16);
    assert_eq!(
        mnemonics(&ins[2..13]),
        [
            M::Mov,
            M::Sub,
            M::And,
            M::Mov,
            M::Mov,
            M::Sub,
            M::Call,
            M::Sub,
            M::Mov,
            M::Mov,
            M::Leave
        ]
    );
    assert_eq!(decoded_ops(&ins[5]), [r(7), r(0)]);
    assert_eq!(decoded_ops(&ins[10]), [r(0), r(7)]);
}

#[test]
fn applies_allocations_and_edits() {
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
        (M::Sub, vec![r(4), X::I(56)]),
        (M::Mov, vec![X::R(Register::ECX), X::I(5)]),
        (M::Mov, vec![sp(0, 8), r(1)]),
        (M::Mov, vec![r(2), sp(0, 8)]),
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
fn context_is_reusable_and_output_deterministic() {
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
fn over_aligned_slots_go_through_a_runtime_aligned_pointer() {
    let mut f = func(&[vec![
        Inst::Store {
            size: OperandSize::S32,
            src: g(1),
            addr: Amode::Slot {
                slot: StackSlot::from_u32(1),
                disp: 4,
            },
        },
        Inst::Lea {
            size: OperandSize::S64,
            dst: g(0),
            addr: Amode::Slot {
                slot: StackSlot::from_u32(2),
                disp: 0,
            },
        },
        Inst::Store {
            size: OperandSize::S64,
            src: g(2),
            addr: Amode::Slot {
                slot: StackSlot::from_u32(0),
                disp: 0,
            },
        },
        ret(),
    ]]);
    f.new_slot(8, 8);
    f.new_slot(100, 64);
    f.new_slot(4, 32);
    f.frame.dynamic_alloca = true;
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    let m = |base: Register, disp: i64, size: usize| X::M {
        base,
        index: Register::None,
        scale: 1,
        disp,
        size,
    };
    let got: Vec<(M, Vec<X>)> = ins.iter().map(|i| (i.mnemonic(), decoded_ops(i))).collect();
    let want: Vec<(M, Vec<X>)> = vec![
        (M::Push, vec![r(5)]),
        (M::Mov, vec![r(5), r(4)]),
        (M::Sub, vec![r(4), X::I(208)]),
        (M::Lea, vec![r(11), m(Register::RBP, -144, 0)]),
        (M::And, vec![r(11), X::I(-64i64 as u64)]),
        (M::Mov, vec![m(Register::RBP, -200, 8), r(11)]),
        (M::Mov, vec![r(11), m(Register::RBP, -200, 8)]),
        (M::Mov, vec![m(Register::R11, 4, 4), X::R(Register::ECX)]),
        (M::Mov, vec![r(11), m(Register::RBP, -200, 8)]),
        (M::Lea, vec![r(0), m(Register::R11, 128, 0)]),
        (M::Mov, vec![m(Register::RBP, -8, 8), r(2)]),
        (M::Leave, vec![]),
        (M::Ret, vec![]),
    ];
    assert_eq!(got, want);
    // For every 16-aligned rbp, the aligned region fits its reservation
    // without touching slot 0 or the pointer slot.
    for k in 0..8u64 {
        let rbp = 0x10000 + 16 * k;
        let base = (rbp - 144) & !63;
        assert!(base >= rbp - 192 && base + 132 <= rbp - 8);
    }
}

/// Throughput check (run with `--ignored --nocapture`): ns per instruction
/// for a large function of typical instructions.
#[test]
#[ignore]
fn emission_throughput() {
    let mut blocks = Vec::new();
    for i in 0..2000u32 {
        let mut v = Vec::new();
        for k in 0..24u8 {
            let a = k % 14;
            v.push(match k % 6 {
                0 => Inst::Load {
                    ext: ExtMode::None64,
                    dst: g(a),
                    addr: Amode::Base {
                        base: g(5),
                        disp: -8 * (k as i32 + 1),
                    },
                },
                1 => Inst::Alu {
                    size: OperandSize::S64,
                    op: AluOp::Add,
                    dst: g(a),
                    src1: g(a),
                    src2: RegMemImm::Reg(g(k % 7)),
                },
                2 => Inst::Store {
                    size: OperandSize::S32,
                    src: g(a),
                    addr: Amode::BaseIndex {
                        base: g(3),
                        index: g(12),
                        shift: 2,
                        disp: 16,
                    },
                },
                3 => Inst::Cmp {
                    size: OperandSize::S32,
                    lhs: g(a),
                    rhs: RegMemImm::Imm(100),
                },
                4 => Inst::MovRR {
                    size: OperandSize::S64,
                    dst: g(a),
                    src: g(13),
                },
                _ => Inst::Lea {
                    size: OperandSize::S64,
                    dst: g(a),
                    addr: Amode::BaseIndex {
                        base: g(a),
                        index: g(1),
                        shift: 3,
                        disp: 0,
                    },
                },
            });
        }
        v.push(Inst::Jcc {
            cc: Cond::L,
            taken: MBlock::from_u32((i + 7) % 2000),
            not_taken: MBlock::from_u32(i + 1),
        });
        blocks.push(v);
    }
    blocks.push(vec![ret()]);
    let f = func(&blocks);
    let ra = no_alloc(&f, &[RBX], 4);
    let mut ctx = EmitCtx::new();
    let _ = emit_x64(&f, &ra, &mut ctx).unwrap();
    let t = std::time::Instant::now();
    let n: u32 = std::env::var("EMIT_ITERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    for _ in 0..n {
        std::hint::black_box(emit_x64(&f, &ra, &mut ctx).unwrap());
    }
    let ns = t.elapsed().as_nanos() as f64 / (n as f64 * f.insts.len() as f64);
    eprintln!("{} insts: {ns:.1} ns/inst", f.insts.len());
}

#[test]
fn jump_table_and_dynamic_alloca_over_all_registers() {
    let b = MBlock::from_u32;
    let mut n = 0;
    for i in (0..16).filter(|&i| i != 4) {
        for t1 in (0..16).filter(|&t| t != i) {
            for t2 in (0..16).filter(|&t| t != i && t != t1) {
                let mut f = func(&[
                    vec![Inst::JmpTable {
                        index: g(i),
                        tmp1: g(t1),
                        tmp2: g(t2),
                        table: 0,
                    }],
                    vec![ret()],
                    vec![ret()],
                ]);
                f.side.jump_tables.push(vec![b(2), b(1)]);
                let c = emit(&f, &no_alloc(&f, &[], 0));
                let ins = code(&c);
                let table = c.code_len.next_multiple_of(4) as i64;
                assert_eq!(
                    decoded_ops(&ins[2]),
                    [
                        r(t1),
                        X::Rip {
                            extra: table - ins[2].next_ip() as i64,
                            size: 0
                        }
                    ]
                );
                assert_eq!(
                    decoded_ops(&ins[3]),
                    [
                        r(t2),
                        X::M {
                            base: ig(t1, 8),
                            index: ig(i, 8),
                            scale: 4,
                            disp: 0,
                            size: 4
                        }
                    ]
                );
                assert_eq!(decoded_ops(&ins[4]), [r(t2), r(t1)]);
                assert_eq!(
                    (ins[5].mnemonic(), decoded_ops(&ins[5])),
                    (M::Jmp, vec![r(t2)])
                );
                n += 1;
            }
        }
    }
    assert!(n > 3000);
    for s in (0..16).filter(|&x| x != 4 && x != 11) {
        for d in (0..16).filter(|&x| x != 4 && x != 11) {
            let mut f = func(&[vec![
                Inst::AllocaDyn {
                    size: g(s),
                    dst: g(d),
                    align: 32,
                },
                ret(),
            ]]);
            f.frame.outgoing_args_size = 16;
            let c = emit(&f, &no_alloc(&f, &[], 0));
            let ins = code(&c);
            assert_eq!(decoded_ops(&ins[4]), [r(11), r(s)], "sub r11, size");
            assert_eq!(
                decoded_ops(&ins[8]),
                [
                    r(d),
                    X::M {
                        base: Register::RSP,
                        index: Register::None,
                        scale: 1,
                        disp: 16,
                        size: 0
                    }
                ]
            );
        }
    }
    // rsp or r11 operands are refused.
    let f = func(&[vec![
        Inst::AllocaDyn {
            size: g(11),
            dst: g(0),
            align: 16,
        },
        ret(),
    ]]);
    assert!(emit_x64(&f, &no_alloc(&f, &[], 0), &mut EmitCtx::new()).is_err());
}

#[test]
fn every_callee_saved_register_is_pushed_and_popped_in_order() {
    let all = [RBX, pgpr(12), pgpr(13), pgpr(14), pgpr(15)];
    for mask in 0u32..32 {
        let saved: Vec<_> = all
            .iter()
            .enumerate()
            .filter(|(k, _)| mask >> k & 1 != 0)
            .map(|(_, &p)| p)
            .collect();
        let f = func(&[vec![ret()]]);
        let c = emit(&f, &no_alloc(&f, &saved, 0));
        let ins = code(&c);
        assert_eq!(c.frame_size % 16, 0);
        let pushes: Vec<X> = ins[2..2 + saved.len()]
            .iter()
            .map(|i| decoded_ops(i)[0])
            .collect();
        let want: Vec<X> = saved.iter().map(|p| r(p.hw())).collect();
        assert_eq!(pushes, want);
        let pops: Vec<X> = ins
            .iter()
            .rev()
            .skip(2)
            .take(saved.len())
            .map(|i| decoded_ops(i)[0])
            .collect();
        if !saved.is_empty() {
            assert_eq!(pops, want, "mask {mask}");
        }
    }
}
