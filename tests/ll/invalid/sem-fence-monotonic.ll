; ERROR: 4:3: fence cannot be monotonic
define void @f() {
  fence monotonic
  ret void
}
