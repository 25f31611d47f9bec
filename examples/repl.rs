//! A tiny REPL on an incremental JIT: each line `NAME = TERM [OP TERM]...`
//! (terms are integers or earlier names; OP is `+`, `-` or `*`, applied left
//! to right) becomes one IR module defining `i64 @NAME()`, which calls the
//! functions of the names it uses — compiled when the line is entered, and
//! called at once to print its value.
//!
//!     printf 'a = 6\nb = a * 7\nc = b - a + 1\n' | cargo run --release --example repl

use std::io::BufRead;

/// The IR for `name = expr`, or why the line is not one.
fn definition(name: &str, expr: &[&str]) -> Result<String, String> {
    let mut decls = String::new();
    let mut body = String::new();
    let mut acc = String::new();
    let mut op = None;
    for (i, word) in expr.iter().enumerate() {
        if i % 2 == 1 {
            op = Some(match *word {
                "+" => "add",
                "-" => "sub",
                "*" => "mul",
                other => return Err(format!("'{other}' is not +, - or *")),
            });
            continue;
        }
        let term = if word.parse::<i64>().is_ok() {
            word.to_string()
        } else if word.chars().all(|c| c.is_ascii_alphabetic()) {
            decls += &format!("declare i64 @{word}()\n");
            body += &format!("  %t{i} = call i64 @{word}()\n");
            format!("%t{i}")
        } else {
            return Err(format!("'{word}' is neither a number nor a name"));
        };
        acc = match op {
            None => term,
            Some(op) => {
                body += &format!("  %v{i} = {op} i64 {acc}, {term}\n");
                format!("%v{i}")
            }
        };
    }
    if acc.is_empty() || expr.len().is_multiple_of(2) {
        return Err("an expression is TERM [OP TERM]...".into());
    }
    Ok(format!(
        "{decls}define i64 @{name}() {{\n{body}  ret i64 {acc}\n}}\n"
    ))
}

fn main() {
    let mut jit = kiln::Jit::new();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        let [name, "=", expr @ ..] = words.as_slice() else {
            eprintln!("expected NAME = EXPR");
            continue;
        };
        let result = definition(name, expr)
            .map_err(|e| e.to_string())
            .and_then(|ir| jit.add_ir(name, &ir).map_err(|e| e.to_string()))
            .and_then(|_| {
                jit.function::<extern "C" fn() -> i64>(name)
                    .map_err(|e| e.to_string())
            });
        match result {
            Ok(f) => println!("{name} = {}", f()),
            Err(e) => eprintln!("{e}"),
        }
    }
}
