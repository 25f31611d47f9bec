//! Tests of the verifier on functions built through the IR API.

use super::*;
use crate::constants::{ConstData, IntValue};
use crate::function::{BlockData, CallData, CallKind, SwitchData, ValueData};
use crate::instructions::{BinaryOp, CastOp, FastMath, InstFlags, Ordering, RmwOp, TailKind};
use crate::module::{FuncData, FuncId, GlobalKind, GlobalValueData, Linkage};
use cranelift_entity::EntityRef;
use cranelift_entity::packed_option::PackedOption;

/// Builds one function `@f` instruction by instruction. Blocks are created
/// first (so branches can refer forward), then filled in layout order.
struct Tb {
    m: Module,
    f: Function,
    ret: Type,
    params: Vec<Type>,
    cur: Option<Block>,
    personality: bool,
}

impl Tb {
    fn new(
        ret: impl FnOnce(&mut crate::types::TypeTable) -> Type,
        params: &[fn(&crate::types::TypeTable) -> Type],
    ) -> Tb {
        let mut m = Module::default();
        let ret = ret(&mut m.types);
        let params: Vec<Type> = params.iter().map(|p| p(&m.types)).collect();
        let mut f = Function::default();
        for (i, &t) in params.iter().enumerate() {
            let v = f.values.push(ValueData {
                ty: t,
                def: ValueDef::Param(i as u32),
            });
            f.params.push(v);
        }
        Tb {
            m,
            f,
            ret,
            params,
            cur: None,
            personality: false,
        }
    }

    fn i32(&self) -> Type {
        self.m.types.common.i32
    }

    fn param(&self, i: usize) -> Value {
        self.f.params[i]
    }

    /// A new block; `name` "" leaves it unnamed.
    fn block(&mut self, name: &str) -> Block {
        let name = if name.is_empty() {
            PackedOption::default()
        } else {
            self.m.symbols.intern(name.as_bytes()).into()
        };
        let b = self.f.blocks.push(BlockData {
            name,
            first: 0,
            end: 0,
        });
        self.f.layout.push(b);
        self.f.block_offsets[b] = 10_000 + b.index() as u32;
        b
    }

    /// Starts filling `b`.
    fn at(&mut self, b: Block) {
        let n = self.f.insts.len() as u32;
        self.f.blocks[b].first = n;
        self.f.blocks[b].end = n;
        self.cur = Some(b);
    }

    /// Appends an instruction; `ty` is its result type (none for void).
    /// The instruction's offset is `100 * (index + 1)`.
    fn ins(&mut self, data: InstData, ty: Option<Type>) -> (Inst, Option<Value>) {
        let inst = self.f.insts.push(data);
        self.f.inst_offsets[inst] = 100 * (inst.index() as u32 + 1);
        let b = self.cur.expect("call at() first");
        self.f.blocks[b].end = inst.as_u32() + 1;
        let v = ty.map(|ty| {
            let v = self.f.values.push(ValueData {
                ty,
                def: ValueDef::Inst(inst),
            });
            self.f.inst_results[inst] = v.into();
            v
        });
        (inst, v)
    }

    fn val(&mut self, data: InstData, ty: Type) -> Value {
        self.ins(data, Some(ty)).1.unwrap()
    }

    fn name(&mut self, v: Value, name: &str) {
        let s = self.m.symbols.intern(name.as_bytes());
        self.f.value_names[v] = s.into();
    }

    fn konst(&mut self, c: ConstData) -> Value {
        let ty = match &c {
            ConstData::Int { ty, .. } => *ty,
            ConstData::Undef(t)
            | ConstData::Poison(t)
            | ConstData::Zero(t)
            | ConstData::Null(t) => *t,
            _ => self.m.types.common.token,
        };
        let c = self.m.consts.intern(c);
        self.f.values.push(ValueData {
            ty,
            def: ValueDef::Const(c),
        })
    }

    fn int(&mut self, ty: Type, x: u128) -> Value {
        self.konst(ConstData::Int {
            ty,
            val: IntValue::Small(x),
        })
    }

    fn c32(&mut self, x: u128) -> Value {
        let t = self.i32();
        self.int(t, x)
    }

    fn add(&mut self, a: Value, b: Value) -> Value {
        let t = self.f.values[a].ty;
        self.val(
            InstData::Binary {
                op: BinaryOp::Add,
                flags: InstFlags::default(),
                fmf: FastMath::default(),
                args: [a, b],
            },
            t,
        )
    }

    fn br(&mut self, dest: Block) -> Inst {
        self.ins(InstData::Br { dest }, None).0
    }

    fn condbr(&mut self, cond: Value, t: Block, e: Block) -> Inst {
        self.ins(
            InstData::CondBr {
                cond,
                dests: [t, e],
            },
            None,
        )
        .0
    }

    fn ret(&mut self, v: Option<Value>) -> Inst {
        self.ins(InstData::Ret { arg: v.into() }, None).0
    }

    fn phi(&mut self, ty: Type, incoming: &[(Value, Block)]) -> (Inst, Value) {
        let args = crate::function::ValueList::from_slice(
            &incoming.iter().map(|x| x.0).collect::<Vec<_>>(),
            &mut self.f.value_pool,
        );
        let blocks = crate::function::BlockList::from_slice(
            &incoming.iter().map(|x| x.1).collect::<Vec<_>>(),
            &mut self.f.block_pool,
        );
        let (i, v) = self.ins(
            InstData::Phi {
                fmf: FastMath::default(),
                args,
                blocks,
            },
            Some(ty),
        );
        (i, v.unwrap())
    }

    /// A declared function `@name` of type `fn_ty`; returns its address.
    fn declare(&mut self, name: &str, fn_ty: Type) -> Value {
        let gv = self.add_global(name, fn_ty, None);
        let ptr = self.m.types.common.ptr;
        self.konst_global(gv, ptr)
    }

    fn konst_global(&mut self, gv: GlobalValue, ptr: Type) -> Value {
        let c = self.m.consts.intern(ConstData::Global { ty: ptr, gv });
        self.f.values.push(ValueData {
            ty: ptr,
            def: ValueDef::Const(c),
        })
    }

    fn add_global(&mut self, name: &str, fn_ty: Type, body: Option<Function>) -> GlobalValue {
        let sym = self.m.symbols.intern(name.as_bytes());
        let fid = self.m.functions.push(FuncData {
            body,
            personality: self.personality.then(|| {
                self.m
                    .consts
                    .intern(ConstData::Null(self.m.types.common.ptr))
            }),
            ..FuncData::default()
        });
        let gv = self.m.globals.push(GlobalValueData {
            name: Some(sym),
            linkage: Linkage::External,
            visibility: Default::default(),
            dll_storage: Default::default(),
            thread_local: Default::default(),
            unnamed_addr: Default::default(),
            dso_local: false,
            addrspace: 0,
            value_type: fn_ty,
            section: None,
            partition: None,
            comdat: None,
            align: crate::instructions::Align::NONE,
            attachments: Vec::new(),
            offset: 1 + self.m.globals.len() as u32,
            kind: GlobalKind::Func(fid),
        });
        self.m.functions[fid].gv = Some(gv);
        self.m.global_names.insert(sym, gv);
        gv
    }

    fn call(
        &mut self,
        kind: CallKind,
        fn_ty: Type,
        callee: Value,
        args: &[Value],
    ) -> (Inst, Option<Value>) {
        let args = crate::function::ValueList::from_slice(args, &mut self.f.value_pool);
        let is_call = matches!(kind, CallKind::Call);
        let is_invoke = matches!(kind, CallKind::Invoke { .. });
        let call = self.f.calls.push(CallData {
            kind,
            tail: TailKind::None,
            fmf: FastMath::default(),
            cc: Default::default(),
            fn_ty,
            callee,
            args,
            attrs: Default::default(),
            addrspace: None,
            bundles: Box::new([]),
        });
        let ret = self.m.types.function(fn_ty).map(|f| f.0).unwrap();
        let ty = (ret != self.m.types.common.void).then_some(ret);
        let data = if is_call {
            InstData::Call { call }
        } else if is_invoke {
            InstData::Invoke { call }
        } else {
            InstData::CallBr { call }
        };
        self.ins(data, ty)
    }

    fn finish(mut self) -> Module {
        let fn_ty = self.m.types.intern(TypeData::Function {
            ret: self.ret,
            params: self.params.clone().into(),
            vararg: false,
        });
        let f = std::mem::take(&mut self.f);
        self.add_global("f", fn_ty, Some(f));
        self.m
    }
}

/// Verifies and returns `(offset, message)` pairs.
fn errs(m: &Module) -> Vec<(u32, String)> {
    match verify_module(m) {
        Ok(()) => Vec::new(),
        Err(d) => d.into_iter().map(|d| (d.offset, d.message)).collect(),
    }
}

fn one_err(m: &Module) -> (u32, String) {
    let e = errs(m);
    assert_eq!(e.len(), 1, "expected one diagnostic, got {e:#?}");
    e.into_iter().next().unwrap()
}

fn off(inst: Inst) -> u32 {
    100 * (inst.index() as u32 + 1)
}

fn i32_ty(t: &crate::types::TypeTable) -> Type {
    t.common.i32
}

fn i1_ty(t: &crate::types::TypeTable) -> Type {
    t.common.i1
}

fn i64_ty(t: &crate::types::TypeTable) -> Type {
    t.common.i64
}

#[test]
fn straight_line_function_is_clean() {
    let mut b = Tb::new(|t| t.common.i32, &[i32_ty]);
    let e = b.block("");
    b.at(e);
    let p = b.param(0);
    let one = b.c32(1);
    let x = b.add(p, one);
    let y = b.add(x, x);
    b.ret(Some(y));
    assert_eq!(errs(&b.finish()), vec![]);
}

#[test]
fn binary_operand_types_must_match() {
    let mut b = Tb::new(|t| t.common.i32, &[i32_ty, i64_ty]);
    let e = b.block("");
    b.at(e);
    let (p, q) = (b.param(0), b.param(1));
    let i32t = b.i32();
    let (add, _) = b.ins(
        InstData::Binary {
            op: BinaryOp::Add,
            flags: InstFlags::default(),
            fmf: FastMath::default(),
            args: [p, q],
        },
        Some(i32t),
    );
    let r = b.f.inst_result(add);
    b.ret(r);
    // Unnamed: params %0 %1, entry block %2, add result %3.
    assert_eq!(
        one_err(&b.finish()),
        (
            off(add),
            "in function '@f', block '%2': 'add' operands have different types ('i32' and 'i64')"
                .to_string()
        )
    );
}

#[test]
fn use_before_def_in_block_is_reported() {
    let mut b = Tb::new(|t| t.common.i32, &[i32_ty]);
    let e = b.block("entry");
    b.at(e);
    let p = b.param(0);
    b.name(p, "p");
    // %a = add %b, %p ; %b = add %p, %p  (the first uses the second)
    let i32t = b.i32();
    let (first, a) = b.ins(
        InstData::Binary {
            op: BinaryOp::Add,
            flags: InstFlags::default(),
            fmf: FastMath::default(),
            args: [p, p],
        },
        Some(i32t),
    );
    let bv = b.add(p, p);
    b.name(bv, "b");
    if let InstData::Binary { args, .. } = &mut b.f.insts[first] {
        args[0] = bv;
    }
    b.ret(a);
    assert_eq!(
        one_err(&b.finish()),
        (
            off(first),
            "in function '@f', block '%entry': 'add' uses '%b', whose definition (in block '%entry') does not dominate this use"
                .to_string()
        )
    );
}

/// entry: br i1 %c, %then, %else; then: %x = add; br %join;
/// else: br %join; join: phi ... ; ret
fn diamond(use_x_in_join: bool) -> (Module, Inst) {
    let mut b = Tb::new(|t| t.common.i32, &[i1_ty, i32_ty]);
    let (entry, then, els, join) = (
        b.block("entry"),
        b.block("then"),
        b.block("else"),
        b.block("join"),
    );
    b.at(entry);
    let (c, p) = (b.param(0), b.param(1));
    b.condbr(c, then, els);
    b.at(then);
    let x = b.add(p, p);
    b.name(x, "x");
    b.br(join);
    b.at(els);
    b.br(join);
    b.at(join);
    let i32t = b.i32();
    let (phi, pv) = b.phi(i32t, &[(x, then), (p, els)]);
    let _ = phi;
    let r = if use_x_in_join {
        b.add(x, pv)
    } else {
        b.add(pv, pv)
    };
    b.ret(Some(r));
    let user = Inst::from_u32(b.f.insts.len() as u32 - 2);
    (b.finish(), user)
}

#[test]
fn diamond_with_phi_is_clean() {
    assert_eq!(errs(&diamond(false).0), vec![]);
}

#[test]
fn use_in_join_of_value_from_one_arm_is_reported() {
    let (m, user) = diamond(true);
    assert_eq!(
        one_err(&m),
        (
            off(user),
            "in function '@f', block '%join': 'add' uses '%x', whose definition (in block '%then') does not dominate this use"
                .to_string()
        )
    );
}

#[test]
fn phi_entries_must_match_predecessor_edges() {
    // entry: switch %p, %next [1: %next, 2: %other]; other: br %next
    // next: phi with one entry for %entry (needs two: default + case 1).
    let mut b = Tb::new(|t| t.common.i32, &[i32_ty]);
    let (entry, other, next) = (b.block("entry"), b.block("other"), b.block("next"));
    b.at(entry);
    let p = b.param(0);
    let (one, two) = (b.c32(1), b.c32(2));
    let (c1, c2) = (b.f.as_const(one).unwrap(), b.f.as_const(two).unwrap());
    let sw = b.f.switches.push(SwitchData {
        cond: p,
        default: next,
        cases: Box::new([(c1, next), (c2, other)]),
    });
    b.ins(InstData::Switch { data: sw }, None);
    b.at(other);
    b.br(next);
    b.at(next);
    let i32t = b.i32();
    let (phi, pv) = b.phi(i32t, &[(p, entry), (one, other)]);
    b.ret(Some(pv));
    let mut m = b.finish();
    let (o, msg) = one_err(&m);
    assert_eq!(o, off(phi));
    assert_eq!(
        msg,
        "in function '@f', block '%next': 'phi' lists '%entry' 1 time but '%entry' branches to '%next' 2 times; there must be one entry per edge"
    );

    // Listing %entry twice with the same value is right; with different
    // values it is not.
    let fid = FuncId::new(0);
    let f = m.functions[fid].body.as_mut().unwrap();
    let InstData::Phi { args, blocks, .. } = &mut f.insts[phi] else {
        unreachable!()
    };
    args.push(p, &mut f.value_pool);
    blocks.push(entry, &mut f.block_pool);
    assert_eq!(errs(&m), vec![]);
    let f = m.functions[fid].body.as_mut().unwrap();
    let InstData::Phi { args, .. } = &mut f.insts[phi] else {
        unreachable!()
    };
    let last = args.len(&f.value_pool) - 1;
    args.as_mut_slice(&mut f.value_pool)[last] = one;
    assert_eq!(
        one_err(&m).1,
        "in function '@f', block '%next': 'phi' has several entries for '%entry' with different incoming values"
    );
}

#[test]
fn phi_entry_for_non_predecessor_and_missing_entry() {
    let mut b = Tb::new(|t| t.common.i32, &[i32_ty]);
    let (entry, a, join) = (b.block("entry"), b.block("a"), b.block("join"));
    b.at(entry);
    let p = b.param(0);
    b.br(join);
    b.at(a);
    b.br(join);
    b.at(join);
    let i32t = b.i32();
    // %a is a predecessor (unreachable, but still an edge); %entry too.
    let (phi, pv) = b.phi(i32t, &[(p, entry)]);
    b.ret(Some(pv));
    let m = b.finish();
    assert_eq!(
        one_err(&m),
        (
            off(phi),
            "in function '@f', block '%join': 'phi' has no entry for predecessor '%a'".to_string()
        )
    );
}

#[test]
fn unreachable_code_may_use_anything() {
    // dead: %y = add %y, %y (self-reference) and a use of a value defined
    // later in dead code: accepted, as in LLVM.
    let mut b = Tb::new(|t| t.common.i32, &[i32_ty]);
    let (entry, dead) = (b.block("entry"), b.block("dead"));
    b.at(entry);
    let p = b.param(0);
    b.ret(Some(p));
    b.at(dead);
    let y = b.add(p, p);
    let yi = Inst::from_u32(b.f.insts.len() as u32 - 1);
    if let InstData::Binary { args, .. } = &mut b.f.insts[yi] {
        *args = [y, y];
    }
    b.ret(Some(y));
    assert_eq!(errs(&b.finish()), vec![]);
}

#[test]
fn self_reference_in_reachable_code_is_reported() {
    let mut b = Tb::new(|t| t.common.i32, &[i32_ty]);
    let entry = b.block("entry");
    b.at(entry);
    let p = b.param(0);
    let y = b.add(p, p);
    b.name(y, "y");
    let yi = Inst::from_u32(0);
    if let InstData::Binary { args, .. } = &mut b.f.insts[yi] {
        args[1] = y;
    }
    b.ret(Some(y));
    assert_eq!(
        one_err(&b.finish()),
        (
            off(yi),
            "in function '@f', block '%entry': 'add' uses its own result '%y'; only phi nodes may"
                .to_string()
        )
    );
}

#[test]
fn terminator_rules() {
    // Block without terminator, and a terminator in the middle.
    let mut b = Tb::new(|t| t.common.void, &[i32_ty]);
    let (entry, next) = (b.block("entry"), b.block("next"));
    b.at(entry);
    let mid = b.br(next);
    let p = b.param(0);
    b.add(p, p);
    let last = Inst::from_u32(1);
    b.at(next);
    b.ret(None);
    let e = errs(&b.finish());
    assert_eq!(
        e,
        vec![
            (
                off(mid),
                "in function '@f', block '%entry': terminator 'br' in the middle of the block; a terminator must be the block's last instruction"
                    .to_string()
            ),
            (
                off(last),
                "in function '@f', block '%entry': block does not end with a terminator (its last instruction is 'add')"
                    .to_string()
            ),
        ]
    );
}

#[test]
fn entry_block_must_not_have_predecessors() {
    let mut b = Tb::new(|t| t.common.void, &[]);
    let (entry, lp) = (b.block("entry"), b.block("loop"));
    b.at(entry);
    b.br(lp);
    b.at(lp);
    b.br(entry);
    let (o, msg) = one_err(&b.finish());
    assert_eq!(o, 10_000);
    assert_eq!(
        msg,
        "in function '@f', block '%entry': the entry block must not have predecessors, but '%loop' branches to it"
    );
}

#[test]
fn ret_type_must_match_function() {
    let mut b = Tb::new(|t| t.common.i64, &[i32_ty]);
    let entry = b.block("");
    b.at(entry);
    let p = b.param(0);
    let r = b.ret(Some(p));
    assert_eq!(
        one_err(&b.finish()),
        (
            off(r),
            "in function '@f', block '%1': 'ret' returns a value of type 'i32' but the function returns 'i64'".to_string()
        )
    );
    let mut b = Tb::new(|t| t.common.i64, &[]);
    let entry = b.block("");
    b.at(entry);
    b.ret(None);
    assert_eq!(
        one_err(&b.finish()).1,
        "in function '@f', block '%0': 'ret void' in a function that returns 'i64'"
    );
}

#[test]
fn casts_follow_the_langref_tables() {
    let mut m = Module::default();
    let t = &mut m.types;
    let (i1, i8, i32, i64, ptr, f32, f64) = (
        t.common.i1,
        t.common.i8,
        t.common.i32,
        t.common.i64,
        t.common.ptr,
        t.common.float,
        t.common.double,
    );
    let p1 = t.ptr(1);
    let v4i32 = t.intern(TypeData::Vector {
        elem: i32,
        len: 4,
        scalable: false,
    });
    let v2i64 = t.intern(TypeData::Vector {
        elem: i64,
        len: 2,
        scalable: false,
    });
    let v4i64 = t.intern(TypeData::Vector {
        elem: i64,
        len: 4,
        scalable: false,
    });
    let v1p = t.intern(TypeData::Vector {
        elem: ptr,
        len: 1,
        scalable: false,
    });
    let half = t.intern(TypeData::Half);
    let bf = t.intern(TypeData::BFloat);
    let ok = |op, a, b| casts::cast_error(&m.types, op, a, b).is_none();
    assert!(
        ok(CastOp::Trunc, i32, i8) && !ok(CastOp::Trunc, i8, i32) && !ok(CastOp::Trunc, i32, i32)
    );
    assert!(ok(CastOp::ZExt, i1, i64) && !ok(CastOp::SExt, i64, i32));
    assert!(
        ok(CastOp::SExt, v4i32, v4i64)
            && !ok(CastOp::SExt, v4i32, v2i64)
            && !ok(CastOp::SExt, i32, v4i64)
    );
    assert!(
        ok(CastOp::FpTrunc, f64, f32)
            && !ok(CastOp::FpExt, f64, f32)
            && !ok(CastOp::FpExt, half, bf)
    );
    assert!(
        ok(CastOp::SiToFp, i32, f64)
            && !ok(CastOp::SiToFp, f64, i32)
            && ok(CastOp::FpToUi, f32, i8)
    );
    assert!(
        ok(CastOp::PtrToInt, ptr, i64)
            && !ok(CastOp::PtrToInt, i64, ptr)
            && ok(CastOp::IntToPtr, i32, p1)
    );
    assert!(
        ok(CastOp::Bitcast, f64, i64)
            && ok(CastOp::Bitcast, v4i32, v2i64)
            && !ok(CastOp::Bitcast, i32, i64)
    );
    assert!(
        ok(CastOp::Bitcast, half, bf)
            && ok(CastOp::Bitcast, ptr, v1p)
            && !ok(CastOp::Bitcast, ptr, i64)
    );
    assert!(!ok(CastOp::Bitcast, ptr, p1) && ok(CastOp::Bitcast, ptr, ptr));
    assert!(ok(CastOp::AddrSpaceCast, ptr, p1) && !ok(CastOp::AddrSpaceCast, ptr, ptr));
    assert!(!ok(CastOp::AddrSpaceCast, i64, p1));
}

#[test]
fn call_argument_count_and_types() {
    let mut b = Tb::new(|t| t.common.void, &[i32_ty, i64_ty]);
    let i32t = b.i32();
    let void = b.m.types.common.void;
    let g_ty = b.m.types.intern(TypeData::Function {
        ret: void,
        params: Box::new([i32t, i32t]),
        vararg: false,
    });
    let g = b.declare("g", g_ty);
    let entry = b.block("entry");
    b.at(entry);
    let (p, q) = (b.param(0), b.param(1));
    b.name(q, "q");
    let (c1, _) = b.call(CallKind::Call, g_ty, g, &[p]);
    let (c2, _) = b.call(CallKind::Call, g_ty, g, &[p, q]);
    let (c3, _) = b.call(CallKind::Call, g_ty, g, &[p, p]);
    let _ = c3;
    b.ret(None);
    assert_eq!(
        errs(&b.finish()),
        vec![
            (
                off(c1),
                "in function '@f', block '%entry': 'call' passes 1 argument but the function type 'void (i32, i32)' takes 2"
                    .to_string()
            ),
            (
                off(c2),
                "in function '@f', block '%entry': 'call' argument 2 ('%q') has type 'i64' but parameter 2 of 'void (i32, i32)' has type 'i32'"
                    .to_string()
            ),
        ]
    );
}

#[test]
fn switch_duplicates_and_case_types() {
    let mut b = Tb::new(|t| t.common.void, &[i32_ty]);
    let (entry, a) = (b.block("entry"), b.block("a"));
    b.at(entry);
    let p = b.param(0);
    let one = b.c32(1);
    let c1 = b.f.as_const(one).unwrap();
    let i64t = b.m.types.common.i64;
    let big = b.int(i64t, 5);
    let c5 = b.f.as_const(big).unwrap();
    let sw = b.f.switches.push(SwitchData {
        cond: p,
        default: a,
        cases: Box::new([(c1, a), (c5, a), (c1, a)]),
    });
    let (s, _) = b.ins(InstData::Switch { data: sw }, None);
    b.at(a);
    b.ret(None);
    assert_eq!(
        errs(&b.finish()),
        vec![
            (
                off(s),
                "in function '@f', block '%entry': 'switch' case value i64 5 has type 'i64' but the condition has type 'i32'"
                    .to_string()
            ),
            (off(s), "in function '@f', block '%entry': 'switch' has duplicate case value i32 1".to_string()),
        ]
    );
}

#[test]
fn invoke_result_is_only_available_on_the_normal_edge() {
    let mut b = Tb::new(|t| t.common.i32, &[]);
    b.personality = true;
    let i32t = b.i32();
    let g_ty = b.m.types.intern(TypeData::Function {
        ret: i32t,
        params: Box::new([]),
        vararg: false,
    });
    let g = b.declare("g", g_ty);
    let (entry, ok, lpad) = (b.block("entry"), b.block("ok"), b.block("lpad"));
    b.at(entry);
    let (_, r) = b.call(
        CallKind::Invoke {
            normal: ok,
            unwind: lpad,
        },
        g_ty,
        g,
        &[],
    );
    let r = r.unwrap();
    b.name(r, "r");
    b.at(ok);
    b.ret(Some(r));
    b.at(lpad);
    let lp = b.f.landing_pads.push(crate::function::LandingPadData {
        cleanup: true,
        clauses: Box::new([]),
    });
    let ptr = b.m.types.common.ptr;
    b.ins(InstData::LandingPad { data: lp }, Some(ptr));
    let bad = b.ret(Some(r));
    assert_eq!(
        one_err(&b.finish()),
        (
            off(bad),
            "in function '@f', block '%lpad': 'ret' uses '%r', whose definition (in block '%entry') does not dominate this use"
                .to_string()
        )
    );
}

#[test]
fn dominator_tree_of_a_loop() {
    // 0 -> 1 -> 2 -> 1, 2 -> 3 ; 4 unreachable -> 3
    let mut b = Tb::new(|t| t.common.void, &[i1_ty]);
    let bs: Vec<Block> = (0..5).map(|_| b.block("")).collect();
    let c = b.param(0);
    b.at(bs[0]);
    b.br(bs[1]);
    b.at(bs[1]);
    b.br(bs[2]);
    b.at(bs[2]);
    b.condbr(c, bs[1], bs[3]);
    b.at(bs[3]);
    b.ret(None);
    b.at(bs[4]);
    b.br(bs[3]);
    let mut cfg = Cfg::default();
    cfg.build(&b.f);
    assert!(!cfg.dom_ready());
    cfg.ensure_dom();
    assert_eq!(cfg.idom_of(0), None);
    assert_eq!(cfg.idom_of(1), Some(0));
    assert_eq!(cfg.idom_of(2), Some(1));
    assert_eq!(cfg.idom_of(3), Some(2));
    assert!(!cfg.reachable(4));
    assert_eq!(cfg.preds(3), &[2, 4]);
    assert_eq!(cfg.succs(2), &[1, 3]);
    assert!(
        cfg.dominates(1, 3) && !cfg.dominates(3, 1) && cfg.dominates(4, 4) && cfg.dominates(0, 4)
    );
    assert!(!cfg.dominates(4, 3));
}

// ---- one small function per rule ------------------------------------------

/// A function `@f(params) -> ret` with one block `%entry` holding what
/// `body` appends, then `ret void`/`unreachable`. Returns the messages.
fn single_block(
    ret: fn(&mut crate::types::TypeTable) -> Type,
    params: &[fn(&crate::types::TypeTable) -> Type],
    body: impl FnOnce(&mut Tb),
) -> Vec<String> {
    let mut b = Tb::new(ret, params);
    let entry = b.block("entry");
    b.at(entry);
    body(&mut b);
    b.ins(InstData::Unreachable, None);
    errs(&b.finish()).into_iter().map(|e| e.1).collect()
}

fn void_ty(t: &mut crate::types::TypeTable) -> Type {
    t.common.void
}

fn ptr_ty(t: &crate::types::TypeTable) -> Type {
    t.common.ptr
}

fn f32_ty(t: &crate::types::TypeTable) -> Type {
    t.common.float
}

const PFX: &str = "in function '@f', block '%entry': ";

fn expect(got: Vec<String>, want: &[&str]) {
    let want: Vec<String> = want.iter().map(|w| format!("{PFX}{w}")).collect();
    assert_eq!(got, want);
}

fn bin(op: BinaryOp, a: Value, b: Value) -> InstData {
    InstData::Binary {
        op,
        flags: InstFlags::default(),
        fmf: FastMath::default(),
        args: [a, b],
    }
}

#[test]
fn binary_operand_classes() {
    let got = single_block(void_ty, &[f32_ty, i32_ty], |b| {
        let (x, n) = (b.param(0), b.param(1));
        let f = b.m.types.common.float;
        let i = b.i32();
        b.val(bin(BinaryOp::Add, x, x), f);
        b.val(bin(BinaryOp::FMul, n, n), i);
        b.val(bin(BinaryOp::Shl, n, n), f);
        b.val(bin(BinaryOp::FAdd, x, x), f);
    });
    expect(
        got,
        &[
            "'add' operands must be integers or vectors of integers, not 'float'",
            "'fmul' operands must be floating point or vectors of floating point, not 'i32'",
            "'shl' result type 'float' differs from its operand type 'i32'",
        ],
    );
}

#[test]
fn compare_rules() {
    let got = single_block(void_ty, &[f32_ty, i32_ty, ptr_ty], |b| {
        let (x, n, p) = (b.param(0), b.param(1), b.param(2));
        let i1 = b.m.types.common.i1;
        let i32t = b.i32();
        let icmp = |a, c| InstData::ICmp {
            pred: crate::instructions::IntPredicate::Eq,
            flags: InstFlags::default(),
            args: [a, c],
        };
        let fcmp = |a, c| InstData::FCmp {
            pred: crate::instructions::FloatPredicate::Olt,
            fmf: FastMath::default(),
            args: [a, c],
        };
        b.val(icmp(p, p), i1);
        b.val(icmp(x, x), i1);
        b.val(icmp(n, n), i32t);
        b.val(fcmp(n, n), i1);
        b.val(fcmp(x, n), i1);
    });
    expect(
        got,
        &[
            "'icmp' operands must be integers or pointers (or vectors of them), not 'float'",
            "'icmp' result type must be 'i1', not 'i32'",
            "'fcmp' operands must be floating point or vectors of floating point, not 'i32'",
            "'fcmp' operands have different types ('float' and 'i32')",
        ],
    );
}

#[test]
fn select_rules() {
    let got = single_block(void_ty, &[i1_ty, i32_ty, i64_ty], |b| {
        let (c, n, w) = (b.param(0), b.param(1), b.param(2));
        let i32t = b.i32();
        let sel = |a, x, y| InstData::Select {
            fmf: FastMath::default(),
            args: [a, x, y],
        };
        b.val(sel(c, n, n), i32t);
        b.val(sel(n, n, n), i32t);
        b.val(sel(c, n, w), i32t);
    });
    expect(
        got,
        &[
            "'select' condition must be 'i1' or a vector of 'i1', not 'i32'",
            "'select' values have different types ('i32' and 'i64')",
        ],
    );
}

#[test]
fn memory_rules() {
    let got = single_block(void_ty, &[ptr_ty, i32_ty, f32_ty], |b| {
        let (p, n, x) = (b.param(0), b.param(1), b.param(2));
        let (i32t, ptr) = (b.i32(), b.m.types.common.ptr);
        let a = crate::instructions::Align::from_bytes(4).unwrap();
        let none = crate::instructions::SyncScope::SYSTEM;
        b.val(
            InstData::Alloca {
                flags: InstFlags::default(),
                align: a,
                ty: i32t,
                count: x.into(),
            },
            ptr,
        );
        b.val(
            InstData::Load {
                flags: InstFlags::default(),
                align: a,
                ordering: Ordering::NotAtomic,
                scope: none,
                ptr: n,
            },
            i32t,
        );
        b.val(
            InstData::Load {
                flags: InstFlags::default(),
                align: a,
                ordering: Ordering::Release,
                scope: none,
                ptr: p,
            },
            i32t,
        );
        b.ins(
            InstData::Store {
                flags: InstFlags::default(),
                align: crate::instructions::Align::NONE,
                ordering: Ordering::Acquire,
                scope: none,
                args: [n, p],
            },
            None,
        );
        b.ins(
            InstData::Store {
                flags: InstFlags::default(),
                align: crate::instructions::Align(40),
                ordering: Ordering::NotAtomic,
                scope: none,
                args: [n, p],
            },
            None,
        );
        b.ins(
            InstData::Fence {
                ordering: Ordering::Monotonic,
                scope: none,
            },
            None,
        );
        let i1 = b.m.types.common.i1;
        b.val(
            InstData::Load {
                flags: InstFlags::default(),
                align: a,
                ordering: Ordering::SeqCst,
                scope: none,
                ptr: p,
            },
            i1,
        );
    });
    expect(
        got,
        &[
            "'alloca' element count must be an integer, not 'float'",
            "'load' address operand must be a pointer, not 'i32'",
            "'load' cannot have 'release' ordering",
            "'store' cannot have 'acquire' ordering",
            "atomic 'store' must have an explicit alignment",
            "'store' alignment 2^40 is larger than LLVM's maximum of 2^32 bytes",
            "'fence' ordering must be acquire, release, acq_rel or seq_cst, not 'monotonic'",
            "atomic 'load' of type 'i1' must access at least one byte",
        ],
    );
}

#[test]
fn cmpxchg_and_atomicrmw_rules() {
    let got = single_block(void_ty, &[ptr_ty, i32_ty, f32_ty], |b| {
        let (p, n, x) = (b.param(0), b.param(1), b.param(2));
        let i32t = b.i32();
        let i1 = b.m.types.common.i1;
        let pair = b.m.types.intern(TypeData::Struct {
            fields: Box::new([i32t, i1]),
            packed: false,
        });
        let a = crate::instructions::Align::from_bytes(4).unwrap();
        let sys = crate::instructions::SyncScope::SYSTEM;
        let cx = |b: &mut Tb, args: &[Value], o: [Ordering; 2], ty: Type| {
            let args = crate::function::ValueList::from_slice(args, &mut b.f.value_pool);
            b.val(
                InstData::CmpXchg {
                    flags: InstFlags::default(),
                    align: a,
                    orderings: o,
                    scope: sys,
                    args,
                },
                ty,
            );
        };
        cx(b, &[p, n, n], [Ordering::SeqCst, Ordering::Monotonic], pair);
        cx(b, &[p, n, n], [Ordering::SeqCst, Ordering::Release], pair);
        cx(b, &[p, n, n], [Ordering::Monotonic, Ordering::SeqCst], i32t);
        cx(
            b,
            &[p, x, x],
            [Ordering::Monotonic, Ordering::Monotonic],
            pair,
        );
        let rmw = |op, v, o| InstData::AtomicRmw {
            op,
            flags: InstFlags::default(),
            align: a,
            ordering: o,
            scope: sys,
            args: [p, v],
        };
        b.val(rmw(RmwOp::FAdd, n, Ordering::SeqCst), i32t);
        b.val(rmw(RmwOp::Add, n, Ordering::Unordered), i32t);
        let f = b.m.types.common.float;
        b.val(rmw(RmwOp::Xchg, x, Ordering::Monotonic), f);
    });
    expect(
        got,
        &[
            "'cmpxchg' failure ordering cannot be 'release'",
            "'cmpxchg' result type must be '{ i32, i1 }', not 'i32'",
            "'cmpxchg' operands must be integers or pointers, not 'float'",
            "'atomicrmw fadd' operand must have a floating-point type or a fixed vector of floating point, not 'i32'",
            "'atomicrmw' ordering must be at least monotonic, not 'unordered'",
        ],
    );
}

#[test]
fn gep_rules() {
    let got = single_block(void_ty, &[ptr_ty, i32_ty, i64_ty], |b| {
        let (p, n, w) = (b.param(0), b.param(1), b.param(2));
        let (i32t, i64t, ptr) = (b.i32(), b.m.types.common.i64, b.m.types.common.ptr);
        let s = b.m.types.intern(TypeData::Struct {
            fields: Box::new([i32t, i64t]),
            packed: false,
        });
        let arr = b.m.types.intern(TypeData::Array { elem: s, len: 4 });
        let (z, one, two) = (b.c32(0), b.c32(1), b.c32(2));
        let one64 = b.int(i64t, 1);
        let gep = |b: &mut Tb, src: Type, args: &[Value], ty: Type| {
            let args = crate::function::ValueList::from_slice(args, &mut b.f.value_pool);
            b.val(
                InstData::Gep {
                    flags: InstFlags::default(),
                    source_ty: src,
                    args,
                },
                ty,
            );
        };
        gep(b, arr, &[p, w, n, one], ptr); // fine: array index any int, struct index const i32
        gep(b, s, &[p, z, n], ptr);
        gep(b, s, &[p, z, two], ptr);
        gep(b, s, &[p, z, one64], ptr);
        gep(b, i32t, &[p, z, z], ptr);
        gep(b, s, &[n, z], ptr);
        gep(b, s, &[p, z], i64t);
        let v2 = b.m.types.intern(TypeData::Vector {
            elem: i64t,
            len: 2,
            scalable: false,
        });
        let vi = b.konst(ConstData::Zero(v2));
        gep(b, i32t, &[p, vi], ptr);
    });
    expect(
        got,
        &[
            "'getelementptr' index 2 into struct type '{ i32, i64 }' must be a constant",
            "'getelementptr' index 2 (2) is out of range for struct type '{ i32, i64 }' with 2 fields",
            "'getelementptr' index 2 into struct type '{ i32, i64 }' must be an 'i32' constant",
            "'getelementptr' index 2 steps into 'i32', which is not an aggregate or vector",
            "'getelementptr' base must be a pointer or a vector of pointers, not 'i32'",
            "'getelementptr' result type must be 'ptr', not 'i64'",
            "'getelementptr' result type must be '<2 x ptr>', not 'ptr'",
        ],
    );
}

#[test]
fn aggregate_and_vector_rules() {
    let got = single_block(void_ty, &[i32_ty], |b| {
        let n = b.param(0);
        let (i32t, i64t) = (b.i32(), b.m.types.common.i64);
        let s = b.m.types.intern(TypeData::Struct {
            fields: Box::new([i32t, i64t]),
            packed: false,
        });
        let v4 = b.m.types.intern(TypeData::Vector {
            elem: i32t,
            len: 4,
            scalable: false,
        });
        let v8 = b.m.types.intern(TypeData::Vector {
            elem: i32t,
            len: 8,
            scalable: false,
        });
        let agg = b.konst(ConstData::Undef(s));
        let vec = b.konst(ConstData::Undef(v4));
        let idx = |b: &mut Tb, i: &[u32]| b.f.push_indices(i);
        let i1 = idx(b, &[1]);
        b.val(InstData::ExtractValue { agg, indices: i1 }, i64t);
        let i2 = idx(b, &[2]);
        b.val(InstData::ExtractValue { agg, indices: i2 }, i64t);
        let i0 = idx(b, &[0]);
        b.val(
            InstData::ExtractValue {
                agg: n,
                indices: i0,
            },
            i32t,
        );
        let i1 = idx(b, &[1]);
        b.val(
            InstData::InsertValue {
                args: [agg, n],
                indices: i1,
            },
            s,
        );
        b.val(InstData::ExtractElement { args: [vec, n] }, i32t);
        b.val(InstData::ExtractElement { args: [n, n] }, i32t);
        b.val(
            InstData::InsertElement {
                args: [vec, n, vec],
            },
            v4,
        );
        let ok_mask = {
            let l: Vec<Const> = [0u128, 7, 3, 2, 1, 0, 0, 0]
                .iter()
                .map(|&x| {
                    b.m.consts.intern(ConstData::Int {
                        ty: i32t,
                        val: IntValue::Small(x),
                    })
                })
                .collect();
            let poison = b.m.consts.intern(ConstData::Poison(i32t));
            let mut l = l;
            l[6] = poison;
            b.m.consts.intern(ConstData::Vector {
                ty: v8,
                elems: l.into(),
            })
        };
        b.val(
            InstData::ShuffleVector {
                args: [vec, vec],
                mask: ok_mask,
            },
            v8,
        );
        let bad_mask = {
            let l: Vec<Const> = (0..4u128)
                .map(|x| {
                    b.m.consts.intern(ConstData::Int {
                        ty: i32t,
                        val: IntValue::Small(x * 4),
                    })
                })
                .collect();
            b.m.consts.intern(ConstData::Vector {
                ty: v4,
                elems: l.into(),
            })
        };
        b.val(
            InstData::ShuffleVector {
                args: [vec, vec],
                mask: bad_mask,
            },
            v4,
        );
        b.val(
            InstData::ShuffleVector {
                args: [vec, vec],
                mask: ok_mask,
            },
            v4,
        );
    });
    expect(
        got,
        &[
            "'extractvalue' index 1 (2) is out of range for '{ i32, i64 }'",
            "'extractvalue' index 1 steps into 'i32', which is not a struct or array",
            "'insertvalue' value has type 'i32' but the indexed member has type 'i64'",
            "'extractelement' operand must be a vector, not 'i32'",
            "'insertelement' index must be an integer, not '<4 x i32>'",
            "'shufflevector' mask elements must be constants below 8, undef or poison",
            "'shufflevector' result type must be '<8 x i32>', not '<4 x i32>'",
        ],
    );
}

#[test]
fn unary_and_misc_rules() {
    let got = single_block(void_ty, &[i32_ty, i64_ty], |b| {
        let (n, w) = (b.param(0), b.param(1));
        let i32t = b.i32();
        b.val(
            InstData::FNeg {
                fmf: FastMath::default(),
                arg: n,
            },
            i32t,
        );
        b.val(InstData::Freeze { arg: w }, i32t);
        b.val(InstData::VaArg { arg: n }, i32t);
        let t = b.m.types.common.i1;
        let (e2, e3) = (Block::from_u32(0), Block::from_u32(0));
        let _ = (e2, e3, t);
        b.val(
            InstData::Cast {
                op: CastOp::ZExt,
                flags: InstFlags::default(),
                fmf: FastMath::default(),
                arg: w,
            },
            i32t,
        );
    });
    expect(
        got,
        &[
            "'fneg' operand must be floating point or a vector of floating point, not 'i32'",
            "'freeze' result type 'i32' differs from its operand type 'i64'",
            "invalid 'zext' from 'i64' to 'i32': destination must be wider than the source",
        ],
    );
}

#[test]
fn branch_condition_and_phi_types() {
    let mut b = Tb::new(void_ty, &[i32_ty, i64_ty]);
    let (entry, next) = (b.block("entry"), b.block("next"));
    b.at(entry);
    let (n, w) = (b.param(0), b.param(1));
    let br = b.condbr(n, next, next);
    b.at(next);
    let i32t = b.i32();
    let (phi, _) = b.phi(i32t, &[(n, entry), (w, entry)]);
    b.ret(None);
    assert_eq!(
        errs(&b.finish()),
        vec![
            (off(br), format!("{PFX}'br' condition must be 'i1', not 'i32'")),
            (
                off(phi),
                "in function '@f', block '%next': 'phi' incoming value '%1' from '%entry' has type 'i64' but the phi has type 'i32'"
                    .to_string()
            ),
            (
                off(phi),
                "in function '@f', block '%next': 'phi' has several entries for '%entry' with different incoming values"
                    .to_string()
            ),
        ]
    );
}

#[test]
fn phi_after_non_phi_and_empty_block() {
    let mut b = Tb::new(void_ty, &[i32_ty]);
    let (entry, empty, next) = (b.block("entry"), b.block("empty"), b.block("next"));
    b.at(entry);
    let n = b.param(0);
    b.br(next);
    b.at(empty);
    b.at(next);
    b.add(n, n);
    let i32t = b.i32();
    let (phi, _) = b.phi(i32t, &[(n, entry)]);
    b.ret(None);
    let m = b.finish();
    assert_eq!(
        errs(&m),
        vec![
            (off(phi), "in function '@f', block '%next': 'phi' must come before every non-phi instruction of its block".to_string()),
            (10_001, "in function '@f', block '%empty': block is empty; every block must end with a terminator".to_string()),
        ]
    );
}

#[test]
fn landingpad_and_invoke_rules() {
    let mut b = Tb::new(void_ty, &[i1_ty]);
    let void = b.m.types.common.void;
    let g_ty = b.m.types.intern(TypeData::Function {
        ret: void,
        params: Box::new([]),
        vararg: false,
    });
    let g = b.declare("g", g_ty);
    let (entry, ok, lpad) = (b.block("entry"), b.block("ok"), b.block("lpad"));
    b.at(entry);
    let c = b.param(0);
    b.condbr(c, ok, lpad);
    b.at(ok);
    let (inv, _) = b.call(
        CallKind::Invoke {
            normal: lpad,
            unwind: ok,
        },
        g_ty,
        g,
        &[],
    );
    b.at(lpad);
    let lp = b.f.landing_pads.push(crate::function::LandingPadData {
        cleanup: false,
        clauses: Box::new([]),
    });
    let ptr = b.m.types.common.ptr;
    let (lpi, _) = b.ins(InstData::LandingPad { data: lp }, Some(ptr));
    b.ins(InstData::Unreachable, None);
    let got: Vec<String> = errs(&b.finish()).into_iter().map(|e| e.1).collect();
    assert_eq!(
        got,
        vec![
            "in function '@f', block '%ok': 'invoke' unwind destination '%ok' must begin with an exception-handling pad such as 'landingpad'".to_string(),
            "in function '@f', block '%lpad': 'landingpad' needs a function with a personality".to_string(),
            "in function '@f', block '%lpad': 'landingpad' needs at least one clause or 'cleanup'".to_string(),
            "in function '@f', block '%lpad': block with a 'landingpad' may only be reached by the unwind edge of an 'invoke', but '%entry' branches to it".to_string(),
        ]
    );
    let _ = (inv, lpi);
}

#[test]
fn musttail_must_precede_ret() {
    let mut b = Tb::new(|t| t.common.i32, &[i32_ty]);
    let i32t = b.i32();
    let g_ty = b.m.types.intern(TypeData::Function {
        ret: i32t,
        params: Box::new([i32t]),
        vararg: false,
    });
    let g = b.declare("g", g_ty);
    let entry = b.block("entry");
    b.at(entry);
    let n = b.param(0);
    let (c, r) = b.call(CallKind::Call, g_ty, g, &[n]);
    let call = match b.f.insts[c] {
        InstData::Call { call } => call,
        _ => unreachable!(),
    };
    b.f.calls[call].tail = TailKind::MustTail;
    let x = b.add(r.unwrap(), n);
    b.ret(Some(x));
    assert_eq!(
        one_err(&b.finish()),
        (
            off(c),
            format!(
                "{PFX}a 'musttail' call must be followed by 'ret' (optionally after a 'bitcast')"
            )
        )
    );
}

#[test]
fn function_signature_and_globals() {
    // Definition with fewer parameters than its type.
    let mut b = Tb::new(void_ty, &[i32_ty]);
    let entry = b.block("entry");
    b.at(entry);
    b.ret(None);
    b.params.push(b.m.types.common.i64);
    let mut m = b.finish();
    // A global whose initializer has another type, a private declaration,
    // a non-zero common global and a huge alignment.
    let i32t = m.types.common.i32;
    let i64t = m.types.common.i64;
    let c = m.consts.intern(ConstData::Int {
        ty: i64t,
        val: IntValue::Small(1),
    });
    let mk = |m: &mut Module, name: &str, linkage, init, align| {
        let sym = m.symbols.intern(name.as_bytes());
        let offset = 50 + m.globals.len() as u32;
        m.globals.push(GlobalValueData {
            name: Some(sym),
            linkage,
            visibility: Default::default(),
            dll_storage: Default::default(),
            thread_local: Default::default(),
            unnamed_addr: Default::default(),
            dso_local: false,
            addrspace: 0,
            value_type: i32t,
            section: None,
            partition: None,
            comdat: None,
            align,
            attachments: Vec::new(),
            offset,
            kind: GlobalKind::Var(crate::module::GlobalVar {
                init,
                ..Default::default()
            }),
        });
    };
    let c32 = m.consts.intern(ConstData::Int {
        ty: i32t,
        val: IntValue::Small(3),
    });
    mk(
        &mut m,
        "a",
        Linkage::External,
        Some(c),
        crate::instructions::Align::NONE,
    );
    mk(
        &mut m,
        "b",
        Linkage::Private,
        None,
        crate::instructions::Align::NONE,
    );
    mk(
        &mut m,
        "c",
        Linkage::Common,
        Some(c32),
        crate::instructions::Align::NONE,
    );
    mk(
        &mut m,
        "d",
        Linkage::Internal,
        Some(c32),
        crate::instructions::Align(33),
    );
    assert_eq!(
        errs(&m),
        vec![
            (1, "in function '@f': function type has 2 parameters but the definition has 1".to_string()),
            (51, "global variable '@a': initializer has type 'i64' but the global has type 'i32'".to_string()),
            (52, "global variable '@b': a declaration (no initializer) must have external or extern_weak linkage, not 'private'".to_string()),
            (53, "global variable '@c': a 'common' global must have a zero initializer".to_string()),
            (54, "global variable '@d': alignment 2^33 is larger than LLVM's maximum of 2^32 bytes".to_string()),
        ]
    );
}

#[test]
fn malformed_tables_do_not_panic() {
    // A layout naming a block that does not exist, a phi whose lists have
    // different lengths, operands that do not exist, and a branch to a
    // block outside the layout.
    let mut b = Tb::new(void_ty, &[i32_ty]);
    let (entry, other) = (b.block("entry"), b.block("other"));
    b.at(entry);
    let n = b.param(0);
    let bogus = Value::from_u32(999);
    b.add(n, bogus);
    b.br(other);
    b.at(other);
    let args = crate::function::ValueList::from_slice(&[n, n], &mut b.f.value_pool);
    let blocks = crate::function::BlockList::from_slice(&[entry], &mut b.f.block_pool);
    let i32t = b.i32();
    b.ins(
        InstData::Phi {
            fmf: FastMath::default(),
            args,
            blocks,
        },
        Some(i32t),
    );
    b.ins(
        InstData::Br {
            dest: Block::from_u32(77),
        },
        None,
    );
    let m = b.finish();
    let got: Vec<String> = errs(&m).into_iter().map(|e| e.1).collect();
    assert_eq!(
        got,
        vec![
            format!("{PFX}'add' refers to value #999, which does not exist"),
            "in function '@f', block '%other': 'phi' has 2 incoming values but 1 incoming blocks".to_string(),
            "in function '@f', block '%other': 'br' branches to block #77, which is not in the function".to_string(),
        ]
    );
    let mut m = m;
    let fid = FuncId::new(0);
    m.functions[fid]
        .body
        .as_mut()
        .unwrap()
        .layout
        .push(Block::from_u32(55));
    let got: Vec<String> = errs(&m).into_iter().map(|e| e.1).collect();
    assert_eq!(
        got,
        vec!["in function '@f': block #55 does not exist, has an invalid instruction range, or is laid out twice".to_string()]
    );
}

#[test]
fn parallel_verification_matches_sequential() {
    // A function with one error, cloned until the module is big enough to
    // be split across threads; every clone gets its own offsets.
    let mut b = Tb::new(|t| t.common.i32, &[i32_ty, i64_ty]);
    let entry = b.block("entry");
    b.at(entry);
    let (p, q) = (b.param(0), b.param(1));
    let mut x = p;
    for _ in 0..500 {
        x = b.add(x, p);
    }
    let i32t = b.i32();
    b.val(
        InstData::Binary {
            op: BinaryOp::Mul,
            flags: InstFlags::default(),
            fmf: FastMath::default(),
            args: [x, q],
        },
        i32t,
    );
    b.ret(Some(x));
    let mut m = b.finish();
    let fid = FuncId::new(0);
    let gv0 = m.functions[fid].gv.unwrap();
    let body = m.functions[fid].body.clone().unwrap();
    let copies = 2 * super::PARALLEL_MIN_INSTS / body.insts.len() + 2;
    for i in 0..copies {
        let mut body = body.clone();
        for (_, o) in body.inst_offsets.iter_mut() {
            *o += 1_000_000 * (i as u32 + 1);
        }
        let sym = m.symbols.intern(format!("f{i}").as_bytes());
        let id = m.functions.push(FuncData {
            body: Some(body),
            ..FuncData::default()
        });
        let mut g = m.globals[gv0].clone();
        g.name = Some(sym);
        g.kind = GlobalKind::Func(id);
        m.functions[id].gv = Some(m.globals.push(g));
    }
    let parallel = verify_module(&m).unwrap_err();
    let mut v = Verifier::new(&m);
    for (id, fd) in m.functions.iter() {
        if let Some(body) = &fd.body {
            v.check_function(id, fd, body);
        }
    }
    let mut sequential = v.diags;
    sequential.sort_by_key(|d| d.offset);
    assert_eq!(parallel.len(), copies + 1);
    assert_eq!(parallel, sequential);
}
