//! The register file of the one-pass walk: which value each general and
//! vector register holds (numbers 0–15 are the general registers, 16–31
//! `xmm0`–`xmm15`), the registers the current IR instruction uses, and the
//! moves between registers, homes and constants.

use super::{GResult, Gen, NO_REG, Unsupported};
use cranelift_entity::EntityRef;
use kiln_ir::constants::ConstData;
use kiln_ir::{Value, ValueDef};
use kiln_targets::x64::regs::{R11, gpr, xmm};
use kiln_targets::x64::{Amode, ExtMode, Inst, OperandSize, PoolConst, RegMem, SseOp, XmmMemOp};
use kiln_targets::{PRegSet, Reg, StackSlot, SymbolId};

/// Caller-saved registers in the order the walk hands them out (`r11` is
/// the walk's own scratch and never holds a value).
pub(super) const CALLER_SAVED: [u8; 8] = [0, 1, 2, 6, 7, 8, 9, 10];

/// Callee-saved registers, used for values that live across a call and
/// when the caller-saved ones run out.
pub(super) const CALLEE_SAVED: [u8; 5] = [3, 12, 13, 14, 15];

/// The walk's scratch register (never holds a value across instructions).
pub(super) const SCRATCH: u8 = 11;

/// The vector registers the walk hands out (`xmm0`–`xmm14`; all are
/// caller-saved; `xmm15` is the emitter's scratch).
pub(super) const XMMS: [u8; 15] = [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30];

/// The walk's vector scratch register (`xmm15`).
pub(super) const XMM_SCRATCH: u8 = 31;

/// Whether register number `hw` is a vector register.
#[inline]
pub(super) fn is_xmm(hw: u8) -> bool {
    hw >= 16
}

/// Which value each general register holds.
#[derive(Clone, Debug)]
pub(crate) struct RegFile {
    /// Per register number, the value it holds (index + 1), 0 when free.
    owner: [u32; 32],
    /// Registers the current IR instruction reads or writes.
    locked: u32,
    /// Registers written so far (the emitter saves the callee-saved ones).
    pub clobbered: PRegSet,
    /// A register was asked for while every one was in use.
    pub exhausted: bool,
}

impl Default for RegFile {
    fn default() -> Self {
        RegFile {
            owner: [0; 32],
            locked: 0,
            clobbered: PRegSet::empty(),
            exhausted: false,
        }
    }
}

/// A constant operand: an integer, or a symbol's address plus an offset.
#[derive(Copy, Clone, Debug)]
pub(super) enum ConstVal {
    /// An integer (sign-extended to 64 bits; `i1` as 0 or 1).
    Imm(i64),
    /// The address of a global plus a byte offset.
    Sym(kiln_ir::GlobalValue, i64),
    /// A `float` (`double` false) or `double`, as its bits.
    Fp(u64, bool),
}

/// The register number of physical register `p` (vector registers from 16).
pub(super) fn num(p: kiln_targets::PReg) -> u8 {
    match p.class() {
        kiln_targets::RegClass::Float => 16 + p.hw(),
        kiln_targets::RegClass::Int => p.hw(),
    }
}

/// The physical register of register number `hw`.
pub(super) fn preg(hw: u8) -> kiln_targets::PReg {
    if is_xmm(hw) { xmm(hw - 16) } else { gpr(hw) }
}

/// A register field for register number `hw`.
#[inline]
pub(super) fn r(hw: u8) -> Reg {
    if is_xmm(hw) {
        Reg::phys(xmm(hw - 16))
    } else {
        Reg::phys(gpr(hw))
    }
}

impl Gen<'_> {
    /// The value held by register `hw`, if any.
    pub(super) fn owner(&self, hw: u8) -> Option<Value> {
        match self.regs.owner[hw as usize] {
            0 => None,
            k => Some(Value::from_u32(k - 1)),
        }
    }

    /// Whether `hw` is free and not used by the current instruction.
    fn available(&self, hw: u8) -> bool {
        self.regs.owner[hw as usize] == 0 && self.regs.locked & (1u32 << hw) == 0
    }

    /// Whether the current instruction uses `hw`.
    pub(super) fn is_locked(&self, hw: u8) -> bool {
        self.regs.locked & (1u32 << hw) != 0
    }

    /// Moves the record of `from`'s value to `to` (after a copy).
    pub(super) fn rename_reg(&mut self, from: u8, to: u8) {
        let v = self.regs.owner[from as usize];
        self.regs.owner[from as usize] = 0;
        self.regs.owner[to as usize] = v;
        if v != 0 {
            self.c.vals[(v - 1) as usize].reg = to;
        }
        self.regs.clobbered.insert(preg(to));
    }

    /// Marks `hw` as used by the current instruction.
    pub(super) fn lock(&mut self, hw: u8) {
        self.regs.locked |= 1u32 << hw;
        self.regs.clobbered.insert(preg(hw));
    }

    /// Ends an IR instruction: its registers may be handed out again.
    pub(super) fn unlock_all(&mut self) {
        self.regs.locked = 0;
    }

    /// A register for a new value or temporary (locked), spilling another
    /// value when none is free; never one in `avoid`.
    pub(super) fn take_reg(&mut self, avoid: u16) -> u8 {
        let ok = |g: &Self, hw: u8| g.available(hw) && avoid & (1 << hw) == 0;
        let pick = CALLER_SAVED
            .iter()
            .chain(CALLEE_SAVED.iter())
            .copied()
            .find(|&hw| ok(self, hw));
        let hw = match pick {
            Some(hw) => hw,
            None => {
                let victim = CALLER_SAVED
                    .iter()
                    .chain(CALLEE_SAVED.iter())
                    .copied()
                    .find(|&hw| self.regs.locked & (1u32 << hw) == 0 && avoid & (1 << hw) == 0);
                match victim {
                    Some(hw) => {
                        self.evict(hw);
                        hw
                    }
                    None => {
                        // Every register is in use by this instruction: the
                        // function goes to the staged path (what was
                        // generated is discarded).
                        self.regs.exhausted = true;
                        SCRATCH
                    }
                }
            }
        };
        self.lock(hw);
        hw
    }

    /// A vector register for a new value or temporary (locked), spilling
    /// another value when none is free.
    pub(super) fn take_xmm(&mut self) -> u8 {
        let hw = match XMMS.iter().copied().find(|&hw| self.available(hw)) {
            Some(hw) => hw,
            None => match XMMS
                .iter()
                .copied()
                .find(|&hw| self.regs.locked & (1u32 << hw) == 0)
            {
                Some(hw) => {
                    self.evict(hw);
                    hw
                }
                None => {
                    self.regs.exhausted = true;
                    XMM_SCRATCH
                }
            },
        };
        self.lock(hw);
        hw
    }

    /// A register of the class of value `v`'s type.
    pub(super) fn take_for(&mut self, v: Value) -> u8 {
        if self.is_fp_value(v) {
            self.take_xmm()
        } else {
            self.take_reg(0)
        }
    }

    /// Whether `v` is a `float` or `double` (lives in a vector register).
    pub(super) fn is_fp_value(&self, v: Value) -> bool {
        matches!(
            self.m.types.get(self.f.values[v].ty),
            kiln_ir::types::TypeData::Float | kiln_ir::types::TypeData::Double
        )
    }

    /// Whether `v` is a `double`.
    pub(super) fn is_double(&self, v: Value) -> bool {
        matches!(
            self.m.types.get(self.f.values[v].ty),
            kiln_ir::types::TypeData::Double
        )
    }

    /// Stores register `hw` to the 8-byte slot `home`.
    pub(super) fn store_home(&mut self, hw: u8, home: StackSlot) {
        let addr = Amode::Slot {
            slot: home,
            disp: 0,
        };
        if is_xmm(hw) {
            self.emit(Inst::XmmStore {
                op: XmmMemOp::Movsd,
                src: r(hw),
                addr,
            });
        } else {
            self.emit(Inst::Store {
                size: OperandSize::S64,
                src: r(hw),
                addr,
            });
        }
    }

    /// Loads the 8-byte slot `home` into register `hw`.
    pub(super) fn load_home(&mut self, hw: u8, home: StackSlot) {
        let addr = Amode::Slot {
            slot: home,
            disp: 0,
        };
        if is_xmm(hw) {
            self.emit(Inst::XmmLoad {
                op: XmmMemOp::Movsd,
                dst: r(hw),
                addr,
            });
        } else {
            self.emit(Inst::Load {
                ext: ExtMode::None64,
                dst: r(hw),
                addr,
            });
        }
    }

    /// `dst = src` within one class.
    pub(super) fn copy_reg(&mut self, dst: u8, src: u8) {
        if dst == src {
            return;
        }
        if is_xmm(dst) {
            self.emit(Inst::XmmMov {
                dst: r(dst),
                src: r(src),
            });
        } else {
            self.emit(Inst::MovRR {
                size: OperandSize::S64,
                dst: r(dst),
                src: r(src),
            });
        }
    }

    /// The register for the result `v` of the current instruction: the
    /// register its use asks for when that one is free (an argument
    /// register, `rax` for a return), else [`Self::take_reg`]'s choice.
    pub(super) fn result_reg(&mut self, v: Value) -> u8 {
        let hint = self.c.vals[v.index()].hint;
        if hint != NO_REG && self.available(hint) {
            self.lock(hint);
            return hint;
        }
        self.take_for(v)
    }

    /// [`Self::result_reg`] for an instruction that reads all its operands
    /// before it writes its result (a load): the wanted register may also
    /// be one of the instruction's dying operands.
    /// Without a free wanted register, `dying` (an operand register that
    /// holds no value any more) is taken when given.
    pub(super) fn result_reg_after_reads(&mut self, v: Value, dying: Option<u8>) -> u8 {
        let hint = self.c.vals[v.index()].hint;
        if hint != NO_REG && self.regs.owner[hint as usize] == 0 {
            self.lock(hint);
            return hint;
        }
        match dying {
            Some(d) if self.regs.owner[d as usize] == 0 && d != SCRATCH && !self.is_fp_value(v) => {
                d
            }
            _ => self.take_for(v),
        }
    }

    /// Frees `hw`, saving its value to its home first if it is still needed
    /// and not there.
    pub(super) fn evict(&mut self, hw: u8) {
        let Some(v) = self.owner(hw) else { return };
        let s = self.c.vals[v.index()];
        if s.uses > 0 && !s.in_home && !s.global {
            let home = self.home(v);
            self.store_home(hw, home);
            self.c.vals[v.index()].in_home = true;
        }
        self.drop_reg(hw);
    }

    /// Forgets what `hw` holds (no code).
    pub(super) fn drop_reg(&mut self, hw: u8) {
        if let Some(v) = self.owner(hw) {
            self.c.vals[v.index()].reg = NO_REG;
        }
        self.regs.owner[hw as usize] = 0;
    }

    /// Records that `hw` holds `v` (locked for the current instruction).
    pub(super) fn assign(&mut self, v: Value, hw: u8) {
        self.drop_reg(hw);
        self.regs.owner[hw as usize] = v.as_u32() + 1;
        self.c.vals[v.index()].reg = hw;
        self.lock(hw);
    }

    /// The home slot of `v`, created on first request.
    pub(super) fn home(&mut self, v: Value) -> StackSlot {
        match self.c.vals[v.index()].home {
            Some(s) => s,
            None => {
                let s = self.out.new_slot(8, 8);
                self.c.vals[v.index()].home = Some(s);
                s
            }
        }
    }

    /// Finishes the definition of `v` in `hw`: a value living in several
    /// blocks is stored to its home; a value nobody uses frees its register.
    pub(super) fn defined(&mut self, v: Value, hw: u8) {
        self.assign(v, hw);
        let s = self.c.vals[v.index()];
        if s.global {
            let home = self.home(v);
            self.store_home(hw, home);
            self.c.vals[v.index()].in_home = true;
        }
        if s.uses == 0 {
            self.drop_reg(hw);
        }
    }

    /// Counts one use of `v` as reached; a value with no use left gives its
    /// register back (it stays locked for the current instruction).
    pub(super) fn consume(&mut self, v: Value) {
        if !matches!(self.f.values[v].def, ValueDef::Param(_) | ValueDef::Inst(_)) {
            return;
        }
        let s = &mut self.c.vals[v.index()];
        s.uses = s.uses.saturating_sub(1);
        if s.uses == 0 && s.reg != NO_REG {
            let hw = s.reg;
            self.drop_reg(hw);
        }
    }

    /// The constant `v` stands for, if it is one.
    pub(super) fn const_of(&mut self, v: Value) -> GResult<Option<ConstVal>> {
        if self.c.vals[v.index()].alloca.is_some() {
            return Ok(None);
        }
        let ValueDef::Const(c) = self.f.values[v].def else {
            return Ok(None);
        };
        let m = self.m;
        let bits = m.types.int_bits(self.f.values[v].ty);
        let cv = match m.consts.get(c) {
            ConstData::Undef(_)
            | ConstData::Poison(_)
            | ConstData::Zero(_)
            | ConstData::Null(_) => ConstVal::Imm(0),
            ConstData::Int { val, .. } if bits == Some(1) => {
                ConstVal::Imm(i64::from(!val.is_zero()))
            }
            ConstData::Float { bits: b, .. } => match m.types.get(self.f.values[v].ty) {
                kiln_ir::types::TypeData::Float => ConstVal::Fp(*b as u64 & 0xffff_ffff, false),
                kiln_ir::types::TypeData::Double => ConstVal::Fp(*b as u64, true),
                _ => return Err(Unsupported),
            },
            ConstData::Int { val, .. } => {
                ConstVal::Imm(val.as_i128(bits.ok_or(Unsupported)?).ok_or(Unsupported)? as i64)
            }
            _ => match crate::values::const_addr(m, self.memo, c) {
                Some((None, x)) => ConstVal::Imm(x),
                Some((Some(gv), x)) => {
                    if m.globals[gv].thread_local != kiln_ir::module::ThreadLocal::No {
                        return Err(Unsupported);
                    }
                    ConstVal::Sym(gv, x)
                }
                None => return Err(Unsupported),
            },
        };
        Ok(Some(cv))
    }

    /// Whether global `gv` is addressed `rip`-relatively rather than
    /// through the GOT.
    pub(super) fn is_local_symbol(&mut self, gv: kiln_ir::GlobalValue) -> bool {
        crate::lower::resolves_locally(self.m, gv)
            && !crate::code_model::is_large_global(
                self.m,
                self.memo,
                self.isel.code_model,
                self.isel.large_data_threshold,
                gv,
            )
    }

    /// Writes constant `cv` into register `hw`.
    pub(super) fn materialize(&mut self, cv: ConstVal, hw: u8) {
        match cv {
            ConstVal::Fp(bits, double) if is_xmm(hw) => {
                if bits == 0 {
                    self.emit(Inst::Sse {
                        op: SseOp::Xorps,
                        dst: r(hw),
                        src1: r(hw),
                        src2: RegMem::Reg(r(hw)),
                    });
                } else {
                    let mut bytes = [0u8; 16];
                    bytes[..8].copy_from_slice(&bits.to_le_bytes());
                    let size = if double { 8 } else { 4 };
                    let id = self.out.side.add_const(PoolConst { bytes, size });
                    self.emit(Inst::XmmLoad {
                        op: if double {
                            XmmMemOp::Movsd
                        } else {
                            XmmMemOp::Movss
                        },
                        dst: r(hw),
                        addr: Amode::Const { id },
                    });
                }
            }
            ConstVal::Fp(bits, _) => self.emit(Inst::MovImm {
                size: OperandSize::S64,
                dst: r(hw),
                imm: bits as i64,
            }),
            ConstVal::Imm(x) => self.emit(Inst::MovImm {
                size: if x as u32 as i64 == x {
                    OperandSize::S32
                } else {
                    OperandSize::S64
                },
                dst: r(hw),
                imm: x,
            }),
            ConstVal::Sym(gv, disp) => {
                let sym = SymbolId(gv.as_u32());
                match i32::try_from(disp) {
                    Ok(d) if self.is_local_symbol(gv) => self.emit(Inst::Lea {
                        size: OperandSize::S64,
                        dst: r(hw),
                        addr: Amode::Symbol { sym, disp: d },
                    }),
                    _ => {
                        self.emit(Inst::Load {
                            ext: ExtMode::None64,
                            dst: r(hw),
                            addr: Amode::Got { sym },
                        });
                        self.add_const(hw, disp);
                    }
                }
            }
        }
    }

    /// `hw += k` (64 bits).
    pub(super) fn add_const(&mut self, hw: u8, k: i64) {
        if k == 0 {
            return;
        }
        match i32::try_from(k) {
            Ok(d) => self.emit(Inst::Lea {
                size: OperandSize::S64,
                dst: r(hw),
                addr: Amode::base(r(hw), d),
            }),
            Err(_) => {
                self.emit(Inst::MovImm {
                    size: OperandSize::S64,
                    dst: r(SCRATCH),
                    imm: k,
                });
                self.regs.clobbered.insert(R11);
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op: kiln_targets::x64::AluOp::Add,
                    dst: r(hw),
                    src1: r(hw),
                    src2: kiln_targets::x64::RegMemImm::Reg(r(SCRATCH)),
                });
            }
        }
    }

    /// A register holding `v` (locked for the current instruction); counts
    /// the use. Constants and alloca addresses go into a temporary.
    pub(super) fn opnd(&mut self, v: Value) -> GResult<u8> {
        let hw = self.fetch(v, 0)?;
        self.consume(v);
        Ok(hw)
    }

    /// [`Self::opnd`] without counting the use, never in a register of
    /// `avoid` when it has to be loaded.
    pub(super) fn fetch(&mut self, v: Value, avoid: u16) -> GResult<u8> {
        if let Some(slot) = self.c.vals[v.index()].alloca {
            let hw = self.take_reg(avoid);
            self.emit(Inst::Lea {
                size: OperandSize::S64,
                dst: r(hw),
                addr: Amode::Slot { slot, disp: 0 },
            });
            return Ok(hw);
        }
        if let Some(cv) = self.const_of(v)? {
            let hw = if self.is_fp_value(v) {
                self.take_xmm()
            } else {
                self.take_reg(avoid)
            };
            self.materialize(cv, hw);
            return Ok(hw);
        }
        let s = self.c.vals[v.index()];
        if s.reg != NO_REG {
            self.lock(s.reg);
            return Ok(s.reg);
        }
        if !(s.global || s.in_home) {
            return Err(Unsupported);
        }
        let home = self.home(v);
        let hw = if self.is_fp_value(v) {
            self.take_xmm()
        } else {
            self.take_reg(avoid)
        };
        self.load_home(hw, home);
        self.regs.owner[hw as usize] = v.as_u32() + 1;
        self.c.vals[v.index()].reg = hw;
        Ok(hw)
    }

    /// A register for the result of a two-address operation whose first
    /// operand is in `src`: `src` itself when nothing else needs it any
    /// more, else a copy (in the register result `v` wants, if any).
    pub(super) fn reuse_or_copy(&mut self, src: u8, v: Option<Value>) -> u8 {
        if self.regs.owner[src as usize] == 0 {
            return src;
        }
        let d = match v {
            Some(v) => self.result_reg(v),
            None if is_xmm(src) => self.take_xmm(),
            None => self.take_reg(0),
        };
        self.copy_reg(d, src);
        d
    }

    /// Moves the value in `hw` (if any) out of it, to another register or
    /// its home, and locks `hw` for the current instruction.
    pub(super) fn reserve(&mut self, hw: u8, avoid: u16) {
        if let Some(v) = self.owner(hw) {
            let s = self.c.vals[v.index()];
            if s.uses > 0 {
                let d = self.take_reg(avoid | (1 << hw));
                self.emit(Inst::MovRR {
                    size: OperandSize::S64,
                    dst: r(d),
                    src: r(hw),
                });
                self.rename_reg(hw, d);
            } else {
                self.drop_reg(hw);
            }
        }
        self.lock(hw);
    }

    /// Ends a block: every register is forgotten (values living on are in
    /// their homes).
    pub(super) fn end_block_regs(&mut self) {
        for hw in 0..32u8 {
            self.drop_reg(hw);
        }
        self.unlock_all();
    }
}
