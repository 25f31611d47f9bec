; ERROR: 4:3: in function '@f', block '%0': 'call' of '@llvm.experimental.stackmap' with type 'void (i64, i32)': Callsite was not defined with variable arguments!
declare void @llvm.experimental.stackmap(i64, i32)
define void @f() {
  call void @llvm.experimental.stackmap(i64 1, i32 0)
  ret void
}
