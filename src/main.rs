//! The `kiln` command line.

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

FILE is LLVM IR text (.ll). Errors are reported as FILE:LINE:COL: error: MESSAGE
with the source line, and exit code 1.
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(kiln::UserError(msg)) => {
            let _ = std::io::stdout().flush();
            eprint!("{msg}");
            ExitCode::from(1)
        }
    }
}

fn usage_error(msg: &str) -> kiln::UserError {
    kiln::UserError(format!(
        "kiln: error: {msg}\nRun 'kiln --help' for usage.\n"
    ))
}

fn one_file(cmd: &str, rest: &[String]) -> Result<PathBuf, kiln::UserError> {
    match rest {
        [file] if !file.starts_with('-') || file == "-" => Ok(PathBuf::from(file)),
        [] => Err(usage_error(&format!("'{cmd}' needs a FILE"))),
        _ => Err(usage_error(&format!("'{cmd}' takes exactly one FILE"))),
    }
}

/// `run [--regalloc linear|graph] FILE [MORE...] [-- ARGS...]`.
/// `--time` prints the phases' wall times to stderr after `main` returns.
type RunArgs = (
    Vec<PathBuf>,
    Vec<String>,
    kiln::codegen::CompileOptions,
    bool,
);

fn parse_run_args(rest: &[String]) -> Result<RunArgs, kiln::UserError> {
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
        } else if let Some(value) = a.strip_prefix("--regalloc=") {
            opts.regalloc = parse_regalloc(value)?;
        } else if a == "--regalloc" {
            i += 1;
            let value = rest
                .get(i)
                .ok_or_else(|| usage_error("'--regalloc' needs 'linear' or 'graph'"))?;
            opts.regalloc = parse_regalloc(value)?;
        } else if a.starts_with('-') && a != "-" {
            return Err(usage_error(&format!("unknown option '{a}' for 'run'")));
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
    rest: &[String],
) -> Result<(PathBuf, PathBuf, kiln::compile::ObjectOptions), kiln::UserError> {
    let mut opts = kiln::compile::ObjectOptions::default();
    let mut input = None;
    let mut output = None;
    let mut i = 0;
    while i < rest.len() {
        let a = rest[i].as_str();
        let mut value = || {
            i += 1;
            rest.get(i)
                .cloned()
                .ok_or_else(|| usage_error(&format!("'{a}' needs a value")))
        };
        match a {
            "-o" => output = Some(PathBuf::from(value()?)),
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
            _ if a.starts_with('-') && a != "-" => {
                return Err(usage_error(&format!("unknown option '{a}' for 'compile'")));
            }
            _ if input.is_none() => input = Some(PathBuf::from(a)),
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
    rest: &[String],
) -> Result<(Vec<PathBuf>, kiln::codegen::CompileOptions, bool), kiln::UserError> {
    let mut opts = kiln::codegen::CompileOptions {
        threads: 1,
        ..Default::default()
    };
    let mut json = false;
    let mut files = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        let a = &rest[i];
        match a.as_str() {
            "--json" => json = true,
            "--regalloc" | "--threads" => {
                i += 1;
                let value = rest
                    .get(i)
                    .ok_or_else(|| usage_error(&format!("'{a}' needs a value")))?;
                if a == "--regalloc" {
                    opts.regalloc = parse_regalloc(value)?;
                } else {
                    opts.threads = value
                        .parse()
                        .ok()
                        .filter(|&n| n > 0)
                        .ok_or_else(|| usage_error(&format!("bad thread count '{value}'")))?;
                }
            }
            _ if a.starts_with('-') && a != "-" => {
                return Err(usage_error(&format!("unknown option '{a}' for 'bench'")));
            }
            _ => files.push(PathBuf::from(a)),
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

fn run(args: &[String]) -> Result<(), kiln::UserError> {
    let Some(cmd) = args.first() else {
        print!("{HELP}");
        return Ok(());
    };
    let rest = &args[1..];
    let before_args = rest.split(|a| a == "--").next().unwrap_or(&[]);
    if before_args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{HELP}");
        return Ok(());
    }
    match cmd.as_str() {
        "--help" | "-h" | "help" => {
            print!("{HELP}");
            Ok(())
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
            let mut stdout = std::io::stdout().lock();
            stdout
                .write_all(&out)
                .and_then(|_| stdout.flush())
                .map_err(|e| kiln::UserError(format!("kiln: error: cannot write output: {e}\n")))
        }
        "run" => {
            let (paths, args, opts, time) = parse_run_args(rest)?;
            let mut times = kiln::run::PhaseTimes::default();
            let code = kiln::run::run_program_timed(&paths, &args, &opts, &mut times)?;
            if time {
                eprint!("{}", times.summary());
            }
            // `exit` runs the program's atexit handlers and flushes C stdio.
            std::process::exit(code)
        }
        "bench" => {
            let (files, opts, json) = parse_bench_args(rest)?;
            let mut stdout = std::io::stdout().lock();
            for file in &files {
                let report = kiln::bench::bench_file(file, &opts)?;
                let text = if json {
                    report.json(&opts) + "\n"
                } else {
                    report.text(&opts)
                };
                stdout.write_all(text.as_bytes()).map_err(|e| {
                    kiln::UserError(format!("kiln: error: cannot write output: {e}\n"))
                })?;
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
