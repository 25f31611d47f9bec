//! Checking one instruction's operand constraints before graph building:
//! inconsistent constraints are an [`RaError`] naming the instruction.

use kiln_targets::ra::RaError;
use kiln_targets::{Constraint, Operand, OperandKind, OperandPos, PReg};

/// The physical registers an instruction's fixed operands name.
#[derive(Copy, Clone, Default, Debug)]
pub struct FixedMasks {
    /// Registers of fixed uses.
    pub uses: u128,
    /// Registers of early fixed defs.
    pub early_defs: u128,
    /// Registers of late fixed defs (including reuse defs of a fixed use).
    pub late_defs: u128,
}

/// The bit of `p`.
pub fn bit(p: PReg) -> u128 {
    1u128 << p.index()
}

fn err(i: usize, msg: impl std::fmt::Display) -> RaError {
    RaError(format!("inst {i}: {msg}"))
}

/// The register a def operand `j` is pinned to: its fixed register, or
/// the fixed register of the use it reuses.
pub fn own_fixed(ops: &[Operand], j: usize) -> Option<PReg> {
    match ops[j].constraint {
        Constraint::Fixed(p) => Some(p),
        Constraint::Reuse(n) => match ops.get(n as usize)?.constraint {
            Constraint::Fixed(p) => Some(p),
            _ => None,
        },
        Constraint::Reg => None,
    }
}

/// Validates the operands of instruction `i` and returns its fixed masks.
pub fn check_inst(i: usize, ops: &[Operand], scratch: u128) -> Result<FixedMasks, RaError> {
    let mut m = FixedMasks::default();
    let mut reused = 0u64;
    for (j, op) in ops.iter().enumerate() {
        let class = op.vreg.class();
        match (op.kind, op.constraint) {
            (_, Constraint::Fixed(r)) if scratch & bit(r) != 0 => {
                return Err(err(
                    i,
                    format!("fixed constraint on the scratch register {r:?}"),
                ));
            }
            (_, Constraint::Fixed(r)) if r.class() != class => {
                return Err(err(
                    i,
                    format!("operand {j} fixed to {r:?} of the wrong class"),
                ));
            }
            (OperandKind::Use, Constraint::Fixed(r)) => {
                let other = ops[..j].iter().any(|o| {
                    o.kind == OperandKind::Use
                        && o.constraint == Constraint::Fixed(r)
                        && o.vreg != op.vreg
                });
                if other {
                    return Err(err(i, format!("two values fixed to {r:?}")));
                }
                m.uses |= bit(r);
            }
            (OperandKind::Use, Constraint::Reuse(_)) => {
                return Err(err(i, "a use cannot have a reuse constraint"));
            }
            (OperandKind::Def, Constraint::Fixed(r)) => {
                let mask = if op.pos == OperandPos::Early {
                    &mut m.early_defs
                } else {
                    &mut m.late_defs
                };
                if *mask & bit(r) != 0 {
                    return Err(err(i, format!("two defs fixed to {r:?}")));
                }
                *mask |= bit(r);
            }
            (OperandKind::Def, Constraint::Reuse(n)) => {
                let n = n as usize;
                if n >= ops.len()
                    || n >= 64
                    || ops[n].kind != OperandKind::Use
                    || ops[n].vreg.class() != class
                    || op.pos != OperandPos::Late
                {
                    return Err(err(i, format!("bad reuse of operand {n}")));
                }
                if reused & (1 << n) != 0 {
                    return Err(err(i, "two defs reuse one register"));
                }
                reused |= 1 << n;
                if let Constraint::Fixed(r) = ops[n].constraint {
                    if m.late_defs & bit(r) != 0 {
                        return Err(err(i, format!("two defs fixed to {r:?}")));
                    }
                    m.late_defs |= bit(r);
                }
            }
            _ => {}
        }
    }
    if m.early_defs & m.late_defs != 0 {
        return Err(err(i, "an early and a late def fixed to one register"));
    }
    if m.uses & m.early_defs != 0 {
        return Err(err(
            i,
            "a register is both a fixed use and an early fixed def",
        ));
    }
    Ok(m)
}
