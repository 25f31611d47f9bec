; ERROR: 2:1: !llvm.ident: incorrect number of operands in llvm.ident metadata
!llvm.ident = !{!0}

!0 = !{!"clang version 19", !"extra"}
