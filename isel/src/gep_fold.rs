//! Constant-offset GEPs folded into every user, as LLVM's x86 selector
//! does: a `getelementptr` whose indices are all constants and whose every
//! use is an address (the pointer of a load or store, the base of another
//! GEP) is not computed at all; each user reaches `base + disp` directly
//! (`mov 0x18(%rsi),%rcx` instead of `lea 0x18(%rsi),%rdx; mov (%rdx),%rcx`).
//! Such a GEP is *inline*: [`Lower::addr`] folds it whatever its use count,
//! and a user that needs it in a register after all gets a `lea` of its own.
//!
//! A GEP with one variable index is inline too when the index is a 64-bit
//! value scaled by 1, 2, 4 or 8, its base (through constant-offset inline
//! GEPs) is a value in a register, and every use is an address in the
//! GEP's own block: each access reaches `base + index * scale + disp`
//! (`mov (%rbx,%rax,1),%ecx; mov %edx,8(%rbx,%rax,1)`), with no `lea`
//! and no instruction per use, as LLVM's selector matches the address of
//! every access.

use crate::lower::Lower;
use cranelift_entity::EntityRef;
use kiln_ir::{Inst as IrInst, InstData, Value, ValueDef};

impl Lower<'_> {
    /// Marks the inline GEPs (after the pre-pass counted uses) and moves
    /// their uses onto the values they are built from, so that use counts
    /// keep meaning "registers demanded": an inline GEP has none, and its
    /// base gains one per use of the GEP minus the GEP's own.
    pub(crate) fn mark_inline_geps(&mut self) {
        let f = self.f;
        let mut nonaddr = std::mem::take(&mut self.c.scratch_counts);
        nonaddr.clear();
        nonaddr.resize(f.values.len(), 0);
        // Values used as addresses outside the block defining them.
        let mut elsewhere = std::mem::take(&mut self.c.gep_elsewhere);
        elsewhere.clear();
        elsewhere.resize(f.values.len(), false);
        let inst_block = &self.c.inst_block;
        for (i, data) in f.insts.iter() {
            let addr_operand = match *data {
                InstData::Load { ptr, .. } => Some(ptr),
                InstData::Store { args, .. } => Some(args[1]),
                InstData::Gep { args, .. } => f.values_of(args).first().copied(),
                _ => None,
            };
            let mut skipped = false;
            f.for_each_operand(i, |v| {
                if !skipped && Some(v) == addr_operand {
                    skipped = true;
                    if let ValueDef::Inst(d) = f.values[v].def
                        && inst_block[d.index()] != inst_block[i.index()]
                    {
                        elsewhere[v.index()] = true;
                    }
                } else {
                    nonaddr[v.index()] += 1;
                }
            });
        }
        let mut any = false;
        for (i, data) in f.insts.iter() {
            if let InstData::Gep { args, .. } = *data
                && let Some(res) = f.inst_result(i)
                && nonaddr[res.index()] == 0
                && self.c.uses[res.index()] != 0
                && self.m.types.vector(f.values[res].ty).is_none()
            {
                let args = f.values_of(args);
                let base_ok = !matches!(f.values[args[0]].def, ValueDef::Const(_))
                    && self.m.types.vector(f.values[args[0]].ty).is_none();
                let constant = args[1..].iter().all(|&x| self.const_int(x).is_some());
                if base_ok && (constant || (!elsewhere[res.index()] && self.scaled_gep(i))) {
                    self.c.inline_gep[i.index()] = true;
                    any = true;
                }
            }
        }
        self.c.scratch_counts = nonaddr;
        self.c.gep_elsewhere = elsewhere;
        if !any {
            return;
        }
        // Roots of inline GEPs, found once per GEP (a chain of n of them
        // costs O(n), not O(n²)).
        let mut root = std::mem::take(&mut self.c.scratch_counts);
        root.clear();
        root.resize(f.values.len(), u32::MAX);
        for (i, data) in f.insts.iter() {
            if !self.c.inline_gep[i.index()] {
                continue;
            }
            let InstData::Gep { args, .. } = *data else {
                continue;
            };
            let res = f.inst_result(i).expect("GEP result");
            let n = std::mem::take(&mut self.c.uses[res.index()]);
            let base = self.inline_root(f.values_of(args)[0], &mut root);
            self.c.uses[base.index()] += n - 1;
            for &x in &f.values_of(args)[1..] {
                if self.const_int(x).is_none() {
                    self.c.uses[x.index()] += n - 1;
                }
            }
        }
        self.c.scratch_counts = root;
    }

    /// Whether GEP `i` has exactly one variable index, a 64-bit value
    /// scaled by 1, 2, 4 or 8, and a base that is a value in a register
    /// (not a frame slot, and no variable-index inline GEP below it): its
    /// address is `base + index * scale + disp` with nothing to compute.
    fn scaled_gep(&mut self, i: IrInst) -> bool {
        let f = self.f;
        let InstData::Gep {
            source_ty, args, ..
        } = f.insts[i]
        else {
            return false;
        };
        let args = f.values_of(args);
        let mut base = args[0];
        loop {
            if self.static_slot(base).is_some() {
                return false;
            }
            match self.inline_gep(base) {
                Some(j) => {
                    let InstData::Gep { args, .. } = f.insts[j] else {
                        return false;
                    };
                    let a = f.values_of(args);
                    if a[1..].iter().any(|&x| self.const_int(x).is_none()) {
                        return false;
                    }
                    base = a[0];
                }
                None => break,
            }
        }
        if matches!(f.values[base].def, ValueDef::Const(_)) {
            return false;
        }
        let mut variable = None;
        let mut ty = source_ty;
        for (k, &idx) in args[1..].iter().enumerate() {
            let size = match self.gep_step(&mut ty, k, idx) {
                Ok(crate::memory::GepStep::Scaled { size }) => size,
                Ok(crate::memory::GepStep::Field { .. }) => continue,
                Err(_) => return false,
            };
            if self.const_int(idx).is_some() {
                continue;
            }
            if variable.is_some()
                || !matches!(size, 1 | 2 | 4 | 8)
                || self.m.types.int_bits(f.values[idx].ty) != Some(64)
            {
                return false;
            }
            variable = Some(idx);
        }
        variable.is_some()
    }

    /// The inline GEP defining `v`, if any.
    pub(crate) fn inline_gep(&self, v: Value) -> Option<IrInst> {
        match self.f.values[v].def {
            ValueDef::Inst(i) if self.c.inline_gep[i.index()] => Some(i),
            _ => None,
        }
    }

    /// `v`, or the first value below a chain of inline GEPs that is not
    /// one: what an inline GEP's users really read. `root` caches the
    /// answer per value (`u32::MAX`: not known yet) for every value walked.
    fn inline_root(&self, v: Value, root: &mut [u32]) -> Value {
        let mut path = Vec::new();
        let mut cur = v;
        let found = loop {
            if root[cur.index()] != u32::MAX {
                break Value::new(root[cur.index()] as usize);
            }
            let Some(i) = self.inline_gep(cur) else {
                break cur;
            };
            let InstData::Gep { args, .. } = self.f.insts[i] else {
                unreachable!("inline GEPs are GEPs")
            };
            path.push(cur);
            cur = self.f.values_of(args)[0];
        };
        for p in path {
            root[p.index()] = found.index() as u32;
        }
        found
    }
}
