//! The `.ll` parser: a hand-written lexer and recursive-descent parser over
//! bytes that builds a [`Module`].
//!
//! One token of lookahead; names are interned once; forward references to
//! values, blocks, globals, types, comdats, metadata and attribute groups are
//! placeholders resolved when the definition appears (or reported at the end
//! of the function or module). Nesting of types, constants and metadata is
//! bounded by [`MAX_DEPTH`], so no input can exhaust the stack.
//!
//! The work is split by topic: `lexer` and `keywords` (tokens), `tokens`
//! (batches of tokens, lexed on a second thread for large inputs), `types`,
//! `constants`, `exprs` (constant expressions and shared typing rules) and
//! `numbers` (literal conversion), `attributes`, `metadata`, `globals`
//! (global variables, aliases, ifuncs, comdats, function headers),
//! `function` (bodies, blocks and local values), `instructions`, `calls` and
//! `memory` (the instruction set), `finish` (end-of-module resolution), and
//! `nummap` (maps keyed by `%N`/`!N`/`@N` numbers).
//!
//! Conventions of the module it builds:
//! - Globals are in definition order (forward references are renumbered at
//!   the end); functions in definition order; `Function::layout` in label
//!   order; each block's instructions are a contiguous range.
//! - Source offsets: `GlobalValueData::offset` is the `@name` of a variable,
//!   alias or ifunc and the `define`/`declare` keyword of a function;
//!   `Function::inst_offsets` the first token of an instruction (`%x` of
//!   `%x = ...`); `Function::block_offsets` the label, or the first token of
//!   an unlabelled block.
//! - Float constants are bit patterns as described in `numbers`; integer
//!   attributes (`align 8`, `dereferenceable(16)`) keep the written number
//!   (bytes); attribute groups `#N` are merged into the sets of the places
//!   that name them (groups never defined are ignored, as by LLVM).
//! - `x86_mmx` is read as `<1 x i64>` (LLVM 20's upgrade); legacy typed
//!   pointers as `ptr`; `uselistorder` directives and summary entries (`^N`)
//!   are parsed and dropped.

mod alloc_kind_attr;
mod alloc_size_attr;
mod attributes;
mod calls;
mod constants;
mod di_field_values;
mod di_fields;
mod dwarf_names;
mod exprs;
mod finish;
mod fpclass_attr;
mod function;
mod globals;
mod implicit_intrinsics;
mod initializes_attr;
mod instructions;
mod keywords;
pub(crate) mod lexer;
mod memory;
mod memory_attr;
mod metadata;
mod numbers;
mod nummap;
mod range_attr;
mod tokens;
pub(crate) mod types;
mod uselistorder_bb;
mod vscale_range_attr;

#[cfg(test)]
mod tests;

use crate::attributes::{Attr, AttrSet};
use crate::constants::Const;
use crate::diagnostics::Diagnostic;
use crate::function::{Block, Function, Value};
use crate::metadata::{MdNode, MdNodeData, MdRef};
use crate::module::{Comdat, GlobalValue, Module};
use crate::symbols::{FxHashMap, Sym};
use crate::types::Type;
use lexer::{Kw, Lexer, Tok, Token};
use nummap::NumMap;

/// How deeply types, constants and metadata may nest, in text and (for
/// constants and types) in bitcode; see the nesting invariants on
/// [`Module`].
pub const MAX_DEPTH: u32 = 512;

/// Result of a parsing step. The diagnostic itself waits in
/// [`Parser::error`], so a result is as small as its value (a type, value or
/// constant handle comes back in registers).
pub(crate) type PResult<T> = Result<T, Failed>;

/// A failed parsing step; the diagnostic is in [`Parser::error`].
#[derive(Debug)]
pub(crate) struct Failed(());

/// Parses `.ll` text into a module, or reports the first error.
pub fn parse_module(src: &[u8]) -> Result<Module, Diagnostic> {
    if src.len() >= u32::MAX as usize {
        return Err(Diagnostic::new(0, "input too large (4 GiB or more)"));
    }
    let run = |source: tokens::Source<'_>| -> Result<Module, Diagnostic> {
        let mut p = Parser::new(src, source);
        match p.parse_top_level() {
            Ok(()) => p.finish(),
            Err(Failed(())) => Err(p.take_error()),
        }
    };
    if src.len() >= tokens::THREAD_MIN {
        // Lex on a second thread; fall back to inline lexing if threads
        // are unavailable.
        let threaded = std::thread::scope(|s| {
            let (tx, rx, back_tx, back_rx) = tokens::channels();
            let spawned = std::thread::Builder::new()
                .name("kiln-ll-lexer".into())
                .spawn_scoped(s, move || tokens::lex_thread(src, tx, back_rx));
            spawned
                .ok()
                .map(|_| run(tokens::Source::Channel { rx, back: back_tx }))
        });
        if let Some(r) = threaded {
            return r;
        }
    }
    run(tokens::Source::Inline(Lexer::new(src)))
}

/// A named or numbered type's state.
#[derive(Copy, Clone, Default, PartialEq)]
pub(crate) struct TypeSlot {
    /// The type (None if never mentioned).
    pub ty: Option<Type>,
    /// Whether a definition was seen.
    pub defined: bool,
    /// Offset of the first reference (for "undefined type" errors).
    pub use_off: u32,
}

/// A numbered metadata node's state.
#[derive(Copy, Clone, Default, PartialEq)]
pub(crate) struct MdSlot {
    /// The node (None if never mentioned).
    pub node: Option<MdNode>,
    /// Whether `!N = ...` was seen.
    pub defined: bool,
    /// Offset of the first reference.
    pub use_off: u32,
}

/// Per-global-value parse state, indexed like `Module::globals`.
#[derive(Copy, Clone, Default)]
pub(crate) struct GlobalState {
    /// Whether the definition (or declaration) was seen.
    pub defined: bool,
    /// Offset of the first reference while undefined.
    pub use_off: u32,
}

/// A comdat's parse state.
#[derive(Copy, Clone)]
pub(crate) struct ComdatSlot {
    pub comdat: Comdat,
    pub defined: bool,
    pub use_off: u32,
}

/// Where attributes from `#N` groups must be merged in at the end.
#[derive(Copy, Clone, Debug)]
pub(crate) enum AttrTarget {
    /// Function attributes of a function.
    Func(crate::module::FuncId),
    /// Function attributes of a call site in a function body.
    Call(crate::module::FuncId, crate::function::CallId),
    /// Attributes of a global variable.
    GlobalVar(GlobalValue),
}

/// A deferred attribute-group merge.
pub(crate) struct PendingAttrs {
    pub target: AttrTarget,
    /// Attributes written inline next to the group references.
    pub inline: AttrSet,
    /// Range in `Parser::pending_groups`.
    pub groups: (u32, u32),
}

/// The parser: lexer, module under construction, name tables, per-function
/// scratch state and scratch stacks.
pub(crate) struct Parser<'a> {
    pub src: &'a [u8],
    source: tokens::Source<'a>,
    /// The lexer's message for the last `Error` token received.
    last_error: Option<String>,
    /// The diagnostic of the failed step (see [`Failed`]).
    error: std::cell::Cell<Option<Diagnostic>>,
    /// The current token.
    pub tok: Token,
    /// Tokens lexed ahead in batches (`buf[next..len]` are unread).
    tok_buf: tokens::Buffer,
    tok_next: usize,
    tok_len: usize,
    /// The module being built.
    pub m: Module,
    /// Current nesting depth of types/constants/metadata.
    pub depth: u32,

    // ---- module-level name tables ----
    pub type_names: FxHashMap<Sym, TypeSlot>,
    pub type_nums: NumMap<TypeSlot>,
    pub next_type_num: u32,
    pub gstate: Vec<GlobalState>,
    pub global_nums: NumMap<Option<GlobalValue>>,
    pub next_global_num: u32,
    /// Global values in the order their definitions appeared.
    pub def_order: Vec<GlobalValue>,
    pub md_nums: NumMap<MdSlot>,
    pub md_inline: FxHashMap<MdNodeData, MdNode>,
    pub comdats: FxHashMap<Sym, ComdatSlot>,
    pub attr_groups: FxHashMap<u32, Box<[Attr]>>,
    pub pending_attrs: Vec<PendingAttrs>,
    pub pending_groups: Vec<u32>,
    /// `blockaddress` references waiting for their function's body.
    pub pending_blockaddrs: Vec<(GlobalValue, crate::constants::BlockName, u32)>,
    /// Interned `dbg` symbol (the hot attachment kind).
    pub sym_dbg: Sym,

    // ---- the function being parsed ----
    pub f: Function,
    pub fs: function::FnState,

    // ---- scratch stacks (push, use the tail, truncate) ----
    pub s_types: Vec<Type>,
    pub s_consts: Vec<Const>,
    pub s_values: Vec<Value>,
    pub s_attrs: Vec<Attr>,
    pub s_sets: Vec<AttrSet>,
    pub s_blocks: Vec<Block>,
    pub s_md: Vec<MdRef>,
    pub s_bytes: Vec<u8>,
    pub s_idx: Vec<u32>,
    pub s_gep_consts: Vec<Option<Const>>,
    pub s_fields: Vec<(Option<Sym>, crate::metadata::MdField)>,
    /// Direct-mapped cache of short words (packed) -> symbol; see
    /// `Parser::word_sym`.
    pub word_cache: Box<[(u128, u32)]>,
    pub s_case_set: FxHashMap<Const, ()>,
    /// The attribute set holding just one flag attribute, by kind.
    pub flag_sets: Vec<Option<AttrSet>>,
    /// Name token text (by the lexer's number) -> its interned name.
    pub name_syms: Vec<u32>,
    /// `@name` (by text number) -> its address as a `ptr` constant.
    pub global_ptr_cache: Vec<u32>,
    /// `@N` -> its address as a `ptr` constant.
    pub global_num_ptr_cache: FxHashMap<u32, Const>,
    /// `%name` (by text number, in type position) -> the type.
    pub type_name_cache: Vec<u32>,
    /// Types known to be sized, by index.
    pub sized_cache: Vec<bool>,
    /// Direct-mapped cache of small integer constants: (type index + 1,
    /// value, constant).
    pub int_cache: Box<[(u32, u64, Const)]>,
    /// Function types of calls without an explicit type, direct-mapped by
    /// a hash of `[ret, params..]` (`u32::MAX`: empty).
    pub fn_type_cache: Box<[u32]>,
}

impl<'a> Parser<'a> {
    fn new(src: &'a [u8], source: tokens::Source<'a>) -> Self {
        let tok = Token {
            kind: Tok::Comma,
            start: 0,
            end: 0,
        };
        let mut m = Module::default();
        let sym_dbg = m.symbols.intern(b"dbg");
        let mut p = Parser {
            src,
            source,
            last_error: None,
            error: std::cell::Cell::new(None),
            tok,
            tok_buf: tokens::new_buffer(),
            tok_next: 0,
            tok_len: 0,
            m,
            depth: 0,
            type_names: FxHashMap::default(),
            type_nums: NumMap::default(),
            next_type_num: 0,
            gstate: Vec::new(),
            global_nums: NumMap::default(),
            next_global_num: 0,
            def_order: Vec::new(),
            md_nums: NumMap::default(),
            md_inline: FxHashMap::default(),
            comdats: FxHashMap::default(),
            attr_groups: FxHashMap::default(),
            pending_attrs: Vec::new(),
            pending_groups: Vec::new(),
            pending_blockaddrs: Vec::new(),
            sym_dbg,
            f: Function::default(),
            fs: function::FnState::default(),
            s_types: Vec::new(),
            s_consts: Vec::new(),
            s_values: Vec::new(),
            s_attrs: Vec::new(),
            s_sets: Vec::new(),
            s_blocks: Vec::new(),
            s_md: Vec::new(),
            s_bytes: Vec::new(),
            s_idx: Vec::new(),
            s_gep_consts: Vec::new(),
            s_fields: Vec::new(),
            word_cache: vec![(0, u32::MAX); 1 << metadata::WORD_CACHE_BITS].into_boxed_slice(),
            s_case_set: FxHashMap::default(),
            sized_cache: Vec::new(),
            flag_sets: Vec::new(),
            name_syms: Vec::new(),
            global_ptr_cache: Vec::new(),
            global_num_ptr_cache: FxHashMap::default(),
            type_name_cache: Vec::new(),
            int_cache: vec![(0, 0, Const::from_u32(0)); constants::INT_CACHE].into_boxed_slice(),
            fn_type_cache: vec![u32::MAX; calls::FN_TYPE_CACHE].into_boxed_slice(),
        };
        p.bump();
        p
    }

    // ---------------------------------------------------------------
    // Token helpers
    // ---------------------------------------------------------------

    /// Advances to the next token; returns the one that was current.
    #[inline(always)]
    pub(crate) fn bump(&mut self) -> Token {
        let t = self.tok;
        if self.tok_next < self.tok_len {
            // `tok_len <= BATCH`: the mask only drops the bounds check.
            self.tok = self.tok_buf[self.tok_next % tokens::BATCH];
            self.tok_next += 1;
        } else {
            self.refill();
        }
        t
    }

    /// Lexes the next batch of tokens and makes the first current.
    #[inline(never)]
    fn refill(&mut self) {
        if self.tok.kind == Tok::Eof {
            return;
        }
        let (len, error) = self.source.next_batch(&mut self.tok_buf);
        if let Some(e) = error {
            self.last_error = Some(e);
        }
        self.tok_len = len;
        self.tok = match self.tok_buf[..len].first() {
            Some(&t) => t,
            None => Token {
                kind: Tok::Eof,
                start: self.src.len() as u32,
                end: self.src.len() as u32,
            },
        };
        self.tok_next = 1;
    }

    /// Whether the current token is `k`.
    #[inline]
    pub(crate) fn at(&self, k: Tok) -> bool {
        self.tok.kind == k
    }

    /// Whether the current token is keyword `k`.
    #[inline]
    pub(crate) fn at_kw(&self, k: Kw) -> bool {
        self.tok.kind == Tok::Kw(k)
    }

    /// Consumes the current token if it is `k`.
    #[inline]
    pub(crate) fn eat(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes keyword `k` if current.
    #[inline]
    pub(crate) fn eat_kw(&mut self, k: Kw) -> bool {
        self.eat(Tok::Kw(k))
    }

    /// Consumes `k` or reports `expected <what>`.
    #[inline]
    pub(crate) fn expect(&mut self, k: Tok, what: &str) -> PResult<Token> {
        if self.tok.kind == k {
            Ok(self.bump())
        } else {
            self.err(format!("expected {what}"))
        }
    }

    /// Consumes keyword `k` or reports `expected '<k>'`.
    pub(crate) fn expect_kw(&mut self, k: Kw) -> PResult<Token> {
        if self.tok.kind == Tok::Kw(k) {
            Ok(self.bump())
        } else {
            self.err(format!("expected '{}'", k.name()))
        }
    }

    /// An error at the current token.
    #[cold]
    pub(crate) fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        Err(self.fail(Diagnostic::new(self.tok.start as usize, msg)))
    }

    /// An error at `off`.
    #[cold]
    pub(crate) fn err_at<T>(&self, off: u32, msg: impl Into<String>) -> PResult<T> {
        Err(self.fail(Diagnostic::new(off as usize, msg)))
    }

    /// Records `d` as the diagnostic of the failing step.
    #[cold]
    pub(crate) fn fail(&self, d: Diagnostic) -> Failed {
        self.error.set(Some(d));
        Failed(())
    }

    /// The diagnostic of the failed parse.
    #[cold]
    fn take_error(&mut self) -> Diagnostic {
        self.error
            .take()
            .unwrap_or_else(|| Diagnostic::new(self.tok.start as usize, "invalid input"))
    }

    /// The source bytes of `t`.
    #[inline]
    pub(crate) fn text(&self, t: Token) -> &'a [u8] {
        let src: &'a [u8] = self.src;
        &src[t.start as usize..t.end as usize]
    }

    /// Enters a nested construct; errors beyond [`MAX_DEPTH`].
    #[inline]
    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err("nesting too deep");
        }
        Ok(())
    }

    /// Leaves a nested construct.
    #[inline]
    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    // ---------------------------------------------------------------
    // Names and strings
    // ---------------------------------------------------------------

    /// The raw name bytes of a name-like token (sigil and quotes removed,
    /// escapes not yet processed), and whether it was quoted.
    pub(crate) fn name_raw(&self, t: Token) -> (&'a [u8], bool) {
        let s = self.text(t);
        match t.kind {
            Tok::LocalVar(q) | Tok::GlobalVar(q) | Tok::ComdatVar(q) => {
                if q.quoted() {
                    (&s[2..s.len() - 1], true)
                } else {
                    (&s[1..], false)
                }
            }
            Tok::LabelStr(q) => {
                if q.quoted() {
                    (&s[1..s.len() - 2], true)
                } else {
                    (&s[..s.len() - 1], false)
                }
            }
            Tok::MetadataVar => (&s[1..], true),
            Tok::Str => (&s[1..s.len() - 1], true),
            _ => (s, false),
        }
    }

    /// Interns the (unescaped) name of `t`.
    #[inline]
    pub(crate) fn name_sym(&mut self, t: Token) -> PResult<Sym> {
        let id = name_id(t.kind);
        if let Some(&s) = self.name_syms.get(id)
            && s != u32::MAX
        {
            return Ok(Sym(s));
        }
        let s = self.name_sym_new(t)?;
        if id != usize::MAX {
            if id >= self.name_syms.len() {
                self.name_syms.resize(id + 1, u32::MAX);
            }
            self.name_syms[id] = s.0;
        }
        Ok(s)
    }

    /// [`Parser::name_sym`] for a text not seen before.
    #[inline(never)]
    fn name_sym_new(&mut self, t: Token) -> PResult<Sym> {
        let (raw, quoted) = self.name_raw(t);
        // A raw NUL byte in a quoted name is as invalid as an escaped one
        // (string constants may hold either).
        if quoted && !matches!(t.kind, Tok::Str) && raw.contains(&0) {
            return self.err_at(t.start, "NUL character is not allowed in names");
        }
        if quoted && raw.contains(&b'\\') {
            let mut buf = std::mem::take(&mut self.s_bytes);
            buf.clear();
            unescape(raw, &mut buf);
            if buf.contains(&0) && !matches!(t.kind, Tok::Str) {
                self.s_bytes = buf;
                return self.err_at(t.start, "NUL character is not allowed in names");
            }
            let s = self.m.symbols.intern(&buf);
            self.s_bytes = buf;
            Ok(s)
        } else {
            Ok(self.m.symbols.intern(raw))
        }
    }

    /// Expects a string constant and interns its unescaped bytes.
    pub(crate) fn parse_str(&mut self, what: &str) -> PResult<Sym> {
        if !self.at(Tok::Str) {
            return self.err(format!("expected {what}"));
        }
        let t = self.bump();
        self.name_sym(t)
    }

    /// Expects a string constant and returns its unescaped bytes.
    pub(crate) fn parse_str_bytes(&mut self, what: &str) -> PResult<Vec<u8>> {
        if !self.at(Tok::Str) {
            return self.err(format!("expected {what}"));
        }
        let t = self.bump();
        let (raw, _) = self.name_raw(t);
        let mut out = Vec::with_capacity(raw.len());
        unescape(raw, &mut out);
        Ok(out)
    }

    // ---------------------------------------------------------------
    // Small number helpers
    // ---------------------------------------------------------------

    /// Expects a non-negative decimal integer that fits in `u64`.
    pub(crate) fn parse_u64(&mut self, what: &str) -> PResult<u64> {
        let t = self.tok;
        let Tok::Int(small) = t.kind else {
            return self.err(format!("expected {what}"));
        };
        if small >= 0 {
            self.bump();
            return Ok(small as u64);
        }
        match numbers::dec_u64(self.text(t)) {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => self.err(format!("expected {what}")),
        }
    }

    /// Expects a non-negative decimal integer that fits in `u32`.
    pub(crate) fn parse_u32(&mut self, what: &str) -> PResult<u32> {
        let at = self.tok.start;
        let v = self.parse_u64(what)?;
        u32::try_from(v).or_else(|_| self.err_at(at, format!("{what} too large")))
    }

    /// `( N )` after `addrspace`, which must be current.
    pub(crate) fn parse_addrspace_parens(&mut self) -> PResult<u32> {
        self.expect_kw(Kw::AddrSpace)?;
        self.expect(Tok::LParen, "'(' in address space")?;
        if self.at(Tok::Str) {
            // Symbolic address spaces ("A", "G", "P") from the data layout.
            let t = self.bump();
            let v = match self.text(t) {
                b"\"A\"" => self.m.datalayout.alloca_addrspace(),
                b"\"G\"" => self.m.datalayout.globals_addrspace(),
                b"\"P\"" => self.m.datalayout.program_addrspace(),
                _ => return self.err_at(t.start, "invalid symbolic addrspace"),
            };
            self.expect(Tok::RParen, "')' in address space")?;
            return Ok(v);
        }
        let at = self.tok.start;
        let v = self.parse_u64("address space")?;
        if v >= (1 << 24) {
            return self.err_at(at, "invalid address space, must be a 24-bit integer");
        }
        self.expect(Tok::RParen, "')' in address space")?;
        Ok(v as u32)
    }

    /// `align N` (the keyword must be current): power of two, at most 2^32.
    #[inline(always)]
    pub(crate) fn parse_align(&mut self) -> PResult<crate::instructions::Align> {
        if self.at_kw(Kw::Align) {
            self.bump();
            // Fast path: `align 1`, `align 8`, ...
            if let Tok::Int(v) = self.tok.kind
                && v > 0
                && (v as u32).is_power_of_two()
            {
                self.bump();
                return Ok(crate::instructions::Align(v.trailing_zeros() as u8));
            }
            return self.parse_align_value();
        }
        self.expect_kw(Kw::Align)
            .map(|_| crate::instructions::Align::NONE)
    }

    /// The value after `align`: `N` or `(N)`.
    #[inline(never)]
    fn parse_align_value(&mut self) -> PResult<crate::instructions::Align> {
        let paren = self.eat(Tok::LParen);
        let at = self.tok.start;
        let v = self.parse_u64("alignment")?;
        if paren {
            self.expect(Tok::RParen, "')'")?;
        }
        self.align_value(v, at)
    }

    /// Checks an alignment in bytes.
    pub(crate) fn align_value(&self, v: u64, at: u32) -> PResult<crate::instructions::Align> {
        if !v.is_power_of_two() {
            return self.err_at(at, "alignment is not a power of two");
        }
        if v > 1 << 32 {
            return self.err_at(at, "huge alignments are not supported yet");
        }
        crate::instructions::Align::from_bytes(v)
            .map_or_else(|| self.err_at(at, "alignment is not a power of two"), Ok)
    }

    // ---------------------------------------------------------------
    // Top level
    // ---------------------------------------------------------------

    fn parse_top_level(&mut self) -> PResult<()> {
        loop {
            match self.tok.kind {
                Tok::Eof => return Ok(()),
                Tok::Kw(Kw::Define) => self.parse_define()?,
                Tok::Kw(Kw::Declare) => self.parse_declare()?,
                Tok::Kw(Kw::SourceFilename) => {
                    self.bump();
                    self.expect(Tok::Equal, "'=' after source_filename")?;
                    let s = self.parse_str("source_filename string")?;
                    self.m.source_filename = Some(s);
                }
                Tok::Kw(Kw::Target) => self.parse_target()?,
                Tok::Kw(Kw::Module) => {
                    self.m.module_asm_offsets.push(self.tok.start);
                    self.bump();
                    self.expect_kw(Kw::Asm)?;
                    let s = self.parse_str("string constant after 'module asm'")?;
                    self.m.module_asm.push(s);
                }
                Tok::Kw(Kw::Deplibs) => self.parse_deplibs()?,
                Tok::LocalVar(_) | Tok::LocalId(_) => self.parse_type_def()?,
                Tok::ComdatVar(_) => self.parse_comdat_def()?,
                Tok::GlobalVar(_) | Tok::GlobalId(_) => self.parse_named_global()?,
                Tok::Kw(Kw::Attributes) => self.parse_attr_group_def()?,
                Tok::MetadataVar => self.parse_named_md()?,
                Tok::MdId(n) => self.parse_md_def(n)?,
                Tok::Kw(Kw::UseListOrder) => self.parse_uselistorder()?,
                Tok::Kw(Kw::UseListOrderBb) => self.parse_uselistorder_bb()?,
                Tok::SummaryId => self.skip_summary_entry()?,
                Tok::Kw(
                    Kw::Private
                    | Kw::Internal
                    | Kw::AvailableExternally
                    | Kw::LinkOnce
                    | Kw::Weak
                    | Kw::Common
                    | Kw::Appending
                    | Kw::ExternWeak
                    | Kw::LinkOnceOdr
                    | Kw::WeakOdr
                    | Kw::External
                    | Kw::DsoLocal
                    | Kw::DsoPreemptable
                    | Kw::Default
                    | Kw::Hidden
                    | Kw::Protected
                    | Kw::DllImport
                    | Kw::DllExport
                    | Kw::ThreadLocal
                    | Kw::UnnamedAddr
                    | Kw::LocalUnnamedAddr
                    | Kw::Global
                    | Kw::Constant
                    | Kw::AddrSpace
                    | Kw::ExternallyInitialized,
                ) => self.parse_unnamed_global()?,
                _ => return self.err("expected top-level entity"),
            }
        }
    }

    /// `target triple = "..."` / `target datalayout = "..."`.
    fn parse_target(&mut self) -> PResult<()> {
        self.bump();
        if self.eat_kw(Kw::Triple) {
            self.expect(Tok::Equal, "'=' after target triple")?;
            let s = self.parse_str("string constant after 'target triple'")?;
            self.m.target_triple = Some(s);
            return Ok(());
        }
        if self.eat_kw(Kw::Datalayout) {
            self.expect(Tok::Equal, "'=' after target datalayout")?;
            let at = self.tok.start;
            let bytes = self.parse_str_bytes("string constant after 'target datalayout'")?;
            let Ok(text) = std::str::from_utf8(&bytes) else {
                return self.err_at(at, "invalid data layout string: not UTF-8");
            };
            match crate::datalayout::DataLayout::parse(text) {
                Ok(dl) => self.m.datalayout = dl,
                Err(e) => return self.err_at(at, e),
            }
            self.m.datalayout_text = Some(self.m.symbols.intern(&bytes));
            return Ok(());
        }
        self.err("unknown target property")
    }

    /// `deplibs = [ "a", "b" ]` (obsolete; ignored).
    fn parse_deplibs(&mut self) -> PResult<()> {
        self.bump();
        self.expect(Tok::Equal, "'=' after deplibs")?;
        self.expect(Tok::LSquare, "'=' after deplibs")?;
        if self.eat(Tok::RSquare) {
            return Ok(());
        }
        loop {
            self.parse_str("string in deplibs")?;
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RSquare, "']' at end of list")?;
        Ok(())
    }

    /// `^N = ...` summary entries: skipped (balanced parentheses).
    fn skip_summary_entry(&mut self) -> PResult<()> {
        self.bump();
        self.expect(Tok::Equal, "'=' here")?;
        // `gv:`, `module:`, `typeid:`, `flags:`, `blockcount:` then a
        // parenthesised body, or a bare number.
        if matches!(self.tok.kind, Tok::LabelStr(_)) {
            self.bump();
            if matches!(self.tok.kind, Tok::Int(_)) {
                self.bump();
                return Ok(());
            }
        }
        self.skip_balanced_parens().map(|_| ())
    }

    /// Skips `( ... )` with nesting (by counting, not recursion).
    pub(crate) fn skip_balanced_parens(&mut self) -> PResult<(Token, Token)> {
        let open = self.expect(Tok::LParen, "'('")?;
        let mut depth = 1u32;
        loop {
            match self.tok.kind {
                Tok::LParen => depth += 1,
                Tok::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        let close = self.bump();
                        return Ok((open, close));
                    }
                }
                Tok::Eof => return self.err("expected ')'"),
                Tok::Error => {
                    let msg = self.last_error.clone().unwrap_or_default();
                    return self.err(msg);
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// `uselistorder T v, { i, j, ... }` (parsed and ignored; also used
    /// inside function bodies).
    pub(crate) fn parse_uselistorder(&mut self) -> PResult<()> {
        self.bump();
        let ty = self.parse_type()?;
        match self.tok.kind {
            Tok::LocalVar(_) | Tok::LocalId(_) => {
                self.bump();
            }
            // Globals and constants are typed like any constant operand
            // (`uselistorder i7 @g` is an error, as in LLParser).
            _ => {
                self.parse_const(ty)?;
            }
        }
        self.expect(Tok::Comma, "',' in uselistorder directive")?;
        self.parse_uselist_indexes().map(|_| ())
    }

    /// `{ i, j, ... }` of a use-list order, checked as LLVM 19's
    /// `parseUseListOrderIndexes` does: at least two 32-bit indexes, their
    /// sum and maximum those of a permutation of `0..n`, not in order.
    /// Returns how many there are.
    fn parse_uselist_indexes(&mut self) -> PResult<u32> {
        self.expect(Tok::LBrace, "'{' here")?;
        let at = self.tok.start;
        if self.at(Tok::RBrace) {
            return self.err("expected non-empty list of uselistorder indexes");
        }
        let (mut n, mut offset, mut max, mut ordered) = (0u32, 0u32, 0u32, true);
        loop {
            let index = self.parse_u32("32-bit integer")?;
            offset = offset.wrapping_add(index.wrapping_sub(n));
            max = max.max(index);
            ordered &= index == n;
            n = n.wrapping_add(1);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "'}' here")?;
        if n < 2 {
            return self.err_at(at, "expected >= 2 uselistorder indexes");
        }
        if offset != 0 || max >= n {
            return self.err_at(
                at,
                "expected distinct uselistorder indexes in range [0, size)",
            );
        }
        if ordered {
            return self.err_at(at, "expected uselistorder indexes to change the order");
        }
        Ok(n)
    }
}

/// The lexer's number of a name token's text, `usize::MAX` for other tokens.
#[inline]
pub(crate) fn name_id(k: Tok) -> usize {
    match k {
        Tok::LocalVar(n) | Tok::GlobalVar(n) | Tok::ComdatVar(n) | Tok::LabelStr(n) => n.id(),
        _ => usize::MAX,
    }
}

/// Sets `table[i] = v`, growing the table with `u32::MAX` (none).
pub(crate) fn set_slot(table: &mut Vec<u32>, i: usize, v: u32) {
    if i >= table.len() {
        table.resize(i + 1, u32::MAX);
    }
    table[i] = v;
}

/// LLVM's unescaping: `\\` is a backslash, `\XX` (two hex digits) a byte;
/// any other backslash is kept.
pub(crate) fn unescape(raw: &[u8], out: &mut Vec<u8>) {
    let mut i = 0;
    while i < raw.len() {
        let c = raw[i];
        if c == b'\\' {
            if raw.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if let (Some(&a), Some(&b)) = (raw.get(i + 1), raw.get(i + 2))
                && a.is_ascii_hexdigit()
                && b.is_ascii_hexdigit()
            {
                out.push(hex_val(a) * 16 + hex_val(b));
                i += 3;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
}

/// The value of a hex digit (0 for non-digits).
#[inline]
pub(crate) fn hex_val(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 0,
    }
}
