//! Structural tests: small functions lowered to MIR, checked for the
//! selection rules they should trigger.

use kiln_isel::{IselCtx, lower_function, lower_global_data};
use kiln_targets::x64::{AluOp, Amode, Cond, Inst, RegMem, RegMemImm};
use kiln_targets::{DataKind, MachFunc, RelocKind};

fn lower(src: &str, name: &str) -> MachFunc<Inst> {
    let m = kiln_ir::parse_module(src.as_bytes()).expect("parse");
    let gv = m.global_by_name(name.as_bytes()).expect("function");
    let kiln_ir::module::GlobalKind::Func(fid) = m.globals[gv].kind else {
        panic!("not a function")
    };
    let mut ctx = IselCtx::new();
    let mut mf = MachFunc::new();
    lower_function(&m, fid, &mut ctx, &mut mf).expect("lower");
    mf
}

fn count(mf: &MachFunc<Inst>, f: impl Fn(&Inst) -> bool) -> usize {
    mf.insts.iter().filter(|i| f(i)).count()
}

#[test]
fn add_immediate_is_lea_and_entry_starts_with_args() {
    let mf = lower(
        "define i32 @f(i32 %a) {\n  %b = add i32 %a, 5\n  ret i32 %b\n}\n",
        "f",
    );
    assert!(matches!(mf.insts[0], Inst::Args { .. }), "{:?}", mf.insts);
    assert_eq!(
        count(&mf, |i| matches!(
            i,
            Inst::Lea {
                addr: Amode::Base { disp: 5, .. },
                ..
            }
        )),
        1,
        "{:?}",
        mf.insts
    );
    assert!(matches!(mf.insts.last(), Some(Inst::Ret { .. })));
    assert_eq!(
        mf.side.fixed(match mf.insts[0] {
            Inst::Args { args } => args,
            _ => unreachable!(),
        })[0]
            .1,
        kiln_targets::x64::regs::RDI
    );
}

#[test]
fn single_use_load_folds_into_alu_and_gep_into_amode() {
    let mf = lower(
        "define i64 @f(ptr %p, i64 %x) {\n  %q = getelementptr inbounds i64, ptr %p, i64 3\n  %v = load i64, ptr %q\n  %s = xor i64 %x, %v\n  ret i64 %s\n}\n",
        "f",
    );
    assert_eq!(
        count(&mf, |i| matches!(
            i,
            Inst::Alu {
                op: AluOp::Xor,
                src2: RegMemImm::Mem(Amode::Base { disp: 24, .. }),
                ..
            }
        )),
        1,
        "{:?}",
        mf.insts
    );
    assert_eq!(count(&mf, |i| matches!(i, Inst::Load { .. })), 0);
}

#[test]
fn compare_and_branch_fuse_and_phis_become_block_params() {
    let src = "define i32 @f(i32 %a, i32 %b) {
entry:
  %c = icmp slt i32 %a, %b
  br i1 %c, label %t, label %j
t:
  br label %j
j:
  %r = phi i32 [ 1, %entry ], [ 2, %t ]
  ret i32 %r
}
";
    let mf = lower(src, "f");
    assert_eq!(
        count(&mf, |i| matches!(i, Inst::Cmp { .. })),
        1,
        "{:?}",
        mf.insts
    );
    assert_eq!(
        count(&mf, |i| matches!(i, Inst::Jcc { cc: Cond::L, .. })),
        1
    );
    assert_eq!(count(&mf, |i| matches!(i, Inst::Setcc { .. })), 0);
    // %j has one parameter; entry→j is critical (entry has two successors,
    // j two predecessors), so it is split: 3 IR blocks + 1 split block.
    assert_eq!(mf.blocks.len(), 4);
    let j = kiln_targets::MBlock::from_u32(2);
    assert_eq!(mf.params(j).len(), 1);
    for b in mf.blocks.keys() {
        for (k, &s) in mf.succs(b).iter().enumerate() {
            if s == j {
                assert_eq!(mf.edge_args(b, k).len(), 1);
            }
        }
    }
}

#[test]
fn dense_switch_uses_a_jump_table() {
    let src = "define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b
                            i32 2, label %a
                            i32 3, label %b ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 3
}
";
    let mf = lower(src, "f");
    assert_eq!(
        count(&mf, |i| matches!(i, Inst::JmpTable { .. })),
        1,
        "{:?}",
        mf.insts
    );
    assert_eq!(mf.side.jump_tables[0].len(), 4);
}

/// Computed goto: an `indirectbr` over six handlers spread far apart in the
/// layout is one indirect jump (no table, no compare): the block addresses
/// are the handlers' code. Each handler has no other predecessor, so it is
/// its own address block; a handler also reached by a plain branch gets an
/// address block of its own that jumps to it.
#[test]
fn indirectbr_is_one_indirect_jump_to_address_blocks() {
    let n = 6;
    let addrs: Vec<String> = (0..n)
        .map(|h| format!("ptr blockaddress(@f, %h{h})"))
        .collect();
    let labels: Vec<String> = (0..n).map(|h| format!("label %h{h}")).collect();
    for shared in [false, true] {
        let mut src = format!(
            "@tab = constant [{n} x ptr] [{}]\n\
             define i32 @f(i64 %i) {{\nentry:\n  %c = icmp eq i64 %i, 99\n  \
             br i1 %c, label %{}, label %go\ngo:\n  \
             %p = getelementptr [{n} x ptr], ptr @tab, i64 0, i64 %i\n  %a = load ptr, ptr %p\n  \
             indirectbr ptr %a, [{}]\nnone:\n  ret i32 -1\n",
            addrs.join(", "),
            if shared { "h3" } else { "none" },
            labels.join(", ")
        );
        for h in 0..n {
            src.push_str(&format!("h{h}:\n  br label %f{h}_0\n"));
            for k in 0..10 {
                src.push_str(&format!("f{h}_{k}:\n  br label %f{h}_{}\n", k + 1));
            }
            src.push_str(&format!("f{h}_10:\n  ret i32 {h}\n"));
        }
        src.push_str("}\n");
        let m = kiln_ir::parse_module(src.as_bytes()).expect("parse");
        let gv = m.global_by_name(b"f").expect("function");
        let kiln_ir::module::GlobalKind::Func(fid) = m.globals[gv].kind else {
            panic!("not a function")
        };
        let mut ctx = IselCtx::new();
        let mut mf = MachFunc::new();
        lower_function(&m, fid, &mut ctx, &mut mf).expect("lower");
        // The table entry is loaded by the jump itself: `jmp *(t, i, 8)`.
        assert_eq!(
            count(&mf, |i| matches!(
                i,
                Inst::JmpInd {
                    target: RegMem::Mem(_)
                }
            )),
            1
        );
        assert_eq!(count(&mf, |i| matches!(i, Inst::JmpTable { .. })), 0);
        assert_eq!(
            count(&mf, |i| matches!(i, Inst::Cmp { .. })),
            1,
            "the i == 99 test"
        );
        let blocks = ctx.address_blocks();
        assert_eq!(blocks.len(), n);
        let f = m.functions[fid].body.as_ref().unwrap();
        for (h, &(_, mb)) in blocks.iter().enumerate() {
            let handler = f
                .layout
                .iter()
                .position(|&b| {
                    f.blocks[b]
                        .name
                        .expand()
                        .map(|s| m.symbols.get_str(s).into_owned())
                        == Some(format!("h{h}"))
                })
                .unwrap();
            if shared && h == 3 {
                // Its own block: one jump to the handler.
                assert!(mb.as_u32() as usize >= f.layout.len(), "{mb:?}");
                let d = &mf.blocks[mb];
                assert_eq!(d.insts.len(), 1);
                assert_eq!(
                    mf.succs(mb),
                    [kiln_targets::MBlock::from_u32(handler as u32)]
                );
            } else {
                assert_eq!(mb.as_u32() as usize, handler, "h{h}");
            }
        }
    }
}

/// One compare feeding two selects (a binary-search step): each `cmov`
/// gets its own `cmp` — no `setcc`/`test` — and the loaded operand stays a
/// register load instead of being folded into one of the compares.
#[test]
fn compare_used_by_two_selects_is_recomputed_for_each() {
    let src = "define i64 @f(ptr %p, i32 %k, i64 %lo, i64 %hi) {
entry:
  %v = load i32, ptr %p
  %c = icmp sgt i32 %v, %k
  %a = select i1 %c, i64 %lo, i64 %hi
  %b = select i1 %c, i64 %hi, i64 %lo
  %s = sub i64 %a, %b
  ret i64 %s
}
";
    let mf = lower(src, "f");
    assert_eq!(count(&mf, |i| matches!(i, Inst::Setcc { .. })), 0);
    assert_eq!(count(&mf, |i| matches!(i, Inst::Test { .. })), 0);
    assert_eq!(count(&mf, |i| matches!(i, Inst::Cmp { .. })), 2);
    assert_eq!(count(&mf, |i| matches!(i, Inst::Cmov { .. })), 2);
    assert_eq!(count(&mf, |i| matches!(i, Inst::Load { .. })), 1);
}

#[test]
fn calls_use_fixed_registers_and_variadic_calls_set_al() {
    let src = "declare i32 @printf(ptr, ...)
@s = private constant [4 x i8] c\"%d\\0A\\00\"
define i32 @f(i32 %x) {
  %r = call i32 (ptr, ...) @printf(ptr @s, i32 %x, double 1.0)
  ret i32 %r
}
";
    let mf = lower(src, "f");
    let info = mf
        .insts
        .iter()
        .find_map(|i| match i {
            Inst::Call { info, .. } => Some(*info),
            _ => None,
        })
        .expect("call");
    let ci = &mf.side.calls[info as usize];
    let uses: Vec<_> = mf.side.fixed(ci.uses).iter().map(|p| p.1).collect();
    use kiln_targets::x64::regs::*;
    assert!(uses.contains(&RDI) && uses.contains(&RSI) && uses.contains(&xmm(0)));
    assert!(uses.contains(&RAX), "al carries the XMM count");
    assert_eq!(mf.side.fixed(ci.defs)[0].1, RAX);
}

#[test]
fn i128_add_uses_adc() {
    let mf = lower(
        "define i128 @f(i128 %a, i128 %b) {\n  %c = add i128 %a, %b\n  ret i128 %c\n}\n",
        "f",
    );
    assert_eq!(
        count(&mf, |i| matches!(i, Inst::Alu { op: AluOp::Adc, .. })),
        1
    );
    assert_eq!(
        count(&mf, |i| matches!(i, Inst::Alu { op: AluOp::Add, .. })),
        1
    );
}

#[test]
fn unsupported_intrinsic_names_it() {
    let src = "declare i32 @llvm.frobnicate.i32(i32)
define i32 @f(i32 %x) {
  %r = call i32 @llvm.frobnicate.i32(i32 %x)
  ret i32 %r
}
";
    let m = kiln_ir::parse_module(src.as_bytes()).expect("parse");
    let gv = m.global_by_name(b"f").unwrap();
    let kiln_ir::module::GlobalKind::Func(fid) = m.globals[gv].kind else {
        panic!()
    };
    let e = lower_function(&m, fid, &mut IselCtx::new(), &mut MachFunc::new()).unwrap_err();
    assert!(e.message.contains("llvm.frobnicate.i32"), "{e}");
    assert!(e.offset.is_some_and(|o| o > 0));
}

#[test]
fn global_data_layout_with_padding_and_relocations() {
    let src = "@x = global i32 7
@g = global { i8, i32, ptr, [2 x i16] } { i8 1, i32 2, ptr getelementptr (i8, ptr @x, i64 4), [2 x i16] [i16 3, i16 -1] }
@z = global [16 x i8] zeroinitializer
@c = constant i24 5
";
    let m = kiln_ir::parse_module(src.as_bytes()).expect("parse");
    let g = lower_global_data(
        &m,
        &mut Default::default(),
        &Default::default(),
        m.global_by_name(b"g").unwrap(),
    )
    .unwrap()
    .unwrap();
    assert_eq!(g.size, 24);
    assert_eq!(g.align, 8);
    assert_eq!(&g.bytes[..8], &[1, 0, 0, 0, 2, 0, 0, 0]);
    assert_eq!(&g.bytes[16..20], &[3, 0, 0xff, 0xff]);
    assert_eq!(g.relocs.len(), 1);
    assert_eq!(g.relocs[0].offset, 8);
    assert_eq!(g.relocs[0].kind, RelocKind::Abs8);
    assert_eq!(g.relocs[0].addend, 4);
    let z = lower_global_data(
        &m,
        &mut Default::default(),
        &Default::default(),
        m.global_by_name(b"z").unwrap(),
    )
    .unwrap()
    .unwrap();
    assert_eq!(z.kind, DataKind::Zero);
    let c = lower_global_data(
        &m,
        &mut Default::default(),
        &Default::default(),
        m.global_by_name(b"c").unwrap(),
    )
    .unwrap()
    .unwrap();
    assert_eq!(c.kind, DataKind::ReadOnly);
    assert_eq!(c.size, 4);
    assert_eq!(&c.bytes[..3], &[5, 0, 0]);
}

/// A constant-offset GEP used by several loads and stores (here a
/// read-modify-write of `p->f` in another block, and a GEP built on it) is
/// not computed: every access reaches `%p + disp` itself, and a variable
/// GEP under it still folds into the single access that uses it.
#[test]
fn constant_offset_gep_folds_into_every_access() {
    let mf = lower(
        "define void @f(ptr %p, i64 %i) {
entry:
  %q = getelementptr inbounds i8, ptr %p, i64 24
  br label %next
next:
  %v = load i64, ptr %q
  %w = add i64 %v, 1
  store i64 %w, ptr %q
  %r = getelementptr inbounds i8, ptr %q, i64 8
  store i32 7, ptr %r
  %a = getelementptr inbounds i32, ptr %p, i64 %i
  %b = getelementptr inbounds i8, ptr %a, i64 4
  store i32 9, ptr %b
  ret void
}
",
        "f",
    );
    let leas = count(
        &mf,
        |i| matches!(i, Inst::Lea { addr, .. } if !matches!(addr, Amode::Base { disp: 1, .. })),
    );
    assert_eq!(leas, 0, "{:?}", mf.insts);
    let at = |d: i32| {
        count(&mf, |i| match i {
            Inst::Load { addr, .. } | Inst::Store { addr, .. } | Inst::StoreImm { addr, .. } => {
                matches!(*addr, Amode::Base { disp, .. } if disp == d)
            }
            _ => false,
        })
    };
    assert_eq!((at(24), at(32)), (2, 1), "{:?}", mf.insts);
    assert_eq!(
        count(&mf, |i| matches!(
            i,
            Inst::StoreImm {
                imm: 9,
                addr: Amode::BaseIndex {
                    shift: 2,
                    disp: 4,
                    ..
                },
                ..
            }
        )),
        1,
        "{:?}",
        mf.insts
    );
}

/// A constant a phi receives over a critical edge is materialised in the
/// block splitting that edge, not before the branch: the path that does
/// not take the edge does not pay for it.
#[test]
fn phi_constants_on_split_edges_live_in_the_split_block() {
    let mf = lower(
        "define i32 @f(i32 %a, i32 %b) {
entry:
  %c = icmp slt i32 %a, %b
  br i1 %c, label %out, label %mid
mid:
  %d = icmp eq i32 %a, 0
  br i1 %d, label %out, label %loop
loop:
  br label %loop
out:
  %r = phi i32 [ 12345, %entry ], [ 777, %mid ]
  ret i32 %r
}
",
        "f",
    );
    let imm_block = |k: i64| {
        let at = mf
            .insts
            .iter()
            .position(|i| matches!(i, Inst::MovImm { imm, .. } if *imm == k))
            .expect("constant materialised");
        mf.blocks
            .iter()
            .find(|(_, d)| d.insts.contains(&(at as u32)))
            .map(|(b, _)| b)
            .expect("block")
    };
    for k in [12345, 777] {
        let b = imm_block(k);
        assert!(b.as_u32() >= 4, "{k} in {b:?}: {:?}", mf.insts);
        assert_eq!(mf.succs(b).len(), 1);
    }
}

/// A branch on `a && b` (clang's `select i1 %a, i1 %b, i1 false`) or on
/// `a || b` is two compare-and-branches: no `setcc`, `cmov` or `test`.
#[test]
fn branch_on_logical_and_or_is_two_branches() {
    for logic in [
        "select i1 %c, i1 %d, i1 false",
        "select i1 %c, i1 true, i1 %d",
        "and i1 %c, %d",
        "or i1 %c, %d",
    ] {
        let src = format!(
            "define i32 @f(i32 %a, i32 %b) {{
entry:
  %c = icmp slt i32 %a, %b
  %d = icmp ne i32 %a, 7
  %x = {logic}
  br i1 %x, label %yes, label %no
yes:
  br label %no
no:
  %r = phi i32 [ 1, %yes ], [ 2, %entry ]
  ret i32 %r
}}
"
        );
        let mf = lower(&src, "f");
        let jccs: Vec<Cond> = mf
            .insts
            .iter()
            .filter_map(|i| match i {
                Inst::Jcc { cc, .. } => Some(*cc),
                _ => None,
            })
            .collect();
        assert_eq!(jccs, [Cond::L, Cond::NE], "{logic}: {:?}", mf.insts);
        assert_eq!(
            count(&mf, |i| matches!(
                i,
                Inst::Setcc { .. } | Inst::Cmov { .. } | Inst::Test { .. }
            )),
            0,
            "{logic}: {:?}",
            mf.insts
        );
    }
}

/// `cttz`/`ctlz` whose result for zero is poison (`i1 true`) are a bare
/// `bsf` / `bsr` + `xor`: no `cmov` of the zero case.
#[test]
fn count_zeros_poison_on_zero_needs_no_cmov() {
    for (f, poison, cmovs) in [
        ("cttz", "true", 0),
        ("cttz", "false", 1),
        ("ctlz", "true", 0),
        ("ctlz", "false", 1),
    ] {
        let src = format!(
            "declare i64 @llvm.{f}.i64(i64, i1)
define i64 @f(i64 %x) {{
  %r = call i64 @llvm.{f}.i64(i64 %x, i1 {poison})
  ret i64 %r
}}
"
        );
        let mf = lower(&src, "f");
        assert_eq!(
            count(&mf, |i| matches!(i, Inst::Cmov { .. })),
            cmovs,
            "{f} {poison}: {:?}",
            mf.insts
        );
    }
}

/// A jump table whose cases start above zero rebases the index with one
/// `lea -min(%x)`, not a materialised constant and a `sub`.
#[test]
fn jump_table_index_is_rebased_by_lea() {
    let src = "define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 10, label %a
                            i32 11, label %b
                            i32 12, label %a
                            i32 13, label %b ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 3
}
";
    let mf = lower(src, "f");
    assert_eq!(
        count(&mf, |i| matches!(
            i,
            Inst::Lea {
                addr: Amode::Base { disp: -10, .. },
                ..
            }
        )),
        1,
        "{:?}",
        mf.insts
    );
    assert_eq!(
        count(&mf, |i| matches!(i, Inst::MovImm { imm: 10, .. })),
        0,
        "{:?}",
        mf.insts
    );
}

/// `zext` of a loaded `i8` that is used more than once (so not loaded as
/// `movzbl` straight into the wider value) is a copy: the load cleared the
/// upper bits already.
#[test]
fn zext_of_a_load_is_a_copy() {
    let mf = lower(
        "define i64 @f(ptr %p) {
  %v = load i8, ptr %p
  %a = zext i8 %v to i64
  %b = zext i8 %v to i32
  %c = sext i32 %b to i64
  %s = add i64 %a, %c
  ret i64 %s
}
",
        "f",
    );
    assert_eq!(
        count(&mf, |i| matches!(
            i,
            Inst::MovExtRR {
                ext: kiln_targets::x64::ExtMode::ZeroExt8,
                ..
            }
        )),
        0,
        "{:?}",
        mf.insts
    );
}

/// A compare whose `i1` is branched on only in later blocks is recomputed
/// by each branch (`cmp; jcc`), never turned into a `setcc` + `test`.
#[test]
fn compare_branched_on_in_other_blocks_is_recomputed() {
    let mf = lower(
        "define i32 @f(i32 %a, i32 %b, i32 %x) {
entry:
  %c = icmp ugt i32 %a, %b
  %y = icmp eq i32 %x, 0
  br i1 %y, label %one, label %two
one:
  br i1 %c, label %r1, label %r2
two:
  br i1 %c, label %r2, label %r1
r1:
  ret i32 1
r2:
  ret i32 2
}
",
        "f",
    );
    assert_eq!(
        count(&mf, |i| matches!(
            i,
            Inst::Setcc { .. }
                | Inst::Test {
                    rhs: RegMemImm::Imm(_),
                    ..
                }
        )),
        0,
        "{:?}",
        mf.insts
    );
    assert_eq!(
        count(&mf, |i| matches!(i, Inst::Jcc { cc: Cond::A, .. })),
        2,
        "{:?}",
        mf.insts
    );
}

/// A switch on a loaded `i8` (an interpreter's opcode) uses the loaded
/// register as it is: `movzbl` cleared the upper bits.
#[test]
fn switch_on_a_loaded_byte_does_not_extend_it_again() {
    let mf = lower(
        "define i32 @f(ptr %p) {
entry:
  %op = load i8, ptr %p
  switch i8 %op, label %d [ i8 0, label %a
                            i8 1, label %b
                            i8 2, label %a
                            i8 3, label %b ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 3
}
",
        "f",
    );
    assert_eq!(
        count(&mf, |i| matches!(i, Inst::MovExtRR { .. })),
        0,
        "{:?}",
        mf.insts
    );
}

/// `base[(x >> 7) & 255]` over 16-byte elements: the scaling folds into
/// the shift and the mask (`shr $3; and $0xff0`), no `imul` or `shl`.
#[test]
fn scaled_bit_field_index_folds_into_shift_and_mask() {
    let mf = lower(
        "define i64 @f(ptr %base, i32 %x) {
  %s = lshr i32 %x, 7
  %m = and i32 %s, 255
  %z = zext nneg i32 %m to i64
  %p = getelementptr inbounds { i64, i64 }, ptr %base, i64 %z
  %v = load i64, ptr %p
  ret i64 %v
}
",
        "f",
    );
    assert_eq!(
        count(&mf, |i| matches!(
            i,
            Inst::ShiftImm { amount: 3, .. }
                | Inst::Alu {
                    op: AluOp::And,
                    src2: RegMemImm::Imm(0xff0),
                    ..
                }
        )),
        2,
        "{:?}",
        mf.insts
    );
    assert_eq!(
        count(&mf, |i| matches!(
            i,
            Inst::Imul { .. } | Inst::ImulImm { .. }
        )),
        0,
        "{:?}",
        mf.insts
    );
}

/// A GEP with a variable index scaled by 1, 2, 4 or 8 whose uses are all
/// addresses in its block is folded into each access (`base + index * 4`),
/// with no `lea`; used in another block, it is computed once.
#[test]
fn variable_index_gep_folds_into_every_access_of_its_block() {
    let same = "define void @f(ptr %p, i64 %i) {\n  \
                %a = getelementptr i32, ptr %p, i64 %i\n  \
                %x = load i32, ptr %a\n  %y = xor i32 %x, 5\n  \
                store i32 %y, ptr %a\n  ret void\n}\n";
    let mf = lower(same, "f");
    assert_eq!(
        count(&mf, |i| matches!(i, Inst::Lea { .. })),
        0,
        "{:?}",
        mf.insts
    );
    let scaled = |i: &Inst| {
        let a = match i {
            Inst::Load { addr, .. } | Inst::Store { addr, .. } => addr,
            _ => return false,
        };
        matches!(
            a,
            Amode::BaseIndex {
                shift: 2,
                disp: 0,
                ..
            }
        )
    };
    assert_eq!(count(&mf, scaled), 2, "{:?}", mf.insts);
    let other = "define void @f(ptr %p, i64 %i, i1 %c) {\n  \
                 %a = getelementptr i32, ptr %p, i64 %i\n  \
                 %x = load i32, ptr %a\n  br i1 %c, label %t, label %e\n\
                 t:\n  store i32 %x, ptr %a\n  br label %e\ne:\n  ret void\n}\n";
    let mf = lower(other, "f");
    assert_eq!(
        count(&mf, |i| matches!(i, Inst::Lea { .. })),
        1,
        "{:?}",
        mf.insts
    );
}

/// An `indirectbr` target loaded by an instruction that cannot sink into
/// the jump (its value is also stored) stays in a register.
#[test]
fn an_indirect_target_with_other_uses_is_jumped_to_through_a_register() {
    let mf = lower(
        "@keep = global ptr null\n\
         define i32 @f(ptr %t, i64 %i) {\n\
         entry:\n  %p = getelementptr ptr, ptr %t, i64 %i\n  %a = load ptr, ptr %p\n  \
         store ptr %a, ptr @keep\n  indirectbr ptr %a, [label %x]\n\
         x:\n  ret i32 0\n}\n",
        "f",
    );
    assert_eq!(
        count(&mf, |i| matches!(
            i,
            Inst::JmpInd {
                target: RegMem::Reg(_)
            }
        )),
        1
    );
}

/// A loaded value compared with a constant is compared in memory
/// (`cmp $k, mem`), and a masked zero test is a `test` of the mask, in
/// memory when the masked value is a load; a load with another use stays a
/// load.
#[test]
fn compares_with_constants_read_memory_directly() {
    let is_cmp_mem = |i: &Inst| matches!(i, Inst::CmpMemImm { imm: 3, .. });
    let is_test_mem = |i: &Inst| matches!(i, Inst::TestMemImm { imm: 8, .. });
    let is_test_imm = |i: &Inst| {
        matches!(
            i,
            Inst::Test {
                rhs: RegMemImm::Imm(8),
                ..
            }
        )
    };
    let src = |body: &str| {
        format!(
            "define i32 @f(ptr %p, i32 %x) {{\nentry:\n{body}  br i1 %c, label %a, label %b\n\
             a:\n  ret i32 1\nb:\n  ret i32 0\n}}\n"
        )
    };
    let tag = lower(
        &src("  %t = load i8, ptr %p\n  %c = icmp eq i8 %t, 3\n"),
        "f",
    );
    assert_eq!(count(&tag, is_cmp_mem), 1);
    assert_eq!(count(&tag, |i| matches!(i, Inst::Load { .. })), 0);
    let bit = lower(
        &src("  %v = load i32, ptr %p\n  %m = and i32 %v, 8\n  %c = icmp ne i32 %m, 0\n"),
        "f",
    );
    assert_eq!(count(&bit, is_test_mem), 1);
    assert_eq!(count(&bit, |i| matches!(i, Inst::Alu { .. })), 0);
    let reg = lower(
        &src("  %m = and i32 %x, 8\n  %c = icmp eq i32 %m, 0\n"),
        "f",
    );
    assert_eq!(count(&reg, is_test_imm), 1);
    assert_eq!(count(&reg, |i| matches!(i, Inst::Alu { .. })), 0);
    let twice = lower(
        &src("  %t = load i8, ptr %p\n  store i8 %t, ptr %p\n  %c = icmp eq i8 %t, 3\n"),
        "f",
    );
    assert_eq!(count(&twice, is_cmp_mem), 0);
}
