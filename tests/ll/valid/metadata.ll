; Module-level metadata: named metadata, module flags of every behaviour,
; numbered nodes (distinct, nested, forward and self references, values,
; strings with escapes), and metadata arguments of intrinsics.
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0
declare i64 @llvm.read_register.i64(metadata)

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!20}
!named.empty = !{}
!named.multi = !{!10, !11, !12, !10}
!named.with.dots-and-dashes_and_underscores = !{!14}
!\6Eamed.escaped = !{!15}

!0 = !{i32 1, !"error-flag", i32 1}
!1 = !{i32 2, !"warning-flag", i32 2}
!2 = !{i32 3, !"require-flag", !9}
!3 = !{i32 4, !"override-flag", i32 4}
!4 = !{i32 5, !"append-flag", !{!"a", !"b"}}
!5 = !{i32 6, !"append-unique-flag", !{!"c"}}
!6 = !{i32 7, !"max-flag", i32 7}
!7 = !{i32 8, !"min-flag", i32 8}
!8 = !{i32 1, !"string-valued", !"value"}
!9 = !{!"error-flag", i32 1}
!10 = !{}
!11 = !{null}
!12 = !{!"string", i32 42, i64 -1, float 1.5, ptr @g, ptr null, !10, null}
!13 = distinct !{!13}
!14 = distinct !{!14, !15, !{!"inline", !{!"nested"}}}
!15 = !{!16, !17}
!16 = !{!"forward ref to !17"}
!17 = !{!"escapes: \22quote\22 \5C backslash \0A newline \FF high"}
!18 = distinct !{}
!19 = !{i1 true, i8 -1, i128 12345678901234567890123, <2 x i32> <i32 1, i32 2>, [2 x i8] c"ab", { i32 } { i32 3 }}
!20 = !{!"kiln metadata test"}
!21 = !{!22, !18}
!22 = !{ptr @f, ptr @llvm.read_register.i64, i32 undef, i32 poison}
!23 = !{!"sp"}
!24 = !{!"unused but defined"}

define i64 @f() {
  %sp = call i64 @llvm.read_register.i64(metadata !23)
  ret i64 %sp
}
