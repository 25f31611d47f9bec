//! What a machine is, for kiln's code generators: target triples, data
//! layouts, register files, calling conventions (SysV AMD64, Win64, AAPCS64,
//! Apple arm64) as pure data, each target's machine-instruction type, the
//! generic machine-function container (`MachFunc<I>`) and the contracts
//! between the phases: the register allocator's input trait (`RaFunction`)
//! and its output (`RaOutput`).

pub mod mir;
pub mod obj;
pub mod operand;
pub mod ra;
pub mod reg;
pub mod unit;
pub mod x64;

pub use mir::{FrameRequest, MBlock, MachFunc, MachInst, StackProbe, StackSlot, Terminator};
pub use obj::{DataKind, DataObject, Reloc, RelocKind, SymbolId};
pub use operand::{Constraint, Operand, OperandKind, OperandPos, OperandVisitor};
pub use ra::{Alloc, Edit, MachineEnv, ProgPoint, RaFunction, RaOutput, SpillSlot};
pub use reg::{PReg, PRegSet, Reg, RegClass, VReg};
pub use target_lexicon::Triple;
pub use unit::{Alias, CodeBlob, SymbolInfo, Unit, Visibility};
