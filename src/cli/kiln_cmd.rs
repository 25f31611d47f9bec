//! The `kiln` personality: `kiln check|print|run|compile|bench`.

use super::is_option;
use kiln::output::{write_stderr, write_stdout};
use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

const HELP: &str = "\
kiln: a fast LLVM IR back-end

USAGE:
    kiln check FILE                 parse and verify; silent on success
    kiln print FILE                 write the module as canonical .ll text
    kiln run [--regalloc auto|linear|graph|fast|onepass] [--load LIB.so] [--time] FILE [MORE...] [-- ARGS...]
                                    JIT-compile and run main (x86-64 Linux);
                                    --load makes a shared library's symbols
                                    available; --time prints each phase's wall time
    kiln compile [--target TRIPLE] [--emit obj|asm] [--regalloc auto|linear|graph|fast|onepass]
                 [--function-sections] [--addrsig] [--relocation-model pic|static]
                 [--code-model small|medium|large] [--time] FILE -o OUT
                                    write a relocatable ELF object (x86-64 Linux);
                                    pic (default) or static code; the code model
                                    overrides the module's Code Model flag;
                                    --time prints load/codegen/object/write times
    kiln bench [--regalloc auto|linear|graph|fast|onepass] [--threads N] [--json] FILE...
                                    compile in memory; per-phase times, throughput
    kiln llc [LLC OPTIONS] [FILE]   behave as LLVM's llc (also when invoked as llc)
    kiln lli [LLI OPTIONS] [FILE [ARGS...]]
                                    behave as LLVM's lli (also when invoked as lli)
    kiln --version                  version and targets
    kiln --help                     this text

Options that take a value may be written --NAME VALUE or --NAME=VALUE.
--regalloc picks the register allocator: auto (the default: onepass for
functions marked optnone, as clang -O0 marks them, linear scan for the rest),
linear (linear scan), graph (graph colouring: slower compile, better code),
fast (values crossing blocks live on the stack) or onepass (selection and
allocation in one walk over the IR, the fast allocator's code at a fraction
of the cost; functions it does not cover get the fast allocator).

FILE is LLVM IR text (.ll) or bitcode (.bc); '-' reads standard input, and
'-o -' writes standard output. Standard input and files that are not regular
files (pipes, devices) are read up to 1 GiB. Errors are reported as
FILE:LINE:COL: error: MESSAGE with the source line, and exit code 1; a closed
output pipe ends kiln quietly with exit code 1.
";

fn usage_error(msg: &str) -> kiln::UserError {
    super::usage_error("kiln", msg)
}

/// The error for an option the command does not know.
fn unknown_option(a: &OsStr, cmd: &str) -> kiln::UserError {
    usage_error(&format!(
        "unknown option '{}' for '{cmd}'",
        a.to_string_lossy()
    ))
}

/// Splits `--name=value` into `--name` and `value`, so that every option
/// taking a value accepts both spellings; other arguments stay whole.
fn split_equals(args: &[OsString]) -> Vec<OsString> {
    let mut out = Vec::with_capacity(args.len());
    let mut rest = args.iter();
    for a in rest.by_ref() {
        if a == "--" {
            out.push(a.clone());
            break;
        }
        match a
            .to_str()
            .and_then(|s| s.strip_prefix("--")?.split_once('='))
        {
            Some((name, value)) if VALUE_OPTIONS.contains(&name) => {
                out.push(OsString::from(format!("--{name}")));
                out.push(OsString::from(value));
            }
            _ => out.push(a.clone()),
        }
    }
    out.extend(rest.cloned());
    out
}

/// kiln's options that take a value (`--NAME VALUE` or `--NAME=VALUE`).
const VALUE_OPTIONS: &[&str] = &[
    "regalloc",
    "target",
    "emit",
    "code-model",
    "relocation-model",
    "threads",
    "load",
];

/// An option's value as text (option values are words, not paths).
fn text_value(option: &str, value: OsString) -> Result<String, kiln::UserError> {
    value.into_string().map_err(|v| {
        usage_error(&format!(
            "bad value '{}' for '{option}'",
            v.to_string_lossy()
        ))
    })
}

fn one_file(cmd: &str, rest: &[OsString]) -> Result<PathBuf, kiln::UserError> {
    match rest {
        [file] if !is_option(file) => Ok(PathBuf::from(file)),
        [] => Err(usage_error(&format!("'{cmd}' needs a FILE"))),
        [a] => Err(unknown_option(a, cmd)),
        _ => Err(usage_error(&format!("'{cmd}' takes exactly one FILE"))),
    }
}

/// What `kiln run` was asked to do.
struct RunArgs {
    /// The modules, `main`'s first.
    files: Vec<PathBuf>,
    /// The program's arguments after `argv[0]`.
    program_args: Vec<OsString>,
    /// Code generation.
    opts: kiln::codegen::CompileOptions,
    /// Shared libraries to load first (`--load`).
    libraries: Vec<PathBuf>,
    /// Print the phases' wall times to stderr after `main` returns.
    time: bool,
}

/// `run [--regalloc auto|linear|graph|fast|onepass] [--load LIB] [--time] FILE [MORE...] [-- ARGS...]`.
fn parse_run_args(rest: &[OsString]) -> Result<RunArgs, kiln::UserError> {
    let mut run = RunArgs {
        files: Vec::new(),
        program_args: Vec::new(),
        opts: kiln::codegen::CompileOptions::default(),
        libraries: Vec::new(),
        time: false,
    };
    let mut i = 0;
    while i < rest.len() {
        let a = &rest[i];
        if a == "--" {
            i += 1;
            break;
        }
        let mut value = |what: &str| {
            i += 1;
            rest.get(i)
                .cloned()
                .ok_or_else(|| usage_error(&format!("'{}' needs {what}", a.to_string_lossy())))
        };
        if a == "--time" {
            run.time = true;
        } else if a == "--regalloc" {
            let v = value("'linear', 'graph' or 'fast'")?;
            run.opts.regalloc = parse_regalloc(&v.to_string_lossy())?;
        } else if a == "--load" {
            run.libraries
                .push(PathBuf::from(value("a shared library")?));
        } else if is_option(a) {
            return Err(unknown_option(a, "run"));
        } else {
            run.files.push(PathBuf::from(a));
        }
        i += 1;
    }
    if run.files.is_empty() {
        return Err(usage_error("'run' needs a FILE"));
    }
    run.program_args = rest[i.min(rest.len())..].to_vec();
    Ok(run)
}

/// `compile [--target T] [--emit obj|asm] [--regalloc R] [--function-sections] [--addrsig]
/// [--relocation-model M] [--code-model C] [--time] FILE -o OUT`.
fn parse_compile_args(
    rest: &[OsString],
) -> Result<(PathBuf, PathBuf, kiln::compile::ObjectOptions), kiln::UserError> {
    let mut opts = kiln::compile::ObjectOptions::default();
    let mut input = None;
    let mut output = None;
    let mut i = 0;
    while i < rest.len() {
        let arg = &rest[i];
        let a = arg.to_str().unwrap_or("");
        let mut path = || {
            i += 1;
            rest.get(i)
                .cloned()
                .ok_or_else(|| usage_error(&format!("'{a}' needs a value")))
        };
        let mut value = || text_value(a, path()?);
        match a {
            "-o" if output.is_some() => return Err(usage_error("'-o' given more than once")),
            "-o" => output = Some(PathBuf::from(path()?)),
            "--target" => opts.target = Some(value()?),
            "--regalloc" => opts.codegen.regalloc = parse_regalloc(&value()?)?,
            "--emit" => {
                opts.emit = match value()?.as_str() {
                    "obj" => kiln::compile::Emit::Obj,
                    "asm" => kiln::compile::Emit::Asm,
                    other => {
                        return Err(usage_error(&format!(
                            "unknown output kind '{other}' (expected 'obj' or 'asm')"
                        )));
                    }
                }
            }
            "--function-sections" => opts.function_sections = true,
            "--addrsig" => opts.addrsig = true,
            "--time" => opts.time = true,
            "--code-model" => {
                use kiln::codegen::CodeModel;
                opts.codegen.code_model = Some(match value()?.as_str() {
                    "small" => CodeModel::Small,
                    "medium" => CodeModel::Medium,
                    "large" => CodeModel::Large,
                    other => {
                        return Err(usage_error(&format!(
                            "unknown code model '{other}' (expected 'small', 'medium' or 'large')"
                        )));
                    }
                })
            }
            "--relocation-model" => {
                opts.codegen.reloc_model = match value()?.as_str() {
                    "pic" => kiln::codegen::RelocModel::Pic,
                    "static" => kiln::codegen::RelocModel::Static,
                    other => {
                        return Err(usage_error(&format!(
                            "unknown relocation model '{other}' (expected 'pic' or 'static')"
                        )));
                    }
                }
            }
            _ if is_option(arg) => return Err(unknown_option(arg, "compile")),
            _ if input.is_none() => input = Some(PathBuf::from(arg)),
            _ => return Err(usage_error("'compile' takes exactly one FILE")),
        }
        i += 1;
    }
    let input = input.ok_or_else(|| usage_error("'compile' needs a FILE"))?;
    let output = output.ok_or_else(|| usage_error("'compile' needs '-o OUT'"))?;
    Ok((input, output, opts))
}

/// `bench [--regalloc auto|linear|graph|fast|onepass] [--threads N] [--json] FILE...`.
fn parse_bench_args(
    rest: &[OsString],
) -> Result<(Vec<PathBuf>, kiln::codegen::CompileOptions, bool), kiln::UserError> {
    let mut opts = kiln::codegen::CompileOptions {
        threads: 1,
        ..Default::default()
    };
    let mut json = false;
    let mut files = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        let arg = &rest[i];
        let a = arg.to_str().unwrap_or("");
        match a {
            "--json" => json = true,
            "--regalloc" | "--threads" => {
                i += 1;
                let value = rest
                    .get(i)
                    .ok_or_else(|| usage_error(&format!("'{a}' needs a value")))?;
                let value = text_value(a, value.clone())?;
                if a == "--regalloc" {
                    opts.regalloc = parse_regalloc(&value)?;
                } else {
                    opts.threads = value
                        .parse()
                        .ok()
                        .filter(|&n| n > 0)
                        .ok_or_else(|| usage_error(&format!("bad thread count '{value}'")))?;
                }
            }
            _ if is_option(arg) => return Err(unknown_option(arg, "bench")),
            _ => files.push(PathBuf::from(arg)),
        }
        i += 1;
    }
    if files.is_empty() {
        return Err(usage_error("'bench' needs a FILE"));
    }
    Ok((files, opts, json))
}

fn parse_regalloc(value: &str) -> Result<kiln::codegen::RegallocKind, kiln::UserError> {
    match value {
        "auto" => Ok(kiln::codegen::RegallocKind::Auto),
        "linear" => Ok(kiln::codegen::RegallocKind::Linear),
        "graph" => Ok(kiln::codegen::RegallocKind::Graph),
        "fast" => Ok(kiln::codegen::RegallocKind::Fast),
        "onepass" => Ok(kiln::codegen::RegallocKind::Onepass),
        other => Err(usage_error(&format!(
            "unknown register allocator '{other}' (expected 'auto', 'linear', 'graph', 'fast' or 'onepass')"
        ))),
    }
}

/// Runs the `kiln` personality on `args` (without the program name).
pub fn run(args: &[OsString]) -> Result<(), kiln::UserError> {
    let Some(cmd) = args.first() else {
        return write_stdout(HELP.as_bytes());
    };
    let args = &split_equals(args);
    let rest = &args[1..];
    let before_args = rest.split(|a| a == "--").next().unwrap_or(&[]);
    if before_args.iter().any(|a| a == "--help" || a == "-h") {
        return write_stdout(HELP.as_bytes());
    }
    let cmd = cmd.to_string_lossy();
    let cmd = cmd.as_ref();
    match cmd {
        "--help" | "-h" | "help" => write_stdout(HELP.as_bytes()),
        "--version" | "-version" | "version" => {
            write_stdout(super::version_text("kiln").as_bytes())
        }
        "check" => {
            let path = one_file(cmd, rest)?;
            let module = kiln::load_module(&path)?;
            // The process ends next; freeing a large module piece by piece is
            // wasted work.
            std::mem::forget(module);
            Ok(())
        }
        "print" => {
            let path = one_file(cmd, rest)?;
            let module = kiln::load_module(&path)?;
            let mut out = Vec::with_capacity(1 << 20);
            kiln::ir::print_module(&module, &mut out);
            std::mem::forget(module);
            write_stdout(&out)
        }
        "run" => {
            let run = parse_run_args(rest)?;
            for lib in &run.libraries {
                kiln::run::load_library(lib)?;
            }
            let mut times = kiln::run::PhaseTimes::default();
            let code =
                kiln::run::run_program_timed(&run.files, &run.program_args, &run.opts, &mut times)?;
            if run.time {
                write_stderr(&times.summary());
            }
            // `exit` runs the program's atexit handlers and flushes C stdio.
            std::process::exit(code)
        }
        "bench" => {
            let (files, opts, json) = parse_bench_args(rest)?;
            for file in &files {
                let report = kiln::bench::bench_file(file, &opts)?;
                let text = if json {
                    report.json(&opts) + "\n"
                } else {
                    report.text(&opts)
                };
                write_stdout(text.as_bytes())?;
            }
            Ok(())
        }
        "compile" => {
            let (input, output, opts) = parse_compile_args(rest)?;
            kiln::compile::compile_file(&input, &output, &opts)
        }
        other => Err(usage_error(&format!("unknown command '{other}'"))),
    }
}
