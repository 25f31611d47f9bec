//! `!tbaa` access tags, checked as LLVM 19's `TBAAVerifier` does: the tag's
//! shape (struct-path, old or new format), its access type a valid scalar
//! type node, and the walk from the base type down the struct path to the
//! access type (offsets increasing and of one bit width per struct node,
//! offset zero where a scalar is reached, no cycles).
//!
//! Old-style scalar tags (`!{!"int", !root}`) are first upgraded as
//! LLParser's `UpgradeTBAANode` does: a tag whose first operand is not a
//! node, or with fewer than three operands, becomes `<T, T, i64 0>`, or
//! `<S, S, i64 0, const>` with `S = !{op0, op1}` when it has three. The
//! results per type node are cached for the verifier's lifetime.

use super::Verifier;
use crate::constants::{ConstData, IntValue};
use crate::metadata::{MdNode, MdNodeKind, MdRef};

/// An integer constant as metadata: its width and its low 128 bits (enough
/// for every offset a real type graph has; wider ones compare by those).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct MdInt {
    /// Width of the constant's integer type.
    pub bits: u32,
    /// The value's low 128 bits, zero-extended.
    pub val: u128,
}

impl MdInt {
    /// `self - rhs`, wrapping within `self`'s width.
    fn wrapping_sub(self, rhs: u128) -> MdInt {
        let v = self.val.wrapping_sub(rhs);
        let v = if self.bits >= 128 {
            v
        } else {
            v & ((1u128 << self.bits) - 1)
        };
        MdInt {
            bits: self.bits,
            val: v,
        }
    }
}

/// A type node of the walk: a node of the module, or the scalar node
/// `!{op0, op1}` that upgrading a three-operand old-style tag creates.
#[derive(Copy, Clone)]
enum TNode<'m> {
    Real(MdNode),
    Synth(&'m [MdRef]),
}

/// What LLVM's `verifyTBAABaseNode` found for a struct or scalar type node:
/// the bit width of its offsets (0 for a scalar node, `u32::MAX` for a
/// struct node without fields), or why it is invalid (`None`: invalid
/// without a message, as LLVM does for a two-operand node that is not a
/// valid scalar).
type BaseSummary = Result<u32, Option<&'static str>>;

/// Caches of the TBAA walk, kept for the verifier's lifetime (type nodes
/// are shared by many access tags).
#[derive(Default)]
pub(super) struct TbaaCache {
    scalar: crate::symbols::FxHashMap<MdNode, bool>,
    base: crate::symbols::FxHashMap<MdNode, BaseSummary>,
    path: Vec<MdNode>,
    /// Access tags already found valid (a tag is shared by many loads and
    /// stores; its check depends on the tag alone).
    valid_tags: crate::symbols::FxHashMap<MdNode, ()>,
}

impl<'m> Verifier<'m> {
    /// The operands of a tuple node (a specialized node has none here).
    pub(super) fn md_tuple(&self, n: MdNode) -> &'m [MdRef] {
        match self.m.metadata.get(n).map(|d| &d.kind) {
            Some(MdNodeKind::Tuple(ops)) => ops,
            _ => &[],
        }
    }

    /// `r` as an integer constant (LLVM's `mdconst::dyn_extract<ConstantInt>`).
    pub(super) fn md_const_int(&self, r: MdRef) -> Option<MdInt> {
        let MdRef::Const(c) = r else { return None };
        let ConstData::Int { ty, val } = self.m.consts.get(c) else {
            return None;
        };
        let bits = self.m.types.int_bits(*ty)?;
        let val = match val {
            IntValue::Small(v) => *v,
            IntValue::Big(w) => (w[0] as u128) | ((w.get(1).copied().unwrap_or(0) as u128) << 64),
        };
        Some(MdInt { bits, val })
    }

    /// Whether two type nodes are one node in LLVM, where tuples that are
    /// not `distinct` are uniqued by their operands: the same node, or two
    /// non-distinct tuples whose operands are the same (nodes compared
    /// likewise, to a bounded depth).
    fn same_node(&self, a: TNode<'m>, b: TNode<'m>) -> bool {
        match (a, b) {
            (TNode::Real(x), TNode::Real(y)) if x == y => true,
            (TNode::Synth(x), TNode::Synth(y)) => std::ptr::eq(x, y),
            _ => {
                let distinct = |n: TNode<'m>| match n {
                    TNode::Real(n) => self.m.metadata.get(n).is_none_or(|d| d.distinct),
                    TNode::Synth(_) => false,
                };
                !distinct(a)
                    && !distinct(b)
                    && self.same_operands(self.tnode_ops(a), self.tnode_ops(b), 16)
            }
        }
    }

    fn same_operands(&self, a: &[MdRef], b: &[MdRef], depth: u32) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| match (*x, *y) {
            (MdRef::Node(x), MdRef::Node(y)) if x != y => {
                let (dx, dy) = (&self.m.metadata[x], &self.m.metadata[y]);
                depth > 0
                    && !dx.distinct
                    && !dy.distinct
                    && matches!((&dx.kind, &dy.kind), (MdNodeKind::Tuple(p), MdNodeKind::Tuple(q))
                            if self.same_operands(p, q, depth - 1))
            }
            (x, y) => x == y,
        })
    }

    fn tnode_ops(&self, n: TNode<'m>) -> &'m [MdRef] {
        match n {
            TNode::Real(n) => self.md_tuple(n),
            TNode::Synth(ops) => ops,
        }
    }

    /// The problem LLVM's `TBAAVerifier::visitTBAAMetadata` reports for the
    /// access tag `tag`, if any.
    pub(super) fn tbaa_tag_problem(&mut self, tag: MdNode) -> Option<&'static str> {
        if self.tbaa.valid_tags.contains_key(&tag) {
            return None;
        }
        let problem = self.tbaa_tag_problem_uncached(tag);
        if problem.is_none() {
            self.tbaa.valid_tags.insert(tag, ());
        }
        problem
    }

    /// [`Self::tbaa_tag_problem`] without the cache of valid tags.
    fn tbaa_tag_problem_uncached(&mut self, tag: MdNode) -> Option<&'static str> {
        let md = self.md_tuple(tag);
        let zero64 = MdInt { bits: 64, val: 0 };
        let struct_path = matches!(md.first(), Some(MdRef::Node(_))) && md.len() >= 3;
        let (base, access, mut offset, new_format) = if struct_path {
            let base = match md[0] {
                MdRef::Node(n) => TNode::Real(n),
                _ => unreachable!("checked above"),
            };
            let access = match md[1] {
                MdRef::Node(n) => Some(TNode::Real(n)),
                _ => None,
            };
            let new_format = access.is_some_and(|a| self.is_new_format_type(a));
            let n = md.len();
            if new_format {
                if n != 4 && n != 5 {
                    return Some("Access tag metadata must have either 4 or 5 operands");
                }
                if self.md_const_int(md[3]).is_none() {
                    return Some("Access size field must be a constant");
                }
            } else if n >= 5 {
                return Some("Struct tag metadata must have either 3 or 4 operands");
            }
            let immutable_at = if new_format { 4 } else { 3 };
            if n == immutable_at + 1 {
                match self.md_const_int(md[immutable_at]) {
                    None => {
                        return Some("Immutability tag on struct tag metadata must be a constant");
                    }
                    Some(c) if c.val > 1 => {
                        return Some(
                            "Immutability part of the struct tag metadata must be either 0 or 1",
                        );
                    }
                    Some(_) => {}
                }
            }
            let Some(access) = access else {
                return Some(
                    "Malformed struct tag metadata: base and access-type should be non-null and point to Metadata nodes",
                );
            };
            if !new_format && !self.is_valid_scalar(access) {
                return Some("Access type node must be a valid scalar type");
            }
            let Some(offset) = self.md_const_int(md[2]) else {
                return Some("Offset must be constant integer");
            };
            (base, access, offset, new_format)
        } else {
            // Upgraded as `UpgradeTBAANode` does; the result is old-format
            // (its access type has fewer than three operands or a string
            // first), with an `i64 0` offset.
            let t = if md.len() == 3 {
                match self.md_const_int(md[2]) {
                    None => {
                        return Some("Immutability tag on struct tag metadata must be a constant");
                    }
                    Some(c) if c.val > 1 => {
                        return Some(
                            "Immutability part of the struct tag metadata must be either 0 or 1",
                        );
                    }
                    Some(_) => TNode::Synth(&md[..2]),
                }
            } else {
                TNode::Real(tag)
            };
            if !self.is_valid_scalar(t) {
                return Some("Access type node must be a valid scalar type");
            }
            (t, t, zero64, false)
        };

        let mut seen_access = false;
        let mut path = std::mem::take(&mut self.tbaa.path);
        path.clear();
        let mut cur = base;
        let problem = loop {
            if self.tnode_ops(cur).len() < 2 {
                break None;
            }
            if let TNode::Real(n) = cur {
                if path.contains(&n) {
                    break Some(Some("Cycle detected in struct path"));
                }
                path.push(n);
            }
            let width = match self.tbaa_base_node(cur, new_format) {
                Ok(w) => w,
                Err(msg) => break Some(msg),
            };
            let is_access = self.same_node(cur, access);
            seen_access |= is_access;
            if (is_access || self.is_valid_scalar(cur)) && offset.val != 0 {
                break Some(Some("Offset not zero at the point of scalar access"));
            }
            if !(width == offset.bits
                || (width == 0 && offset.val == 0)
                || (new_format && width == u32::MAX))
            {
                break Some(Some(
                    "Access bit-width not the same as description bit-width",
                ));
            }
            if new_format && seen_access {
                break None;
            }
            match self.tbaa_field(cur, &mut offset, new_format) {
                Some(next) => cur = next,
                None => break Some(Some("Could not find TBAA parent in struct type node")),
            }
        };
        self.tbaa.path = path;
        match problem {
            Some(msg) => msg,
            None if !seen_access => Some("Did not see access type in access path!"),
            None => None,
        }
    }

    /// LLVM's `isNewFormatTBAATypeNode`: three or more operands, the first a
    /// node (the parent type).
    fn is_new_format_type(&self, t: TNode<'m>) -> bool {
        let ops = self.tnode_ops(t);
        ops.len() >= 3 && matches!(ops[0], MdRef::Node(_))
    }

    /// LLVM's `isValidScalarTBAANode`: a name string, a parent that is the
    /// root (fewer than two operands) or itself a valid scalar, and, with
    /// three operands, a zero offset; no cycles.
    fn is_valid_scalar(&mut self, t: TNode<'m>) -> bool {
        if let TNode::Real(n) = t
            && let Some(&known) = self.tbaa.scalar.get(&n)
        {
            return known;
        }
        let mut visited: Vec<MdNode> = Vec::new();
        let mut cur = t;
        let result = loop {
            let ops = self.tnode_ops(cur);
            if !(ops.len() == 2 || ops.len() == 3) || !matches!(ops[0], MdRef::String(_)) {
                break false;
            }
            if ops.len() == 3 && self.md_const_int(ops[2]).is_none_or(|c| c.val != 0) {
                break false;
            }
            let MdRef::Node(parent) = ops[1] else {
                break false;
            };
            if visited.contains(&parent) {
                break false;
            }
            visited.push(parent);
            if self.md_tuple(parent).len() < 2 {
                break true;
            }
            cur = TNode::Real(parent);
        };
        if let TNode::Real(n) = t {
            self.tbaa.scalar.insert(n, result);
        }
        result
    }

    /// LLVM's `verifyTBAABaseNode`, cached per node.
    fn tbaa_base_node(&mut self, t: TNode<'m>, new_format: bool) -> BaseSummary {
        if let TNode::Real(n) = t
            && let Some(&known) = self.tbaa.base.get(&n)
        {
            return known;
        }
        let result = self.tbaa_base_node_uncached(t, new_format);
        if let TNode::Real(n) = t {
            self.tbaa.base.insert(n, result);
        }
        result
    }

    fn tbaa_base_node_uncached(&mut self, t: TNode<'m>, new_format: bool) -> BaseSummary {
        let ops = self.tnode_ops(t);
        if ops.len() == 2 {
            return if self.is_valid_scalar(t) {
                Ok(0)
            } else {
                Err(None)
            };
        }
        if new_format {
            if !ops.len().is_multiple_of(3) {
                return Err(Some(
                    "Access tag nodes must have the number of operands that is a multiple of 3!",
                ));
            }
            if self.md_const_int(ops[1]).is_none() {
                return Err(Some("Type size nodes must be constants!"));
            }
        } else {
            if ops.len() % 2 != 1 {
                return Err(Some(
                    "Struct tag nodes must have an odd number of operands!",
                ));
            }
            if !matches!(ops[0], MdRef::String(_)) {
                return Err(Some(
                    "Struct tag nodes have a string as their first operand",
                ));
            }
        }
        let (first, step) = if new_format { (3, 3) } else { (1, 2) };
        let mut first_problem: Option<&'static str> = None;
        let mut prev: Option<u128> = None;
        let mut width = u32::MAX;
        for i in (first..ops.len()).step_by(step) {
            let problem = if !matches!(ops[i], MdRef::Node(_)) {
                Some("Incorrect field entry in struct type node!")
            } else {
                match self.md_const_int(ops[i + 1]) {
                    None => Some("Offset entries must be constants!"),
                    Some(c) => {
                        if width == u32::MAX {
                            width = c.bits;
                        }
                        if c.bits != width {
                            Some("Bitwidth between the offsets and struct type entries must match")
                        } else {
                            let ascending = prev.is_none_or(|p| p <= c.val);
                            prev = Some(c.val);
                            if !ascending {
                                Some("Offsets must be increasing!")
                            } else if new_format && self.md_const_int(ops[i + 2]).is_none() {
                                Some("Member size entries must be constants!")
                            } else {
                                None
                            }
                        }
                    }
                }
            };
            first_problem = first_problem.or(problem);
        }
        match first_problem {
            Some(msg) => Err(Some(msg)),
            None => Ok(width),
        }
    }

    /// LLVM's `getFieldNodeFromTBAABaseNode`: the field of `t` at `offset`
    /// (the last one at or below it), with `offset` made relative to it;
    /// `None` when the offset lies before the first field.
    fn tbaa_field(&self, t: TNode<'m>, offset: &mut MdInt, new_format: bool) -> Option<TNode<'m>> {
        let ops = self.tnode_ops(t);
        let node_at = |i: usize| match ops.get(i) {
            Some(MdRef::Node(n)) => Some(TNode::Real(*n)),
            _ => None,
        };
        if ops.len() == 2 {
            return node_at(1);
        }
        let (first, step) = if new_format { (3, 3) } else { (1, 2) };
        let entry = |i: usize| self.md_const_int(ops[i + 1]).map_or(0, |c| c.val);
        let mut i = first;
        while i < ops.len() {
            if entry(i) > offset.val {
                if i == first {
                    return None;
                }
                let prev = i - step;
                *offset = offset.wrapping_sub(entry(prev));
                return node_at(prev);
            }
            i += step;
        }
        let last = ops.len() - step;
        *offset = offset.wrapping_sub(self.md_const_int(ops[last + 1]).map_or(0, |c| c.val));
        node_at(last)
    }
}
