; ERROR: 6:3: in function '@f', block '%0': 'call': swifterror argument should come from an alloca or parameter
declare void @g(ptr swifterror)

define void @f(ptr %p) {
  %q = load ptr, ptr %p, align 8
  call void @g(ptr swifterror %q)
  ret void
}
