//! `uselistorder_bb @f, %bb, { ... }`, checked as LLVM 19's
//! `LLParser::parseUseListOrderBB` does: `@f` a function defined before
//! the directive ("invalid function forward reference", "expected function
//! name", "invalid declaration"), `%bb` the name of one of its blocks
//! ("invalid numeric label", "invalid basic block", "expected basic
//! block"), and as many indexes as the block has uses (branch, switch,
//! invoke, ... destinations, and a `blockaddress` of it made so far): "value
//! has no uses", "value only has one use", "wrong number of indexes". The
//! order itself is not kept (kiln keeps no use lists).

use super::PResult;
use super::Parser;
use super::lexer::Tok;
use crate::constants::{BlockName, ConstData};
use crate::module::GlobalKind;
use cranelift_entity::EntityRef;

impl Parser<'_> {
    /// Parses and checks a `uselistorder_bb` directive.
    pub(super) fn parse_uselistorder_bb(&mut self) -> PResult<()> {
        let directive = self.tok.start;
        self.bump();
        let ft = self.tok;
        if !matches!(ft.kind, Tok::GlobalVar(_) | Tok::GlobalId(_)) {
            return self.err("expected function name in uselistorder_bb");
        }
        self.bump();
        self.expect(Tok::Comma, "',' after function name")?;
        let lt = self.tok;
        if !matches!(lt.kind, Tok::LocalVar(_) | Tok::LocalId(_)) {
            return self.err("expected basic block name in uselistorder_bb");
        }
        self.bump();
        self.expect(Tok::Comma, "',' after basic block")?;
        let indexes = self.parse_uselist_indexes()?;

        let gv = match ft.kind {
            Tok::GlobalId(n) => self.global_nums.get(n),
            _ => {
                let s = self.name_sym(ft)?;
                self.m.global_names.get(&s).copied()
            }
        };
        let Some(gv) = gv.filter(|g| self.gstate[g.index()].defined) else {
            return self.err_at(
                ft.start,
                "invalid function forward reference in uselistorder_bb",
            );
        };
        let GlobalKind::Func(fid) = self.m.globals[gv].kind else {
            return self.err_at(ft.start, "expected function name in uselistorder_bb");
        };
        if self.m.functions[fid].body.is_none() {
            return self.err_at(ft.start, "invalid declaration in uselistorder_bb");
        }
        if matches!(lt.kind, Tok::LocalId(_)) {
            return self.err_at(lt.start, "invalid numeric label in uselistorder_bb");
        }
        let name = self.name_sym(lt)?;
        let Some(body) = self.m.functions[fid].body.as_ref() else {
            return self.err_at(ft.start, "invalid declaration in uselistorder_bb");
        };
        let Some(block) = body
            .blocks
            .iter()
            .find(|(_, d)| d.name.expand() == Some(name))
            .map(|(b, _)| b)
        else {
            let is_value = body.value_names.values().any(|n| n.expand() == Some(name));
            let msg = if is_value {
                "expected basic block in uselistorder_bb"
            } else {
                "invalid basic block in uselistorder_bb"
            };
            return self.err_at(lt.start, msg);
        };
        let mut succ = Vec::new();
        let mut uses = 0usize;
        for inst in body.insts.keys() {
            body.successors(inst, &mut succ);
            uses += succ.iter().filter(|&&b| b == block).count();
        }
        // A `blockaddress` constant is one use, however often it is used.
        let addressed = self.m.consts.iter().any(|(_, d)| {
            matches!(d, ConstData::BlockAddress { func, block: BlockName::Named(s), .. }
                if *func == gv && *s == name)
        });
        uses += usize::from(addressed);
        match uses {
            0 => self.err_at(directive, "value has no uses"),
            1 => self.err_at(directive, "value only has one use"),
            n if n != indexes as usize => {
                self.err_at(directive, format!("wrong number of indexes, expected {n}"))
            }
            _ => Ok(()),
        }
    }
}
