//! The generator and its reference evaluator are right before kiln is
//! judged by them: the wide integers agree with Rust's `u128`/`i128`
//! arithmetic, every generated module parses and verifies, and the
//! evaluator's result equals the native build's (clang-19 -O0) for a set of
//! generated programs.

use kiln_fuzz_targets::generate::{generate, wide::Wide};

/// xorshift64*, fixed seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}

fn mask(v: u128, w: u32) -> u128 {
    if w == 128 { v } else { v & ((1u128 << w) - 1) }
}

fn sext(v: u128, w: u32) -> i128 {
    ((v << (128 - w)) as i128) >> (128 - w)
}

fn wide(v: u128, w: u32) -> Wide {
    Wide([v as u64, (v >> 64) as u64, 0, 0]).mask(w)
}

/// Arithmetic shifts at the full 256 bits fill with the sign (the
/// evaluator once gave `ashr i256 -1, 255` = 1, where kiln and the native
/// build give -1; found by `fuzz/ci.sh`).
#[test]
fn ashr_fills_the_sign_at_full_width() {
    let minus_one = Wide::from_i64(-1, 256);
    assert_eq!(minus_one.ashr(255, 256), minus_one);
    assert_eq!(minus_one.ashr(0, 256), minus_one);
    let top = Wide::from_u64(0, 256).or(Wide::from_u64(1, 256).shl(255, 256));
    let two_top = top.or(Wide::from_u64(1, 256).shl(254, 256));
    assert_eq!(top.ashr(1, 256), two_top);
    let positive = Wide::from_u64(1, 256).shl(254, 256);
    assert_eq!(positive.ashr(254, 256), Wide::from_u64(1, 256));
    for w in [136, 192, 255] {
        let m = Wide::from_i64(-8, w);
        assert_eq!(m.ashr(2, w), Wide::from_i64(-2, w), "i{w}");
    }
}

#[test]
fn wide_integers_agree_with_u128() {
    let mut rng = Rng(0x1234_5678);
    for _ in 0..20_000 {
        let w = [1, 3, 8, 17, 33, 64, 65, 100, 127, 128][(rng.next() % 10) as usize];
        let a = mask((rng.next() as u128) << 64 | rng.next() as u128, w);
        let b = mask((rng.next() as u128) << 64 | rng.next() as u128, w);
        let (wa, wb) = (wide(a, w), wide(b, w));
        let s = (b % w as u128) as u32;
        assert_eq!(
            wa.add(wb, w).low128(),
            mask(a.wrapping_add(b), w),
            "add i{w}"
        );
        assert_eq!(
            wa.sub(wb, w).low128(),
            mask(a.wrapping_sub(b), w),
            "sub i{w}"
        );
        assert_eq!(
            wa.mul(wb, w).low128(),
            mask(a.wrapping_mul(b), w),
            "mul i{w}"
        );
        assert_eq!(wa.shl(s, w).low128(), mask(a << s, w), "shl i{w}");
        assert_eq!(wa.lshr(s).low128(), a >> s, "lshr i{w}");
        assert_eq!(
            wa.ashr(s, w).low128(),
            mask((sext(a, w) >> s) as u128, w),
            "ashr i{w}"
        );
        assert_eq!(wa.ult(wb), a < b, "ult i{w}");
        assert_eq!(wa.slt(wb, w), sext(a, w) < sext(b, w), "slt i{w}");
        assert_eq!(wa.ctpop(), a.count_ones(), "ctpop i{w}");
        assert_eq!(wa.ctlz(w), a.leading_zeros() - (128 - w), "ctlz i{w}");
        assert_eq!(
            wa.cttz(w),
            if a == 0 { w } else { a.trailing_zeros() },
            "cttz i{w}"
        );
        assert_eq!(
            wa.bitreverse(w).low128(),
            a.reverse_bits() >> (128 - w),
            "bitreverse i{w}"
        );
        if w % 16 == 0 {
            assert_eq!(
                wa.bswap(w).low128(),
                a.swap_bytes() >> (128 - w),
                "bswap i{w}"
            );
        }
        if let (Some(uq), Some(ur)) = (a.checked_div(b), a.checked_rem(b)) {
            let (q, r) = wa.udivrem(wb);
            assert_eq!((q.low128(), r.low128()), (uq, ur), "udiv i{w}");
            let (sa, sb) = (sext(a, w), sext(b, w));
            if w > 1 && !(sb == -1 && sa == sext(1u128 << (w - 1), w)) {
                let (q, r) = wa.sdivrem(wb, w);
                assert_eq!(
                    q.low128(),
                    mask((sa / sb) as u128, w),
                    "sdiv i{w} {sa} {sb}"
                );
                assert_eq!(r.low128(), mask((sa % sb) as u128, w), "srem i{w}");
            }
        }
        assert_eq!(
            wa.to_signed_string(w),
            if w == 1 {
                (if a == 1 { "true" } else { "false" }).to_string()
            } else {
                sext(a, w).to_string()
            }
        );
    }
}

#[test]
fn generated_modules_parse_and_verify() {
    let mut rng = Rng(0xfeed);
    for i in 0..300 {
        let n = 64 + (rng.next() % 4000) as usize;
        let data = rng.bytes(n);
        let (text, _) = generate(&data);
        let module = kiln::ir::parse_module(text.as_bytes()).unwrap_or_else(|d| {
            panic!("input {i}: {}\n{text}", d.render("gen.ll", text.as_bytes()))
        });
        if let Err(ds) = kiln::ir::verify_module(&module) {
            panic!(
                "input {i}: {}\n{text}",
                ds[0].render("gen.ll", text.as_bytes())
            );
        }
    }
}

/// `main` renamed, called from a C-like `main` that prints its result.
const WRAPPER: &str = "@fmt = private constant [4 x i8] c\"%d\\0A\\00\"\n\
    declare i32 @printf(ptr, ...)\n\
    define i32 @main() {\n  %r = call i32 @gen_main()\n  \
    %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %r)\n  ret i32 0\n}\n";

#[test]
fn evaluator_agrees_with_native_builds() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("gen-native");
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng(0xc0ffee);
    let mut compared = 0;
    for i in 0..40 {
        let n = 200 + (rng.next() % 3000) as usize;
        let data = rng.bytes(n);
        let (text, expected) = generate(&data);
        let ll = dir.join(format!("g{i}.ll"));
        let exe = dir.join(format!("g{i}"));
        let text = text.replace("define i32 @main()", "define i32 @gen_main()") + WRAPPER;
        std::fs::write(&ll, &text).unwrap();
        let built = match std::process::Command::new("clang-19")
            .args(["-w", "-O0"])
            .arg(&ll)
            .arg("-o")
            .arg(&exe)
            .arg("-lm")
            .output()
        {
            Ok(out) => out,
            Err(_) => {
                println!(
                    "note: clang-19 is missing: the evaluator is not compared with native builds"
                );
                return;
            }
        };
        if !built.status.success() {
            // LLVM itself has no lowering for some wide operations (mul i136:
            // "Unsupported library call operation"); nothing to compare.
            continue;
        }
        let out = std::process::Command::new(&exe)
            .output()
            .expect("run native build");
        let native: i32 = String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse()
            .expect("printed result");
        assert_eq!(
            expected,
            native,
            "input {i}: evaluator and native build differ ({})",
            ll.display()
        );
        compared += 1;
    }
    assert!(compared >= 30, "only {compared} programs were compared");
}
