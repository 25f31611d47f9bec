//! The type table block. Identified structs are created first (records may
//! refer to them before their definition), then every other type in id
//! order; a literal type can only use types defined before it.

use super::Reader;
use super::bitstream::{BResult, Entry};
use crate::symbols::Sym;
use crate::types::{MAX_INT_BITS, Type, TypeData};
use cranelift_entity::EntityRef;

/// One buffered type record.
struct TRec {
    code: u32,
    start: u32,
    end: u32,
    name: Option<Sym>,
}

impl<'a> Reader<'a> {
    /// Reads the type block (already entered).
    pub(crate) fn type_block(&mut self) -> BResult<()> {
        if !self.types.is_empty() {
            return self.err("more than one type table");
        }
        let mut recs: Vec<TRec> = Vec::new();
        let mut buf: Vec<u64> = Vec::new();
        let mut name: Option<Sym> = None;
        loop {
            match self.next()? {
                Entry::EndBlock => break,
                Entry::SubBlock(_) => self.bs.skip_block()?,
                Entry::Record(1, _) => {
                    // NUMENTRY: a hint only.
                }
                Entry::Record(19, _) => name = Some(self.ops_sym(0)?),
                Entry::Record(code, _) => {
                    let start = buf.len() as u32;
                    buf.extend_from_slice(&self.ops);
                    let is_named = matches!(code, 6 | 20 | 26);
                    recs.push(TRec {
                        code,
                        start,
                        end: buf.len() as u32,
                        name: if is_named { name.take() } else { None },
                    });
                }
            }
        }
        // Identified structs first.
        let mut types: Vec<Option<Type>> = vec![None; recs.len()];
        for (i, r) in recs.iter().enumerate() {
            if matches!(r.code, 6 | 20) {
                types[i] = Some(self.m.types.new_named(r.name));
            }
        }
        // Nesting depth of each type built here, by type index (0: a
        // leaf or a named struct).
        let mut depths: Vec<u32> = Vec::new();
        for (i, r) in recs.iter().enumerate() {
            let depth_of = |t: &Type| depths.get(t.index()).copied().unwrap_or(0);
            let ops = &buf[r.start as usize..r.end as usize];
            let at = self.bs.bit_pos();
            let fail = |m: String| {
                Box::new(super::BitcodeError {
                    bit_offset: at,
                    message: m,
                })
            };
            let get = |k: usize| -> BResult<Type> {
                match ops.get(k).and_then(|&id| types.get(id as usize)).copied() {
                    Some(Some(t)) => Ok(t),
                    Some(None) => Err(fail(format!("type record {i} refers to a later type"))),
                    None => Err(fail(format!("invalid type id in type record {i}"))),
                }
            };
            let op = |k: usize| -> BResult<u64> {
                ops.get(k)
                    .copied()
                    .ok_or_else(|| fail("type record too short".into()))
            };
            let tt = &mut self.m.types;
            let t = match r.code {
                2 => tt.common.void,
                3 => tt.common.float,
                4 => tt.common.double,
                5 => tt.common.label,
                10 => tt.intern(TypeData::Half),
                13 => tt.intern(TypeData::X86Fp80),
                14 => tt.intern(TypeData::Fp128),
                15 => tt.intern(TypeData::PpcFp128),
                16 => tt.common.metadata,
                22 => tt.common.token,
                23 => tt.intern(TypeData::BFloat),
                24 => tt.intern(TypeData::X86Amx),
                7 => {
                    let w = op(0)?;
                    if w == 0 || w > MAX_INT_BITS as u64 {
                        return self.err(format!("invalid integer width {w}"));
                    }
                    self.m.types.int(w as u32)
                }
                25 => {
                    let a = op(0)?;
                    let Ok(a) = u32::try_from(a) else {
                        return self.err("invalid address space");
                    };
                    self.m.types.ptr(a)
                }
                8 => return self.err("typed-pointer bitcode (before LLVM 15) is not supported"),
                9 => return self.err("unsupported record TYPE_CODE_FUNCTION_OLD"),
                // x86_mmx is read as <1 x i64>, as LLVM 20 upgrades it.
                17 => {
                    let i64t = self.m.types.common.i64;
                    self.m.types.intern(TypeData::Vector {
                        elem: i64t,
                        len: 1,
                        scalable: false,
                    })
                }
                11 => {
                    let len = op(0)?;
                    let elem = get(1)?;
                    self.m.types.intern(TypeData::Array { elem, len })
                }
                12 => {
                    let len = op(0)?;
                    let elem = get(1)?;
                    let scalable = ops.get(2).is_some_and(|&s| s != 0);
                    if len == 0 || len > u32::MAX as u64 {
                        return self.err("invalid vector length");
                    }
                    self.m.types.intern(TypeData::Vector {
                        elem,
                        len: len as u32,
                        scalable,
                    })
                }
                18 | 20 => {
                    let packed = op(0)? != 0;
                    let mut fields = Vec::with_capacity(ops.len().saturating_sub(1));
                    for k in 1..ops.len() {
                        fields.push(get(k)?);
                    }
                    if r.code == 18 {
                        self.m.types.intern(TypeData::Struct {
                            fields: fields.into(),
                            packed,
                        })
                    } else {
                        let Some(t) = types[i] else {
                            return self.err("internal: struct placeholder missing");
                        };
                        self.m.types.set_body(t, fields.into(), packed);
                        t
                    }
                }
                6 => match types[i] {
                    Some(t) => t,
                    None => return self.err("internal: struct placeholder missing"),
                },
                21 => {
                    let vararg = op(0)? != 0;
                    let ret = get(1)?;
                    let mut params = Vec::with_capacity(ops.len().saturating_sub(2));
                    for k in 2..ops.len() {
                        params.push(get(k)?);
                    }
                    self.m.types.intern(TypeData::Function {
                        ret,
                        params: params.into(),
                        vararg,
                    })
                }
                26 => {
                    let Some(name) = r.name else {
                        return self.err("target extension type without a name");
                    };
                    let n = op(0)? as usize;
                    if n >= ops.len() {
                        return self.err("target extension type record too short");
                    }
                    let mut tys = Vec::with_capacity(n);
                    for k in 1..=n {
                        tys.push(get(k)?);
                    }
                    let mut ints = Vec::new();
                    for &v in &ops[n + 1..] {
                        let Ok(v) = u32::try_from(v) else {
                            return self.err("target extension type parameter too large");
                        };
                        ints.push(v);
                    }
                    self.m.types.intern(TypeData::TargetExt {
                        name,
                        types: tys.into(),
                        ints: ints.into(),
                    })
                }
                c => return self.err(format!("unknown type record code {c}")),
            };
            let depth = 1 + match self.m.types.get(t) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => depth_of(elem),
                TypeData::Struct { fields, .. } => fields.iter().map(depth_of).max().unwrap_or(0),
                TypeData::Function { ret, params, .. } => params
                    .iter()
                    .map(depth_of)
                    .max()
                    .unwrap_or(0)
                    .max(depth_of(ret)),
                TypeData::TargetExt { types, .. } => types.iter().map(depth_of).max().unwrap_or(0),
                // Named structs are referred to by name: a walk stops there.
                _ => 0,
            };
            if depth > crate::parser::MAX_DEPTH {
                return self.err(format!(
                    "type nested deeper than {}",
                    crate::parser::MAX_DEPTH
                ));
            }
            if depths.len() <= t.index() {
                depths.resize(t.index() + 1, 0);
            }
            depths[t.index()] = depth;
            types[i] = Some(t);
        }
        self.types = types
            .into_iter()
            .map(|t| t.unwrap_or(Type::from_u32(0)))
            .collect();
        Ok(())
    }
}
