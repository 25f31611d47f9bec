; Integer constants: decimal, negative, wider than 64 bits, u0x/s0x hex, booleans.
@i1.true = global i1 true
@i1.false = global i1 false
@i1.one = global i1 1
@i1.neg = global i1 -1
@i8.max = global i8 255
@i8.min = global i8 -128
@i16 = global i16 -32768
@i32 = global i32 2147483647
@i32.neg = global i32 -2147483648
@i64.max = global i64 18446744073709551615
@i64.min = global i64 -9223372036854775808
@i128.big = global i128 170141183460469231731687303715884105727
@i128.neg = global i128 -170141183460469231731687303715884105728
@i128.u = global i128 340282366920938463463374607431768211455
@i256 = global i256 115792089237316195423570985008687907853269984665640564039457584007913129639935
@i17 = global i17 -1
@i33 = global i33 8589934591
; Hex integers are sign-extended from their number of active bits (LangRef):
; s0x7F is -1 as an i8, s0x0001 is -1 as an i16, s0x80 is -128 as an i8.
@hex.u8 = global i8 u0xFF
@hex.s16.one = global i16 s0x0001
@hex.s16.small = global i16 s0x0002
@hex.u16.one = global i16 u0x0001
@hex.s8 = global i8 s0x7F
@hex.s8.neg = global i8 s0x80
@hex.u32 = global i32 u0xdeadbeef
@hex.s32 = global i32 s0xFFFFFFFF
@hex.u128 = global i128 u0x0123456789ABCDEF0123456789ABCDEF
@hex.s64 = global i64 s0x8000000000000000
@hex.small = global i64 u0x1
@zero = global i32 0
@neg.zero = global i32 -0
@leading.zeros = global i32 007

define i64 @imm() {
  %a = add i64 -1, 0
  %b = add i64 %a, u0x10
  %c = mul i64 %b, s0x7fffffffffffffff
  %d = add i128 -5, 36893488147419103232
  %e = trunc i128 %d to i64
  %f = xor i64 %c, %e
  %g = icmp eq i1 true, false
  %h = zext i1 %g to i64
  %r = or i64 %f, %h
  ret i64 %r
}
