; ERROR: 3:16: floating point constant does not have type 'x86_fp80'
define x86_fp80 @f() {
  ret x86_fp80 1.0
}
