//! The few inline-assembly statements clang's C output contains, matched by
//! template and constraints: empty compiler barriers and code-alignment
//! directives (no code: alignment changes no behaviour, and the padding is
//! not emitted yet), `nop`, zstd's `cmp; cmova` select, and `cpuid` —
//! bare (with `{ax}`/`{bx}`/`{cx}`/`{dx}` operands, as zstd writes it) or
//! wrapped in `xchgq %rbx` as `<cpuid.h>` writes it — executed for real.
//! Anything else is an error.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::function::CallId;
use kiln_targets::Reg;
use kiln_targets::x64::{Cond, Inst, OperandSize, RegMem, RegMemImm};

/// Whether `t` (trimmed) is a `cpuid` template: `Some(false)` for a bare
/// `cpuid`, `Some(true)` for `<cpuid.h>`'s `xchgq %rbx,${1:q}; cpuid;
/// xchgq %rbx,${1:q}` (operand 1 receives `ebx`).
fn cpuid_template(t: &str) -> Option<bool> {
    let lines: Vec<String> = t
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect();
    match lines.as_slice() {
        [c] if c == "cpuid" => Some(false),
        [x1, c, x2] if c == "cpuid" && x1 == "xchgq %rbx,${1:q}" && x2 == x1 => Some(true),
        _ => None,
    }
}

/// The register (0 = eax, 1 = ebx, 2 = ecx, 3 = edx) a `cpuid` operand
/// constraint names.
fn cpuid_reg(c: &str) -> Option<usize> {
    match c {
        "{ax}" | "{eax}" | "{rax}" => Some(0),
        "{bx}" | "{ebx}" | "{rbx}" => Some(1),
        "{cx}" | "{ecx}" | "{rcx}" => Some(2),
        "{dx}" | "{edx}" | "{rdx}" => Some(3),
        _ => None,
    }
}

impl Lower<'_> {
    /// Lowers a call whose callee is inline assembly number `asm`.
    pub fn lower_inline_asm(&mut self, asm: u32, call: CallId, res: Option<Value>) -> LResult<()> {
        let ia = &self.f.inline_asms[asm as usize];
        let tpl = String::from_utf8_lossy(&ia.template).into_owned();
        let cons = String::from_utf8_lossy(&ia.constraints).into_owned();
        let args: Vec<Value> = self.f.values_of(self.f.calls[call].args).to_vec();
        let t = tpl.trim();
        if res.is_none() && args.is_empty() {
            // A compiler barrier, or code alignment (which changes no
            // behaviour; the padding itself is not emitted yet).
            if t.is_empty() || t.starts_with(".p2align") || t.starts_with(".align") {
                return Ok(());
            }
            if t == "nop" {
                self.emit(Inst::Nop);
                return Ok(());
            }
        }
        if let Some(xchg_rbx) = cpuid_template(t) {
            return self.lower_cpuid(&cons, xchg_rbx, &args, res);
        }
        if t == "cmp $1, $2\ncmova $3, $0" && cons.starts_with("=r,r,r,r,0") && args.len() == 4 {
            // $0 = ($2 >u $1) ? $3 : $4
            let size = if self.int_bits(args[0])? <= 32 {
                OperandSize::S32
            } else {
                OperandSize::S64
            };
            let a1 = self.reg(args[0])?;
            let a2 = self.reg(args[1])?;
            let a3 = self.reg(args[2])?;
            let a4 = self.reg(args[3])?;
            let d = self.def1(res.ok_or_else(|| self.err("asm without result"))?)?;
            self.emit(Inst::Cmp {
                size,
                lhs: a2,
                rhs: RegMemImm::Reg(a1),
            });
            // The selected values are as wide as the result (pointers in
            // zstd), not as the compared integers.
            let value_size = match self.int_bits(args[2]) {
                Ok(b) if b <= 32 => OperandSize::S32,
                _ => OperandSize::S64,
            };
            self.emit(Inst::Cmov {
                size: value_size,
                cc: Cond::A,
                dst: d,
                src_false: a4,
                src_true: RegMem::Reg(a3),
            });
            return Ok(());
        }
        Err(self.err(format!(
            "inline assembly \"{}\" is not supported",
            tpl.escape_default()
        )))
    }
}

impl Lower<'_> {
    /// `cpuid` with the operands its constraints `cons` describe: outputs
    /// `={ax}`..`={dx}` (or `=r` for operand 1 of the `xchgq %rbx` form,
    /// which receives `ebx`), inputs `{ax}`/`{cx}` or tied to an output
    /// in `eax`/`ecx`; the leaf in `eax`, the subleaf in `ecx` (0 when not
    /// given).
    fn lower_cpuid(
        &mut self,
        cons: &str,
        xchg_rbx: bool,
        args: &[Value],
        res: Option<Value>,
    ) -> LResult<()> {
        let msg = format!("inline assembly cpuid with constraints \"{cons}\" is not supported");
        let mut outs = Vec::new();
        let mut ins = Vec::new();
        for c in cons.split(',') {
            if let Some(o) = c.strip_prefix('=') {
                let r = if xchg_rbx && outs.len() == 1 && o == "r" {
                    Some(1)
                } else {
                    cpuid_reg(o)
                };
                outs.push(r.ok_or_else(|| self.err(msg.clone()))?);
            } else if !c.starts_with('~') {
                let r = match c.parse::<usize>() {
                    Ok(k) => outs.get(k).copied(),
                    Err(_) => cpuid_reg(c),
                };
                ins.push(r.ok_or_else(|| self.err(msg.clone()))?);
            }
        }
        if ins.len() != args.len() {
            return Err(self.err(msg));
        }
        let (mut leaf, mut sub) = (None, None);
        for (&r, &a) in ins.iter().zip(args) {
            match r {
                0 => leaf = Some(a),
                2 => sub = Some(a),
                _ => return Err(self.err(msg)),
            }
        }
        let Some(leaf) = leaf else {
            return Err(self.err(msg));
        };
        let leaf = self.reg(leaf)?;
        let sub = match sub {
            Some(v) => self.reg(v)?,
            None => self.imm64(0),
        };
        let regs = [
            self.new_int(),
            self.new_int(),
            self.new_int(),
            self.new_int(),
        ];
        self.emit(Inst::Cpuid {
            leaf,
            sub,
            eax: regs[0],
            ebx: regs[1],
            ecx: regs[2],
            edx: regs[3],
        });
        let Some(v) = res else {
            return Ok(());
        };
        let (s, n) = self.def_parts(v)?;
        if n != outs.len() {
            return Err(self.err(msg));
        }
        for (k, &r) in outs.iter().enumerate() {
            let d = Reg::virt(self.c.parts[s + k]);
            self.copy_reg(d, regs[r]);
        }
        Ok(())
    }
}
