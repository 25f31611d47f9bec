; ERROR: 3:3: in function '@g', block '%0': 'call': preallocated operand either requires a preallocated bundle or the call to be musttail (but not both)
define void @g(ptr %p) {
  call void %p(ptr preallocated(i32) null)
  ret void
}
