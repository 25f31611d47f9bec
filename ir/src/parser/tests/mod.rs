//! Parser tests: one file per topic, plus a table of malformed inputs and
//! robustness checks (deep nesting, truncation, mutation).

mod constants;
mod errors;
mod instructions;
mod metadata;
mod module;
mod robustness;
mod types;

use crate::constants::{Const, ConstData, IntValue};
use crate::diagnostics::line_col;
use crate::function::{Function, Inst, Value, ValueDef};
use crate::instructions::InstData;
use crate::module::{GlobalKind, GlobalValue, Module};
use crate::parser::parse_module;
use crate::types::Type;

/// Parses `src`, panicking with the rendered diagnostic on failure.
pub(super) fn parse(src: &str) -> Module {
    match parse_module(src.as_bytes()) {
        Ok(m) => m,
        Err(d) => panic!("{}", d.render("t.ll", src.as_bytes())),
    }
}

/// Parses `src`, which must fail; returns (line, column, message).
pub(super) fn err(src: &str) -> (usize, usize, String) {
    match parse_module(src.as_bytes()) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(d) => {
            let (l, c, _) = line_col(src.as_bytes(), d.offset as usize);
            (l, c, d.message)
        }
    }
}

/// The global value called `name`.
pub(super) fn gv(m: &Module, name: &str) -> GlobalValue {
    m.global_by_name(name.as_bytes())
        .unwrap_or_else(|| panic!("no global @{name}"))
}

/// The body of function `name`.
pub(super) fn body<'m>(m: &'m Module, name: &str) -> &'m Function {
    m.func_of(gv(m, name))
        .and_then(|f| f.body.as_ref())
        .expect("function body")
}

/// The instructions of function `name` in layout order.
pub(super) fn insts<'m>(m: &'m Module, name: &str) -> Vec<(Inst, &'m InstData)> {
    let f = body(m, name);
    f.layout
        .iter()
        .flat_map(|&b| f.block_insts(b))
        .map(|i| (i, &f.insts[i]))
        .collect()
}

/// `ty` as text.
pub(super) fn tn(m: &Module, ty: Type) -> String {
    crate::parser::types::type_name(m, ty)
}

/// The type of value `v` in `f` as text.
pub(super) fn vty(m: &Module, f: &Function, v: Value) -> String {
    tn(m, f.value_type(v))
}

/// The constant behind `v`.
pub(super) fn vconst(f: &Function, v: Value) -> Const {
    match f.values[v].def {
        ValueDef::Const(c) => c,
        d => panic!("not a constant: {d:?}"),
    }
}

/// The initializer of global variable `name`.
pub(super) fn init(m: &Module, name: &str) -> Const {
    match &m.globals[gv(m, name)].kind {
        GlobalKind::Var(v) => v.init.expect("initializer"),
        k => panic!("not a variable: {k:?}"),
    }
}

/// The small integer value of constant `c`.
pub(super) fn int_of(m: &Module, c: Const) -> u128 {
    match m.consts.get(c) {
        ConstData::Int {
            val: IntValue::Small(v),
            ..
        } => *v,
        d => panic!("not a small int: {d:?}"),
    }
}

/// The float bits of constant `c`.
pub(super) fn float_of(m: &Module, c: Const) -> u128 {
    match m.consts.get(c) {
        ConstData::Float { bits, .. } => *bits,
        d => panic!("not a float: {d:?}"),
    }
}

/// Wraps one instruction line in a function taking `params`, returning void.
pub(super) fn in_fn(params: &str, body: &str) -> String {
    format!("define void @f({params}) {{\n{body}\n  ret void\n}}\n")
}
