; ERROR: 3:1: redefinition of type
%T = type { i32 }
%T = type { i64 }
