; HOSTILE: compile
; EXIT: 1
; STDERR: call_conv_calls.ll:19:3: error:
; STDERR: a call with calling convention swiftcc is not supported
; Calls: fastcc and coldcc are C on x86-64, and a preserve_mostcc callee
; may be called as C (it preserves more registers than C promises); a
; swiftcc call passes self and error in r13/r12 and is refused by name.
target triple = "x86_64-unknown-linux-gnu"
declare preserve_mostcc i32 @keeps_most(i32)
declare swiftcc i32 @swift(i32)

define internal fastcc i32 @fast(i32 %a) {
  %r = call preserve_mostcc i32 @keeps_most(i32 %a)
  ret i32 %r
}

define i32 @caller(i32 %a) {
  %x = call fastcc i32 @fast(i32 %a)
  %y = call swiftcc i32 @swift(i32 %x)
  ret i32 %y
}
