//! Attribute printing: parameter/return attributes inline, function
//! attributes as `#N` groups (`attributes #N = { ... }`).

use super::Printer;
use super::text::{push_escaped, push_u64};
use crate::attributes::{Attr, AttrKind, AttrSet};

impl Printer<'_, '_> {
    /// The attributes of `set`, space separated. `in_group` selects the
    /// spelling used inside `attributes #N = { ... }` (`alignstack=16`)
    /// rather than inline (`alignstack(16)`, `align 8`).
    pub(super) fn attr_set(&mut self, set: AttrSet, in_group: bool) {
        let attrs = self.m.attrs.get(set);
        for (i, a) in attrs.iter().enumerate() {
            if i > 0 {
                self.out.push(b' ');
            }
            self.attr(a, in_group);
        }
    }

    /// `; Function Attrs: ...` text: the keyword attributes of `set`.
    pub(super) fn fn_attrs_comment(&mut self, set: AttrSet) {
        let attrs = self.m.attrs.get(set);
        if !attrs.iter().any(|a| !matches!(a, Attr::Str(..))) {
            return;
        }
        self.bytes(b"; Function Attrs:");
        for a in attrs {
            if !matches!(a, Attr::Str(..)) {
                self.out.push(b' ');
                self.attr(a, false);
            }
        }
        self.out.push(b'\n');
    }

    fn attr(&mut self, a: &Attr, in_group: bool) {
        match *a {
            Attr::Flag(k) => self.bytes(k.name().as_bytes()),
            Attr::Int(k, v) => {
                self.bytes(k.name().as_bytes());
                if in_group {
                    self.out.push(b'=');
                    push_u64(self.out, v);
                } else if k == AttrKind::Align {
                    self.out.push(b' ');
                    push_u64(self.out, v);
                } else {
                    self.out.push(b'(');
                    push_u64(self.out, v);
                    self.out.push(b')');
                }
            }
            Attr::Type(k, t) => {
                self.bytes(k.name().as_bytes());
                if let Some(t) = t {
                    self.out.push(b'(');
                    self.ty(t);
                    self.out.push(b')');
                }
            }
            Attr::Raw(k, arg) => {
                self.bytes(k.name().as_bytes());
                if let Some(s) = arg {
                    self.out.push(b'(');
                    let text = self.sym(s);
                    self.bytes(text);
                    self.out.push(b')');
                }
            }
            Attr::Str(k, v) => {
                self.out.push(b'"');
                let key = self.sym(k);
                push_escaped(self.out, key);
                self.out.push(b'"');
                if let Some(v) = v {
                    let val = self.sym(v);
                    if !val.is_empty() {
                        self.bytes(b"=\"");
                        push_escaped(self.out, val);
                        self.out.push(b'"');
                    }
                }
            }
        }
    }
}
