//! LLVM IR in memory: types, constants, metadata, attributes, modules and
//! functions, plus the `.ll` parser, the `.ll` printer, the verifier and the
//! diagnostics they report.
//!
//! Entities are `u32` newtypes indexing dense tables (cranelift-entity); no
//! pointer graphs. A [`Module`] owns interned types ([`TypeTable`]), interned
//! constants ([`ConstPool`]), metadata nodes, attribute sets and global values;
//! each defined [`Function`] owns its blocks, instructions and values.

pub mod attributes;
pub mod bitcode;
pub mod constants;
pub mod datalayout;
pub mod diagnostics;
pub mod function;
pub mod instructions;
mod intrinsics;
pub mod metadata;
pub mod module;
pub mod parser;
pub mod printer;
pub mod symbols;
pub mod types;
pub mod verifier;

pub use attributes::{Attr, AttrKind, AttrList, AttrPool, AttrSet, ParamAttrs};
pub use bitcode::{BitcodeError, read_bitcode};
pub use constants::{Const, ConstData, ConstPool, ExprOp, IntValue};
pub use datalayout::DataLayout;
pub use diagnostics::{Diagnostic, SourceMap};
pub use function::{Block, BlockData, Function, Inst, Value, ValueData, ValueDef};
pub use instructions::InstData;
pub use metadata::{MdNode, MdNodeData, MdRef};
pub use module::{FuncId, GlobalValue, GlobalValueData, Module};
pub use parser::parse_module;
pub use printer::print_module;
pub use symbols::{Interner, Sym};
pub use types::{Type, TypeData, TypeTable};
pub use verifier::verify_module;
