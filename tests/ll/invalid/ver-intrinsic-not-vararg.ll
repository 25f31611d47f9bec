; ERROR: 4:3: in function '@f', block '%0': 'call' of '@llvm.va_start.p0' with type 'void (ptr, ...)': Intrinsic was not defined with variable arguments!
declare void @llvm.va_start.p0(ptr, ...)
define void @f(ptr %p, ...) {
  call void (ptr, ...) @llvm.va_start.p0(ptr %p)
  ret void
}
