//! Limits checked before selection, so that the walks over types and
//! constants (which recurse once per nesting level) stay within a bounded
//! stack and time whatever the input: every type a function or global uses
//! has a layout ([`crate::layout::checked_size_align`]: no self-containing
//! structs, sizes within [`crate::layout::MAX_OBJECT_SIZE`], nesting within
//! [`crate::layout::MAX_TYPE_DEPTH`]), and every constant nests at most
//! [`MAX_CONST_DEPTH`] levels with expressions of at most
//! [`MAX_EXPR_NODES`] nodes counted as a tree (a shared operand counts at
//! each use, as the walks visit it).

use crate::layout::LayoutMemo;
use crate::lower::{LResult, Lower};
use cranelift_entity::EntityRef;
use kiln_ir::constants::{ConstData, ExprOp};
use kiln_ir::{Const, Inst as IrInst, InstData, Module, Type, Value, ValueDef};

/// The deepest nesting of constants (aggregates and expressions inside each
/// other) kiln lowers.
pub const MAX_CONST_DEPTH: u32 = 256;

/// The most nodes a constant expression may have, counted as a tree.
pub const MAX_EXPR_NODES: u64 = 10_000;

/// The largest vector value (in bytes, and in lanes) kiln lowers: 256
/// 16-byte registers.
pub const MAX_VECTOR_BYTES: u64 = 4096;

/// The largest first-class aggregate value (array or struct in
/// registers): 64 KiB, far above the 256 register parts any lowered
/// aggregate may have.
pub const MAX_AGGREGATE_VALUE: u64 = 1 << 16;

/// The largest alignment of a stack object: 2^30 bytes (the frame is
/// realigned with a sign-extended 32-bit mask).
pub const MAX_STACK_ALIGN: u64 = 1 << 30;

/// The operands of a constant: its elements or expression operands.
fn const_children(m: &Module, c: Const) -> &[Const] {
    match m.consts.get(c) {
        ConstData::Struct { elems, .. }
        | ConstData::Array { elems, .. }
        | ConstData::Vector { elems, .. } => elems,
        ConstData::Splat { elem, .. } => std::slice::from_ref(elem),
        ConstData::Expr { ops, .. } | ConstData::PtrAuth { ops, .. } => ops,
        _ => &[],
    }
}

/// Checks constant `c`: the types it mentions have layouts, it nests at
/// most [`MAX_CONST_DEPTH`] levels, and each expression in it has at most
/// [`MAX_EXPR_NODES`] nodes. Iterative; linear in the distinct constants
/// reachable from `c`.
pub fn check_const(m: &Module, memo: &mut LayoutMemo, c: Const) -> Result<(), String> {
    if const_children(m, c).is_empty() {
        return check_const_types(m, memo, c);
    }
    // Per constant: (depth, expression tree size), once finished.
    let mut done: kiln_ir::symbols::FxHashMap<Const, (u32, u64)> = Default::default();
    let mut stack: Vec<(Const, usize)> = vec![(c, 0)];
    while let Some(&mut (k, ref mut next)) = stack.last_mut() {
        let kids = const_children(m, k);
        if let Some(&kid) = kids.get(*next) {
            *next += 1;
            if done.contains_key(&kid) {
                continue;
            }
            // A constant cannot contain itself (operands precede users), so
            // the path is at most as long as the pool is large.
            if stack.len() as u32 >= MAX_CONST_DEPTH {
                return Err(format!(
                    "constant nested more than {MAX_CONST_DEPTH} levels deep"
                ));
            }
            stack.push((kid, 0));
            continue;
        }
        check_const_types(m, memo, k)?;
        let mut depth = 0;
        let mut nodes: u64 = 1;
        for kid in kids {
            let (d, n) = done[kid];
            depth = depth.max(d);
            nodes = nodes.saturating_add(n);
        }
        let is_expr = matches!(m.consts.get(k), ConstData::Expr { .. });
        if is_expr && nodes > MAX_EXPR_NODES {
            return Err(format!(
                "constant expression of more than {MAX_EXPR_NODES} operations"
            ));
        }
        // Only expressions count their operands' nodes: aggregates are
        // walked element by element, each expression on its own.
        done.insert(k, (depth + 1, if is_expr { nodes } else { 1 }));
        stack.pop();
    }
    Ok(())
}

/// Checks the types constant `c` itself mentions (its own type and a
/// `getelementptr`'s source type).
fn check_const_types(m: &Module, memo: &mut LayoutMemo, c: Const) -> Result<(), String> {
    let ty = m.consts.type_of(c, m.types.common.void);
    memo.checked_size_align(m, ty)?;
    if let ConstData::Expr {
        op: ExprOp::Gep(src),
        ..
    } = m.consts.get(c)
    {
        memo.checked_size_align(m, *src)?;
    }
    Ok(())
}

impl Lower<'_> {
    /// Checks the limits above for the function's parameters.
    pub(crate) fn validate_params(&mut self) -> LResult<()> {
        let f = self.f;
        for &p in &f.params {
            let ty = f.values[p].ty;
            self.check_value_type(ty).map_err(|e| self.err(e))?;
        }
        Ok(())
    }

    /// Checks the limits above for instruction `i` (the one being visited:
    /// errors are reported at it): its result, its allocated or indexed
    /// type, and `operands`, its operands that are not parameters or
    /// instruction results (those are checked where they are defined).
    pub(crate) fn validate_inst(&mut self, i: IrInst, operands: &[Value]) -> LResult<()> {
        let f = self.f;
        let mut r = match f.insts[i] {
            InstData::Alloca { ty, align, .. } => self.checked_layout(ty).and_then(|(_, a)| {
                let a = align.bytes().unwrap_or(a).max(a);
                if a > MAX_STACK_ALIGN {
                    return Err(format!(
                        "alloca aligned to {a} bytes (kiln aligns stack objects to at most 2^30)"
                    ));
                }
                Ok(())
            }),
            InstData::Gep { source_ty, .. } => self.checked_layout(source_ty).map(drop),
            _ => Ok(()),
        };
        if let Some(v) = f.inst_result(i) {
            r = r.and_then(|()| self.check_value_type(f.values[v].ty));
        }
        for &v in operands {
            if r.is_err() {
                break;
            }
            // Constants are shared by many uses: checked once per module.
            r = match f.values[v].def {
                ValueDef::Param(_) | ValueDef::Inst(_) => Ok(()),
                ValueDef::Const(c) => self.check_const_operand(f.values[v].ty, c),
                ValueDef::Metadata(_) | ValueDef::InlineAsm(_) => {
                    self.check_value_type(f.values[v].ty)
                }
            };
        }
        r.map_err(|e| self.err(e))
    }

    /// Checks a constant operand of type `ty` once per module: its type as a
    /// value and [`check_const`].
    fn check_const_operand(&mut self, ty: Type, c: Const) -> Result<(), String> {
        if self.c.const_ok.get(c.index()).copied().unwrap_or(false) {
            return Ok(());
        }
        self.check_value_type(ty)?;
        check_const(self.m, &mut self.c.layout, c)?;
        let i = c.index();
        if self.c.const_ok.len() <= i {
            self.c.const_ok.resize(i + 1, false);
        }
        self.c.const_ok[i] = true;
        Ok(())
    }

    /// Checks the type of a value (which lives in registers): it has a
    /// layout, and a vector has at most [`MAX_VECTOR_BYTES`] bytes and
    /// lanes (what 256 registers hold; vector operations allocate per
    /// lane).
    fn check_value_type(&mut self, ty: Type) -> Result<(), String> {
        if self
            .c
            .value_type_ok
            .get(ty.index())
            .copied()
            .unwrap_or(false)
        {
            return Ok(());
        }
        self.check_value_type_uncached(ty)?;
        let i = ty.index();
        if self.c.value_type_ok.len() <= i {
            self.c.value_type_ok.resize(i + 1, false);
        }
        self.c.value_type_ok[i] = true;
        Ok(())
    }

    /// [`Self::check_value_type`] without the per-module cache.
    fn check_value_type_uncached(&mut self, ty: Type) -> Result<(), String> {
        let (size, _) = self.checked_layout(ty)?;
        if crate::layout::struct_fields(self.m, ty).is_some()
            || matches!(self.m.types.get(ty), kiln_ir::TypeData::Array { .. })
        {
            // An aggregate value lives in one register per scalar (at most
            // 256, see `layout::leaves`); refuse huge ones before a
            // constant of them is materialised byte by byte.
            if size > MAX_AGGREGATE_VALUE {
                return Err(format!(
                    "aggregate value {} of {size} bytes is larger than kiln keeps in registers",
                    crate::layout::type_name(self.m, ty)
                ));
            }
        }
        if let Some((_, len, _)) = self.m.types.vector(ty)
            && (u64::from(len) > MAX_VECTOR_BYTES
                || crate::layout::store_size(self.m, ty) > MAX_VECTOR_BYTES)
        {
            return Err(format!(
                "vector value {} is larger than kiln keeps in registers ({MAX_VECTOR_BYTES} bytes or lanes)",
                crate::layout::type_name(self.m, ty)
            ));
        }
        Ok(())
    }
}
