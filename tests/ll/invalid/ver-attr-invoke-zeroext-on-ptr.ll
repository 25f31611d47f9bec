; ERROR: 4:3: in function '@t', block '%0': 'invoke': attribute 'zeroext' applied to incompatible type 'ptr' of argument 1
declare void @f(ptr)
define void @t(ptr %p) personality ptr null {
  invoke void @f(ptr zeroext %p) to label %ok unwind label %lp
ok:
  ret void
lp:
  %e = landingpad { ptr, i32 } cleanup
  ret void
}
