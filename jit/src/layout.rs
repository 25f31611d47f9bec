//! Linking units in memory: deciding where every definition goes, which
//! imports need GOT entries and call stubs, writing bytes, patching
//! relocations and protecting the pages.
//!
//! Layout of the one mapping: code (all functions, then call stubs), then on
//! fresh pages read-only data and the GOT, then on fresh pages writable data
//! and zero-initialised data.

use crate::data_layout;
use crate::error::JitError;
use crate::frames::{FrameInfo, RegisteredFrames};
use crate::memory::{self, Access, PAGE};
use crate::relocate::{self, STUB_SIZE};
use crate::tls::{DESC_SIZE, TlsModule};
use kiln_targets::unit::CodeMeta;
use kiln_targets::unit::Unit;
use kiln_targets::{DataKind, RelocKind, SymbolId};
use memmap2::MmapMut;
use std::collections::HashMap;

/// Modules linked in memory, their code executable.
pub struct Linked {
    /// Unwind tables of the code, registered with the process's unwinder
    /// (declared first: deregistered before the code is unmapped).
    _frames: Option<RegisteredFrames>,
    map: MmapMut,
    /// Offset in `map` of the first byte of code (placed so that every
    /// definition is aligned).
    start: usize,
    /// Per unit, per symbol: its absolute address, if it resolved.
    addrs: Vec<Vec<Option<u64>>>,
    exports: HashMap<String, u64>,
    /// The thread-local variables' runtime, if there are any (declared
    /// after `map`: dropped after the code that uses it is unmapped).
    _tls: Option<Box<TlsModule>>,
}

impl Linked {
    /// The address of symbol `sym` of unit `unit`, if it was resolved.
    pub fn address(&self, unit: usize, sym: SymbolId) -> Option<u64> {
        *self.addrs.get(unit)?.get(sym.0 as usize)?
    }

    /// The address of the exported (non-local) definition named `name`.
    pub fn exported(&self, name: &str) -> Option<u64> {
        self.exports.get(name).copied()
    }

    /// Bytes of the mapping (for tests and dumps).
    pub fn memory(&self) -> &[u8] {
        &self.map[self.start..]
    }
}

struct Definitions {
    /// Per unit, per symbol: kind of definition.
    defined: Vec<Vec<Def>>,
    /// Exported name → (unit, symbol).
    global: HashMap<String, (usize, SymbolId)>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Def {
    None,
    Code(usize),
    Data(usize),
    /// Thread-local data: no address of its own, only per-thread copies.
    Tls(usize),
    Alias(usize),
}

fn collect_definitions(units: &[Unit]) -> Result<Definitions, JitError> {
    let mut defined = Vec::with_capacity(units.len());
    let mut global: HashMap<String, (usize, SymbolId)> = HashMap::new();
    for (u, unit) in units.iter().enumerate() {
        let mut defs = vec![Def::None; unit.symbols.len()];
        let mut set = |sym: SymbolId, d: Def| -> Result<(), JitError> {
            let slot = defs
                .get_mut(sym.0 as usize)
                .ok_or_else(|| JitError::Undefined(format!("symbol #{} of module {u}", sym.0)))?;
            *slot = d;
            Ok(())
        };
        for (i, c) in unit.code.iter().enumerate() {
            set(c.sym, Def::Code(i))?;
        }
        for (i, d) in unit.data.iter().enumerate() {
            let tls = matches!(d.kind, DataKind::ThreadData | DataKind::ThreadZero);
            set(d.sym, if tls { Def::Tls(i) } else { Def::Data(i) })?;
        }
        for (i, a) in unit.aliases.iter().enumerate() {
            set(a.sym, Def::Alias(i))?;
        }
        for (s, d) in defs.iter().enumerate() {
            let info = &unit.symbols[s];
            if *d == Def::None || info.local {
                continue;
            }
            match global.get(&info.name) {
                None => {
                    global.insert(info.name.clone(), (u, SymbolId(s as u32)));
                }
                Some(&(pu, ps)) => {
                    let prev_weak = units[pu].symbols[ps.0 as usize].weak;
                    if prev_weak && !info.weak {
                        global.insert(info.name.clone(), (u, SymbolId(s as u32)));
                    } else if !prev_weak && !info.weak {
                        return Err(JitError::Duplicate(info.name.clone()));
                    }
                }
            }
        }
        defined.push(defs);
    }
    Ok(Definitions { defined, global })
}

fn align_up(x: u64, a: u64) -> u64 {
    let a = a.max(1);
    x.div_ceil(a) * a
}

/// Links `units` into fresh memory. Imports are looked up first among the
/// other units' exported definitions, then with `resolve` (normally
/// [`crate::process_symbol`]). Only referenced imports must resolve. The
/// code gets no unwind tables (see [`link_with_frames`]).
pub fn link(units: &[Unit], resolve: &dyn Fn(&str) -> Option<usize>) -> Result<Linked, JitError> {
    link_with_frames(units, &[], resolve)
}

/// [`link`], and registers unwind tables for the code with the process's
/// unwinder: `metas[u][i]` describes `units[u].code[i]` (its instruction
/// length and prologue steps; missing entries get no table), so that
/// `backtrace()`, C++ exceptions and Rust panics pass through JIT frames.
pub fn link_with_frames(
    units: &[Unit],
    metas: &[&[CodeMeta]],
    resolve: &dyn Fn(&str) -> Option<usize>,
) -> Result<Linked, JitError> {
    let defs = collect_definitions(units)?;

    // Offsets of definitions within their sections.
    let mut text_len = 0u64;
    let mut code_align = 16u64;
    let mut code_off: Vec<Vec<u64>> = Vec::new();
    for unit in units {
        let mut offs = Vec::with_capacity(unit.code.len());
        for c in &unit.code {
            data_layout::check_align(unit, c.sym, c.align)?;
            code_align = code_align.max(c.align);
            text_len = align_up(text_len, c.align.max(16));
            offs.push(text_len);
            text_len += c.bytes.len() as u64;
        }
        code_off.push(offs);
    }
    let data = data_layout::lay_out(units, code_align)?;
    let (ro_len, ro_align) = data.ro;
    let (rw_len, rw_align) = data.rw;
    let (tls_len, tls_align) = data.tls;
    let data_off = data.offsets;

    // Imports that need a GOT entry (and, for calls, a stub).
    let mut resolver = Resolver {
        units,
        defs: &defs,
        resolve,
        cache: HashMap::new(),
        known: Vec::new(),
    };
    let mut got_index: HashMap<(usize, u32), u64> = HashMap::new();
    let mut stub_index: HashMap<(usize, u32), u64> = HashMap::new();
    let mut desc_index: HashMap<(usize, usize, i64), u64> = HashMap::new();
    for (u, unit) in units.iter().enumerate() {
        let relocs = unit.code.iter().flat_map(|c| c.relocs.iter());
        for r in relocs {
            let key = resolver.canonical(u, r.sym, 0)?;
            let external = matches!(key, Canon::Process(_));
            let k = resolver.key(u, r.sym, key);
            if r.kind == RelocKind::X86TlsGd {
                let d = tls_target(&resolver, u, r.sym, key)?;
                let n = desc_index.len() as u64;
                desc_index.entry(d).or_insert(n);
                continue;
            }
            if r.kind == RelocKind::X86GotPcRel4 || (external && r.kind == RelocKind::X86CallPlt4) {
                let n = got_index.len() as u64;
                got_index.entry(k).or_insert(n);
            }
            if external && r.kind == RelocKind::X86CallPlt4 {
                let n = stub_index.len() as u64;
                stub_index.entry(k).or_insert(n);
            }
        }
    }
    let stubs_off = align_up(text_len, 16);
    let text_end = stubs_off + stub_index.len() as u64 * STUB_SIZE;
    // The mapping's start and each region's start are aligned to the
    // largest alignment of any definition but the anchor (whose address
    // the mapping's placement aligns).
    let align = code_align.max(ro_align).max(rw_align).max(PAGE);
    let too_large = || {
        JitError::Memory(format!(
            "{ro_len} bytes of constants and {rw_len} bytes of data do not fit in memory"
        ))
    };
    let ro_base = align_up(text_end, align);
    let got_off = ro_len
        .checked_next_multiple_of(8)
        .and_then(|n| n.checked_add(ro_base))
        .ok_or_else(too_large)?;
    let desc_off = got_off
        .checked_add(got_index.len() as u64 * 8)
        .and_then(|n| n.checked_next_multiple_of(DESC_SIZE))
        .ok_or_else(too_large)?;
    let rw_base = desc_off
        .checked_add(desc_index.len() as u64 * DESC_SIZE)
        .and_then(|n| n.checked_next_multiple_of(align))
        .ok_or_else(too_large)?;
    let total = rw_base
        .checked_add(rw_len)
        .and_then(|n| n.checked_next_multiple_of(PAGE))
        .ok_or_else(too_large)?;

    let anchor = data.anchor.map(|a| {
        let (rw, off) = data_off[a.unit][a.index];
        (if rw { rw_base } else { ro_base } + off, a.align)
    });
    let (mut mapping, pad) = memory::allocate(total, align, anchor)?;
    let map = &mut mapping[pad..];
    let base = map.as_ptr() as u64;
    let mut tls_image = vec![0u8; tls_len as usize];

    let placement = Placement {
        base,
        code_off,
        data_off,
        ro_base,
        rw_base,
    };
    let mut addrs: Vec<Vec<Option<u64>>> = Vec::with_capacity(units.len());
    for (u, unit) in units.iter().enumerate() {
        let v = (0..unit.symbols.len())
            .map(|s| placement.offset(&defs, u, s).map(|off| base + off))
            .collect();
        addrs.push(v);
    }
    let code_off = &placement.code_off;
    let data_off = &placement.data_off;

    // Bytes and relocations.
    for (u, unit) in units.iter().enumerate() {
        for (i, c) in unit.code.iter().enumerate() {
            let off = code_off[u][i];
            map[off as usize..off as usize + c.bytes.len()].copy_from_slice(&c.bytes);
            for r in &c.relocs {
                let canon = resolver.canonical(u, r.sym, 0)?;
                let k = resolver.key(u, r.sym, canon);
                let target = match r.kind {
                    RelocKind::X86TlsGd => {
                        let d = tls_target(&resolver, u, r.sym, canon)?;
                        base + desc_off + desc_index[&d] * DESC_SIZE
                    }
                    _ if resolver.is_tls(canon) => {
                        return Err(tls_address_taken(unit, r.sym));
                    }
                    RelocKind::X86GotPcRel4 => base + got_off + got_index[&k] * 8,
                    RelocKind::X86CallPlt4 if stub_index.contains_key(&k) => {
                        base + stubs_off + stub_index[&k] * STUB_SIZE
                    }
                    _ => resolver.address(&placement, u, r.sym)?,
                };
                let what = || {
                    format!(
                        "in '{}' to '{}'",
                        unit.symbols[c.sym.0 as usize].name, unit.symbols[r.sym.0 as usize].name
                    )
                };
                relocate::patch(
                    map,
                    base,
                    off + r.offset as u64,
                    r.kind,
                    target.wrapping_add(r.addend as u64),
                    &what,
                )?;
            }
        }
        for (i, d) in unit.data.iter().enumerate() {
            let (rw, o) = data_off[u][i];
            let tls = matches!(d.kind, DataKind::ThreadData | DataKind::ThreadZero);
            let (mem, mem_base, off) = if tls {
                (&mut tls_image[..], 0, o)
            } else {
                (
                    &mut map[..],
                    base,
                    if rw { rw_base + o } else { ro_base + o },
                )
            };
            if !matches!(d.kind, DataKind::Zero | DataKind::ThreadZero) {
                let n = d.bytes.len().min(d.size as usize);
                mem[off as usize..off as usize + n].copy_from_slice(&d.bytes[..n]);
            }
            for r in &d.relocs {
                let canon = resolver.canonical(u, r.sym, 0)?;
                if resolver.is_tls(canon) {
                    return Err(tls_address_taken(unit, r.sym));
                }
                let target = resolver.address(&placement, u, r.sym)?;
                let what = || {
                    format!(
                        "in '{}' to '{}'",
                        unit.symbols[d.sym.0 as usize].name, unit.symbols[r.sym.0 as usize].name
                    )
                };
                relocate::patch(
                    mem,
                    mem_base,
                    off + r.offset as u64,
                    r.kind,
                    target.wrapping_add(r.addend as u64),
                    &what,
                )?;
            }
        }
    }
    // Thread-local variables: the runtime and the descriptors naming it.
    let tls = if tls_len > 0 || !desc_index.is_empty() {
        Some(TlsModule::new(tls_image, tls_align)?)
    } else {
        None
    };
    if let Some(module) = &tls {
        let module_addr = &**module as *const TlsModule as u64;
        for (&(du, di, extra), &n) in &desc_index {
            let offset = data_off[du][di].1.wrapping_add(extra as u64);
            let at = (desc_off + n * DESC_SIZE) as usize;
            map[at..at + 8].copy_from_slice(&module_addr.to_le_bytes());
            map[at + 8..at + 16].copy_from_slice(&offset.to_le_bytes());
        }
    }
    // GOT entries and stubs.
    for (&(u, s), &n) in &got_index {
        let target = resolver.address(&placement, u, SymbolId(s))?;
        let at = (got_off + n * 8) as usize;
        map[at..at + 8].copy_from_slice(&target.to_le_bytes());
    }
    for (&k, &n) in &stub_index {
        relocate::write_stub(
            map,
            base,
            stubs_off + n * STUB_SIZE,
            base + got_off + got_index[&k] * 8,
        )?;
    }
    // Aliases and exports.
    for (u, unit) in units.iter().enumerate() {
        for a in &unit.aliases {
            addrs[u][a.sym.0 as usize] = resolver.address(&placement, u, a.sym).ok();
        }
    }
    let mut exports = HashMap::new();
    for (name, &(u, s)) in &defs.global {
        if let Some(a) = addrs[u][s.0 as usize] {
            exports.insert(name.clone(), a);
        }
    }

    memory::protect(map, 0, ro_base, Access::Execute)?;
    memory::protect(map, ro_base, rw_base - ro_base, Access::Read)?;
    let mut frames = Vec::new();
    for (u, unit) in units.iter().enumerate() {
        let unit_metas = metas.get(u).copied().unwrap_or(&[]);
        for (blob, meta) in unit.code.iter().zip(unit_metas) {
            if let (Some(start), false) = (addrs[u][blob.sym.0 as usize], meta.unwind.is_empty()) {
                let len = match meta.code_len {
                    0 => blob.bytes.len() as u64,
                    n => n as u64,
                };
                frames.push(FrameInfo {
                    start,
                    len,
                    steps: &meta.unwind,
                });
            }
        }
    }
    Ok(Linked {
        _frames: RegisteredFrames::register(&frames),
        map: mapping,
        start: pad,
        addrs,
        exports,
        _tls: tls,
    })
}

/// Where the sections and definitions went.
struct Placement {
    base: u64,
    code_off: Vec<Vec<u64>>,
    data_off: Vec<Vec<(bool, u64)>>,
    ro_base: u64,
    rw_base: u64,
}

impl Placement {
    /// Offset into the mapping of symbol `s` of unit `u`, if it is defined
    /// by code or data there.
    fn offset(&self, defs: &Definitions, u: usize, s: usize) -> Option<u64> {
        match defs.defined[u][s] {
            Def::Code(i) => Some(self.code_off[u][i]),
            Def::Data(i) => {
                let (rw, off) = self.data_off[u][i];
                Some(if rw {
                    self.rw_base + off
                } else {
                    self.ro_base + off
                })
            }
            Def::None | Def::Alias(_) | Def::Tls(_) => None,
        }
    }
}

/// What a symbol reference finally means.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Canon {
    /// A definition in a unit, plus a byte offset (from aliases).
    Defined(usize, SymbolId, i64),
    /// An address in the process.
    Process(u64),
}

struct Resolver<'a> {
    units: &'a [Unit],
    defs: &'a Definitions,
    resolve: &'a dyn Fn(&str) -> Option<usize>,
    cache: HashMap<String, u64>,
    /// The answer of [`Resolver::canonical`] for each unit's symbols, once
    /// known (every relocation asks it about its symbol several times).
    known: Vec<Vec<Option<Canon>>>,
}

impl Resolver<'_> {
    /// Follows imports and aliases to a definition or a process address.
    fn canonical(&mut self, u: usize, sym: SymbolId, depth: u32) -> Result<Canon, JitError> {
        if self.known.len() != self.units.len() {
            self.known = self
                .units
                .iter()
                .map(|unit| vec![None; unit.symbols.len()])
                .collect();
        }
        if let Some(&Some(c)) = self.known[u].get(sym.0 as usize) {
            return Ok(c);
        }
        let c = self.resolve_symbol(u, sym, depth)?;
        if let Some(slot) = self.known[u].get_mut(sym.0 as usize) {
            *slot = Some(c);
        }
        Ok(c)
    }

    /// [`Resolver::canonical`] without the memo.
    fn resolve_symbol(&mut self, u: usize, sym: SymbolId, depth: u32) -> Result<Canon, JitError> {
        let unit = &self.units[u];
        let s = sym.0 as usize;
        let info = unit
            .symbols
            .get(s)
            .ok_or_else(|| JitError::Undefined(format!("symbol #{s} of module {u}")))?;
        if depth > 64 {
            return Err(JitError::Unsupported(format!(
                "alias chain through '{}' too long or cyclic",
                info.name
            )));
        }
        // A weak or non-local definition may be overridden by a strong one elsewhere.
        let here = self.defs.defined[u][s];
        if !info.local
            && let Some(&(gu, gs)) = self.defs.global.get(&info.name)
            && (gu, gs) != (u, sym)
            && (here == Def::None || info.weak)
        {
            return self.canonical(gu, gs, depth + 1);
        }
        match here {
            Def::Code(_) | Def::Data(_) | Def::Tls(_) => Ok(Canon::Defined(u, sym, 0)),
            Def::Alias(i) => {
                let a = unit.aliases[i];
                match self.canonical(u, a.target, depth + 1)? {
                    Canon::Defined(du, ds, off) => Ok(Canon::Defined(du, ds, off + a.offset)),
                    Canon::Process(addr) => Ok(Canon::Process(addr.wrapping_add(a.offset as u64))),
                }
            }
            Def::None => {
                if let Some(&a) = self.cache.get(&info.name) {
                    return Ok(Canon::Process(a));
                }
                // An undefined weak reference is null, as a static linker makes it.
                let addr = match (self.resolve)(&info.name) {
                    Some(a) => a as u64,
                    None if info.weak => 0,
                    None => return Err(JitError::Undefined(info.name.clone())),
                };
                self.cache.insert(info.name.clone(), addr);
                Ok(Canon::Process(addr))
            }
        }
    }

    /// The absolute address symbol `sym` of unit `u` stands for.
    fn address(&mut self, placement: &Placement, u: usize, sym: SymbolId) -> Result<u64, JitError> {
        match self.canonical(u, sym, 0)? {
            Canon::Defined(du, ds, extra) => {
                let off = placement
                    .offset(self.defs, du, ds.0 as usize)
                    .ok_or_else(|| {
                        JitError::Undefined(self.units[du].symbols[ds.0 as usize].name.clone())
                    })?;
                Ok((placement.base + off).wrapping_add(extra as u64))
            }
            Canon::Process(addr) => Ok(addr),
        }
    }

    /// Whether `canon` is a thread-local variable.
    fn is_tls(&self, canon: Canon) -> bool {
        matches!(canon, Canon::Defined(du, ds, _) if matches!(self.defs.defined[du][ds.0 as usize], Def::Tls(_)))
    }

    /// A key identifying the final target, for sharing GOT entries/stubs.
    fn key(&self, u: usize, sym: SymbolId, canon: Canon) -> (usize, u32) {
        match canon {
            Canon::Defined(du, ds, 0) => (du, ds.0),
            _ => (u, sym.0),
        }
    }
}

/// The thread-local variable a TLSGD relocation of unit `u` against `sym`
/// (resolved to `canon`) names: (unit, data index, offset from aliases).
fn tls_target(
    resolver: &Resolver<'_>,
    u: usize,
    sym: SymbolId,
    canon: Canon,
) -> Result<(usize, usize, i64), JitError> {
    match canon {
        Canon::Defined(du, ds, extra) => match resolver.defs.defined[du][ds.0 as usize] {
            Def::Tls(i) => Ok((du, i, extra)),
            _ => Err(JitError::Unsupported(format!(
                "'{}' is used as a thread-local variable but is not one",
                resolver.units[u].symbols[sym.0 as usize].name
            ))),
        },
        Canon::Process(_) => Err(JitError::Unsupported(format!(
            "thread-local variable '{}' defined outside the JIT's modules",
            resolver.units[u].symbols[sym.0 as usize].name
        ))),
    }
}

/// The error for a thread-local variable's address used other than
/// through the TLS sequence (as a constant, in data or code).
fn tls_address_taken(unit: &Unit, sym: SymbolId) -> JitError {
    JitError::Unsupported(format!(
        "the address of thread-local variable '{}' as a constant",
        unit.symbols[sym.0 as usize].name
    ))
}
