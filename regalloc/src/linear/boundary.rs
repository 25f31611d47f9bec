//! Register contents at block boundaries, recorded by the linear-scan walk
//! and queried by edge resolution.

use crate::edges::BoundaryLocs;
use crate::liveness::NONE;
use kiln_targets::{Alloc, PReg, SpillSlot};

/// Per block, which vreg each allocatable register holds at its start and
/// at its end; values not in a register are in their stack home.
#[derive(Default, Debug)]
pub struct Boundary {
    /// The allocatable registers, in a fixed order (the columns).
    pub regs: Vec<PReg>,
    /// `num_blocks × regs.len()` vreg indices at block starts.
    pub start: Vec<u32>,
    /// `num_blocks × regs.len()` vreg indices at block ends.
    pub end: Vec<u32>,
    end_map: Vec<u32>,
    end_stamp: Vec<u32>,
    start_map: Vec<u32>,
    start_stamp: Vec<u32>,
    edge_no: u32,
}

impl Boundary {
    /// Resets for `nb` blocks and `nv` vregs over `regs`.
    pub fn reset(&mut self, regs: impl Iterator<Item = PReg>, nb: usize, nv: usize) {
        self.regs.clear();
        self.regs.extend(regs);
        let n = nb * self.regs.len();
        self.start.clear();
        self.start.resize(n, NONE);
        self.end.clear();
        self.end.resize(n, NONE);
        self.end_map.clear();
        self.end_map.resize(nv, 0);
        self.end_stamp.clear();
        self.end_stamp.resize(nv, 0);
        self.start_map.clear();
        self.start_map.resize(nv, 0);
        self.start_stamp.clear();
        self.start_stamp.resize(nv, 0);
        self.edge_no = 0;
    }

    /// The row of block `b` in `start` / `end`.
    pub fn row(&self, b: usize) -> std::ops::Range<usize> {
        let n = self.regs.len();
        b * n..(b + 1) * n
    }

    /// The register holding `v` at the end of block `b`, by scanning its row.
    pub fn reg_at_end(&self, b: usize, v: u32) -> Option<PReg> {
        let r = self.row(b);
        self.end[r]
            .iter()
            .position(|&x| x == v)
            .map(|k| self.regs[k])
    }
}

fn stack(v: u32) -> Alloc {
    Alloc::Stack(SpillSlot(v))
}

impl BoundaryLocs for Boundary {
    fn begin_edge(&mut self, pred: usize, succ: usize) {
        self.edge_no += 1;
        let e = self.edge_no;
        let n = self.regs.len();
        for k in 0..n {
            let v = self.end[pred * n + k];
            if v != NONE {
                self.end_stamp[v as usize] = e;
                self.end_map[v as usize] = k as u32;
            }
            let v = self.start[succ * n + k];
            if v != NONE {
                self.start_stamp[v as usize] = e;
                self.start_map[v as usize] = k as u32;
            }
        }
    }

    fn at_pred_end(&self, v: u32) -> Alloc {
        if self.end_stamp[v as usize] == self.edge_no {
            Alloc::Reg(self.regs[self.end_map[v as usize] as usize])
        } else {
            stack(v)
        }
    }

    fn at_succ_start(&self, v: u32, is_param: bool) -> Alloc {
        if self.start_stamp[v as usize] == self.edge_no {
            Alloc::Reg(self.regs[self.start_map[v as usize] as usize])
        } else if is_param {
            stack(v)
        } else {
            Alloc::None
        }
    }
}
