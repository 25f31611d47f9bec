//! Metadata: numbering of nodes (`!N`) in LLVM's order, and printing of
//! references, node bodies and function-local metadata operands.
//!
//! LLVM numbers a node when it first meets it, then its operands depth first
//! in the node's *internal* operand order, which for debug-info nodes
//! differs from the order their fields are written in; [`CLASS_ORDERS`]
//! lists that order so the numbers come out as LLVM's. `DIExpression` and
//! `DIArgList` are never numbered: they are written inline.

use super::Printer;
use super::text::{push_i128, push_md_ident, push_quoted, push_u32};
use super::typeorder::Finder;
use crate::function::{Function, MdOperand, ValueDef};
use crate::instructions::InstData;
use crate::metadata::{MdField, MdNode, MdNodeKind, MdRef};
use crate::module::Module;
use crate::symbols::{FxHashMap, Sym};
use cranelift_entity::EntityRef;

const NONE: u32 = u32::MAX;

/// For each debug-info class, the fields holding node references in the
/// order of LLVM's operand list (fields not listed follow in written order).
const CLASS_ORDERS: &[(&str, &[&str])] = &[
    ("DILocation", &["scope", "inlinedAt"]),
    (
        "DISubrange",
        &["count", "lowerBound", "upperBound", "stride"],
    ),
    (
        "DIGenericSubrange",
        &["count", "lowerBound", "upperBound", "stride"],
    ),
    ("DIBasicType", &["file", "scope"]),
    (
        "DIStringType",
        &[
            "file",
            "scope",
            "stringLength",
            "stringLengthExpression",
            "stringLocationExpression",
        ],
    ),
    (
        "DIDerivedType",
        &["file", "scope", "baseType", "extraData", "annotations"],
    ),
    (
        "DICompositeType",
        &[
            "file",
            "scope",
            "baseType",
            "elements",
            "vtableHolder",
            "templateParams",
            "discriminator",
            "dataLocation",
            "associated",
            "allocated",
            "rank",
            "annotations",
        ],
    ),
    ("DISubroutineType", &["types"]),
    (
        "DICompileUnit",
        &[
            "file",
            "enums",
            "retainedTypes",
            "globals",
            "imports",
            "macros",
        ],
    ),
    (
        "DISubprogram",
        &[
            "file",
            "scope",
            "type",
            "unit",
            "declaration",
            "retainedNodes",
            "containingType",
            "templateParams",
            "thrownTypes",
            "annotations",
        ],
    ),
    ("DILexicalBlock", &["file", "scope"]),
    ("DILexicalBlockFile", &["file", "scope"]),
    ("DINamespace", &["scope"]),
    ("DIModule", &["file", "scope"]),
    ("DICommonBlock", &["scope", "declaration", "file"]),
    ("DITemplateTypeParameter", &["type"]),
    ("DITemplateValueParameter", &["type", "value"]),
    (
        "DIGlobalVariable",
        &[
            "scope",
            "file",
            "type",
            "declaration",
            "templateParams",
            "annotations",
        ],
    ),
    ("DILocalVariable", &["scope", "file", "type", "annotations"]),
    ("DILabel", &["scope", "file"]),
    ("DIGlobalVariableExpression", &["var", "expr"]),
    ("DIObjCProperty", &["file", "type"]),
    ("DIImportedEntity", &["scope", "entity", "file", "elements"]),
    ("DIMacroFile", &["file", "nodes"]),
];

/// Metadata slot numbers of the module.
pub(super) struct MdSlots {
    /// Slot of each node, or [`NONE`].
    slot: Vec<u32>,
    /// Nodes in slot order.
    pub(super) order: Vec<MdNode>,
    stack: Vec<MdNode>,
    scratch: Vec<(u32, u32, MdNode)>,
    /// `DIExpression`, `DIArgList`: written inline.
    inline_classes: [Option<Sym>; 2],
    /// Field order per class symbol.
    class_orders: FxHashMap<Sym, Vec<Sym>>,
}

impl MdSlots {
    /// No numbering at all (nodes are then written inline): enough to name
    /// a single value, and cheap.
    pub(super) fn unnumbered(m: &Module) -> Self {
        MdSlots {
            slot: Vec::new(),
            order: Vec::new(),
            stack: Vec::new(),
            scratch: Vec::new(),
            inline_classes: [
                m.symbols.lookup(b"DIExpression"),
                m.symbols.lookup(b"DIArgList"),
            ],
            class_orders: FxHashMap::default(),
        }
    }

    /// Empty numbering for `m`, ready to number its nodes.
    pub(super) fn new(m: &Module) -> Self {
        let mut class_orders = FxHashMap::default();
        for (class, fields) in CLASS_ORDERS {
            if let Some(c) = m.symbols.lookup(class.as_bytes()) {
                // Fields never interned cannot occur; keep the rest in order.
                let syms = fields
                    .iter()
                    .filter_map(|f| m.symbols.lookup(f.as_bytes()))
                    .collect();
                class_orders.insert(c, syms);
            }
        }
        MdSlots {
            slot: vec![NONE; m.metadata.len()],
            order: Vec::new(),
            stack: Vec::new(),
            scratch: Vec::new(),
            inline_classes: [
                m.symbols.lookup(b"DIExpression"),
                m.symbols.lookup(b"DIArgList"),
            ],
            class_orders,
        }
    }

    /// Whether `n` is written inline rather than numbered.
    pub(super) fn is_inline(&self, m: &Module, n: MdNode) -> bool {
        match m.metadata.get(n).map(|d| &d.kind) {
            Some(MdNodeKind::Special { class, .. }) => self.inline_classes.contains(&Some(*class)),
            _ => false,
        }
    }

    /// The slot of `n`, if numbered.
    #[inline]
    pub(super) fn slot(&self, n: MdNode) -> Option<u32> {
        match self.slot.get(n.index()) {
            Some(&s) if s != NONE => Some(s),
            _ => None,
        }
    }

    /// Numbers the node behind `r` (and what it reaches), if any.
    #[inline]
    pub(super) fn number_ref(&mut self, m: &Module, r: MdRef) {
        if let MdRef::Node(n) = r {
            self.number_node(m, n);
        }
    }

    /// Numbers `n` then, depth first, the nodes it references.
    pub(super) fn number_node(&mut self, m: &Module, n: MdNode) {
        if n.index() >= self.slot.len() || self.slot[n.index()] != NONE {
            return;
        }
        self.stack.push(n);
        while let Some(x) = self.stack.pop() {
            if self.slot[x.index()] != NONE || self.is_inline(m, x) {
                continue;
            }
            self.slot[x.index()] = self.order.len() as u32;
            self.order.push(x);
            self.children(m, x);
            while let Some((_, _, c)) = self.scratch.pop() {
                if c.index() < self.slot.len() && self.slot[c.index()] == NONE {
                    self.stack.push(c);
                }
            }
        }
    }

    /// Puts the node operands of `x` in `scratch`, in LLVM's operand order.
    fn children(&mut self, m: &Module, x: MdNode) {
        self.scratch.clear();
        match &m.metadata[x].kind {
            MdNodeKind::Tuple(ops) => {
                for (i, r) in ops.iter().enumerate() {
                    if let MdRef::Node(c) = r {
                        self.scratch.push((0, i as u32, *c));
                    }
                }
            }
            MdNodeKind::Special { class, fields } => {
                let order = self.class_orders.get(class);
                for (i, (name, f)) in fields.iter().enumerate() {
                    if let MdField::Ref(MdRef::Node(c)) = f {
                        let rank = match (order, name) {
                            (Some(o), Some(name)) => o
                                .iter()
                                .position(|s| s == name)
                                .map_or(u32::MAX, |p| p as u32),
                            _ => u32::MAX,
                        };
                        self.scratch.push((rank, i as u32, *c));
                    }
                }
                if order.is_some() {
                    self.scratch.sort_unstable_by_key(|&(r, i, _)| (r, i));
                }
            }
        }
        // `number_node` pops these from the back onto its stack, so the first
        // operand ends on top and is visited first.
    }
}

impl Printer<'_, '_> {
    /// Numbers the metadata a function body uses (debug records, metadata
    /// call operands, `!dbg` and other attachments, instruction by
    /// instruction) and the function attributes of its call sites, and
    /// feeds its instructions to the struct finder.
    pub(super) fn number_function_body(&mut self, f: &Function, finder: &mut Finder<'_>) {
        let m = self.m;
        self.index_body(f);
        let has_md = !f.md_operands.is_empty();
        for &b in &f.layout {
            let first = f.blocks[b].first as usize;
            self.recs.seek(first);
            self.atts.seek(first);
            for inst in f.block_insts(b) {
                let recs = self.recs.range(inst.index());
                let atts = self.atts.range(inst.index());
                for pos in recs.clone() {
                    let ri = self.recs.item(pos);
                    for op in f.dbg_records[ri].operands.iter() {
                        if let MdOperand::Md(r) = op {
                            self.md.number_ref(m, *r);
                        }
                    }
                }
                if let InstData::Call { call }
                | InstData::Invoke { call }
                | InstData::CallBr { call } = &f.insts[inst]
                {
                    let c = &f.calls[*call];
                    self.add_attr_group(c.attrs.func);
                    if has_md {
                        for &a in f.values_of(c.args) {
                            if let ValueDef::Metadata(i) = f.values[a].def
                                && let Some(MdOperand::Md(r)) = f.md_operands.get(i as usize)
                            {
                                self.md.number_ref(m, *r);
                            }
                        }
                    }
                }
                if let Some(loc) = f.debug_locs.get(inst).and_then(|l| l.expand()) {
                    self.md.number_node(m, loc);
                }
                for pos in atts.clone() {
                    let ai = self.atts.item(pos);
                    self.md.number_ref(m, f.attachments[ai].node);
                }
                if !finder.done() {
                    finder.inst(f, inst, &self.atts, atts, &self.recs, recs);
                }
            }
        }
    }

    /// A metadata reference as an operand: `!N`, `!"s"`, `T v`, `null`, or
    /// an inline `!DIExpression(...)`.
    pub(super) fn md_ref(&mut self, r: MdRef) {
        match r {
            MdRef::Null => self.bytes(b"null"),
            MdRef::String(s) => {
                self.out.push(b'!');
                let bytes = self.sym(s);
                push_quoted(self.out, bytes);
            }
            MdRef::Const(c) => self.typed_constant(c),
            MdRef::Node(n) => {
                if let Some(s) = self.md.slot(n) {
                    self.out.push(b'!');
                    push_u32(self.out, s);
                } else if self.m.metadata.get(n).is_none() {
                    self.bytes(b"<badref>");
                } else if self.md.is_inline(self.m, n) || self.md_depth < 8 {
                    // Inline classes, or a node the numbering did not reach
                    // (only when printing a lone value): write it in place.
                    self.md_depth += 1;
                    self.md_node_body(n);
                    self.md_depth -= 1;
                } else {
                    self.bytes(b"<badref>");
                }
            }
        }
    }

    /// `[distinct ]!{...}` or `[distinct ]!DIClass(field: value, ...)`.
    pub(super) fn md_node_body(&mut self, n: MdNode) {
        let m = self.m;
        let node = &m.metadata[n];
        if node.distinct {
            self.bytes(b"distinct ");
        }
        match &node.kind {
            MdNodeKind::Tuple(ops) => {
                self.bytes(b"!{");
                for (i, r) in ops.iter().enumerate() {
                    if i > 0 {
                        self.bytes(b", ");
                    }
                    self.md_ref(*r);
                }
                self.out.push(b'}');
            }
            MdNodeKind::Special { class, fields } => {
                self.out.push(b'!');
                let cls = self.sym(*class);
                self.bytes(cls);
                self.out.push(b'(');
                for (i, (name, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        self.bytes(b", ");
                    }
                    if let Some(name) = name {
                        let name = self.sym(*name);
                        self.bytes(name);
                        self.bytes(b": ");
                    }
                    match *value {
                        MdField::Int(v) => push_i128(self.out, v),
                        MdField::Str(s) => {
                            let bytes = self.sym(s);
                            push_quoted(self.out, bytes);
                        }
                        MdField::Ident(s) => {
                            let bytes = self.sym(s);
                            self.bytes(bytes);
                        }
                        MdField::Ref(r) => self.md_ref(r),
                    }
                }
                self.out.push(b')');
            }
        }
    }

    /// A function-local metadata operand: `T v`, `!DIArgList(...)`, or a
    /// module-level reference.
    pub(super) fn md_operand(&mut self, f: &Function, op: &MdOperand) {
        match op {
            MdOperand::Md(r) => self.md_ref(*r),
            MdOperand::Value(v) => self.typed_value(f, *v),
            MdOperand::ArgList(vals) => {
                self.bytes(b"!DIArgList(");
                for (i, v) in vals.iter().enumerate() {
                    if i > 0 {
                        self.bytes(b", ");
                    }
                    self.typed_value(f, *v);
                }
                self.out.push(b')');
            }
        }
    }

    /// ` !kind !N` / `, !kind !N` attachments.
    pub(super) fn attachment(&mut self, sep: &[u8], kind: Sym, r: MdRef) {
        self.bytes(sep);
        self.out.push(b'!');
        let k = self.sym(kind);
        push_md_ident(self.out, k);
        self.out.push(b' ');
        self.md_ref(r);
    }
}
