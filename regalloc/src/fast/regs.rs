//! The fast allocator's register file: which virtual register each
//! physical register holds as its home, and choosing free registers.

use kiln_targets::{MachineEnv, PReg, RegClass};

pub use crate::regmask::{Mask, bit, regs_of};

/// No virtual register / no register.
pub const NONE: u32 = u32::MAX;

/// The environment as masks.
#[derive(Default, Debug, Clone)]
pub struct Masks {
    /// Allocatable registers per class (scratch registers excluded).
    pub class: [Mask; 2],
    /// Callee-saved allocatable registers.
    pub callee: Mask,
    /// Every allocatable register.
    pub all: Mask,
    /// The scratch registers.
    pub scratch: Mask,
}

impl Masks {
    /// The masks of `env`.
    pub fn new(env: &MachineEnv) -> Masks {
        let mut m = Masks::default();
        for p in env.scratch {
            m.scratch |= bit(p);
        }
        for class in RegClass::ALL {
            for p in env.allocatable(class) {
                m.class[class.index()] |= bit(p);
            }
            for &p in &env.non_preferred[class.index()] {
                m.callee |= bit(p);
            }
            m.class[class.index()] &= !m.scratch;
            m.all |= m.class[class.index()];
        }
        m.callee &= m.all;
        m
    }
}

/// Register contents during the walk over one block.
#[derive(Debug)]
pub struct RegFile {
    /// Per register index, the vreg whose home it is (or [`NONE`]).
    pub occ: [u32; 128],
    /// Registers that are some vreg's home.
    pub occ_mask: Mask,
}

impl Default for RegFile {
    fn default() -> Self {
        RegFile {
            occ: [NONE; 128],
            occ_mask: 0,
        }
    }
}

impl RegFile {
    /// The vreg living in `p` ([`NONE`] if none).
    #[inline]
    pub fn at(&self, p: PReg) -> u32 {
        self.occ[p.index()]
    }

    /// A free register among `cands`: `hint` if it is free, else the
    /// callee-saved ones first if `callee_first`, else the caller-saved ones
    /// first; lowest index within a group.
    #[inline]
    pub fn pick(
        &self,
        m: &Masks,
        cands: Mask,
        hint: Option<PReg>,
        callee_first: bool,
    ) -> Option<PReg> {
        crate::regmask::pick_free(cands & !self.occ_mask, m.callee, hint, callee_first)
    }
}
