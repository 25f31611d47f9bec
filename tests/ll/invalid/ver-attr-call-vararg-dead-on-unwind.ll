; ERROR: 4:3: in function '@t', block '%0': 'call': attribute 'dead_on_unwind' applied to incompatible type 'i32' of argument 1
declare void @v(...)
define void @t(i32 %x) {
  call void (...) @v(i32 dead_on_unwind %x)
  ret void
}
