//! Arguments as LLVM's tools read them (`llvm::cl`): `-name` or `--name`,
//! values as `-name=value` or `-name value`, `-O2` for the optimisation
//! level, `--` before arguments that are never options.

use std::ffi::OsString;

/// One argument, classified.
#[derive(Debug, PartialEq, Eq)]
pub enum LlvmArg {
    /// `-name`, `-name=value` or `-name value` (for options that take a
    /// value); the name without dashes.
    Option {
        /// The option's name, without its dashes.
        name: String,
        /// Its value, if it has one.
        value: Option<OsString>,
    },
    /// `-O0` … `-O3` (also `-O=2`).
    OptLevel(u8),
    /// An argument that is not an option (`-` is standard input).
    Positional(OsString),
    /// `--`: everything after it is positional.
    EndOfOptions,
}

/// Reads `args` one at a time.
pub struct LlvmArgs<'a> {
    args: &'a [OsString],
    next: usize,
    /// `--` was read: what follows is positional.
    only_positional: bool,
}

impl<'a> LlvmArgs<'a> {
    /// A reader over `args` (without the program name).
    pub fn new(args: &'a [OsString]) -> Self {
        LlvmArgs {
            args,
            next: 0,
            only_positional: false,
        }
    }

    /// The arguments not read yet.
    pub fn rest(&self) -> &'a [OsString] {
        &self.args[self.next..]
    }

    /// The next argument; `takes_value(name)` says whether option `name`
    /// takes its value from the next argument when it has no `=value`.
    /// Errors are messages for the user.
    pub fn next(&mut self, takes_value: impl Fn(&str) -> bool) -> Option<Result<LlvmArg, String>> {
        let arg = self.args.get(self.next)?;
        self.next += 1;
        if arg == "--" && !self.only_positional {
            self.only_positional = true;
            return Some(Ok(LlvmArg::EndOfOptions));
        }
        let bytes = arg.as_encoded_bytes();
        if self.only_positional || !bytes.starts_with(b"-") || arg == "-" {
            return Some(Ok(LlvmArg::Positional(arg.clone())));
        }
        let Some(text) = arg.to_str() else {
            return Some(Err(format!(
                "option '{}' is not valid UTF-8",
                arg.to_string_lossy()
            )));
        };
        let body = text.strip_prefix("--").unwrap_or(&text[1..]);
        if let Some(level) = opt_level(body) {
            return Some(level.map(LlvmArg::OptLevel));
        }
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(OsString::from(v))),
            None => (body, None),
        };
        let value = match value {
            None if takes_value(name) => match self.args.get(self.next) {
                Some(v) => {
                    self.next += 1;
                    Some(v.clone())
                }
                None => return Some(Err(format!("option '-{name}' needs a value"))),
            },
            v => v,
        };
        Some(Ok(LlvmArg::Option {
            name: name.to_owned(),
            value,
        }))
    }
}

/// `O2` or `O=2` as an optimisation level; `None` if `body` is not one.
fn opt_level(body: &str) -> Option<Result<u8, String>> {
    let digits = body.strip_prefix('O')?;
    let digits = digits.strip_prefix('=').unwrap_or(digits);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return None;
    }
    Some(match digits {
        "0" => Ok(0),
        "1" => Ok(1),
        "2" => Ok(2),
        "3" => Ok(3),
        _ => Err(format!(
            "invalid optimization level '-O{digits}' (expected -O0, -O1, -O2 or -O3)"
        )),
    })
}

/// A boolean option's value: absent means true; `true`/`false`/`1`/`0`
/// as LLVM accepts them.
pub fn flag_value(name: &str, value: Option<&OsString>) -> Result<bool, String> {
    match value.map(|v| v.to_string_lossy()) {
        None => Ok(true),
        Some(v) => match v.as_ref() {
            "true" | "TRUE" | "True" | "1" => Ok(true),
            "false" | "FALSE" | "False" | "0" => Ok(false),
            other => Err(format!(
                "'{other}' is not a value for the flag '-{name}' (use true or false)"
            )),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(args: &[&str], valued: &[&str]) -> Vec<Result<LlvmArg, String>> {
        let args: Vec<OsString> = args.iter().map(OsString::from).collect();
        let mut r = LlvmArgs::new(&args);
        std::iter::from_fn(|| r.next(|n| valued.contains(&n))).collect()
    }

    fn opt(name: &str, value: Option<&str>) -> Result<LlvmArg, String> {
        Ok(LlvmArg::Option {
            name: name.into(),
            value: value.map(OsString::from),
        })
    }

    #[test]
    fn both_dash_styles_and_both_value_styles() {
        assert_eq!(
            all(
                &[
                    "-o",
                    "x.o",
                    "--filetype=obj",
                    "-mtriple",
                    "t",
                    "-function-sections",
                    "a.ll"
                ],
                &["o", "filetype", "mtriple"]
            ),
            vec![
                opt("o", Some("x.o")),
                opt("filetype", Some("obj")),
                opt("mtriple", Some("t")),
                opt("function-sections", None),
                Ok(LlvmArg::Positional("a.ll".into())),
            ]
        );
    }

    #[test]
    fn optimisation_levels_stdin_and_end_of_options() {
        assert_eq!(
            all(&["-O0", "--O3", "-O=1", "-", "--", "-x"], &[]),
            vec![
                Ok(LlvmArg::OptLevel(0)),
                Ok(LlvmArg::OptLevel(3)),
                Ok(LlvmArg::OptLevel(1)),
                Ok(LlvmArg::Positional("-".into())),
                Ok(LlvmArg::EndOfOptions),
                Ok(LlvmArg::Positional("-x".into())),
            ]
        );
        assert!(all(&["-O7"], &[])[0].is_err());
        assert!(all(&["-o"], &["o"])[0].is_err());
        assert!(all(&["-Os"], &[])[0].as_ref().unwrap_err().contains("-Os"));
    }

    #[test]
    fn flags_take_llvm_boolean_spellings() {
        assert_eq!(flag_value("f", None), Ok(true));
        assert_eq!(flag_value("f", Some(&"false".into())), Ok(false));
        assert_eq!(flag_value("f", Some(&"1".into())), Ok(true));
        assert!(flag_value("f", Some(&"yes".into())).is_err());
    }
}
