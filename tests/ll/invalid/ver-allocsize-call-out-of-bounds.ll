; ERROR: 4:3: in function '@t', block '%0': 'call': 'allocsize' element size argument is out of bounds
declare ptr @v(...)
define ptr @t(i32 %x) {
  %r = call ptr (...) @v(i32 %x) allocsize(0)
  ret ptr %r
}
