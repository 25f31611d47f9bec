//! Whole-function tests (filled below).
