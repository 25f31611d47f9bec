//! Registers: classes, physical registers, sets of them, virtual registers,
//! and [`Reg`], the register field of a machine instruction (virtual before
//! allocation, physical after).

use std::fmt;

/// The class of a register: which register file holds it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[repr(u8)]
pub enum RegClass {
    /// General-purpose integer registers (x86-64 `rax`…`r15`, AArch64 `x0`…`x30`).
    Int = 0,
    /// Floating-point and vector registers (x86-64 `xmm0`…`xmm15`, AArch64 `v0`…`v31`).
    Float = 1,
}

impl RegClass {
    /// Both classes, in index order.
    pub const ALL: [RegClass; 2] = [RegClass::Int, RegClass::Float];

    /// The class as an array index (0 or 1).
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A physical register: its class and its hardware encoding (0..64).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PReg(u8);

impl PReg {
    /// Number of distinct [`PReg::index`] values.
    pub const NUM_INDICES: usize = 128;

    /// The register with hardware encoding `hw` (< 64) in `class`.
    pub const fn new(class: RegClass, hw: u8) -> PReg {
        assert!(hw < 64);
        PReg(((class as u8) << 6) | hw)
    }

    /// Hardware encoding (for x86-64 0..16, the number in `r0`…`r15`/`xmm0`…`xmm15`).
    pub fn hw(self) -> u8 {
        self.0 & 63
    }

    /// Register class.
    pub fn class(self) -> RegClass {
        if self.0 >> 6 == 0 {
            RegClass::Int
        } else {
            RegClass::Float
        }
    }

    /// Dense index over both classes (class * 64 + hw), below [`PReg::NUM_INDICES`].
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The register with dense index `index` (inverse of [`PReg::index`]).
    pub fn from_index(index: usize) -> PReg {
        PReg((index & 127) as u8)
    }
}

impl fmt::Debug for PReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.class() {
            RegClass::Int => write!(f, "p{}i", self.hw()),
            RegClass::Float => write!(f, "p{}f", self.hw()),
        }
    }
}

/// A set of physical registers (a bit per [`PReg::index`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct PRegSet(u128);

impl PRegSet {
    /// The empty set.
    pub const fn empty() -> PRegSet {
        PRegSet(0)
    }

    /// The set holding exactly `regs`.
    pub fn of(regs: &[PReg]) -> PRegSet {
        let mut s = PRegSet::empty();
        for &r in regs {
            s.insert(r);
        }
        s
    }

    /// Adds `r`.
    pub fn insert(&mut self, r: PReg) {
        self.0 |= 1u128 << r.index();
    }

    /// Removes `r`.
    pub fn remove(&mut self, r: PReg) {
        self.0 &= !(1u128 << r.index());
    }

    /// Whether `r` is in the set.
    pub fn contains(self, r: PReg) -> bool {
        self.0 >> r.index() & 1 != 0
    }

    /// The union of two sets.
    pub fn union(self, other: PRegSet) -> PRegSet {
        PRegSet(self.0 | other.0)
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The members, in index order.
    pub fn iter(self) -> impl Iterator<Item = PReg> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(PReg::from_index(i))
        })
    }
}

impl fmt::Debug for PRegSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// A virtual register: a dense index and a class. Virtual registers are
/// numbered per machine function from 0.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VReg(u32);

impl VReg {
    /// The largest virtual-register index.
    pub const MAX_INDEX: u32 = (1 << 30) - 1;

    /// Virtual register number `index` (≤ [`VReg::MAX_INDEX`]) of `class`.
    pub fn new(index: u32, class: RegClass) -> VReg {
        debug_assert!(index <= Self::MAX_INDEX);
        VReg((index << 1) | class as u32)
    }

    /// Dense index.
    pub fn index(self) -> usize {
        (self.0 >> 1) as usize
    }

    /// Register class.
    pub fn class(self) -> RegClass {
        if self.0 & 1 == 0 {
            RegClass::Int
        } else {
            RegClass::Float
        }
    }
}

impl fmt::Debug for VReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.class() {
            RegClass::Int => write!(f, "v{}i", self.index()),
            RegClass::Float => write!(f, "v{}f", self.index()),
        }
    }
}

/// The register field of a machine instruction: a virtual register until
/// allocation, a physical one after (emission rewrites the fields in place,
/// see [`crate::operand::OperandVisitor`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Reg(u32);

const PHYSICAL_BIT: u32 = 1 << 31;

impl Reg {
    /// A virtual register field.
    pub fn virt(v: VReg) -> Reg {
        Reg(v.0)
    }

    /// A physical register field (only after allocation, or for registers the
    /// allocator never sees, such as the stack and frame pointers).
    pub fn phys(p: PReg) -> Reg {
        Reg(PHYSICAL_BIT | p.0 as u32)
    }

    /// The virtual register, if this field is virtual.
    pub fn as_virtual(self) -> Option<VReg> {
        (self.0 & PHYSICAL_BIT == 0).then_some(VReg(self.0))
    }

    /// The physical register, if this field is physical.
    pub fn as_physical(self) -> Option<PReg> {
        (self.0 & PHYSICAL_BIT != 0).then_some(PReg(self.0 as u8))
    }

    /// Register class.
    pub fn class(self) -> RegClass {
        match self.as_physical() {
            Some(p) => p.class(),
            None => VReg(self.0).class(),
        }
    }
}

impl From<VReg> for Reg {
    fn from(v: VReg) -> Reg {
        Reg::virt(v)
    }
}

impl From<PReg> for Reg {
    fn from(p: PReg) -> Reg {
        Reg::phys(p)
    }
}

impl fmt::Debug for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.as_physical() {
            Some(p) => p.fmt(f),
            None => VReg(self.0).fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preg_round_trips_class_and_encoding() {
        for class in RegClass::ALL {
            for hw in 0..64 {
                let p = PReg::new(class, hw);
                assert_eq!((p.class(), p.hw()), (class, hw));
                assert_eq!(PReg::from_index(p.index()), p);
            }
        }
    }

    #[test]
    fn reg_is_either_virtual_or_physical() {
        let v = VReg::new(12345, RegClass::Float);
        assert_eq!(Reg::virt(v).as_virtual(), Some(v));
        assert_eq!(Reg::virt(v).as_physical(), None);
        assert_eq!(Reg::virt(v).class(), RegClass::Float);
        let p = PReg::new(RegClass::Int, 13);
        assert_eq!(Reg::phys(p).as_physical(), Some(p));
        assert_eq!(Reg::phys(p).as_virtual(), None);
    }

    #[test]
    fn preg_set_iterates_members_in_order() {
        let a = PReg::new(RegClass::Int, 3);
        let b = PReg::new(RegClass::Float, 15);
        let mut s = PRegSet::of(&[b, a]);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![a, b]);
        s.remove(a);
        assert!(!s.contains(a) && s.contains(b));
    }
}
