; ERROR: 4:15: Cannot allocate unsized type
%T = type opaque
define void @f() {
  %a = alloca %T
  ret void
}
