//! `blockaddress` constants. The contract has no symbol for a block, so
//! a block's address is represented by its number: its layout index in its
//! function plus one. `indirectbr` then switches over its destinations'
//! numbers (a jump table when dense), which is all C's computed goto needs.

use kiln_ir::constants::BlockName;
use kiln_ir::module::GlobalKind;
use kiln_ir::{GlobalValue, Module};

/// The number standing for `blockaddress(@func, %block)`.
pub(crate) fn block_number(m: &Module, func: GlobalValue, block: BlockName) -> Option<i64> {
    let GlobalKind::Func(fid) = m.globals[func].kind else {
        return None;
    };
    let f = m.functions[fid].body.as_ref()?;
    let li = match block {
        BlockName::Named(s) => f
            .layout
            .iter()
            .position(|&b| f.blocks[b].name.expand() == Some(s))?,
        BlockName::Numbered(want) => {
            let mut n = f
                .params
                .iter()
                .filter(|&&p| f.value_names[p].is_none())
                .count() as u32;
            let mut found = None;
            for (li, &b) in f.layout.iter().enumerate() {
                if f.blocks[b].name.is_none() {
                    if n == want {
                        found = Some(li);
                        break;
                    }
                    n += 1;
                }
                for i in f.block_insts(b) {
                    if let Some(r) = f.inst_result(i)
                        && f.value_names[r].is_none()
                    {
                        n += 1;
                    }
                }
            }
            found?
        }
    };
    Some(li as i64 + 1)
}
