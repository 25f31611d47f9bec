; ERROR: 3:11: use of undefined value '@nope'
define ptr @f() {
  ret ptr @nope
}
