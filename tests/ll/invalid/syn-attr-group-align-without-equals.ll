; ERROR: 6:34: expected '=' here
define void @f() #0 {
  ret void
}

attributes #0 = { nounwind align 8 }
