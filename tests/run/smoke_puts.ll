; Smoke test: one call to puts with a constant string.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@hello = private unnamed_addr constant [14 x i8] c"hello, world!\00"

declare i32 @puts(ptr)

define i32 @main() {
  %r = call i32 @puts(ptr @hello)
  ret i32 0
}
