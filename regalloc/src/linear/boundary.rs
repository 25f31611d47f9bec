//! Register contents at block boundaries, recorded by the linear-scan walk
//! and queried by edge resolution.

use crate::edges::BoundaryLocs;
use crate::liveness::Liveness;
use kiln_targets::{Alloc, PReg, SpillSlot};

/// Per block, which vreg each register holds at its start and at its end
/// (only the occupied registers are stored); values not in a register are
/// in their stack home.
#[derive(Default, Debug)]
pub struct Boundary {
    start: Vec<(PReg, u32)>,
    start_at: Vec<u32>,
    end: Vec<(PReg, u32)>,
    end_at: Vec<u32>,
    end_map: Vec<PReg>,
    end_stamp: Vec<u32>,
    start_map: Vec<PReg>,
    start_stamp: Vec<u32>,
    edge_no: u32,
}

impl Boundary {
    /// Resets for `nb` blocks and `nv` vregs.
    pub fn reset(&mut self, nb: usize, nv: usize) {
        self.start.clear();
        self.end.clear();
        self.start_at.clear();
        self.start_at.resize(nb + 1, 0);
        self.end_at.clear();
        self.end_at.resize(nb + 1, 0);
        self.end_map.clear();
        self.end_map.resize(nv, PReg::from_index(0));
        self.end_stamp.clear();
        self.end_stamp.resize(nv, 0);
        self.start_map.clear();
        self.start_map.resize(nv, PReg::from_index(0));
        self.start_stamp.clear();
        self.start_stamp.resize(nv, 0);
        self.edge_no = 0;
    }

    /// Records the start state of block `b` (blocks in order).
    pub fn set_start(&mut self, b: usize, regs: impl Iterator<Item = (PReg, u32)>) {
        self.start.extend(regs);
        self.start_at[b + 1] = self.start.len() as u32;
    }

    /// Records the end state of block `b` (blocks in order).
    pub fn set_end(&mut self, b: usize, regs: impl Iterator<Item = (PReg, u32)>) {
        self.end.extend(regs);
        self.end_at[b + 1] = self.end.len() as u32;
    }

    /// The occupied registers at the end of block `b`.
    pub fn end_of(&self, b: usize) -> &[(PReg, u32)] {
        &self.end[self.end_at[b] as usize..self.end_at[b + 1] as usize]
    }

    /// The register holding `v` at the end of block `b`.
    pub fn reg_at_end(&self, b: usize, v: u32) -> Option<PReg> {
        self.end_of(b)
            .iter()
            .find(|&&(_, x)| x == v)
            .map(|&(r, _)| r)
    }
}

fn stack(v: u32) -> Alloc {
    Alloc::Stack(SpillSlot(v))
}

impl BoundaryLocs for Boundary {
    fn begin_edge(&mut self, pred: usize, succ: usize) {
        self.edge_no += 1;
        let e = self.edge_no;
        for k in self.end_at[pred] as usize..self.end_at[pred + 1] as usize {
            let (r, v) = self.end[k];
            self.end_stamp[v as usize] = e;
            self.end_map[v as usize] = r;
        }
        for k in self.start_at[succ] as usize..self.start_at[succ + 1] as usize {
            let (r, v) = self.start[k];
            self.start_stamp[v as usize] = e;
            self.start_map[v as usize] = r;
        }
    }

    fn at_pred_end(&self, v: u32) -> Alloc {
        if self.end_stamp[v as usize] == self.edge_no {
            Alloc::Reg(self.end_map[v as usize])
        } else {
            stack(v)
        }
    }

    /// The values the walk kept in registers at the start of `succ`
    /// (every other live-in value is in its stack home there).
    fn live_in_candidates(&self, live: &Liveness, succ: usize, out: &mut Vec<u32>) {
        out.clear();
        let own = succ as u32;
        for &(_, v) in &self.start[self.start_at[succ] as usize..self.start_at[succ + 1] as usize] {
            if live.def_block[v as usize] != own {
                out.push(v);
            }
        }
        out.sort_unstable();
    }

    fn at_succ_start(&self, v: u32, is_param: bool) -> Alloc {
        if self.start_stamp[v as usize] == self.edge_no {
            Alloc::Reg(self.start_map[v as usize])
        } else if is_param {
            stack(v)
        } else {
            Alloc::None
        }
    }
}
