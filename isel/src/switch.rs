//! `switch`: a balanced tree of unsigned comparisons over
//! the sorted case values whose leaves are jump tables (dense runs) or
//! short compare chains (values wider than 64 bits: a chain of all-parts
//! comparisons), so selection takes O(n log n) time and dispatch
//! O(log n) comparisons for any number of cases. Each place of the tree
//! that branches to a target gets its own edge (split when the target has
//! other predecessors or is reached more than once), so no split block
//! has two predecessors with other successors — a critical edge the
//! allocator could not place moves on; a jump table's entries share one
//! edge per target, as they leave one block.

use crate::lower::{LResult, Lower};
use cranelift_entity::EntityRef;
use kiln_ir::Block;
use kiln_targets::MBlock;
use kiln_targets::Reg;
use kiln_targets::x64::{Amode, Cond, Inst, OperandSize, RegMemImm};
use std::collections::HashMap;

/// A machine edge: target block and its range of branch arguments.
type Edge = (MBlock, u32, u32);

/// Compare chains are used for at most this many cases; larger sets are
/// split at their median.
const CHAIN_MAX: usize = 4;

/// The largest jump table (entries).
const TABLE_MAX: u128 = 65536;

/// The targets of one multi-way branch.
struct Targets {
    default: Block,
    /// How many places of the tree reach the default (1 for a lone compare
    /// chain, else 2 for "several": each gets a split edge).
    default_times: usize,
    /// How many cases reach each target (each place's edge is split when
    /// more than one does).
    times: HashMap<Block, usize>,
    /// Whether any range up to [`TABLE_MAX`] may become a jump table.
    sparse_table: bool,
}

/// Instructions and out-edges of one block of the tree.
#[derive(Default)]
struct Node {
    insts: Vec<Inst>,
    edges: Vec<Edge>,
}

impl Lower<'_> {
    /// The target of a switch edge to `to` taken from a machine block with
    /// several successors; split when `to` has other predecessors or the
    /// switch reaches it more than once. Returns (block, branch args).
    pub(crate) fn switch_edge(&mut self, to: Block, times: usize) -> LResult<Edge> {
        let target = MBlock::new(self.c.block_index[to.index()] as usize);
        let mark = self.c.cur.len();
        let (s, e) = self.phi_args(to)?;
        if self.c.npreds[to.index()] > 1 || times > 1 {
            let split = self.split_edge(target, (s, e), mark);
            return Ok((split, s, s));
        }
        Ok((target, s, e))
    }

    /// `switch`.
    pub fn lower_switch(&mut self, data: kiln_ir::function::SideId) -> LResult<()> {
        let sw = &self.f.switches[data];
        let (cond, default) = (sw.cond, sw.default);
        let bits = self.int_bits(cond)?;
        if bits > 64 {
            return self.lower_switch_wide(data, bits);
        }
        let mask = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let mut cases: Vec<(u64, Block)> = Vec::with_capacity(sw.cases.len());
        for &(c, b) in sw.cases.iter() {
            let k = match self.m.consts.get(c) {
                kiln_ir::ConstData::Int { val, .. } => val.as_u64().unwrap_or(0) & mask,
                _ => return Err(self.err("switch case is not an integer constant")),
            };
            cases.push((k, b));
        }
        // Cases that go where the default goes are the default.
        cases.retain(|c| c.1 != default);
        if cases.is_empty() {
            return self.lower_br(default);
        }
        let x = self.reg(cond)?;
        // A plain load of 8, 16 or 32 bits cleared the upper bits already.
        let x = if matches!(bits, 8 | 16 | 32) && self.is_plain_load(cond) {
            x
        } else {
            self.zext(x, bits, OperandSize::S64)
        };
        self.switch_on(x, cases, default, false)
    }

    /// A multi-way branch on the 64-bit value `x` over `cases` (none of
    /// which targets `default`).
    fn switch_on(
        &mut self,
        x: Reg,
        mut cases: Vec<(u64, Block)>,
        default: Block,
        sparse_table: bool,
    ) -> LResult<()> {
        cases.sort_unstable_by_key(|c| c.0);
        cases.dedup_by_key(|c| c.0);
        let mut times: HashMap<Block, usize> = HashMap::new();
        for c in &cases {
            *times.entry(c.1).or_default() += 1;
        }
        // A lone compare chain reaches the default once; a table or a tree
        // from several places, through one split edge.
        let once = cases.len() <= CHAIN_MAX && table_range(&cases, sparse_table).is_none();
        let t = Targets {
            default,
            default_times: if once { 1 } else { 2 },
            times,
            sparse_table,
        };
        let root = self.switch_node(x, &cases, &t)?;
        for i in root.insts {
            self.emit(i);
        }
        self.c.edges.extend_from_slice(&root.edges);
        Ok(())
    }

    /// A new edge to case target `b`, for one place of the tree.
    fn case_edge(&mut self, b: Block, t: &Targets) -> LResult<Edge> {
        self.switch_edge(b, t.times[&b])
    }

    /// A new edge to the default, for one place of the tree.
    fn default_edge(&mut self, t: &Targets) -> LResult<Edge> {
        self.switch_edge(t.default, t.default_times)
    }

    /// The block contents dispatching `x` over sorted `cases` (default
    /// when none matches): a jump table, a compare chain, or a comparison
    /// with the median case and two sub-trees.
    fn switch_node(&mut self, x: Reg, cases: &[(u64, Block)], t: &Targets) -> LResult<Node> {
        if let Some(range) = table_range(cases, t.sparse_table) {
            return self.table_node(x, cases, range, t);
        }
        if cases.len() <= CHAIN_MAX {
            return self.chain_node(x, cases, t);
        }
        let mid = cases.len() / 2;
        let left = self.switch_node(x, &cases[..mid], t)?;
        let left = self.new_extra_block(&left.insts, &left.edges);
        let right = self.switch_node(x, &cases[mid..], t)?;
        let right = self.new_extra_block(&right.insts, &right.edges);
        let mut node = Node::default();
        self.cmp_case(x, cases[mid].0, &mut node.insts);
        node.insts.push(Inst::Jcc {
            cc: Cond::AE,
            taken: right,
            not_taken: left,
        });
        node.edges.push((right, 0, 0));
        node.edges.push((left, 0, 0));
        Ok(node)
    }

    /// The 64-bit word `k` as an ALU operand: an immediate when it is a
    /// sign-extended imm32, else a register loaded by a `mov` in `insts`.
    fn word_operand(&mut self, k: u64, insts: &mut Vec<Inst>) -> RegMemImm {
        match i32::try_from(k as i64) {
            Ok(imm) => RegMemImm::Imm(imm),
            Err(_) => {
                let r = self.new_int();
                insts.push(Inst::MovImm {
                    size: OperandSize::S64,
                    dst: r,
                    imm: k as i64,
                });
                RegMemImm::Reg(r)
            }
        }
    }

    /// `cmp x, k` (through a register when `k` is no sign-extended imm32).
    fn cmp_case(&mut self, x: Reg, k: u64, insts: &mut Vec<Inst>) {
        let rhs = self.word_operand(k, insts);
        insts.push(Inst::Cmp {
            size: OperandSize::S64,
            lhs: x,
            rhs,
        });
    }

    /// A compare chain: block k compares with case k; the last falls to
    /// the default.
    fn chain_node(&mut self, x: Reg, cases: &[(u64, Block)], t: &Targets) -> LResult<Node> {
        let mut next = self.default_edge(t)?;
        for k in (1..cases.len()).rev() {
            let target = self.case_edge(cases[k].1, t)?;
            let mut insts = Vec::with_capacity(3);
            self.cmp_case(x, cases[k].0, &mut insts);
            insts.push(Inst::Jcc {
                cc: Cond::E,
                taken: target.0,
                not_taken: next.0,
            });
            let b = self.new_extra_block(&insts, &[target, next]);
            next = (b, 0, 0);
        }
        let target = self.case_edge(cases[0].1, t)?;
        let mut node = Node::default();
        self.cmp_case(x, cases[0].0, &mut node.insts);
        node.insts.push(Inst::Jcc {
            cc: Cond::E,
            taken: target.0,
            not_taken: next.0,
        });
        node.edges.push(target);
        node.edges.push(next);
        Ok(node)
    }

    /// A jump table over `range` consecutive values from the first case's:
    /// `idx = x - min; if idx > range - 1 goto default; goto table[idx]`.
    fn table_node(
        &mut self,
        x: Reg,
        cases: &[(u64, Block)],
        range: usize,
        t: &Targets,
    ) -> LResult<Node> {
        let mut node = Node::default();
        let min = cases[0].0;
        let idx = if min == 0 {
            x
        } else {
            let dst = self.new_int();
            match i32::try_from((min as i64).wrapping_neg()) {
                Ok(disp) => node.insts.push(Inst::Lea {
                    size: OperandSize::S64,
                    dst,
                    addr: Amode::base(x, disp),
                }),
                Err(_) => {
                    let k = self.new_int();
                    node.insts.push(Inst::MovImm {
                        size: OperandSize::S64,
                        dst: k,
                        imm: min as i64,
                    });
                    node.insts.push(Inst::Alu {
                        size: OperandSize::S64,
                        op: kiln_targets::x64::AluOp::Sub,
                        dst,
                        src1: x,
                        src2: RegMemImm::Reg(k),
                    });
                }
            }
            dst
        };
        // The table block's edges: one per distinct target, and its own
        // to the default when some entry falls back to it.
        let mut table_edges: Vec<Edge> = Vec::new();
        let mut table_default = None;
        if cases.len() < range {
            let e = self.default_edge(t)?;
            table_edges.push(e);
            table_default = Some(e.0);
        }
        let mut table = vec![table_default.unwrap_or(MBlock::new(0)); range];
        let mut edge_of: HashMap<Block, MBlock> = HashMap::new();
        for &(k, b) in cases {
            let mb = match edge_of.get(&b) {
                Some(&mb) => mb,
                None => {
                    let e = self.case_edge(b, t)?;
                    table_edges.push(e);
                    edge_of.insert(b, e.0);
                    e.0
                }
            };
            table[k.wrapping_sub(min) as usize] = mb;
        }
        let tid = self.out.side.jump_tables.len() as u32;
        self.out.side.jump_tables.push(table);
        let jt = Inst::JmpTable {
            index: idx,
            tmp1: self.new_int(),
            tmp2: self.new_int(),
            table: tid,
        };
        let tblock = self.new_extra_block(&[jt], &table_edges);
        // range <= TABLE_MAX, so range - 1 is an imm32.
        node.insts.push(Inst::Cmp {
            size: OperandSize::S64,
            lhs: idx,
            rhs: RegMemImm::Imm((range - 1) as i32),
        });
        let check_default = self.default_edge(t)?;
        node.insts.push(Inst::Jcc {
            cc: Cond::A,
            taken: check_default.0,
            not_taken: tblock,
        });
        node.edges.push(check_default);
        node.edges.push((tblock, 0, 0));
        Ok(node)
    }

    /// `switch` on a value wider than 64 bits: a chain of comparisons of
    /// all its 64-bit parts (the top part zero-extended from the bits it
    /// holds), each place branching to its target through its own edge.
    fn lower_switch_wide(&mut self, data: kiln_ir::function::SideId, bits: u32) -> LResult<()> {
        let sw = &self.f.switches[data];
        let (cond, default) = (sw.cond, sw.default);
        let nparts = bits.div_ceil(64) as usize;
        let mut cases: Vec<(Vec<u64>, Block)> = Vec::new();
        for &(c, b) in sw.cases.iter() {
            let words = match self.m.consts.get(c) {
                kiln_ir::ConstData::Int { val, .. } => match val {
                    kiln_ir::IntValue::Small(v) => vec![*v as u64, (*v >> 64) as u64],
                    kiln_ir::IntValue::Big(w) => w.to_vec(),
                },
                _ => return Err(self.err("switch case is not an integer constant")),
            };
            let mut words = words;
            words.resize(nparts, 0);
            cases.push((words, b));
        }
        if cases.is_empty() {
            return self.lower_br(default);
        }
        let parts = if bits <= 128 {
            let (lo, hi) = self.pair(cond)?;
            vec![lo, hi]
        } else {
            let mut x = Vec::new();
            self.all_regs(cond, &mut x)?;
            if x.len() != nparts {
                return Err(self.err(format!("switch on i{bits} of {} parts", x.len())));
            }
            x
        };
        let parts = self.normalized_top(&parts, bits, false);
        let mut times: HashMap<Block, usize> = HashMap::new();
        for c in &cases {
            *times.entry(c.1).or_default() += 1;
        }
        *times.entry(default).or_default() += 1;
        let mut targets = Vec::with_capacity(cases.len());
        for (_, b) in &cases {
            targets.push(self.switch_edge(*b, times[b])?);
        }
        let dflt = self.switch_edge(default, times[&default])?;
        let mut next = dflt;
        for k in (1..cases.len()).rev() {
            let mut insts = Vec::new();
            self.wide_case_test(&parts, &cases[k].0, &mut insts);
            insts.push(Inst::Jcc {
                cc: Cond::E,
                taken: targets[k].0,
                not_taken: next.0,
            });
            let b = self.new_extra_block(&insts, &[targets[k], next]);
            next = (b, 0, 0);
        }
        let mut insts = Vec::new();
        self.wide_case_test(&parts, &cases[0].0, &mut insts);
        for i in insts {
            self.emit(i);
        }
        self.c.edges.push(targets[0]);
        self.c.edges.push(next);
        self.emit(Inst::Jcc {
            cc: Cond::E,
            taken: targets[0].0,
            not_taken: next.0,
        });
        Ok(())
    }

    /// Sets ZF when the parts `x` equal the words `k`: the OR of
    /// `x[i] ^ k[i]` over all parts.
    fn wide_case_test(&mut self, x: &[Reg], k: &[u64], insts: &mut Vec<Inst>) {
        use kiln_targets::x64::AluOp;
        let mut acc: Option<Reg> = None;
        for (&part, &word) in x.iter().zip(k) {
            let rhs = self.word_operand(word, insts);
            let d = self.new_int();
            insts.push(Inst::Alu {
                size: OperandSize::S64,
                op: AluOp::Xor,
                dst: d,
                src1: part,
                src2: rhs,
            });
            if let Some(a) = acc {
                let o = self.new_int();
                insts.push(Inst::Alu {
                    size: OperandSize::S64,
                    op: AluOp::Or,
                    dst: o,
                    src1: a,
                    src2: RegMemImm::Reg(d),
                });
                acc = Some(o);
            } else {
                acc = Some(d);
            }
        }
    }
}

/// The number of table entries when sorted `cases` make a jump table: at
/// least 4 cases, covering a third of their range (any range with
/// `sparse`), of at most [`TABLE_MAX`] values.
fn table_range(cases: &[(u64, Block)], sparse: bool) -> Option<usize> {
    let n = cases.len() as u128;
    let range = cases[cases.len() - 1].0.wrapping_sub(cases[0].0) as u128 + 1;
    (n >= 4 && (sparse || range <= 3 * n) && range <= TABLE_MAX).then_some(range as usize)
}
