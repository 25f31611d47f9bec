//! Calling into linked code.

use crate::layout::Linked;
use kiln_targets::SymbolId;
use std::ffi::{CString, OsString, c_char};
use std::os::unix::ffi::OsStrExt;

unsafe extern "C" {
    /// The C library's environment (`char **environ`).
    static environ: *const *const c_char;
}

/// `main`'s signature as C sees it (SysV; `main` without parameters ignores them).
type MainFn = extern "C" fn(i32, *const *const c_char, *const *const c_char) -> i32;
/// A constructor or destructor.
type VoidFn = extern "C" fn();

impl Linked {
    /// Calls `main` (unit `unit`, symbol `sym`) as `int main(int argc, char
    /// **argv, char **envp)` with `args` (`argv[0]` first) and the process
    /// environment. `None` if the symbol is not linked in. An argument
    /// containing a NUL byte (which no `argv` can hold) is passed empty.
    ///
    /// Running the program is the point of a JIT: the code is trusted the
    /// way `lli` trusts it, as compiled by kiln from a verified module whose
    /// `main` has C's signature (checked by the caller).
    pub fn call_main(&self, unit: usize, sym: SymbolId, args: &[OsString]) -> Option<i32> {
        let addr = self.address(unit, sym)?;
        let cargs: Vec<CString> = args
            .iter()
            .map(|a| CString::new(a.as_bytes()).unwrap_or_default())
            .collect();
        let mut argv: Vec<*const c_char> = cargs.iter().map(|c| c.as_ptr()).collect();
        argv.push(std::ptr::null());
        // envp is the C library's own `environ`, as a native `main` gets it.
        // SAFETY: reading the pointer value of the libc global `environ`
        // (no reference to it is kept; the program may change it later).
        let envp = unsafe { environ };
        // SAFETY: `addr` is the start of a function placed by this link in
        // executable memory that lives as long as `self`; its signature is
        // main's (checked by the caller); argv and envp outlive the call.
        let main: MainFn = unsafe { std::mem::transmute::<usize, MainFn>(addr as usize) };
        Some(main(argv.len() as i32 - 1, argv.as_ptr(), envp))
    }

    /// Calls a `void f(void)` function (a global constructor or
    /// destructor); trusted as in [`Linked::call_main`]. `false` if the
    /// symbol is not linked in.
    pub fn call_void(&self, unit: usize, sym: SymbolId) -> bool {
        let Some(addr) = self.address(unit, sym) else {
            return false;
        };
        // SAFETY: as in `call_main`, for the signature `void f(void)`.
        let f: VoidFn = unsafe { std::mem::transmute::<usize, VoidFn>(addr as usize) };
        f();
        true
    }

    /// The exported function `name` as `F`, if it is linked here and its
    /// signature — `params` → `ret`, which the caller reads from the IR the
    /// function was compiled from — is `F`'s. The code is trusted as in
    /// [`Linked::call_main`]; `F` must not be called after `self` is
    /// dropped.
    pub fn function<F: crate::typed::JitFn>(
        &self,
        name: &str,
        params: &[crate::typed::AbiType],
        ret: crate::typed::AbiType,
    ) -> Result<F, String> {
        let addr = self
            .exported(name)
            .ok_or_else(|| format!("no function '{name}' is linked"))?;
        // SAFETY: `addr` is the entry of the exported definition `name`
        // placed by this link in executable memory that lives as long as
        // `self`; its signature is `params` -> `ret` (the caller's reading
        // of the IR); `function_at` checks it against `F`'s.
        unsafe { crate::typed::function_at::<F>(addr as usize, params, ret) }
    }
}
