; ERROR: 7:3: in function '@f', block '%0': 'call': llvm.threadlocal.address operand isThreadLocal() must be true
@g = global i32 0

declare ptr @llvm.threadlocal.address.p0(ptr)

define ptr @f() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @g)
  ret ptr %p
}
