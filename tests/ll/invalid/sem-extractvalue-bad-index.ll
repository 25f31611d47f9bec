; ERROR: 3:21: invalid indices for extractvalue
define i32 @f({ i32, i32 } %s) {
  %x = extractvalue { i32, i32 } %s, 2
  ret i32 %x
}
