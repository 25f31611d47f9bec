//! Machine-code emission: frame layout, prologue and epilogue, stack probes
//! (inline on Linux, `__chkstk` on Windows), per-target encoders writing into
//! a code buffer with labels, branch relaxation, constant pools and
//! relocations, unwind information and assembly text.
//!
//! Nothing is built here yet; the x86-64 encoder comes with the x86-64 code
//! generator.
