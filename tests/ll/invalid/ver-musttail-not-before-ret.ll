; ERROR: 4:3: in function '@f', block '%0': a 'musttail' call must be followed by 'ret' (optionally after a 'bitcast')
declare i32 @g(i32)
define i32 @f(i32 %a) {
  %r = musttail call i32 @g(i32 %a)
  %s = add i32 %r, 1
  ret i32 %s
}
