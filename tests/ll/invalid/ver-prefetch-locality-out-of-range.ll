; ERROR: 5:3: in function '@f', block '%0': 'call': locality argument to llvm.prefetch must be 0-3
declare void @llvm.prefetch.p0(ptr, i32 immarg, i32 immarg, i32 immarg)

define void @f(ptr %p) {
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 4, i32 1)
  ret void
}
