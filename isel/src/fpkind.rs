//! Which floating-point format a type is, so the SSE rules (`float`,
//! `double`) and the rules for the other formats (`half`/`bfloat` in
//! [`crate::half`], `fp128` in [`crate::fp128`], `x86_fp80` in
//! [`crate::x87`]) can be told apart at one place.

use crate::lower::Lower;
use kiln_ir::types::TypeData;
use kiln_ir::{Type, Value};

/// A scalar floating-point format.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum FpKind {
    /// IEEE binary16.
    Half,
    /// bfloat16.
    BFloat,
    /// IEEE binary32.
    F32,
    /// IEEE binary64.
    F64,
    /// The x87 80-bit extended format.
    F80,
    /// IEEE binary128.
    F128,
}

impl FpKind {
    /// Whether SSE instructions handle the format directly.
    pub fn is_sse(self) -> bool {
        matches!(self, FpKind::F32 | FpKind::F64)
    }
}

impl Lower<'_> {
    /// The format of scalar type `ty`, if it is a floating-point type this
    /// back-end knows (`ppc_fp128` is not one).
    pub fn fp_kind(&self, ty: Type) -> Option<FpKind> {
        Some(match self.m.types.get(ty) {
            TypeData::Half => FpKind::Half,
            TypeData::BFloat => FpKind::BFloat,
            TypeData::Float => FpKind::F32,
            TypeData::Double => FpKind::F64,
            TypeData::X86Fp80 => FpKind::F80,
            TypeData::Fp128 => FpKind::F128,
            _ => return None,
        })
    }

    /// The format of value `v` when it is a scalar of a non-SSE format
    /// (`half`, `bfloat`, `x86_fp80`, `fp128`).
    pub fn other_fp(&self, v: Value) -> Option<FpKind> {
        self.fp_kind(self.f.values[v].ty).filter(|k| !k.is_sse())
    }
}
