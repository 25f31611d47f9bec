; ERROR: 2:34: use of undefined value '%nope'
@b = global ptr blockaddress(@f, %nope)
define void @f() {
entry:
  ret void
}
