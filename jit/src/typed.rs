//! Typed pointers to JIT-compiled functions: the Rust function-pointer
//! types that may stand for a compiled function, and the C types of their
//! parameters and results, for the caller to check against the IR.

/// A C type a compiled function may take or return (SysV x86-64).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AbiType {
    /// No value (`void` results only).
    Void,
    /// `i1` / Rust `bool`.
    Bool,
    /// `i8` / `i8`, `u8`.
    I8,
    /// `i16` / `i16`, `u16`.
    I16,
    /// `i32` / `i32`, `u32`.
    I32,
    /// `i64` / `i64`, `u64`, `isize`, `usize`.
    I64,
    /// `float` / `f32`.
    F32,
    /// `double` / `f64`.
    F64,
    /// `ptr` / raw pointers.
    Ptr,
}

mod sealed {
    /// Only the types of this module implement [`super::JitFn`]; the
    /// conversion from an address is reachable only inside this crate.
    pub trait Sealed: Sized {
        /// The function at `addr`.
        ///
        /// # Safety
        /// `addr` is the entry of a function with this signature in
        /// executable memory that stays mapped while the result is used.
        unsafe fn from_address(addr: usize) -> Self;
    }
}

/// A Rust type that is passed like one [`AbiType`].
pub trait AbiValue {
    /// Its C type.
    const TYPE: AbiType;
}

macro_rules! abi_values {
    ($($t:ty => $k:ident),* $(,)?) => {
        $(impl AbiValue for $t { const TYPE: AbiType = AbiType::$k; })*
    };
}

abi_values! {
    bool => Bool, i8 => I8, u8 => I8, i16 => I16, u16 => I16, i32 => I32, u32 => I32,
    i64 => I64, u64 => I64, isize => I64, usize => I64, f32 => F32, f64 => F64,
}

impl<T> AbiValue for *const T {
    const TYPE: AbiType = AbiType::Ptr;
}

impl<T> AbiValue for *mut T {
    const TYPE: AbiType = AbiType::Ptr;
}

/// A Rust type a compiled function may return: an [`AbiValue`] or `()`.
pub trait AbiReturn {
    /// Its C type.
    const TYPE: AbiType;
}

impl<T: AbiValue> AbiReturn for T {
    const TYPE: AbiType = T::TYPE;
}

impl AbiReturn for () {
    const TYPE: AbiType = AbiType::Void;
}

/// `extern "C" fn(A, B, …) -> R` with up to eight [`AbiValue`] parameters:
/// a type [`crate::Linked::function`] may turn a compiled function into once
/// its IR signature matches [`JitFn::params`] and [`JitFn::ret`].
pub trait JitFn: Copy + sealed::Sealed {
    /// The parameters' C types, in order.
    fn params() -> Vec<AbiType>;
    /// The result's C type.
    fn ret() -> AbiType;
}

macro_rules! jit_fns {
    ($($a:ident)*) => {
        impl<R: AbiReturn, $($a: AbiValue),*> sealed::Sealed for extern "C" fn($($a),*) -> R {
            unsafe fn from_address(addr: usize) -> Self {
                // SAFETY: a function pointer and `usize` have the same size
                // on x86-64; that the address is a function of this
                // signature is the caller's guarantee (see `Sealed`).
                unsafe { std::mem::transmute::<usize, Self>(addr) }
            }
        }
        impl<R: AbiReturn, $($a: AbiValue),*> JitFn for extern "C" fn($($a),*) -> R {
            fn params() -> Vec<AbiType> {
                vec![$($a::TYPE),*]
            }
            fn ret() -> AbiType {
                R::TYPE
            }
        }
    };
}

/// `F` for the function at `addr`, if `F`'s signature is `params` → `ret`.
///
/// # Safety
/// `addr` is the entry of a function whose signature is `params` → `ret`,
/// in executable memory that stays mapped while the result is used.
pub(crate) unsafe fn function_at<F: JitFn>(
    addr: usize,
    params: &[AbiType],
    ret: AbiType,
) -> Result<F, String> {
    if F::params() != params || F::ret() != ret {
        return Err(format!(
            "the function's signature is {} but {} was asked for",
            describe(params, ret),
            describe(&F::params(), F::ret())
        ));
    }
    // SAFETY: the signatures match; the rest is the caller's guarantee.
    Ok(unsafe { <F as sealed::Sealed>::from_address(addr) })
}

/// `(i32, ptr) -> i64`.
pub fn describe(params: &[AbiType], ret: AbiType) -> String {
    let name = |t: &AbiType| format!("{t:?}").to_lowercase();
    let list: Vec<String> = params.iter().map(name).collect();
    format!("({}) -> {}", list.join(", "), name(&ret))
}

jit_fns!();
jit_fns!(A);
jit_fns!(A B);
jit_fns!(A B C);
jit_fns!(A B C D);
jit_fns!(A B C D E);
jit_fns!(A B C D E F);
jit_fns!(A B C D E F G);
jit_fns!(A B C D E F G H);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_describe_their_parameters_and_results() {
        type F = extern "C" fn(i32, *const u8, f64) -> u64;
        assert_eq!(F::params(), vec![AbiType::I32, AbiType::Ptr, AbiType::F64]);
        assert_eq!(F::ret(), AbiType::I64);
        type G = extern "C" fn();
        assert!(G::params().is_empty());
        assert_eq!(G::ret(), AbiType::Void);
    }

    extern "C" fn add_one(x: i32) -> i32 {
        x + 1
    }

    #[test]
    fn an_address_becomes_a_callable_function_when_signatures_match() {
        type F = extern "C" fn(i32) -> i32;
        let addr = add_one as F as usize;
        // SAFETY: `add_one` is a mapped function of signature (i32) -> i32.
        let f = unsafe { function_at::<F>(addr, &[AbiType::I32], AbiType::I32) }.unwrap();
        assert_eq!(f(41), 42);
        // SAFETY: as above; the mismatch is refused before any conversion.
        let err = unsafe { function_at::<F>(addr, &[AbiType::I64], AbiType::I32) }.unwrap_err();
        assert!(err.contains("(i64) -> i32"), "{err}");
    }
}
