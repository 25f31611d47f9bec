; ERROR: 4:12: expected value token
define void @f() {
entry:
  br label exit
exit:
  ret void
}
