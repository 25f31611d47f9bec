//! Metadata attached to instructions, checked as LLVM 19's
//! `Verifier::visitInstruction` does: `!range` (on loads, calls and
//! invokes; pairs of bounds of the instruction's scalar type, non-empty,
//! ordered, neither overlapping nor contiguous), `!nonnull`, `!align`,
//! `!dereferenceable` and `!dereferenceable_or_null` (on loads of pointers,
//! the last two also on `inttoptr`; one `i64`), `!invariant.group` (loads
//! and stores) and `!tbaa` (`tbaa.rs`).

use super::tbaa::MdInt;
use super::{Fx, Verifier};
use crate::function::{Inst, MdAttachment};
use crate::instructions::{CastOp, InstData};
use crate::metadata::MdRef;
use crate::types::{Type, TypeData};

/// LLVM's `Value::MaximumAlignment` (2^32).
const MAX_ALIGNMENT: u128 = 1 << 32;

impl<'m> Verifier<'m> {
    /// Checks the metadata attachments of the function's instructions.
    pub(super) fn check_attachments(&mut self, fx: &Fx<'m>) {
        for a in &fx.f.attachments {
            if let Some(msg) = self.attachment_problem(fx, a) {
                let kind = String::from_utf8_lossy(self.m.symbols.get(a.kind)).into_owned();
                let op = fx.f.insts[a.inst].opcode_name();
                self.inst_err(fx, a.inst, format!("'{op}' with '!{kind}': {msg}"));
            }
        }
    }

    fn attachment_problem(&mut self, fx: &Fx<'m>, a: &MdAttachment) -> Option<&'static str> {
        let inst = &fx.f.insts[a.inst];
        let MdRef::Node(node) = a.node else {
            return None;
        };
        let is_load = matches!(inst, InstData::Load { .. });
        let ty = self.result_type(fx, a.inst);
        let is_ptr = ty.is_some_and(|t| matches!(self.td(t), TypeData::Ptr(_)));
        match self.m.symbols.get(a.kind) {
            b"tbaa" => {
                let allowed = matches!(
                    inst,
                    InstData::Load { .. }
                        | InstData::Store { .. }
                        | InstData::Call { .. }
                        | InstData::VaArg { .. }
                        | InstData::AtomicRmw { .. }
                        | InstData::CmpXchg { .. }
                );
                if !allowed {
                    return Some("This instruction shall not have a TBAA access tag!");
                }
                self.tbaa_tag_problem(node)
            }
            b"range" => {
                if !matches!(
                    inst,
                    InstData::Load { .. } | InstData::Call { .. } | InstData::Invoke { .. }
                ) {
                    return Some("Ranges are only for loads, calls and invokes!");
                }
                let scalar = ty.map(|t| self.m.types.scalar(t));
                self.range_problem(self.md_tuple(node), scalar)
            }
            b"nonnull" => {
                if !is_ptr {
                    Some("nonnull applies only to pointer types")
                } else if !is_load {
                    Some(
                        "nonnull applies only to load instructions, use attributes for calls or invokes",
                    )
                } else if !self.md_tuple(node).is_empty() {
                    Some("nonnull metadata must be empty")
                } else {
                    None
                }
            }
            b"align" => {
                let ops = self.md_tuple(node);
                if !is_ptr {
                    return Some("align applies only to pointer types");
                }
                if !is_load {
                    return Some(
                        "align applies only to load instructions, use attributes for calls or invokes",
                    );
                }
                let [op] = ops else {
                    return Some("align takes one operand!");
                };
                match self.md_const_int(*op) {
                    Some(MdInt { bits: 64, val }) if !val.is_power_of_two() => {
                        Some("align metadata value must be a power of 2!")
                    }
                    Some(MdInt { bits: 64, val }) if val > MAX_ALIGNMENT => {
                        Some("alignment is larger that implementation defined limit")
                    }
                    Some(MdInt { bits: 64, .. }) => None,
                    _ => Some("align metadata value must be an i64!"),
                }
            }
            b"dereferenceable" | b"dereferenceable_or_null" => {
                let inttoptr = matches!(
                    inst,
                    InstData::Cast {
                        op: CastOp::IntToPtr,
                        ..
                    }
                );
                if !is_ptr {
                    Some("dereferenceable, dereferenceable_or_null apply only to pointer types")
                } else if !is_load && !inttoptr {
                    Some(
                        "dereferenceable, dereferenceable_or_null apply only to load and inttoptr instructions, use attributes for calls or invokes",
                    )
                } else {
                    match self.md_tuple(node) {
                        [op] if self.md_const_int(*op).is_some_and(|c| c.bits == 64) => None,
                        [_] => Some(
                            "dereferenceable, dereferenceable_or_null metadata value must be an i64!",
                        ),
                        _ => Some("dereferenceable, dereferenceable_or_null take one operand!"),
                    }
                }
            }
            b"invariant.group" => (!is_load && !matches!(inst, InstData::Store { .. }))
                .then_some("invariant.group metadata is only for loads and stores"),
            _ => None,
        }
    }

    /// The type of `inst`'s result, `None` for an instruction without one.
    fn result_type(&self, fx: &Fx<'m>, inst: Inst) -> Option<Type> {
        let v = fx.f.inst_result(inst)?;
        fx.f.values.get(v).map(|d| d.ty)
    }

    /// LLVM's `verifyRangeMetadata` for a `!range` on a value of scalar type
    /// `ty` (`None`: `void`).
    fn range_problem(&self, ops: &[MdRef], ty: Option<Type>) -> Option<&'static str> {
        if !ops.len().is_multiple_of(2) {
            return Some("Unfinished range!");
        }
        if ops.is_empty() {
            return Some("It should have at least one range!");
        }
        let width = ty.and_then(|t| self.m.types.int_bits(t));
        let mut ranges: Vec<(u128, u128)> = Vec::with_capacity(ops.len() / 2);
        for pair in ops.chunks_exact(2) {
            let Some(lo) = self.md_const_int(pair[0]) else {
                return Some("The lower limit must be an integer!");
            };
            let Some(hi) = self.md_const_int(pair[1]) else {
                return Some("The upper limit must be an integer!");
            };
            if lo.bits != hi.bits || Some(lo.bits) != width {
                return Some("Range types must match instruction type!");
            }
            let bits = lo.bits;
            if bits > 128 {
                // Beyond what the interval checks below model.
                return None;
            }
            let max = u128::MAX >> (128 - bits);
            if lo.val == hi.val {
                return Some(if lo.val == max || lo.val == 0 {
                    "Range must not be empty!"
                } else {
                    "The upper and lower limits cannot be the same value"
                });
            }
            let cur = (lo.val, hi.val);
            if let Some(&last) = ranges.last() {
                if ranges_overlap(cur, last, max) {
                    return Some("Intervals are overlapping");
                }
                if sext(cur.0, bits) <= sext(last.0, bits) {
                    return Some("Intervals are not in order");
                }
                if contiguous(cur, last) {
                    return Some("Intervals are contiguous");
                }
            }
            ranges.push(cur);
        }
        if ranges.len() > 2 {
            let (first, last) = (ranges[0], ranges[ranges.len() - 1]);
            let max = width.map_or(u128::MAX, |b| u128::MAX >> (128 - b));
            if ranges_overlap(first, last, max) {
                return Some("Intervals are overlapping");
            }
            if contiguous(first, last) {
                return Some("Intervals are contiguous");
            }
        }
        None
    }
}

/// `v` (of width `bits`, at most 128) sign-extended.
fn sext(v: u128, bits: u32) -> i128 {
    let shift = 128 - bits;
    ((v << shift) as i128) >> shift
}

/// The values of the half-open, possibly wrapping range `[lo, hi)` as up to
/// two inclusive intervals (`lo != hi`); `max` is the width's largest value.
fn intervals((lo, hi): (u128, u128), max: u128) -> [Option<(u128, u128)>; 2] {
    if lo < hi {
        [Some((lo, hi - 1)), None]
    } else {
        [Some((lo, max)), (hi > 0).then(|| (0, hi - 1))]
    }
}

/// Whether two ranges share a value (`ConstantRange::intersectWith` is not
/// empty).
fn ranges_overlap(a: (u128, u128), b: (u128, u128), max: u128) -> bool {
    intervals(a, max).into_iter().flatten().any(|(a0, a1)| {
        intervals(b, max)
            .into_iter()
            .flatten()
            .any(|(b0, b1)| a0 <= b1 && b0 <= a1)
    })
}

/// LLVM's `isContiguous`: one range ends where the other begins.
fn contiguous(a: (u128, u128), b: (u128, u128)) -> bool {
    a.0 == b.1 || a.1 == b.0
}
