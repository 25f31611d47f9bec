//! Whole-function tests of the frame: prologue and epilogue shapes,
//! callee-saved registers, slots, stack probes and dynamic allocas.

use super::func::*;
use super::*;
use crate::{CompiledFunc, UnwindOp};
use iced_x86::Mnemonic as M;
use kiln_targets::x64::regs::{RAX, RBX, gpr as pgpr};
use kiln_targets::x64::*;
use kiln_targets::{RelocKind, StackProbe, SymbolId};

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
        [
            (1, UnwindOp::PushFrameReg),
            (4, UnwindOp::SetFrameReg),
            (ins[3].next_ip() as u32, UnwindOp::FrameRegRestored),
            (ins[4].next_ip() as u32, UnwindOp::EpilogueEnd),
        ]
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
            UnwindOp::FrameRegRestored,
            UnwindOp::EpilogueEnd,
        ]
    );
    // Each prologue unwind offset is the end of its instruction; the
    // epilogue's follow `pop rbp` and `ret`, the last two instructions.
    for (k, &(off, _)) in c.unwind.iter().take(6).enumerate() {
        assert_eq!(off as u64, ins[k].next_ip());
    }
    let n = ins.len();
    assert_eq!(c.unwind[6].0 as u64, ins[n - 2].next_ip());
    assert_eq!(c.unwind[7].0 as u64, ins[n - 1].next_ip());
}

/// A leaf function keeps up to 128 bytes of frame in the red zone below
/// `rsp` (no `sub rsp`, no stack-allocation unwind step); a bigger frame, or
/// any call, allocates as usual.
#[test]
fn leaf_frames_up_to_128_bytes_use_the_red_zone() {
    let leaf = |size: u32, call: bool| {
        let mut body = vec![Inst::Store {
            size: OperandSize::S64,
            src: g(3),
            addr: Amode::Slot {
                slot: StackSlot::from_u32(0),
                disp: 0,
            },
        }];
        if call {
            body.push(Inst::Call {
                target: CallTarget::Direct(SymbolId(4)),
                info: 0,
            });
        }
        body.push(ret());
        let mut f = func(&[body]);
        f.side.calls.push(CallInfo::default());
        f.new_slot(size, 16);
        emit(&f, &no_alloc(&f, &[], 0))
    };
    let has_sub = |c: &CompiledFunc| stack_subs(&code(c)).0;
    let small = leaf(128, false);
    assert_eq!(has_sub(&small), 0);
    assert!(
        !small
            .unwind
            .iter()
            .any(|u| matches!(u.1, UnwindOp::StackAlloc { .. }))
    );
    let store = code(&small)[2];
    assert_eq!(
        decoded_ops(&store)[0],
        X::M {
            base: Register::RBP,
            index: Register::None,
            scale: 1,
            disp: -128,
            size: 8,
        }
    );
    assert_eq!(has_sub(&leaf(144, false)), 144);
    assert_eq!(has_sub(&leaf(16, true)), 16);
}

/// A stack argument aligned to 32 makes the prologue realign `rsp` (the
/// outgoing area) after allocating the frame; 16 needs nothing.
#[test]
fn over_aligned_outgoing_arguments_realign_rsp() {
    for align in [16u32, 32, 64] {
        let mut f = func(&[vec![
            Inst::Call {
                target: CallTarget::Direct(SymbolId(4)),
                info: 0,
            },
            ret(),
        ]]);
        f.side.calls.push(CallInfo::default());
        f.frame.outgoing_args_size = 64;
        f.frame.outgoing_align = align;
        let c = emit(&f, &no_alloc(&f, &[], 0));
        let ins = code(&c);
        let and = ins
            .iter()
            .position(|i| i.mnemonic() == M::And && decoded_ops(i)[0] == r(4));
        if align == 16 {
            assert_eq!(and, None);
        } else {
            let k = and.expect("and rsp, -align");
            assert_eq!(decoded_ops(&ins[k])[1], X::I(-(align as i64) as u64));
            assert_eq!(ins[k - 1].mnemonic(), M::Sub);
            assert_eq!(ins[k + 1].mnemonic(), M::Call);
        }
    }
}

/// A `musttail` call is the epilogue then `jmp` (through the PLT for a
/// symbol, `jmp rax` for a pointer), with the same unwind steps as `ret`.
#[test]
fn tail_calls_jump_after_the_epilogue() {
    for sym in [Some(SymbolId(4)), None] {
        let mut f = func(&[vec![Inst::TailCall { sym, info: 0 }]]);
        f.side.calls.push(CallInfo::default());
        let c = emit(&f, &no_alloc(&f, &[RBX], 0));
        let ins = code(&c);
        let n = ins.len();
        assert_eq!(ins[n - 2].mnemonic(), M::Pop);
        assert_eq!(ins[n - 1].mnemonic(), M::Jmp);
        match sym {
            Some(_) => {
                assert_eq!(c.relocs.len(), 1);
                assert_eq!(c.relocs[0].kind, RelocKind::X86CallPlt4);
                assert_eq!(c.relocs[0].offset as u64, ins[n - 1].ip() + 1);
            }
            None => assert_eq!(decoded_ops(&ins[n - 1]), [r(0)]),
        }
        let last = c.unwind.last().expect("unwind steps");
        assert_eq!(*last, (ins[n - 1].next_ip() as u32, UnwindOp::EpilogueEnd));
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
    let prologue_end = c
        .unwind
        .iter()
        .rfind(|u| matches!(u.1, UnwindOp::StackAlloc { .. }))
        .unwrap();
    assert_eq!(
        prologue_end,
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
