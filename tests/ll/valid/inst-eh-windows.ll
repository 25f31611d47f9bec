; Windows (funclet) exception handling: catchswitch, catchpad, catchret,
; cleanuppad, cleanupret, with the MSVC C++ personality.
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat

$"??_R0H@8" = comdat any

declare i32 @__CxxFrameHandler3(...)
declare void @may_throw(i32)
declare void @cleanup_fn()

define i32 @try_catch() personality ptr @__CxxFrameHandler3 {
entry:
  %e = alloca i32, align 4
  invoke void @may_throw(i32 1)
          to label %invoke.cont unwind label %catch.dispatch

invoke.cont:
  ret i32 0

catch.dispatch:
  %cs = catchswitch within none [label %catch.int, label %catch.all] unwind to caller

catch.int:
  %cp1 = catchpad within %cs [ptr @"??_R0H@8", i32 0, ptr %e]
  catchret from %cp1 to label %catch.done

catch.all:
  %cp2 = catchpad within %cs [ptr null, i32 64, ptr null]
  call void @cleanup_fn() [ "funclet"(token %cp2) ]
  catchret from %cp2 to label %catch.done

catch.done:
  ret i32 1
}

define void @cleanup() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 2)
          to label %done unwind label %ehcleanup

done:
  call void @cleanup_fn()
  ret void

ehcleanup:
  %cl = cleanuppad within none []
  call void @cleanup_fn() [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller
}

define void @nested() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 3)
          to label %done unwind label %outer.dispatch

done:
  ret void

outer.dispatch:
  %cs.outer = catchswitch within none [label %outer.catch] unwind label %outer.cleanup

outer.catch:
  %cp = catchpad within %cs.outer [ptr null, i32 64, ptr null]
  invoke void @may_throw(i32 4) [ "funclet"(token %cp) ]
          to label %inner.ok unwind label %inner.dispatch

inner.ok:
  catchret from %cp to label %done

inner.dispatch:
  %cs.inner = catchswitch within %cp [label %inner.catch] unwind label %outer.cleanup

inner.catch:
  %cp.inner = catchpad within %cs.inner [ptr null, i32 64, ptr null]
  catchret from %cp.inner to label %inner.ok

outer.cleanup:
  %cl = cleanuppad within none [i32 7]
  cleanupret from %cl unwind to caller
}
