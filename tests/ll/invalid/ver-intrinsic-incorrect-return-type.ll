; ERROR: 4:3: in function '@f', block '%0': 'call' of '@llvm.sadd.with.overflow.i32' with type '{ i32, i32 } (i32, i32)': Intrinsic has incorrect return type!
declare { i32, i32 } @llvm.sadd.with.overflow.i32(i32, i32)
define i32 @f(i32 %x) {
  %r = call { i32, i32 } @llvm.sadd.with.overflow.i32(i32 %x, i32 %x)
  ret i32 0
}
