//! The checker's abstract machine state: for every register and spill unit,
//! the set of virtual registers whose value it is known to hold.

/// Locations: register `PReg::index()` values `0..128`, then spill units.
pub const NUM_REG_LOCS: usize = 128;

/// Known contents of every location (sorted vreg index sets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbsState {
    locs: Vec<Vec<u32>>,
    /// Per spill unit, whether a `Float` value was written starting there.
    float_unit: Vec<bool>,
}

impl AbsState {
    /// Every location empty; `units` spill units.
    pub fn empty(units: usize) -> AbsState {
        AbsState {
            locs: vec![Vec::new(); NUM_REG_LOCS + units],
            float_unit: vec![false; units],
        }
    }

    /// The set at location `l`.
    pub fn get(&self, l: usize) -> &[u32] {
        &self.locs[l]
    }

    /// Whether location `l` holds `v`.
    pub fn holds(&self, l: usize, v: u32) -> bool {
        self.locs[l].binary_search(&v).is_ok()
    }

    /// Overwrites register location `l`.
    pub fn set_reg(&mut self, l: usize, set: Vec<u32>) {
        self.locs[l] = set;
    }

    /// Overwrites spill unit `u` (and, for a `Float` value, `u + 1`).
    pub fn set_stack(&mut self, u: usize, float: bool, set: Vec<u32>) {
        if u > 0 && self.float_unit[u - 1] {
            self.float_unit[u - 1] = false;
            self.locs[NUM_REG_LOCS + u - 1].clear();
        }
        self.locs[NUM_REG_LOCS + u] = set;
        self.float_unit[u] = float;
        if float {
            self.locs[NUM_REG_LOCS + u + 1].clear();
            self.float_unit[u + 1] = false;
        }
    }

    /// Removes `v` from every location.
    pub fn forget(&mut self, v: u32) {
        for s in &mut self.locs {
            if let Ok(k) = s.binary_search(&v) {
                s.remove(k);
            }
        }
    }

    /// Renames along an edge: every location holding argument `args[m]`
    /// now (also) holds parameter `params[m]`; old values of the parameters
    /// are forgotten.
    pub fn rename(&mut self, params: &[u32], args: &[u32]) {
        if params.is_empty() {
            return;
        }
        for s in &mut self.locs {
            if s.is_empty() {
                continue;
            }
            let mut add: Vec<u32> = Vec::new();
            for (m, a) in args.iter().enumerate() {
                if s.binary_search(a).is_ok() {
                    add.push(params[m]);
                }
            }
            s.retain(|x| !params.contains(x));
            for p in add {
                if let Err(k) = s.binary_search(&p) {
                    s.insert(k, p);
                }
            }
        }
    }

    /// Intersects with `other`; returns whether anything changed.
    pub fn meet(&mut self, other: &AbsState) -> bool {
        let mut changed = false;
        for (k, (a, b)) in self.locs.iter_mut().zip(&other.locs).enumerate() {
            let before = a.len();
            a.retain(|x| b.binary_search(x).is_ok());
            changed |= a.len() != before;
            if k >= NUM_REG_LOCS {
                let u = k - NUM_REG_LOCS;
                if self.float_unit[u] != other.float_unit[u] {
                    changed |= !a.is_empty() || self.float_unit[u];
                    a.clear();
                    self.float_unit[u] = false;
                }
            }
        }
        changed
    }
}
