//! Looking up symbols of the running process.

use std::ffi::CString;

/// The address of `name` in the running process (libc, libm and whatever
/// else is loaded), or `None`.
pub fn process_symbol(name: &str) -> Option<usize> {
    let cname = CString::new(name).ok()?;
    // SAFETY: `dlsym` with RTLD_DEFAULT only reads the NUL-terminated string
    // we pass, which lives until the call returns.
    let addr = unsafe { libc::dlsym(libc::RTLD_DEFAULT, cname.as_ptr()) };
    if !addr.is_null() {
        return Some(addr as usize);
    }
    libm_symbol(&cname)
}

/// Math functions live in libm, which the process may not have loaded.
fn libm_symbol(name: &CString) -> Option<usize> {
    let lib = c"libm.so.6";
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
    fn finds_libc_and_libm_functions() {
        assert!(process_symbol("printf").is_some());
        assert!(process_symbol("cos").is_some());
        assert!(process_symbol("no_such_symbol_in_any_library_42").is_none());
    }
}
