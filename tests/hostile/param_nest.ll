; HOSTILE: compile
; EXIT: 1
; STDERR: param_nest.ll:11:3: error:
; STDERR: parameter 0 with attribute nest is not supported
; LLVM passes a `nest` argument (a static chain) in r10 and the others
; as if it were absent; kiln passed it as an ordinary first argument.
; swiftself/swifterror/swiftasync, inalloca and preallocated likewise.
target triple = "x86_64-unknown-linux-gnu"
declare i32 @inner(ptr nest, i32)
define i32 @outer(ptr %c) {
  %r = call i32 @inner(ptr nest %c, i32 5)
  ret i32 %r
}
