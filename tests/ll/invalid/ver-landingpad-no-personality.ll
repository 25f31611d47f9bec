; ERROR: 9:3: in function '@f', block '%lp': 'landingpad' needs a function with a personality
declare void @g()
define void @f() {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
