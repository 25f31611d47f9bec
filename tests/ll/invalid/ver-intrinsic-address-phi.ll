; ERROR: 8:3: in function '@f', block '%b': 'phi' takes the address of intrinsic '@llvm.trap'; an intrinsic may only be called
declare void @llvm.trap()
define ptr @f() {
  br label %b
a:
  br label %b
b:
  %p = phi ptr [ @llvm.trap, %0 ], [ null, %a ]
  ret ptr %p
}
