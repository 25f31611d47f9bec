//! Register allocation behind the allocator contract of `kiln-targets`:
//! liveness, live ranges, linear scan (default) and graph colouring
//! (iterated register coalescing), spilling, and parallel-move resolution.
//!
//! Nothing is built here yet; linear scan comes with the x86-64 code
//! generator.
