; ERROR: 4:3: in function '@f', block '%0': 'call' of '@llvm.ctpop.i64' with type 'i32 (i16)': Intrinsic has incorrect argument type!
declare i32 @llvm.ctpop.i64(i16)
define i32 @f(i16 %x) {
  %r = call i32 @llvm.ctpop.i64(i16 %x)
  ret i32 %r
}
