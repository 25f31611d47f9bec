; ERROR: 5:3: in function '@f', block '%0': 'call': Return type cannot be token for indirect call!
declare void @g()

define void @f() {
  %t = call token @g()
  ret void
}
