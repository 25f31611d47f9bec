//! Shared test support: the fake target and the random function generator.
#![allow(dead_code)]

pub mod func;
pub mod generate;

pub use func::*;
pub use generate::*;
