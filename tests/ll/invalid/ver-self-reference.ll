; ERROR: 6:3: Only PHI nodes may reference their own value!
define i32 @f() {
entry:
  br label %loop
loop:
  %x = add i32 %x, 1
  br label %loop
}
