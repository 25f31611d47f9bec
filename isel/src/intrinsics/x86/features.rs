//! The function's `"target-features"` attribute: what the CPU running it
//! may execute.

use crate::lower::Lower;

impl Lower<'_> {
    /// Whether this function's `"target-features"` enable `feature` (the
    /// last `+feature`/`-feature` entry wins; no attribute: none enabled).
    pub(crate) fn has_target_feature(&self, feature: &str) -> bool {
        let attrs = &self.m.attrs;
        let mut on = false;
        for a in attrs.get(self.fd.attrs.func) {
            let kiln_ir::Attr::Str(k, Some(v)) = *a else {
                continue;
            };
            if self.m.symbols.get(k) != b"target-features" {
                continue;
            }
            let list = self.m.symbols.get_str(v);
            for item in list.split(',') {
                let item = item.trim();
                if let Some(f) = item.strip_prefix('+')
                    && f == feature
                {
                    on = true;
                } else if let Some(f) = item.strip_prefix('-')
                    && f == feature
                {
                    on = false;
                }
            }
        }
        on
    }
}
