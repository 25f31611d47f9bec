//! The `kiln` command line, and the same binary as `llc` and `lli` when it is
//! invoked under those names (or as `kiln llc` / `kiln lli`).

mod cli;

use cli::Personality;
use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args: Vec<OsString> = std::env::args_os().collect();
    let argv0 = if args.is_empty() {
        OsString::from("kiln")
    } else {
        args.remove(0)
    };
    let (personality, args) = Personality::choose(&argv0, args);
    match personality.run(&args) {
        Ok(code) => ExitCode::from(code),
        Err(kiln::UserError(msg)) => {
            let _ = std::io::stdout().flush();
            kiln::output::write_stderr(&personality.restyle(&msg));
            ExitCode::from(1)
        }
    }
}
