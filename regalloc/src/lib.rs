//! Register allocation behind the allocator contract of `kiln-targets`
//! ([`kiln_targets::RaFunction`] in, [`kiln_targets::RaOutput`] out).
//!
//! - [`linear`]: linear scan, the default allocator ([`allocate_linear`]).
//! - Shared pieces, also used by graph colouring: [`liveness`] (exact live-in
//!   sets, last uses), [`parallel_move`] (sequentialising parallel moves),
//!   [`spill_slots`] (slot assignment with reuse), [`edges`] (edge
//!   resolution), [`edits`] (ordering inserted moves) and [`checker`] (a
//!   symbolic checker that validates any allocation).

#![warn(missing_docs)]

pub mod checker;
pub mod edges;
pub mod edits;
pub mod linear;
pub mod liveness;
pub mod parallel_move;
pub mod spill_slots;

pub use checker::{CheckError, check};
pub use linear::{LinearScanCtx, allocate_linear};
