//! The `llc` personality: LLVM's static compiler's command line, mapped
//! onto `kiln compile`.

use super::llvm_args::{LlvmArg, LlvmArgs, flag_value};
use super::{usage_error, version_text, warn};
use kiln::codegen::{CodeModel, RegallocKind, RelocModel};
use kiln::compile::{Emit, ObjectOptions};
use kiln::output::write_stdout;
use std::ffi::OsString;
use std::path::PathBuf;

/// `llc --help`.
const HELP: &str = "\
USAGE: llc [options] [FILE]      (kiln's llc personality)

Compiles LLVM IR (.ll or .bc; FILE '-' or none reads standard input) to an
x86-64 Linux ELF object or assembly. Output: -o FILE, '-o -' for standard
output; by default FILE with .ll/.bc replaced by .s or .o ('-' for stdin).

Options kiln implements:
  -o FILE                      output file
  -filetype=asm|obj|null       assembly (default), object, or nothing
  -O0                          fast register allocation (as llc's RegAllocFast)
  -O1                          linear-scan register allocation
  -O2 -O3                      graph-colouring register allocation (default -O2)
  -mtriple=TRIPLE              target (x86_64-*-linux-*); overrides the module's
  -march=x86-64                the only architecture
  -relocation-model=pic|static
  -code-model=small|medium|large
  -function-sections           one section per function
  -addrsig                     address-significance table
  -time-passes                 per-phase wall times on stderr
  --version, --help

Accepted with a warning, because ignoring them does not change what the
program does:
  -mcpu=CPU                    kiln emits baseline x86-64 code for any CPU
  -mattr=+a,+b                 (only additions; removing a feature is an error)
  -data-sections, -unique-section-names, -frame-pointer=KIND,
  -asm-verbose, -verify-machineinstrs, -fast-isel, -global-isel,
  -enable-unsafe-fp-math and the other -enable-*-fp-math permissions,
  -float-abi=KIND, -thread-model=posix|single, -debugger-tune=KIND,
  -exception-model=dwarf, -x86-asm-syntax=att, -stats

Anything else is an error.
";

/// What an llc or lli option did to the options.
pub(super) enum Handled {
    /// The option was one of the shared code-generation options.
    Yes,
    /// Not a shared option; the caller decides.
    No,
}

/// Code-generation options llc and lli share: `-O` levels are handled by
/// the caller; this covers target, CPU, features and models.
pub(super) fn codegen_option(
    tool: &str,
    name: &str,
    value: Option<&OsString>,
    target: &mut Option<String>,
    codegen: &mut kiln::codegen::CompileOptions,
) -> Result<Handled, kiln::UserError> {
    let text = || {
        value
            .map(|v| v.to_string_lossy().into_owned())
            .ok_or_else(|| usage_error(tool, &format!("option '-{name}' needs a value")))
    };
    match name {
        "mtriple" => *target = Some(text()?),
        "march" => match text()?.as_str() {
            "x86-64" | "x86_64" => {}
            other => {
                return Err(usage_error(
                    tool,
                    &format!("architecture '{other}' is not supported (kiln: -march=x86-64)"),
                ));
            }
        },
        "mcpu" => {
            let cpu = text()?;
            warn(
                tool,
                &format!(
                    "-mcpu={cpu} ignored: kiln emits baseline x86-64 code, which runs on any x86-64 CPU"
                ),
            );
        }
        "mattr" => {
            let attrs = text()?;
            if let Some(off) = attrs.split(',').find(|a| a.starts_with('-')) {
                return Err(usage_error(
                    tool,
                    &format!("-mattr={off}: kiln cannot turn off target features"),
                ));
            }
            warn(
                tool,
                &format!("-mattr={attrs} ignored: kiln emits baseline x86-64 code"),
            );
        }
        "relocation-model" => {
            codegen.reloc_model = match text()?.as_str() {
                "pic" => RelocModel::Pic,
                "static" => RelocModel::Static,
                other => {
                    return Err(usage_error(
                        tool,
                        &format!("relocation model '{other}' is not supported (pic or static)"),
                    ));
                }
            }
        }
        "code-model" => {
            codegen.code_model = Some(match text()?.as_str() {
                "small" => CodeModel::Small,
                "medium" => CodeModel::Medium,
                "large" => CodeModel::Large,
                other => {
                    return Err(usage_error(
                        tool,
                        &format!("code model '{other}' is not supported (small, medium or large)"),
                    ));
                }
            })
        }
        _ => return Ok(Handled::No),
    }
    Ok(Handled::Yes)
}

/// Flags whose only effect in LLVM is on things kiln's output does not
/// depend on for correctness; accepted with a warning.
pub(super) fn harmless_option(
    tool: &str,
    name: &str,
    value: Option<&OsString>,
) -> Result<Handled, kiln::UserError> {
    let v = value.map(|v| v.to_string_lossy().into_owned());
    let refuse = |what: &str| Err(usage_error(tool, what));
    match (name, v.as_deref()) {
        ("x86-asm-syntax", Some("intel")) => {
            return refuse("-x86-asm-syntax=intel: kiln writes AT&T syntax only");
        }
        ("exception-model", Some(m)) if m != "dwarf" && m != "default" => {
            return refuse(&format!("-exception-model={m} is not supported"));
        }
        ("emulated-tls", _) => {
            if flag_value(name, value).map_err(|e| usage_error(tool, &e))? {
                return refuse("-emulated-tls is not supported (kiln uses ELF TLS)");
            }
            return Ok(Handled::Yes);
        }
        (
            "data-sections"
            | "unique-section-names"
            | "frame-pointer"
            | "asm-verbose"
            | "verify-machineinstrs"
            | "fast-isel"
            | "global-isel"
            | "enable-unsafe-fp-math"
            | "enable-no-nans-fp-math"
            | "enable-no-infs-fp-math"
            | "enable-no-signed-zeros-fp-math"
            | "enable-approx-func-fp-math"
            | "float-abi"
            | "thread-model"
            | "debugger-tune"
            | "exception-model"
            | "x86-asm-syntax"
            | "stats",
            _,
        ) => {}
        _ => return Ok(Handled::No),
    }
    let shown = match &v {
        Some(v) => format!("-{name}={v}"),
        None => format!("-{name}"),
    };
    warn(tool, &format!("{shown} ignored by kiln"));
    Ok(Handled::Yes)
}

/// The register allocator for an llc/lli optimisation level: the one-pass
/// path at -O0 (LLVM uses FastISel and RegAllocFast there; functions it
/// does not cover get the fast allocator), linear scan at -O1, graph
/// colouring above.
pub(super) fn regalloc_for(level: u8) -> RegallocKind {
    match level {
        0 => RegallocKind::Onepass,
        1 => RegallocKind::Linear,
        _ => RegallocKind::Graph,
    }
}

/// Options of llc that take a value.
fn takes_value(name: &str) -> bool {
    matches!(
        name,
        "o" | "filetype"
            | "mtriple"
            | "march"
            | "mcpu"
            | "mattr"
            | "relocation-model"
            | "code-model"
            | "frame-pointer"
            | "float-abi"
            | "thread-model"
            | "debugger-tune"
            | "exception-model"
            | "x86-asm-syntax"
    )
}

/// Where llc writes when no `-o` is given: `-` for standard input, else the
/// input with `.ll`/`.bc` replaced by `.s`/`.o`.
fn default_output(input: &str, emit: Emit) -> PathBuf {
    if input == "-" {
        return PathBuf::from("-");
    }
    let stem = input
        .strip_suffix(".ll")
        .or_else(|| input.strip_suffix(".bc"))
        .unwrap_or(input);
    PathBuf::from(match emit {
        Emit::Asm => format!("{stem}.s"),
        Emit::Obj => format!("{stem}.o"),
        Emit::Null => "-".to_owned(),
    })
}

/// Runs `llc` (invoked as `tool`) on `args`.
pub fn run(tool: &str, args: &[OsString]) -> Result<(), kiln::UserError> {
    let mut opts = ObjectOptions {
        emit: Emit::Asm,
        program: Some(tool.to_owned()),
        ..Default::default()
    };
    opts.codegen.regalloc = regalloc_for(2);
    let mut input: Option<OsString> = None;
    let mut output: Option<PathBuf> = None;
    let mut reader = LlvmArgs::new(args);
    while let Some(arg) = reader.next(takes_value) {
        match arg.map_err(|e| usage_error(tool, &e))? {
            LlvmArg::EndOfOptions => {}
            LlvmArg::OptLevel(level) => opts.codegen.regalloc = regalloc_for(level),
            LlvmArg::Positional(p) if input.is_none() => input = Some(p),
            LlvmArg::Positional(p) => {
                return Err(usage_error(
                    tool,
                    &format!(
                        "too many positional arguments ('{}'): llc takes one input",
                        p.to_string_lossy()
                    ),
                ));
            }
            LlvmArg::Option { name, value } => {
                let value = value.as_ref();
                match name.as_str() {
                    "help" | "h" | "help-hidden" => return write_stdout(HELP.as_bytes()),
                    "version" => return write_stdout(version_text(tool).as_bytes()),
                    "o" if output.is_some() => {
                        return Err(usage_error(tool, "'-o' may only be given once"));
                    }
                    "o" => output = value.map(PathBuf::from),
                    "filetype" => {
                        opts.emit = match value.map(|v| v.to_string_lossy()).as_deref() {
                            Some("obj") => Emit::Obj,
                            Some("asm") => Emit::Asm,
                            Some("null") => Emit::Null,
                            other => {
                                return Err(usage_error(
                                    tool,
                                    &format!(
                                        "unknown file type '{}' (asm, obj or null)",
                                        other.unwrap_or("")
                                    ),
                                ));
                            }
                        }
                    }
                    "function-sections" => {
                        opts.function_sections =
                            flag_value(&name, value).map_err(|e| usage_error(tool, &e))?
                    }
                    "addrsig" => {
                        opts.addrsig =
                            flag_value(&name, value).map_err(|e| usage_error(tool, &e))?
                    }
                    "time-passes" => {
                        opts.time = flag_value(&name, value).map_err(|e| usage_error(tool, &e))?
                    }
                    _ => {
                        if let Handled::Yes =
                            codegen_option(tool, &name, value, &mut opts.target, &mut opts.codegen)?
                        {
                            continue;
                        }
                        if let Handled::No = harmless_option(tool, &name, value)? {
                            return Err(usage_error(
                                tool,
                                &format!("unknown or unsupported option '-{name}'"),
                            ));
                        }
                    }
                }
            }
        }
    }
    let input = input.unwrap_or_else(|| OsString::from("-"));
    let output = output.unwrap_or_else(|| default_output(&input.to_string_lossy(), opts.emit));
    kiln::compile::compile_file(&PathBuf::from(input), &output, &opts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_names_follow_llc() {
        assert_eq!(default_output("a/x.ll", Emit::Obj), PathBuf::from("a/x.o"));
        assert_eq!(default_output("x.bc", Emit::Asm), PathBuf::from("x.s"));
        assert_eq!(default_output("x.ir", Emit::Obj), PathBuf::from("x.ir.o"));
        assert_eq!(default_output("-", Emit::Obj), PathBuf::from("-"));
    }

    #[test]
    fn levels_pick_the_allocator() {
        assert_eq!(regalloc_for(0), RegallocKind::Onepass);
        assert_eq!(regalloc_for(1), RegallocKind::Linear);
        assert_eq!(regalloc_for(2), RegallocKind::Graph);
        assert_eq!(regalloc_for(3), RegallocKind::Graph);
    }
}
