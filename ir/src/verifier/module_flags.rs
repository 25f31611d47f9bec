//! `!llvm.module.flags`: LLVM's `Verifier::visitModuleFlags`. Each flag is
//! `!{i32 BEHAVIOUR, !"id", VALUE}` with a behaviour from 1 (Error) to 8
//! (Min), a value fitting the behaviour, ids unique (except `require`
//! flags), and each `require` flag's requirement met. Diagnostics sit at the
//! `!llvm.module.flags` line (metadata nodes carry no source offsets).

use super::Verifier;
use crate::constants::{ConstData, IntValue};
use crate::diagnostics::Diagnostic;
use crate::metadata::{MdNodeKind, MdRef};
use crate::symbols::{FxHashMap, Sym};

/// `Module::ModFlagBehavior`.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Behaviour {
    Error,
    Warning,
    Require,
    Override,
    Append,
    AppendUnique,
    Max,
    Min,
}

impl<'m> Verifier<'m> {
    /// Checks `!llvm.module.flags`, if the module has it.
    pub(super) fn check_module_flags(&mut self) {
        let m = self.m;
        let Some(flags_sym) = m.symbols.lookup(b"llvm.module.flags") else {
            return;
        };
        let Some(i) = m.named_metadata.iter().position(|(n, _)| *n == flags_sym) else {
            return;
        };
        let at = m.named_metadata_offsets.get(i).copied().unwrap_or(0) as usize;
        let mut seen: FxHashMap<Sym, MdRef> = FxHashMap::default();
        let mut requirements: Vec<(Sym, MdRef)> = Vec::new();
        for (k, flag) in m.named_metadata[i].1.iter().enumerate() {
            if let Err(msg) = self.module_flag(*flag, &mut seen, &mut requirements) {
                let text = format!("module flag {}: {msg}", k + 1);
                self.diags.push(Diagnostic::new(at, text));
            }
        }
        for (id, required) in requirements {
            let name = String::from_utf8_lossy(m.symbols.get(id)).into_owned();
            let msg = match seen.get(&id) {
                None => "invalid requirement on flag, flag is not present in module",
                Some(v) if *v != required => {
                    "invalid requirement on flag, flag does not have the required value"
                }
                Some(_) => continue,
            };
            self.diags
                .push(Diagnostic::new(at, format!("module flag '{name}': {msg}")));
        }
    }

    /// Checks one module flag; records its id and value in `seen` and its
    /// requirement, if a `require` flag, in `requirements`.
    fn module_flag(
        &self,
        flag: MdRef,
        seen: &mut FxHashMap<Sym, MdRef>,
        requirements: &mut Vec<(Sym, MdRef)>,
    ) -> Result<(), String> {
        let m = self.m;
        let ops: &[MdRef] = match flag {
            MdRef::Node(n) => match &m.metadata[n].kind {
                MdNodeKind::Tuple(ops) => ops,
                MdNodeKind::Special { .. } => &[],
            },
            _ => &[],
        };
        let [behaviour, id, value] = *ops else {
            return Err("incorrect number of operands in module flag".into());
        };
        let behaviour = match self.md_int(behaviour) {
            None => {
                return Err(
                    "invalid behavior operand in module flag (expected constant integer)".into(),
                );
            }
            Some(v) => match v {
                1 => Behaviour::Error,
                2 => Behaviour::Warning,
                3 => Behaviour::Require,
                4 => Behaviour::Override,
                5 => Behaviour::Append,
                6 => Behaviour::AppendUnique,
                7 => Behaviour::Max,
                8 => Behaviour::Min,
                _ => {
                    return Err(
                        "invalid behavior operand in module flag (unexpected constant)".into(),
                    );
                }
            },
        };
        let MdRef::String(id) = id else {
            return Err("invalid ID operand in module flag (expected metadata string)".into());
        };
        let is_node = |r: MdRef| matches!(r, MdRef::Node(_));
        match behaviour {
            Behaviour::Error | Behaviour::Warning | Behaviour::Override => {}
            Behaviour::Min => {
                if self.md_int_signed(value).is_none_or(|v| v < 0) {
                    return Err("invalid value for 'min' module flag (expected constant \
                                non-negative integer)"
                        .into());
                }
            }
            Behaviour::Max => {
                if self.md_int(value).is_none() {
                    return Err(
                        "invalid value for 'max' module flag (expected constant integer)".into(),
                    );
                }
            }
            Behaviour::Require => {
                let pair = match value {
                    MdRef::Node(n) => match &m.metadata[n].kind {
                        MdNodeKind::Tuple(ops) if ops.len() == 2 => Some((ops[0], ops[1])),
                        _ => None,
                    },
                    _ => None,
                };
                let Some((name, required)) = pair else {
                    return Err(
                        "invalid value for 'require' module flag (expected metadata pair)".into(),
                    );
                };
                let MdRef::String(name) = name else {
                    return Err("invalid value for 'require' module flag (first value \
                                operand should be a string)"
                        .into());
                };
                requirements.push((name, required));
            }
            Behaviour::Append | Behaviour::AppendUnique => {
                if !is_node(value) {
                    return Err("invalid value for 'append'-type module flag (expected a \
                                metadata node)"
                        .into());
                }
            }
        }
        if behaviour != Behaviour::Require && seen.insert(id, value).is_some() {
            return Err("module flag identifiers must be unique (or of 'require' type)".into());
        }
        match m.symbols.get(id) {
            b"wchar_size" if self.md_int(value).is_none() => {
                Err("wchar_size metadata requires constant integer argument".into())
            }
            b"SemanticInterposition" if self.md_int(value).is_none() => {
                Err("SemanticInterposition metadata requires constant integer argument".into())
            }
            b"Linker Options"
                if m.symbols
                    .lookup(b"llvm.linker.options")
                    .is_none_or(|s| !m.named_metadata.iter().any(|(n, _)| *n == s)) =>
            {
                Err("'Linker Options' named metadata no longer supported".into())
            }
            _ => Ok(()),
        }
    }

    /// The value of an integer constant as metadata, zero-extended and
    /// saturated to `u64` (LLVM's `getLimitedValue`).
    fn md_int(&self, r: MdRef) -> Option<u64> {
        let MdRef::Const(c) = r else { return None };
        match self.m.consts.get(c) {
            ConstData::Int { val, .. } => Some(match val {
                IntValue::Small(v) => u64::try_from(*v).unwrap_or(u64::MAX),
                IntValue::Big(words) => {
                    if words[1..].iter().any(|&w| w != 0) {
                        u64::MAX
                    } else {
                        words[0]
                    }
                }
            }),
            _ => None,
        }
    }

    /// The value of an integer constant as metadata, sign-extended from its
    /// width when it fits `i128`; `Some(-1)` stands for any negative wider
    /// value.
    fn md_int_signed(&self, r: MdRef) -> Option<i128> {
        let MdRef::Const(c) = r else { return None };
        match self.m.consts.get(c) {
            ConstData::Int { ty, val } => {
                let bits = self.m.types.int_bits(*ty)?;
                Some(match val {
                    IntValue::Small(v) if bits < 128 => {
                        let shift = 128 - bits;
                        ((*v << shift) as i128) >> shift
                    }
                    IntValue::Small(v) => *v as i128,
                    IntValue::Big(words) => {
                        let top = words[words.len() - 1] >> ((bits - 1) % 64);
                        if top & 1 != 0 { -1 } else { 0 }
                    }
                })
            }
            _ => None,
        }
    }
}
