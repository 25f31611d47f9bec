//! The process state a JIT-compiled program expects to start in: the signal
//! dispositions, signal mask and standard descriptors a native program
//! would have inherited.
//!
//! The Rust runtime changes them before `main`: it ignores `SIGPIPE`, and
//! installs handlers for `SIGSEGV` and `SIGBUS` (reporting "has overflowed its
//! stack" and aborting) on an alternate signal stack. A program run under
//! those would survive `raise(SIGSEGV)` and die by `SIGABRT` on a stack
//! overflow. It also opens `/dev/null` on standard descriptors the process
//! started without, where the native program would find them closed.
//! [`restore_inherited_state`] puts back what the process inherited at
//! `exec`, recorded by a constructor that runs before the Rust runtime.

use crate::error::JitError;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The highest signal number Linux has.
const MAX_SIGNAL: i32 = 64;

/// Whether [`record_inherited`] ran.
static RECORDED: AtomicBool = AtomicBool::new(false);
/// Bit `n - 1` set: signal `n` was ignored at `exec`.
static INHERITED_IGNORED: AtomicU64 = AtomicU64::new(0);
/// Bit `n - 1` set: signal `n` was blocked at `exec`.
static INHERITED_BLOCKED: AtomicU64 = AtomicU64::new(0);
/// Bit `fd` set: standard descriptor `fd` (0, 1, 2) was closed at `exec`.
static INHERITED_CLOSED: AtomicU64 = AtomicU64::new(0);

/// Runs as an ELF constructor, before the Rust runtime's start-up code.
#[used]
#[unsafe(link_section = ".init_array")]
static RECORD_INHERITED: extern "C" fn() = record_inherited;

/// Records which signals the process inherited ignored and blocked, and
/// which standard descriptors it started without. At `exec` every
/// disposition is either default or ignored.
extern "C" fn record_inherited() {
    let mut ignored = 0u64;
    for sig in 1..=MAX_SIGNAL {
        if disposition(sig) == Some(libc::SIG_IGN) {
            ignored |= 1 << (sig - 1);
        }
    }
    INHERITED_IGNORED.store(ignored, Ordering::Relaxed);
    INHERITED_BLOCKED.store(blocked_now(), Ordering::Relaxed);
    let mut closed = 0u64;
    for fd in 0..3 {
        // SAFETY: F_GETFD only reads the descriptor's flags.
        if unsafe { libc::fcntl(fd, libc::F_GETFD) } == -1 {
            closed |= 1 << fd;
        }
    }
    INHERITED_CLOSED.store(closed, Ordering::Relaxed);
    RECORDED.store(true, Ordering::Release);
}

/// Whether standard descriptor `fd` (0, 1 or 2) was closed when the
/// process started (the Rust runtime has since opened `/dev/null` on it);
/// `false` without the start-up record.
pub fn started_without(fd: i32) -> bool {
    RECORDED.load(Ordering::Acquire)
        && (0..3).contains(&fd)
        && INHERITED_CLOSED.load(Ordering::Relaxed) & (1 << fd) != 0
}

/// The current handler of `sig` (`SIG_DFL`, `SIG_IGN` or a function), or
/// `None` for signals the C library reserves for itself.
fn disposition(sig: i32) -> Option<libc::sighandler_t> {
    // SAFETY: an all-zero `sigaction` is a valid value of the plain C struct.
    let mut old: libc::sigaction = unsafe { std::mem::zeroed() };
    // SAFETY: querying only (null new action); `old` is a valid place.
    let rc = unsafe { libc::sigaction(sig, std::ptr::null(), &mut old) };
    (rc == 0).then_some(old.sa_sigaction)
}

/// The calling thread's blocked signals, one bit per signal.
fn blocked_now() -> u64 {
    // SAFETY: an all-zero `sigset_t` is a valid value; it is only read
    // after `pthread_sigmask` filled it.
    let mut set: libc::sigset_t = unsafe { std::mem::zeroed() };
    // SAFETY: querying only (null new set); `set` is a valid place.
    unsafe { libc::pthread_sigmask(libc::SIG_SETMASK, std::ptr::null(), &mut set) };
    let mut bits = 0u64;
    for sig in 1..=MAX_SIGNAL {
        // SAFETY: `set` is an initialised signal set and `sig` in range.
        if unsafe { libc::sigismember(&set, sig) } == 1 {
            bits |= 1 << (sig - 1);
        }
    }
    bits
}

/// Gives the process the signal state a native program would start with:
/// every signal's disposition back to what the process inherited at `exec`
/// (default, or ignored if the parent ignored it), the inherited signal mask
/// on the calling thread, no alternate signal stack, and standard
/// descriptors closed again if the process started without them (the Rust
/// runtime opened `/dev/null` on them). Faults, `raise()` and `SIGPIPE`
/// then end the process as they end the native program (the shell sees
/// 128 + N). Call on the thread that will run the
/// program, after compiling and linking: the Rust runtime no longer reports
/// its own stack overflows or survives a broken pipe afterwards.
///
/// Without the start-up record (a binary whose constructors did not run),
/// every signal with a handler and `SIGPIPE` go back to the default.
pub fn restore_inherited_state() -> Result<(), JitError> {
    let recorded = RECORDED.load(Ordering::Acquire);
    let ignored = INHERITED_IGNORED.load(Ordering::Relaxed);
    for sig in 1..=MAX_SIGNAL {
        if sig == libc::SIGKILL || sig == libc::SIGSTOP {
            continue;
        }
        let Some(now) = disposition(sig) else {
            continue;
        };
        let wanted = if recorded && ignored & (1 << (sig - 1)) != 0 {
            libc::SIG_IGN
        } else if recorded || now != libc::SIG_IGN || sig == libc::SIGPIPE {
            libc::SIG_DFL
        } else {
            now
        };
        if now != wanted {
            set_disposition(sig, wanted)?;
        }
    }
    let blocked = if recorded {
        INHERITED_BLOCKED.load(Ordering::Relaxed)
    } else {
        blocked_now()
    };
    set_blocked(blocked)?;
    disable_alternate_stack()?;
    if recorded {
        close_dev_null(INHERITED_CLOSED.load(Ordering::Relaxed));
    }
    Ok(())
}

/// Closes each standard descriptor whose bit is set in `fds` if it is
/// `/dev/null` (what the Rust runtime opened there).
fn close_dev_null(fds: u64) {
    for fd in 0..3 {
        if fds & (1 << fd) == 0 {
            continue;
        }
        // SAFETY: an all-zero `stat` is a valid value; fstat fills it.
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        // SAFETY: `st` is a valid place; `fd` is only inspected.
        let is_null = unsafe { libc::fstat(fd, &mut st) } == 0
            && st.st_mode & libc::S_IFMT == libc::S_IFCHR
            && st.st_rdev == libc::makedev(1, 3);
        if is_null {
            // SAFETY: the descriptor is the runtime's `/dev/null`, which no
            // Rust object owns (standard streams do not close it).
            unsafe { libc::close(fd) };
        }
    }
}

fn set_disposition(sig: i32, handler: libc::sighandler_t) -> Result<(), JitError> {
    // SAFETY: an all-zero `sigaction` (empty mask, no flags) is valid.
    let mut action: libc::sigaction = unsafe { std::mem::zeroed() };
    action.sa_sigaction = handler;
    // SAFETY: `action` is initialised and names SIG_DFL or SIG_IGN, which
    // run no code of ours.
    if unsafe { libc::sigaction(sig, &action, std::ptr::null_mut()) } != 0 {
        return Err(JitError::Process(format!(
            "cannot reset the handler of signal {sig}: {}",
            std::io::Error::last_os_error()
        )));
    }
    Ok(())
}

fn set_blocked(bits: u64) -> Result<(), JitError> {
    // SAFETY: an all-zero `sigset_t` is valid; `sigemptyset` initialises it.
    let mut set: libc::sigset_t = unsafe { std::mem::zeroed() };
    // SAFETY: `set` is a valid place; `sig` is a valid signal number.
    unsafe {
        libc::sigemptyset(&mut set);
        for sig in 1..=MAX_SIGNAL {
            if bits & (1 << (sig - 1)) != 0 {
                libc::sigaddset(&mut set, sig);
            }
        }
    }
    // SAFETY: `set` is initialised; the old mask is not wanted.
    let rc = unsafe { libc::pthread_sigmask(libc::SIG_SETMASK, &set, std::ptr::null_mut()) };
    if rc != 0 {
        return Err(JitError::Process(format!(
            "cannot restore the signal mask: {}",
            std::io::Error::from_raw_os_error(rc)
        )));
    }
    Ok(())
}

/// Turns off the alternate signal stack the Rust runtime gave the thread
/// (the runtime still unmaps it at exit).
fn disable_alternate_stack() -> Result<(), JitError> {
    let off = libc::stack_t {
        ss_sp: std::ptr::null_mut(),
        ss_flags: libc::SS_DISABLE,
        ss_size: 0,
    };
    // SAFETY: `off` is a valid `stack_t` that disables the alternate stack;
    // no handler runs on it any more (the handlers are the defaults now).
    if unsafe { libc::sigaltstack(&off, std::ptr::null_mut()) } != 0 {
        return Err(JitError::Process(format!(
            "cannot disable the alternate signal stack: {}",
            std::io::Error::last_os_error()
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_up_record_ran_before_the_rust_runtime() {
        assert!(RECORDED.load(Ordering::Acquire));
        // The Rust runtime ignores SIGPIPE after the record was taken;
        // test harnesses are started with it at its default.
        assert_eq!(disposition(libc::SIGPIPE), Some(libc::SIG_IGN));
    }
}
