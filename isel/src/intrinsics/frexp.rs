//! `llvm.frexp`: mantissa and exponent of a `float` or `double`, through
//! libm's `frexp`/`frexpf` (the exponent comes back through a stack slot).

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{Amode, ExtMode, Inst, OperandSize};

impl Lower<'_> {
    /// `res = { mantissa, i32 exponent } = llvm.frexp(x)`.
    pub(super) fn lower_frexp(&mut self, name: &str, x: Value, res: Value) -> LResult<()> {
        let ty = self.f.values[x].ty;
        if self.is_vector(x) || self.other_fp(x).is_some() {
            return Err(self.err(format!(
                "intrinsic {name} is not supported yet (float and double are)"
            )));
        }
        let double = self.float_kind(ty)?;
        let (s, n) = self.def_parts(res)?;
        if n != 2 {
            return Err(self.err(format!("{name} must return {{ float, i32 }}")));
        }
        let (mant, exp) = (Reg::virt(self.c.parts[s]), Reg::virt(self.c.parts[s + 1]));
        let slot = self.out.new_slot(4, 4);
        let p = self.new_int();
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst: p,
            addr: Amode::Slot { slot, disp: 0 },
        });
        let v = self.reg(x)?;
        self.libcall(if double { "frexp" } else { "frexpf" }, &[v, p], &[mant])?;
        self.emit(Inst::Load {
            ext: ExtMode::None32,
            dst: exp,
            addr: Amode::Slot { slot, disp: 0 },
        });
        Ok(())
    }
}
