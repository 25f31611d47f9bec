//! A symbolic checker for any allocation (in the spirit of regalloc2's):
//! it simulates, over the CFG, which virtual registers each physical
//! register and spill unit holds — applying the inserted moves, the
//! instructions' defs and clobbers, and renaming block parameters along
//! edges — with a forward dataflow (meet = intersection) to a fixpoint, then
//! verifies in one last pass that
//! - every use reads a location holding its virtual register,
//! - fixed constraints hold and reuse defs share their input's register,
//! - early defs overlap no use, defs of one instruction are distinct,
//! - clobbers destroy no value read later (caught at the read),
//! - no operand gets a reserved or non-allocatable register (fixed ones
//!   aside), moves write only allocatable registers, the scratch registers
//!   and registers that fixed constraints name, spill slots are in range and
//!   aligned, and every written callee-saved register is reported in
//!   `clobbered`,
//! - edits are sorted and none follows a terminator; a rematerialisation
//!   re-executes an instruction the function marks as such, and defines
//!   that instruction's value.
//!
//! Blocks unreachable from the entry are not checked.

mod state;

use kiln_targets::{
    Alloc, Constraint, Edit, MBlock, MachineEnv, OperandKind, OperandPos, PReg, ProgPoint,
    RaFunction, RaOutput, RegClass, Terminator,
};
use state::{AbsState, NUM_REG_LOCS};
use std::fmt;

/// Why an allocation is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckError(pub String);

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "allocation check: {}", self.0)
    }
}

impl std::error::Error for CheckError {}

fn fail<T>(msg: String) -> Result<T, CheckError> {
    Err(CheckError(msg))
}

/// Whether `KILN_RA_CHECK=1` asks every allocator to check its own output
/// with [`check`], in any build (the compiler driver already checks every
/// function in debug builds through its own option).
pub(crate) fn check_requested() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var("KILN_RA_CHECK").as_deref() == Ok("1"))
}

/// `out`, or an error if `KILN_RA_CHECK=1` ([`check_requested`]) and the
/// checker rejects it: the common tail of every allocator's entry point.
pub(crate) fn checked_if_requested(
    func: &impl RaFunction,
    env: &MachineEnv,
    out: RaOutput,
) -> Result<RaOutput, kiln_targets::ra::RaError> {
    if check_requested()
        && let Err(e) = check(func, env, &out)
    {
        return Err(kiln_targets::ra::RaError(format!(
            "internal error: the allocation fails the checker: {e}"
        )));
    }
    Ok(out)
}

/// Checks `out` as an allocation of `func` under `env`.
pub fn check(func: &impl RaFunction, env: &MachineEnv, out: &RaOutput) -> Result<(), CheckError> {
    let c = Checker::new(func, env, out)?;
    c.run()
}

struct Checker<'a, F: RaFunction> {
    f: &'a F,
    env: &'a MachineEnv,
    out: &'a RaOutput,
    allocatable: u128,
    writable: u128,
    units: usize,
}

impl<'a, F: RaFunction> Checker<'a, F> {
    fn new(f: &'a F, env: &'a MachineEnv, out: &'a RaOutput) -> Result<Self, CheckError> {
        let ni = f.num_insts();
        if out.inst_alloc_start.len() != ni + 1 {
            return fail(format!(
                "inst_alloc_start has {} entries for {ni} instructions",
                out.inst_alloc_start.len()
            ));
        }
        for i in 0..ni {
            let n = out.inst_alloc_start[i + 1] as i64 - out.inst_alloc_start[i] as i64;
            if n != f.inst_operands(i).len() as i64 {
                return fail(format!(
                    "inst {i}: {n} allocations for {} operands",
                    f.inst_operands(i).len()
                ));
            }
        }
        if out.inst_alloc_start[ni] as usize != out.allocs.len() {
            return fail("allocs length does not match inst_alloc_start".into());
        }
        if let Some((p, _)) = out.edits.last()
            && p.inst() >= ni
        {
            return fail(format!("edit at {p:?} beyond the last instruction"));
        }
        for w in out.edits.windows(2) {
            if w[1].0 < w[0].0 {
                return fail(format!("edits not sorted at {:?}", w[1].0));
            }
        }
        let mut allocatable = 0u128;
        for class in RegClass::ALL {
            for p in env.allocatable(class) {
                allocatable |= 1 << p.index();
            }
        }
        for p in env.scratch {
            allocatable &= !(1 << p.index());
        }
        // Moves may also write registers that fixed constraints name.
        let mut writable = allocatable;
        for i in 0..ni {
            for op in f.inst_operands(i) {
                if let Constraint::Fixed(p) = op.constraint {
                    writable |= 1 << p.index();
                }
            }
        }
        for p in env.scratch {
            writable |= 1 << p.index();
        }
        Ok(Checker {
            f,
            env,
            out,
            allocatable,
            writable,
            units: out.num_spill_slots as usize,
        })
    }

    fn run(&self) -> Result<(), CheckError> {
        let nb = self.f.num_blocks();
        let mut entry: Vec<Option<AbsState>> = vec![None; nb];
        entry[0] = Some(AbsState::empty(self.units));
        // Sweep the blocks in layout order while any entry state changed.
        let mut dirty = vec![false; nb];
        dirty[0] = true;
        let mut any = true;
        while any {
            any = false;
            for b in 0..nb {
                if !dirty[b] {
                    continue;
                }
                dirty[b] = false;
                let mut st = entry[b].clone().unwrap();
                let _ = self.block(b, &mut st, false);
                self.propagate(b, &st, &mut entry, &mut |s| {
                    dirty[s] = true;
                    any = true;
                });
            }
        }
        for (b, e) in entry.iter().enumerate() {
            if let Some(e) = e {
                let mut st = e.clone();
                self.block(b, &mut st, true)?;
            }
        }
        Ok(())
    }

    fn propagate(
        &self,
        b: usize,
        st: &AbsState,
        entry: &mut [Option<AbsState>],
        push: &mut impl FnMut(usize),
    ) {
        let block = MBlock::from_u32(b as u32);
        for (k, &s) in self.f.block_succs(block).iter().enumerate() {
            let params: Vec<u32> = self
                .f
                .block_params(s)
                .iter()
                .map(|p| p.index() as u32)
                .collect();
            let args: Vec<u32> = self
                .f
                .branch_args(block, k)
                .iter()
                .map(|a| a.index() as u32)
                .collect();
            let mut out = st.clone();
            out.rename(&params, &args);
            let s = s.as_u32() as usize;
            match &mut entry[s] {
                None => {
                    entry[s] = Some(out);
                    push(s);
                }
                Some(e) => {
                    if e.meet(&out) {
                        push(s);
                    }
                }
            }
        }
    }

    /// Simulates block `b` from `st`; with `check`, reports the first error.
    fn block(&self, b: usize, st: &mut AbsState, check: bool) -> Result<(), CheckError> {
        let r = self.f.block_insts(MBlock::from_u32(b as u32));
        let edits = &self.out.edits;
        let mut e = edits.partition_point(|&(p, _)| p < ProgPoint::before(r.start));
        for i in r.clone() {
            while e < edits.len() && edits[e].0 == ProgPoint::before(i) {
                self.edit(st, &edits[e], check)?;
                e += 1;
            }
            self.inst(i, st, check)?;
            while e < edits.len() && edits[e].0 == ProgPoint::after(i) {
                if check && self.f.terminator(i) != Terminator::None {
                    return fail(format!("edit after the terminator {i}"));
                }
                self.edit(st, &edits[e], check)?;
                e += 1;
            }
        }
        Ok(())
    }

    fn loc(&self, a: Alloc, class: RegClass, what: &str) -> Result<usize, CheckError> {
        match a {
            Alloc::Reg(p) => {
                if p.class() != class {
                    return fail(format!("{what}: {p:?} is not a {class:?} register"));
                }
                Ok(p.index())
            }
            Alloc::Stack(s) => {
                let u = s.0 as usize;
                let need = if class == RegClass::Float { 2 } else { 1 };
                if u + need > self.units || (class == RegClass::Float && !u.is_multiple_of(2)) {
                    return fail(format!("{what}: bad {class:?} spill slot {}", s.0));
                }
                Ok(NUM_REG_LOCS + u)
            }
            Alloc::None => fail(format!("{what}: no location")),
        }
    }

    fn note_write(&self, p: PReg, what: &str) -> Result<(), CheckError> {
        let callee = self.env.non_preferred[p.class().index()].contains(&p);
        if callee && !self.out.clobbered.contains(p) {
            return fail(format!(
                "{what}: callee-saved {p:?} written but not in clobbered"
            ));
        }
        Ok(())
    }

    fn edit(
        &self,
        st: &mut AbsState,
        e: &(ProgPoint, Edit),
        check: bool,
    ) -> Result<(), CheckError> {
        let (pt, edit) = *e;
        let (from, to, class) = match edit {
            Edit::Move { from, to, class } | Edit::Reload { from, to, class } => (from, to, class),
            Edit::Remat { inst, to } => return self.remat(st, pt, inst as usize, to, check),
        };
        let what = format!("move at {pt:?}");
        let (fl, tl) = match (self.loc(from, class, &what), self.loc(to, class, &what)) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(x), _) | (_, Err(x)) => return if check { Err(x) } else { Ok(()) },
        };
        if let Alloc::Reg(p) = to {
            let ok = self.writable & (1 << p.index()) != 0;
            if check && !ok {
                return fail(format!("{what}: writes non-allocatable {p:?}"));
            }
            if check {
                self.note_write(p, &what)?;
            }
        }
        let val = st.get(fl).to_vec();
        let float = class == RegClass::Float;
        if let (Alloc::Stack(_), Alloc::Stack(_)) = (from, to) {
            st.set_reg(self.env.scratch[class.index()].index(), val.clone());
        }
        match to {
            Alloc::Reg(_) => st.set_reg(tl, val),
            _ => st.set_stack(tl - NUM_REG_LOCS, float, val),
        }
        Ok(())
    }

    /// A rematerialisation: instruction `inst` re-executed into `to`
    /// defines its value there.
    fn remat(
        &self,
        st: &mut AbsState,
        pt: ProgPoint,
        inst: usize,
        to: PReg,
        check: bool,
    ) -> Result<(), CheckError> {
        let what = format!("rematerialisation at {pt:?}");
        let ops = if inst < self.f.num_insts() && self.f.inst_is_remat(inst) {
            self.f.inst_operands(inst)
        } else {
            &[]
        };
        let [op] = ops else {
            return if check {
                fail(format!(
                    "{what}: instruction {inst} cannot be rematerialised"
                ))
            } else {
                Ok(())
            };
        };
        if check {
            if op.kind != OperandKind::Def || op.vreg.class() != to.class() {
                return fail(format!(
                    "{what}: instruction {inst} does not define a {:?} value",
                    to.class()
                ));
            }
            if self.writable & (1 << to.index()) == 0 {
                return fail(format!("{what}: writes non-allocatable {to:?}"));
            }
            self.note_write(to, &what)?;
        }
        st.set_reg(to.index(), vec![op.vreg.index() as u32]);
        Ok(())
    }

    fn inst(&self, i: usize, st: &mut AbsState, check: bool) -> Result<(), CheckError> {
        let ops = self.f.inst_operands(i);
        let allocs = self.out.inst_allocs(i);
        let mut regs: Vec<Option<PReg>> = Vec::with_capacity(ops.len());
        for (j, op) in ops.iter().enumerate() {
            let p = match allocs[j] {
                Alloc::Reg(p) if p.class() == op.vreg.class() => Some(p),
                a => {
                    if check {
                        return fail(format!(
                            "inst {i} operand {j} ({:?}): allocation {a:?} is not a register of its class",
                            op.vreg
                        ));
                    }
                    None
                }
            };
            regs.push(p);
        }
        if check {
            self.check_constraints(i, st, &regs)?;
        }
        for p in self.f.inst_clobbers(i).iter() {
            st.set_reg(p.index(), Vec::new());
        }
        for op in ops {
            if op.kind == OperandKind::Def {
                st.forget(op.vreg.index() as u32);
            }
        }
        // A copy's destination also holds every value its source's
        // register held (the allocator may give both one register).
        let copied = self.f.inst_move(i).and_then(|(_, src)| {
            let j = ops
                .iter()
                .position(|o| o.kind == OperandKind::Use && o.vreg == src)?;
            Some(st.get(regs[j]?.index()).to_vec())
        });
        for (j, op) in ops.iter().enumerate() {
            if op.kind == OperandKind::Def
                && let Some(p) = regs[j]
            {
                let mut set = vec![op.vreg.index() as u32];
                if let Some(c) = &copied {
                    set.extend_from_slice(c);
                    set.sort_unstable();
                    set.dedup();
                }
                st.set_reg(p.index(), set);
            }
        }
        Ok(())
    }

    fn check_constraints(
        &self,
        i: usize,
        st: &AbsState,
        regs: &[Option<PReg>],
    ) -> Result<(), CheckError> {
        let ops = self.f.inst_operands(i);
        let regs: Vec<PReg> = regs.iter().map(|r| r.unwrap()).collect();
        for (j, op) in ops.iter().enumerate() {
            let p = regs[j];
            let at = format!("inst {i} operand {j} ({:?} in {p:?})", op.vreg);
            if self.env.scratch.contains(&p) {
                return fail(format!("{at}: reserved register"));
            }
            match op.constraint {
                Constraint::Fixed(r) => {
                    if p != r {
                        return fail(format!("{at}: must be in {r:?}"));
                    }
                }
                Constraint::Reuse(n) => {
                    if regs.get(n as usize) != Some(&p) {
                        return fail(format!("{at}: must reuse operand {n}'s register"));
                    }
                }
                Constraint::Reg => {
                    if self.allocatable & (1 << p.index()) == 0 {
                        return fail(format!("{at}: not allocatable"));
                    }
                }
            }
            match op.kind {
                OperandKind::Use => {
                    if !st.holds(p.index(), op.vreg.index() as u32) {
                        return fail(format!("{at}: register holds {:?}", st.get(p.index())));
                    }
                }
                OperandKind::Def => {
                    self.note_write(p, &at)?;
                    for (k, o) in ops.iter().enumerate() {
                        if k == j || regs[k] != p {
                            continue;
                        }
                        match o.kind {
                            OperandKind::Def => {
                                return fail(format!(
                                    "{at}: shares its register with def operand {k}"
                                ));
                            }
                            OperandKind::Use => {
                                let early_def = op.pos == OperandPos::Early;
                                let late_use = o.pos == OperandPos::Late;
                                let reused = op.constraint == Constraint::Reuse(k as u8);
                                if (early_def || late_use) && !reused {
                                    return fail(format!("{at}: overlaps use operand {k}"));
                                }
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
