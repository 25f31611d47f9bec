//! Metadata: module-level nodes (`!N = !{...}`, `!DI...(...)`), strings and
//! constants wrapped as metadata. Function-local metadata is in
//! [`crate::function::MdOperand`].

use crate::constants::Const;
use crate::symbols::Sym;
use cranelift_entity::entity_impl;

/// A metadata node of the module.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MdNode(u32);
entity_impl!(MdNode, "md");

/// A reference to metadata, as an operand of a node or an attachment.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdRef {
    /// `null`
    Null,
    /// `!N` or an inline node.
    Node(MdNode),
    /// `!"string"` (bytes, unescaped).
    String(Sym),
    /// A constant as metadata (`i32 1`, `ptr @g`).
    Const(Const),
}

/// The value of a field of a specialized node (`line: 3`, `tag: DW_TAG_x`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdField {
    /// An integer (`line: 7`, `value: -1`).
    Int(i128),
    /// A quoted string (`name: "main"`), unescaped bytes.
    Str(Sym),
    /// A bare word or `|`-joined flags, as written
    /// (`DW_TAG_base_type`, `DIFlagPrototyped | DIFlagAllCallsDescribed`,
    /// `true`, `FullDebug`, `DW_OP_plus_uconst`).
    Ident(Sym),
    /// A metadata reference (`scope: !3`, `type: null`).
    Ref(MdRef),
}

/// What a metadata node holds.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdNodeKind {
    /// A generic tuple `!{...}`.
    Tuple(Box<[MdRef]>),
    /// A specialized node `!DIName(field: value, ...)`; positional elements
    /// (as in `!DIExpression(DW_OP_deref, 8)`) have no field name.
    Special {
        /// The node class without `!` (`DILocation`, `DIExpression`, ...).
        class: Sym,
        /// `(field name or None, value)` in written order.
        fields: Box<[(Option<Sym>, MdField)]>,
    },
}

/// A metadata node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct MdNodeData {
    /// `distinct !{...}`
    pub distinct: bool,
    /// Contents.
    pub kind: MdNodeKind,
}

impl MdNodeData {
    /// The field named `name` of a specialized node.
    pub fn field(&self, name: Sym) -> Option<MdField> {
        match &self.kind {
            MdNodeKind::Special { fields, .. } => fields
                .iter()
                .find(|(n, _)| *n == Some(name))
                .map(|(_, v)| *v),
            MdNodeKind::Tuple(_) => None,
        }
    }
}
