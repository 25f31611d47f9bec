//! The DWARF tag each debug-info node class allows, as LLVM 19's verifier
//! checks it ("invalid tag"; `visitDIBasicType`, `visitDIDerivedType`,
//! `visitDICompositeType`, ...).
//!
//! LLVM's verdict depends on where the node is reached from. Reading a
//! module, LLVM verifies it with broken debug info only noted: if any is
//! broken (or the module has no "Debug Info Version" 3), it warns and
//! strips the debug info (`StripDebugInfo`: `llvm.dbg.*` named metadata,
//! `!dbg` attachments, debug intrinsics and records), then verifies again
//! with broken debug info an error. So a node with a wrong tag is an error
//! only if it is still reachable after stripping, and visited: from other
//! named metadata, from attachments of functions and instructions other
//! than `!dbg` (`heapallocsite` and `DIAssignID` are stripped too; LLVM
//! visits no other attachment of a global variable), or from a metadata
//! operand of a call that is not a debug intrinsic. Reached only from debug info, it is
//! accepted (LLVM drops it with a warning).
//!
//! The common case costs one pass over the metadata nodes: the rest runs
//! only when some node has a wrong tag.

use super::Verifier;
use crate::constants::ConstData;
use crate::diagnostics::Diagnostic;
use crate::function::ValueDef;
use crate::instructions::InstData;
use crate::metadata::{MdField, MdNode, MdNodeData, MdNodeKind, MdRef};
use crate::symbols::{Interner, Sym};
use cranelift_entity::EntityRef;

/// `(tag name, tag number)`.
type Tag = (&'static str, i128);

const BASIC: &[Tag] = &[
    ("DW_TAG_base_type", 0x24),
    ("DW_TAG_unspecified_type", 0x3b),
    ("DW_TAG_string_type", 0x12),
];
const STRING: &[Tag] = &[("DW_TAG_string_type", 0x12)];
const DERIVED: &[Tag] = &[
    ("DW_TAG_typedef", 0x16),
    ("DW_TAG_pointer_type", 0x0f),
    ("DW_TAG_ptr_to_member_type", 0x1f),
    ("DW_TAG_reference_type", 0x10),
    ("DW_TAG_rvalue_reference_type", 0x42),
    ("DW_TAG_const_type", 0x26),
    ("DW_TAG_immutable_type", 0x4b),
    ("DW_TAG_volatile_type", 0x35),
    ("DW_TAG_restrict_type", 0x37),
    ("DW_TAG_atomic_type", 0x47),
    ("DW_TAG_LLVM_ptrauth_type", 0x4300),
    ("DW_TAG_member", 0x0d),
    ("DW_TAG_inheritance", 0x1c),
    ("DW_TAG_friend", 0x2a),
    ("DW_TAG_set_type", 0x20),
    ("DW_TAG_template_alias", 0x43),
];
/// `DW_TAG_variable`, which a derived type may have as a static member.
const VARIABLE: Tag = ("DW_TAG_variable", 0x34);
/// `DIFlagStaticMember`.
const STATIC_MEMBER: i128 = 1 << 12;
const COMPOSITE: &[Tag] = &[
    ("DW_TAG_array_type", 0x01),
    ("DW_TAG_structure_type", 0x13),
    ("DW_TAG_union_type", 0x17),
    ("DW_TAG_enumeration_type", 0x04),
    ("DW_TAG_class_type", 0x02),
    ("DW_TAG_variant_part", 0x33),
    ("DW_TAG_namelist", 0x2b),
];
const TEMPLATE_VALUE: &[Tag] = &[
    ("DW_TAG_template_value_parameter", 0x30),
    ("DW_TAG_GNU_template_template_param", 0x4106),
    ("DW_TAG_GNU_template_parameter_pack", 0x4107),
];
const IMPORTED: &[Tag] = &[
    ("DW_TAG_imported_module", 0x3a),
    ("DW_TAG_imported_declaration", 0x08),
];

/// Whether `field` (a tag as an interned name or a number) is one of
/// `tags` (`names`: the interned names of those that occur in the module).
fn tag_in(names: &[Sym], tags: &[Tag], field: MdField) -> bool {
    match field {
        MdField::Ident(s) => names.contains(&s),
        MdField::Int(n) => tags.iter().any(|t| t.1 == n),
        _ => true,
    }
}

/// Whether a `flags:` field has `DIFlagStaticMember`.
fn static_member(symbols: &Interner, flags: Option<MdField>) -> bool {
    match flags {
        Some(MdField::Ident(s)) => symbols
            .get(s)
            .split(|&b| b == b'|')
            .any(|w| w.trim_ascii() == b"DIFlagStaticMember"),
        Some(MdField::Int(n)) => n & STATIC_MEMBER != 0,
        _ => false,
    }
}

/// One node class with a `tag:` field and the tags it allows.
struct ClassRule {
    name: &'static str,
    tags: &'static [Tag],
    /// The interned names of `tags` that occur in the module.
    names: Vec<Sym>,
}

/// The classes with a `tag:` field, by interned class name (looked up
/// once per module, so a node costs an index and a few symbol compares).
struct TagRules {
    tag: Sym,
    flags: Option<Sym>,
    variable: Vec<Sym>,
    null: Vec<Sym>,
    /// Per symbol up to the largest class name: 1 + the index in `rules`,
    /// or 0.
    by_class: Vec<u8>,
    rules: Vec<ClassRule>,
}

impl TagRules {
    /// The rules, or `None` if no node can have a tag (no `tag` field name).
    fn new(symbols: &Interner) -> Option<Self> {
        let names = |tags: &[Tag]| -> Vec<Sym> {
            tags.iter()
                .filter_map(|t| symbols.lookup(t.0.as_bytes()))
                .collect()
        };
        let classes: [(&'static str, &'static [Tag]); 7] = [
            ("DIBasicType", BASIC),
            ("DIStringType", STRING),
            ("DIDerivedType", DERIVED),
            ("DICompositeType", COMPOSITE),
            ("DITemplateValueParameter", TEMPLATE_VALUE),
            ("DIImportedEntity", IMPORTED),
            ("GenericDINode", &[]),
        ];
        let mut by_class = Vec::new();
        let mut rules = Vec::new();
        for (name, tags) in classes {
            let Some(c) = symbols.lookup(name.as_bytes()) else {
                continue;
            };
            let i = c.0 as usize;
            if by_class.len() <= i {
                by_class.resize(i + 1, 0);
            }
            rules.push(ClassRule {
                name,
                tags,
                names: names(tags),
            });
            by_class[i] = rules.len() as u8;
        }
        Some(TagRules {
            tag: symbols.lookup(b"tag")?,
            flags: symbols.lookup(b"flags"),
            variable: names(&[VARIABLE]),
            null: symbols.lookup(b"DW_TAG_null").into_iter().collect(),
            by_class,
            rules,
        })
    }

    /// The class of node `d` if its tag is not one its class allows.
    fn wrong_tag(&self, symbols: &Interner, d: &MdNodeData) -> Option<&'static str> {
        let MdNodeKind::Special { class, fields } = &d.kind else {
            return None;
        };
        let i = *self.by_class.get(class.0 as usize)?;
        let rule = self.rules.get(usize::from(i).checked_sub(1)?)?;
        let tag = fields.iter().find(|f| f.0 == Some(self.tag))?.1;
        let ok = match rule.name {
            "DIDerivedType" => {
                tag_in(&rule.names, rule.tags, tag)
                    || (tag_in(&self.variable, &[VARIABLE], tag)
                        && static_member(symbols, self.flags.and_then(|f| d.field(f))))
            }
            "GenericDINode" => !matches!(tag, MdField::Int(0)) && !tag_in(&self.null, &[], tag),
            _ => tag_in(&rule.names, rule.tags, tag),
        };
        (!ok).then_some(rule.name)
    }
}

impl<'m> Verifier<'m> {
    /// Reports debug-info nodes with a tag their class does not allow
    /// that stay reachable once LLVM has stripped the debug info.
    pub(super) fn check_di_tags(&mut self) {
        let m = self.m;
        let Some(rules) = TagRules::new(&m.symbols) else {
            return;
        };
        if !m
            .metadata
            .values()
            .any(|d| rules.wrong_tag(&m.symbols, d).is_some())
        {
            return;
        }
        // Roots that survive `StripDebugInfo`, with where to report.
        let mut roots: Vec<(MdRef, usize)> = Vec::new();
        for (i, (name, nodes)) in m.named_metadata.iter().enumerate() {
            let name = m.symbols.get(*name);
            if name.starts_with(b"llvm.dbg.") || name == b"llvm.gcov" {
                continue;
            }
            let at = m.named_metadata_offsets.get(i).copied().unwrap_or(0) as usize;
            roots.extend(nodes.iter().map(|&r| (r, at)));
        }
        let stripped = |k| matches!(m.symbols.get(k), b"dbg" | b"heapallocsite" | b"DIAssignID");
        // LLVM visits a function's attachments, but only the `!dbg` of a
        // global variable.
        for g in m.globals.values() {
            if !matches!(g.kind, crate::module::GlobalKind::Func(_)) {
                continue;
            }
            let at = g.offset as usize;
            roots.extend(
                g.attachments
                    .iter()
                    .filter(|a| !stripped(a.0))
                    .map(|a| (a.1, at)),
            );
        }
        for fd in m.functions.values() {
            let Some(f) = &fd.body else {
                continue;
            };
            for a in f.attachments.iter().filter(|a| !stripped(a.kind)) {
                roots.push((a.node, f.inst_offsets[a.inst] as usize));
            }
            for (inst, data) in f.insts.iter() {
                let (InstData::Call { call }
                | InstData::Invoke { call }
                | InstData::CallBr { call }) = data
                else {
                    continue;
                };
                let cd = &f.calls[*call];
                let callee = Verifier::as_const(f, cd.callee).and_then(|c| match m.consts.get(c) {
                    ConstData::Global { gv, .. } => m.globals[*gv].name,
                    _ => None,
                });
                if callee.is_some_and(|s| m.symbols.get(s).starts_with(b"llvm.dbg.")) {
                    continue;
                }
                for &a in f.values_of(cd.args) {
                    if let ValueDef::Metadata(i) = f.values[a].def
                        && let Some(crate::function::MdOperand::Md(r)) =
                            f.md_operands.get(i as usize)
                    {
                        roots.push((*r, f.inst_offsets[inst] as usize));
                    }
                }
            }
        }
        let mut seen = vec![false; m.metadata.len()];
        let mut stack: Vec<MdNode> = Vec::new();
        for (root, at) in roots {
            let MdRef::Node(n) = root else {
                continue;
            };
            stack.push(n);
            while let Some(n) = stack.pop() {
                if std::mem::replace(&mut seen[n.index()], true) {
                    continue;
                }
                if let Some(class) = rules.wrong_tag(&m.symbols, &m.metadata[n]) {
                    let msg = format!(
                        "a '!{class}' node reachable from here has a tag its class does not allow: invalid tag"
                    );
                    self.diags.push(Diagnostic::new(at, msg));
                }
                match &m.metadata[n].kind {
                    MdNodeKind::Tuple(ops) => stack.extend(ops.iter().filter_map(|r| match r {
                        MdRef::Node(x) => Some(*x),
                        _ => None,
                    })),
                    MdNodeKind::Special { fields, .. } => {
                        stack.extend(fields.iter().filter_map(|(_, v)| match v {
                            MdField::Ref(MdRef::Node(x)) => Some(*x),
                            _ => None,
                        }))
                    }
                }
            }
        }
    }
}
