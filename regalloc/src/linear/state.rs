//! The linear-scan walk's register file: which virtual register each
//! physical register holds ("home"), and choosing free registers.

use crate::liveness::NONE;
use kiln_targets::{MachineEnv, PReg, RegClass};

use crate::regmask::pick_free;
pub use crate::regmask::{Mask, bit, regs_of};

/// Masks describing the machine environment.
#[derive(Default, Debug, Clone)]
pub struct EnvMasks {
    /// Allocatable registers per class.
    pub class: [Mask; 2],
    /// Callee-saved (non-preferred) allocatable registers.
    pub callee: Mask,
    /// Every allocatable register.
    pub all: Mask,
}

impl EnvMasks {
    /// The masks of `env`.
    pub fn new(env: &MachineEnv) -> EnvMasks {
        let mut m = EnvMasks::default();
        for class in RegClass::ALL {
            for p in env.allocatable(class) {
                m.class[class.index()] |= bit(p);
                m.all |= bit(p);
            }
            for &p in &env.non_preferred[class.index()] {
                m.callee |= bit(p);
            }
            for &p in &env.scratch {
                m.class[class.index()] &= !bit(p);
                m.all &= !bit(p);
                m.callee &= !bit(p);
            }
        }
        m
    }
}

/// Register contents during the walk.
#[derive(Debug)]
pub struct RegState {
    /// Per register index, the vreg whose home it is (or [`NONE`]).
    pub occ: [u32; 128],
    /// Registers with a home vreg.
    pub occ_mask: Mask,
    /// Per vreg, the index of its home register (or [`NONE`]).
    pub home: Vec<u32>,
}

impl Default for RegState {
    fn default() -> Self {
        RegState {
            occ: [NONE; 128],
            occ_mask: 0,
            home: Vec::new(),
        }
    }
}

impl RegState {
    /// Resets for `nv` virtual registers.
    pub fn reset(&mut self, nv: usize) {
        self.occ = [NONE; 128];
        self.occ_mask = 0;
        self.home.clear();
        self.home.resize(nv, NONE);
    }

    /// Makes `p` the home of `v`.
    pub fn set(&mut self, p: PReg, v: u32) {
        debug_assert_eq!(self.occ[p.index()], NONE);
        self.occ[p.index()] = v;
        self.occ_mask |= bit(p);
        self.home[v as usize] = p.index() as u32;
    }

    /// Empties `p` (its vreg loses its home).
    pub fn free(&mut self, p: PReg) {
        let v = self.occ[p.index()];
        if v != NONE {
            self.home[v as usize] = NONE;
            self.occ[p.index()] = NONE;
            self.occ_mask &= !bit(p);
        }
    }

    /// Empties every register.
    pub fn free_all(&mut self) {
        let mut m = self.occ_mask;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            self.free(PReg::from_index(i));
        }
    }

    /// The home register of `v`.
    pub fn home_of(&self, v: u32) -> Option<PReg> {
        let h = self.home[v as usize];
        (h != NONE).then(|| PReg::from_index(h as usize))
    }

    /// A free register among `cands`: `hint` if possible, then the
    /// callee-saved ones first if `callee_first`, else the caller-saved ones
    /// first; lowest index within a group.
    pub fn pick(
        &self,
        env: &EnvMasks,
        cands: Mask,
        hint: Option<PReg>,
        callee_first: bool,
    ) -> Option<PReg> {
        pick_free(cands & !self.occ_mask, env.callee, hint, callee_first)
    }
}
