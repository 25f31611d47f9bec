//! Command-line personalities: `kiln` itself, `llc` and `lli`.
//!
//! The binary looks at the name it was invoked under (`llc`, `kiln-llc`,
//! `lli`, `kiln-lli`, with any directory or version suffix such as
//! `llc-19`) or at its first argument (`kiln llc …`, `kiln lli …`).

mod kiln_cmd;
mod llc;
mod lli;
mod llvm_args;

use std::ffi::{OsStr, OsString};
use std::path::Path;

/// Which tool the binary behaves as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Personality {
    /// `kiln check|print|run|compile|bench`.
    Kiln,
    /// LLVM's static compiler; the name diagnostics start with.
    Llc(String),
    /// LLVM's JIT runner; the name diagnostics start with.
    Lli(String),
}

impl Personality {
    /// The personality for a binary invoked as `argv0` with `args`, and the
    /// arguments that personality parses (`kiln llc X` drops `llc`).
    pub fn choose(argv0: &OsStr, mut args: Vec<OsString>) -> (Personality, Vec<OsString>) {
        let name = Path::new(argv0)
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        // `llc-19` and `kiln-llc` behave as `llc`.
        let base = name.strip_prefix("kiln-").unwrap_or(&name);
        let base = base.split(['-', '.']).next().unwrap_or(base);
        match base {
            "llc" => return (Personality::Llc(name), args),
            "lli" => return (Personality::Lli(name), args),
            _ => {}
        }
        match args.first().and_then(|a| a.to_str()) {
            Some("llc") => {
                args.remove(0);
                (Personality::Llc("llc".to_owned()), args)
            }
            Some("lli") => {
                args.remove(0);
                (Personality::Lli("lli".to_owned()), args)
            }
            _ => (Personality::Kiln, args),
        }
    }

    /// Runs the tool; returns the process's exit code (`lli` and `kiln
    /// run` exit with the program's code themselves).
    pub fn run(&self, args: &[OsString]) -> Result<u8, kiln::UserError> {
        match self {
            Personality::Kiln => kiln_cmd::run(args).map(|()| 0),
            Personality::Llc(name) => llc::run(name, args).map(|()| 0),
            Personality::Lli(name) => lli::run(name, args),
        }
    }

    /// Diagnostics in the style of the tool: `llc: error: …` and
    /// `llc: FILE:LINE:COL: error: …` where kiln writes `kiln: error: …`
    /// and `FILE:LINE:COL: error: …`.
    pub fn restyle(&self, msg: &str) -> String {
        let name = match self {
            Personality::Kiln => return msg.to_owned(),
            Personality::Llc(n) | Personality::Lli(n) => n,
        };
        let mut out = String::with_capacity(msg.len() + 16);
        for line in msg.split_inclusive('\n') {
            if let Some(rest) = line.strip_prefix("kiln: ") {
                out.push_str(name);
                out.push_str(": ");
                out.push_str(rest);
            } else if is_located_diagnostic(line) {
                out.push_str(name);
                out.push_str(": ");
                out.push_str(line);
            } else {
                out.push_str(line);
            }
        }
        out
    }
}

/// Whether `line` starts a located diagnostic, `FILE:LINE:COL: error: …`
/// (or `warning:`/`note:`), rather than being a source line or caret.
fn is_located_diagnostic(line: &str) -> bool {
    if line.starts_with(' ') {
        return false;
    }
    ["error: ", "warning: ", "note: "].iter().any(|kind| {
        line.find(&format!(": {kind}")).is_some_and(|at| {
            let mut parts = line[..at].rsplitn(3, ':');
            let col = parts.next().unwrap_or("");
            let row = parts.next().unwrap_or("");
            !col.is_empty()
                && !row.is_empty()
                && col.bytes().all(|b| b.is_ascii_digit())
                && row.bytes().all(|b| b.is_ascii_digit())
        })
    })
}

/// What `--version` prints, in every personality.
pub fn version_text(name: &str) -> String {
    format!(
        "{name} (kiln {}): a fast LLVM IR back-end\n  \
         Reads LLVM IR as clang-19 writes it (.ll text and .bc bitcode).\n  \
         Default target: x86_64-unknown-linux-gnu\n\n  \
         Registered Targets:\n    \
         x86-64 - 64-bit X86: ELF objects, System V ABI, Linux\n",
        env!("CARGO_PKG_VERSION")
    )
}

/// A usage error: `NAME: error: MSG` and where to read about usage.
pub fn usage_error(name: &str, msg: &str) -> kiln::UserError {
    kiln::UserError(format!(
        "{name}: error: {msg}\nRun '{name} --help' for usage.\n"
    ))
}

/// Whether `a` is an option (starts with `-` and is not `-` itself).
pub fn is_option(a: &OsStr) -> bool {
    a.as_encoded_bytes().starts_with(b"-") && a != "-"
}

/// A warning on stderr: `NAME: warning: MSG`.
pub fn warn(name: &str, msg: &str) {
    kiln::output::write_stderr(&format!("{name}: warning: {msg}\n"));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choose(argv0: &str, args: &[&str]) -> (Personality, Vec<OsString>) {
        Personality::choose(OsStr::new(argv0), args.iter().map(OsString::from).collect())
    }

    #[test]
    fn the_invoked_name_or_first_argument_picks_the_personality() {
        assert_eq!(choose("/usr/bin/kiln", &["run"]).0, Personality::Kiln);
        assert_eq!(
            choose("/x/llc-19", &["a.ll"]).0,
            Personality::Llc("llc-19".into())
        );
        assert_eq!(
            choose("kiln-lli", &[]).0,
            Personality::Lli("kiln-lli".into())
        );
        let (p, rest) = choose("kiln", &["llc", "-O0", "a.ll"]);
        assert_eq!(p, Personality::Llc("llc".into()));
        assert_eq!(rest, vec![OsString::from("-O0"), OsString::from("a.ll")]);
        assert_eq!(choose("kilnllc", &[]).0, Personality::Kiln);
    }

    #[test]
    fn diagnostics_take_the_tool_name_and_source_lines_do_not() {
        let p = Personality::Llc("llc".into());
        let msg = "a.ll:3:7: error: bad\n  3 | x: error: y\n    |   ^\nkiln: error: other\n";
        assert_eq!(
            p.restyle(msg),
            "llc: a.ll:3:7: error: bad\n  3 | x: error: y\n    |   ^\nllc: error: other\n"
        );
        assert_eq!(Personality::Kiln.restyle(msg), msg);
        assert!(!is_located_diagnostic("a.ll: error: no line"));
    }
}
