//! Compiling a module gives the same machine code whatever the number of
//! threads (functions are compiled in parallel, results merged in order).

use kiln::codegen::{CompileOptions, compile_module};
use std::path::Path;

#[test]
fn machine_code_does_not_depend_on_the_thread_count() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).expect("tests/run") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "ll") {
            continue;
        }
        let Ok(module) = kiln::load_module(&path) else {
            continue;
        };
        let one = compile_module(
            &module,
            &CompileOptions {
                threads: 1,
                ..Default::default()
            },
        );
        let three = compile_module(
            &module,
            &CompileOptions {
                threads: 3,
                ..Default::default()
            },
        );
        match (one, three) {
            (Ok(a), Ok(b)) => {
                assert_eq!(a.code, b.code, "{}", path.display());
                assert_eq!(a.data, b.data, "{}", path.display());
                checked += 1;
            }
            (Err(a), Err(b)) => assert_eq!(a.message, b.message, "{}", path.display()),
            _ => panic!(
                "{}: one thread count failed, the other did not",
                path.display()
            ),
        }
    }
    assert!(checked >= 10, "only {checked} modules compiled");
}
