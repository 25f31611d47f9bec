; Metadata attachments that LLVM 19's verifier accepts: struct-path TBAA
; (old format, nested structs, a zero-size field sharing an offset, the
; immutability flag), new-format TBAA, old-style scalar tags that LLParser
; upgrades, wrapping and multiple !range intervals, !nonnull, !align,
; !dereferenceable on a load and on inttoptr, !invariant.group on a store.

define i32 @tbaa(ptr %p, ptr %q) {
  %a = load i32, ptr %p, align 4, !tbaa !5
  %b = load i64, ptr %p, align 8, !tbaa !6
  store i32 %a, ptr %q, align 4, !tbaa !7
  %c = load i32, ptr %q, align 4, !tbaa !8
  %d = load i32, ptr %q, align 4, !tbaa !10
  %e = load i32, ptr %q, align 4, !tbaa !14
  %f = load i32, ptr %q, align 4, !tbaa !15
  %s = add i32 %a, %c
  %t = add i32 %d, %e
  %u = add i32 %s, %t
  %v = add i32 %u, %f
  ret i32 %v
}

define ptr @ptrs(ptr %p, i64 %i) {
  %a = load i8, ptr %p, align 1, !range !20
  %b = load i32, ptr %p, align 4, !range !21
  %c = load ptr, ptr %p, align 8, !nonnull !22, !align !23, !dereferenceable !24
  %d = inttoptr i64 %i to ptr, !dereferenceable_or_null !24
  store ptr %d, ptr %c, align 8, !invariant.group !22
  ret ptr %c
}

!0 = !{!"omnipotent char", !1, i64 0}
!1 = !{!"Simple C/C++ TBAA"}
!2 = !{!"int", !0, i64 0}
!3 = !{!"long", !0, i64 0}
!4 = !{!"S", !2, i64 0, !2, i64 8, !3, i64 8}
!5 = !{!4, !2, i64 0}
!6 = !{!4, !3, i64 8, i64 1}
!7 = !{!2, !2, i64 0}
!8 = !{!9, !2, i64 8}
!9 = !{!"T", !2, i64 0, !4, i64 8}
!10 = !{!11, !12, i64 0, i64 4}
!11 = !{!13, i64 4, !"int"}
!12 = !{!13, i64 4, !"int"}
!13 = !{!"new root"}
!14 = !{!"int", !1}
!15 = !{!"int", !1, i64 1}
!20 = !{i8 250, i8 3, i8 10, i8 20}
!21 = !{i32 -10, i32 -5, i32 0, i32 1, i32 7, i32 9}
!22 = !{}
!23 = !{i64 16}
!24 = !{i64 8}
