; ERROR: 3:22: invalid shufflevector operands
define <2 x i32> @f(<2 x i32> %a, <2 x i32> %m) {
  %s = shufflevector <2 x i32> %a, <2 x i32> %a, <2 x i32> %m
  ret <2 x i32> %s
}
