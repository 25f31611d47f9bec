; ERROR: 3:19: use of undefined metadata '!7'
define void @f() {
  ret void, !foo !7
}
