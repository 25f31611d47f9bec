//! IR types, interned per module: structurally equal types share one [`Type`]
//! handle, except identified (named) structs, which are unique by name.
//!
//! Nesting: a type tree stopping at named structs is at most
//! [`MAX_DEPTH`](crate::parser::MAX_DEPTH) deep, but named struct bodies may
//! chain without bound and form cycles; see the nesting invariants on
//! [`Module`](crate::module::Module).

use crate::symbols::{FxHasher, IndexTable, Sym};
use cranelift_entity::{PrimaryMap, entity_impl};
use std::hash::BuildHasherDefault;

/// An interned IR type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(u32);
entity_impl!(Type, "type");

/// The largest integer width LLVM allows (`iN`, N <= 2^23, as in LLVM 19's
/// `IntegerType::MAX_INT_BITS`).
pub const MAX_INT_BITS: u32 = 1 << 23;

/// What a [`Type`] is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// `void`
    Void,
    /// `iN`, 1 <= N <= [`MAX_INT_BITS`].
    Int(u32),
    /// `half` (IEEE binary16)
    Half,
    /// `bfloat`
    BFloat,
    /// `float`
    Float,
    /// `double`
    Double,
    /// `x86_fp80`
    X86Fp80,
    /// `fp128`
    Fp128,
    /// `ppc_fp128`
    PpcFp128,
    /// `x86_amx`
    X86Amx,
    /// `ptr` / `ptr addrspace(N)`; legacy typed pointers (`i8*`) parse to this.
    Ptr(u32),
    /// `<N x T>` (fixed) or `<vscale x N x T>` (scalable).
    Vector {
        /// Element type.
        elem: Type,
        /// Element count (minimum count if scalable).
        len: u32,
        /// Whether the length is multiplied by `vscale`.
        scalable: bool,
    },
    /// `[N x T]`
    Array {
        /// Element type.
        elem: Type,
        /// Element count.
        len: u64,
    },
    /// A literal struct `{ T, ... }` or packed `<{ T, ... }>`.
    Struct {
        /// Field types.
        fields: Box<[Type]>,
        /// Whether the struct is packed (no padding).
        packed: bool,
    },
    /// An identified struct `%name`; its body is in [`TypeTable::named_body`].
    /// The `u32` is the index into the named-struct table.
    Named(u32),
    /// `ret (params...)` or `ret (params..., ...)`.
    Function {
        /// Return type.
        ret: Type,
        /// Parameter types.
        params: Box<[Type]>,
        /// Whether the function takes variable arguments.
        vararg: bool,
    },
    /// `label`
    Label,
    /// `token`
    Token,
    /// `metadata`
    Metadata,
    /// `target("name", types..., ints...)`
    TargetExt {
        /// The target type name.
        name: Sym,
        /// Type parameters.
        types: Box<[Type]>,
        /// Integer parameters.
        ints: Box<[u32]>,
    },
}

/// An identified struct type: name and (unless opaque) body.
#[derive(Clone, Debug)]
pub struct NamedStruct {
    /// The name without `%` (for numbered types `%5`, `None` and the number
    /// is assigned by the printer).
    pub name: Option<Sym>,
    /// The body; `None` while opaque (or not yet defined).
    pub body: Option<StructBody>,
    /// The type handle of this struct.
    pub ty: Type,
}

/// The fields of an identified struct.
#[derive(Clone, Debug)]
pub struct StructBody {
    /// Field types.
    pub fields: Box<[Type]>,
    /// Whether the struct is packed.
    pub packed: bool,
}

/// The module's type table: interns types and holds identified structs.
#[derive(Clone, Debug)]
pub struct TypeTable {
    data: PrimaryMap<Type, TypeData>,
    /// Index of `data` by content (each type is stored once).
    table: IndexTable,
    named: Vec<NamedStruct>,
    /// Whether a scalable vector type has been interned (the checks that
    /// only scalable vectors can fail are skipped otherwise).
    any_scalable: bool,
    /// Frequently used types, interned up front.
    pub common: CommonTypes,
}

/// Handles of the types every module uses, interned when the table is made.
#[derive(Copy, Clone, Debug)]
pub struct CommonTypes {
    /// `void`
    pub void: Type,
    /// `i1`
    pub i1: Type,
    /// `i8`
    pub i8: Type,
    /// `i16`
    pub i16: Type,
    /// `i32`
    pub i32: Type,
    /// `i64`
    pub i64: Type,
    /// `ptr` in address space 0
    pub ptr: Type,
    /// `float`
    pub float: Type,
    /// `double`
    pub double: Type,
    /// `label`
    pub label: Type,
    /// `metadata`
    pub metadata: Type,
    /// `token`
    pub token: Type,
}

impl Default for TypeTable {
    fn default() -> Self {
        Self::new()
    }
}

impl TypeTable {
    /// A table holding only the common types.
    pub fn new() -> Self {
        let mut t = TypeTable {
            data: PrimaryMap::new(),
            table: IndexTable::default(),
            named: Vec::new(),
            any_scalable: false,
            common: CommonTypes {
                void: Type(0),
                i1: Type(0),
                i8: Type(0),
                i16: Type(0),
                i32: Type(0),
                i64: Type(0),
                ptr: Type(0),
                float: Type(0),
                double: Type(0),
                label: Type(0),
                metadata: Type(0),
                token: Type(0),
            },
        };
        t.common = CommonTypes {
            void: t.intern(TypeData::Void),
            i1: t.intern(TypeData::Int(1)),
            i8: t.intern(TypeData::Int(8)),
            i16: t.intern(TypeData::Int(16)),
            i32: t.intern(TypeData::Int(32)),
            i64: t.intern(TypeData::Int(64)),
            ptr: t.intern(TypeData::Ptr(0)),
            float: t.intern(TypeData::Float),
            double: t.intern(TypeData::Double),
            label: t.intern(TypeData::Label),
            metadata: t.intern(TypeData::Metadata),
            token: t.intern(TypeData::Token),
        };
        t
    }

    /// The handle for `data`, interning it if new. Do not pass
    /// [`TypeData::Named`]; use [`TypeTable::new_named`].
    pub fn intern(&mut self, data: TypeData) -> Type {
        use std::hash::BuildHasher;
        let h = BuildHasherDefault::<FxHasher>::default().hash_one(&data);
        if let Some(i) = self.table.find(h, |i| self.data[Type::from_u32(i)] == data) {
            return Type::from_u32(i);
        }
        self.any_scalable |= matches!(data, TypeData::Vector { scalable: true, .. });
        let t = self.data.push(data);
        self.table.insert(h, t.as_u32());
        t
    }

    /// The handle for `data` if it has been interned.
    pub fn find(&self, data: &TypeData) -> Option<Type> {
        use std::hash::BuildHasher;
        let h = BuildHasherDefault::<FxHasher>::default().hash_one(data);
        self.table
            .find(h, |i| self.data[Type::from_u32(i)] == *data)
            .map(Type::from_u32)
    }

    /// `iN`.
    pub fn int(&mut self, bits: u32) -> Type {
        self.intern(TypeData::Int(bits))
    }

    /// `ptr addrspace(N)`.
    pub fn ptr(&mut self, addrspace: u32) -> Type {
        if addrspace == 0 {
            return self.common.ptr;
        }
        self.intern(TypeData::Ptr(addrspace))
    }

    /// A fresh identified struct, opaque until [`TypeTable::set_body`].
    pub fn new_named(&mut self, name: Option<Sym>) -> Type {
        let idx = self.named.len() as u32;
        let ty = self.data.push(TypeData::Named(idx));
        self.named.push(NamedStruct {
            name,
            body: None,
            ty,
        });
        ty
    }

    /// Sets the body of identified struct `ty`.
    pub fn set_body(&mut self, ty: Type, fields: Box<[Type]>, packed: bool) {
        if let TypeData::Named(i) = self.data[ty] {
            self.named[i as usize].body = Some(StructBody { fields, packed });
        }
    }

    /// What `ty` is.
    #[inline]
    pub fn get(&self, ty: Type) -> &TypeData {
        &self.data[ty]
    }

    /// The identified struct behind `ty`, if it is one.
    pub fn named(&self, ty: Type) -> Option<&NamedStruct> {
        match self.data[ty] {
            TypeData::Named(i) => Some(&self.named[i as usize]),
            _ => None,
        }
    }

    /// The body of identified struct `ty` (`None` if opaque or not named).
    pub fn named_body(&self, ty: Type) -> Option<&StructBody> {
        self.named(ty).and_then(|n| n.body.as_ref())
    }

    /// All identified structs, in creation order.
    pub fn named_structs(&self) -> &[NamedStruct] {
        &self.named
    }

    /// Number of distinct types.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Always false: the common types are interned up front.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Whether `ty` is an integer type; returns its width.
    #[inline]
    pub fn int_bits(&self, ty: Type) -> Option<u32> {
        match self.data[ty] {
            TypeData::Int(b) => Some(b),
            _ => None,
        }
    }

    /// Whether `ty` is a floating-point type.
    pub fn is_float(&self, ty: Type) -> bool {
        matches!(
            self.data[ty],
            TypeData::Half
                | TypeData::BFloat
                | TypeData::Float
                | TypeData::Double
                | TypeData::X86Fp80
                | TypeData::Fp128
                | TypeData::PpcFp128
        )
    }

    /// Whether `ty` is a pointer; returns its address space.
    pub fn ptr_addrspace(&self, ty: Type) -> Option<u32> {
        match self.data[ty] {
            TypeData::Ptr(a) => Some(a),
            _ => None,
        }
    }

    /// Whether `ty` is a vector; returns (element, length, scalable).
    pub fn vector(&self, ty: Type) -> Option<(Type, u32, bool)> {
        match self.data[ty] {
            TypeData::Vector {
                elem,
                len,
                scalable,
            } => Some((elem, len, scalable)),
            _ => None,
        }
    }

    /// The element type of a vector, or `ty` itself for a scalar.
    pub fn scalar(&self, ty: Type) -> Type {
        match self.data[ty] {
            TypeData::Vector { elem, .. } => elem,
            _ => ty,
        }
    }

    /// Whether `ty` is a first-class type that can be an SSA value
    /// (everything except void, function, label and opaque/unsized cases
    /// handled elsewhere).
    pub fn is_first_class(&self, ty: Type) -> bool {
        !matches!(self.data[ty], TypeData::Void | TypeData::Function { .. })
    }

    /// Whether `ty` is a struct or array (an aggregate).
    pub fn is_aggregate(&self, ty: Type) -> bool {
        matches!(
            self.data[ty],
            TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. }
        )
    }

    /// The field types of a literal or identified struct.
    pub fn struct_fields(&self, ty: Type) -> Option<&[Type]> {
        match &self.data[ty] {
            TypeData::Struct { fields, .. } => Some(fields),
            TypeData::Named(i) => self.named[*i as usize].body.as_ref().map(|b| &*b.fields),
            _ => None,
        }
    }

    /// The type reached by indexing aggregate `ty` with `index` (as in
    /// `extractvalue` and `getelementptr`), if valid.
    pub fn aggregate_element(&self, ty: Type, index: u64) -> Option<Type> {
        match &self.data[ty] {
            TypeData::Array { elem, len } => (index < *len).then_some(*elem),
            TypeData::Vector { elem, len, .. } => (index < *len as u64).then_some(*elem),
            TypeData::Struct { .. } | TypeData::Named(_) => {
                self.struct_fields(ty)?.get(index as usize).copied()
            }
            _ => None,
        }
    }

    /// Whether `ty` is a scalable vector.
    fn is_scalable_vector(&self, ty: Type) -> bool {
        matches!(self.data[ty], TypeData::Vector { scalable: true, .. })
    }

    /// Whether `ty` is a struct whose elements are all one scalable vector
    /// type (LLVM 19's `containsHomogeneousScalableVectorType`), the one
    /// kind of struct with a scalable vector that counts as sized.
    pub fn is_homogeneous_scalable_struct(&self, ty: Type) -> bool {
        if !self.any_scalable {
            return false;
        }
        match self.struct_fields(ty) {
            Some([first, rest @ ..]) => {
                self.is_scalable_vector(*first) && rest.iter().all(|t| t == first)
            }
            _ => false,
        }
    }

    /// What LLVM 19's `StructType::isSized` decides for struct `ty` before
    /// looking at its fields' sizes: `Some(true)` for a homogeneous
    /// scalable struct, `Some(false)` when a field is scalable yet sized (a
    /// scalable vector, a homogeneous scalable struct or an array of those;
    /// a field with a scalable part that is not sized makes the struct
    /// unsized anyway), `None` when the fields decide.
    pub fn scalable_struct_sized(&self, ty: Type) -> Option<bool> {
        if !self.any_scalable {
            return None;
        }
        if self.is_homogeneous_scalable_struct(ty) {
            return Some(true);
        }
        let fields = self.struct_fields(ty)?;
        fields
            .iter()
            .any(|&f| {
                let mut t = f;
                while let TypeData::Array { elem, .. } = self.data[t] {
                    t = elem;
                }
                self.is_scalable_vector(t) || self.is_homogeneous_scalable_struct(t)
            })
            .then_some(false)
    }

    /// Whether `ty` has a scalable vector anywhere inside it (LLVM's
    /// `Type::isScalableTy`), looking through arrays and structs; each
    /// distinct type is looked at once.
    pub fn contains_scalable(&self, ty: Type) -> bool {
        if !self.any_scalable {
            return false;
        }
        match &self.data[ty] {
            TypeData::Vector { scalable, .. } => return *scalable,
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_) => {}
            _ => return false,
        }
        let mut seen: crate::symbols::FxHashMap<Type, ()> = Default::default();
        let mut stack = vec![ty];
        while let Some(t) = stack.pop() {
            match &self.data[t] {
                TypeData::Vector { scalable: true, .. } => return true,
                TypeData::Array { elem, .. } => stack.push(*elem),
                TypeData::Struct { .. } | TypeData::Named(_) if seen.insert(t, ()).is_none() => {
                    stack.extend(self.struct_fields(t).unwrap_or(&[]));
                }
                _ => {}
            }
        }
        false
    }

    /// Parts of a function type: (return, params, vararg).
    pub fn function(&self, ty: Type) -> Option<(Type, &[Type], bool)> {
        match &self.data[ty] {
            TypeData::Function {
                ret,
                params,
                vararg,
            } => Some((*ret, params, *vararg)),
            _ => None,
        }
    }
}
