; HOSTILE: compile
; EXIT: 1
; STDERR: param_swiftasync_optnone.ll:10:3: error:
; STDERR: parameter 0 with attribute swiftasync is not supported
; An optnone function (the one-pass path) passing a swiftasync argument:
; LLVM passes it in r14; the one-pass path's own attribute list missed it
; and passed it as an ordinary first argument.
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr %p) #0 {
  call void @g(ptr swiftasync %p)
  ret void
}
declare void @g(ptr swiftasync)
attributes #0 = { noinline nounwind optnone }
