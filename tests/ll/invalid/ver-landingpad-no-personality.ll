; ERROR: 9:3: LandingPadInst needs to be in a function with a personality.
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
