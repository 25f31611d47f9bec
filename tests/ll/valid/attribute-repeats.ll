; A repeated attribute is one attribute, the last written (LLVM's
; AttrBuilder): `immarg immarg` is a lone `immarg`; `"frame-pointer"`
; then `"frame-pointer"="all"` is `"frame-pointer"="all"`; a later group
; replaces an earlier one's value, and groups replace inline attributes.
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg immarg)
declare void @f(ptr nonnull nonnull align 4 align 8) "frame-pointer"="bad" #0 #1

define void @g(ptr %p) #2 {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 false)
  ret void
}

attributes #0 = { nounwind "frame-pointer"="none" }
attributes #1 = { "frame-pointer"="non-leaf" }
attributes #2 = { noinline "frame-pointer" "frame-pointer"="all" }
