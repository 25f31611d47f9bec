; bitcast half to i16. Split out of casts_misc.ll.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fx = private unnamed_addr constant [9 x i8] c"%s %llx\0A\00"
@fa = private unnamed_addr constant [7 x i8] c"%s %a\0A\00"
@fv = private unnamed_addr constant [16 x i8] c"%s %x %x %x %x\0A\00"
@arr = global [8 x i64] [i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17]
@gp = global ptr getelementptr (i8, ptr @arr, i64 24)
@n1 = private constant [9 x i8] c"f32->i32\00"
@n2 = private constant [9 x i8] c"i32->f32\00"
@n3 = private constant [9 x i8] c"f64->i64\00"
@n4 = private constant [9 x i8] c"i64->f64\00"
@n5 = private constant [11 x i8] c"v2i32->i64\00"
@n6 = private constant [10 x i8] c"i64->v8i8\00"
@n7 = private constant [13 x i8] c"v4f32->v4i32\00"
@n8 = private constant [13 x i8] c"v2f64->v2i64\00"
@n9 = private constant [12 x i8] c"i128->v4i32\00"
@n10 = private constant [9 x i8] c"ptr diff\00"
@n11 = private constant [9 x i8] c"ptr->i32\00"
@n12 = private constant [8 x i8] c"ptr->i8\00"
@n13 = private constant [9 x i8] c"i64->ptr\00"
@n14 = private constant [9 x i8] c"i32->ptr\00"
@n15 = private constant [10 x i8] c"loaded gp\00"
@n16 = private constant [13 x i8] c"addrspace(1)\00"
@n17 = private constant [11 x i8] c"as1 stored\00"
@n18 = private constant [14 x i8] c"as1 roundtrip\00"
@n19 = private constant [7 x i8] c"freeze\00"
@n20 = private constant [11 x i8] c"v2f32->f64\00"
@n21 = private constant [10 x i8] c"half bits\00"

define internal i16 @h2i(half %x) noinline {
  %r = bitcast half %x to i16
  ret i16 %r
}

define i32 @main() {
  %hh = call i16 @h2i(half 0xH3C00)
  %hhx = zext i16 %hh to i64
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n21, i64 %hhx)
  ret i32 0
}
