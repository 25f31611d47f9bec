//! Looking up symbols of the running process.

use std::ffi::CString;

/// The address of `name` in the running process (libc and whatever else is
/// loaded), else in the libraries a C or C++ compiler driver links by
/// default (libm, libstdc++), or `None`.
pub fn process_symbol(name: &str) -> Option<usize> {
    if let Some(addr) = runtime_symbol(name) {
        return Some(addr);
    }
    let cname = CString::new(name).ok()?;
    // SAFETY: `dlsym` with RTLD_DEFAULT only reads the NUL-terminated string
    // we pass, which lives until the call returns.
    let addr = unsafe { libc::dlsym(libc::RTLD_DEFAULT, cname.as_ptr()) };
    if !addr.is_null() {
        return Some(addr as usize);
    }
    DRIVER_LIBRARIES
        .iter()
        .find_map(|lib| library_symbol(lib, &cname))
}

/// Libraries `cc`/`c++` link into every program, which the process may not
/// have loaded: math functions live in libm, C++'s runtime (`operator new`,
/// `std::string`, iostreams) in libstdc++.
const DRIVER_LIBRARIES: [&std::ffi::CStr; 2] = [c"libm.so.6", c"libstdc++.so.6"];

/// Loads the shared library at `path` into the process for good, with its
/// symbols global, so that [`process_symbol`] finds them (what `lli -load`
/// does). Returns the dynamic loader's message on failure.
pub fn load_library(path: &std::path::Path) -> Result<(), String> {
    use std::os::unix::ffi::OsStrExt;
    let cpath = CString::new(path.as_os_str().as_bytes())
        .map_err(|_| format!("'{}' contains a NUL byte", path.display()))?;
    // SAFETY: dlopen reads only the NUL-terminated string passed, which
    // lives until the call returns; the handle is never closed, so code and
    // data of the library stay mapped for the life of the process. dlerror
    // returns a NUL-terminated message owned by the loader, copied at once.
    unsafe {
        let handle = libc::dlopen(cpath.as_ptr(), libc::RTLD_NOW | libc::RTLD_GLOBAL);
        if handle.is_null() {
            let msg = libc::dlerror();
            return Err(if msg.is_null() {
                format!("cannot load '{}'", path.display())
            } else {
                std::ffi::CStr::from_ptr(msg).to_string_lossy().into_owned()
            });
        }
    }
    Ok(())
}

/// `name` in the shared library `lib`, loading it (for good, its symbols
/// global) if needed.
fn library_symbol(lib: &std::ffi::CStr, name: &CString) -> Option<usize> {
    // SAFETY: dlopen/dlsym read only the NUL-terminated strings passed; a
    // handle from dlopen stays valid for the life of the process (we never
    // dlclose it).
    let addr = unsafe {
        let handle = libc::dlopen(lib.as_ptr(), libc::RTLD_NOW | libc::RTLD_GLOBAL);
        if handle.is_null() {
            return None;
        }
        libc::dlsym(handle, name.as_ptr())
    };
    (!addr.is_null()).then_some(addr as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn supplies_atexit_which_glibc_does_not_export() {
        assert!(process_symbol("atexit").is_some());
        assert!(process_symbol("__dso_handle").is_some());
    }

    #[test]
    fn finds_libc_and_libm_functions() {
        assert!(process_symbol("printf").is_some());
        assert!(process_symbol("cos").is_some());
        assert!(
            process_symbol("_Znwm").is_some(),
            "operator new from libstdc++"
        );
        assert!(process_symbol("no_such_symbol_in_any_library_42").is_none());
    }

    #[test]
    fn loaded_libraries_supply_symbols_and_bad_paths_say_why() {
        // zlib is part of every Debian system; nothing in this test links it.
        load_library(std::path::Path::new("libz.so.1")).expect("libz loads");
        assert!(process_symbol("zlibVersion").is_some());
        let err = load_library(std::path::Path::new("/nonexistent/libnothing.so")).unwrap_err();
        assert!(err.contains("libnothing.so"), "{err}");
    }
}

/// Functions that C programs call but that glibc does not export from its
/// shared library (they live in `libc_nonshared.a`, linked statically into
/// every executable): the JIT supplies them.
pub fn runtime_symbol(name: &str) -> Option<usize> {
    match name {
        "atexit" => Some(jit_atexit as extern "C" fn(extern "C" fn()) -> i32 as usize),
        "__dso_handle" => Some(std::ptr::addr_of!(DSO_HANDLE) as usize),
        "__tls_get_addr" => Some(
            crate::tls::jit_tls_get_addr as extern "C" fn(*const crate::tls::TlsDesc) -> *mut u8
                as usize,
        ),
        _ => None,
    }
}

/// The handle `__cxa_atexit` and `__cxa_finalize` use to tell modules apart;
/// JIT code counts as one module.
static DSO_HANDLE: u8 = 0;

unsafe extern "C" {
    fn __cxa_atexit(
        f: extern "C" fn(*mut libc::c_void),
        arg: *mut libc::c_void,
        dso: *mut libc::c_void,
    ) -> i32;
}

/// `atexit(f)` as glibc's static wrapper implements it.
extern "C" fn jit_atexit(f: extern "C" fn()) -> i32 {
    // SAFETY: a SysV function taking no arguments may be called with one
    // argument (it is ignored in its register), so `f` may be registered as
    // a one-argument handler; `__cxa_atexit` only stores the pointers.
    unsafe {
        let handler = std::mem::transmute::<extern "C" fn(), extern "C" fn(*mut libc::c_void)>(f);
        __cxa_atexit(handler, std::ptr::null_mut(), std::ptr::null_mut())
    }
}

/// Destructors to run at process exit, in order (see [`run_at_exit`]).
static EXIT_DESTRUCTORS: std::sync::Mutex<Vec<u64>> = std::sync::Mutex::new(Vec::new());

/// Arranges for the functions at `addrs` (in this order) to run when the
/// process exits, after every `atexit` handler registered later — as glibc
/// runs `.fini_array` from the handler it registers before constructors
/// run. Call before running constructors. The addresses must stay valid
/// (keep the [`crate::Linked`] alive, e.g. `std::mem::forget` it).
pub fn run_at_exit(addrs: Vec<u64>) {
    let mut list = EXIT_DESTRUCTORS.lock().unwrap_or_else(|e| e.into_inner());
    let first = list.is_empty();
    list.extend(addrs);
    drop(list);
    if first {
        // SAFETY: `run_exit_destructors` is a valid handler for the life of
        // the process; `__cxa_atexit` only stores the pointers.
        unsafe {
            __cxa_atexit(
                run_exit_destructors,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            );
        }
    }
}

extern "C" fn run_exit_destructors(_: *mut libc::c_void) {
    let list = std::mem::take(&mut *EXIT_DESTRUCTORS.lock().unwrap_or_else(|e| e.into_inner()));
    for addr in list {
        // SAFETY: `run_at_exit`'s caller guarantees each address is a
        // `void f(void)` function in linked code that is still mapped.
        let f = unsafe { std::mem::transmute::<usize, extern "C" fn()>(addr as usize) };
        f();
    }
}
