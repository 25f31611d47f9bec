//! Printer tests: modules built by hand through the IR API, checked against
//! exact text and (when installed) `llvm-as-19`.

use super::*;
use crate::attributes::{Attr, AttrKind, AttrList};
use crate::constants::{Const, ConstData, IntValue};
use crate::function::{Block, BlockData, CallData, CallKind, Function, Inst, ValueData, ValueDef};
use crate::instructions::{Align, BinaryOp, FastMath, InstData, InstFlags, IntPredicate, TailKind};
use crate::metadata::{MdField, MdNodeData, MdNodeKind, MdRef};
use crate::module::{
    CallConv, FuncData, GlobalKind, GlobalValueData, GlobalVar, Linkage, Module, UnnamedAddr,
};
use crate::types::{Type, TypeData};
use cranelift_entity::packed_option::PackedOption;
use std::io::Write as _;
use std::process::{Command, Stdio};

/// Runs `llvm-as-19` on `text`; panics with its message if it rejects it.
/// Skipped (with a note) when the tool is not installed.
pub(crate) fn assert_llvm_accepts(text: &str) {
    let child = Command::new("llvm-as-19")
        .args(["-", "-o", "/dev/null"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let Ok(mut child) = child else {
        eprintln!("note: llvm-as-19 not found; skipping the llvm-as check");
        return;
    };
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(text.as_bytes());
    }
    let out = child.wait_with_output().expect("llvm-as-19 runs");
    assert!(
        out.status.success(),
        "llvm-as-19 rejected the output:\n{}\n--- text ---\n{}",
        String::from_utf8_lossy(&out.stderr),
        text
    );
}

fn print(m: &Module) -> String {
    let mut out = Vec::new();
    print_module(m, &mut out);
    String::from_utf8(out).expect("utf-8 output")
}

/// Builds a module by hand.
struct Mb {
    m: Module,
}

impl Mb {
    fn new() -> Self {
        Mb {
            m: Module::default(),
        }
    }

    fn sym(&mut self, s: &str) -> Sym {
        self.m.symbols.intern(s.as_bytes())
    }

    fn ty(&mut self, t: TypeData) -> Type {
        self.m.types.intern(t)
    }

    fn int(&mut self, bits: u32, v: i128) -> Const {
        let ty = self.m.types.int(bits);
        let mask = if bits >= 128 {
            u128::MAX
        } else {
            (1u128 << bits) - 1
        };
        self.m.consts.intern(ConstData::Int {
            ty,
            val: IntValue::Small((v as u128) & mask),
        })
    }

    fn global(&mut self, name: Option<&str>, value_type: Type, kind: GlobalKind) -> GlobalValue {
        let name = name.map(|n| self.sym(n));
        let gv = self.m.globals.push(GlobalValueData {
            name,
            linkage: Linkage::External,
            visibility: Default::default(),
            dll_storage: Default::default(),
            thread_local: Default::default(),
            unnamed_addr: UnnamedAddr::None,
            dso_local: false,
            addrspace: 0,
            value_type,
            section: None,
            partition: None,
            comdat: None,
            align: Align::NONE,
            attachments: Vec::new(),
            offset: 0,
            kind,
        });
        if let Some(n) = name {
            self.m.global_names.insert(n, gv);
        }
        gv
    }

    fn var(&mut self, name: Option<&str>, ty: Type, init: Option<Const>) -> GlobalValue {
        self.global(
            name,
            ty,
            GlobalKind::Var(GlobalVar {
                init,
                ..Default::default()
            }),
        )
    }

    fn func(&mut self, name: &str, fn_ty: Type, body: Option<Function>) -> (GlobalValue, FuncId) {
        let fid = self.m.functions.push(FuncData {
            body,
            ..Default::default()
        });
        let gv = self.global(Some(name), fn_ty, GlobalKind::Func(fid));
        self.m.functions[fid].gv = Some(gv);
        (gv, fid)
    }

    fn gref(&mut self, gv: GlobalValue) -> Const {
        let ptr = self.m.types.common.ptr;
        self.m.consts.intern(ConstData::Global { ty: ptr, gv })
    }
}

/// Builds a function body.
struct Fb {
    f: Function,
    cur: Option<Block>,
}

impl Fb {
    fn new() -> Self {
        Fb {
            f: Function::default(),
            cur: None,
        }
    }

    fn param(&mut self, ty: Type, name: Option<Sym>) -> Value {
        let i = self.f.params.len() as u32;
        let v = self.f.values.push(ValueData {
            ty,
            def: ValueDef::Param(i),
        });
        self.f.value_names[v] = name.into();
        self.f.params.push(v);
        v
    }

    fn konst(&mut self, m: &Module, c: Const) -> Value {
        let ty = m.consts.type_of(c, m.types.common.token);
        self.f.values.push(ValueData {
            ty,
            def: ValueDef::Const(c),
        })
    }

    fn block(&mut self, name: Option<Sym>) -> Block {
        let n = self.f.insts.len() as u32;
        let b = self.f.blocks.push(BlockData {
            name: name.into(),
            first: n,
            end: n,
        });
        self.f.layout.push(b);
        self.cur = Some(b);
        b
    }

    fn inst(
        &mut self,
        data: InstData,
        result: Option<(Type, Option<Sym>)>,
    ) -> (Inst, Option<Value>) {
        let inst = self.f.insts.push(data);
        let b = self.cur.expect("a block");
        self.f.blocks[b].end = inst.as_u32() + 1;
        let v = result.map(|(ty, name)| {
            let v = self.f.values.push(ValueData {
                ty,
                def: ValueDef::Inst(inst),
            });
            self.f.value_names[v] = name.into();
            self.f.inst_results[inst] = PackedOption::from(v);
            v
        });
        (inst, v)
    }
}

#[test]
fn empty_module() {
    let m = Module::default();
    assert_eq!(print(&m), "");
}

#[test]
fn header_and_globals() {
    let mut b = Mb::new();
    b.m.source_filename = Some(b.sym("t.c"));
    b.m.target_triple = Some(b.sym("x86_64-pc-linux-gnu"));
    let i32t = b.m.types.common.i32;
    let c5 = b.int(32, 5);
    let g = b.var(Some("g"), i32t, Some(c5));
    b.m.globals[g].dso_local = true;
    b.m.globals[g].align = Align::from_bytes(4).unwrap();
    let arr = b.ty(TypeData::Array {
        elem: b.m.types.common.i8,
        len: 4,
    });
    let s = b.m.consts.intern(ConstData::Bytes {
        ty: arr,
        data: Box::from(&b"hi\n\0"[..]),
    });
    let str_g = b.var(Some(".str"), arr, Some(s));
    b.m.globals[str_g].linkage = Linkage::Private;
    b.m.globals[str_g].unnamed_addr = UnnamedAddr::Global;
    if let GlobalKind::Var(v) = &mut b.m.globals[str_g].kind {
        v.constant = true;
    }
    let ext = b.var(Some("\x01ext"), b.m.types.common.double, None);
    let _ = ext;
    let anon = b.var(None, i32t, Some(c5));
    b.m.globals[anon].linkage = Linkage::Internal;
    let gr = b.gref(g);
    let a = b.global(Some("a"), i32t, GlobalKind::Alias { aliasee: gr });
    let _ = a;
    let text = print(&b.m);
    assert_eq!(
        text,
        "source_filename = \"t.c\"\n\
         target triple = \"x86_64-pc-linux-gnu\"\n\
         \n\
         @g = dso_local global i32 5, align 4\n\
         @.str = private unnamed_addr constant [4 x i8] c\"hi\\0A\\00\"\n\
         @\"\\01ext\" = external global double\n\
         @0 = internal global i32 5\n\
         \n\
         @a = alias i32, ptr @g\n"
    );
    assert_llvm_accepts(&text);
}

#[test]
fn function_numbering_and_flags() {
    let mut b = Mb::new();
    let i32t = b.m.types.common.i32;
    let i1 = b.m.types.common.i1;
    let fn_ty = b.ty(TypeData::Function {
        ret: i32t,
        params: Box::new([i32t, i32t]),
        vararg: false,
    });
    let name_x = b.sym("x");
    let name_exit = b.sym("exit");
    let one = b.int(32, 1);
    let minus = b.int(32, -7);
    let mut f = Fb::new();
    let p0 = f.param(i32t, None);
    let p1 = f.param(i32t, Some(name_x));
    let c1 = f.konst(&b.m, one);
    let cm = f.konst(&b.m, minus);
    f.block(None);
    let (_, s) = f.inst(
        InstData::Binary {
            op: BinaryOp::Add,
            flags: InstFlags(InstFlags::NSW | InstFlags::NUW),
            fmf: FastMath::default(),
            args: [p0, c1],
        },
        Some((i32t, None)),
    );
    let s = s.unwrap();
    let (_, cmp) = f.inst(
        InstData::ICmp {
            pred: IntPredicate::Slt,
            flags: InstFlags::default(),
            args: [s, p1],
        },
        Some((i1, None)),
    );
    let b1 = f.f.blocks.push(BlockData {
        name: None.into(),
        first: 0,
        end: 0,
    });
    let bexit = f.f.blocks.push(BlockData {
        name: Some(name_exit).into(),
        first: 0,
        end: 0,
    });
    f.inst(
        InstData::CondBr {
            cond: cmp.unwrap(),
            dests: [b1, bexit],
        },
        None,
    );
    // Block %4 (unnamed): `%5 = mul i32 %x, -7` then br exit.
    f.f.layout.push(b1);
    f.cur = Some(b1);
    let start = f.f.insts.len() as u32;
    f.f.blocks[b1].first = start;
    f.f.blocks[b1].end = start;
    let (_, prod) = f.inst(
        InstData::Binary {
            op: BinaryOp::Mul,
            flags: InstFlags::default(),
            fmf: FastMath::default(),
            args: [p1, cm],
        },
        Some((i32t, None)),
    );
    f.inst(InstData::Br { dest: bexit }, None);
    f.f.layout.push(bexit);
    f.cur = Some(bexit);
    let start = f.f.insts.len() as u32;
    f.f.blocks[bexit].first = start;
    f.f.blocks[bexit].end = start;
    let mut args = crate::function::ValueList::new();
    args.extend([s, prod.unwrap()], &mut f.f.value_pool);
    let mut blocks = crate::function::BlockList::new();
    let entry = f.f.layout[0];
    blocks.extend([entry, b1], &mut f.f.block_pool);
    let (_, phi) = f.inst(
        InstData::Phi {
            fmf: FastMath::default(),
            args,
            blocks,
        },
        Some((i32t, Some(b.sym("r")))),
    );
    f.inst(InstData::Ret { arg: phi.into() }, None);
    b.func("f", fn_ty, Some(f.f));
    let text = print(&b.m);
    assert_eq!(
        text,
        "\n\
         define i32 @f(i32 %0, i32 %x) {\n  \
           %2 = add nuw nsw i32 %0, 1\n  \
           %3 = icmp slt i32 %2, %x\n  \
           br i1 %3, label %4, label %exit\n\
         \n\
         4:\n  \
           %5 = mul i32 %x, -7\n  \
           br label %exit\n\
         \n\
         exit:\n  \
           %r = phi i32 [ %2, %1 ], [ %5, %4 ]\n  \
           ret i32 %r\n\
         }\n"
    );
    assert_llvm_accepts(&text);
    let fid = FuncId::from_u32(0);
    assert_eq!(value_name(&b.m, fid, p0), "%0");
    assert_eq!(value_name(&b.m, fid, p1), "%x");
    assert_eq!(value_name(&b.m, fid, s), "%2");
    assert_eq!(value_name(&b.m, fid, c1), "1");
}

#[test]
fn calls_attributes_and_metadata() {
    let mut b = Mb::new();
    let i32t = b.m.types.common.i32;
    let ptr = b.m.types.common.ptr;
    let void = b.m.types.common.void;
    let printf_ty = b.ty(TypeData::Function {
        ret: i32t,
        params: Box::new([ptr]),
        vararg: true,
    });
    let main_ty = b.ty(TypeData::Function {
        ret: i32t,
        params: Box::new([]),
        vararg: false,
    });
    let void_ty = b.ty(TypeData::Function {
        ret: void,
        params: Box::new([]),
        vararg: false,
    });
    let nounwind = b.m.attrs.intern(&[Attr::Flag(AttrKind::NoUnwind)]);
    let k = b.sym("frame-pointer");
    let v = b.sym("all");
    let fn_attrs = b.m.attrs.intern(&[
        Attr::Flag(AttrKind::NoInline),
        Attr::Int(AttrKind::AlignStack, 16),
        Attr::Str(k, Some(v)),
    ]);
    let noundef = b.m.attrs.intern(&[Attr::Flag(AttrKind::NoUndef)]);
    let (printf_gv, printf_f) = b.func("printf", printf_ty, None);
    b.m.functions[printf_f].attrs = AttrList {
        func: fn_attrs,
        ret: AttrSet::EMPTY,
        params: vec![noundef].into(),
    };
    let (foo_gv, _) = b.func("foo", void_ty, None);
    // Metadata: !llvm.ident = !{!0}; !0 = !{!"clang"}; a !DILocation.
    let clang = b.sym("clang");
    let n0 = b.m.metadata.push(MdNodeData {
        distinct: false,
        kind: MdNodeKind::Tuple(Box::new([MdRef::String(clang)])),
    });
    let ident = b.sym("llvm.ident");
    b.m.named_metadata
        .push((ident, Box::new([MdRef::Node(n0)])));
    let cls = b.sym("DILocation");
    let line = b.sym("line");
    let scope = b.sym("scope");
    let loc = b.m.metadata.push(MdNodeData {
        distinct: false,
        kind: MdNodeKind::Special {
            class: cls,
            fields: Box::new([
                (Some(line), MdField::Int(3)),
                (Some(scope), MdField::Ref(MdRef::Node(n0))),
            ]),
        },
    });
    let fmt = b.var(Some("fmt"), i32t, None);
    let fmt_ref = b.gref(fmt);
    let printf_ref = b.gref(printf_gv);
    let foo_ref = b.gref(foo_gv);
    let mut f = Fb::new();
    let a0 = f.konst(&b.m, fmt_ref);
    let callee = f.konst(&b.m, printf_ref);
    let foo_v = f.konst(&b.m, foo_ref);
    f.block(None);
    let mut args = crate::function::ValueList::new();
    args.push(a0, &mut f.f.value_pool);
    let call = f.f.calls.push(CallData {
        kind: CallKind::Call,
        tail: TailKind::Tail,
        fmf: FastMath::default(),
        cc: CallConv::C,
        fn_ty: printf_ty,
        callee,
        args,
        attrs: AttrList {
            func: nounwind,
            ret: AttrSet::EMPTY,
            params: vec![noundef].into(),
        },
        addrspace: None,
        bundles: Box::new([]),
    });
    let (ci, r) = f.inst(InstData::Call { call }, Some((i32t, None)));
    f.f.debug_locs[ci] = loc.into();
    let call2 = f.f.calls.push(CallData {
        kind: CallKind::Call,
        tail: TailKind::None,
        fmf: FastMath::default(),
        cc: CallConv::FAST,
        fn_ty: void_ty,
        callee: foo_v,
        args: crate::function::ValueList::new(),
        attrs: AttrList::default(),
        addrspace: None,
        bundles: Box::new([]),
    });
    f.inst(InstData::Call { call: call2 }, None);
    f.inst(InstData::Ret { arg: r.into() }, None);
    let (main_gv, main_f) = b.func("main", main_ty, Some(f.f));
    b.m.globals[main_gv].dso_local = true;
    b.m.functions[main_f].attrs.func = nounwind;
    let text = print(&b.m);
    assert_eq!(
        text,
        "\n\
         @fmt = external global i32\n\
         \n\
         ; Function Attrs: noinline alignstack(16)\n\
         declare i32 @printf(ptr noundef, ...) #0\n\
         \n\
         declare void @foo()\n\
         \n\
         ; Function Attrs: nounwind\n\
         define dso_local i32 @main() #1 {\n  \
           %1 = tail call i32 (ptr, ...) @printf(ptr noundef @fmt) #1, !dbg !1\n  \
           call fastcc void @foo()\n  \
           ret i32 %1\n\
         }\n\
         \n\
         attributes #0 = { noinline alignstack=16 \"frame-pointer\"=\"all\" }\n\
         attributes #1 = { nounwind }\n\
         \n\
         !llvm.ident = !{!0}\n\
         \n\
         !0 = !{!\"clang\"}\n\
         !1 = !DILocation(line: 3, scope: !0)\n"
    );
    // (The DILocation's scope is not a real scope, so llvm-as would reject
    // the debug info; only check the rest of the syntax.)
    let without_dbg = text.replace(", !dbg !1", "");
    assert_llvm_accepts(&without_dbg);
}

#[test]
fn constants() {
    let mut b = Mb::new();
    let i32t = b.m.types.common.i32;
    let i1 = b.m.types.common.i1;
    let i128t = b.m.types.int(128);
    let i256 = b.m.types.int(256);
    let f32t = b.m.types.common.float;
    let f64t = b.m.types.common.double;
    let half = b.ty(TypeData::Half);
    let x87 = b.ty(TypeData::X86Fp80);
    let q = b.ty(TypeData::Fp128);
    let v4 = b.ty(TypeData::Vector {
        elem: i32t,
        len: 4,
        scalable: false,
    });
    let st = b.ty(TypeData::Struct {
        fields: Box::new([i1, f32t, f64t, half, x87, q, i128t, i256, v4]),
        packed: false,
    });
    let t = b.m.consts.intern(ConstData::Int {
        ty: i1,
        val: IntValue::Small(1),
    });
    let fl = |b: &mut Mb, ty, bits| b.m.consts.intern(ConstData::Float { ty, bits });
    let f1 = fl(&mut b, f32t, 0x3dcc_cccd); // 0.1f
    let f2 = fl(&mut b, f64t, 0x3ff8_0000_0000_0000); // 1.5
    let f3 = fl(&mut b, half, 0x3c00);
    let f4 = fl(&mut b, x87, 0x3fff_8000_0000_0000_0000);
    let f5 = fl(&mut b, q, 0x3fff_0000_0000_0000_0000_0000_0000_0000);
    let big = b.int(128, -2);
    let huge = b.m.consts.intern(ConstData::Int {
        ty: i256,
        val: IntValue::Big(Box::new([u64::MAX, u64::MAX, u64::MAX, u64::MAX])),
    });
    let seven = b.int(32, 7);
    let splat = b.m.consts.intern(ConstData::Splat {
        ty: v4,
        elem: seven,
    });
    let s = b.m.consts.intern(ConstData::Struct {
        ty: st,
        elems: Box::new([t, f1, f2, f3, f4, f5, big, huge, splat]),
    });
    b.var(Some("s"), st, Some(s));
    let text = print(&b.m);
    assert_eq!(
        text,
        "\n@s = global { i1, float, double, half, x86_fp80, fp128, i128, i256, <4 x i32> } \
         { i1 true, float 0x3FB99999A0000000, double 1.500000e+00, half 0xH3C00, \
         x86_fp80 0xK3FFF8000000000000000, fp128 0xL00000000000000003FFF000000000000, \
         i128 -2, i256 -1, <4 x i32> splat (i32 7) }\n"
    );
    assert_llvm_accepts(&text);
}

#[test]
fn names_needing_quotes() {
    let mut b = Mb::new();
    let void = b.m.types.common.void;
    let fn_ty = b.ty(TypeData::Function {
        ret: void,
        params: Box::new([]),
        vararg: false,
    });
    let mut f = Fb::new();
    let name = b.sym("a b");
    f.block(Some(name));
    f.inst(InstData::Ret { arg: None.into() }, None);
    b.func("my func", fn_ty, Some(f.f));
    let text = print(&b.m);
    assert_eq!(
        text,
        "\ndefine void @\"my func\"() {\n\"a b\":\n  ret void\n}\n"
    );
    assert_llvm_accepts(&text);
}

#[test]
fn print_function_alone_uses_module_numbering() {
    let mut b = Mb::new();
    let void = b.m.types.common.void;
    let fn_ty = b.ty(TypeData::Function {
        ret: void,
        params: Box::new([]),
        vararg: false,
    });
    let cold = b.m.attrs.intern(&[Attr::Flag(AttrKind::Cold)]);
    let nounwind = b.m.attrs.intern(&[Attr::Flag(AttrKind::NoUnwind)]);
    let (_, f0) = b.func("first", fn_ty, None);
    b.m.functions[f0].attrs.func = cold;
    let mut f = Fb::new();
    f.block(None);
    f.inst(InstData::Ret { arg: None.into() }, None);
    let (_, f1) = b.func("second", fn_ty, Some(f.f));
    b.m.functions[f1].attrs.func = nounwind;
    let mut out = Vec::new();
    print_function(&b.m, f1, &mut out);
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "; Function Attrs: nounwind\ndefine void @second() #1 {\n  ret void\n}\n"
    );
}
