; Names: numbered and named values, blocks, globals and functions; quoted
; names with spaces and escapes; names that look like keywords or numbers.
%"struct with spaces" = type { i32 }
%struct.a.b = type { i8 }
%2 = type { i64 }

@0 = global i32 0
@1 = private constant [2 x i8] c"x\00"
@"quoted global" = global i32 1
@"\01_mangled" = global i32 2
@"with\22quote" = global i32 3
@"123starts.with.digit" = global i32 4
@global = global i32 5
@$dollar.and.dots_ = global i32 6
@-dash = global i32 7

declare void @"external fn"(i32)
declare void @2()

define i32 @3(i32 %0, i32 %1) {
  %3 = add i32 %0, %1
  %4 = load i32, ptr @0
  %5 = add i32 %3, %4
  br label %6

6:
  %7 = phi i32 [ %5, %2 ]
  ret i32 %7
}

define i32 @named(i32 %x, i32 %"quoted arg", i32 %0) {
entry:
  %1 = add i32 %x, %"quoted arg"
  %"quoted value" = add i32 %1, 1
  %2 = mul i32 %"quoted value", %0
  %"3" = add i32 %2, 1
  %-dash.value = sub i32 %"3", 1
  %$dollar = add i32 %-dash.value, 0
  %"\41\42" = add i32 %$dollar, 0
  %add = add i32 %"\41\42", 0
  %i32 = add i32 %add, 0
  %ret = add i32 %i32, 0
  br label %"block with spaces"

"block with spaces":
  %3 = add i32 %ret, 1
  br label %"5"

"5":
  br label %label

label:
  br label %4

4:
  call void @"external fn"(i32 %3)
  call void @2()
  %v = load i32, ptr @"quoted global"
  %w = load i32, ptr @"\01_mangled"
  %u = load i32, ptr @$dollar.and.dots_
  ret i32 %3
}

define void @unnamed.entry() {
  br label %named
named:
  ret void
}

define void @numbered.entry() {
0:
  br label %1
1:
  ret void
}

define void @"\01quoted fn name"() {
"entry block":
  %s = alloca %"struct with spaces"
  %t = alloca %2
  ret void
}
