//! Module-level values: global variables, aliases, ifuncs, comdats, and
//! function headers (`define`/`declare`), with every keyword of the
//! LangRef. Globals may be referenced before their definition; the
//! placeholder created at the first reference becomes the definition.

use super::attributes::FnAttrs;
use super::function::ParamInfo;
use super::lexer::{Kw, Tok, Token};
use super::{AttrTarget, ComdatSlot, GlobalState, PResult, Parser};
use crate::attributes::{AttrList, AttrSet};
use crate::instructions::Align;
use crate::module::{
    CodeModel, Comdat, ComdatData, ComdatKind, DllStorage, FuncData, GlobalKind, GlobalValue,
    GlobalValueData, GlobalVar, Linkage, SanitizerFlags, ThreadLocal, UnnamedAddr, Visibility,
};
use crate::symbols::Sym;
use crate::types::{Type, TypeData};

/// The specifiers that may precede `global`/`alias`/`define`...
#[derive(Default)]
pub(crate) struct Specifiers {
    pub linkage: Linkage,
    pub dso_local: bool,
    pub visibility: Visibility,
    pub dll: DllStorage,
    pub thread_local: ThreadLocal,
    pub unnamed_addr: UnnamedAddr,
    pub linkage_written: bool,
}

impl<'a> Parser<'a> {
    /// A fresh, undefined global value (a forward reference).
    pub(crate) fn new_global_placeholder(
        &mut self,
        name: Option<Sym>,
        addrspace: u32,
        off: u32,
    ) -> GlobalValue {
        let void = self.m.types.common.void;
        let gv = self.m.globals.push(GlobalValueData {
            name,
            linkage: Linkage::External,
            visibility: Visibility::Default,
            dll_storage: DllStorage::Default,
            thread_local: ThreadLocal::No,
            unnamed_addr: UnnamedAddr::None,
            dso_local: false,
            addrspace,
            value_type: void,
            section: None,
            partition: None,
            comdat: None,
            align: Align::NONE,
            attachments: Vec::new(),
            offset: off,
            kind: GlobalKind::Var(GlobalVar::default()),
        });
        self.gstate.push(GlobalState {
            defined: false,
            use_off: off,
        });
        gv
    }

    /// Finds or creates the global value being defined by `name_tok` (a
    /// `@name`/`@N` token, or `None` for an unnamed global), checking it was
    /// not defined before. Returns the handle, to be filled in by the caller.
    fn define_global(
        &mut self,
        name_tok: Option<Token>,
        addrspace: u32,
        at: u32,
    ) -> PResult<GlobalValue> {
        self.define_global_at(name_tok, addrspace, at, at, false)
    }

    /// [`Parser::define_global`] with errors reported at `err_at` and the
    /// definition recorded at offset `at`.
    fn define_global_at(
        &mut self,
        name_tok: Option<Token>,
        addrspace: u32,
        at: u32,
        err_at: u32,
        is_function: bool,
    ) -> PResult<GlobalValue> {
        let (existing, name) = match name_tok.map(|t| (t, t.kind)) {
            Some((t, Tok::GlobalId(n))) => {
                if n < self.next_global_num {
                    return self.err_at(
                        t.start,
                        format!(
                            "global expected to be numbered '@{}' or greater",
                            self.next_global_num
                        ),
                    );
                }
                self.next_global_num = n + 1;
                (self.global_nums.get(n), None)
            }
            Some((t, _)) => {
                let s = self.name_sym(t)?;
                (self.m.global_names.get(&s).copied(), Some(s))
            }
            None => {
                let n = self.next_global_num;
                self.next_global_num = n + 1;
                (None, None)
            }
        };
        let gv = match existing {
            Some(gv) => {
                if self.gstate[gv.index()].defined {
                    let what = String::from_utf8_lossy(self.text(name_tok.unwrap_or(self.tok)))
                        .into_owned();
                    let msg = match (is_function, &self.m.globals[gv].kind) {
                        (true, GlobalKind::Func(_)) => {
                            let raw = what.trim_start_matches('@').trim_matches('"');
                            format!("invalid redefinition of function '{raw}'")
                        }
                        (true, _) => format!("redefinition of function '{what}'"),
                        _ => format!("redefinition of global '{what}'"),
                    };
                    return self.err_at(err_at, msg);
                }
                let have = self.m.globals[gv].addrspace;
                if have != addrspace {
                    let (a, b) = (self.m.types.ptr(addrspace), self.m.types.ptr(have));
                    return self.err_at(
                        err_at,
                        format!(
                            "forward reference and definition of global have different types ('{}' vs '{}')",
                            self.type_str(a),
                            self.type_str(b)
                        ),
                    );
                }
                gv
            }
            None => {
                let gv = self.new_global_placeholder(name, addrspace, at);
                match name_tok.map(|t| t.kind) {
                    Some(Tok::GlobalId(n)) => self.global_nums.set(n, Some(gv)),
                    None => {
                        let n = self.next_global_num - 1;
                        self.global_nums.set(n, Some(gv));
                    }
                    _ => {
                        if let Some(s) = name {
                            self.m.global_names.insert(s, gv);
                        }
                    }
                }
                gv
            }
        };
        self.gstate[gv.index()] = GlobalState {
            defined: true,
            use_off: 0,
        };
        self.def_order.push(gv);
        Ok(gv)
    }

    /// Linkage, preemption, visibility, DLL storage, thread_local and
    /// unnamed_addr specifiers, in LLVM's order.
    pub(crate) fn parse_specifiers(&mut self, allow_tls: bool) -> PResult<Specifiers> {
        let mut s = Specifiers::default();
        if let Tok::Kw(k) = self.tok.kind {
            let l = match k {
                Kw::Private => Some(Linkage::Private),
                Kw::Internal => Some(Linkage::Internal),
                Kw::AvailableExternally => Some(Linkage::AvailableExternally),
                Kw::LinkOnce => Some(Linkage::LinkOnce),
                Kw::Weak => Some(Linkage::Weak),
                Kw::Common => Some(Linkage::Common),
                Kw::Appending => Some(Linkage::Appending),
                Kw::ExternWeak => Some(Linkage::ExternWeak),
                Kw::LinkOnceOdr => Some(Linkage::LinkOnceOdr),
                Kw::WeakOdr => Some(Linkage::WeakOdr),
                Kw::External => Some(Linkage::ExternalExplicit),
                _ => None,
            };
            if let Some(l) = l {
                self.bump();
                s.linkage = l;
                s.linkage_written = true;
            }
        }
        if self.eat_kw(Kw::DsoLocal) {
            s.dso_local = true;
        } else {
            self.eat_kw(Kw::DsoPreemptable);
        }
        s.visibility = match self.tok.kind {
            Tok::Kw(Kw::Default) => Visibility::Default,
            Tok::Kw(Kw::Hidden) => Visibility::Hidden,
            Tok::Kw(Kw::Protected) => Visibility::Protected,
            _ => Visibility::Default,
        };
        if matches!(
            self.tok.kind,
            Tok::Kw(Kw::Default | Kw::Hidden | Kw::Protected)
        ) {
            self.bump();
        }
        s.dll = match self.tok.kind {
            Tok::Kw(Kw::DllImport) => DllStorage::Import,
            Tok::Kw(Kw::DllExport) => DllStorage::Export,
            _ => DllStorage::Default,
        };
        if s.dll != DllStorage::Default {
            self.bump();
        }
        if allow_tls && self.eat_kw(Kw::ThreadLocal) {
            s.thread_local = ThreadLocal::GeneralDynamic;
            if self.eat(Tok::LParen) {
                s.thread_local = match self.tok.kind {
                    Tok::Kw(Kw::LocalDynamic) => ThreadLocal::LocalDynamic,
                    Tok::Kw(Kw::InitialExec) => ThreadLocal::InitialExec,
                    Tok::Kw(Kw::LocalExec) => ThreadLocal::LocalExec,
                    _ => return self.err("expected localdynamic, initialexec or localexec"),
                };
                self.bump();
                self.expect(Tok::RParen, "')' after thread local model")?;
            }
        }
        s.unnamed_addr = self.parse_opt_unnamed_addr()?;
        Ok(s)
    }

    /// Local linkage requires default visibility and no DLL storage class.
    fn check_local_linkage(&self, spec: &Specifiers, at: u32) -> PResult<()> {
        if spec.linkage.is_local() {
            if spec.visibility != Visibility::Default {
                return self.err_at(at, "symbol with local linkage must have default visibility");
            }
            if spec.dll != DllStorage::Default {
                return self.err_at(
                    at,
                    "symbol with local linkage cannot have a DLL storage class",
                );
            }
        }
        Ok(())
    }

    fn parse_opt_unnamed_addr(&mut self) -> PResult<UnnamedAddr> {
        Ok(if self.eat_kw(Kw::UnnamedAddr) {
            UnnamedAddr::Global
        } else if self.eat_kw(Kw::LocalUnnamedAddr) {
            UnnamedAddr::Local
        } else {
            UnnamedAddr::None
        })
    }

    /// `@name = ...` / `@N = ...`
    pub(crate) fn parse_named_global(&mut self) -> PResult<()> {
        let name_tok = self.bump();
        self.expect(Tok::Equal, "'=' in global variable")?;
        self.parse_global_rest(Some(name_tok))
    }

    /// A global without a name (`global i32 0`, `private constant ...`).
    pub(crate) fn parse_unnamed_global(&mut self) -> PResult<()> {
        self.parse_global_rest(None)
    }

    fn parse_global_rest(&mut self, name_tok: Option<Token>) -> PResult<()> {
        let at = name_tok.map_or(self.tok.start, |t| t.start);
        let spec = self.parse_specifiers(true)?;
        self.check_local_linkage(&spec, at)?;
        match self.tok.kind {
            Tok::Kw(Kw::Alias) | Tok::Kw(Kw::IFunc) => self.parse_alias(name_tok, spec, at),
            _ => self.parse_global_var(name_tok, spec, at),
        }
    }

    /// `[addrspace(N)] [externally_initialized] global|constant T [init] [, ...]`
    fn parse_global_var(
        &mut self,
        name_tok: Option<Token>,
        spec: Specifiers,
        at: u32,
    ) -> PResult<()> {
        let mut addrspace = self.m.datalayout.globals_addrspace();
        if self.at_kw(Kw::AddrSpace) {
            addrspace = self.parse_addrspace_parens()?;
        }
        let ext_init = self.eat_kw(Kw::ExternallyInitialized);
        let constant = if self.eat_kw(Kw::Constant) {
            true
        } else if self.eat_kw(Kw::Global) {
            false
        } else {
            return self.err("expected 'global' or 'constant'");
        };
        let tat = self.tok.start;
        let ty = self.parse_type()?;
        if !self.valid_global_type(ty) {
            return self.err_at(tat, "invalid type for global variable");
        }
        let has_init = !matches!(
            spec.linkage,
            Linkage::ExternalExplicit | Linkage::ExternWeak
        );
        let gv = self.define_global(name_tok, addrspace, at)?;
        let init = if has_init {
            Some(self.parse_const(ty)?)
        } else {
            None
        };
        let mut var = GlobalVar {
            constant,
            init,
            externally_initialized: ext_init,
            code_model: None,
            attrs: AttrSet::EMPTY,
            sanitizer: SanitizerFlags::default(),
        };
        let mut section = None;
        let mut partition = None;
        let mut comdat = None;
        let mut align = Align::NONE;
        let mut attachments = Vec::new();
        while self.eat(Tok::Comma) {
            match self.tok.kind {
                Tok::Kw(Kw::Section) => {
                    self.bump();
                    section = Some(self.parse_str("global section string")?);
                }
                Tok::Kw(Kw::Partition) => {
                    self.bump();
                    partition = Some(self.parse_str("partition string")?);
                }
                Tok::Kw(Kw::Comdat) => comdat = self.parse_comdat_ref(name_tok)?,
                Tok::Kw(Kw::Align) => align = self.parse_align()?,
                Tok::Kw(Kw::CodeModel) => {
                    self.bump();
                    let st = self.tok.start;
                    let s = self.parse_str_bytes("code model string")?;
                    var.code_model = Some(match &s[..] {
                        b"tiny" => CodeModel::Tiny,
                        b"small" => CodeModel::Small,
                        b"kernel" => CodeModel::Kernel,
                        b"medium" => CodeModel::Medium,
                        b"large" => CodeModel::Large,
                        _ => return self.err_at(st, "invalid code model"),
                    });
                }
                Tok::Kw(Kw::NoSanitizeAddress) => {
                    self.bump();
                    var.sanitizer.0 |= SanitizerFlags::NO_ADDRESS;
                }
                Tok::Kw(Kw::NoSanitizeHwAddress) => {
                    self.bump();
                    var.sanitizer.0 |= SanitizerFlags::NO_HWADDRESS;
                }
                Tok::Kw(Kw::SanitizeAddressDynInit) => {
                    self.bump();
                    var.sanitizer.0 |= SanitizerFlags::ADDRESS_DYNINIT;
                }
                Tok::Attr(crate::attributes::AttrKind::SanitizeMemTag) => {
                    self.bump();
                    var.sanitizer.0 |= SanitizerFlags::MEMTAG;
                }
                Tok::MetadataVar => {
                    let (k, n) = self.parse_one_attachment()?;
                    attachments.push((k, crate::metadata::MdRef::Node(n)));
                }
                _ => return self.err("unknown global variable property!"),
            }
        }
        let fa = self.parse_fn_attrs(false)?;
        var.attrs = self.defer_groups(AttrTarget::GlobalVar(gv), &fa);
        let g = &mut self.m.globals[gv];
        g.linkage = spec.linkage;
        g.visibility = spec.visibility;
        g.dll_storage = spec.dll;
        g.thread_local = spec.thread_local;
        g.unnamed_addr = spec.unnamed_addr;
        g.dso_local = spec.dso_local;
        g.addrspace = addrspace;
        g.value_type = ty;
        g.section = section;
        g.partition = partition;
        g.comdat = comdat;
        g.align = align;
        g.attachments = attachments;
        g.offset = at;
        g.kind = GlobalKind::Var(var);
        Ok(())
    }

    /// Whether `ty` may be a global variable's type.
    fn valid_global_type(&self, ty: Type) -> bool {
        !matches!(
            self.m.types.get(ty),
            TypeData::Void
                | TypeData::Function { .. }
                | TypeData::Label
                | TypeData::Metadata
                | TypeData::Token
        )
    }

    /// `alias T, ptr @aliasee` / `ifunc T, ptr @resolver` (keyword current).
    fn parse_alias(&mut self, name_tok: Option<Token>, spec: Specifiers, at: u32) -> PResult<()> {
        let is_ifunc = self.at_kw(Kw::IFunc);
        self.bump();
        let vty = self.parse_type()?;
        self.expect(Tok::Comma, "comma after alias or ifunc's type")?;
        let aat = self.tok.start;
        let (aty, target) = if matches!(
            self.tok.kind,
            Tok::Kw(Kw::Bitcast | Kw::GetElementPtr | Kw::AddrSpaceCast | Kw::IntToPtr)
        ) {
            // The aliasee's type may be left out before a constant expression.
            let (c, ty) = self.parse_const_expr_here()?;
            (ty, c)
        } else {
            self.parse_typed_const()?
        };
        let Some(addrspace) = self.m.types.ptr_addrspace(aty) else {
            return self.err_at(aat, "An alias or ifunc must have pointer type");
        };
        let gv = self.define_global(name_tok, addrspace, at)?;
        let mut partition = None;
        let mut attachments = Vec::new();
        while self.eat(Tok::Comma) {
            match self.tok.kind {
                Tok::Kw(Kw::Partition) => {
                    self.bump();
                    partition = Some(self.parse_str("partition string")?);
                }
                Tok::MetadataVar => {
                    let (k, n) = self.parse_one_attachment()?;
                    attachments.push((k, crate::metadata::MdRef::Node(n)));
                }
                _ => return self.err("unknown alias or ifunc property!"),
            }
        }
        let g = &mut self.m.globals[gv];
        g.linkage = spec.linkage;
        g.visibility = spec.visibility;
        g.dll_storage = spec.dll;
        g.thread_local = spec.thread_local;
        g.unnamed_addr = spec.unnamed_addr;
        g.dso_local = spec.dso_local;
        g.addrspace = addrspace;
        g.value_type = vty;
        g.partition = partition;
        g.attachments = attachments;
        g.offset = at;
        g.kind = if is_ifunc {
            GlobalKind::IFunc { resolver: target }
        } else {
            GlobalKind::Alias { aliasee: target }
        };
        Ok(())
    }

    /// `comdat` or `comdat($name)` on global `gv`.
    fn parse_comdat_ref(&mut self, name_tok: Option<Token>) -> PResult<Option<Comdat>> {
        let kw = self.expect_kw(Kw::Comdat)?;
        if self.eat(Tok::LParen) {
            let t = self.tok;
            if !matches!(t.kind, Tok::ComdatVar(_)) {
                return self.err("expected comdat variable");
            }
            self.bump();
            self.expect(Tok::RParen, "')' after comdat var")?;
            let name = self.name_sym(t)?;
            return Ok(Some(self.comdat_ref(name, t.start)));
        }
        match name_tok {
            Some(t) if matches!(t.kind, Tok::GlobalVar(_)) => {
                let name = self.name_sym(t)?;
                Ok(Some(self.comdat_ref(name, kw.start)))
            }
            _ => self.err_at(kw.start, "comdat cannot be unnamed"),
        }
    }

    /// The comdat named `name`, created as a forward reference if unknown.
    fn comdat_ref(&mut self, name: Sym, at: u32) -> Comdat {
        if let Some(s) = self.comdats.get(&name) {
            return s.comdat;
        }
        let c = self.m.comdats.push(ComdatData {
            name,
            kind: ComdatKind::Any,
        });
        self.comdats.insert(
            name,
            ComdatSlot {
                comdat: c,
                defined: false,
                use_off: at,
            },
        );
        c
    }

    /// `$name = comdat kind`
    pub(crate) fn parse_comdat_def(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = self.name_sym(t)?;
        self.expect(Tok::Equal, "'=' here")?;
        self.expect_kw(Kw::Comdat)?;
        let kind = match self.tok.kind {
            Tok::Kw(Kw::Any) => ComdatKind::Any,
            Tok::Kw(Kw::ExactMatch) => ComdatKind::ExactMatch,
            Tok::Kw(Kw::Largest) => ComdatKind::Largest,
            Tok::Kw(Kw::NoDeduplicate) => ComdatKind::NoDeduplicate,
            Tok::Kw(Kw::SameSize) => ComdatKind::SameSize,
            _ => return self.err("unknown selection kind"),
        };
        self.bump();
        match self.comdats.get_mut(&name) {
            Some(s) if s.defined => {
                let n = self.m.symbols.get_str(name).into_owned();
                return self.err_at(t.start, format!("redefinition of comdat '${n}'"));
            }
            Some(s) => {
                s.defined = true;
                let c = s.comdat;
                self.m.comdats[c].kind = kind;
            }
            None => {
                let c = self.m.comdats.push(ComdatData { name, kind });
                self.comdats.insert(
                    name,
                    ComdatSlot {
                        comdat: c,
                        defined: true,
                        use_off: 0,
                    },
                );
            }
        }
        Ok(())
    }

    // ------------------------------------------------------------------
    // Functions
    // ------------------------------------------------------------------

    /// `declare ...`
    pub(crate) fn parse_declare(&mut self) -> PResult<()> {
        let at = self.bump().start;
        // Attachments may precede the header: `declare !dbg !5 i32 @f()`.
        let mut attachments = Vec::new();
        self.parse_global_attachments(&mut attachments)?;
        let (gv, _, _) = self.parse_function_header(false, at)?;
        if !attachments.is_empty() {
            let g = &mut self.m.globals[gv];
            attachments.append(&mut g.attachments);
            g.attachments = attachments;
        }
        Ok(())
    }

    /// `define ... { body }`
    pub(crate) fn parse_define(&mut self) -> PResult<()> {
        let at = self.bump().start;
        let (gv, fid, params) = self.parse_function_header(true, at)?;
        let ret = self
            .m
            .types
            .function(self.m.globals[gv].value_type)
            .map_or(self.m.types.common.void, |f| f.0);
        let body = self.parse_function_body(ret, fid, &params)?;
        self.m.functions[fid].body = Some(body);
        Ok(())
    }

    /// The header of a function up to (not including) its body.
    fn parse_function_header(
        &mut self,
        is_define: bool,
        at: u32,
    ) -> PResult<(GlobalValue, crate::module::FuncId, Vec<ParamInfo>)> {
        let lat = self.tok.start;
        let spec = self.parse_specifiers(false)?;
        match spec.linkage {
            Linkage::ExternalExplicit | Linkage::ExternWeak if is_define => {
                return self.err_at(lat, "invalid linkage for function definition");
            }
            Linkage::External | Linkage::ExternalExplicit | Linkage::ExternWeak => {}
            _ if !is_define => return self.err_at(lat, "invalid linkage for function declaration"),
            _ => {}
        }
        let cc = self.parse_opt_cc()?;
        let ret_attrs = self.parse_ret_attrs()?;
        let rat = self.tok.start;
        let ret = self.parse_ret_type()?;
        if !self.valid_return_type(ret) {
            return self.err_at(rat, "invalid function return type");
        }
        let name_tok = self.tok;
        if !matches!(name_tok.kind, Tok::GlobalVar(_) | Tok::GlobalId(_)) {
            return self.err("expected function name");
        }
        self.check_local_linkage(&spec, lat)?;
        self.bump();
        // Parameters.
        self.expect(Tok::LParen, "'(' in function argument list")?;
        let mut params: Vec<ParamInfo> = Vec::new();
        let mut vararg = false;
        if !self.at(Tok::RParen) {
            loop {
                if self.eat(Tok::DotDotDot) {
                    vararg = true;
                    break;
                }
                let pat = self.tok.start;
                let ty = self.parse_type()?;
                if !self.valid_param_type(ty) {
                    return self.err_at(pat, "invalid type for function argument");
                }
                let attrs = self.parse_param_attrs()?;
                let name = match self.tok.kind {
                    Tok::LocalVar(_) | Tok::LocalId(_) => Some(self.bump()),
                    _ => None,
                };
                params.push(ParamInfo { ty, attrs, name });
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' at end of argument list")?;
        let unnamed_addr = self.parse_opt_unnamed_addr()?;
        let mut addrspace = self.m.datalayout.program_addrspace();
        if self.at_kw(Kw::AddrSpace) {
            addrspace = self.parse_addrspace_parens()?;
        }
        let fa: FnAttrs = self.parse_fn_attrs(true)?;
        let mut align = fa.align;
        let mut section = None;
        let mut partition = None;
        if self.eat_kw(Kw::Section) {
            section = Some(self.parse_str("section name")?);
        }
        if self.eat_kw(Kw::Partition) {
            partition = Some(self.parse_str("partition name")?);
        }
        let param_tys: Box<[Type]> = params.iter().map(|p| p.ty).collect();
        let fn_ty = self.m.types.intern(TypeData::Function {
            ret,
            params: param_tys,
            vararg,
        });
        let gv = self.define_global_at(Some(name_tok), addrspace, at, name_tok.start, true)?;
        let comdat = if self.at_kw(Kw::Comdat) {
            self.parse_comdat_ref(Some(name_tok))?
        } else {
            None
        };
        if self.at_kw(Kw::Align) {
            align = self.parse_align()?;
        }
        let gc = if self.eat_kw(Kw::Gc) {
            Some(self.parse_str("gc name")?)
        } else {
            None
        };
        let prefix = if self.eat_kw(Kw::Prefix) {
            Some(self.parse_typed_const()?.1)
        } else {
            None
        };
        let prologue = if self.eat_kw(Kw::Prologue) {
            Some(self.parse_typed_const()?.1)
        } else {
            None
        };
        let personality = if self.eat_kw(Kw::Personality) {
            Some(self.parse_typed_const()?.1)
        } else {
            None
        };
        let mut attachments = Vec::new();
        if is_define {
            self.parse_global_attachments(&mut attachments)?;
        }

        let param_names: Box<[Option<Sym>]> = {
            let mut v = Vec::with_capacity(params.len());
            for p in &params {
                v.push(match p.name {
                    Some(t) if matches!(t.kind, Tok::LocalVar(_)) => Some(self.name_sym(t)?),
                    _ => None,
                });
            }
            v.into_boxed_slice()
        };
        let param_sets: crate::attributes::ParamAttrs = if params.iter().all(|p| p.attrs.is_empty())
        {
            Default::default()
        } else {
            params.iter().map(|p| p.attrs).collect()
        };
        let fid = self.m.functions.push(FuncData {
            gv: Some(gv),
            cc,
            attrs: AttrList {
                func: fa.set,
                ret: ret_attrs,
                params: param_sets,
            },
            gc,
            prefix,
            prologue,
            personality,
            param_names,
            body: None,
        });
        self.defer_groups(AttrTarget::Func(fid), &fa);
        let g = &mut self.m.globals[gv];
        g.linkage = spec.linkage;
        g.visibility = spec.visibility;
        g.dll_storage = spec.dll;
        g.thread_local = ThreadLocal::No;
        g.unnamed_addr = unnamed_addr;
        g.dso_local = spec.dso_local;
        g.addrspace = addrspace;
        g.value_type = fn_ty;
        g.section = section;
        g.partition = partition;
        g.comdat = comdat;
        g.align = align;
        g.attachments = attachments;
        g.offset = at;
        g.kind = GlobalKind::Func(fid);
        if spec.unnamed_addr != UnnamedAddr::None && g.unnamed_addr == UnnamedAddr::None {
            g.unnamed_addr = spec.unnamed_addr;
        }
        Ok((gv, fid, params))
    }
}

use cranelift_entity::EntityRef as _;
