; Hello world in LLVM IR: `kiln check examples/hello.ll`, `kiln print examples/hello.ll`.
source_filename = "hello.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"hello, world\0A\00", align 1

define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %ok = icmp sgt i32 %call, 0
  %ret = select i1 %ok, i32 0, i32 1
  ret i32 %ret
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" }
attributes #1 = { "frame-pointer"="all" }
