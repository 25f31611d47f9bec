//! Calling into linked code.

use crate::layout::Linked;
use std::ffi::{CString, c_char};

/// `main`'s signature as C sees it (SysV; `main` without parameters ignores them).
type MainFn = extern "C" fn(i32, *const *const c_char, *const *const c_char) -> i32;
/// A constructor or destructor.
type VoidFn = extern "C" fn();

impl Linked {
    /// Calls the function at `addr` as `int main(int argc, char **argv,
    /// char **envp)` with `args` (argv[0] first) and the process environment.
    ///
    /// # Safety
    /// `addr` must be the address of a function in this link that is
    /// compatible with that signature; the generated code is trusted to be
    /// correct (it comes from a verified module).
    pub unsafe fn call_main(&self, addr: u64, args: &[String]) -> i32 {
        let cargs: Vec<CString> = args
            .iter()
            .map(|a| CString::new(a.as_bytes()).unwrap_or_default())
            .collect();
        let mut argv: Vec<*const c_char> = cargs.iter().map(|c| c.as_ptr()).collect();
        argv.push(std::ptr::null());
        let envs: Vec<CString> = std::env::vars_os()
            .map(|(k, v)| {
                let mut kv = k.into_encoded_bytes();
                kv.push(b'=');
                kv.extend_from_slice(v.as_encoded_bytes());
                CString::new(kv).unwrap_or_default()
            })
            .collect();
        let mut envp: Vec<*const c_char> = envs.iter().map(|c| c.as_ptr()).collect();
        envp.push(std::ptr::null());
        // SAFETY: the caller guarantees `addr` is an executable function of
        // this link with main's signature; the mapping lives as long as
        // `self`, and argv/envp outlive the call.
        let main: MainFn = unsafe { std::mem::transmute::<usize, MainFn>(addr as usize) };
        main(argv.len() as i32 - 1, argv.as_ptr(), envp.as_ptr())
    }

    /// Calls the `void()` function at `addr` (a global constructor or destructor).
    ///
    /// # Safety
    /// As for [`Linked::call_main`], for the signature `void f(void)`.
    pub unsafe fn call_void(&self, addr: u64) {
        // SAFETY: see the function's contract.
        let f: VoidFn = unsafe { std::mem::transmute::<usize, VoidFn>(addr as usize) };
        f()
    }
}
