//! Embedding kiln's JIT: compile IR text, call a function compiled from it,
//! and let that function call back into the host.
//!
//!     cargo run --release --example embed_jit

extern "C" fn add_tax(cents: i64) -> i64 {
    cents + cents / 5
}

fn main() -> Result<(), kiln::Error> {
    let mut jit = kiln::Jit::new();
    jit.define_symbol("add_tax", add_tax as *const u8);
    jit.add_ir(
        "price.ll",
        "declare i64 @add_tax(i64)
         define i64 @price(i64 %n, i64 %each) {
           %net = mul i64 %n, %each
           %gross = call i64 @add_tax(i64 %net)
           ret i64 %gross
         }",
    )?;
    let price: extern "C" fn(i64, i64) -> i64 = jit.function("price")?;
    println!("3 items at 250 cents: {} cents with tax", price(3, 250));
    Ok(())
}
