; Attribute groups: numbered groups mixing enum, integer, type and string
; attributes, referenced from declarations, definitions and call sites,
; defined out of order and after their uses.
target triple = "x86_64-unknown-linux-gnu"

declare void @ext() #2
declare ptr @alloc(i64) #3

define void @f() #0 {
  call void @ext() #1
  call void @ext() #4
  %p = call ptr @alloc(i64 8) #3
  ret void
}

define void @g() #0 #5 {
  ret void
}

define void @h() nounwind #6 {
  call void @ext() #7
  ret void
}

attributes #2 = { nounwind memory(argmem: read) }
attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { builtin }
attributes #3 = { allocsize(0) "alloc-family"="kiln" }
attributes #4 = { cold "empty-value"="" "no-value" }
attributes #5 = { "escapes"="tab\09quote\22end" }
attributes #6 = { alignstack=16 }
attributes #7 = { nobuiltin "fn-key" "x"="y" }
attributes #10 = { noreturn }
