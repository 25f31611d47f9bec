; NO-LLVM-DIFF: llvm-diff-19 cannot compare these even on its own round trip
; cleanupret ... unwind label %bb: llvm-diff-19 cannot compare this instruction
; (it reports a difference even for LLVM's own round trip), hence KILN-ONLY.
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @may_throw(i32)
declare void @cleanup_fn()

define void @cleanup.unwinds.to.catch() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 5)
          to label %done unwind label %ehcleanup

done:
  ret void

ehcleanup:
  %cl = cleanuppad within none []
  invoke void @cleanup_fn() [ "funclet"(token %cl) ]
          to label %cl.cont unwind label %dispatch

cl.cont:
  cleanupret from %cl unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller

handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %done
}
