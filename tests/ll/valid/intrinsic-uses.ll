; The uses of intrinsics LLVM 19 allows besides calls: metadata operands,
; a "clang.arc.attachedcall" bundle operand, and `invoke` of the
; intrinsics that may be invoked.
declare void @llvm.trap()
declare void @llvm.donothing()
declare ptr @foo()
declare ptr @llvm.objc.retainAutoreleasedReturnValue(ptr)
declare i32 @__gxx_personality_v0(...)

define void @f() personality ptr @__gxx_personality_v0 {
  %r = call ptr @foo() [ "clang.arc.attachedcall"(ptr @llvm.objc.retainAutoreleasedReturnValue) ]
  invoke void @llvm.donothing() to label %ok unwind label %bad
ok:
  call void @llvm.trap()
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}

!named = !{!0}
!0 = !{ptr @llvm.trap}
