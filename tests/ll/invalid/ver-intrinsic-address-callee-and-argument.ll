; ERROR: 4:3: in function '@f', block '%0': 'call' takes the address of intrinsic '@llvm.foo'; an intrinsic may only be called
declare void @llvm.foo(ptr)
define void @f() {
  call void @llvm.foo(ptr @llvm.foo)
  ret void
}
