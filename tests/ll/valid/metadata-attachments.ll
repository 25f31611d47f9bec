; Metadata attachments on instructions, functions and globals: !tbaa,
; !range, !llvm.loop, !nonnull, !prof, !noalias/!alias.scope, !align,
; !dereferenceable, !noundef, !invariant.group, !callees, !srcloc, custom kinds.
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0, !custom.global !30, !type !31

declare void @callee()
declare void @other()

define i32 @attachments(ptr %p, ptr %q, i32 %n) !prof !20 !custom.fn !30 {
entry:
  %a = load i32, ptr %p, align 4, !tbaa !1
  %b = load i8, ptr %q, align 1, !range !5
  %c = load ptr, ptr %q, align 8, !nonnull !6, !align !7, !dereferenceable !8, !noundef !6
  %d = load ptr, ptr %q, align 8, !dereferenceable_or_null !8
  %e = load i32, ptr %p, align 4, !invariant.group !6
  %f = load i32, ptr %p, !noalias !12, !alias.scope !13
  store i32 %a, ptr %q, align 4, !tbaa !4, !noalias !13
  %r = call i32 @range.call(i32 %a), !range !14
  call void %c(), !callees !15
  call void asm sideeffect "nop", ""(), !srcloc !16
  %s = add i32 %a, %f, !custom.kind !30, !another !6
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit, !prof !21, !llvm.loop !17

exit:
  switch i32 %s, label %d1 [ i32 0, label %d2 ], !prof !22

d1:
  ret i32 %r

d2:
  ret i32 %e
}

declare i32 @range.call(i32)

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !0, i64 0}
!4 = !{!2, !2, i64 0, i64 1}
!5 = !{i8 0, i8 2, i8 4, i8 8}
!6 = !{}
!7 = !{i64 8}
!8 = !{i64 16}
!9 = distinct !{!9, !"domain"}
!10 = distinct !{!10, !9, !"scope A"}
!11 = distinct !{!11, !9, !"scope B"}
!12 = !{!10}
!13 = !{!11}
!14 = !{i32 -1, i32 5}
!15 = !{ptr @callee, ptr @other}
!16 = !{i64 1234}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.count", i32 4}
!20 = !{!"function_entry_count", i64 100}
!21 = !{!"branch_weights", i32 99, i32 1}
!22 = !{!"branch_weights", i32 3, i32 5}
!30 = !{!"custom"}
!31 = !{i64 0, !"_ZTS1A"}
