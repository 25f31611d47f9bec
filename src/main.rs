//! The `kiln` command line.

use kiln::output::{write_stderr, write_stdout};
use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

const HELP: &str = "\
kiln: a fast LLVM IR back-end

USAGE:
    kiln check FILE                 parse and verify; silent on success
    kiln print FILE                 write the module as canonical .ll text
    kiln run [--regalloc linear|graph] [--time] FILE [MORE...] [-- ARGS...]
                                    JIT-compile and run main (x86-64 Linux);
                                    --time prints each phase's wall time
    kiln compile [--target TRIPLE] [--emit obj|asm] [--regalloc linear|graph]
                 [--function-sections] [--addrsig] [--relocation-model pic|static]
                 [--code-model small|medium|large] [--time] FILE -o OUT
                                    write a relocatable ELF object (x86-64 Linux);
                                    pic (default) or static code; the code model
                                    overrides the module's Code Model flag;
                                    --time prints load/codegen/object/write times
    kiln bench [--regalloc linear|graph] [--threads N] [--json] FILE...
                                    compile in memory; per-phase times, throughput
    kiln --help                     this text

FILE is LLVM IR text (.ll) or bitcode (.bc); '-' reads standard input, and
'-o -' writes standard output. Standard input and files that are not regular
files (pipes, devices) are read up to 1 GiB. Errors are reported as
FILE:LINE:COL: error: MESSAGE with the source line, and exit code 1; a closed
output pipe ends kiln quietly with exit code 1.
";

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(kiln::UserError(msg)) => {
            let _ = std::io::stdout().flush();
            write_stderr(&msg);
            ExitCode::from(1)
        }
    }
}

fn usage_error(msg: &str) -> kiln::UserError {
    kiln::UserError(format!(
        "kiln: error: {msg}\nRun 'kiln --help' for usage.\n"
    ))
}

/// Whether `a` is an option (starts with `-` and is not `-` itself).
fn is_option(a: &OsStr) -> bool {
    a.as_encoded_bytes().starts_with(b"-") && a != "-"
}

/// The error for an option the command does not know.
fn unknown_option(a: &OsStr, cmd: &str) -> kiln::UserError {
    usage_error(&format!(
        "unknown option '{}' for '{cmd}'",
        a.to_string_lossy()
    ))
}

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

/// `run [--regalloc linear|graph] FILE [MORE...] [-- ARGS...]`.
/// `--time` prints the phases' wall times to stderr after `main` returns.
type RunArgs = (
    Vec<PathBuf>,
    Vec<OsString>,
    kiln::codegen::CompileOptions,
    bool,
);

fn parse_run_args(rest: &[OsString]) -> Result<RunArgs, kiln::UserError> {
    let mut opts = kiln::codegen::CompileOptions::default();
    let mut time = false;
    let mut files = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        let a = &rest[i];
        if a == "--" {
            i += 1;
            break;
        }
        if a == "--time" {
            time = true;
        } else if let Some(value) = a.to_str().and_then(|a| a.strip_prefix("--regalloc=")) {
            opts.regalloc = parse_regalloc(value)?;
        } else if a == "--regalloc" {
            i += 1;
            let value = rest
                .get(i)
                .ok_or_else(|| usage_error("'--regalloc' needs 'linear' or 'graph'"))?;
            opts.regalloc = parse_regalloc(&value.to_string_lossy())?;
        } else if is_option(a) {
            return Err(unknown_option(a, "run"));
        } else {
            files.push(PathBuf::from(a));
        }
        i += 1;
    }
    if files.is_empty() {
        return Err(usage_error("'run' needs a FILE"));
    }
    Ok((files, rest[i.min(rest.len())..].to_vec(), opts, time))
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

/// `bench [--regalloc linear|graph] [--threads N] [--json] FILE...`.
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
        "linear" => Ok(kiln::codegen::RegallocKind::Linear),
        "graph" => Ok(kiln::codegen::RegallocKind::Graph),
        other => Err(usage_error(&format!(
            "unknown register allocator '{other}' (expected 'linear' or 'graph')"
        ))),
    }
}

fn run(args: &[OsString]) -> Result<(), kiln::UserError> {
    let Some(cmd) = args.first() else {
        return write_stdout(HELP.as_bytes());
    };
    let rest = &args[1..];
    let before_args = rest.split(|a| a == "--").next().unwrap_or(&[]);
    if before_args.iter().any(|a| a == "--help" || a == "-h") {
        return write_stdout(HELP.as_bytes());
    }
    let cmd = cmd.to_string_lossy();
    let cmd = cmd.as_ref();
    match cmd {
        "--help" | "-h" | "help" => write_stdout(HELP.as_bytes()),
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
            let (paths, args, opts, time) = parse_run_args(rest)?;
            let mut times = kiln::run::PhaseTimes::default();
            let code = kiln::run::run_program_timed(&paths, &args, &opts, &mut times)?;
            if time {
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
