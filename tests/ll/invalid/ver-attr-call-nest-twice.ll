; ERROR: 4:3: in function '@g', block '%0': 'call': More than one parameter has attribute nest!
declare void @f(ptr, ptr)
define void @g(ptr %p) {
  call void @f(ptr nest %p, ptr nest %p)
  ret void
}
