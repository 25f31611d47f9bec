//! `musttail` calls: the callee reuses the caller's frame slot on the stack.
//! Register arguments go to their ABI registers, stack arguments into the
//! caller's own incoming-argument area (LLVM guarantees the prototypes
//! match, so it is big enough), then the epilogue runs and the function
//! jumps to the callee (`Inst::TailCall`); the `ret` after the call emits
//! nothing.
//!
//! Every incoming stack argument was loaded into a register at entry, so
//! overwriting the incoming area cannot change a value still to be passed.

use crate::calls::ArgExt;
use crate::lower::{LResult, Lower};
use crate::values::const_addr;
use cranelift_entity::EntityRef;
use kiln_ir::attributes::AttrKind;
use kiln_ir::function::CallId;
use kiln_ir::instructions::TailKind;
use kiln_ir::{InstData, ValueDef};
use kiln_targets::x64::abi::SysvArgs;
use kiln_targets::x64::regs::RAX;
use kiln_targets::x64::{CallInfo, Inst};
use kiln_targets::{PReg, PRegSet, Reg, SymbolId};

impl Lower<'_> {
    /// Whether the instruction being lowered (a `ret`) directly follows a
    /// `musttail` call, which already ended the function.
    pub fn follows_musttail(&self) -> bool {
        let Some(i) = self.cur_inst else {
            return false;
        };
        let idx = i.index();
        if idx == 0 {
            return false;
        }
        let prev = kiln_ir::Inst::new(idx - 1);
        if self.c.inst_block[prev.index()] != self.c.inst_block[idx] {
            return false;
        }
        matches!(self.f.insts[prev], InstData::Call { call } if self.f.calls[call].tail == TailKind::MustTail)
    }

    /// `musttail call`.
    pub fn lower_musttail(&mut self, call: CallId) -> LResult<()> {
        let cd = &self.f.calls[call];
        let (ret_ty, _, vararg) = self
            .m
            .types
            .function(cd.fn_ty)
            .ok_or_else(|| self.err("call without a function type"))?;
        if vararg {
            return Err(self.err("musttail call of a variadic function is not supported yet"));
        }
        let direct = self.direct_callee(cd.callee);
        if self.call_may_leave_module(direct) {
            self.check_signature(cd.fn_ty)?;
        }
        if !self.ret_fits(ret_ty)? {
            return Err(self.err("musttail call returning a value in memory is not supported yet"));
        }
        let callee = cd.callee;
        let args: Vec<kiln_ir::Value> = self.f.values_of(cd.args).to_vec();
        let attrs = cd.attrs.clone();
        let mut a = SysvArgs::new();
        let mut uses: Vec<(Reg, PReg)> = Vec::new();
        let mut stores: Vec<Inst> = Vec::new();
        for (i, &v) in args.iter().enumerate() {
            let pa = attrs.param(i);
            if self.m.attrs.type_arg(pa, AttrKind::ByVal).is_some() {
                return Err(self.err("musttail call with a byval argument is not supported yet"));
            }
            let ext = ArgExt {
                zext: self.m.attrs.has(pa, AttrKind::ZeroExt),
                sext: self.m.attrs.has(pa, AttrKind::SignExt),
                variadic: false,
            };
            self.place_arg(v, ext, &mut a, true, &mut uses, &mut stores)?;
        }
        if a.stack > self.incoming_stack {
            return Err(self.err(format!(
                "musttail call passes {} bytes of stack arguments, the caller receives only {}",
                a.stack, self.incoming_stack
            )));
        }
        let sym = match self.f.values[callee].def {
            _ if self.large_code() => None,
            ValueDef::Const(c) => match const_addr(self.m, &mut self.c.layout, c) {
                Some((Some(g), 0)) => Some(SymbolId(g.index() as u32)),
                _ => None,
            },
            _ => None,
        };
        if sym.is_none() {
            let t = self.reg(callee)?;
            let r = self.new_int();
            self.copy_reg(r, t);
            uses.push((r, RAX));
        }
        for s in stores {
            self.emit(s);
        }
        let u = self.out.side.push_fixed(&uses);
        let d = self.out.side.push_fixed(&[]);
        let info = self.out.side.calls.len() as u32;
        self.out.side.calls.push(CallInfo {
            uses: u,
            defs: d,
            clobbers: PRegSet::empty(),
        });
        self.emit(Inst::TailCall { sym, info });
        Ok(())
    }
}
