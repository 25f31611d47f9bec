; HOSTILE: compile
; EXIT: 1
; STDERR: frameaddress_deep.ll:9:3: error:
; STDERR: llvm.frameaddress of frame 2000000000: more than 65536 frames up is not supported
; Each frame up is one load: a depth of two billion made kiln emit two
; billion instructions (unbounded time and memory).
target triple = "x86_64-unknown-linux-gnu"
define ptr @deep() {
  %p = call ptr @llvm.frameaddress.p0(i32 2000000000)
  ret ptr %p
}
declare ptr @llvm.frameaddress.p0(i32 immarg)
