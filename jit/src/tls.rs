//! Thread-local storage for JIT code. Generated code always uses the
//! general-dynamic sequence: `lea rdi, [rip + x@tlsgd]` points at a GOT
//! pair and `call __tls_get_addr` returns the variable's address in the
//! calling thread. The JIT makes each GOT pair a [`TlsDesc`] (this link's
//! [`TlsModule`] and the variable's offset in its block) and resolves
//! `__tls_get_addr` to [`jit_tls_get_addr`], which keeps one block per
//! thread per link under a pthread key: allocated and initialised from the
//! `.tdata` image (zeros for `.tbss`) on the thread's first access, freed
//! by the key's destructor when the thread exits.

use crate::error::JitError;

/// The thread-local variables of one link: their initial image and the key
/// under which each thread keeps its copy.
pub struct TlsModule {
    /// Initial bytes of a block (relocated; zeros for `.tbss` objects).
    image: Vec<u8>,
    /// Alignment of a block (the largest variable alignment, at least 16).
    align: usize,
    /// The pthread key of the per-thread blocks.
    key: libc::pthread_key_t,
}

/// A GOT pair as the general-dynamic sequence passes it to
/// `__tls_get_addr`: which module, and the offset in its block.
#[repr(C)]
pub struct TlsDesc {
    /// The module (a [`TlsModule`] kept alive by the link).
    pub module: *const TlsModule,
    /// Byte offset of the variable in the module's block.
    pub offset: u64,
}

/// Size in bytes of a [`TlsDesc`] in JIT memory.
pub const DESC_SIZE: u64 = 16;

extern "C" fn free_block(block: *mut libc::c_void) {
    // SAFETY: the key's values are only ever blocks from `posix_memalign`
    // in `TlsModule::block`, freed once (the thread is exiting).
    unsafe { libc::free(block) }
}

impl TlsModule {
    /// A module whose blocks start as `image`, aligned to `align`.
    pub fn new(image: Vec<u8>, align: u64) -> Result<Box<TlsModule>, JitError> {
        let mut key: libc::pthread_key_t = 0;
        // SAFETY: `key` is a valid place for the new key; `free_block` is a
        // destructor valid for the life of the process.
        let rc = unsafe { libc::pthread_key_create(&mut key, Some(free_block)) };
        if rc != 0 {
            return Err(JitError::Memory(format!(
                "cannot create a thread-local key (error {rc})"
            )));
        }
        Ok(Box::new(TlsModule {
            image,
            align: (align as usize).max(16).next_power_of_two(),
            key,
        }))
    }

    /// The calling thread's block, created from the image on first use;
    /// null if memory is exhausted.
    fn block(&self) -> *mut u8 {
        // SAFETY: `self.key` is a live key (deleted only when the module is
        // dropped, after which no code of the link runs).
        let block = unsafe { libc::pthread_getspecific(self.key) } as *mut u8;
        if !block.is_null() {
            return block;
        }
        let size = self.image.len().max(1);
        let mut p: *mut libc::c_void = std::ptr::null_mut();
        // SAFETY: `align` is a power of two and a multiple of the pointer
        // size; `p` is a valid place for the result.
        if unsafe { libc::posix_memalign(&mut p, self.align, size) } != 0 {
            return std::ptr::null_mut();
        }
        // SAFETY: `p` points to `size >= image.len()` fresh bytes that do
        // not overlap the image; registering it under the key hands its
        // ownership to the key's destructor.
        unsafe {
            std::ptr::copy_nonoverlapping(self.image.as_ptr(), p as *mut u8, self.image.len());
            libc::pthread_setspecific(self.key, p);
        }
        p as *mut u8
    }
}

impl Drop for TlsModule {
    fn drop(&mut self) {
        // SAFETY: the link's code no longer runs; the calling thread's block
        // (if any) is freed here, other live threads' blocks are leaked
        // (pthread_key_delete runs no destructors).
        unsafe {
            let block = libc::pthread_getspecific(self.key);
            if !block.is_null() {
                libc::pthread_setspecific(self.key, std::ptr::null());
                libc::free(block);
            }
            libc::pthread_key_delete(self.key);
        }
    }
}

/// `__tls_get_addr` for JIT code: the address of the variable `desc`
/// describes, in the calling thread (null if no memory is left).
pub extern "C" fn jit_tls_get_addr(desc: *const TlsDesc) -> *mut u8 {
    // SAFETY: JIT code passes the address of a descriptor the link wrote
    // in its read-only memory; its module outlives the link's code.
    let (module, offset) = unsafe { (&*(*desc).module, (*desc).offset) };
    let block = module.block();
    if block.is_null() {
        return block;
    }
    block.wrapping_add(offset as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_thread_gets_its_own_initialised_block() {
        let module = TlsModule::new(vec![1, 2, 3, 4, 5, 6, 7, 8], 8).unwrap();
        let desc = TlsDesc {
            module: &*module,
            offset: 4,
        };
        let addr = |d: &TlsDesc| jit_tls_get_addr(d) as usize;
        let here = addr(&desc);
        assert_eq!(here % 4, 0);
        // SAFETY: `here` points into this thread's 8-byte block at offset 4.
        unsafe {
            assert_eq!(*(here as *const u8), 5);
            *(here as *mut u8) = 50;
        }
        assert_eq!(addr(&desc), here, "one block per thread");
        let desc_addr = &desc as *const TlsDesc as usize;
        let other = std::thread::spawn(move || {
            // SAFETY: the descriptor and module outlive the joined thread.
            let d = unsafe { &*(desc_addr as *const TlsDesc) };
            let p = jit_tls_get_addr(d);
            // SAFETY: `p` points into the new thread's block at offset 4.
            (p as usize, unsafe { *p })
        })
        .join()
        .unwrap();
        assert_ne!(other.0, here);
        assert_eq!(other.1, 5, "a new thread starts from the image");
        // SAFETY: as above.
        assert_eq!(unsafe { *(here as *const u8) }, 50);
    }
}
