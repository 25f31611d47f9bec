; ERROR: 4:3: in function '@t', block '%0': 'call': incompatible argument and return types for 'returned' attribute (argument 1 is 'ptr', the return type 'i32')
declare i32 @g(ptr)
define i32 @t(ptr %p) {
  %r = call i32 @g(ptr returned %p)
  ret i32 %r
}
