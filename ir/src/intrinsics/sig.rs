//! The shape of an intrinsic's signature: one [`Sig`] descriptor per type
//! (a struct and a same-width type are followed by the descriptors of
//! their parts), the return type first, then the
//! parameters.

/// What an overloaded type may be.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum AnyKind {
    /// Any type.
    Any,
    /// An integer or a vector of integers.
    Int,
    /// A floating-point type or a vector of them.
    Float,
    /// A vector.
    Vector,
    /// A pointer in any address space.
    Ptr,
}

/// One type of an intrinsic's signature. Overloaded types are numbered in
/// order of appearance ("slots"); the derived descriptors refer to a slot.
/// Only the types LLVM 19's target-independent intrinsics use are here.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Sig {
    /// `void`
    Void,
    /// `iN`
    Int(u32),
    /// `double`
    Double,
    /// `token`
    Token,
    /// `metadata`
    Metadata,
    /// `ptr addrspace(N)`
    Ptr(u32),
    /// A literal, unpacked struct of N fields; their descriptors follow.
    Struct(u32),
    /// `...` (the intrinsic takes variable arguments).
    VarArg,
    /// A new overloaded type, numbered `slot`.
    Any(u32, AnyKind),
    /// The overloaded type of a slot again.
    Match(u32),
    /// The slot's vector type with half as many elements.
    HalfVec(u32),
    /// The element type of the slot's vector type.
    VecElement(u32),
    /// A scalar when the slot is a scalar, else a vector of the slot's
    /// element count; the element descriptor follows.
    SameWidth(u32),
    /// A new overloaded type (`slot`): a vector of pointers with the
    /// element count of the vector in slot `of`.
    VecOfPtrsTo {
        /// The slot this type fills.
        slot: u32,
        /// The slot whose element count it has.
        of: u32,
    },
}

/// One intrinsic: its name, whether it is overloaded (its name then takes
/// a suffix per overloaded type) and its signature.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Intrinsic {
    /// The name, `llvm.` included.
    pub name: &'static str,
    /// Whether the signature has overloaded types.
    pub overloaded: bool,
    /// The return type's descriptors, then the parameters'.
    pub sig: &'static [Sig],
}
