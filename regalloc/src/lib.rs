//! Register allocation behind the allocator contract of `kiln-targets`
//! ([`kiln_targets::RaFunction`] in, [`kiln_targets::RaOutput`] out).
//!
//! - [`linear`]: linear scan, the default allocator ([`allocate_linear`]).
//! - [`graph`]: graph colouring by iterated register coalescing
//!   ([`allocate_graph`]; `--regalloc graph`): slower to compile, fewer
//!   moves and spills.
//! - [`fast`]: the fast allocator for -O0 code ([`allocate_fast`];
//!   `--regalloc fast`): no liveness, values crossing blocks on the stack,
//!   registers a per-block cache (like LLVM's RegAllocFast).
//! - Shared pieces: [`liveness`] (exact live-in
//!   sets, last uses), [`parallel_move`] (sequentialising parallel moves),
//!   [`spill_slots`] (slot assignment with reuse), [`edges`] (edge
//!   resolution), [`edits`] (ordering inserted moves) and [`checker`] (a
//!   symbolic checker that validates any allocation).
//!
//! ```text
//! let mut ctx = LinearScanCtx::new();            // one per thread, reused
//! let out = allocate_linear(&mach_func, &env, &mut ctx)?;
//! let mut gctx = GraphCtx::new();                // likewise
//! let out = allocate_graph(&mach_func, &env, &mut gctx)?;
//! let mut fctx = FastCtx::new();                 // likewise
//! let out = allocate_fast(&mach_func, &env, &mut fctx)?;
//! check(&mach_func, &env, &out)?;                // tests, debug builds
//! ```
//!
//! Input requirements (inconsistent input is an `RaError`, never a panic):
//! SSA (one definition per virtual register, dominating its uses; block
//! parameters for phis), the entry block without predecessors or
//! parameters, critical edges split wherever an edge needs moves, and no
//! register operands on a single-successor terminator that edge moves would
//! overwrite.
//!
//! Testing: `cargo test --release -p kiln-regalloc` runs the hand-written
//! cases (through all three allocators), the exhaustive parallel-move test
//! and about 11,000 random functions through the checker with each allocator
//! (graph colouring twice: as is, and with a register-pressure bound of
//! 0..7 values, so that the spilling of the bound for hostile functions is
//! exercised on small ones). The long fuzz run does the same:
//! `KILN_RA_FUZZ_ITERS=N KILN_RA_FUZZ_SEED=S cargo test --release -p
//! kiln-regalloc --test random -- --nocapture` (16·N functions, each
//! allocated by linear scan, by both graph colourings and by the fast
//! allocator, and checked);
//! `cargo bench -p kiln-regalloc` times liveness, both allocators and the
//! checker on large generated functions. `KILN_RA_CHECK=1` makes
//! [`allocate_linear`], [`allocate_graph`] and [`allocate_fast`] check
//! their own output in any build.

#![warn(missing_docs)]

pub mod checker;
pub mod edges;
pub mod edits;
pub mod fast;
pub mod graph;
pub mod linear;
pub mod liveness;
pub mod parallel_move;
mod regmask;
pub mod spill_slots;
pub mod spill_webs;

pub use checker::{CheckError, check};
pub use fast::{FastCtx, allocate_fast};
pub use graph::{GraphCtx, allocate_graph};
pub use linear::{LinearScanCtx, allocate_linear};
