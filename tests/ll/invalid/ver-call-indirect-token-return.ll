; ERROR: 3:3: in function '@g', block '%0': 'call': Return type cannot be token for indirect call!
define void @g(ptr %p) {
  %t = call token %p()
  ret void
}
