//! `kiln bench FILE...`: compiles each file in memory (nothing is written or
//! run) and reports, per phase, wall time and share of the total, plus IR
//! instructions per second and bytes of machine code.
//!
//! Functions are compiled on one thread unless `threads` says otherwise, so
//! that the per-phase times add up to the codegen wall time.

use crate::codegen::{CodegenTimes, CompileOptions, compile_module_timed};
use crate::{UserError, ir};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The measurements of one file.
#[derive(Clone, Debug, Default)]
pub struct BenchReport {
    /// The file.
    pub file: PathBuf,
    /// Reading the file.
    pub read: Duration,
    /// Parsing.
    pub parse: Duration,
    /// Verifying.
    pub verify: Duration,
    /// Code generation, per phase.
    pub codegen: CodegenTimes,
    /// Code generation, wall time.
    pub codegen_wall: Duration,
    /// Linking in memory (the JIT's placement and relocation).
    pub link: Duration,
}

impl BenchReport {
    fn total(&self) -> Duration {
        self.read + self.parse + self.verify + self.codegen_wall + self.link
    }

    /// The phases with their names, in pipeline order.
    fn phases(&self) -> [(&'static str, Duration); 8] {
        [
            ("read", self.read),
            ("parse", self.parse),
            ("verify", self.verify),
            ("isel", self.codegen.isel),
            ("regalloc", self.codegen.regalloc),
            ("emit", self.codegen.emit),
            ("data", self.codegen.data),
            ("link", self.link),
        ]
    }

    /// A human-readable table.
    pub fn text(&self, opts: &CompileOptions) -> String {
        let total = self.total().as_secs_f64();
        let mut out = format!(
            "{} (regalloc {}, {} thread{})\n",
            self.file.display(),
            opts.regalloc.name(),
            opts.threads.max(1),
            if opts.threads > 1 { "s" } else { "" }
        );
        for (name, d) in self.phases() {
            let secs = d.as_secs_f64();
            let share = if total > 0.0 {
                100.0 * secs / total
            } else {
                0.0
            };
            out += &format!("  {name:<9} {:>10.3} ms {share:>5.1}%\n", secs * 1e3);
        }
        out += &format!("  {:<9} {:>10.3} ms\n", "total", total * 1e3);
        let cg = self.codegen_wall.as_secs_f64();
        let ips = if cg > 0.0 {
            self.codegen.ir_insts as f64 / cg
        } else {
            0.0
        };
        out += &format!(
            "  {} functions, {} IR instructions, {} bytes of machine code; codegen {:.2} M IR instructions/s\n",
            self.codegen.functions,
            self.codegen.ir_insts,
            self.codegen.code_bytes,
            ips / 1e6
        );
        if self.codegen.onepass_functions > 0 {
            out += &format!(
                "  {} functions by the one-pass path\n",
                self.codegen.onepass_functions
            );
        }
        out
    }

    /// One JSON object.
    pub fn json(&self, opts: &CompileOptions) -> String {
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let mut fields: Vec<String> = vec![
            format!("\"file\":{}", json_string(&self.file.display().to_string())),
            format!("\"regalloc\":\"{}\"", opts.regalloc.name()),
            format!("\"threads\":{}", opts.threads.max(1)),
        ];
        for (name, d) in self.phases() {
            fields.push(format!("\"{name}_ms\":{:.4}", ms(d)));
        }
        fields.push(format!("\"codegen_wall_ms\":{:.4}", ms(self.codegen_wall)));
        fields.push(format!("\"total_ms\":{:.4}", ms(self.total())));
        fields.push(format!("\"functions\":{}", self.codegen.functions));
        fields.push(format!(
            "\"onepass_functions\":{}",
            self.codegen.onepass_functions
        ));
        fields.push(format!("\"ir_instructions\":{}", self.codegen.ir_insts));
        fields.push(format!("\"code_bytes\":{}", self.codegen.code_bytes));
        format!("{{{}}}", fields.join(","))
    }
}

fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out += "\\\"",
            '\\' => out += "\\\\",
            c if (c as u32) < 0x20 => out += &format!("\\u{:04x}", c as u32),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Measures one file.
pub fn bench_file(path: &Path, opts: &CompileOptions) -> Result<BenchReport, UserError> {
    let mut r = BenchReport {
        file: path.to_path_buf(),
        ..BenchReport::default()
    };
    let t0 = Instant::now();
    let src = crate::read_input(path)?;
    let t1 = Instant::now();
    let module = crate::parse(path, &src)?;
    let t2 = Instant::now();
    crate::verify(path, &src, &module)?;
    let t3 = Instant::now();
    let unit = compile_module_timed(&module, opts, &mut r.codegen)
        .map_err(|e| crate::run::render(path, &src, e))?;
    let t4 = Instant::now();
    let linked = kiln_jit::link(std::slice::from_ref(&unit), &kiln_jit::process_symbol)
        .map_err(|e| UserError(format!("{}: error: {e}\n", path.display())))?;
    let t5 = Instant::now();
    (r.read, r.parse, r.verify, r.codegen_wall, r.link) =
        (t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4);
    drop(linked);
    forget_module(module);
    Ok(r)
}

/// Large modules are not freed piece by piece (the process ends soon).
fn forget_module(module: ir::Module) {
    std::mem::forget(module);
}
