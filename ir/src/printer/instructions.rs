//! Functions: headers, blocks, instructions, operands and debug records.

use super::Printer;
use super::slots::NONE;
use super::text::{push_name, push_quoted, push_sigil_name, push_u32, push_u64};
use crate::function::{
    Block, CallData, CallKind, Clause, DbgRecordKind, Function, Inst, Value, ValueDef,
};
use crate::instructions::{Align, FastMath, InstData, InstFlags, Ordering, SyncScope, TailKind};
use crate::module::{FuncId, UnnamedAddr};
use cranelift_entity::EntityRef;

impl Printer<'_, '_> {
    /// A whole function: `; Function Attrs:` comment, header, body.
    pub(super) fn function(&mut self, fid: FuncId) {
        let m = self.m;
        let Some(fd) = m.functions.get(fid) else {
            return;
        };
        let Some(gv) = fd.gv else { return };
        let g = &m.globals[gv];
        self.cur_func = Some(fid);
        self.fn_attrs_comment(fd.attrs.func);
        let body = fd.body.as_ref();
        match body {
            None => {
                self.bytes(b"declare");
                for (k, r) in &g.attachments {
                    self.attachment(b" ", *k, *r);
                }
                self.out.push(b' ');
            }
            Some(b) => {
                self.fslots.compute(b);
                self.index_body(b);
                self.bytes(b"define ");
            }
        }
        self.gv_prefix(gv, true);
        self.call_conv(fd.cc);
        let (ret, param_tys, vararg) =
            m.types
                .function(g.value_type)
                .unwrap_or((m.types.common.void, &[], false));
        if !self.m.attrs.get(fd.attrs.ret).is_empty() {
            self.attr_set(fd.attrs.ret, false);
            self.out.push(b' ');
        }
        self.ty(ret);
        self.out.push(b' ');
        self.global_ref(gv);
        self.out.push(b'(');
        let n_params = match body {
            None => {
                for (i, t) in param_tys.iter().enumerate() {
                    if i > 0 {
                        self.bytes(b", ");
                    }
                    self.ty(*t);
                    self.param_attrs(fd.attrs.param(i));
                }
                param_tys.len()
            }
            Some(b) => {
                for (i, &v) in b.params.iter().enumerate() {
                    if i > 0 {
                        self.bytes(b", ");
                    }
                    self.ty(b.value_type(v));
                    self.param_attrs(fd.attrs.param(i));
                    self.out.push(b' ');
                    self.local_value(b, v);
                }
                b.params.len()
            }
        };
        if vararg {
            if n_params > 0 {
                self.bytes(b", ");
            }
            self.bytes(b"...");
        }
        self.out.push(b')');
        match g.unnamed_addr {
            UnnamedAddr::None => {}
            UnnamedAddr::Global => self.bytes(b" unnamed_addr"),
            UnnamedAddr::Local => self.bytes(b" local_unnamed_addr"),
        }
        if g.addrspace != 0 || m.datalayout.program_addrspace() != 0 {
            self.bytes(b" addrspace(");
            push_u32(self.out, g.addrspace);
            self.out.push(b')');
        }
        self.attr_group_ref(fd.attrs.func);
        if let Some(s) = g.section {
            self.bytes(b" section ");
            push_quoted(self.out, m.symbols.get(s));
        }
        if let Some(s) = g.partition {
            self.bytes(b" partition ");
            push_quoted(self.out, m.symbols.get(s));
        }
        self.comdat_ref(gv);
        if let Some(a) = g.align.bytes() {
            self.bytes(b" align ");
            push_u64(self.out, a);
        }
        if let Some(gc) = fd.gc {
            self.bytes(b" gc ");
            push_quoted(self.out, m.symbols.get(gc));
        }
        if let Some(c) = fd.prefix {
            self.bytes(b" prefix ");
            self.typed_constant(c);
        }
        if let Some(c) = fd.prologue {
            self.bytes(b" prologue ");
            self.typed_constant(c);
        }
        if let Some(c) = fd.personality {
            self.bytes(b" personality ");
            self.typed_constant(c);
        }
        match body {
            None => self.out.push(b'\n'),
            Some(b) => {
                for (k, r) in &g.attachments {
                    self.attachment(b" ", *k, *r);
                }
                self.bytes(b" {");
                self.body(b);
                self.bytes(b"}\n");
            }
        }
        self.cur_func = None;
    }

    fn param_attrs(&mut self, set: crate::attributes::AttrSet) {
        if !self.m.attrs.get(set).is_empty() {
            self.out.push(b' ');
            self.attr_set(set, false);
        }
    }

    /// The blocks of a function (after the header's `{`).
    fn body(&mut self, f: &Function) {
        for (bi, &b) in f.layout.iter().enumerate() {
            if let Some(name) = f.blocks[b].name.expand() {
                self.out.push(b'\n');
                let name = self.sym(name);
                push_name(self.out, name);
                self.out.push(b':');
            } else if bi != 0 {
                self.out.push(b'\n');
                push_u32(self.out, self.fslots.block(b));
                self.out.push(b':');
            }
            self.out.push(b'\n');
            let first = f.blocks[b].first as usize;
            self.recs.seek(first);
            self.atts.seek(first);
            for inst in f.block_insts(b) {
                for pos in self.recs.range(inst.index()) {
                    let ri = self.recs.item(pos);
                    self.dbg_record(f, ri);
                }
                self.instruction(f, inst);
                self.out.push(b'\n');
            }
        }
    }

    fn dbg_record(&mut self, f: &Function, ri: usize) {
        let rec = &f.dbg_records[ri];
        self.bytes(match rec.kind {
            DbgRecordKind::Value => b"    #dbg_value(",
            DbgRecordKind::Declare => b"    #dbg_declare(",
            DbgRecordKind::Assign => b"    #dbg_assign(",
            DbgRecordKind::Label => b"    #dbg_label(",
        });
        for (i, op) in rec.operands.iter().enumerate() {
            if i > 0 {
                self.bytes(b", ");
            }
            self.md_operand(f, op);
        }
        self.bytes(b")\n");
    }

    // ---- operands ----

    /// `%name` / `%N` of a parameter or instruction result.
    fn local_value(&mut self, f: &Function, v: Value) {
        if let Some(name) = f.value_names.get(v).and_then(|n| n.expand()) {
            let name = self.sym(name);
            push_sigil_name(self.out, b'%', name);
        } else {
            let n = self.fslots.value(v);
            if n == NONE {
                self.bytes(b"<badref>");
            } else {
                self.out.push(b'%');
                push_u32(self.out, n);
            }
        }
    }

    /// An operand without its type.
    pub(super) fn value(&mut self, f: &Function, v: Value) {
        let Some(vd) = f.values.get(v) else {
            self.bytes(b"<badref>");
            return;
        };
        match vd.def {
            ValueDef::Param(_) | ValueDef::Inst(_) => self.local_value(f, v),
            ValueDef::Const(c) => self.constant(c),
            ValueDef::Metadata(i) => match f.md_operands.get(i as usize) {
                Some(op) => self.md_operand(f, op),
                None => self.bytes(b"<badref>"),
            },
            ValueDef::InlineAsm(i) => match f.inline_asms.get(i as usize) {
                Some(asm) => {
                    self.bytes(b"asm ");
                    if asm.side_effect {
                        self.bytes(b"sideeffect ");
                    }
                    if asm.align_stack {
                        self.bytes(b"alignstack ");
                    }
                    if asm.intel_dialect {
                        self.bytes(b"inteldialect ");
                    }
                    if asm.can_unwind {
                        self.bytes(b"unwind ");
                    }
                    push_quoted(self.out, &asm.template);
                    self.bytes(b", ");
                    push_quoted(self.out, &asm.constraints);
                }
                None => self.bytes(b"<badref>"),
            },
        }
    }

    /// `T v`.
    pub(super) fn typed_value(&mut self, f: &Function, v: Value) {
        match f.values.get(v) {
            Some(vd) => {
                self.ty(vd.ty);
                self.out.push(b' ');
                self.value(f, v);
            }
            None => self.bytes(b"<badref>"),
        }
    }

    /// `%bb` (block operand without `label`).
    fn block_ref(&mut self, f: &Function, b: Block) {
        match f.blocks.get(b).and_then(|d| d.name.expand()) {
            Some(name) => {
                let name = self.sym(name);
                push_sigil_name(self.out, b'%', name);
            }
            None => {
                let n = self.fslots.block(b);
                if n == NONE {
                    self.bytes(b"%<badref>");
                } else {
                    self.out.push(b'%');
                    push_u32(self.out, n);
                }
            }
        }
    }

    /// `label %bb`.
    fn label(&mut self, f: &Function, b: Block) {
        self.bytes(b"label ");
        self.block_ref(f, b);
    }

    /// Two operands of one type written once (`i32 %a, %b`), or each with
    /// its type if they differ.
    fn same_type_pair(&mut self, f: &Function, a: Value, b: Value) {
        let (ta, tb) = (f.value_type(a), f.value_type(b));
        self.out.push(b' ');
        if ta == tb {
            self.ty(ta);
            self.out.push(b' ');
            self.value(f, a);
            self.bytes(b", ");
            self.value(f, b);
        } else {
            self.typed_value(f, a);
            self.bytes(b", ");
            self.typed_value(f, b);
        }
    }

    fn typed_values(&mut self, f: &Function, vals: &[Value]) {
        for (i, v) in vals.iter().enumerate() {
            if i > 0 {
                self.bytes(b", ");
            }
            self.typed_value(f, *v);
        }
    }

    // ---- flags and orderings ----

    fn fmf(&mut self, fmf: FastMath) {
        if fmf.0 & FastMath::FAST == FastMath::FAST {
            self.bytes(b" fast");
            return;
        }
        for (bit, name) in [
            (FastMath::REASSOC, &b" reassoc"[..]),
            (FastMath::NNAN, b" nnan"),
            (FastMath::NINF, b" ninf"),
            (FastMath::NSZ, b" nsz"),
            (FastMath::ARCP, b" arcp"),
            (FastMath::CONTRACT, b" contract"),
            (FastMath::AFN, b" afn"),
        ] {
            if fmf.0 & bit != 0 {
                self.bytes(name);
            }
        }
    }

    fn sync_scope(&mut self, scope: SyncScope) {
        match scope.0 {
            0 => {}
            1 => self.bytes(b" syncscope(\"singlethread\")"),
            n => {
                self.bytes(b" syncscope(");
                match self.m.sync_scopes.get(n as usize - 2) {
                    Some(&s) => push_quoted(self.out, self.m.symbols.get(s)),
                    None => {
                        self.bytes(b"\"scope");
                        push_u32(self.out, u32::from(n));
                        self.out.push(b'"');
                    }
                }
                self.out.push(b')');
            }
        }
    }

    /// `load`/`store` with its ` atomic` and ` volatile` markers.
    fn memory_opcode(&mut self, opcode: &[u8], ordering: Ordering, flags: InstFlags) {
        self.bytes(opcode);
        if ordering != Ordering::NotAtomic {
            self.bytes(b" atomic");
        }
        if flags.has(InstFlags::VOLATILE) {
            self.bytes(b" volatile");
        }
    }

    /// ` [syncscope(..)] ordering` of an atomic operation.
    fn atomic(&mut self, ordering: Ordering, scope: SyncScope) {
        if ordering == Ordering::NotAtomic {
            return;
        }
        self.sync_scope(scope);
        self.out.push(b' ');
        self.bytes(ordering.name().as_bytes());
    }

    fn align(&mut self, a: Align) {
        if let Some(b) = a.bytes() {
            self.bytes(b", align ");
            push_u64(self.out, b);
        }
    }

    // ---- instructions ----

    fn instruction(&mut self, f: &Function, inst: Inst) {
        self.bytes(b"  ");
        let result = f.inst_result(inst);
        if let Some(r) = result {
            self.local_value(f, r);
            self.bytes(b" = ");
        }
        let result_ty = result.map(|r| f.value_type(r));
        match f.insts[inst] {
            InstData::Ret { arg } => match arg.expand() {
                None => self.bytes(b"ret void"),
                Some(v) => {
                    self.bytes(b"ret ");
                    self.typed_value(f, v);
                }
            },
            InstData::Br { dest } => {
                self.bytes(b"br ");
                self.label(f, dest);
            }
            InstData::CondBr { cond, dests } => {
                self.bytes(b"br ");
                self.typed_value(f, cond);
                self.bytes(b", ");
                self.label(f, dests[0]);
                self.bytes(b", ");
                self.label(f, dests[1]);
            }
            InstData::Switch { data } => {
                let s = &f.switches[data];
                self.bytes(b"switch ");
                self.typed_value(f, s.cond);
                self.bytes(b", ");
                self.label(f, s.default);
                self.bytes(b" [");
                for &(c, b) in s.cases.iter() {
                    self.bytes(b"\n    ");
                    self.typed_constant(c);
                    self.bytes(b", ");
                    self.label(f, b);
                }
                self.bytes(b"\n  ]");
            }
            InstData::IndirectBr { addr, dests } => {
                self.bytes(b"indirectbr ");
                self.typed_value(f, addr);
                self.bytes(b", [");
                for (i, &b) in f.blocks_of(dests).iter().enumerate() {
                    if i > 0 {
                        self.bytes(b", ");
                    }
                    self.label(f, b);
                }
                self.out.push(b']');
            }
            InstData::Invoke { call } | InstData::CallBr { call } | InstData::Call { call } => {
                self.call(f, &f.calls[call]);
            }
            InstData::Resume { arg } => {
                self.bytes(b"resume ");
                self.typed_value(f, arg);
            }
            InstData::CatchSwitch { data } => {
                let cs = &f.catch_switches[data];
                self.bytes(b"catchswitch within ");
                self.value(f, cs.parent);
                self.bytes(b" [");
                for (i, &b) in cs.handlers.iter().enumerate() {
                    if i > 0 {
                        self.bytes(b", ");
                    }
                    self.label(f, b);
                }
                self.bytes(b"] unwind ");
                match cs.unwind {
                    Some(b) => self.label(f, b),
                    None => self.bytes(b"to caller"),
                }
            }
            InstData::CatchRet { pad, dest } => {
                self.bytes(b"catchret from ");
                self.value(f, pad);
                self.bytes(b" to ");
                self.label(f, dest);
            }
            InstData::CleanupRet { pad, unwind } => {
                self.bytes(b"cleanupret from ");
                self.value(f, pad);
                self.bytes(b" unwind ");
                match unwind.expand() {
                    Some(b) => self.label(f, b),
                    None => self.bytes(b"to caller"),
                }
            }
            InstData::Unreachable => self.bytes(b"unreachable"),
            InstData::FNeg { fmf, arg } => {
                self.bytes(b"fneg");
                self.fmf(fmf);
                self.out.push(b' ');
                self.typed_value(f, arg);
            }
            InstData::Binary {
                op,
                flags,
                fmf,
                args,
            } => {
                self.bytes(op.name().as_bytes());
                self.fmf(fmf);
                self.binary_flags(op, flags);
                self.same_type_pair(f, args[0], args[1]);
            }
            InstData::Cast {
                op,
                flags,
                fmf,
                arg,
            } => {
                self.bytes(op.name().as_bytes());
                self.fmf(fmf);
                self.cast_flags(op, flags);
                self.out.push(b' ');
                self.typed_value(f, arg);
                self.bytes(b" to ");
                if let Some(t) = result_ty {
                    self.ty(t);
                }
            }
            InstData::ICmp { pred, flags, args } => {
                self.bytes(b"icmp");
                if flags.has(InstFlags::SAMESIGN) {
                    self.bytes(b" samesign");
                }
                self.out.push(b' ');
                self.bytes(pred.name().as_bytes());
                self.same_type_pair(f, args[0], args[1]);
            }
            InstData::FCmp { pred, fmf, args } => {
                self.bytes(b"fcmp");
                self.fmf(fmf);
                self.out.push(b' ');
                self.bytes(pred.name().as_bytes());
                self.same_type_pair(f, args[0], args[1]);
            }
            InstData::Select { fmf, args } => {
                self.bytes(b"select");
                self.fmf(fmf);
                self.out.push(b' ');
                self.typed_values(f, &args);
            }
            InstData::Freeze { arg } => {
                self.bytes(b"freeze ");
                self.typed_value(f, arg);
            }
            InstData::Phi { fmf, args, blocks } => {
                self.bytes(b"phi");
                self.fmf(fmf);
                self.out.push(b' ');
                if let Some(t) = result_ty {
                    self.ty(t);
                }
                self.out.push(b' ');
                let vals = f.values_of(args);
                let blocks = f.blocks_of(blocks);
                for (i, (&v, &b)) in vals.iter().zip(blocks).enumerate() {
                    if i > 0 {
                        self.bytes(b", ");
                    }
                    self.bytes(b"[ ");
                    self.value(f, v);
                    self.bytes(b", ");
                    self.block_ref(f, b);
                    self.bytes(b" ]");
                }
            }
            InstData::Alloca {
                flags,
                align,
                ty,
                count,
            } => {
                self.bytes(b"alloca ");
                if flags.has(InstFlags::INALLOCA) {
                    self.bytes(b"inalloca ");
                }
                if flags.has(InstFlags::SWIFTERROR) {
                    self.bytes(b"swifterror ");
                }
                self.ty(ty);
                if let Some(c) = count.expand()
                    && !self.is_i32_one(f, c)
                {
                    self.bytes(b", ");
                    self.typed_value(f, c);
                }
                self.align(align);
                let aspace = result_ty
                    .and_then(|t| self.m.types.ptr_addrspace(t))
                    .unwrap_or(0);
                if aspace != 0 {
                    self.bytes(b", addrspace(");
                    push_u32(self.out, aspace);
                    self.out.push(b')');
                }
            }
            InstData::Load {
                flags,
                align,
                ordering,
                scope,
                ptr,
            } => {
                self.memory_opcode(b"load", ordering, flags);
                self.out.push(b' ');
                if let Some(t) = result_ty {
                    self.ty(t);
                }
                self.bytes(b", ");
                self.typed_value(f, ptr);
                self.atomic(ordering, scope);
                self.align(align);
            }
            InstData::Store {
                flags,
                align,
                ordering,
                scope,
                args,
            } => {
                self.memory_opcode(b"store", ordering, flags);
                self.out.push(b' ');
                self.typed_values(f, &args);
                self.atomic(ordering, scope);
                self.align(align);
            }
            InstData::Fence { ordering, scope } => {
                self.bytes(b"fence");
                self.atomic(ordering, scope);
            }
            InstData::CmpXchg {
                flags,
                align,
                orderings,
                scope,
                args,
            } => {
                self.bytes(b"cmpxchg");
                if flags.has(InstFlags::WEAK) {
                    self.bytes(b" weak");
                }
                if flags.has(InstFlags::VOLATILE) {
                    self.bytes(b" volatile");
                }
                self.out.push(b' ');
                self.typed_values(f, f.values_of(args));
                self.sync_scope(scope);
                self.out.push(b' ');
                self.bytes(orderings[0].name().as_bytes());
                self.out.push(b' ');
                self.bytes(orderings[1].name().as_bytes());
                self.align(align);
            }
            InstData::AtomicRmw {
                op,
                flags,
                align,
                ordering,
                scope,
                args,
            } => {
                self.bytes(b"atomicrmw");
                if flags.has(InstFlags::VOLATILE) {
                    self.bytes(b" volatile");
                }
                self.out.push(b' ');
                self.bytes(op.name().as_bytes());
                self.out.push(b' ');
                self.typed_values(f, &args);
                self.atomic(ordering, scope);
                self.align(align);
            }
            InstData::Gep {
                flags,
                source_ty,
                args,
            } => {
                self.bytes(b"getelementptr");
                self.gep_flags(flags);
                self.out.push(b' ');
                self.ty(source_ty);
                for &v in f.values_of(args) {
                    self.bytes(b", ");
                    self.typed_value(f, v);
                }
            }
            InstData::ExtractElement { args } => {
                self.bytes(b"extractelement ");
                self.typed_values(f, &args);
            }
            InstData::InsertElement { args } => {
                self.bytes(b"insertelement ");
                self.typed_values(f, &args);
            }
            InstData::ShuffleVector { args, mask } => {
                self.bytes(b"shufflevector ");
                self.typed_values(f, &args);
                self.shuffle_mask(mask);
            }
            InstData::ExtractValue { agg, indices } => {
                self.bytes(b"extractvalue ");
                self.typed_value(f, agg);
                for &i in f.indices(indices) {
                    self.bytes(b", ");
                    push_u32(self.out, i);
                }
            }
            InstData::InsertValue { args, indices } => {
                self.bytes(b"insertvalue ");
                self.typed_values(f, &args);
                for &i in f.indices(indices) {
                    self.bytes(b", ");
                    push_u32(self.out, i);
                }
            }
            InstData::VaArg { arg } => {
                self.bytes(b"va_arg ");
                self.typed_value(f, arg);
                self.bytes(b", ");
                if let Some(t) = result_ty {
                    self.ty(t);
                }
            }
            InstData::LandingPad { data } => {
                let lp = &f.landing_pads[data];
                self.bytes(b"landingpad ");
                if let Some(t) = result_ty {
                    self.ty(t);
                }
                if lp.cleanup || !lp.clauses.is_empty() {
                    self.out.push(b'\n');
                }
                if lp.cleanup {
                    self.bytes(b"          cleanup");
                }
                for (i, c) in lp.clauses.iter().enumerate() {
                    if i != 0 || lp.cleanup {
                        self.out.push(b'\n');
                    }
                    let v = match *c {
                        Clause::Catch(v) => {
                            self.bytes(b"          catch ");
                            v
                        }
                        Clause::Filter(v) => {
                            self.bytes(b"          filter ");
                            v
                        }
                    };
                    self.typed_value(f, v);
                }
            }
            InstData::CatchPad { args } | InstData::CleanupPad { args } => {
                let is_catch = matches!(f.insts[inst], InstData::CatchPad { .. });
                self.bytes(if is_catch {
                    b"catchpad within "
                } else {
                    b"cleanuppad within "
                });
                let vals = f.values_of(args);
                if let Some((&parent, rest)) = vals.split_first() {
                    self.value(f, parent);
                    self.bytes(b" [");
                    self.typed_values(f, rest);
                    self.out.push(b']');
                } else {
                    self.bytes(b"none []");
                }
            }
        }
        // Attachments: `!dbg` first, then the others in stored order.
        if let Some(loc) = f.debug_locs.get(inst).and_then(|l| l.expand()) {
            self.bytes(b", !dbg ");
            self.md_ref(crate::metadata::MdRef::Node(loc));
        }
        for pos in self.atts.range(inst.index()) {
            let a = f.attachments[self.atts.item(pos)];
            self.attachment(b", ", a.kind, a.node);
        }
    }

    /// Whether `v` is the constant `i32 1` (the implicit alloca count).
    fn is_i32_one(&self, f: &Function, v: Value) -> bool {
        let Some(c) = f.as_const(v) else { return false };
        match self.m.consts.get(c) {
            crate::constants::ConstData::Int { ty, val } => {
                self.m.types.int_bits(*ty) == Some(32) && val.as_u64() == Some(1)
            }
            _ => false,
        }
    }

    /// `call`, `invoke` and `callbr`.
    fn call(&mut self, f: &Function, c: &CallData) {
        let m = self.m;
        let opcode: &[u8] = match c.kind {
            CallKind::Call => {
                match c.tail {
                    TailKind::None => {}
                    TailKind::Tail => self.bytes(b"tail "),
                    TailKind::MustTail => self.bytes(b"musttail "),
                    TailKind::NoTail => self.bytes(b"notail "),
                }
                b"call"
            }
            CallKind::Invoke { .. } => b"invoke",
            CallKind::CallBr { .. } => b"callbr",
        };
        self.bytes(opcode);
        self.fmf(c.fmf);
        if c.cc.0 != 0 {
            self.out.push(b' ');
            match c.cc.name() {
                Some(n) => self.bytes(n.as_bytes()),
                None => {
                    self.bytes(b"cc");
                    push_u32(self.out, c.cc.0);
                }
            }
        }
        if !m.attrs.get(c.attrs.ret).is_empty() {
            self.out.push(b' ');
            self.attr_set(c.attrs.ret, false);
        }
        if !matches!(c.kind, CallKind::CallBr { .. }) {
            let callee_as = f
                .values
                .get(c.callee)
                .and_then(|vd| m.types.ptr_addrspace(vd.ty))
                .unwrap_or(c.addrspace.unwrap_or(0));
            if callee_as != 0 || m.datalayout.program_addrspace() != 0 {
                self.bytes(b" addrspace(");
                push_u32(self.out, callee_as);
                self.out.push(b')');
            }
        }
        self.out.push(b' ');
        match m.types.function(c.fn_ty) {
            Some((ret, _, false)) => self.ty(ret),
            _ => self.ty(c.fn_ty),
        }
        self.out.push(b' ');
        self.value(f, c.callee);
        self.out.push(b'(');
        let args = f.values_of(c.args);
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                self.bytes(b", ");
            }
            self.ty(f.value_type(a));
            self.param_attrs(c.attrs.param(i));
            self.out.push(b' ');
            self.value(f, a);
        }
        if c.tail == TailKind::MustTail
            && matches!(c.kind, CallKind::Call)
            && self.cur_func_is_vararg()
        {
            if !args.is_empty() {
                self.bytes(b", ");
            }
            self.bytes(b"...");
        }
        self.out.push(b')');
        self.attr_group_ref(c.attrs.func);
        if !c.bundles.is_empty() {
            self.bytes(b" [ ");
            for (i, b) in c.bundles.iter().enumerate() {
                if i > 0 {
                    self.bytes(b", ");
                }
                push_quoted(self.out, m.symbols.get(b.tag));
                self.out.push(b'(');
                self.typed_values(f, &b.args);
                self.out.push(b')');
            }
            self.bytes(b" ]");
        }
        match &c.kind {
            CallKind::Call => {}
            CallKind::Invoke { normal, unwind } => {
                self.bytes(b"\n          to ");
                self.label(f, *normal);
                self.bytes(b" unwind ");
                self.label(f, *unwind);
            }
            CallKind::CallBr {
                fallthrough,
                indirect,
            } => {
                self.bytes(b"\n          to ");
                self.label(f, *fallthrough);
                self.bytes(b" [");
                for (i, b) in indirect.iter().enumerate() {
                    if i > 0 {
                        self.bytes(b", ");
                    }
                    self.label(f, *b);
                }
                self.out.push(b']');
            }
        }
    }

    fn cur_func_is_vararg(&self) -> bool {
        let m = self.m;
        self.cur_func
            .and_then(|fid| m.functions[fid].gv)
            .and_then(|gv| m.types.function(m.globals[gv].value_type))
            .is_some_and(|(_, _, va)| va)
    }
}
