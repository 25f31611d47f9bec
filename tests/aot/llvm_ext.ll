; LLVM ELF extensions: !associated (SHF_LINK_ORDER), dependent libraries,
; linker options, the CG Profile module flag, address significance.
target triple = "x86_64-unknown-linux-gnu"
@a = global i32 1, !associated !5
@b = global i32 2
@t = internal global i32 3
@u = unnamed_addr global i32 4
define void @f() { call void @g() ret void }
declare void @g()
!llvm.dependent-libraries = !{!0, !1}
!llvm.linker.options = !{!2}
!llvm.module.flags = !{!3}
!0 = !{!"m"}
!1 = !{!"pthread"}
!2 = !{!"-lfoo", !"-L/x"}
!3 = !{i32 5, !"CG Profile", !4}
!4 = !{!6}
!5 = !{ptr @b}
!6 = !{ptr @f, ptr @g, i64 42}
