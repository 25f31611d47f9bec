//! The `lli` personality: LLVM's JIT runner's command line, mapped onto
//! `kiln run`.

use super::llc::{Handled, codegen_option, harmless_option, regalloc_for};
use super::llvm_args::{LlvmArg, LlvmArgs, flag_value};
use super::{usage_error, version_text, warn};
use kiln::output::{write_stderr, write_stdout};
use kiln::run::{PhaseTimes, RunOptions};
use std::ffi::OsString;
use std::path::PathBuf;

/// `lli --help`.
const HELP: &str = "\
USAGE: lli [options] [FILE [PROGRAM ARGS...]]      (kiln's lli personality)

JIT-compiles LLVM IR (.ll or .bc; FILE '-' or none reads standard input) and
runs its main(argc, argv, envp); exits with main's result. Everything after
FILE is passed to the program.

Options kiln implements:
  -O0                          fast register allocation (as llc's RegAllocFast)
  -O1                          linear-scan register allocation
  -O2 -O3                      graph-colouring register allocation (default -O2)
  -extra-module=FILE           another module linked with the first (repeatable)
  -entry-function=NAME         call NAME instead of main
  -fake-argv0=NAME             argv[0] for the program (default: FILE)
  -load=LIB.so, -dlopen=LIB.so load a shared library first; its symbols
                               are visible to the program (repeatable)
  -mtriple=TRIPLE              must be an x86_64 Linux triple
  -relocation-model=pic|static, -code-model=small|medium|large
  -time-passes                 per-phase wall times on stderr
  --version, --help

Accepted with a warning, because ignoring them does not change what the
program does: -mcpu, -mattr=+a,+b, -jit-kind=mcjit|orc|orc-lazy,
-disable-lazy-compilation, -enable-cache-manager, and llc's harmless flags.
Anything else is an error (-force-interpreter: kiln has no interpreter).
";

/// Options of lli that take a value.
fn takes_value(name: &str) -> bool {
    matches!(
        name,
        "extra-module"
            | "entry-function"
            | "fake-argv0"
            | "load"
            | "dlopen"
            | "mtriple"
            | "march"
            | "mcpu"
            | "mattr"
            | "relocation-model"
            | "code-model"
            | "jit-kind"
            | "frame-pointer"
            | "float-abi"
            | "thread-model"
            | "debugger-tune"
            | "exception-model"
            | "x86-asm-syntax"
    )
}

/// Runs `lli` (invoked as `tool`) on `args`; on success the process exits
/// with the program's result.
pub fn run(tool: &str, args: &[OsString]) -> Result<u8, kiln::UserError> {
    let mut codegen = kiln::codegen::CompileOptions {
        regalloc: regalloc_for(2),
        ..Default::default()
    };
    let mut target = None;
    let mut run = RunOptions::default();
    let mut extra = Vec::new();
    let mut libraries = Vec::new();
    let mut time = false;
    let mut input = None;
    let mut reader = LlvmArgs::new(args);
    while input.is_none() {
        let Some(arg) = reader.next(takes_value) else {
            break;
        };
        match arg.map_err(|e| usage_error(tool, &e))? {
            LlvmArg::EndOfOptions => {}
            LlvmArg::OptLevel(level) => codegen.regalloc = regalloc_for(level),
            LlvmArg::Positional(p) => input = Some(p),
            LlvmArg::Option { name, value } => {
                let value = value.as_ref();
                let path = || value.map(PathBuf::from).unwrap_or_default();
                let text = || {
                    value
                        .map(|v| v.to_string_lossy().into_owned())
                        .unwrap_or_default()
                };
                let flag = || flag_value(&name, value).map_err(|e| usage_error(tool, &e));
                match name.as_str() {
                    "help" | "h" | "help-hidden" => {
                        write_stdout(HELP.as_bytes())?;
                        return Ok(0);
                    }
                    "version" => {
                        write_stdout(version_text(tool).as_bytes())?;
                        return Ok(0);
                    }
                    "extra-module" => extra.push(path()),
                    "entry-function" => run.entry = text(),
                    "fake-argv0" => run.argv0 = value.cloned(),
                    "load" | "dlopen" => libraries.push(path()),
                    "time-passes" => time = flag()?,
                    "force-interpreter" => {
                        if flag()? {
                            return Err(usage_error(
                                tool,
                                "-force-interpreter: kiln has no interpreter; it always compiles",
                            ));
                        }
                    }
                    "jit-kind" | "disable-lazy-compilation" | "enable-cache-manager" => {
                        let shown =
                            value.map_or(String::new(), |v| format!("={}", v.to_string_lossy()));
                        warn(
                            tool,
                            &format!(
                                "-{name}{shown} ignored: kiln compiles each module whole, at once"
                            ),
                        );
                    }
                    _ => {
                        if let Handled::Yes =
                            codegen_option(tool, &name, value, &mut target, &mut codegen)?
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
    if let Some(t) = &target
        && !kiln::compile::supported_target(t)
    {
        return Err(usage_error(
            tool,
            &format!("-mtriple={t}: the JIT runs x86_64 Linux code"),
        ));
    }
    let program_args = reader.rest().to_vec();
    let mut files = vec![PathBuf::from(input.unwrap_or_else(|| OsString::from("-")))];
    files.extend(extra);
    for lib in &libraries {
        kiln::run::load_library(lib)?;
    }
    let mut times = PhaseTimes::default();
    let code = kiln::run::run_program_with(&files, &program_args, &codegen, &run, &mut times)?;
    if time {
        write_stderr(&times.summary());
    }
    // `exit` runs the program's atexit handlers and flushes C stdio.
    std::process::exit(code)
}
